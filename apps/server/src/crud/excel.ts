import {
  dictChoices,
  dictLabel,
  dictValueOf,
  type FieldDef,
  isExported,
  isImported,
  LOCALES,
  type Locale,
  type ResourceDef,
} from '@accredit/shared';
import ExcelJS from 'exceljs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../core/db.ts';
import { fail } from '../core/envelope.ts';
import { AppError } from '../core/errors.ts';
import { translate } from '../core/i18n.ts';
import { landscapePageSetup, sheetName } from '../core/office.ts';
import type { CustomField } from './custom-fields.ts';
import { labelIn, resourceTitleIn } from './labels.ts';
import { cellCodes, isMultiDict, multiDictText } from './multi-dict.ts';
import type { ApiRecord } from './present.ts';
import { refLookup } from './refs.ts';
import { dateFormat, sheetWidths, styleHeader } from './sheet-layout.ts';
import { MSG } from './validation.ts';

/**
 * Spreadsheet columns of a resource: the exported or imported fields, then the custom fields.
 * Headers are labels in the caller's language; an import recognises a header in any language.
 */
export interface SheetColumn {
  key: string;
  field?: FieldDef;
  custom?: CustomField;
  header: string;
  /** Every text this column's header may have (all languages, the key itself). */
  aliases: string[];
  /** Names a reference column's template offers in a drop-down (set when the list is small). */
  choices?: string[];
}

function fieldAliases(def: ResourceDef, field: FieldDef): string[] {
  return [field.key, ...LOCALES.map((l) => labelIn(def, field, l))];
}

export function sheetColumns(
  def: ResourceDef,
  custom: readonly CustomField[],
  locale: Locale,
  use: 'export' | 'import',
): SheetColumn[] {
  const pick = use === 'export' ? isExported : isImported;
  const columns: SheetColumn[] = def.fields.filter(pick).map((field) => ({
    key: field.key,
    field,
    header: labelIn(def, field, locale),
    aliases: fieldAliases(def, field),
  }));
  for (const c of custom.filter((c) => use === 'export' || c.fieldType !== 'file'))
    columns.push({
      key: `customFields.${c.id}`,
      custom: c,
      header: c.labels[locale],
      aliases: Object.values(c.labels),
    });
  return columns;
}

/** The text a cell shows for a record's value: dictionary labels and reference titles, not codes. */
export function cellValue(column: SheetColumn, record: ApiRecord, locale: Locale): string | number | null {
  if (column.custom) {
    const value =
      (record.customFields as Record<string, string | null> | undefined)?.[column.custom.id] ?? null;
    if (value !== null && column.custom.fieldType === 'dict')
      return dictLabel(column.custom.dictCode ?? '', value, locale);
    if (value !== null && column.custom.fieldType === 'number') return Number(value);
    return value;
  }
  const field = column.field as FieldDef;
  const value = record[field.key];
  if (value === null || value === undefined) return null;
  // Several labels in one cell, "; " apart: a label may itself hold a comma.
  if (isMultiDict(field)) return multiDictText(field, value, locale, '; ');
  if (field.type === 'dict' || field.type === 'ref')
    return (record[`${field.key}_dictText`] as string | null) ?? String(value);
  if (field.type === 'boolean') return translate(locale, value ? 'crud.boolean.yes' : 'crud.boolean.no');
  return typeof value === 'number' ? value : String(value);
}

const norm = (s: string) =>
  s
    .replace(/^\*+|\*+$/g, '')
    .trim()
    .toLowerCase();

/** Which sheet column each spreadsheet column is (by header), or undefined when it is none. */
export function matchHeaders(headers: string[], columns: SheetColumn[]): (SheetColumn | undefined)[] {
  return headers.map((h) => columns.find((c) => c.aliases.some((a) => norm(a) === norm(h))));
}

/** Plain text of a cell, whatever exceljs made of it (rich text, formula result, hyperlink, date). */
export function cellText(cell: ExcelJS.CellValue): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'object') {
    if ('richText' in cell) return cell.richText.map((p) => p.text).join('');
    if ('text' in cell) return String(cell.text);
    if ('result' in cell) return cellText(cell.result as ExcelJS.CellValue);
    return '';
  }
  return String(cell).trim();
}

type Converted = { value: unknown } | { problem: string };

const YES = new Set(['1', 'true', 'yes', 'y', '是', 'sim']);
const NO = new Set(['0', 'false', 'no', 'n', '否', 'não', 'nao']);

