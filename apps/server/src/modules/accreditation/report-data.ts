import { REPORT_STATUS, RESOURCE, REVIEW_STATUS, resourcePermission } from '@accredit/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { badRequest, forbidden } from '../../core/errors.ts';
import type { Row } from '../../crud/present.ts';
import { visibleRows } from '../../crud/visibility.ts';
import { certificationReportTable as reports, reportSectionTable as sections } from '../resources/schema.ts';
import { sysUser } from '../system/schema.ts';

/**
 * Reading reports and sections for the report calls (issue 21 item 3), and who may do what with a
 * section: certificationReport:edit holders may write and review any section of a report they can
 * open; the section's named editor (with certificationReport:query) may write it, its named
 * approver review it. A frozen report's sections, and an approved section, are not written.
 */
export { reports, sections };

export const REPORT_DEF = RESOURCE.certificationReport;
export const SECTION_DEF = RESOURCE.reportSection;
export const EDIT = resourcePermission(REPORT_DEF, 'edit');
export const QUERY = resourcePermission(REPORT_DEF, 'query');

export interface ReportRow {
  id: string;
  projectId: string;
  title: string;
  scheme: string;
  year: number | null;
  status: string;
  frozenTime: Date | null;
}

export interface SectionRow {
  id: string;
  reportId: string;
  parentId: string | null;
  standard: string | null;
  title: string;
  sortNo: number;
  guidance: string | null;
  content: string | null;
  editorId: string | null;
  approverId: string | null;
  aiDraft: unknown;
  reviewStatus: number;
}

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

export function asReport(row: Row): ReportRow {
  return {
    id: String(row.id),
    projectId: String(row.projectId),
    title: String(row.title ?? ''),
    scheme: String(row.scheme ?? ''),
    year: row.year === null || row.year === undefined ? null : Number(row.year),
    status: String(row.status ?? REPORT_STATUS.live),
    frozenTime: row.frozenTime instanceof Date ? row.frozenTime : null,
  };
}

export function asSection(row: Row): SectionRow {
  return {
    id: String(row.id),
    reportId: String(row.reportId),
    parentId: str(row.parentId),
    standard: str(row.standard),
    title: String(row.title ?? ''),
    sortNo: Number(row.sortNo ?? 0),
    guidance: str(row.guidance),
    content: str(row.content),
    editorId: str(row.editorId),
    approverId: str(row.approverId),
    aiDraft: row.aiDraft ?? null,
    reviewStatus: Number(row.reviewStatus ?? 0),
  };
}

export const isFrozen = (report: Pick<ReportRow, 'status'>) => report.status === REPORT_STATUS.frozen;

/** A report by id, whoever asks; null when there is none. */
export async function reportById(db: Executor, id: string): Promise<ReportRow | null> {
  const [row] = (await db.select().from(reports).where(eq(reports.id, id)).limit(1)) as Row[];
  return row ? asReport(row) : null;
}

/** A report the caller may open (its get or query scope); 403 otherwise, as for a missing one. */
export async function reportInScope(db: Executor, auth: AuthContext, id: string): Promise<ReportRow> {
  const [row] = await visibleRows(db, auth, REPORT_DEF, [id]);
  if (!row) throw forbidden('crud.errors.notFoundOrForbidden');
  return asReport(row);
}

/** A section and its report, the report inside the caller's scope. */
export async function sectionInScope(
  db: Executor,
  auth: AuthContext,
  id: string,
): Promise<{ section: SectionRow; report: ReportRow }> {
  const [row] = (await db.select().from(sections).where(eq(sections.id, id)).limit(1)) as Row[];
  if (!row) throw forbidden('crud.errors.notFoundOrForbidden');
  const section = asSection(row);
  return { section, report: await reportInScope(db, auth, section.reportId) };
}

/** The report's sections in order. */
export async function sectionsOf(db: Executor, reportId: string): Promise<SectionRow[]> {
  const rows = (await db
    .select()
    .from(sections)
    .where(eq(sections.reportId, reportId))
    .orderBy(asc(sections.sortNo), asc(sections.createTime))) as Row[];
  return rows.map(asSection);
}

export function mayWrite(auth: AuthContext, section: Pick<SectionRow, 'editorId'>): boolean {
  return auth.permissions.has(EDIT) || (section.editorId === auth.user.id && auth.permissions.has(QUERY));
}

export function mayReview(auth: AuthContext, section: Pick<SectionRow, 'approverId'>): boolean {
  return auth.permissions.has(EDIT) || (section.approverId === auth.user.id && auth.permissions.has(QUERY));
}

/** Refuses writing a section: frozen report, approved section, or a caller who is neither editor nor editing holder. */
export function assertWritable(auth: AuthContext, section: SectionRow, report: ReportRow): void {
  if (isFrozen(report)) throw badRequest('accReport.errors.frozen');
  if (section.reviewStatus === REVIEW_STATUS.reviewed) throw badRequest('accReport.errors.approved');
  if (!mayWrite(auth, section)) throw forbidden('accReport.errors.notEditor');
}

/** Display names of users by id. */
export async function userNames(db: Executor, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: sysUser.id, realname: sysUser.realname, username: sysUser.username })
    .from(sysUser)
    .where(inArray(sysUser.id, wanted));
  return new Map(rows.map((r) => [r.id, r.realname || r.username]));
}
