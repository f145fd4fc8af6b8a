import type { Writable } from 'node:stream';
import { dictLabel, type FieldDef, type Locale } from '@accredit/shared';
import { and, getTableColumns, sql } from 'drizzle-orm';
import type { AuthContext } from '../core/access.ts';
import { sheetName } from '../core/office.ts';
import type { ResourceContext } from './context.ts';
import { loadCustomValues } from './custom-fields.ts';
import { cellValue, type SheetColumn, sheetColumns } from './excel.ts';
import { resourceTitleIn } from './labels.ts';
import { parseListQuery } from './list-query.ts';
import { isMultiDict } from './multi-dict.ts';
import type { ApiRecord } from './present.ts';
import { listConditions, orderOf } from './records.ts';
import { refTitles } from './refs.ts';
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
export const EXPORT_BATCH = 2500;

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
  // One JSON document of the ids in list order rather than a row per id (100,000 rows on PGlite).
  const where = conditions.length ? sql`where ${and(...conditions)}` : sql``;
  const result = (await r.db.execute(
    sql`select coalesce(json_agg(${col(r.table, 'id')} order by ${sql.join(orderOf(r.table, parsed), sql`, `)}), '[]')::text as ids
          from ${r.table} ${where}`,
  )) as unknown as { rows: { ids: string }[] };
  const ids = (JSON.parse(result.rows[0]?.ids ?? '[]') as unknown[]).map(String);
  return {
    ids,
    columns: sheetColumns(r.def, custom, locale, 'export'),
    title: resourceTitleIn(r.def, locale),
  };
}

/**
 * One batch of rows, in the ids' order, each as the values of `columns` (drizzle's mapping from
 * the driver applied), read as one JSON document of arrays: PostgreSQL (and PGlite's WebAssembly
 * above all) hands over one value per batch instead of one per cell, and arrays parse without
 * repeating every key.
 */
async function batchOfRows(r: ResourceContext, ids: string[], columns: BatchColumn[]): Promise<unknown[][]> {
  // json_build_array takes at most 100 arguments; beyond that whole rows, picked by name.
  const asArrays = columns.length <= 100;
  const value = asArrays
    ? sql`json_build_array(${sql.join(
        columns.map((c) => sql`t.${sql.identifier(c.column.name)}`),
        sql`, `,
      )})`
    : sql`to_json(t)`;
  const result = (await r.db.execute(
    sql`select coalesce(json_agg(${value} order by k.n), '[]')::text as rows
          from json_array_elements_text(${JSON.stringify(ids)}::json) with ordinality as k(id, n)
          join ${r.table} t on t.id = k.id`,
  )) as unknown as { rows: { rows: string }[] };
  const raw = JSON.parse(result.rows[0]?.rows ?? '[]') as unknown[];
  const count = columns.length;
  for (let i = 0; i < raw.length; i++) {
    const json = raw[i] as unknown[] & Record<string, unknown>;
    // Arrays are mapped where they are; whole rows become arrays.
    const row = asArrays ? json : new Array<unknown>(count);
    for (let j = 0; j < count; j++) {
      const value = asArrays ? json[j] : json[columns[j].column.name];
      row[j] = value === null || value === undefined ? null : columns[j].column.mapFromDriverValue(value);
    }
    raw[i] = row;
  }
  return raw as unknown[][];
}

interface BatchColumn {
  key: string;
  column: ReturnType<typeof getTableColumns>[string];
}

/** The table columns an export reads: the id first, then each exported field's, once. */
function batchColumns(r: ResourceContext, columns: SheetColumn[]): BatchColumn[] {
  const all = getTableColumns(r.table);
  const keys = [...new Set(['id', ...columns.flatMap((c) => (c.field ? [c.field.key] : []))])];
  return keys.flatMap((key) => (all[key] ? [{ key, column: all[key] }] : []));
}

/**
 * One batch as sheet rows, in the ids' order: each row is presented as the list presents a record
 * (each exported field's value, dictionary labels and reference titles as `<key>_dictText`,
 * custom values) and read by cellValue, through one record object reused from row to row;
 * labels are looked up once per value.
 */
async function batchRows(
  r: ResourceContext,
  ids: string[],
  columns: SheetColumn[],
  read: BatchColumn[],
  locale: Locale,
  labels: Map<string, string | null>,
): Promise<StreamCell[][]> {
  if (!ids.length) return [];
  const rows = await batchOfRows(r, ids, read);
  const fields = columns.flatMap((c) => (c.field ? [c.field] : []));
  const at = new Map(read.map((c, i) => [c.key, i]));
  const titles = new Map<string, Map<string, string>>();
  for (const field of fields.filter((f) => f.type === 'ref' && f.ref)) {
    const i = at.get(field.key) ?? -1;
    const refIds = [...new Set(rows.map((row) => row[i]).filter((v): v is string => typeof v === 'string'))];
    titles.set(field.key, await refTitles(r.db, field.ref as string, refIds, locale));
  }
  const custom = columns.some((c) => c.custom)
    ? await loadCustomValues(
        r.db,
        r.def.name,
        rows.map((row) => String(row[0])),
      )
    : null;
  const dictText = (field: FieldDef, value: unknown): string | null => {
    const key = `${field.key}\u0000${String(value)}`;
    let label = labels.get(key);
    if (label === undefined) {
      label = dictLabel(field.dict ?? '', String(value), locale);
      labels.set(key, label);
    }
    return label;
  };
  // Per field: where its value is, what it is, and the key of its label.
  const plan = fields.map((field) => ({
    field,
    index: at.get(field.key) ?? -1,
    multi: isMultiDict(field),
    textKey: `${field.key}_dictText`,
  }));
  const typed = columns.map((c) => dateKind(c) !== null);
  const width = columns.length;
  const out = new Array<StreamCell[]>(rows.length);
  const record: ApiRecord = {};
  for (let n = 0; n < rows.length; n++) {
    const row = rows[n];
    record.id = row[0];
    for (const { field, index, multi, textKey } of plan) {
      const value = index < 0 ? null : (row[index] ?? null);
      record[field.key] = value instanceof Date ? value.toISOString() : value;
      if (field.type !== 'dict' && field.type !== 'ref') continue;
      // A stale label is never read: cellValue reads it only for a value that is there and single.
      if (value === null || multi) continue;
      if (field.type === 'dict') record[textKey] = dictText(field, value);
      else record[textKey] = titles.get(field.key)?.get(String(value)) ?? null;
    }
    if (custom) record.customFields = custom.get(String(row[0])) ?? {};
    const cells = new Array<StreamCell>(width);
    for (let i = 0; i < width; i++) {
      const value = cellValue(columns[i], record, locale);
      cells[i] = (typed[i] ? typedValue(columns[i], value) : value) as StreamCell;
    }
    out[n] = cells;
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
  const read = batchColumns(r, columns);
  const labels = new Map<string, string | null>();
  const batch = (from: number) =>
    batchRows(r, ids.slice(from, from + EXPORT_BATCH), columns, read, locale, labels);
  // Reading the next batch while the last is written keeps the database and the writer both busy.
  let next = batch(0);
  for (let at = 0; at < total || at === 0; at += EXPORT_BATCH) {
    const values = await next;
    const following = at + EXPORT_BATCH;
    next = following < total ? batch(following) : Promise.resolve([]);
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
