import { LOCALES } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import { catalogResources } from './index.ts';

describe('web catalogs', () => {
  it('bundles every namespace in every language', async () => {
    const resources = await catalogResources();
    const namespaces = Object.keys(resources['en-US']).sort();
    expect(namespaces).toContain('common');
    for (const l of LOCALES) expect(Object.keys(resources[l]).sort()).toEqual(namespaces);
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
