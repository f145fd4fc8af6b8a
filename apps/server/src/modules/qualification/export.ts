import ExcelJS from 'exceljs';
import {
  AT_LEAST_FORMAT,
  landscapePageSetup,
  PAGE_FOOTER,
  PERCENT_FORMAT,
  sheetName,
  textWidth,
} from '../../core/office.ts';
import { type Block, richTextBlocks } from '../../core/rich-text-blocks.ts';
import { columnWidths, isPercent, type Layout, type LayoutCell, type RowKind, spanned } from './layout.ts';

export { wordOf } from './export-word.ts';

/**
 * Renders table layouts (layout.ts) as an Excel workbook, one sheet per table, as AACSB prints
 * them: the school and the table in a title row, the period under it, a row of grouped headers
 * over the column headers (both repeated on every printed page and frozen on screen), figures as
 * numbers and percents as numbers formatted as percent, landscape and one page wide.
 */
const FILL: Partial<Record<RowKind, string>> = {
  group: 'FFE6F4F1',
  subtotal: 'FFF2F2F2',
  percent: 'FFF2F2F2',
  total: 'FFD9EDE9',
};
const HEAD_FILL = 'FFDDE8E6';
const FONT_SIZE = 9;
/** Arial everywhere (Liberation Sans, its metric twin, on Linux), so widths and page counts hold. */
const FONT = 'Arial';
const LINE_HEIGHT = 11.5;
const THIN = { style: 'thin' as const, color: { argb: 'FFB7C4C1' } };
const BORDER = { top: THIN, left: THIN, bottom: THIN, right: THIN };
/** Title, subtitle, grouped headers, column headers. */
export const TABLE_HEAD_ROWS = 4;

export async function excelOf(layouts: Layout[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Accredit';
  for (const l of layouts) addTableSheet(wb, l);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Lines a text takes in a column `width` characters wide. */
function linesIn(text: string, width: number): number {
  return text
    .split('\n')
    .reduce((n, line) => n + Math.max(1, Math.ceil(textWidth(line) / Math.max(1, width - 1))), 0);
}

function cellValue(v: LayoutCell): ExcelJS.CellValue {
  if (isPercent(v)) return v.percent === null ? '—' : v.percent / 100;
  return v;
}

function addTableSheet(wb: ExcelJS.Workbook, l: Layout) {
  const n = l.columns.length;
  const widths = columnWidths(l);
  const ws = wb.addWorksheet(
    sheetName(
      l.sheetName,
      wb.worksheets.map((s) => s.name),
    ),
    {
      pageSetup: landscapePageSetup([3, TABLE_HEAD_ROWS]),
      headerFooter: PAGE_FOOTER,
      views: [{ state: 'frozen', xSplit: 1, ySplit: TABLE_HEAD_ROWS }],
      properties: { defaultRowHeight: LINE_HEIGHT + 2 },
    },
  );
  ws.columns = widths.map((width) => ({ width }));
  const font = { name: FONT, size: FONT_SIZE };

  const title = ws.addRow([[l.school, l.title].filter(Boolean).join(' · ')]);
  title.font = { name: FONT, bold: true, size: 12 };
  title.height = 18;
  ws.mergeCells(1, 1, 1, n);
  const subtitle = ws.addRow([l.subtitle]);
  subtitle.font = { name: FONT, italic: true, size: FONT_SIZE };
  ws.mergeCells(2, 1, 2, n);

  // Grouped headers (row 3) over column headers (row 4); a column under no group spans both.
  const groupRow = ws.getRow(3);
  const headRow = ws.getRow(4);
  l.columns.forEach((c, i) => {
    const group = l.groups.find((g) => i >= g.from && i <= g.to);
    if (!group) groupRow.getCell(i + 1).value = c.header;
    else if (group.from === i) groupRow.getCell(i + 1).value = group.label;
    headRow.getCell(i + 1).value = group ? c.header : null;
  });
  l.columns.forEach((_, i) => {
    if (!l.groups.some((g) => i >= g.from && i <= g.to)) ws.mergeCells(3, i + 1, 4, i + 1);
  });
  for (const g of l.groups) if (g.to > g.from) ws.mergeCells(3, g.from + 1, 3, g.to + 1);
  for (const row of [groupRow, headRow])
    for (let i = 1; i <= n; i++) {
      const cell = row.getCell(i);
      cell.font = { ...font, bold: true };
      cell.alignment = { wrapText: true, vertical: 'middle', horizontal: 'center' };
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEAD_FILL } };
      cell.border = BORDER;
    }
  const headLines = (text: string, from: number, to: number) =>
    linesIn(
      text,
      widths.slice(from, to + 1).reduce((a, b) => a + b, 0),
    );
  const grouped = (i: number) => l.groups.some((g) => i >= g.from && i <= g.to);
  const height = (lines: number) => LINE_HEIGHT * lines + 4;
  groupRow.height = height(Math.max(1, ...l.groups.map((g) => headLines(g.label, g.from, g.to))));
  headRow.height = height(
    Math.max(1, ...l.columns.map((c, i) => (grouped(i) ? headLines(c.header, i, i) : 1))),
  );
  // A header spanning both rows may need more than the two rows give it.
  const tallest = Math.max(1, ...l.columns.map((c, i) => (grouped(i) ? 1 : headLines(c.header, i, i))));
  headRow.height = Math.max(headRow.height, height(tallest) - groupRow.height);

  for (const r of l.rows) {
    const row = ws.addRow(r.cells.map(cellValue));
    const covered = spanned(r);
    const bold = r.kind !== 'row';
    let lines = 1;
    r.cells.forEach((v, i) => {
      const cell = row.getCell(i + 1);
      cell.font = { ...font, bold };
      cell.border = BORDER;
      const fill = FILL[r.kind];
      if (fill) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: fill } };
      if (isPercent(v)) {
        cell.numFmt = v.atLeast ? AT_LEAST_FORMAT : PERCENT_FORMAT;
        cell.alignment = { horizontal: 'right', vertical: 'top' };
      } else if (typeof v === 'number') cell.alignment = { horizontal: 'right', vertical: 'top' };
      else cell.alignment = { wrapText: true, vertical: 'top' };
      if (typeof v === 'string' && !covered.has(i)) lines = Math.max(lines, linesIn(v, widths[i]));
    });
    for (const [from, to] of r.spans ?? []) ws.mergeCells(row.number, from + 1, row.number, to + 1);
    row.height = LINE_HEIGHT * lines + 1;
  }

  if (l.narrative?.length) addNarrative(ws, l.narrative, widths);
}

