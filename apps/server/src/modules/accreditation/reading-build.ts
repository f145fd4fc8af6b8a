import { type BlockData, blocksIn, type Locale, type ReportReading } from '@accredit/shared';
import { asc, eq } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { notFound } from '../../core/errors.ts';
import type { Row } from '../../crud/present.ts';
import { gatherEvidence } from '../evidence/collect.ts';
import { presentPage } from '../evidence/present.ts';
import { allStandardCodes } from '../evidence/standards.ts';
import { schoolRow } from '../school/settings.ts';
import { blocksForReport } from './blocks-resolve.ts';
import { evidenceCodesUnder, standardLabel } from './progress-data.ts';
import { type ReportRow, reportById, sections } from './report-data.ts';
import { sectionTitle } from './report-sections.ts';

/**
 * The read-only report (issue 21 item 7): what an Expert reads signed in and a reviewer reads
 * through a link. Sections in the report's order, numbered 1, 1.1, 1.1.1 over the whole report (a
 * reviewer shown only Standard 3 reads it as section 3, as in the Word file); the blocks of the
 * shown sections as the report shows them (live, or the freeze's data); and, when asked, the
 * evidence under the shown sections' standards that the viewer may open (records' titles and their
 * files; shared files only where the folder lets the viewer in: for a reviewer link, folders
 * opened to experts).
 */
export interface ReadOptions {
  /** Sections to show; empty or absent for all. A chosen section brings its subsections. */
  sectionIds?: readonly string[];
  /** Whose eyes the evidence is gathered for; null for no evidence. */
  evidenceFor: AuthContext | null;
  mayExport: boolean;
  /** Leave the blocks out (a caller that only wants the evidence, e.g. the door's file check). */
  withoutBlocks?: boolean;
}

export interface SectionRow {
  id: string;
  parentId: string | null;
  title: string;
  standard: string | null;
  content: string | null;
  sortNo: number;
  /** The template's guidance and titles (report-sections.ts): a template title reads in the reader's language. */
  guidance: string | null;
}

export async function reportRow(db: Executor, reportId: string): Promise<ReportRow> {
  const report = await reportById(db, reportId);
  if (!report) throw notFound('accDoor.errors.reportGone');
  return report;
}

export async function sectionsOf(db: Executor, reportId: string): Promise<SectionRow[]> {
  const rows = (await db
    .select()
    .from(sections)
    .where(eq(sections.reportId, reportId))
    .orderBy(asc(sections.sortNo), asc(sections.createTime), asc(sections.id))) as Row[];
  return rows.map((r) => ({
    id: String(r.id),
    parentId: r.parentId ? String(r.parentId) : null,
    title: String(r.title ?? ''),
    standard: r.standard ? String(r.standard) : null,
    content: typeof r.content === 'string' ? r.content : null,
    sortNo: Number(r.sortNo ?? 0),
    guidance: typeof r.guidance === 'string' ? r.guidance : null,
  }));
}

/**
 * Numbers per section ("1", "1.2", "1.2.1"), depth first in the report's order. A section whose
 * parent is missing (removed) counts as a top-level one; a loop in the parents is cut.
 */
export function numberSections(sections: readonly SectionRow[]): Map<string, string> {
  const ids = new Set(sections.map((s) => s.id));
  const children = new Map<string | null, SectionRow[]>();
  for (const s of sections) {
    const parent = s.parentId && ids.has(s.parentId) && s.parentId !== s.id ? s.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), s]);
  }
  const out = new Map<string, string>();
  const walk = (parent: string | null, prefix: string) => {
    (children.get(parent) ?? []).forEach((s, i) => {
      if (out.has(s.id)) return;
      const number = prefix ? `${prefix}.${i + 1}` : String(i + 1);
      out.set(s.id, number);
      walk(s.id, number);
    });
  };
  walk(null, '');
  return out;
}

/** The chosen sections and every section under them (all when none are chosen), in report order. */
export function sectionsInScope(sections: readonly SectionRow[], chosen?: readonly string[]): SectionRow[] {
  if (!chosen || chosen.length === 0) return [...sections];
  const shown = new Set(chosen.filter((id) => sections.some((s) => s.id === id)));
  let grew = true;
  while (grew) {
    grew = false;
    for (const s of sections)
      if (!shown.has(s.id) && s.parentId && shown.has(s.parentId)) {
        shown.add(s.id);
        grew = true;
      }
  }
  return sections.filter((s) => shown.has(s.id));
}

async function schoolName(db: Executor, locale: Locale): Promise<string> {
  const school = await schoolRow(db);
  const zh = locale.startsWith('zh');
  return (zh ? school.systemName || school.systemNameEn : school.systemNameEn || school.systemName) ?? '';
}

/** Evidence per standard of the shown sections, as the viewer may open it. */
async function evidenceOf(
  db: Executor,
  viewer: AuthContext,
  standards: readonly string[],
  locale: Locale,
): Promise<ReportReading['evidence']> {
  if (standards.length === 0) return [];
  const known = allStandardCodes();
  // EQUIS, AMBA and CAMEA standards also show the evidence of the AACSB standards they draw on.
  const under = (s: string) => evidenceCodesUnder(s, known);
  const codes = [...new Set(standards.flatMap(under))];
  const gathered = await gatherEvidence(db, viewer, codes);
  const page = await presentPage(db, viewer, gathered, locale, { pageNo: 1, pageSize: -1 });
  return standards.map((standard) => {
    const codes = new Set(under(standard));
    const items = page.records
      .filter((r) => r.standards.some((c) => codes.has(c)))
      .map((r) => ({ title: r.title, typeLabel: r.typeLabel, files: r.files }))
      .sort((a, b) => a.title.localeCompare(b.title));
    return { standard, label: standardLabel(standard, locale), items };
  });
}

export async function readReport(
  db: Executor,
  reportId: string,
  locale: Locale,
  options: ReadOptions,
): Promise<ReportReading> {
  const report = await reportRow(db, reportId);
  const all = await sectionsOf(db, reportId);
  const numbers = numberSections(all);
  const shown = sectionsInScope(all, options.sectionIds);
  const shownIds = new Set(shown.map((s) => s.id));
  const refs = shown.flatMap((s) => blocksIn(s.content));
  const blocks =
    refs.length && !options.withoutBlocks
      ? await blocksForReport(db, report, refs, locale)
      : new Map<string, BlockData>();
  const standards = [...new Set(shown.map((s) => s.standard).filter((s): s is string => !!s))];
  return {
    report: {
      id: report.id,
      title: report.title,
      scheme: report.scheme,
      status: report.status,
      frozenTime: report.frozenTime?.toISOString() ?? null,
      year: report.year,
    },
    school: await schoolName(db, locale),
    sections: shown.map((s) => ({
      id: s.id,
      parentId: s.parentId && shownIds.has(s.parentId) ? s.parentId : null,
      number: numbers.get(s.id) ?? '',
      title: sectionTitle(s, locale),
      standard: s.standard,
      html: s.content ?? '',
    })),
    blocks: Object.fromEntries(blocks),
    evidence: options.evidenceFor ? await evidenceOf(db, options.evidenceFor, standards, locale) : [],
    mayExport: options.mayExport,
  };
}
