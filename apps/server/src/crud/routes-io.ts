import { PassThrough } from 'node:stream';
import {
  allPermissionCodes,
  dictValueOf,
  type FieldDef,
  isUnique,
  type Locale,
  MENU,
  type ResourceDef,
  resourcePermission,
  zEnvelope,
} from '@accredit/shared';
import type ExcelJS from 'exceljs';
import { z } from 'zod';
import type { AuthContext } from '../core/access.ts';
import type { App } from '../core/app-types.ts';
import { type Executor, inTransaction } from '../core/db.ts';
import { asDownload } from '../core/download.ts';
import { ok } from '../core/envelope.ts';
import { AppError } from '../core/errors.ts';
import { issueMessage, type ZodLikeIssue } from '../core/errors-handler.ts';
import { translate } from '../core/i18n.ts';
import type { ResourceContext } from './context.ts';
import type { CustomField } from './custom-fields.ts';
import {
  cellText,
  convertCell,
  type ImportProblem,
  matchHeaders,
  refuseImport,
  sheetColumns,
  templateWorkbook,
  uploadedWorkbook,
} from './excel.ts';
import { planExport, writeExport } from './export-rows.ts';
import { resourceTitleIn } from './labels.ts';
import type { Row } from './present.ts';
import { knownUniqueValues } from './records.ts';
import { mayListRef, refChoices } from './refs.ts';
import { registerResourceIoJobs } from './routes-io-jobs.ts';
import { addBodySchema, type ListQueryInput, listQuerySchema, MSG } from './validation.ts';
import { type CheckedSubmission, checkSubmission, storeNewSubmissions } from './write.ts';

/**
 * Excel in and out (issue 5 point 4). Export streams the current filter as it is read
 * (export-rows.ts, the writer the background export job uses too), so 100,000 rows never sit in
 * memory as one file. Import checks every row and applies all of them or none, answering every
 * problem with its row, column and message. Both also run as background jobs (routes-io-jobs.ts).
 */
const MAX_IMPORT_ROWS = 50_000;

const zImportProblem = z.object({ row: z.number(), column: z.string(), message: z.string() });

const MENU_CODES = new Set(allPermissionCodes(MENU));

/**
 * Whether the engine serves a resource's export or import: a route nobody may call is not
 * registered (export and import exist only where the menu grants them as buttons), nor one the
 * resource's module serves itself (`ownIo`).
 */
export function hasEngineIo(def: ResourceDef, io: 'export' | 'import'): boolean {
  return MENU_CODES.has(resourcePermission(def, io)) && !def.ownIo?.includes(io);
}

export function registerResourceIo(app: App, r: ResourceContext): void {
  const { def, db } = r;
  const base = `/aacsb/${def.name}`;
  const tags = [def.name];

  if (hasEngineIo(def, 'export')) {
    app.get(
      `${base}/exportXls`,
      {
        config: { access: { permission: r.code('export') } },
        schema: {
          tags,
          summary: `Export ${def.name} (current filter) as xlsx`,
          querystring: listQuerySchema(def),
        },
      },
      (request, reply) =>
        r.run(request, async (auth) => {
          const plan = await planExport(r, request.query as ListQueryInput, auth, request.locale);
          const stream = new PassThrough();
          asDownload(reply, 'xlsx', def.name, plan.title).send(stream);
          writeExport(r, stream, plan, request.locale).then(
            () => stream.end(),
            (err: unknown) => {
              request.log.error({ err }, 'export failed');
              stream.destroy(err as Error);
            },
          );
          return reply;
        }),
    );
  }

  if (hasEngineIo(def, 'import')) {
    app.get(
      `${base}/importTemplate`,
      {
        config: { access: { permission: r.code('import') } },
        schema: {
          tags,
          summary: `Import template of ${def.name}`,
          querystring: z.object({ _t: z.string().optional() }),
        },
      },
      async (request, reply) => {
        const columns = sheetColumns(def, await r.customFields(), request.locale, 'import');
        // Reference columns list the names a cell may hold (a drop-down when there are few), to
        // those who may list them.
        const permissions = request.auth?.permissions ?? new Set<string>();
        for (const c of columns)
          if (c.field?.type === 'ref' && mayListRef(c.field.ref, permissions))
            c.choices = (await refChoices(db, c.field.ref ?? '', request.locale)) ?? [];
        const name = `${resourceTitleIn(def, request.locale)}-${translate(request.locale, 'crud.import.template')}`;
        return asDownload(reply, 'xlsx', `${def.name}-template`, name).send(
          await templateWorkbook(def, columns, request.locale),
        );
      },
    );

    app.post(
      `${base}/importExcel`,
      {
        config: { access: { permission: r.code('import') } },
        schema: {
          tags,
          summary: `Import ${def.name} from xlsx (all rows or none)`,
          consumes: ['multipart/form-data'],
          response: {
            200: zEnvelope(z.object({ count: z.number() })),
            400: zEnvelope(z.object({ errors: z.array(zImportProblem) })),
          },
        },
      },
      (request, reply) =>
        r.run(request, async (auth) => {
          const outcome = await importWorkbook(r, await uploadedWorkbook(request), auth, request.locale);
          if ('errors' in outcome) return refuseImport(reply, request.locale, outcome.errors);
          return ok(
            { count: outcome.count },
            translate(request.locale, 'crud.import.done', { count: outcome.count }),
          );
        }),
    );
  }

  registerResourceIoJobs(app, r);
}

/**
 * Values every row of an import gets (a class's screen imports students into that class): a row
 * whose cell names another value is refused with `conflict` (a catalog key).
 */
