import { describe, expect, it } from 'vitest';
import { SCHEME } from '../dicts-accreditation.ts';
import { SCHEME_STANDARDS } from './schemes.ts';
import { REPORT_TEMPLATES, templateText } from './templates.ts';

describe('report templates', () => {
  it('give every scheme a section per standard, in order, with unique codes', () => {
    for (const [scheme, sections] of Object.entries(REPORT_TEMPLATES)) {
      const standards = sections.flatMap((s) => (s.standard ? [s.standard] : []));
      expect(standards, scheme).toEqual(SCHEME_STANDARDS[scheme as keyof typeof SCHEME_STANDARDS]);
      expect(new Set(sections.map((s) => s.code)).size, scheme).toBe(sections.length);
    }
  });

  it('have titles and guidance in both languages', () => {
    for (const sections of Object.values(REPORT_TEMPLATES))
      for (const s of sections) {
        expect(s.title['en-US']).toMatch(/[A-Za-z]/);
        expect(s.title['zh-CN']).toMatch(/[\u4e00-\u9fff]/);
        expect(s.guidance['en-US'].length).toBeGreaterThan(80);
        expect(s.guidance['zh-CN'].replace(/[^\u4e00-\u9fff]/g, '').length).toBeGreaterThan(20);
      }
  });

  it('start Standard 3 with Tables 3-1 and 3-2, Standard 5 with 5-1 and Standard 8 with 8-1', () => {
    const aacsb = REPORT_TEMPLATES[SCHEME.aacsbContinuous];
    const kinds = (code: string) => aacsb.find((s) => s.code === code)?.starterBlocks.map((b) => b.kind);
    expect(kinds('AACSB-3')).toEqual(['table31', 'table32']);
    expect(kinds('AACSB-5')).toEqual(['table51']);
    expect(kinds('AACSB-8')).toEqual(['table81']);
    expect(kinds('AACSB-1')).toEqual(['kpi']);
    expect(REPORT_TEMPLATES[SCHEME.equis][0].starterBlocks[0].kind).toBe('equisKeyFigures');
    expect(
      REPORT_TEMPLATES[SCHEME.amba].some((s) => s.starterBlocks.some((b) => b.kind === 'ambaChecks')),
    ).toBe(true);
  });

  it('say Chinese in both Chinese locales and English otherwise', () => {
    const title = REPORT_TEMPLATES[SCHEME.camea][0].title;
    expect(templateText(title, 'zh-TW')).toBe(title['zh-CN']);
    expect(templateText(title, 'pt-BR')).toBe(title['en-US']);
  });
});
