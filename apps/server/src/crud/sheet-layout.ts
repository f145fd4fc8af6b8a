import type ExcelJS from 'exceljs';
import { asDate, contentWidths, DATE_FORMAT, DATETIME_FORMAT } from '../core/office.ts';
import type { SheetColumn } from './excel.ts';

/**
 * The layout of list exports and import templates (issue 15 point 8): which columns hold dates
 * (typed as dates with a date format), and widths from the header and the first rows' content.
 * Value conversion (labels, names of references) stays in excel.ts; this only types and formats.
 */
export type DateKind = 'date' | 'datetime' | null;

export function dateKind(column: SheetColumn): DateKind {
  const type = column.field?.type ?? column.custom?.fieldType;
  return type === 'date' ? 'date' : type === 'datetime' ? 'datetime' : null;
}

/** A cell's value typed for its column: dates as Dates (text that is no date stays text). */
export function typedValue(column: SheetColumn, value: unknown): ExcelJS.CellValue {
  const kind = dateKind(column);
  if (kind && value !== null && value !== undefined)
    return asDate(value, kind === 'datetime') as ExcelJS.CellValue;
  return value as ExcelJS.CellValue;
}

export function dateFormat(column: SheetColumn): string | undefined {
  const kind = dateKind(column);
  return kind === 'date' ? DATE_FORMAT : kind === 'datetime' ? DATETIME_FORMAT : undefined;
}

/** Widths from the headers and a sample of rows (the first batch of a streamed export). */
export function sheetWidths(columns: SheetColumn[], headers: string[], sample: unknown[][]): number[] {
  return contentWidths(headers, sample, { min: 10, max: 60 }).map((w, i) =>
    dateKind(columns[i]) === 'datetime' ? Math.max(w, 18) : dateKind(columns[i]) ? Math.max(w, 12) : w,
  );
}

/** Header row style: bold on a light fill, wrapped, with a thin border underneath. */
export function styleHeader(row: ExcelJS.Row, count: number, required?: (i: number) => boolean): void {
  row.height = 30;
  for (let i = 1; i <= count; i++) {
    const cell = row.getCell(i);
    cell.font = { bold: true, ...(required?.(i - 1) ? { color: { argb: 'FFB42318' } } : {}) };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDE8E6' } };
    cell.alignment = { wrapText: true, vertical: 'middle' };
    cell.border = { bottom: { style: 'thin', color: { argb: 'FF8FA9A4' } } };
  }
}
