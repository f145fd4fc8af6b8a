import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sniff } from './sniff.ts';

/** A real ZIP archive (local headers, central directory, end record); CRCs are not checked by sniff. */
function zip(files: Record<string, string>, deflate = true): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const raw = Buffer.from(text);
    const data = deflate ? deflateRawSync(raw) : raw;
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(deflate ? 8 : 0, 10);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(raw.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const types = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Override PartName="/main" ContentType="application/vnd.openxmlformats-officedocument.${main}"/></Types>`;

describe('content sniffing', () => {
  it('takes a PDF by its structure and refuses markup behind a PDF header', () => {
    expect(sniff(Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'))).toBe('pdf');
    expect(sniff(Buffer.from('%PDF-1.7\nxref\n0 1\nstartxref\n9\n%%EOF'))).toBe('pdf');
    // Objects and the end marker are there, but the file opens as a page.
    expect(
      sniff(Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n1 0 obj <<>> endobj\n%%EOF\n')),
    ).toBe(null);
    expect(sniff(Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n'))).toBe(null); // no %%EOF
    expect(sniff(Buffer.from('%PDF-1.4\nno structure at all\n%%EOF\n'))).toBe(null);
    expect(sniff(Buffer.from('%PDF-x.y\n1 0 obj <<>> endobj\n%%EOF\n'))).toBe(null);
  });

  it('takes an Office file only when its content types name a main part that is there', () => {
    expect(
      sniff(
        zip({
          '[Content_Types].xml': types('wordprocessingml.document.main+xml'),
          'word/document.xml': '<w/>',
        }),
      ),
    ).toBe('docx');
    expect(
      sniff(
        zip(
          { '[Content_Types].xml': types('spreadsheetml.sheet.main+xml'), 'xl/workbook.xml': '<x/>' },
          false,
        ),
      ),
    ).toBe('xlsx');
    // The names alone: content types that are not XML, or name another kind, or a missing main part.
    expect(sniff(zip({ '[Content_Types].xml': 'hello', 'word/document.xml': '<w/>' }))).toBe(null);
    expect(
      sniff(
        zip({ '[Content_Types].xml': types('spreadsheetml.sheet.main+xml'), 'word/document.xml': '<w/>' }),
      ),
    ).toBe(null);
    expect(sniff(zip({ '[Content_Types].xml': types('wordprocessingml.document.main+xml') }))).toBe(null);
    expect(sniff(zip({ 'word/document.xml': '<w/>' }))).toBe(null);
    // A corrupt deflate stream for the content types.
    const broken = zip({
      '[Content_Types].xml': types('wordprocessingml.document.main+xml'),
      'word/document.xml': '<w/>',
    });
    broken.fill(0xff, 30 + '[Content_Types].xml'.length, 30 + '[Content_Types].xml'.length + 8);
    expect(sniff(broken)).toBe(null);
  });
});
