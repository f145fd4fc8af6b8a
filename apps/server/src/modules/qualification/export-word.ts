import {
  AlignmentType,
  Document,
  HeadingLevel,
  LineRuleType,
  Packer,
  PageOrientation,
  Paragraph,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import { blockParagraph, textWidth } from '../../core/office.ts';
import { richTextBlocks } from '../../core/rich-text-blocks.ts';
import { isPercent, type Layout, type LayoutCell, spanned } from './layout.ts';

/**
 * Renders table layouts as a Word document, one landscape A4 section per table: the grouped
 * header rows repeat on every page, the reading columns (basis, discipline) are wide and the
 * figures narrow, in a small font so Table 3-1 of a school of about seventy teachers stays on a
 * few pages. Parts B and C follow the table as formatted paragraphs.
 */
const PAGE = { width: 16838, height: 11906, margin: 567 }; // A4 in twips, 1 cm margins
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const SIZE = 14; // half-points: 7 pt in the table, on exact 8.5 pt lines (CJK fallback fonts run tall)
const SHADE: Record<string, string> = {
  head: 'DDE8E6',
  group: 'E6F4F1',
  subtotal: 'F2F2F2',
  percent: 'F2F2F2',
  total: 'D9EDE9',
};
const MARGINS = { top: 0, bottom: 0, left: 45, right: 45 };

function cellText(v: LayoutCell): string {
  if (v === null) return '';
  if (isPercent(v))
    return v.percent === null ? '—' : `${v.atLeast ? '≥ ' : ''}${v.percent.toFixed(v.atLeast ? 0 : 1)}%`;
  return typeof v === 'number' ? String(v) : v;
}

/** Approximate width of a text in points at `size` pt in Arial (CJK a full em). */
function textPoints(text: string, size: number): number {
  let w = 0;
  for (const ch of text) {
    if (textWidth(ch) === 2) w += size;
    else if (ch === ' ') w += 0.28 * size;
    else if (/[A-Z0-9%]/.test(ch)) w += 0.64 * size;
    else w += 0.52 * size;
  }
  return w;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] : 0;
};

/**
 * Column widths in twips: each figure or short-text column as wide as nine in ten of its teacher
 * rows need (and its header's longest word), the reading column (basis) the rest, so the page
 * wraps the fewest rows. Rows that are labels across columns (totals, ratios) do not count.
 */
function widthsOf(l: TableLayout, width: number): number[] {
  const pt = SIZE / 2;
  const pad = (2 * (MARGINS.left + MARGINS.right)) / 20;
  const needs = l.columns.map((c, i) => {
    const texts = l.rows
      .filter((r) => r.kind === 'row' && !spanned(r).has(i))
      .map((r) => cellText(r.cells[i] ?? null));
    const word = Math.max(0, ...c.header.split(/\s+/).map((w) => textPoints(w, pt) * 1.1));
    return (
      Math.max(
        word,
        quantile(
          texts.map((t) => textPoints(t, pt)),
          0.9,
        ),
      ) + pad
    );
  });
  const wide = l.columns.findIndex((c) => c.kind === 'wide');
  const total = width / 20;
  const twips = (points: number[]) => points.map((p) => Math.floor(p * 20));
  if (wide < 0) {
    const sum = needs.reduce((a, b) => a + b, 0);
    return twips(needs.map((n) => (n * total) / sum));
  }
  const others = needs.reduce((a, b, i) => (i === wide ? a : a + b), 0);
  const room = Math.max(total * 0.3, total - others);
  if (needs[wide] <= room) {
    // Spare width goes to the other columns in proportion.
    const spare = total - others - needs[wide];
    return twips(needs.map((n, i) => (i === wide ? n : n + (spare * n) / others)));
  }
  const scale = (total - room) / others;
  return twips(needs.map((n, i) => (i === wide ? room : n * scale)));
}

function cell(
  text: string,
  width: number,
  options: {
    bold?: boolean;
    right?: boolean;
    center?: boolean;
    shade?: string;
    span?: number;
    rows?: number;
  },
) {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    columnSpan: options.span && options.span > 1 ? options.span : undefined,
    rowSpan: options.rows && options.rows > 1 ? options.rows : undefined,
    margins: MARGINS,
    verticalAlign: options.center ? VerticalAlign.CENTER : VerticalAlign.TOP,
    shading: options.shade ? { fill: options.shade, color: 'auto', type: 'clear' } : undefined,
    children: [
      new Paragraph({
        spacing: { before: 0, after: 0, line: 170, lineRule: LineRuleType.EXACT },
        alignment: options.right
          ? AlignmentType.RIGHT
          : options.center
            ? AlignmentType.CENTER
            : AlignmentType.LEFT,
        children: [new TextRun({ text, bold: options.bold, size: SIZE })],
      }),
    ],
  });
}

