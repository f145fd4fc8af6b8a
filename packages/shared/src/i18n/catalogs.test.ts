import { describe, expect, it } from 'vitest';
import { interpolate, pickLocale } from '../locales.ts';
import { loadCatalogs, missingKeys } from './catalogs.ts';

describe('locale catalogs', () => {
  const catalogs = loadCatalogs();

  it('has every key in every language', () => {
    expect(missingKeys(catalogs)).toEqual({});
  });

  it('keeps the same placeholders in every translation', () => {
    const problems: string[] = [];
    const names = (s: string) =>
      [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
        .map((m) => m[1])
        .sort()
        .join(',');
    for (const [key, en] of Object.entries(catalogs['en-US'])) {
      for (const locale of ['zh-CN', 'zh-TW', 'pt-BR'] as const) {
        const other = catalogs[locale][key];
        if (other !== undefined && names(other) !== names(en)) problems.push(`${locale} ${key}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('finds a missing key', () => {
    expect(
      missingKeys({
        'en-US': { a: 'x', b: 'y' },
        'zh-CN': { a: '甲' },
        'zh-TW': { a: '甲', b: '乙' },
        'pt-BR': { a: 'x', b: '' },
      }),
    ).toEqual({
      'zh-CN': ['b'],
      'pt-BR': ['b'],
    });
  });
});

describe('pickLocale', () => {
  it('maps browser tags onto the four languages', () => {
    expect(pickLocale('zh-CN,zh;q=0.9')).toBe('zh-CN');
    expect(pickLocale('zh-HK')).toBe('zh-TW');
    expect(pickLocale('pt-PT,pt;q=0.8')).toBe('pt-BR');
    expect(pickLocale('English')).toBe('en-US');
    expect(pickLocale('fr-FR', 'zh-CN')).toBe('zh-CN');
    expect(pickLocale(undefined)).toBe('en-US');
  });
  it('interpolates placeholders', () => {
    expect(interpolate('At most {{max}} characters.', { max: 5 })).toBe('At most 5 characters.');
  });
});