export interface ImportFixed {
  values: Row;
  conflict: string;
}

/** One row of an import as read: its problems so far, and its values when they parsed. */
interface ReadRow {
  n: number;
  problems: Record<string, string>;
  parsed?: Row;
  custom: Record<string, string | null>;
}

/**
 * Reads, checks and (when every row is sound) stores a workbook, in one transaction. Costs a
 * handful of queries per few hundred rows rather than several per row: a reference cell's lookup
 * is made once per distinct text, unique values are looked up for the whole file at once, and the
 * rows are stored in batches (write.ts storeNewSubmissions), with the same checks and hooks.
 */
export async function importWorkbook(
  r: ResourceContext,
  workbook: ExcelJS.Workbook,
  auth: AuthContext,
  locale: Locale,
  fixed?: ImportFixed,
): Promise<{ count: number } | { errors: ImportProblem[] }> {
  const sheet = workbook.worksheets.find((s) => s.state === 'visible') ?? workbook.worksheets[0];
  if (!sheet || sheet.rowCount < 1) throw new AppError(400, 'crud.import.empty');
  if (sheet.rowCount > MAX_IMPORT_ROWS + 1)
    throw new AppError(400, 'crud.import.tooManyRows', { max: MAX_IMPORT_ROWS });
  return inTransaction(r.db, async (tx) => {
    const custom = await r.customFields(tx);
    const columns = sheetColumns(r.def, custom, locale, 'import');
    const headerRow = sheet.getRow(1);
    const headers = Array.from({ length: headerRow.cellCount }, (_, i) =>
      cellText(headerRow.getCell(i + 1).value),
    );
    const matched = matchHeaders(headers, columns);
    const schema = addBodySchema(r.def);
    const convert = cachedConverter(tx);
    const read: ReadRow[] = [];
    for (let n = 2; n <= sheet.rowCount; n++) {
      const row = sheet.getRow(n);
      const texts = matched.map((_, i) => cellText(row.getCell(i + 1).value));
      if (texts.every((t) => t === '')) continue;
      const problems: Record<string, string> = {};
      const values: Row = {};
      const customValues: Record<string, string | null> = {};
      for (const [i, column] of matched.entries()) {
        if (!column) continue;
        if (column.custom) customValues[column.custom.id] = customCell(column.custom, texts[i]);
        else if (column.field) {
          const converted = await convert(column.field, texts[i]);
          if ('problem' in converted) problems[column.key] = converted.problem;
          else values[column.key] = converted.value;
        }
      }
      for (const [key, value] of Object.entries(fixed?.values ?? {})) {
        if (values[key] != null && values[key] !== value) problems[key] ??= fixed?.conflict ?? MSG.invalid;
        else if (!(key in problems)) values[key] = value;
      }
      const parsed = schema.safeParse(values);
      if (!parsed.success)
        // Translated here, where the issue's bounds are at hand ("at most 1"); text passes translate as is.
        for (const issue of parsed.error.issues)
          problems[String(issue.path[0])] ??= issueMessage(locale, issue as ZodLikeIssue);
      read.push({
        n,
        problems,
        custom: customValues,
        parsed: parsed.success ? (parsed.data as Row) : undefined,
      });
    }
    const target = await r.target(tx, auth, locale);
    target.knownUnique = await knownUniqueValues(
      tx,
      r.def,
      r.table,
      read.flatMap((x) => (x.parsed ? [x.parsed] : [])),
    );
    const errors: ImportProblem[] = [];
    const accepted: CheckedSubmission[] = [];
    const seen = new Map<string, number>();
    const unique = r.def.fields.filter(isUnique);
    const label = (key: string) => r.labelOf(locale, key, custom);
    for (const { n, problems, parsed, custom: customValues } of read) {
      if (parsed) {
        const { checked, problems: more } = await checkSubmission(
          target,
          { values: parsed, custom: customValues },
          null,
        );
        for (const [k, v] of Object.entries(more)) problems[k] ??= v;
        for (const field of unique.filter((f) => checked.values[f.key] != null)) {
          const key = `${field.key}\u0000${String(checked.values[field.key])}`;
          if (seen.has(key)) problems[field.key] ??= 'crud.import.duplicateInFile';
          else seen.set(key, n);
        }
        if (Object.keys(problems).length === 0) accepted.push(checked);
      }
      for (const [key, message] of Object.entries(problems))
        errors.push({ row: n, column: label(key), message: translate(locale, message) });
    }
    if (errors.length > 0) return { errors };
    if (accepted.length === 0) throw new AppError(400, 'crud.import.empty');
    await storeNewSubmissions(target, accepted);
    return { count: accepted.length };
  });
}

/**
 * convertCell with each reference cell's lookup made once per import: a column of a few classes'
 * names over 20,000 rows asks the database a few times, not 20,000 (nothing the lookup reads
 * changes while the import checks its rows). Other cells cost no query and are not kept.
 */
function cachedConverter(tx: Executor): (field: FieldDef, text: string) => ReturnType<typeof convertCell> {
  const kept = new Map<string, Awaited<ReturnType<typeof convertCell>>>();
  return async (field, text) => {
    if (field.type !== 'ref') return convertCell(tx, field, text);
    const key = `${field.key}\u0000${text}`;
    let converted = kept.get(key);
    if (!converted) {
      converted = await convertCell(tx, field, text);
      kept.set(key, converted);
    }
    return converted;
  };
}

function customCell(field: CustomField, text: string): string | null {
  if (text === '') return null;
  if (field.fieldType === 'dict') return dictValueOf(field.dictCode ?? '', text) ?? text;
  return text;
}
