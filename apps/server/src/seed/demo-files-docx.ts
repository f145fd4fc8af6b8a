import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

/**
 * The demo school's Word documents, written at seed time (no template on disk): a bilingual title,
 * a line saying who wrote it and when, then sections whose paragraphs come in Chinese and English
 * (the English one in grey beneath), and plain tables. Chinese runs get a Chinese font so Word does
 * not fall back to one without the characters.
 */

/** [Chinese, English]. */
export type Bilingual = readonly [string, string];

export interface DocTable {
  head: readonly string[];
  rows: readonly (readonly (string | number)[])[];
}

export interface DocSection {
  heading: Bilingual;
  paragraphs?: readonly Bilingual[];
  table?: DocTable;
  /** Paragraphs after the table. */
  after?: readonly Bilingual[];
}

export interface DocBody {
  title: Bilingual;
  /** Who issued it and when, e.g. ['学院办公室 2025年3月', "Dean's Office, March 2025"]. */
  meta: Bilingual;
  sections: readonly DocSection[];
}

const FONT = { ascii: 'Calibri', hAnsi: 'Calibri', eastAsia: 'Microsoft YaHei', cs: 'Calibri' };
const GREY = '555555';

function bilingual([zh, en]: Bilingual): Paragraph[] {
  const out: Paragraph[] = [];
  if (zh) out.push(new Paragraph({ children: [new TextRun(zh)], spacing: { after: 40 } }));
  if (en)
    out.push(new Paragraph({ children: [new TextRun({ text: en, color: GREY })], spacing: { after: 160 } }));
  return out;
}

const cellBorder = { style: BorderStyle.SINGLE, size: 4, color: '999999' };

function cell(text: string | number, bold = false): TableCell {
  return new TableCell({
    children: [new Paragraph({ children: [new TextRun({ text: String(text), bold })] })],
    borders: { top: cellBorder, bottom: cellBorder, left: cellBorder, right: cellBorder },
  });
}

function table(t: DocTable): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: t.head.map((h) => cell(h, true)) }),
      ...t.rows.map((r) => new TableRow({ children: r.map((c) => cell(c)) })),
    ],
  });
}

export async function buildDemoDocx(body: DocBody): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [
    new Paragraph({ text: body.title[0], heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: body.title[1], bold: true, size: 28 })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 240 },
      children: [new TextRun({ text: `${body.meta[0]} · ${body.meta[1]}`, color: GREY, size: 18 })],
    }),
  ];
  for (const s of body.sections) {
    children.push(
      new Paragraph({
        text: `${s.heading[0]} · ${s.heading[1]}`,
        heading: HeadingLevel.HEADING_1,
        spacing: { before: 240, after: 120 },
      }),
    );
    for (const p of s.paragraphs ?? []) children.push(...bilingual(p));
    if (s.table) children.push(table(s.table), new Paragraph({ text: '' }));
    for (const p of s.after ?? []) children.push(...bilingual(p));
  }
  const doc = new Document({
    creator: 'Business School',
    title: `${body.title[0]} ${body.title[1]}`,
    styles: { default: { document: { run: { font: FONT, size: 21 } } } },
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}

/** Every text of a document, for checks that a phrase is in it. */
export function docText(body: DocBody): string {
  const parts: string[] = [...body.title, ...body.meta];
  for (const s of body.sections) {
    parts.push(...s.heading);
    for (const p of [...(s.paragraphs ?? []), ...(s.after ?? [])]) parts.push(...p);
    if (s.table) parts.push(...s.table.head, ...s.table.rows.flat().map(String));
  }
  return parts.join('\n');
}
