import { AlignmentType, BorderStyle, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { CvDocument, CvItem, CvSection } from './cv-model.ts';

/**
 * The CV as a Word file, built from the in-memory CvDocument (no template on disk). East-Asian
 * text gets a Chinese font so Word does not fall back to a font without the characters.
 */
const FONT = { ascii: 'Calibri', hAnsi: 'Calibri', eastAsia: 'SimSun', cs: 'Calibri' };
const GREY = '666666';

function itemParagraph(item: CvItem, bullet: boolean): Paragraph {
  const runs = item.runs.map((r) => new TextRun({ text: r.text, bold: r.bold, italics: r.italic }));
  if (item.note) runs.push(new TextRun({ text: ` ${item.note}`, color: GREY, size: 18 }));
  return new Paragraph({ children: runs, bullet: bullet ? { level: 0 } : undefined, spacing: { after: 60 } });
}

function sectionParagraphs(section: CvSection): Paragraph[] {
  const out = [
    new Paragraph({
      text: section.heading,
      heading: HeadingLevel.HEADING_1,
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '21887C', space: 2 } },
      spacing: { before: 240, after: 120 },
    }),
  ];
  for (const f of section.fields ?? [])
    out.push(
      new Paragraph({ children: [new TextRun({ text: `${f.label}: `, bold: true }), new TextRun(f.value)] }),
    );
  for (const item of section.items ?? []) out.push(itemParagraph(item, true));
  for (const group of section.groups ?? []) {
    out.push(
      new Paragraph({ text: group.heading, heading: HeadingLevel.HEADING_2, spacing: { before: 160 } }),
    );
    for (const { year, items } of group.years) {
      out.push(new Paragraph({ text: year, heading: HeadingLevel.HEADING_3 }));
      for (const item of items) out.push(itemParagraph(item, true));
    }
  }
  const isEmpty = !section.fields?.length && !section.items?.length && !section.groups?.length;
  if (isEmpty && section.empty)
    out.push(new Paragraph({ children: [new TextRun({ text: section.empty, color: GREY, italics: true })] }));
  return out;
}

export async function buildCvDocx(cv: CvDocument): Promise<Buffer> {
  const doc = new Document({
    creator: 'Accredit',
    title: `${cv.title} - ${cv.name}`,
    styles: { default: { document: { run: { font: FONT, size: 21 } } } },
    sections: [
      {
        children: [
          new Paragraph({ text: cv.title, heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER }),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [new TextRun({ text: cv.name, bold: true, size: 32 })],
          }),
          ...(cv.subtitle
            ? [
                new Paragraph({
                  alignment: AlignmentType.CENTER,
                  children: [new TextRun({ text: cv.subtitle, color: GREY })],
                }),
              ]
            : []),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [new TextRun({ text: `${cv.period} · ${cv.generated}`, color: GREY, size: 18 })],
          }),
          ...cv.sections.flatMap(sectionParagraphs),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
