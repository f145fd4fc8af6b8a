import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  PageOrientation,
  Paragraph,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type ExcelJS from 'exceljs';
import type { Block } from './rich-text-blocks.ts';

/**
 * How every spreadsheet the server hands out prints and reads (issue 15 point 8): landscape, fit
 * to one page wide with as many pages down as needed, narrow margins, header rows repeated and
 * frozen, widths from the content, numbers and dates typed with formats rather than as text, and
 * sheet names Excel accepts (at most 31 characters, none of \ / ? * [ ] :).
 */
export const PERCENT_FORMAT = '0.0%';
export const AT_LEAST_FORMAT = '"≥ "0%';
export const DATE_FORMAT = 'yyyy-mm-dd';
export const DATETIME_FORMAT = 'yyyy-mm-dd hh:mm';
/** Excel's paper code for A4, which the schools using this print on. */
const A4 = 9;

/** Page setup of a worksheet: give it to addWorksheet (a streamed sheet writes it first). */
export function landscapePageSetup(titleRows?: [number, number]): Partial<ExcelJS.PageSetup> {
  return {
    paperSize: A4,
    orientation: 'landscape',
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    horizontalCentered: true,
    margins: { left: 0.3, right: 0.3, top: 0.4, bottom: 0.4, header: 0.2, footer: 0.2 },
    ...(titleRows ? { printTitlesRow: `${titleRows[0]}:${titleRows[1]}` } : {}),
  };
}

/** Page numbers at the foot ("Page 1 of 3"), so printed pages stay in order. */
export const PAGE_FOOTER: Partial<ExcelJS.HeaderFooter> = { oddFooter: '&C&P / &N' };

/**
 * A worksheet name from a title: forbidden characters removed, cut at a word boundary to 31
 * characters so "Table 3-1 Faculty Sufficiency and Qualifications" keeps its meaning rather than
 * stopping mid-word; names already used in the workbook get a number.
 */
export function sheetName(title: string, taken: readonly string[] = []): string {
  const clean =
    title
      .replace(/[\\/?*[\]:]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Sheet';
  let name = clean;
  if (name.length > 31) {
    const cut = name.slice(0, 31);
    const space = cut.lastIndexOf(' ');
    name = (space >= 12 ? cut.slice(0, space) : cut).trim();
  }
  let n = 2;
  const base = name;
  while (taken.some((t) => t.toLowerCase() === name.toLowerCase())) {
    const tail = ` (${n++})`;
    name = `${base.slice(0, 31 - tail.length)}${tail}`;
  }
  return name;
}

/** Display width of a text in Excel's character units: CJK and other full-width characters count double. */
export function textWidth(text: string): number {
  let width = 0;
  for (const line of text.split('\n')) {
    let w = 0;
    for (const ch of line) w += isWide(ch.codePointAt(0) ?? 0) ? 2 : 1;
    width = Math.max(width, w);
  }
  return width;
}

function isWide(code: number): boolean {
  return (
    (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    (code >= 0x20000 && code <= 0x3fffd)
  );
}

/** The text a value shows in a cell, for measuring. */
export function shownText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return '2026-01-01 00:00';
  if (typeof value === 'number') return String(Math.round(value * 100) / 100);
  return String(value);
}

/**
 * Column widths from content: the widest of the header and the values (CJK double), plus a
 * little padding, between `min` and `max` (longer text wraps).
 */
export function contentWidths(
  headers: readonly string[],
  rows: Iterable<readonly unknown[]>,
  { min = 8, max = 60 }: { min?: number; max?: number } = {},
): number[] {
  // A header wraps onto two lines before it widens a column of short values.
  const widths = headers.map((h) => Math.ceil(textWidth(h) / (textWidth(h) > 12 ? 2 : 1)));
  for (const row of rows)
    row.forEach((v, i) => {
      if (i < widths.length) widths[i] = Math.max(widths[i], textWidth(shownText(v)));
    });
  return widths.map((w) => Math.min(max, Math.max(min, w + 2)));
}

/** A date value (`2024-09-01`, an ISO timestamp, a Date) as a Date for a typed cell; text otherwise. */
export function asDate(value: unknown, withTime: boolean): Date | unknown {
  if (value instanceof Date) return value;
  if (typeof value !== 'string') return value;
  if (!withTime) {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.slice(0, 10));
    // A calendar date is stored as that date at midnight UTC: Excel has no time zones.
    return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : value;
  }
  const d = new Date(value);
  // Excel shows a Date's UTC fields; shift so it shows the server's wall-clock time instead.
  return Number.isNaN(d.getTime()) ? value : new Date(d.getTime() - d.getTimezoneOffset() * 60_000);
}

