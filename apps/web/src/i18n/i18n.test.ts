import { LOCALES } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import { catalogResources, loadPart, OPEN_NAMESPACES } from './index.ts';

describe('web catalogs', () => {
  it('bundles every namespace in every language', async () => {
    const resources = await catalogResources();
    const namespaces = Object.keys(resources['en-US']).sort();
    expect(namespaces).toContain('common');
    for (const l of LOCALES) expect(Object.keys(resources[l]).sort()).toEqual(namespaces);
  });
});

describe('catalogs in two parts', () => {
  it('the open part has the namespaces of the screens before sign-in, the other part the rest', async () => {
    for (const l of LOCALES) {
      const [open, signedIn] = await Promise.all([loadPart(l, true), loadPart(l, false)]);
      expect(Object.keys(open).sort()).toEqual([...OPEN_NAMESPACES].sort());
      expect(Object.keys(signedIn).length).toBeGreaterThan(0);
      for (const ns of Object.keys(signedIn)) expect(OPEN_NAMESPACES).not.toContain(ns);
    }
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
