/**
 * Bounds on one extraction: a hostile or enormous upload (20 MB may hold thousands of pages, or a
 * ZIP bomb) must cost a bounded amount of time, memory and index space. Text past the character
 * limit is dropped: the first million characters are what a reviewer's search needs.
 */
export interface ExtractLimits {
  maxPages: number;
  maxChars: number;
  /** Wall-clock budget of one file, in milliseconds. */
  timeoutMs: number;
  /** Largest inflated XML part of a Word file, in bytes. */
  maxXmlBytes: number;
}

export const DEFAULT_LIMITS: ExtractLimits = {
  maxPages: 2000,
  maxChars: 1_000_000,
  timeoutMs: 60_000,
  maxXmlBytes: 64 * 1024 * 1024,
};

export type TextKind = 'pdf' | 'docx';

export const TEXT_MIME: Record<TextKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Which extractor reads a stored file of this (content-sniffed) type; null when none does. */
export function textKindOf(mime: string | null | undefined): TextKind | null {
  if (mime === TEXT_MIME.pdf) return 'pdf';
  if (mime === TEXT_MIME.docx) return 'docx';
  return null;
}

export class ExtractTimeout extends Error {
  constructor() {
    super('text extraction took too long');
  }
}

/**
 * Text as PostgreSQL stores it: no NUL (a text column refuses it) nor other control characters
 * except tab and line breaks, no lone surrogate halves, and at most `maxChars` characters.
 */
export function cleanText(text: string, maxChars: number): string {
  const cleaned = text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (cleaned.length <= maxChars) return cleaned;
  // Do not cut a surrogate pair in half.
  const end = /[\ud800-\udbff]/.test(cleaned[maxChars - 1] ?? '') ? maxChars - 1 : maxChars;
  return cleaned.slice(0, end);
}