/** One cell's text as the API value of a field: numbers, dates, booleans, codes from labels in any language. */
export async function convertCell(db: Executor, field: FieldDef, text: string): Promise<Converted> {
  if (text === '') return { value: null };
  switch (field.type) {
    case 'number':
    case 'integer':
    case 'year': {
      const n = Number(text);
      return Number.isFinite(n) ? { value: n } : { problem: field.type === 'year' ? MSG.year : MSG.number };
    }
    case 'boolean': {
      const t = text.toLowerCase();
      if (YES.has(t) || LOCALES.some((l) => translate(l, 'crud.boolean.yes').toLowerCase() === t))
        return { value: true };
      if (NO.has(t) || LOCALES.some((l) => translate(l, 'crud.boolean.no').toLowerCase() === t))
        return { value: false };
      return { problem: MSG.invalid };
    }
    case 'date':
      return { value: /^\d{4}\/\d{1,2}\/\d{1,2}$/.test(text) ? isoFromSlashes(text) : text.slice(0, 10) };
    case 'dict': {
      // Unknown parts stay as written: the write check names them.
      if (field.multiple) return { value: cellCodes(field, text) || null };
      const value = dictValueOf(field.dict ?? '', text);
      return value === undefined ? { problem: MSG.option } : { value };
    }
    case 'ref': {
      // A name in either language or a code (organisation code, staff number); the id is stored.
      const found = await refLookup(db, field.ref ?? '', text);
      return 'id' in found ? { value: found.id } : { problem: found.problem };
    }
    default:
      return { value: text };
  }
}

function isoFromSlashes(text: string): string {
  const [y, m, d] = text.split('/');
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
}

/** Rows of an import template that carry date formats and drop-downs. */
const TEMPLATE_ROWS = 1000;

/**
 * An import template: headers in the caller's language (required ones starred and red), frozen;
 * dictionary columns, yes/no columns and reference columns with few enough records (`choices`)
 * with drop-downs from a hidden sheet of lists; date columns formatted and checked as dates.
 */
export async function templateWorkbook(
  def: ResourceDef,
  columns: SheetColumn[],
  locale: Locale,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName(resourceTitleIn(def, locale)), {
    views: [{ state: 'frozen', ySplit: 1 }],
    pageSetup: landscapePageSetup(),
  });
  const lists = workbook.addWorksheet('lists', { state: 'veryHidden' });
  const required = (c: SheetColumn) => Boolean(c.field?.required || c.custom?.required);
  const headers = columns.map((c) => (required(c) ? `*${c.header}` : c.header));
  const widths = sheetWidths(columns, headers, []);
  sheet.columns = columns.map((c, i) => ({ header: headers[i], key: c.key, width: widths[i] }));
  styleHeader(sheet.getRow(1), columns.length, (i) => required(columns[i]));
  const yesNo = [translate(locale, 'crud.boolean.yes'), translate(locale, 'crud.boolean.no')];
  columns.forEach((c, i) => {
    // Date columns take real dates: formatted, and checked as dates when typed.
    const numFmt = dateFormat(c);
    if (numFmt)
      for (let row = 2; row <= TEMPLATE_ROWS; row++) {
        const cell = sheet.getCell(row, i + 1);
        cell.numFmt = numFmt;
        cell.dataValidation = {
          type: 'date',
          operator: 'greaterThan',
          allowBlank: true,
          formulae: [new Date(Date.UTC(1900, 0, 1))],
          showErrorMessage: true,
        };
      }
  });
  columns.forEach((c, i) => {
    // A drop-down takes one item, so a multiple field's column has none (several are typed "a; b").
    if (c.field && isMultiDict(c.field)) return;
    const code =
      c.field?.type === 'dict' ? c.field.dict : c.custom?.fieldType === 'dict' ? c.custom.dictCode : null;
    const items = code
      ? dictChoices(code).map((item) => item.label[locale])
      : c.field?.type === 'boolean'
        ? yesNo
        : (c.choices ?? []);
    if (items.length === 0) return;
    items.forEach((item, row) => {
      lists.getCell(row + 1, i + 1).value = item;
    });
    const letter = lists.getColumn(i + 1).letter;
    for (let row = 2; row <= TEMPLATE_ROWS; row++) {
      sheet.getCell(row, i + 1).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [`lists!$${letter}$1:$${letter}$${items.length}`],
        showErrorMessage: true,
      };
    }
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The workbook of an upload's `file` part; a missing or unreadable file is the caller's 400. */
export async function uploadedWorkbook(request: FastifyRequest): Promise<ExcelJS.Workbook> {
  const file = await request.file();
  if (!file) throw new AppError(400, 'crud.import.noFile');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load((await file.toBuffer()) as unknown as ArrayBuffer);
  } catch {
    throw new AppError(400, 'crud.import.unreadable');
  }
  return workbook;
}

export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

/** An import that stored nothing: 400 with every problem (row, column, message) in the result. */
export function refuseImport(reply: FastifyReply, locale: Locale, errors: ImportProblem[]) {
  const message = translate(locale, 'crud.import.failed', { count: errors.length });
  return reply.status(400).send({ ...fail(message, 400), result: { errors } });
}
