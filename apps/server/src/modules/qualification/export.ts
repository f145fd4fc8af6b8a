import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  PageOrientation,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import ExcelJS from 'exceljs';
import type { Layout } from './layout.ts';

/** Renders table layouts (layout.ts) as an Excel workbook or a Word document, one sheet or section per table. */

const FILL: Record<string, string> = { group: 'FFE6F4F1', subtotal: 'FFF2F2F2', total: 'FFD9EDE9' };

export async function excelOf(layouts: Layout[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Accredit';
  for (const l of layouts) {
    const ws = wb.addWorksheet(l.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '));
    ws.addRow([l.title]).font = { bold: true, size: 13 };
    ws.addRow([l.subtitle]).font = { italic: true };
    const head = ws.addRow(l.header);
    head.font = { bold: true };
    head.alignment = { wrapText: true, vertical: 'middle' };
    for (const r of l.rows) {
      const row = ws.addRow(r.cells);
      if (r.kind !== 'row' && r.kind !== 'text') row.font = { bold: true };
      const fill = FILL[r.kind];
      if (fill)
        row.eachCell({ includeEmpty: true }, (c) => {
          c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: fill } };
        });
    }
    ws.columns.forEach((c, i) => {
      c.width = i === 0 ? 34 : 14;
    });
    ws.views = [{ state: 'frozen', ySplit: 3 }];
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function cellText(v: string | number | null): string {
  if (v === null) return '';
  return typeof v === 'number' ? String(v) : v;
}

export async function wordOf(layouts: Layout[]): Promise<Buffer> {
  const sections = layouts.map((l) => ({
    properties: { page: { size: { orientation: PageOrientation.LANDSCAPE } } },
    children: [
      new Paragraph({ text: l.title, heading: HeadingLevel.HEADING_2 }),
      new Paragraph({ children: [new TextRun({ text: l.subtitle, italics: true })] }),
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({
            tableHeader: true,
            children: l.header.map(
              (h) =>
                new TableCell({
                  children: [new Paragraph({ children: [new TextRun({ text: h, bold: true, size: 16 })] })],
                }),
            ),
          }),
          ...l.rows.map(
            (r) =>
              new TableRow({
                children: l.header
                  .map((_, i) => {
                    const v = r.cells[i] ?? null;
                    return new TableCell({
                      columnSpan: r.kind === 'text' && i === 1 ? l.header.length - 1 : undefined,
                      children: [
                        new Paragraph({
                          alignment: typeof v === 'number' ? AlignmentType.RIGHT : AlignmentType.LEFT,
                          children: [
                            new TextRun({
                              text: cellText(v),
                              bold: r.kind !== 'row' && r.kind !== 'text',
                              size: 16,
                            }),
                          ],
                        }),
                      ],
                    });
                  })
                  .slice(0, r.kind === 'text' ? 2 : l.header.length),
              }),
          ),
        ],
      }),
    ],
  }));
  return Buffer.from(await Packer.toBuffer(new Document({ sections })));
}