function headerRows(l: TableLayout, widths: number[]): TableRow[] {
  const head = { bold: true, center: true, shade: SHADE.head };
  // A table without grouped headers (a list of records) has one header row.
  if (l.groups.length === 0)
    return [
      new TableRow({ tableHeader: true, children: l.columns.map((c, i) => cell(c.header, widths[i], head)) }),
    ];
  const span = (from: number, to: number) => widths.slice(from, to + 1).reduce((a, b) => a + b, 0);
  const top: TableCell[] = [];
  const bottom: TableCell[] = [];
  l.columns.forEach((c, i) => {
    const group = l.groups.find((g) => i >= g.from && i <= g.to);
    if (!group) top.push(cell(c.header, widths[i], { ...head, rows: 2 }));
    else {
      if (group.from === i)
        top.push(cell(group.label, span(group.from, group.to), { ...head, span: group.to - group.from + 1 }));
      bottom.push(cell(c.header, widths[i], head));
    }
  });
  return [
    new TableRow({ tableHeader: true, children: top }),
    new TableRow({ tableHeader: true, children: bottom }),
  ];
}

function bodyRow(l: TableLayout, r: Layout['rows'][number], widths: number[]): TableRow {
  const children: TableCell[] = [];
  for (let i = 0; i < l.columns.length; i++) {
    const spanEnd = r.spans?.find(([from]) => from === i)?.[1] ?? i;
    const v = r.cells[i] ?? null;
    children.push(
      cell(
        cellText(v),
        widths.slice(i, spanEnd + 1).reduce((a, b) => a + b, 0),
        {
          bold: r.kind !== 'row',
          right: typeof v === 'number' || isPercent(v),
          shade: SHADE[r.kind],
          span: spanEnd - i + 1,
        },
      ),
    );
    i = spanEnd;
  }
  return new TableRow({ cantSplit: true, children });
}

function narrativeParagraphs(parts: NonNullable<Layout['narrative']>): Paragraph[] {
  const out: Paragraph[] = [];
  for (const part of parts) {
    out.push(new Paragraph({ text: part.title, heading: HeadingLevel.HEADING_3, spacing: { before: 240 } }));
    for (const block of richTextBlocks(part.html))
      out.push(blockParagraph(block, { heading: HeadingLevel.HEADING_4, size: 20 }));
  }
  return out;
}

/** What a table needs of a layout (a live block's table has the same shape). */
export type TableLayout = Pick<Layout, 'columns' | 'groups' | 'rows'>;

/**
 * A layout as a Word table `width` twips wide (the landscape page's text width unless given):
 * grouped header rows repeated on every page, widths from the content. Shared with the
 * accreditation report's Word file, whose live blocks are tables of this shape.
 */
export function layoutTable(l: TableLayout, width = TEXT_WIDTH): Table {
  const widths = widthsOf(l, width);
  return new Table({
    width: { size: width, type: WidthType.DXA },
    columnWidths: widths,
    layout: TableLayoutType.FIXED,
    rows: [...headerRows(l, widths), ...l.rows.map((r) => bodyRow(l, r, widths))],
  });
}

export async function wordOf(layouts: Layout[]): Promise<Buffer> {
  const sections = layouts.map((l) => {
    return {
      properties: {
        page: {
          size: { width: PAGE.height, height: PAGE.width, orientation: PageOrientation.LANDSCAPE },
          margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
        },
      },
      children: [
        new Paragraph({
          heading: HeadingLevel.HEADING_2,
          spacing: { after: 60 },
          children: [new TextRun({ text: [l.school, l.title].filter(Boolean).join(' · ') })],
        }),
        new Paragraph({
          spacing: { after: 120 },
          children: [new TextRun({ text: l.subtitle, italics: true, size: 18 })],
        }),
        layoutTable(l),
        ...narrativeParagraphs(l.narrative ?? []),
      ],
    };
  });
  const styles = { default: { document: { run: { font: 'Arial', size: 20 } } } };
  return Buffer.from(await Packer.toBuffer(new Document({ styles, sections })));
}
