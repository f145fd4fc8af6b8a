import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { cleanText, type ExtractLimits, ExtractTimeout } from './limits.ts';

/**
 * The text of a PDF, page by page, with its line breaks. pdf.js (the legacy build, which runs on
 * Node 20) parses it without evaluating code or loading fonts. Chinese PDFs often use Adobe's
 * predefined CMaps (UniGB-UCS2-H with STSong-Light and the like) instead of embedded fonts with
 * their own Unicode table: pdf.js reads those CMaps, and the standard fonts' metrics, from files
 * shipped in pdfjs-dist, so both folders are given by path.
 */
const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const CMAP_DIR = `${join(pdfjsRoot, 'cmaps')}/`;
const FONT_DIR = `${join(pdfjsRoot, 'standard_fonts')}/`;

interface Item {
  str: string;
  hasEOL: boolean;
  transform: number[];
  width: number;
  height: number;
}

const isItem = (item: object): item is Item => 'str' in item && 'transform' in item;

/** One page's items as lines: a new line where pdf.js says so or where the baseline moves, a space across a visible gap. */
export function pageText(items: readonly object[]): string {
  let out = '';
  let lastY: number | null = null;
  let lastEnd = 0;
  let lastSize = 0;
  for (const item of items) {
    if (!isItem(item)) continue;
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const size = Math.abs(item.height) || Math.abs(item.transform[3] ?? 0) || lastSize;
    if (item.str) {
      if (lastY !== null && !out.endsWith('\n')) {
        if (Math.abs(y - lastY) > Math.max(size, lastSize) * 0.5) out += '\n';
        else if (x - lastEnd > Math.max(size, lastSize) * 0.25 && !/\s$/.test(out) && !/^\s/.test(item.str))
          out += ' ';
      }
      out += item.str;
      lastY = y;
      lastEnd = x + item.width;
      lastSize = size;
    }
    if (item.hasEOL) out += '\n';
  }
  return out;
}

/** Throws when the PDF cannot be read (broken, encrypted with a password) or takes longer than the limit. */
export async function extractPdfText(bytes: Uint8Array, limits: ExtractLimits): Promise<string> {
  const deadline = Date.now() + limits.timeoutMs;
  const task = getDocument({
    // pdf.js may detach the buffer it is given: hand it a copy the caller does not hold.
    data: new Uint8Array(bytes),
    disableFontFace: true,
    isEvalSupported: false,
    useSystemFonts: false,
    cMapUrl: CMAP_DIR,
    cMapPacked: true,
    standardFontDataUrl: FONT_DIR,
    verbosity: VerbosityLevel.ERRORS,
  });
  try {
    const doc = await task.promise;
    const pages = Math.min(doc.numPages, limits.maxPages);
    const parts: string[] = [];
    let length = 0;
    for (let n = 1; n <= pages && length < limits.maxChars; n++) {
      // Between pages the event loop gets its turn (pdf.js's in-thread parser answers through
      // promises only, which would otherwise hold the loop for the whole file), and the time
      // limit is checked.
      await new Promise((resolve) => setImmediate(resolve));
      if (Date.now() > deadline) throw new ExtractTimeout();
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const text = pageText(content.items);
      page.cleanup();
      parts.push(text);
      length += text.length + 2;
    }
    return cleanText(parts.join('\n\n'), limits.maxChars);
  } finally {
    await task.destroy();
  }
}
