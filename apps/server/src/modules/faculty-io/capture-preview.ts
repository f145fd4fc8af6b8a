import { dictLabel, type Locale, outputTypeOf, outputTypeProblems, RESOURCE } from '@accredit/shared';
import {
  type CapturedEntry,
  type CaptureEncoding,
  type CaptureFormat,
  normaliseDoi,
  normaliseTitle,
  parseCapture,
} from '@accredit/shared/capture/index.ts';
import { inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import { resourceTable } from '../../crud/table.ts';
import { type AuthorMatch, loadTeacherIndex, type TeacherIndex } from './capture-match.ts';

/**
 * The preview of a capture file: every entry as it would be stored, whether it duplicates an
 * earlier entry of the file or a stored record (DOI first, then the normalised title plus year),
 * each author's match to a teacher, what the entry's type still lacks, and whether the type needs
 * a supporting PDF (which no file format carries: the wizard attaches it to the entry).
 */
export type Duplicate =
  | { kind: 'file'; index: number; by: 'doi' | 'title' }
  | { kind: 'database'; id: string; title: string; by: 'doi' | 'title' };

export interface PreviewAuthor extends AuthorMatch {
  name: string;
}

export interface PreviewEntry extends Omit<CapturedEntry, 'authors'> {
  outputTypeText: string;
  authors: PreviewAuthor[];
  duplicate: Duplicate | null;
  /** Translated messages of the type's required fields that the file does not give. */
  problems: string[];
  /** The type needs a supporting PDF (output-types.ts): the entry is stored only with one attached. */
  pdfRequired: boolean;
}

export interface Preview {
  format: CaptureFormat;
  /** How an uploaded file was decoded (the route sets it; pasted text has none). */
  encoding?: CaptureEncoding;
  entries: PreviewEntry[];
  problems: { line: number; message: string }[];
  summary: { total: number; duplicates: number; ambiguousAuthors: number; incomplete: number };
}

interface StoredOutput {
  id: string;
  doi: string | null;
  titleZh: string | null;
  titleEn: string | null;
  year: number | null;
}

/** Stored outputs that could duplicate the file's entries: same DOI, or a year the file has. */
async function storedCandidates(db: Executor, entries: CapturedEntry[]): Promise<StoredOutput[]> {
  const t = resourceTable(RESOURCE.researchOutput);
  const dois = [...new Set(entries.map((e) => e.doi).filter((d): d is string => Boolean(d)))];
  const years = [...new Set(entries.map((e) => e.year).filter((y): y is number => y !== null))];
  if (dois.length === 0 && years.length === 0) return [];
  const year = sql<number>`extract(year from ${t.publishDate})::int`;
  const conditions = [];
  if (dois.length) conditions.push(inArray(sql`lower(${t.doi})`, dois));
  if (years.length) conditions.push(inArray(year, years));
  const rows = await db
    .select({ id: t.id, doi: t.doi, titleZh: t.titleZh, titleEn: t.titleEn, year })
    .from(t)
    .where(or(...conditions));
  return rows.map((r) => ({
    id: String(r.id),
    doi: normaliseDoi(r.doi as string | null),
    titleZh: (r.titleZh as string | null) ?? null,
    titleEn: (r.titleEn as string | null) ?? null,
    year: r.year === null ? null : Number(r.year),
  }));
}

const titleKeys = (e: { titleZh: string | null; titleEn: string | null }, year: number | null) =>
  [e.titleZh, e.titleEn]
    .map((t) => normaliseTitle(t))
    .filter((t) => t.length > 0)
    .map((t) => `${t}|${year ?? ''}`);

/** Marks duplicates: within the file the first occurrence wins; then against stored records. */
export function findDuplicates(entries: CapturedEntry[], stored: StoredOutput[]): Map<number, Duplicate> {
  const out = new Map<number, Duplicate>();
  const storedDoi = new Map(stored.filter((s) => s.doi).map((s) => [s.doi as string, s]));
  const storedTitle = new Map<string, StoredOutput>();
  for (const s of stored) for (const k of titleKeys(s, s.year)) storedTitle.set(k, s);
  const fileDoi = new Map<string, number>();
  const fileTitle = new Map<string, number>();
  const storedTitleOf = (s: StoredOutput) => s.titleZh ?? s.titleEn ?? s.id;
  for (const e of entries) {
    const keys = titleKeys(e, e.year);
    const byDoi = e.doi ? fileDoi.get(e.doi) : undefined;
    const byTitle = keys.map((k) => fileTitle.get(k)).find((i) => i !== undefined);
    if (byDoi !== undefined) out.set(e.index, { kind: 'file', index: byDoi, by: 'doi' });
    else if (byTitle !== undefined) out.set(e.index, { kind: 'file', index: byTitle, by: 'title' });
    else {
      const s = e.doi ? storedDoi.get(e.doi) : undefined;
      const t = keys.map((k) => storedTitle.get(k)).find(Boolean);
      if (s) out.set(e.index, { kind: 'database', id: s.id, title: storedTitleOf(s), by: 'doi' });
      else if (t) out.set(e.index, { kind: 'database', id: t.id, title: storedTitleOf(t), by: 'title' });
    }
    if (e.doi && !fileDoi.has(e.doi)) fileDoi.set(e.doi, e.index);
    for (const k of keys) if (!fileTitle.has(k)) fileTitle.set(k, e.index);
  }
  return out;
}

/** Values of the research-output record an entry becomes (without category, which the person picks). */
export function outputValues(
  e: Omit<CapturedEntry, 'authors'>,
  category: string | null,
): Record<string, unknown> {
  const clip = (v: string | null, max: number) => (v && v.length > max ? `${v.slice(0, max - 1)}…` : v);
  return {
    outputType: String(e.outputType),
    titleZh: clip(e.titleZh, 500),
    titleEn: clip(e.titleEn, 500),
    venueName: clip(e.venueName ?? e.publisher, 300),
    publishDate: e.publishDate,
    volume: clip(e.volume, 50),
    issue: clip(e.issue, 50),
    pages: clip(e.pages, 50),
    doi: clip(e.doi, 200),
    isbn: clip(e.isbn, 20),
    patentNumber: clip(e.patentNumber, 100),
    abstract: clip(e.abstract, 5000),
    keywords: clip(e.keywords, 500),
    category,
  };
}

/** Required fields of the entry's type that the file leaves empty; the category comes from the wizard. */
export function entryProblemKeys(e: CapturedEntry): string[] {
  const problems = outputTypeProblems(outputValues(e, '1'));
  return [...new Set(Object.values(problems))];
}

export async function buildPreview(
  db: Executor,
  input: { text: string; format?: CaptureFormat | null; fileName?: string },
  locale: Locale,
  teachers?: TeacherIndex,
): Promise<Preview> {
  const parsed = parseCapture(input.text, input.format, input.fileName);
  const index = teachers ?? (await loadTeacherIndex(db, locale.startsWith('zh')));
  const duplicates = findDuplicates(parsed.entries, await storedCandidates(db, parsed.entries));
  let ambiguousAuthors = 0;
  let incomplete = 0;
  const entries = parsed.entries.map((e): PreviewEntry => {
    const authors = e.authors.map((a) => ({ name: a.name, ...index.match(a) }));
    const duplicate = duplicates.get(e.index) ?? null;
    // Duplicates are skipped unless chosen, so their authors are not counted as work to do.
    if (!duplicate) ambiguousAuthors += authors.filter((a) => a.status === 'ambiguous').length;
    const problems = entryProblemKeys(e).map((k) => translate(locale, k));
    const pdfRequired = Boolean(outputTypeOf(e.outputType)?.supportPdfRequired);
    // Incomplete as the file has it: a PDF-bound entry until a PDF is attached.
    if (problems.length || pdfRequired) incomplete++;
    return {
      ...e,
      outputTypeText: dictLabel('researchOutputType', String(e.outputType), locale),
      authors,
      duplicate,
      problems,
      pdfRequired,
    };
  });
  return {
    format: parsed.format,
    entries,
    problems: parsed.problems.map((p) => ({ line: p.line, message: translate(locale, p.key) })),
    summary: { total: entries.length, duplicates: duplicates.size, ambiguousAuthors, incomplete },
  };
}
