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
import type { ApiRecord, Row } from './present.ts';
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

/**
 * One batch of rows as drizzle would give them (field keys, values mapped by their columns), read
 * as one JSON document: PostgreSQL (and PGlite's WebAssembly above all) hands over one value per
 * batch instead of one per cell, which halves the cost of reading 100,000 rows.
 */
async function batchOfRows(r: ResourceContext, ids: string[], keys: ReadonlySet<string>): Promise<Row[]> {
  const all = Object.entries(getTableColumns(r.table)).map(([key, column]) => ({ key, column }));
  const wanted = all.filter((c) => keys.has(c.key));
  // Only the columns the sheet shows (json_build_object takes at most 50 pairs; else whole rows).
  const columns = wanted.length <= 50 ? wanted : all;
  const object =
    columns === all
      ? sql`t`
      : sql`json_build_object(${sql.join(
          columns.map((c) => sql`${c.column.name}::text, t.${sql.identifier(c.column.name)}`),
          sql`, `,
        )})`;
  const result = (await r.db.execute(
    sql`select coalesce(json_agg(${object}), '[]')::text as rows from ${r.table} t
         where t.id = any(array(select json_array_elements_text(${JSON.stringify(ids)}::json)))`,
  )) as unknown as { rows: { rows: string }[] };
  const raw = JSON.parse(result.rows[0]?.rows ?? '[]') as Record<string, unknown>[];
  return raw.map((json) => {
    const row: Row = {};
    for (const { key, column } of columns) {
      const value = json[column.name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row;
  });
}

/**
 * A batch's records for the sheet: what cellValue reads (each exported field's value as the list
 * gives it, dictionary labels and reference titles as `<key>_dictText`, custom values), for the
 * exported columns only; labels looked up once per value.
 */
async function exportRecords(
  r: ResourceContext,
  rows: Row[],
  columns: SheetColumn[],
  locale: Locale,
): Promise<ApiRecord[]> {
  const fields = columns.flatMap((c) => (c.field ? [c.field] : []));
  const titles = new Map<string, Map<string, string>>();
  for (const field of fields.filter((f) => f.type === 'ref' && f.ref)) {
    const ids = [
      ...new Set(rows.map((row) => row[field.key]).filter((v): v is string => typeof v === 'string')),
    ];
    titles.set(field.key, await refTitles(r.db, field.ref as string, ids, locale));
  }
  const custom = columns.some((c) => c.custom)
    ? await loadCustomValues(
        r.db,
        r.def.name,
        rows.map((row) => String(row.id)),
      )
    : null;
  const labels = new Map<string, string | null>();
  const dictText = (field: FieldDef, value: unknown): string | null => {
    const key = `${field.key}\u0000${String(value)}`;
    let label = labels.get(key);
    if (label === undefined) {
      label = dictLabel(field.dict ?? '', String(value), locale);
      labels.set(key, label);
    }
    return label;
  };
  return rows.map((row) => {
    const record: ApiRecord = { id: row.id };
    for (const field of fields) {
      const value = row[field.key] ?? null;
      record[field.key] = value instanceof Date ? value.toISOString() : value;
      if (value === null || isMultiDict(field)) continue;
      if (field.type === 'dict') record[`${field.key}_dictText`] = dictText(field, value);
      else if (field.type === 'ref')
        record[`${field.key}_dictText`] = titles.get(field.key)?.get(String(value)) ?? null;
    }
    if (custom) record.customFields = custom.get(String(row.id)) ?? {};
    return record;
  });
}

/** One batch of records as sheet rows (in the ids' order). */
async function batchRows(
  r: ResourceContext,
  ids: string[],
  columns: SheetColumn[],
  locale: Locale,
): Promise<StreamCell[][]> {
  if (!ids.length) return [];
  const keys = new Set(['id', ...columns.flatMap((c) => (c.field ? [c.field.key] : []))]);
  const rows = await batchOfRows(r, ids, keys);
  const byId = new Map((await exportRecords(r, rows, columns, locale)).map((rec) => [String(rec.id), rec]));
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
