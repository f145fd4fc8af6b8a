import { type Locale, zEnvelope } from '@accredit/shared';
import type { SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { asDownload } from '../../core/download.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, unauthorized } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { finishListSheet, sheetName } from '../../core/office.ts';
import { dataRuleWhere } from '../system/data-rules.ts';
import {
  FACULTY_RULE_COLUMNS,
  facultyRosterRows,
  facultyRows,
  facultySummaryRows,
  type ReportFilter,
  type ReportRow,
} from './report-faculty.ts';
import { OUTPUT_RULE_COLUMNS, researchOutputRows } from './report-outputs.ts';

/**
 * GET /aacsb/report/{faculty,facultySummary,facultyRoster,researchOutputs} and their exportXls
 * variants (spec 001 section 7). Each answers the page of rows plus its column titles in the
 * caller's language; the export writes the same rows (all of them) to a sheet. The Faculty
 * Reports screen's code (teacherReport) opens all four; the Tables 3-1/3-2 and Table 8-1 screens'
 * codes (facultyReport, researchOutputs) open theirs, so their holders need no second grant.
 */
type Page = { pageNo: number; pageSize: number };
interface Report {
  name: string;
  /** Permission base: `<base>:query` lists, `<base>:export` exports. */
  base: 'facultyReport' | 'researchOutputs';
  columns: readonly string[];
  ruleColumns: Parameters<typeof dataRuleWhere>[3];
  load(
    db: Db,
    filter: ReportFilter,
    scope: SQL[],
    locale: Locale,
    page: Page,
  ): Promise<{ rows: ReportRow[]; total: number }>;
}

const all = (rows: ReportRow[], page: Page) => ({
  rows:
    page.pageSize === -1 ? rows : rows.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize),
  total: rows.length,
});

export const REPORTS: readonly Report[] = [
  {
    name: 'faculty',
    base: 'facultyReport',
    columns: [
      'year',
      'staffId',
      'name',
      'college',
      'disciplines',
      'participation',
      'highestDegree',
      'degreeYear',
      'employmentStatus',
      'responsibilities',
      'missionPercent',
      'outputs',
    ],
    ruleColumns: FACULTY_RULE_COLUMNS,
    load: async (db, f, scope, locale, page) => all(await facultyRows(db, f, scope, locale), page),
  },
  {
    name: 'facultySummary',
    base: 'facultyReport',
    columns: [
      'year',
      'discipline',
      'teachers',
      'participatingFte',
      'supportingFte',
      'totalFte',
      'doctorates',
      'outputs',
    ],
    ruleColumns: FACULTY_RULE_COLUMNS,
    load: async (db, f, scope, locale, page) => all(await facultySummaryRows(db, f, scope, locale), page),
  },
  {
    name: 'facultyRoster',
    base: 'facultyReport',
    columns: [
      'staffId',
      'name',
      'sex',
      'college',
      'duty',
      'education',
      'workDay',
      'year',
      'participation',
      'disciplines',
    ],
    ruleColumns: FACULTY_RULE_COLUMNS,
    load: async (db, f, scope, locale, page) => all(await facultyRosterRows(db, f, scope, locale), page),
  },
  {
    name: 'researchOutputs',
    base: 'researchOutputs',
    columns: [
      'year',
      'outputType',
      'title',
      'venueName',
      'venueLevel',
      'category',
      'peerReviewed',
      'authors',
      'disciplines',
      'doi',
    ],
    ruleColumns: OUTPUT_RULE_COLUMNS,
    load: (db, f, scope, locale, page) => researchOutputRows(db, f, scope, locale, page),
  },
];

const zYear = z.coerce.number().int().min(1900).max(2200).optional();
const zQuery = z.object({
  disciplineId: z.string().max(64).optional(),
  yearFrom: zYear,
  yearTo: zYear,
  type: z.string().max(20).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => n === -1 || (n >= 1 && n <= 1_000_000))
    .default(10),
  _t: z.string().optional(),
});
type Query = z.infer<typeof zQuery>;

const zCell = z.union([z.string(), z.number(), z.null()]);
const zReportPage = z.object({
  columns: z.array(z.object({ key: z.string(), title: z.string() })),
  records: z.array(z.record(z.string(), zCell)),
  total: z.number(),
  size: z.number(),
  current: z.number(),
  pages: z.number(),
});

function filterOf(q: Query): ReportFilter {
  if (q.yearFrom && q.yearTo && q.yearFrom > q.yearTo) throw new AppError(400, 'facultyio.cv.badRange');
  return {
    disciplineId: q.disciplineId || undefined,
    yearFrom: q.yearFrom,
    yearTo: q.yearTo,
    type: q.type || undefined,
  };
}

async function run(
  db: Db,
  report: Report,
  auth: AuthContext | null,
  q: Query,
  locale: Locale,
  action: 'query' | 'export',
  page: Page,
) {
  if (!auth) throw unauthorized();
  const scope = await dataRuleWhere(
    db,
    auth,
    [`teacherReport:${action}`, `${report.base}:${action}`],
    report.ruleColumns,
  );
  return report.load(db, filterOf(q), scope, locale, page);
}

const columnsOf = (report: Report, locale: Locale) =>
  report.columns.map((key) => ({ key, title: translate(locale, `facultyio.report.columns.${key}`) }));

export function registerReportRoutes(app: App, db: Db): void {
  for (const report of REPORTS) {
    const path = `/aacsb/report/${report.name}`;
    app.get(
      path,
      {
        config: { access: { permission: ['teacherReport:query', `${report.base}:query`] } },
        schema: {
          tags: ['report'],
          summary: `Report: ${report.name}`,
          querystring: zQuery,
          response: { 200: zEnvelope(zReportPage) },
        },
      },
      async (request) => {
        const q = request.query;
        const { rows, total } = await run(db, report, request.auth, q, request.locale, 'query', q);
        const size = q.pageSize === -1 ? total : q.pageSize;
        return ok({
          columns: columnsOf(report, request.locale),
          records: rows,
          total,
          size,
          current: q.pageSize === -1 ? 1 : q.pageNo,
          pages: size > 0 ? Math.ceil(total / size) : 0,
        });
      },
    );
    app.get(
      `${path}/exportXls`,
      {
        config: { access: { permission: ['teacherReport:export', `${report.base}:export`] } },
        schema: {
          tags: ['report'],
          summary: `Report ${report.name} as xlsx (all rows of the filter)`,
          querystring: zQuery,
        },
      },
      async (request, reply) => {
        const { rows } = await run(db, report, request.auth, request.query, request.locale, 'export', {
          pageNo: 1,
          pageSize: -1,
        });
        const title = translate(request.locale, `facultyio.report.titles.${report.name}`);
        const workbook = new ExcelJS.Workbook();
        const sheet = workbook.addWorksheet(sheetName(title));
        sheet.columns = columnsOf(report, request.locale).map((c) => ({
          header: c.title,
          key: c.key,
          width: 18,
        }));
        sheet.getRow(1).font = { bold: true };
        for (const row of rows) sheet.addRow(report.columns.map((k) => row[k] ?? null));
        finishListSheet(sheet);
        return asDownload(reply, 'xlsx', report.name, title).send(
          Buffer.from(await workbook.xlsx.writeBuffer()),
        );
      },
    );
  }
}
