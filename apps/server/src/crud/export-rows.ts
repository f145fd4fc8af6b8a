import type { Writable } from 'node:stream';
import { dictLabel, type FieldDef, type Locale } from '@accredit/shared';
import { and, getTableColumns, sql } from 'drizzle-orm';
import type { AuthContext } from '../core/access.ts';
import { isEmbedded } from '../core/db.ts';
import { jsonTuples } from '../core/json-rows.ts';
import { sheetName } from '../core/office.ts';
import type { ResourceContext } from './context.ts';
import { type CustomValues, customValuesPart } from './custom-fields.ts';
import { cellValue, type SheetColumn, sheetColumns } from './excel.ts';
import { resourceTitleIn } from './labels.ts';
import { parseListQuery } from './list-query.ts';
import { type LookupPart, lookupAll } from './lookups.ts';
import { isMultiDict } from './multi-dict.ts';
import type { ApiRecord } from './present.ts';
import { listConditions, orderOf } from './records.ts';
import { refTitlesPart } from './refs.ts';
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
  const where = conditions.length ? sql`where ${and(...conditions)}` : sql``;
  const id = col(r.table, 'id');
  const order = sql.join(orderOf(r.table, parsed), sql`, `);
  // The ids in list order as one text, a line each, rather than a row per id (100,000 rows on
  // PGlite); splitting it costs a tenth of parsing the same as JSON. An id holding a line break
  // would make more lines than rows: then they are read as one JSON document.
  const listed = (await r.db.execute(
    sql`select string_agg(${id}, chr(10) order by ${order}) as ids, count(*)::int as count from ${r.table} ${where}`,
  )) as unknown as { rows: { ids: string | null; count: number }[] };
  const { ids: lines = null, count = 0 } = listed.rows[0] ?? {};
  let ids = lines === null ? [] : lines.split('\n');
  if (ids.length !== Number(count)) {
    ids = (await jsonTuples<unknown>(r.db, sql`${id} order by ${order}`, sql`from ${r.table} ${where}`)).map(
      String,
    );
  }
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
 * repeating every key. The rows are put back in the ids' order here: both databases spend less on
 * that than on aggregating in the ids' ordinality.
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
  const raw = await jsonTuples<unknown>(
    r.db,
    value,
    // PostgreSQL: each id looked up through the primary key (the lateral subquery with offset 0
    // is not flattened into a join). A batch is a small part of a large table, and on a table the
    // cache holds whole the planner otherwise reads all of it for every batch: 100,000 students'
    // batches took 0.9-1.0 s against 1.3-1.6 s, and the export ran at 48-49k rows/s against
    // 38-41k. On PGlite the same lookups cost more than the scan (export 31-32k against 36-37k).
    isEmbedded(r.db)
      ? sql`from ${r.table} t where t.id = any(${textArray(ids)}::text[])`
      : sql`from unnest(${textArray(ids)}::text[]) as wanted(id)
          join lateral (select * from ${r.table} s where s.id = wanted.id offset 0) t on true`,
  );
  const place = new Map<string, number>();
  for (let i = 0; i < ids.length; i++) place.set(ids[i], i);
  const ordered = new Array<unknown[] | undefined>(ids.length);
  const count = columns.length;
  for (let i = 0; i < raw.length; i++) {
    const json = raw[i] as unknown[] & Record<string, unknown>;
    // Arrays are mapped where they are; whole rows become arrays.
    const row = asArrays ? json : new Array<unknown>(count);
    for (let j = 0; j < count; j++) {
      const value = asArrays ? json[j] : json[columns[j].column.name];
      row[j] = value === null || value === undefined ? null : columns[j].column.mapFromDriverValue(value);
    }
    ordered[place.get(row[0] as string) as number] = row;
  }
  // A record deleted since the ids were read is left out.
  return raw.length === ids.length ? (ordered as unknown[][]) : ordered.filter((row) => row !== undefined);
}

/** A PostgreSQL array literal of texts: one parameter, however many ids. */
function textArray(values: readonly string[]): string {
  if (!values.length) return '{}';
  // Generated ids hold no quote or backslash: then each goes in as it is.
  const escaped = /["\\]/.test(values.join('')) ? values.map((v) => v.replace(/["\\]/g, '\\$&')) : values;
  return `{"${escaped.join('","')}"}`;
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

/** Cells (and reference titles) kept per column before the column's memory is started afresh. */
const MEMO_LIMIT = 10_000;

/**
 * An export's rows as sheet rows, batch by batch: each cell is what the list presents for the
 * record (cellValue: dictionary labels, reference titles, custom values; typedValue: dates),
 * given a record that holds what that column reads. A cell that depends only on its value
 * through a label (dictionaries, references, yes/no) or a date is made once per value and
 * reused: 100,000 rows hold a few hundred such values. Reference titles are read once per id.
 */
class ExportRows {
  private readonly read: BatchColumn[];
  private readonly cells: ((row: unknown[], record: ApiRecord) => StreamCell)[];
  /** Per reference field: the titles read so far by id (null: none). */
  private readonly titles = new Map<FieldDef, Map<string, string | null>>();
  private readonly custom: boolean;

