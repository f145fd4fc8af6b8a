import { Readable } from 'node:stream';
import type { Locale } from '@accredit/shared';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { landscapePageSetup, PAGE_FOOTER, sheetName } from '../../core/office.ts';
import { cellText, type ImportProblem } from '../../crud/excel.ts';
import { styleHeader } from '../../crud/sheet-layout.ts';
import { sniff } from '../upload/sniff.ts';
import {
  type Assessment,
  type AssessmentHead,
  type ClassInfo,
  nameIn,
  type Objective,
  type Student,
} from './scores-data.ts';
import { type Cell, type Frame, levelOf, scoreOutOfRange, shownNumber } from './scores-write.ts';

/**
 * The score template of one class and its import (issue 17 items 2 and 3). Layout (the import
 * relies on it): row 1 (hidden) holds the marker `aolScores`, the assessment id, the class id and,
 * above each score column, what it scores (`loId|componentKey`, or `loId` for a rubric); column A
 * (hidden) holds each student's id. Row 2 names the course, class and year, then each objective's
 * code over its columns; row 3 the headers (student number, name, each component with its marks
 * S_jk, or each objective's statement); students from row 4. Score cells accept a number from 0
 * to S_jk, rubric cells a level from a drop-down.
 */
const MARKER = 'aolScores';
const FIRST_COL = 4;
const FIRST_ROW = 4;
const MAX_UPLOAD = 20 * 1024 * 1024;

export interface ScoreColumn {
  loId: string;
  loCode: string;
  componentKey: string;
  /** S_jk (quantitative); null for a rubric column. */
  max: number | null;
  header: string;
}

/** The score columns of an assessment: one per aim (objective x component), or one per objective. */
export function scoreColumns(a: Assessment, los: Objective[], locale: Locale): ScoreColumn[] {
  if (a.info.kind === 'qualitative')
    return los.map((lo) => ({
      loId: lo.id,
      loCode: lo.code,
      componentKey: '',
      max: null,
      header: nameIn(lo, locale),
    }));
  const order = new Map(a.components.map((c, i) => [c.key, i]));
  return los.flatMap((lo) =>
    a.aims
      .filter((x) => x.loId === lo.id && order.has(x.componentKey))
      .sort((x, y) => (order.get(x.componentKey) ?? 0) - (order.get(y.componentKey) ?? 0))
      .map((x) => {
        const component = a.components[order.get(x.componentKey) ?? 0];
        return {
          loId: lo.id,
          loCode: lo.code,
          componentKey: x.componentKey,
          max: x.marks,
          header: translate(locale, 'aolScores.excel.marks', {
            component: nameIn(component, locale),
            max: shownNumber(x.marks),
          }),
        };
      }),
  );
}

const token = (c: Pick<ScoreColumn, 'loId' | 'componentKey'>) =>
  c.componentKey ? `${c.loId}|${c.componentKey}` : c.loId;

/** Data validation on a whole range (exceljs 4 writes it as one sqref; its typings lack the call). */
function validateRange(ws: ExcelJS.Worksheet, range: string, rule: ExcelJS.DataValidation): void {
  (
    ws as unknown as { dataValidations: { add(a: string, v: ExcelJS.DataValidation): void } }
  ).dataValidations.add(range, rule);
}

