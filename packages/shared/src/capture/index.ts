import { bibtexToRaw, readBibtex } from './bibtex.ts';
import { readCsv } from './csv.ts';
import {
  type CaptureFormat,
  type CaptureProblem,
  type CaptureResult,
  finishEntry,
  type RawEntry,
} from './entry.ts';
import { readEndnote, readRis } from './tagged.ts';

export { readBibtex } from './bibtex.ts';
export { readCsvRows } from './csv.ts';
export * from './decode.ts';
/**
 * Publication capture (DOMAIN.md section 8): reads BibTeX, RIS, EndNote tagged text and CSV into
 * research-output entries. Pure functions, shared by the server (preview, commit) and the bench.
 */
export * from './entry.ts';
export * from './latex.ts';
export * from './names.ts';
export * from './types-map.ts';

export const CAPTURE_FORMATS: readonly CaptureFormat[] = ['bibtex', 'ris', 'endnote', 'csv'];

/** The format of a text by its content; the file name's extension only breaks a tie. */
export function detectFormat(text: string, fileName?: string): CaptureFormat | null {
  const head = text.slice(0, 20_000);
  if (/^\s*@[A-Za-z]+\s*[{(]/m.test(head)) return 'bibtex';
  if (/^\s*TY {2}- ?\S/m.test(head)) return 'ris';
  if (/^%0 \S/m.test(head)) return 'endnote';
  const ext = fileName?.toLowerCase().split('.').pop();
  if (ext === 'bib') return 'bibtex';
  if (ext === 'ris') return 'ris';
  if (ext === 'enw') return 'endnote';
  const firstLine = head.split('\n', 1)[0] ?? '';
  if (ext === 'csv' || /[,;\t]/.test(firstLine)) return 'csv';
  return null;
}

/** Strips a byte-order mark and unifies line ends. */
export function cleanText(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

export function parseCapture(input: string, format?: CaptureFormat | null, fileName?: string): CaptureResult {
  const text = cleanText(input);
  const chosen = format ?? detectFormat(text, fileName);
  if (!chosen)
    return {
      format: 'csv',
      entries: [],
      problems: [{ line: 1, key: 'facultyio.capture.problems.unknownFormat' }],
    };
  const problems: CaptureProblem[] = [];
  let raws: RawEntry[];
  if (chosen === 'bibtex') {
    const read = readBibtex(text);
    raws = read.entries.map(bibtexToRaw);
    for (const line of read.broken) problems.push({ line, key: 'facultyio.capture.problems.unreadable' });
  } else if (chosen === 'ris') raws = readRis(text);
  else if (chosen === 'endnote') raws = readEndnote(text);
  else raws = readCsv(text);
  const entries = [];
  for (const raw of raws) {
    const entry = finishEntry(raw, entries.length);
    if (!entry.titleZh && !entry.titleEn) {
      problems.push({ line: raw.line, key: 'facultyio.capture.problems.noTitle' });
      continue;
    }
    entries.push(entry);
  }
  if (entries.length === 0 && problems.length === 0)
    problems.push({ line: 1, key: 'facultyio.capture.problems.empty' });
  return { format: chosen, entries, problems };
}
