import {
  AlignmentType,
  BorderStyle,
  Document,
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
import { textWidth } from '../../core/office.ts';

/**
 * The assurance-of-learning reports as Word files (A4; the Table 5-1 report landscape): a title,
 * a header of label-value pairs, then sections of paragraphs and tables with a repeated, shaded
 * header row. Figures print as the model shows them ("0.750", "66.7%") and align right; a cell may
 * hold several lines (a measure per course). East-Asian text gets a Chinese font.
 */
/** A figure as printed (kept as text so "0.750" keeps its zeros), aligned right. */
export interface FigureCell {
  figure: string;
}
export type ReportCell = string | number | null | FigureCell | string[];

export interface ReportTable {
  headers: string[];
  rows: ReportCell[][];
  /** Relative column widths; from the content when absent. */
  widths?: number[];
}

export interface ReportSection {
  heading: string;
  paragraphs?: string[];
  table?: ReportTable;
  /** Shown (greyed) when the section has neither paragraphs nor table rows. */
  empty?: string;
}

export interface ReportDoc {
  title: string;
  subtitle: string;
  header: { label: string; value: ReportCell }[];
  sections: ReportSection[];
  fileName: string;
  landscape?: boolean;
}

export const fig = (shown: string | null | undefined): FigureCell | string =>
  shown === null || shown === undefined ? '—' : { figure: shown };

const FONT = { ascii: 'Calibri', hAnsi: 'Calibri', eastAsia: 'SimSun', cs: 'Calibri' };
const A4 = { short: 11906, long: 16838, margin: 1134 };
const HEAD_SHADE = 'DDE8E6';
const SIZE = 19;

const isFigure = (v: ReportCell): v is FigureCell => typeof v === 'object' && v !== null && !Array.isArray(v);
const lines = (v: ReportCell): string[] =>
  v === null
    ? ['']
    : Array.isArray(v)
      ? v
      : isFigure(v)
        ? [v.figure]
        : [typeof v === 'number' ? String(v) : v];
const rightAligned = (v: ReportCell) => typeof v === 'number' || isFigure(v);

function cell(value: ReportCell, width: number, options: { bold?: boolean; shade?: string } = {}) {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    shading: options.shade ? { fill: options.shade, color: 'auto', type: 'clear' } : undefined,
    margins: { top: 40, bottom: 40, left: 80, right: 80 },
    children: lines(value).map(
      (text) =>
        new Paragraph({
          alignment: rightAligned(value) ? AlignmentType.RIGHT : AlignmentType.LEFT,
          children: [new TextRun({ text, bold: options.bold, size: SIZE })],
        }),
    ),
  });
}

function widthsOf(table: ReportTable, total: number): number[] {
  const need =
    table.widths ??
    table.headers.map((h, i) =>
      Math.min(
        50,
        Math.max(
          5,
          Math.max(...h.split(/\s+/).map(textWidth)),
          ...table.rows.map((r) => Math.max(...lines(r[i] ?? null).map(textWidth))),
        ),
      ),
    );
  const sum = need.reduce((a, b) => a + b, 0) || 1;
  return need.map((n) => Math.floor((n * total) / sum));
}

function wordTable(table: ReportTable, total: number): Table {
  const w = widthsOf(table, total);
  return new Table({
    width: { size: total, type: WidthType.DXA },
    columnWidths: w,
    layout: TableLayoutType.FIXED,
    rows: [
      new TableRow({
        tableHeader: true,
        children: table.headers.map((h, i) => cell(h, w[i], { bold: true, shade: HEAD_SHADE })),
      }),
      ...table.rows.map((r) => new TableRow({ cantSplit: true, children: r.map((v, i) => cell(v, w[i])) })),
    ],
  });
}

function headerTable(header: ReportDoc['header'], total: number): Table {
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
          children: [cell(h.label, label, { bold: true, shade: HEAD_SHADE }), cell(h.value, value)],
        }),
    ),
  });
}

function sectionChildren(section: ReportSection, total: number): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [
    new Paragraph({
      text: section.heading,
      heading: HeadingLevel.HEADING_2,
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '21887C', space: 2 } },
      spacing: { before: 280, after: 120 },
    }),
  ];
  const paragraphs = section.paragraphs ?? [];
  const hasTable = section.table !== undefined && section.table.rows.length > 0;
  for (const p of paragraphs) out.push(new Paragraph({ text: p, spacing: { after: 120 } }));
  if (hasTable && section.table) out.push(wordTable(section.table, total));
  if (!paragraphs.length && !hasTable && section.empty)
    out.push(
      new Paragraph({ children: [new TextRun({ text: section.empty, color: '666666', italics: true })] }),
    );
  return out;
}

export async function buildReportDocx(report: ReportDoc): Promise<Buffer> {
  const landscape = report.landscape === true;
  const width = landscape ? A4.long : A4.short;
  const total = width - 2 * A4.margin;
  const doc = new Document({
    creator: 'Accredit',
    title: `${report.title} - ${report.subtitle}`,
    styles: { default: { document: { run: { font: FONT, size: 21 } } } },
    sections: [
      {
        properties: {
          page: {
            size: {
              width: A4.short,
              height: A4.long,
              orientation: landscape ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT,
            },
            margin: { top: A4.margin, bottom: A4.margin, left: A4.margin, right: A4.margin },
          },
        },
        children: [
          new Paragraph({ text: report.title, heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 240 },
            children: [new TextRun({ text: report.subtitle, bold: true, size: 30 })],
          }),
          headerTable(report.header, total),
          ...report.sections.flatMap((s) => sectionChildren(s, total)),
        ],
      },
    ],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}
