import { REPORT_TEMPLATES, type SchemeCode } from '@accredit/shared';
import type { Executor } from '../core/db.ts';
import { reportDescriptionTable as descriptions } from '../modules/resources/schema.ts';

/**
 * The report templates (issue 21): each scheme's sections with their guidance (spec 001 "report
 * descriptions", packages/shared/src/accreditation/templates.ts), added on every start where
 * missing by scheme and section code, so an administrator's edits and own sections are kept.
 */
export async function seedReportDescriptions(db: Executor): Promise<void> {
  const existing = (await db
    .select({ scheme: descriptions.scheme, sectionCode: descriptions.sectionCode })
    .from(descriptions)) as { scheme: string; sectionCode: string }[];
  const have = new Set(existing.map((e) => `${e.scheme}\u0000${e.sectionCode}`));
  const rows: Record<string, unknown>[] = [];
  for (const [scheme, sections] of Object.entries(REPORT_TEMPLATES) as [
    SchemeCode,
    (typeof REPORT_TEMPLATES)[SchemeCode],
  ][]) {
    sections.forEach((s, i) => {
      if (have.has(`${scheme}\u0000${s.code}`)) return;
      rows.push({
        scheme,
        sectionCode: s.code,
        standard: s.standard,
        titleZh: s.title['zh-CN'],
        titleEn: s.title['en-US'],
        guidanceZh: s.guidance['zh-CN'],
        guidanceEn: s.guidance['en-US'],
        starterBlocks: s.starterBlocks,
        sortNo: (i + 1) * 10,
        createBy: 'system',
      });
    });
  }
  if (rows.length) await db.insert(descriptions).values(rows);
}
