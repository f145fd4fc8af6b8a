import { type CapturedAuthor, hasHan } from './names.ts';

/**
 * One publication as read from a file, in the terms of the research-output record (researchOutput
 * in the faculty model): the mapped output type (1-13), both titles, venue, the type's date,
 * identifiers. Parsers fill a RawEntry; `finishEntry` makes the fields uniform.
 */
export type CaptureFormat = 'bibtex' | 'ris' | 'endnote' | 'csv';

export interface CapturedEntry {
  /** Position in the file, 0-based (the id the preview and commit use). */
  index: number;
  /** 1-based line where the entry starts. */
  line: number;
  /** The file's own type word (`article`, `JOUR`, `Journal Article`, `期刊`). */
  sourceType: string;
  /** Research-output type, dictionary `researchOutputType` 1-13. */
  outputType: number;
  titleZh: string | null;
  titleEn: string | null;
  authors: CapturedAuthor[];
  venueName: string | null;
  /** YYYY-MM-DD; the first of the month (or of January) when the file gives less. */
  publishDate: string | null;
  year: number | null;
  volume: string | null;
  issue: string | null;
  pages: string | null;
  doi: string | null;
  isbn: string | null;
  patentNumber: string | null;
  abstract: string | null;
  keywords: string | null;
  publisher: string | null;
  url: string | null;
}

/** What a parser collected before normalisation. */
export interface RawEntry {
  line: number;
  sourceType: string;
  outputType: number;
  titles: string[];
  authors: CapturedAuthor[];
  venueName?: string;
  year?: string;
  month?: string;
  date?: string;
  volume?: string;
  issue?: string;
  pages?: string;
  startPage?: string;
  endPage?: string;
  doi?: string;
  isbn?: string;
  patentNumber?: string;
  abstract?: string;
  keywords?: string[];
  publisher?: string;
  url?: string;
}

export interface CaptureProblem {
  line: number;
  /** Catalog key (facultyio.capture.problems.*). */
  key: string;
}

export interface CaptureResult {
  format: CaptureFormat;
  entries: CapturedEntry[];
  problems: CaptureProblem[];
}

const clean = (v: string | undefined | null): string | null => {
  const t = (v ?? '').replace(/\s+/g, ' ').trim();
  return t === '' ? null : t;
};

/** `https://doi.org/10.1/ABC`, `doi:10.1/abc` and `10.1/abc` are one DOI (DOIs ignore case). */
export function normaliseDoi(doi: string | null | undefined): string | null {
  const t = clean(doi);
  if (!t) return null;
  const m = /10\.\d{4,9}\/\S+/.exec(t);
  return m ? m[0].replace(/[.,;]+$/, '').toLowerCase() : null;
}

/** The title as compared for duplicates: case, accents, punctuation and spacing do not count. */
export function normaliseTitle(title: string | null | undefined): string {
  return (title ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

function monthOf(text: string | undefined): number | null {
  const t = (text ?? '').trim().toLowerCase();
  if (!t) return null;
  const n = Number.parseInt(t, 10);
  if (n >= 1 && n <= 12) return n;
  const cn = /^(\d{1,2})月/.exec(t);
  if (cn) return Number(cn[1]);
  return MONTHS[t.slice(0, 3)] ?? null;
}

const pad = (n: number) => String(n).padStart(2, '0');

function validDate(y: number, m: number, d: number): string | null {
  const iso = `${y}-${pad(m)}-${pad(d)}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** A date from the pieces files give: `2021-05-12`, `2021/05/12/`, `2021年5月`, `May 2021`, year + month. */
export function normaliseDate(
  date: string | undefined,
  year: string | undefined,
  month: string | undefined,
): { publishDate: string | null; year: number | null } {
  const full = /(\d{4})\s*[-/年.]\s*(\d{1,2})(?:\s*[-/月.]\s*(\d{1,2}))?/.exec(date ?? '');
  if (full) {
    const iso = validDate(Number(full[1]), Number(full[2]), full[3] ? Number(full[3]) : 1);
    if (iso) return { publishDate: iso, year: Number(full[1]) };
  }
  const y = /(\d{4})/.exec(year ?? '') ?? /(\d{4})/.exec(date ?? '');
  if (!y) return { publishDate: null, year: null };
  const yearN = Number(y[1]);
  if (yearN < 1000 || yearN > 9999) return { publishDate: null, year: null };
  const m = monthOf(month) ?? monthOf((date ?? '').replace(/\d{4}/, '').trim()) ?? 1;
  return { publishDate: validDate(yearN, m, 1), year: yearN };
}

/** Chinese titles go to titleZh, others to titleEn; a second title of the same script fills the other slot. */
export function assignTitles(titles: string[]): { titleZh: string | null; titleEn: string | null } {
  let titleZh: string | null = null;
  let titleEn: string | null = null;
  const rest: string[] = [];
  for (const t of titles.map((x) => clean(x)).filter((x): x is string => x !== null)) {
    if (hasHan(t) && !titleZh) titleZh = t;
    else if (!hasHan(t) && !titleEn) titleEn = t;
    else rest.push(t);
  }
  for (const t of rest) {
    if (!titleZh && t !== titleEn) titleZh = t;
    else if (!titleEn && t !== titleZh) titleEn = t;
  }
  return { titleZh, titleEn };
}

function isbnOf(text: string | undefined): string | null {
  const digits = (text ?? '').replace(/[^0-9Xx]/g, '');
  return digits.length === 10 || digits.length === 13 ? (clean(text) as string) : null;
}

function pagesOf(raw: RawEntry): string | null {
  if (raw.pages) return clean(raw.pages.replace(/\s*[–—-]+\s*/g, '-'));
  if (raw.startPage && raw.endPage) return `${raw.startPage.trim()}-${raw.endPage.trim()}`;
  return clean(raw.startPage);
}

export function finishEntry(raw: RawEntry, index: number): CapturedEntry {
  const { publishDate, year } = normaliseDate(raw.date, raw.year, raw.month);
  const keywords = (raw.keywords ?? [])
    .flatMap((k) => k.split(/[;；,，]/))
    .map((k) => k.trim())
    .filter(Boolean);
  return {
    index,
    line: raw.line,
    sourceType: raw.sourceType,
    outputType: raw.outputType,
    ...assignTitles(raw.titles),
    authors: raw.authors,
    venueName: clean(raw.venueName),
    publishDate,
    year,
    volume: clean(raw.volume),
    issue: clean(raw.issue),
    pages: pagesOf(raw),
    doi: normaliseDoi(raw.doi),
    isbn: isbnOf(raw.isbn),
    patentNumber: clean(raw.patentNumber),
    abstract: clean(raw.abstract),
    keywords: keywords.length ? [...new Set(keywords)].join('; ') : null,
    publisher: clean(raw.publisher),
    url: clean(raw.url),
  };
}