/**
 * Finishes a list sheet built in memory (header in row 1): header bold on a fill and frozen, an
 * autofilter over it, widths from the content, landscape one page wide, page numbers.
 */
export function finishListSheet(ws: ExcelJS.Worksheet): void {
  const count = ws.getRow(1).cellCount;
  if (count === 0) return;
  const rows: unknown[][] = [];
  ws.eachRow((row, n) => {
    if (n > 1) rows.push((row.values as unknown[]).slice(1));
  });
  const headers = Array.from({ length: count }, (_, i) => String(ws.getRow(1).getCell(i + 1).value ?? ''));
  contentWidths(headers, rows, { min: 10, max: 60 }).forEach((width, i) => {
    ws.getColumn(i + 1).width = width;
  });
  const head = ws.getRow(1);
  head.height = 30;
  for (let i = 1; i <= count; i++) {
    const cell = head.getCell(i);
    cell.font = { ...cell.font, bold: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDE8E6' } };
    cell.alignment = { wrapText: true, vertical: 'middle' };
  }
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: count } };
  ws.pageSetup = { ...ws.pageSetup, ...landscapePageSetup([1, 1]) };
  ws.headerFooter = { ...ws.headerFooter, ...PAGE_FOOTER };
}

/** A column of a table sheet: its header and, for figures and dates, the number format of its cells. */
export interface SheetColumn {
  header: string;
  numFmt?: string;
}

/** Whole numbers (counts). */
export const INT_FORMAT = '0';
/** Means and other statistics, printed with 2 decimals as the screens show them. */
export const STAT_FORMAT = '0.00';
/** Attainment (A, I, B, G of DOMAIN.md section 5), printed with 3 decimals. */
export const ATTAINMENT_FORMAT = '0.000';

/** Table-sheet columns by what they hold, each with the number format of its figures. */
export const sheetColumn = {
  text: (header: string): SheetColumn => ({ header }),
  int: (header: string): SheetColumn => ({ header, numFmt: INT_FORMAT }),
  stat: (header: string): SheetColumn => ({ header, numFmt: STAT_FORMAT }),
  attainment: (header: string): SheetColumn => ({ header, numFmt: ATTAINMENT_FORMAT }),
  percent: (header: string): SheetColumn => ({ header, numFmt: PERCENT_FORMAT }),
  datetime: (header: string): SheetColumn => ({ header, numFmt: DATETIME_FORMAT }),
};

/** A percentage (66.7) as the fraction a PERCENT_FORMAT cell holds (0.667); none stays an empty cell. */
export const percentCell = (percent: number | null | undefined): number | null =>
  percent === null || percent === undefined ? null : percent / 100;

/**
 * A worksheet holding one table (header row, then `rows`) in the house list layout
 * (finishListSheet), each formatted column's cells given its number format; figures are aligned
 * right, dates stay as Excel shows them. The sheet's name is `title` made unique in the workbook.
 */
export function addTableSheet(
  wb: ExcelJS.Workbook,
  title: string,
  columns: readonly SheetColumn[],
  rows: readonly unknown[][],
): ExcelJS.Worksheet {
  const ws = wb.addWorksheet(
    sheetName(
      title,
      wb.worksheets.map((w) => w.name),
    ),
  );
  ws.addRow(columns.map((c) => c.header));
  for (const r of rows) ws.addRow(r);
  finishListSheet(ws);
  columns.forEach((c, i) => {
    if (!c.numFmt) return;
    const column = ws.getColumn(i + 1);
    column.eachCell((cell, n) => {
      if (n > 1) cell.numFmt = c.numFmt as string;
    });
    if (c.numFmt !== DATETIME_FORMAT) column.alignment = { horizontal: 'right' };
  });
  return ws;
}

