import { inflateRawSync } from 'node:zlib';

/**
 * File types are decided by content (magic bytes), never by the name or the browser's claim.
 * A PDF must have a PDF's structure, not just its first five bytes; an Office file is a ZIP archive
 * whose central directory and content types name a main part that is really there. Anything else,
 * SVG, HTML and polyglots included, is refused.
 */
export type FileType = 'jpeg' | 'png' | 'pdf' | 'docx' | 'xlsx' | 'pptx';

export const MIME: Record<FileType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

const startsWith = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

/** Markup a browser could take for a page: a "PDF" that carries it near its start is a polyglot. */
const MARKUP = /<(html|head|body|script|iframe|svg|object|embed)\b|<!doctype/i;

/** A PDF by structure: version header, objects or a cross-reference, `%%EOF` at the end, no markup up front. */
function isPdf(buf: Buffer): boolean {
  if (!/^%PDF-[12]\.\d/.test(buf.subarray(0, 8).toString('latin1'))) return false;
  const head = buf.subarray(0, 1024).toString('latin1');
  if (MARKUP.test(head)) return false;
  if (
    !buf
      .subarray(Math.max(0, buf.length - 1024))
      .toString('latin1')
      .includes('%%EOF')
  )
    return false;
  const text = buf.toString('latin1');
  return /\d+\s+\d+\s+obj\b/.test(text) || text.includes('startxref');
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The central directory of a ZIP archive (what the archive really holds), or null when it has none. */
export function zipEntries(buf: Buffer): ZipEntry[] | null {
  const from = Math.max(0, buf.length - 65_557);
  let eocd = -1;
  for (let i = buf.length - 22; i >= from; i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = buf.readUInt16LE(at + 28);
    const skip = nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    entries.push({
      name: buf.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
      method: buf.readUInt16LE(at + 10),
      compressedSize: buf.readUInt32LE(at + 20),
      size: buf.readUInt32LE(at + 24),
      localOffset: buf.readUInt32LE(at + 42),
    });
    at += 46 + skip;
  }
  return entries;
}

/** The entry's own header is where the directory says (the part is really in the archive). */
function hasLocalHeader(buf: Buffer, entry: ZipEntry): boolean {
  return entry.localOffset + 30 <= buf.length && buf.readUInt32LE(entry.localOffset) === 0x04034b50;
}

/** An entry's bytes, inflated (at most `maxBytes`); null when they cannot be read. */
export function readEntry(buf: Buffer, entry: ZipEntry, maxBytes = 1024 * 1024): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== 0x04034b50) return null;
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const data = buf.subarray(start, start + entry.compressedSize);
  try {
    if (entry.method === 0) return data;
    if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch {
    return null;
  }
  return null;
}

const OFFICE: { type: FileType; main: string; contentType: string }[] = [
  { type: 'docx', main: 'word/document.xml', contentType: 'wordprocessingml.document.main+xml' },
  { type: 'xlsx', main: 'xl/workbook.xml', contentType: 'spreadsheetml.sheet.main+xml' },
  { type: 'pptx', main: 'ppt/presentation.xml', contentType: 'presentationml.presentation.main+xml' },
];

/** Office Open XML by what the archive holds: its content types name the main part, which is there and not empty. */
function officeType(buf: Buffer): FileType | null {
  const entries = zipEntries(buf);
  const types = entries?.find((e) => e.name === '[Content_Types].xml');
  if (!entries || !types) return null;
  const xml = readEntry(buf, types)?.toString('utf8') ?? '';
  if (!xml.includes('<Types')) return null;
  for (const office of OFFICE) {
    const main = entries.find((e) => e.name === office.main);
    if (main && main.size > 0 && xml.includes(office.contentType) && hasLocalHeader(buf, main))
      return office.type;
  }
  return null;
}

export function sniff(buf: Buffer): FileType | null {
  if (buf.length < 8) return null;
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return isPdf(buf) ? 'pdf' : null;
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return officeType(buf);
  return null;
}

/** What each kind of upload accepts, and how large it may be. */
export const KINDS = {
  avatar: { types: ['jpeg', 'png'], maxBytes: 2 * 1024 * 1024 },
  image: { types: ['jpeg', 'png'], maxBytes: 5 * 1024 * 1024 },
  pdf: { types: ['pdf'], maxBytes: 20 * 1024 * 1024 },
  document: { types: ['jpeg', 'png', 'pdf', 'docx', 'xlsx', 'pptx'], maxBytes: 20 * 1024 * 1024 },
} as const satisfies Record<string, { types: readonly FileType[]; maxBytes: number }>;
export type UploadKind = keyof typeof KINDS;

export function isKind(value: string): value is UploadKind {
  return value in KINDS;
}
