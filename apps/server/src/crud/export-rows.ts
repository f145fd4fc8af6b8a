import type { Writable } from 'node:stream';
import type { Locale } from '@accredit/shared';
import { and, inArray } from 'drizzle-orm';
import type { AuthContext } from '../core/access.ts';
import { sheetName } from '../core/office.ts';
import type { ResourceContext } from './context.ts';
import { cellValue, type SheetColumn, sheetColumns } from './excel.ts';
import { resourceTitleIn } from './labels.ts';
import { parseListQuery } from './list-query.ts';
import { presentRows, type Row } from './present.ts';
import { listConditions, orderOf } from './records.ts';
import { col } from './scope.ts';
import { dateKind, sheetWidths, typedValue } from './sheet-layout.ts';
import type { ListQueryInput } from './validation.ts';
import { type StreamCell, XlsxSheetStream } from './xlsx-stream.ts';

/**
 * A resource's list export (the current filter, sort and the asker's data scope), written as it is
 * read: the matching ids first (a few MB for 100,000 rows), then the records in batches, each
 * presented as the list presents them and written to the sheet before the next is read. The
 * synchronous download (GET exportXls) and the background job (export.resource) both write
 * through here, so the two files are the same.
 */
export const EXPORT_BATCH = 5000;

export interface ExportPlan {
  ids: string[];
  columns: SheetColumn[];
  title: string;
}

/** The rows the asker's filter and scope reach, in list order, and the sheet's columns. */
export async function planExport(
  r: ResourceContext,
  query: ListQueryInput,
  auth: AuthContext,
  locale: Locale,
): Promise<ExportPlan> {
  const custom = await r.customFields();
  const parsed = parseListQuery(
    r.def,
    query,
    custom.map((c) => c.id),
  );
  const conditions = listConditions(r.def, r.table, parsed, await r.scope(r.db, auth, 'export'));
  const ids = (
    (await r.db
      .select({ id: col(r.table, 'id') })
      .from(r.table)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(...orderOf(r.table, parsed))) as { id: string }[]
  ).map((x) => x.id);
  return {
    ids,
    columns: sheetColumns(r.def, custom, locale, 'export'),
    title: resourceTitleIn(r.def, locale),
  };
}

/** One batch of records as sheet rows (in the ids' order). */
async function batchRows(
  r: ResourceContext,
  ids: string[],
  columns: SheetColumn[],
  locale: Locale,
): Promise<StreamCell[][]> {
  if (!ids.length) return [];
  const rows = (await r.db
    .select()
    .from(r.table)
    .where(inArray(col(r.table, 'id'), ids))) as Row[];
  const byId = new Map((await presentRows(r.db, r.def, rows, locale)).map((rec) => [String(rec.id), rec]));
  const out: StreamCell[][] = [];
  for (const id of ids) {
    const record = byId.get(id);
    if (record) out.push(columns.map((c) => typedValue(c, cellValue(c, record, locale)) as StreamCell));
  }
  return out;
}

/**
 * Writes the plan's rows to `out` as an xlsx. `afterBatch(done, total)` runs after each batch is
 * written (a job's progress and cancel check); the output is ended by the caller.
 */
export async function writeExport(
  r: ResourceContext,
  out: Writable,
  plan: ExportPlan,
  locale: Locale,
  afterBatch?: (done: number, total: number) => Promise<void>,
): Promise<number> {
  const sheet = new XlsxSheetStream(out, sheetName(plan.title));
  const { ids, columns } = plan;
  const total = ids.length;
  // Reading the next batch while the last is written keeps the database and the writer both busy.
  let next = batchRows(r, ids.slice(0, EXPORT_BATCH), columns, locale);
  for (let at = 0; at < total || at === 0; at += EXPORT_BATCH) {
    const values = await next;
    const following = at + EXPORT_BATCH;
    next =
      following < total
        ? batchRows(r, ids.slice(following, following + EXPORT_BATCH), columns, locale)
        : Promise.resolve([]);
    // A rejected read ahead is reported when awaited, not as an unhandled rejection meanwhile.
    next.catch(() => undefined);
    if (at === 0) {
      // Widths from the header and the first batch: the columns are written before any row.
      const headers = columns.map((c) => c.header);
      const widths = sheetWidths(columns, headers, values);
      await sheet.start(columns.map((c, i) => ({ header: c.header, width: widths[i], kind: dateKind(c) })));
    }
    await sheet.rows(values);
    await afterBatch?.(Math.min(following, total), total);
  }
  await sheet.finish();
  return sheet.rowCount;
}