/**
 * One rich-text block as a Word paragraph (headings at `heading`, runs at `size` half-points when
 * given), shared by the Word exports so bold, links and lists come out the same in each.
 */
export function blockParagraph(
  block: Block,
  options: { heading: (typeof HeadingLevel)[keyof typeof HeadingLevel]; size?: number },
): Paragraph {
  const { heading, size } = options;
  const runs = block.runs.map((r) => {
    const run = new TextRun({
      text: r.text,
      bold: r.bold,
      italics: r.italic,
      underline: r.underline ? {} : undefined,
      strike: r.strike,
      size,
      style: r.link ? 'Hyperlink' : undefined,
    });
    return r.link ? new ExternalHyperlink({ link: r.link, children: [run] }) : run;
  });
  if (block.kind === 'heading') return new Paragraph({ heading, children: runs, spacing: { before: 120 } });
  if (block.kind === 'bullet') return new Paragraph({ bullet: { level: 0 }, children: runs });
  if (block.kind === 'number')
    return new Paragraph({
      indent: { left: 360, hanging: 360 },
      children: [new TextRun({ text: `${block.level}.\t`, size }), ...runs],
    });
  return new Paragraph({ children: runs, spacing: { after: 120 } });
}

/** A4 in twips (portrait short side, long side) with 2 cm margins, for the Word reports. */
const A4_TWIPS = { short: 11906, long: 16838, margin: 1134 };

/** What a page of a Word report holds inside its margins, in twips (portrait unless `landscape`). */
export function wordTextArea(landscape = false): { width: number; height: number } {
  const [across, down] = landscape ? [A4_TWIPS.long, A4_TWIPS.short] : [A4_TWIPS.short, A4_TWIPS.long];
  return { width: across - 2 * A4_TWIPS.margin, height: down - 2 * A4_TWIPS.margin };
}

/** A greyed, italic note (nothing to show, how to read a table), `after` twips of space below it. */
export function wordNote(text: string, after?: number): Paragraph {
  return new Paragraph({
    spacing: after === undefined ? undefined : { after },
    children: [new TextRun({ text, color: '666666', italics: true })],
  });
}
const WORD_FONT = { ascii: 'Calibri', hAnsi: 'Calibri', eastAsia: 'SimSun', cs: 'Calibri' };
const HEAD_SHADE = 'DDE8E6';

/**
 * The table cells of a Word report: how a value prints (one paragraph a line), whether it aligns
 * right, the run size in half-points and the clamp, in characters, of a column's width from content.
 */
export interface WordCells<C> {
  lines: (value: C | string) => string[];
  right: (value: C | string) => boolean;
  size: number;
  width: { min: number; max: number };
}

export interface WordGrid<C> {
  headers: readonly string[];
  rows: readonly (readonly C[])[];
  /** Relative column widths; from the content when absent. */
  widths?: readonly number[];
  /** A closing row, bold on a light grey. */
  total?: readonly C[];
}

function wordCell<C>(
  kind: WordCells<C>,
  value: C | string,
  width: number,
  options: { bold?: boolean; shade?: string } = {},
): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    shading: options.shade ? { fill: options.shade, color: 'auto', type: 'clear' } : undefined,
    margins: { top: 40, bottom: 40, left: 80, right: 80 },
    children: kind.lines(value).map(
      (text) =>
        new Paragraph({
          alignment: kind.right(value) ? AlignmentType.RIGHT : AlignmentType.LEFT,
          children: [new TextRun({ text, bold: options.bold, size: kind.size })],
        }),
    ),
  });
}