export async function templateWorkbook(
  a: Assessment,
  head: AssessmentHead,
  cls: ClassInfo,
  students: Student[],
  los: Objective[],
  locale: Locale,
): Promise<Buffer> {
  const t = (key: string, values?: Record<string, unknown>) =>
    translate(locale, `aolScores.excel.${key}`, values);
  const columns = scoreColumns(a, los, locale);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName(t('sheet')), {
    views: [{ state: 'frozen', xSplit: 3, ySplit: 3 }],
    pageSetup: landscapePageSetup([2, 3]),
    headerFooter: PAGE_FOOTER,
  });
  ws.getRow(1).values = [MARKER, a.id, cls.id, ...columns.map(token)];
  ws.getRow(1).hidden = true;
  ws.getColumn(1).hidden = true;
  const course = [head.courseCode, nameIn({ name: head.courseName, nameEn: head.courseNameEn }, locale)]
    .filter(Boolean)
    .join(' ');
  ws.getCell(2, 2).value = [course, nameIn(cls, locale), head.yearName].filter(Boolean).join(' · ');
  ws.mergeCells(2, 2, 2, 3);
  let col = FIRST_COL;
  for (const lo of los) {
    const width = columns.filter((c) => c.loId === lo.id).length;
    if (width === 0) continue;
    ws.getCell(2, col).value = lo.code;
    if (width > 1) ws.mergeCells(2, col, 2, col + width - 1);
    col += width;
  }
  ws.getRow(3).values = ['id', t('studentNumber'), t('name'), ...columns.map((c) => c.header)];
  const lastCol = Math.max(3, FIRST_COL + columns.length - 1);
  styleHeader(ws.getRow(2), lastCol);
  styleHeader(ws.getRow(3), lastCol);
  for (let c = FIRST_COL; c <= lastCol; c++) ws.getCell(2, c).alignment = { horizontal: 'center' };
  students.forEach((s, i) => {
    ws.getRow(FIRST_ROW + i).values = [s.id, s.studentNumber, nameIn(s, locale)];
  });
  const lastRow = FIRST_ROW + Math.max(students.length, 1) - 1;
  const letters = (c: number) => ws.getColumn(c).letter;
  if (a.info.kind === 'qualitative' && columns.length) {
    // The levels' names come from a hidden sheet: a name may hold a comma or a quote.
    const lists = wb.addWorksheet('lists', { state: 'veryHidden' });
    a.rubric.forEach((level, i) => {
      lists.getCell(i + 1, 1).value = nameIn(level, locale);
    });
    const levels = a.rubric.map((l) => nameIn(l, locale)).join(', ');
    validateRange(ws, `${letters(FIRST_COL)}${FIRST_ROW}:${letters(lastCol)}${lastRow}`, {
      type: 'list',
      allowBlank: true,
      formulae: [`lists!$A$1:$A$${Math.max(1, a.rubric.length)}`],
      showErrorMessage: true,
      errorTitle: t('invalidTitle'),
      error: t('invalidLevel', { levels }),
    });
  } else
    columns.forEach((c, i) => {
      const letter = letters(FIRST_COL + i);
      validateRange(ws, `${letter}${FIRST_ROW}:${letter}${lastRow}`, {
        type: 'decimal',
        operator: 'between',
        allowBlank: true,
        formulae: [0, c.max ?? 0],
        showErrorMessage: true,
        errorTitle: t('invalidTitle'),
        error: t('invalidNumber', { max: shownNumber(c.max ?? 0) }),
      });
    });
  ws.getColumn(2).width = 16;
  ws.getColumn(3).width = Math.min(
    40,
    Math.max(14, ...students.slice(0, 200).map((s) => nameIn(s, locale).length + 4)),
  );
  columns.forEach((c, i) => {
    ws.getColumn(FIRST_COL + i).width = Math.min(30, Math.max(12, c.header.length + 2));
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/**
 * A sheet of an upload as read for the import: each row's cell values (exceljs values, index =
 * column number), rows by number. Read in one streaming pass (no workbook model, no expanded data
 * validations, no styles kept beyond number formats, so dates still read as dates).
 */
export interface ScoreSheet {
  rows: Map<number, ExcelJS.CellValue[]>;
  /** Row numbers holding cells, ascending. */
  rowNumbers: number[];
}

export interface ScoreBook {
  sheets: ScoreSheet[];
}

const valueAt = (ws: ScoreSheet, r: number, c: number): ExcelJS.CellValue => ws.rows.get(r)?.[c] ?? null;
/** The number of a row's last cell (0 when it has none). */
const widthOf = (ws: ScoreSheet, r: number) => Math.max(0, (ws.rows.get(r)?.length ?? 1) - 1);

/** A column's letters: 1 -> A, 27 -> AA. */
export function columnLetter(c: number): string {
  let out = '';
  for (let n = c; n > 0; n = Math.floor((n - 1) / 26)) out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
  return out;
}

export async function readBook(buffer: Buffer): Promise<ScoreBook> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(buffer), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const sheets: ScoreSheet[] = [];
  for await (const sheet of reader) {
    const rows = new Map<number, ExcelJS.CellValue[]>();
    for await (const row of sheet) {
      const values = row.values;
      if (Array.isArray(values) && values.length > 1) rows.set(row.number, values as ExcelJS.CellValue[]);
    }
    sheets.push(sheetOf(rows));
  }
  return { sheets };
}

/**
 * The same book read whole in memory (ExcelJS's workbook model): slower, but with no temporary
 * files, which the streaming reader writes when a file's sheets come before its shared strings.
 */
export async function loadBook(buffer: Buffer): Promise<ScoreBook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return {
    sheets: workbook.worksheets.map((ws) => {
      const rows = new Map<number, ExcelJS.CellValue[]>();
      ws.eachRow((row) => {
        // As streamed: a merged range's value in its first cell only (the model repeats it).
        const values: ExcelJS.CellValue[] = [];
        row.eachCell((cell, col) => {
          if (cell.type !== ExcelJS.ValueType.Merge) values[col] = cell.value;
        });
        if (values.length > 1) rows.set(row.number, values);
      });
      return sheetOf(rows);
    }),
  };
}

