/**
 * Small PDFs written by hand for the tests: each page has a Chinese line set in STSong-Light with
 * the predefined CMap UniGB-UCS2-H (no embedded font, no Unicode table: the reader needs Adobe's
 * CMaps to know the characters) and an English line in Helvetica.
 */
export interface TestPage {
  zh: string;
  en: string;
}

function ucs2Hex(text: string): string {
  let hex = '';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return hex;
}

const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

export function makeCmapPdf(pages: readonly TestPage[]): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const pageIds = pages.map((_, i) => 6 + i * 2);
  add('<< /Type /Catalog /Pages 2 0 R >>'); // 1
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`); // 2
  add(
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>',
  ); // 3
  add(
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ' +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 5 0 R /DW 1000 >>',
  ); // 4
  add(
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [0 -200 1000 900] ' +
      '/ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 700 /StemV 80 >>',
  ); // 5
  const helvetica = 6 + pages.length * 2;
  for (const page of pages) {
    const pageId = objects.length + 1;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ` +
        `/Resources << /Font << /F1 3 0 R /F2 ${helvetica} 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
    );
    const content =
      `BT /F1 16 Tf 72 760 Td <${ucs2Hex(page.zh)}> Tj ET\n` +
      `BT /F2 12 Tf 72 730 Td (${escapePdf(page.en)}) Tj ET\n`;
    add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`);
  }
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) out += `${String(at).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
