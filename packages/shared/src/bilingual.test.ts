import { describe, expect, it } from 'vitest';
import { bilingual, bilingualValue, isEnglishOutput } from './bilingual.ts';

const t = (key: string) => (key === 'common.bilingual.noEnglishName' ? 'no English name' : 'no English');
const miller = { name: '大卫·米勒', nameEn: 'David Miller' };
const chen = { name: '陈静', nameEn: '  ' };

describe('bilingualValue', () => {
  it('prints the English value in English and Portuguese outputs, the Chinese one in Chinese outputs', () => {
    expect(bilingualValue(miller, 'name', 'nameEn', 'en-US', t)).toBe('David Miller');
    expect(bilingualValue(miller, 'name', 'nameEn', 'pt-BR', t)).toBe('David Miller');
    expect(bilingualValue(miller, 'name', 'nameEn', 'zh-CN', t)).toBe('大卫·米勒');
    expect(bilingualValue(miller, 'name', 'nameEn', 'zh-TW', t)).toBe('大卫·米勒');
  });

  it('marks a missing English value visibly instead of printing the Chinese one silently', () => {
    expect(bilingualValue(chen, 'name', 'nameEn', 'en-US', t)).toBe('陈静 [no English name]');
    expect(bilingualValue({ specialty: '审计质量' }, 'specialty', 'specialtyEn', 'en-US', t)).toBe(
      '审计质量 [no English]',
    );
    expect(bilingual(chen, 'name', 'nameEn', 'en-US')).toEqual({ text: '陈静', missing: true });
  });

  it('has nothing to mark when there is no value at all, and Chinese outputs fall back to English', () => {
    expect(bilingualValue({ specialty: '' }, 'specialty', 'specialtyEn', 'en-US', t)).toBe('');
    expect(bilingualValue({ departNameEn: 'Finance' }, 'departName', 'departNameEn', 'zh-CN', t)).toBe(
      'Finance',
    );
    expect(isEnglishOutput('en-US')).toBe(true);
    expect(isEnglishOutput('zh-TW')).toBe(false);
  });
});
