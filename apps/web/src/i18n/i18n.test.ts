// vitest: own modules (it tests which catalogues the app has loaded, from none)
import { LOCALES } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import {
  catalogResources,
  loadPart,
  loadShellCatalogs,
  OPEN_NAMESPACES,
  partOf,
  SHELL_NAMESPACES,
  signedInCatalogsLoaded,
} from './index.ts';

describe('web catalogs', () => {
  it('bundles every namespace in every language', async () => {
    const resources = await catalogResources();
    const namespaces = Object.keys(resources['en-US']).sort();
    expect(namespaces).toContain('common');
    for (const l of LOCALES) expect(Object.keys(resources[l]).sort()).toEqual(namespaces);
  });
});

describe('catalogs in three parts', () => {
  it('open has the screens before sign-in, shell the shell and workplace, signedIn the rest, none twice', async () => {
    for (const l of LOCALES) {
      const [open, shell, signedIn] = await Promise.all([
        loadPart(l, 'open'),
        loadPart(l, 'shell'),
        loadPart(l, 'signedIn'),
      ]);
      expect(Object.keys(open).sort()).toEqual([...OPEN_NAMESPACES].sort());
      expect(Object.keys(shell).sort()).toEqual([...SHELL_NAMESPACES].sort());
      expect(Object.keys(signedIn).length).toBeGreaterThan(0);
      for (const ns of Object.keys(signedIn)) {
        expect(OPEN_NAMESPACES).not.toContain(ns);
        expect(SHELL_NAMESPACES).not.toContain(ns);
        expect(partOf(ns)).toBe('signedIn');
      }
    }
  });

  it('a key of a namespace not loaded yet, asked for after the shell, loads the rest', async () => {
    const { i18n } = await import('./index.ts');
    await i18n.changeLanguage('en-US');
    await loadShellCatalogs();
    expect(i18n.exists('crud.ui.add')).toBe(false);
    expect(signedInCatalogsLoaded()).toBe(false);
    i18n.t('crud.ui.add');
    await expect.poll(() => signedInCatalogsLoaded()).toBe(true);
    expect(i18n.exists('crud.ui.add')).toBe(true);
  });
});

describe('keys in namespace.path form', () => {
  it('resolve through the namespace', async () => {
    const { i18n } = await import('./index.ts');
    await i18n.changeLanguage('en-US');
    expect(i18n.t('common.notFound.subtitle')).toBe('Sorry, the page you visited does not exist.');
    expect(i18n.t('errors.field.tooLong', { max: 5 })).toBe('At most 5 characters.');
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('common.notFound.subtitle')).toBe('抱歉，您访问的页面不存在。');
  });
});