function sheetOf(rows: Map<number, ExcelJS.CellValue[]>): ScoreSheet {
  return { rows, rowNumbers: [...rows.keys()].sort((a, b) => a - b) };
}

/**
 * An upload's workbook and form fields. The file is decided by its content (an Office Open XML
 * spreadsheet with its workbook part), never by its name or the browser's claim.
 */
export async function uploadedScores(
  request: FastifyRequest,
): Promise<{ workbook: ScoreBook; fields: Record<string, string> }> {
  let buffer: Buffer | null = null;
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits: { fileSize: MAX_UPLOAD + 1, files: 1 } })) {
    if (part.type === 'file') {
      buffer = await part.toBuffer();
      if (part.file.truncated) throw new AppError(413, 'errors.payloadTooLarge');
    } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  if (!buffer) throw new AppError(400, 'crud.import.noFile');
  if (sniff(buffer) !== 'xlsx') throw new AppError(400, 'aolScores.import.notXlsx');
  try {
    return { workbook: await readBook(buffer), fields };
  } catch (streamed) {
    // The streaming reader failed once in a full test run on a file it reads otherwise; the
    // whole-file reader decides whether the file is readable at all.
    request.log.warn({ err: streamed }, 'score upload: streaming read failed, reading it whole');
    try {
      return { workbook: await loadBook(buffer), fields };
    } catch {
      throw new AppError(400, 'crud.import.unreadable');
    }
  }
}

/** The template's sheet and the assessment and class it names (400 when it is no score template). */
export function templateOf(wb: ScoreBook): {
  ws: ScoreSheet;
  assessmentId: string;
  classId: string;
} {
  const ws = wb.sheets.find((w) => cellText(valueAt(w, 1, 1)) === MARKER);
  if (!ws) throw new AppError(400, 'aolScores.import.notTemplate');
  return { ws, assessmentId: cellText(valueAt(ws, 1, 2)), classId: cellText(valueAt(ws, 1, 3)) };
}

/** A typed number: what Excel holds as a number, or text that is plainly one (no "1e3", no "0x10"). */
function numberIn(value: ExcelJS.CellValue): number | null | undefined {
  const raw = value !== null && typeof value === 'object' && 'result' in value ? value.result : value;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  const text = cellText(raw as ExcelJS.CellValue);
  if (text === '') return null;
  return /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : undefined;
}

/**
 * Reads a class's filled template: the cells it holds, or every problem (a cell that is not a
 * number or not a level, a score out of 0..S_jk, a student not in the class or twice, a column
 * that scores nothing of this assessment). Blank cells are missing scores and stay absent.
 */
