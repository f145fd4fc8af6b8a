import { LOCALES, type Locale, zEnvelope } from '@accredit/shared';
import { whatIfInput, yearOf, ZCellKey, ZTableCode } from '@accredit/shared/aacsb/index.ts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import { type Db, inTransaction } from '../../core/db.ts';
import { asDownload } from '../../core/download.ts';
import { ok } from '../../core/envelope.ts';
import { forbidden } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { schoolSettings } from '../school/settings.ts';
import { said } from '../system/http.ts';
import { excelOf, wordOf } from './export.ts';
import { facultyFigures, table81Figures } from './figures.ts';
import { digest, sendKept } from './kept-answers.ts';
import { type Layout, layout31, layout32, layout81 } from './layout.ts';
import { readNarrative, writeNarrative } from './narrative.ts';
import { recordView } from './record.ts';
import { schoolName } from './school-name.ts';
import { bookFor, cellsOf, drill, presentTable31, presentTable32, presentTable81 } from './service.ts';
import {
  computeFor,
  createSnapshot,
  diffSnapshot,
  listSnapshots,
  readSnapshot,
  type TableCode,
} from './snapshots.ts';
import { outputTrends } from './trends.ts';

/**
 * Tables 3-1, 3-2 and 8-1, their drill-down, the records behind them, snapshots, Parts B and C,
 * trends and exports. 3-1 and 3-2 belong to the facultyReport screen, 8-1 to researchOutputs; a
 * route serving several tables checks the table's own code inside.
 */
const tags = ['qualification'];
const ZYear = z.coerce.number().int().min(1900).max(2200);
const ZAny = z.unknown();
const T_ = z.object({ _t: z.coerce.number().optional() });
const PERM: Record<TableCode, string> = {
  '31': 'facultyReport',
  '32': 'facultyReport',
  '81': 'researchOutputs',
};
const READERS = ['facultyReport:query', 'researchOutputs:query', 'teacherQualification:query'];

function need(request: FastifyRequest, code: string): void {
  if (!request.auth?.permissions.has(code)) throw forbidden();
}

/**
 * `"table":…` as JSON, from the pages' figures (figures.ts: the database's sums through the pure
 * model); with `part: 'input'`, Table 3-1's `"input":…` instead: what the browser's what-if needs
 * of the table's input (every teacher's disciplines, status and teaching), which it asks for when
 * the what-if is opened. Sent with the table, it was most of the table page's answer (1 MB of
 * 2,000 teachers) and a fifth of a cold answer's time.
 */
async function tableJson(
  db: Db,
  code: TableCode,
  year: number,
  part: 'table' | 'input' = 'table',
): Promise<{ ruleVersion: number; json: string }> {
  if (code === '81') {
    const f = await table81Figures(db, year);
    return { ruleVersion: f.ruleVersion, json: `"table":${JSON.stringify(presentTable81(f.table81))}` };
  }
  const f = await facultyFigures(db, year);
  const json =
    part === 'input'
      ? `"input":${JSON.stringify(whatIfInput(f.table31Input))}`
      : `"table":${JSON.stringify(code === '32' ? presentTable32(f.table32) : presentTable31(f.table31))}`;
  return { ruleVersion: f.ruleVersion, json };
}