  constructor(
    private readonly r: ResourceContext,
    columns: SheetColumn[],
    private readonly locale: Locale,
  ) {
    this.read = batchColumns(r, columns);
    this.custom = columns.some((c) => c.custom);
    const at = new Map(this.read.map((c, i) => [c.key, i]));
    this.cells = columns.map((column) => {
      const present = (record: ApiRecord) => {
        const value = cellValue(column, record, locale);
        return (dateKind(column) !== null ? typedValue(column, value) : value) as StreamCell;
      };
      const field = column.field;
      if (!field) {
        // A custom column: its value in the record's customFields.
        const id = column.custom?.id ?? '';
        const memo = column.custom?.fieldType === 'dict' ? new Map<unknown, StreamCell>() : null;
        return (_row, record) => {
          const value = (record.customFields as CustomValues | undefined)?.[id] ?? null;
          let cell = memo?.get(value);
          if (cell !== undefined) return cell;
          cell = present(record);
          if (memo) keep(memo, value, cell);
          return cell;
        };
      }
      const index = at.get(field.key) ?? -1;
      const textKey = `${field.key}_dictText`;
      const label =
        field.type === 'dict' && !isMultiDict(field)
          ? (value: unknown) => dictLabel(field.dict ?? '', String(value), locale)
          : field.type === 'ref'
            ? (value: unknown) => this.titlesOf(field).get(String(value)) ?? null
            : null;
      // Cells worth remembering: a few values each (a datetime is nearly always a new one).
      const memo =
        field.type === 'dict' ||
        field.type === 'ref' ||
        field.type === 'boolean' ||
        dateKind(column) === 'date'
          ? new Map<unknown, StreamCell>()
          : null;
      if (field.type === 'ref') this.titles.set(field, new Map());
      // No function is made per cell: this runs for each of a million cells.
      return (row, record) => {
        const value = index < 0 ? null : (row[index] ?? null);
        if (value === null) return null;
        let cell = memo?.get(value);
        if (cell !== undefined) return cell;
        record[field.key] = value instanceof Date ? value.toISOString() : value;
        if (label) record[textKey] = label(value);
        cell = present(record);
        if (memo) keep(memo, value, cell);
        return cell;
      };
    });
  }

  private titlesOf(field: FieldDef): Map<string, string | null> {
    return this.titles.get(field) as Map<string, string | null>;
  }

  /** The sheet rows of these ids, in their order. */
  async batch(ids: string[]): Promise<StreamCell[][]> {
    if (!ids.length) return [];
    const { r, read, locale } = this;
    const rows = await batchOfRows(r, ids, read);
    // The names not yet known, per reference field, and the custom values: one statement.
    const wanted: { known: Map<string, string | null>; missing: string[] }[] = [];
    const parts: LookupPart<unknown>[] = [];
    for (const [field, known] of this.titles) {
      const i = read.findIndex((c) => c.key === field.key);
      if (known.size > MEMO_LIMIT) known.clear();
      const missing = [
        ...new Set(
          rows.map((row) => row[i]).filter((v): v is string => typeof v === 'string' && !known.has(v)),
        ),
      ];
      const part = refTitlesPart(field.ref as string, missing, locale);
      if (!part) continue;
      wanted.push({ known, missing });
      parts.push(part);
    }
    if (this.custom && rows.length)
      parts.push(
        customValuesPart(
          r.def.name,
          rows.map((row) => String(row[0])),
        ),
      );
    const found = await lookupAll(r.db, parts);
    wanted.forEach(({ known, missing }, n) => {
      const names = found[n] as Map<string, string>;
      for (const id of missing) known.set(id, names.get(id) ?? null);
    });
    const custom = this.custom ? ((found[wanted.length] ?? new Map()) as Map<string, CustomValues>) : null;
    const { cells } = this;
    const width = cells.length;
    const out = new Array<StreamCell[]>(rows.length);
    const record: ApiRecord = {};
    for (let n = 0; n < rows.length; n++) {
      const row = rows[n];
      record.id = row[0];
      if (custom) record.customFields = custom.get(String(row[0])) ?? {};
      const line = new Array<StreamCell>(width);
      for (let i = 0; i < width; i++) line[i] = cells[i](row, record);
      out[n] = line;
    }
    return out;
  }
}

/** Keeps a value's cell (the memory started afresh when full, so it stays small). */
function keep(memo: Map<unknown, StreamCell>, value: unknown, cell: StreamCell): void {
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(value, cell);
}

/**
 * A width sample with each column's values once (a column's widest value is the same): most
 * cells of a batch repeat a label, and measuring text is the costly part.
 */
function eachValueOnce(rows: StreamCell[][], width: number): StreamCell[][] {
  const seen = Array.from({ length: width }, () => new Set<StreamCell>());
  for (const row of rows) for (let i = 0; i < width; i++) seen[i].add(row[i]);
  const values = seen.map((s) => [...s]);
  const longest = Math.max(0, ...values.map((v) => v.length));
  return Array.from({ length: longest }, (_, k) => values.map((v) => v[k] ?? null));
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
  const reader = new ExportRows(r, columns, locale);
  const batch = (from: number) => reader.batch(ids.slice(from, from + EXPORT_BATCH));
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
      const widths = sheetWidths(columns, headers, eachValueOnce(values, columns.length));
      await sheet.start(columns.map((c, i) => ({ header: c.header, width: widths[i], kind: dateKind(c) })));
    }
    await sheet.rows(values);
    await afterBatch?.(Math.min(following, total), total);
  }
  await sheet.finish();
  return sheet.rowCount;
}
