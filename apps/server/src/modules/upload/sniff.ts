/**
 * File types are decided by content (magic bytes), never by the name or the browser's claim.
 * Office files are ZIP archives: the entries tell a Word document from a workbook. Anything else,
 * SVG and HTML included, is refused.
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

export function sniff(buf: Buffer): FileType | null {
  if (buf.length < 8) return null;
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) {
    // Entry names sit in the local headers as plain bytes; [Content_Types].xml marks Office Open XML.
    const names = buf.toString('latin1');
    if (!names.includes('[Content_Types].xml')) return null;
    if (names.includes('word/')) return 'docx';
    if (names.includes('xl/')) return 'xlsx';
    if (names.includes('ppt/')) return 'pptx';
  }
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