export function registerTableRoutes(app: App, db: Db): void {
  const table = (path: string, code: TableCode, summary: string, part: 'table' | 'input' = 'table') =>
    app.get(
      path,
      {
        config: { access: { permission: `${PERM[code]}:query` } },
        schema: {
          tags,
          summary,
          querystring: T_.extend({ year: ZYear.optional() }),
          response: { 200: zEnvelope(ZAny) },
        },
      },
      async (request, reply) => {
        const year = request.query.year ?? (yearOf((await schoolSettings(db)).table81BaseTime) as number);
        const narrative = code === '81' ? await readNarrative(db, year) : undefined;
        // Kept as bytes per data version (kept-answers.ts); the narrative is not part of the version.
        const key = `${code}:${part}:${year}${narrative === undefined ? '' : `:${digest(narrative)}`}`;
        return sendKept(db, request, reply, key, async () => {
          const { ruleVersion, json } = await tableJson(db, code, year, part);
          // The envelope of ok(), written around the table's JSON.
          const env = ok(null);
          const result = `{"year":${year},"ruleVersion":${ruleVersion},${json}${
            narrative === undefined ? '' : `,"narrative":${JSON.stringify(narrative)}`
          }}`;
          return `{"success":true,"message":"","code":${env.code},"result":${result},"timestamp":${env.timestamp}}`;
        });
      },
    );
  table('/qualification/table31', '31', 'Table 3-1 for a reporting year');
  table(
    '/qualification/table31/input',
    '31',
    "Table 3-1's input for what-if: each teacher's disciplines, status, participation and teaching",
    'input',
  );
  table('/qualification/table32', '32', 'Table 3-2 for a reporting year');
  table(
    '/qualification/table81',
    '81',
    'Table 8-1 Part A for the window ending with the year (default: base time), with Parts B and C',
  );

  app.get(
    '/qualification/drill',
    {
      config: { access: { permission: READERS } },
      schema: {
        tags,
        summary: 'Teachers and records behind table cells (live, or frozen in a snapshot)',
        querystring: T_.extend({
          table: ZTableCode,
          year: ZYear,
          cells: z.string().max(1000),
          snapshotId: z.string().max(64).optional(),
        }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const { table: code, year, snapshotId } = request.query;
      need(request, `${PERM[code]}:query`);
      const keys = z.array(ZCellKey).min(1).max(4).parse(request.query.cells.split(','));
      const c = await computeFor(db, code, year);
      const cells = snapshotId
        ? (await readSnapshot(db, snapshotId)).payload.cells
        : cellsOf(bookFor(c, code));
      return ok(drill(c, cells, keys));
    },
  );

  app.get(
    '/qualification/record',
    {
      config: { access: { permission: READERS } },
      schema: {
        tags,
        summary: 'One record behind a figure (teacher, output, activity or teaching assignment)',
        querystring: T_.extend({
          kind: z.enum(['teacher', 'output', 'activity', 'assignment']),
          id: z.string().min(1).max(64),
        }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => ok(await recordView(db, request.auth!, request.query.kind, request.query.id)),
  );

  app.post(
    '/qualification/snapshots',
    {
      config: {
        access: { permission: ['facultyReport:add', 'researchOutputs:add'] },
        audit: 'freeze AACSB table snapshot',
      },
      schema: {
        tags,
        summary: 'Freeze a table for a report year',
        body: z.object({
          table: ZTableCode,
          year: ZYear,
          note: z.string().trim().max(500).nullable().optional(),
        }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const { table: code, year, note } = request.body;
      need(request, `${PERM[code]}:add`);
      const row = await inTransaction(db, (tx) =>
        createSnapshot(tx, {
          table: code,
          year,
          note: note ?? null,
          username: request.auth?.user.username ?? '',
        }),
      );
      return ok(row, said(request, 'qualification.messages.snapshotSaved'));
    },
  );

  app.get(
    '/qualification/snapshots',
    {
      config: { access: { permission: READERS } },
      schema: {
        tags,
        summary: 'Snapshots of a table, newest first',
        querystring: T_.extend({ table: ZTableCode, year: ZYear.optional() }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      need(request, `${PERM[request.query.table]}:query`);
      return ok(await listSnapshots(db, request.query.table, request.query.year));
    },
  );

  app.get(
    '/qualification/snapshot',
    {
      config: { access: { permission: READERS } },
      schema: {
        tags,
        summary: 'A frozen table and its differences from live data',
        querystring: T_.extend({ id: z.string().min(1).max(64) }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const snap = await readSnapshot(db, request.query.id);
      need(request, `${PERM[snap.tableCode]}:query`);
      const diff = await diffSnapshot(db, snap.id);
      return ok({
        id: snap.id,
        tableCode: snap.tableCode,
        year: snap.year,
        note: snap.note,
        createBy: snap.createBy,
        createTime: snap.createTime,
        table: snap.payload.table,
        changes: diff.changes,
      });
    },
  );

  app.get(
    '/qualification/narrative',
    {
      config: { access: { permission: 'researchOutputs:query' } },
      schema: {
        tags,
        summary: 'Table 8-1 Parts B and C of a report year',
        querystring: T_.extend({ year: ZYear }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => ok(await readNarrative(db, request.query.year)),
  );

  app.put(
    '/qualification/narrative',
    {
      config: { access: { permission: 'researchOutputs:edit' }, audit: 'edit Table 8-1 Parts B and C' },
      schema: {
        tags,
        summary: 'Save Parts B and C (rich text, sanitised)',
        body: z.object({
          year: ZYear,
          B: z.string().max(100_000).optional(),
          C: z.string().max(100_000).optional(),
        }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const { year, B, C } = request.body;
      const saved = await writeNarrative(db, year, { B, C }, request.auth?.user.username ?? '');
      return ok(saved, said(request, 'qualification.messages.saved'));
    },
  );

  app.get(
    '/qualification/trends',
    {
      config: { access: { permission: READERS } },
      schema: {
        tags,
        summary: 'Approved contributions per year and Table 8-1 column',
        querystring: T_.extend({ from: ZYear, to: ZYear }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => ok(await outputTrends(db, request.query.from, request.query.to)),
  );

  app.get(
    '/qualification/export',
    {
      config: {
        access: { permission: ['facultyReport:export', 'researchOutputs:export'] },
        audit: 'export AACSB table',
      },
      schema: {
        tags,
        summary: 'Table 3-1, 3-2 or 8-1 in the AACSB layout as Excel or Word, in the language asked for',
        querystring: T_.extend({
          table: ZTableCode,
          year: ZYear,
          format: z.enum(['xlsx', 'docx']).default('xlsx'),
          lang: z.enum(LOCALES).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { table: code, year, format } = request.query;
      need(request, `${PERM[code]}:export`);
      const locale: Locale = request.query.lang ?? request.locale;
      const c = await computeFor(db, code, year);
      const layout: Layout =
        code === '31'
          ? layout31(c.tables.table31, locale)
          : code === '32'
            ? layout32(c.tables.table32, locale)
            : layout81(c.tables.table81, locale, await readNarrative(db, year));
      layout.school = await schoolName(db, locale);
      const body = format === 'xlsx' ? await excelOf([layout]) : await wordOf([layout]);
      const name = `${translate(locale, `qualification.files.table${code}`)}-${year}`;
      return asDownload(reply, format, `table-${code}-${year}`, name).send(body);
    },
  );
}
