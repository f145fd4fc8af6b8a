import { BLOCK_KINDS, type BlockRef, blockMarker, type Locale } from '@accredit/shared';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { notFound } from '../../core/errors.ts';
import type { Row } from '../../crud/present.ts';
import { reportDescriptionTable as descriptions } from '../resources/schema.ts';
import { reportById, sections } from './report-data.ts';

/**
 * A new report's sections (issue 21 item 3): one per report description of the report's scheme,
 * in their order, titled in the creator's language, with the guidance of both languages (and the
 * section's code and both titles, so the Word file can title an untouched section in its own
 * language) as JSON in the guidance field, and the text starting with the description's live
 * blocks. A report that already has sections gets none.
 */
export interface SectionGuidance {
  'en-US': string;
  'zh-CN': string;
  code: string;
  titles: { 'en-US': string; 'zh-CN': string };
}

const isRef = (v: unknown): v is BlockRef =>
  !!v &&
  typeof v === 'object' &&
  (BLOCK_KINDS as readonly unknown[]).includes((v as BlockRef).kind) &&
  !!(v as BlockRef).params &&
  typeof (v as BlockRef).params === 'object';

/** The starter blocks of a description (a JSON list of BlockRef; anything else is skipped). */
export function starterRefs(value: unknown): BlockRef[] {
  return Array.isArray(value) ? value.filter(isRef) : [];
}

/** A section's guidance as stored; null when the field holds plain text written by a person. */
export function parseGuidance(value: string | null): SectionGuidance | null {
  if (!value?.startsWith('{')) return null;
  try {
    const parsed = JSON.parse(value) as SectionGuidance;
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

/** The title of a section in `lang`: the template's title when the section still has one of its titles. */
export function sectionTitle(section: { title: string; guidance: string | null }, lang: Locale): string {
  const titles = parseGuidance(section.guidance)?.titles;
  if (!titles || (section.title !== titles['en-US'] && section.title !== titles['zh-CN']))
    return section.title;
  return lang.startsWith('zh') ? titles['zh-CN'] : titles['en-US'];
}

export async function createReportSections(
  tx: Executor,
  reportId: string,
  locale: Locale = 'zh-CN',
): Promise<number> {
  const report = await reportById(tx, reportId);
  if (!report) throw notFound('crud.errors.notFound');
  const [have] = await tx
    .select({ id: sections.id })
    .from(sections)
    .where(eq(sections.reportId, reportId))
    .limit(1);
  if (have) return 0;
  const rows = (await tx
    .select()
    .from(descriptions)
    .where(eq(descriptions.scheme, report.scheme))
    .orderBy(asc(descriptions.sortNo), asc(descriptions.sectionCode))) as Row[];
  if (!rows.length) return 0;
  const zh = locale.startsWith('zh');
  await tx.insert(sections).values(
    rows.map((d, i) => {
      const titles = { 'en-US': String(d.titleEn ?? ''), 'zh-CN': String(d.titleZh ?? '') };
      const guidance: SectionGuidance = {
        'en-US': String(d.guidanceEn ?? ''),
        'zh-CN': String(d.guidanceZh ?? ''),
        code: String(d.sectionCode),
        titles,
      };
      return {
        reportId,
        parentId: null,
        standard: d.standard ?? null,
        title: (zh ? titles['zh-CN'] : titles['en-US']) || titles['en-US'] || titles['zh-CN'],
        sortNo: (i + 1) * 10,
        guidance: JSON.stringify(guidance),
        content: starterRefs(d.starterBlocks).map(blockMarker).join(''),
        createBy: 'system',
      };
    }),
  );
  return rows.length;
}