/** Column widths in twips: the longest header word or cell line of each column (CJK double), clamped, in proportion to `total`. */
function gridWidths<C>(kind: WordCells<C>, grid: WordGrid<C>, total: number): number[] {
  const need =
    grid.widths ??
    grid.headers.map((h, i) =>
      Math.min(
        kind.width.max,
        Math.max(
          kind.width.min,
          Math.max(...h.split(/\s+/).map(textWidth)),
          ...grid.rows.map((r) => Math.max(...kind.lines(r[i] ?? (null as C)).map(textWidth))),
        ),
      ),
    );
  const sum = need.reduce((a, b) => a + b, 0) || 1;
  return need.map((n) => Math.floor((n * total) / sum));
}

/** A fixed-layout table `total` twips wide with a repeated, shaded header row; rows never split across pages. */
export function wordGridTable<C>(kind: WordCells<C>, grid: WordGrid<C>, total: number): Table {
  const w = gridWidths(kind, grid, total);
  const rows = [
    new TableRow({
      tableHeader: true,
      children: grid.headers.map((h, i) => wordCell(kind, h, w[i], { bold: true, shade: HEAD_SHADE })),
    }),
    ...grid.rows.map(
      (r) => new TableRow({ cantSplit: true, children: r.map((v, i) => wordCell(kind, v, w[i])) }),
    ),
  ];
  if (grid.total)
    rows.push(
      new TableRow({
        children: grid.total.map((v, i) => wordCell(kind, v, w[i], { bold: true, shade: 'F2F2F2' })),
      }),
    );
  return new Table({
    width: { size: total, type: WidthType.DXA },
    columnWidths: w,
    layout: TableLayoutType.FIXED,
    rows,
  });
}

/** The two-column header of a report (label shaded and bold, 30% of `total`; value the rest). */
export function wordLabelTable<C>(
  kind: WordCells<C>,
  header: readonly { label: string; value: C }[],
  total: number,
): Table {
  const label = Math.floor(total * 0.3);
  const value = total - label;
  return new Table({
    width: { size: total, type: WidthType.DXA },
    columnWidths: [label, value],
    layout: TableLayoutType.FIXED,
    rows: header.map(
      (h) =>
        new TableRow({
          cantSplit: true,
          children: [
            wordCell(kind, h.label, label, { bold: true, shade: HEAD_SHADE }),
            wordCell(kind, h.value, value),
          ],
        }),
    ),
  });
}

/**
 * One section of a report: its heading underlined in the house colour, then `body`; when the body
 * is empty, the `empty` note greyed instead.
 */
export function wordSection(
  heading: string,
  body: (Paragraph | Table)[],
  empty?: string,
): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [
    new Paragraph({
      text: heading,
      heading: HeadingLevel.HEADING_2,
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '21887C', space: 2 } },
      spacing: { before: 280, after: 120 },
    }),
    ...body,
  ];
  if (!body.length && empty) out.push(wordNote(empty));
  return out;
}

/**
 * A report as a Word file on A4 (2 cm margins; landscape when asked): a centred title and bold
 * subtitle (`subtitleSize` half-points), then `children`. East-Asian text gets a Chinese font.
 */
export async function wordReport(report: {
  title: string;
  subtitle: string;
  subtitleSize: number;
  landscape?: boolean;
  children: (Paragraph | Table)[];
}): Promise<Buffer> {
  const doc = new Document({
    creator: 'Accredit',
    title: `${report.title} - ${report.subtitle}`,
    styles: { default: { document: { run: { font: WORD_FONT, size: 21 } } } },
    sections: [
      {
        properties: {
          page: {
            size: {
              width: A4_TWIPS.short,
              height: A4_TWIPS.long,
              orientation: report.landscape ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT,
            },
            margin: {
              top: A4_TWIPS.margin,
              bottom: A4_TWIPS.margin,
              left: A4_TWIPS.margin,
              right: A4_TWIPS.margin,
            },
          },
        },
        children: [
          new Paragraph({ text: report.title, heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 240 },
            children: [new TextRun({ text: report.subtitle, bold: true, size: report.subtitleSize })],
          }),
          ...report.children,
        ],
      },
    ],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}
