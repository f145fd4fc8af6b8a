import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { blockParagraph, textWidth } from '../../core/office.ts';
import type { Cell, SyllabusWord, WordTable } from './syllabus-word.ts';

/**
 * The syllabus as a Word file (portrait A4): a title, the course header as a two-column table,
 * then each section as prose or a table with a repeated, shaded header row. Figures align right
 * and print as plain numbers (30, 12.5), never padded text. East-Asian text gets a Chinese font.
 */
const FONT = { ascii: 'Calibri', hAnsi: 'Calibri', eastAsia: 'SimSun', cs: 'Calibri' };
const PAGE = { width: 11906, height: 16838, margin: 1134 }; // A4 in twips, 2 cm margins
const TEXT_WIDTH = PAGE.width - 2 * PAGE.margin;
const HEAD_SHADE = 'DDE8E6';
const GREY = '666666';
const SIZE = 20;

const shown = (v: Cell) => (v === null ? '' : typeof v === 'number' ? String(v) : v);

function cell(value: Cell, width: number, options: { bold?: boolean; shade?: string } = {}) {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    shading: options.shade ? { fill: options.shade, color: 'auto', type: 'clear' } : undefined,
    margins: { top: 40, bottom: 40, left: 80, right: 80 },
    children: [
      new Paragraph({
        alignment: typeof value === 'number' ? AlignmentType.RIGHT : AlignmentType.LEFT,
        children: [new TextRun({ text: shown(value), bold: options.bold, size: SIZE })],
      }),
    ],
  });
}

/** Column widths from the longest text of each column (CJK double), in proportion to the page. */
function widths(table: WordTable): number[] {
  const need = table.headers.map((h, i) =>
    Math.min(
      60,
      Math.max(
        6,
        Math.max(...h.split(/\s+/).map(textWidth)),
        ...table.rows.map((r) => textWidth(shown(r[i] ?? null))),
      ),
    ),
  );
  const sum = need.reduce((a, b) => a + b, 0);
  return need.map((n) => Math.floor((n * TEXT_WIDTH) / sum));
}

function wordTable(table: WordTable): Table {
  const w = widths(table);
  const rows = [
    new TableRow({
      tableHeader: true,
      children: table.headers.map((h, i) => cell(h, w[i], { bold: true, shade: HEAD_SHADE })),
    }),
    ...table.rows.map((r) => new TableRow({ cantSplit: true, children: r.map((v, i) => cell(v, w[i])) })),
  ];
  if (table.total)
    rows.push(
      new TableRow({ children: table.total.map((v, i) => cell(v, w[i], { bold: true, shade: 'F2F2F2' })) }),
    );
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: w,
    layout: TableLayoutType.FIXED,
    rows,
  });
}

function headerTable(header: SyllabusWord['header']): Table {
  const label = Math.floor(TEXT_WIDTH * 0.3);
  const value = TEXT_WIDTH - label;
  return new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
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

function sectionChildren(section: SyllabusWord['sections'][number]): (Paragraph | Table)[] {
  const out: (Paragraph | Table)[] = [
    new Paragraph({
      text: section.heading,
      heading: HeadingLevel.HEADING_2,
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '21887C', space: 2 } },
      spacing: { before: 280, after: 120 },
    }),
  ];
  const hasTable = section.table && section.table.rows.length > 0;
  const hasBlocks = section.blocks && section.blocks.length > 0;
  if (hasBlocks)
    out.push(...(section.blocks ?? []).map((b) => blockParagraph(b, { heading: HeadingLevel.HEADING_3 })));
  if (hasTable && section.table) out.push(wordTable(section.table));
  if (!hasBlocks && !hasTable && section.empty)
    out.push(new Paragraph({ children: [new TextRun({ text: section.empty, color: GREY, italics: true })] }));
  return out;
}

export async function buildSyllabusDocx(word: SyllabusWord): Promise<Buffer> {
  const doc = new Document({
    creator: 'Accredit',
    title: `${word.title} - ${word.courseTitle}`,
    styles: { default: { document: { run: { font: FONT, size: 21 } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
          },
        },
        children: [
          new Paragraph({ text: word.title, heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 240 },
            children: [new TextRun({ text: word.courseTitle, bold: true, size: 32 })],
          }),
          headerTable(word.header),
          ...word.sections.flatMap(sectionChildren),
        ],
      },
    ],
  });
  return Buffer.from(await Packer.toBuffer(doc));
}