/** Parts B and C under the table: a bold title, then each paragraph as formatted text over the full width. */
function addNarrative(ws: ExcelJS.Worksheet, parts: { title: string; html: string }[], widths: number[]) {
  const n = widths.length;
  const total = widths.reduce((a, b) => a + b, 0);
  for (const part of parts) {
    ws.addRow([]);
    const head = ws.addRow([part.title]);
    head.font = { name: FONT, bold: true, size: 10 };
    ws.mergeCells(head.number, 1, head.number, n);
    for (const block of richTextBlocks(part.html)) {
      const row = ws.addRow([{ richText: excelRuns(block) }]);
      ws.mergeCells(row.number, 1, row.number, n);
      row.getCell(1).alignment = {
        wrapText: true,
        vertical: 'top',
        indent: block.kind === 'paragraph' ? 0 : 1,
      };
      const text = excelRuns(block)
        .map((r) => r.text)
        .join('');
      row.height = LINE_HEIGHT * linesIn(text, total) + 4;
    }
  }
}

function excelRuns(block: Block): ExcelJS.RichText[] {
  const prefix = block.kind === 'bullet' ? '• ' : block.kind === 'number' ? `${block.level}. ` : '';
  const heading = block.kind === 'heading';
  const runs = block.runs.map(
    (r): ExcelJS.RichText => ({
      text: r.text,
      font: {
        name: FONT,
        size: heading ? 11 : FONT_SIZE + 1,
        bold: heading || r.bold || undefined,
        italic: r.italic || undefined,
        underline: r.underline || undefined,
        strike: r.strike || undefined,
        ...(r.link ? { color: { argb: 'FF1A5FB4' } } : {}),
      },
    }),
  );
  if (prefix) runs.unshift({ text: prefix, font: { name: FONT, size: FONT_SIZE + 1 } });
  return runs;
}