export function readScoresSheet(
  ws: ScoreSheet,
  a: Assessment,
  cls: ClassInfo,
  students: Student[],
  frame: Frame,
  locale: Locale,
): { cells: Cell[] } | { errors: ImportProblem[] } {
  const t = (key: string, values?: Record<string, unknown>) =>
    translate(locale, `aolScores.import.${key}`, values);
  const errors: ImportProblem[] = [];
  const quantitative = a.info.kind === 'quantitative';
  const columns = new Map<
    number,
    { loId: string; componentKey: string; max: number | null; label: string }
  >();
  const width = Math.max(widthOf(ws, 1), widthOf(ws, 3));
  const seenColumns = new Set<string>();
  for (let c = FIRST_COL; c <= width; c++) {
    const text = cellText(valueAt(ws, 1, c));
    const header = cellText(valueAt(ws, 3, c));
    if (!text && !header) continue;
    const letter = columnLetter(c);
    const [loId, ...rest] = text.split('|');
    const componentKey = quantitative ? rest.join('|') : '';
    const lo = frame.los.get(loId);
    const max = frame.marks.get(`${loId}\u0000${componentKey}`);
    const known = lo && (quantitative ? max !== undefined : rest.length === 0);
    if (!known || seenColumns.has(text)) {
      errors.push({ row: 3, column: letter, message: t('unknownColumn', { column: letter, header }) });
      continue;
    }
    seenColumns.add(text);
    const component = frame.componentNames.get(componentKey);
    const label = [letter, [lo.code, component].filter(Boolean).join(' ')].join(' · ');
    columns.set(c, { loId, componentKey, max: max ?? null, label });
  }
  const byId = new Map(students.map((s) => [s.id, s]));
  const byNumber = new Map(students.map((s) => [s.studentNumber.toLowerCase(), s]));
  const numberHeader = columnLetter(2);
  const seen = new Set<string>();
  const cells: Cell[] = [];
  const cellAt = (cells: ExcelJS.CellValue[], c: number): ExcelJS.CellValue => cells[c] ?? null;
  for (const r of ws.rowNumbers) {
    if (r < FIRST_ROW) continue;
    const rowCells = ws.rows.get(r) ?? [];
    const id = cellText(cellAt(rowCells, 1));
    const number = cellText(cellAt(rowCells, 2));
    const values = [...columns.keys()].map((c) => cellAt(rowCells, c));
    if (!id && !number && values.every((v) => cellText(v) === '')) continue;
    const student = byId.get(id) ?? byNumber.get(number.toLowerCase());
    if (!student) {
      errors.push({
        row: r,
        column: numberHeader,
        message: t('unknownStudent', { row: r, student: number || id, class: nameIn(cls, locale) }),
      });
      continue;
    }
    if (seen.has(student.id)) {
      errors.push({
        row: r,
        column: numberHeader,
        message: t('duplicateStudent', { row: r, student: student.studentNumber }),
      });
      continue;
    }
    seen.add(student.id);
    for (const [c, column] of columns) {
      const value = cellAt(rowCells, c);
      const at = { row: r, column: column.label };
      if (quantitative) {
        const score = numberIn(value);
        if (score === null) continue;
        if (score === undefined)
          errors.push({
            row: r,
            column: column.label,
            message: t('notANumber', { ...at, value: cellText(value) }),
          });
        else if (scoreOutOfRange(score, column.max ?? 0))
          errors.push({
            row: r,
            column: column.label,
            message: t('outOfRange', { ...at, value: shownNumber(score), max: shownNumber(column.max ?? 0) }),
          });
        else
          cells.push({
            studentId: student.id,
            classId: student.classId,
            loId: column.loId,
            componentKey: column.componentKey,
            score,
            level: null,
          });
      } else {
        const text = cellText(value);
        if (text === '') continue;
        const level = levelOf(frame, text);
        if (level === undefined)
          errors.push({
            row: r,
            column: column.label,
            message: t('notLevel', { ...at, value: text, levels: frame.levelList }),
          });
        else
          cells.push({
            studentId: student.id,
            classId: student.classId,
            loId: column.loId,
            componentKey: '',
            score: null,
            level,
          });
      }
    }
  }
  if (errors.length) return { errors };
  if (cells.length === 0) throw new AppError(400, 'aolScores.import.empty');
  return { cells };
}
