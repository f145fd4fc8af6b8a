import { REVIEW_STATUS } from '../resources/review.ts';

/**
 * The four statements of Standard 1 (mission, vision, expected outcomes, core values) as a
 * history of versions (issue 19 item 1). Each version is one engine record with its text in both
 * languages and the date it took effect; only an approved version (review status Reviewed) ever
 * counts. The statement in force on a day is the approved version with the latest effective date
 * on or before that day. Pure: dates are ISO strings (YYYY-MM-DD), "today" is passed in.
 * The word/character diff of two versions is in statement-diff.ts.
 */
export * from './statement-diff.ts';

export const STATEMENT_KINDS = ['mission', 'vision', 'expectedOutcome', 'coreValue'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

export function isStatementKind(value: unknown): value is StatementKind {
  return typeof value === 'string' && (STATEMENT_KINDS as readonly string[]).includes(value);
}

/** What the model needs of a version; the server's rows carry more (texts, adopted by, note). */
export interface StatementVersionLike {
  id: string;
  /** YYYY-MM-DD (a longer ISO string is cut to its date). */
  effectiveDate: string;
  reviewStatus: number;
  /** Breaks a tie between two versions of one date (the later one wins); ISO time. */
  createTime?: string | null;
}

/**
 * Where a version stands today: in force; superseded by a later approved version; scheduled
 * (approved, takes effect later); pending (awaiting review); rejected.
 */
export type VersionState = 'inForce' | 'superseded' | 'scheduled' | 'pending' | 'rejected';

export interface HistoryEntry<V extends StatementVersionLike> {
  version: V;
  state: VersionState;
  /** Approved versions: the last day it was (or will be) in force; null while nothing follows it. */
  validTo: string | null;
}

const day = (value: string) => value.slice(0, 10);

/** Oldest first: by effective date, then creation time, then id, so ties have one answer. */
function compareOldestFirst(a: StatementVersionLike, b: StatementVersionLike): number {
  const byDate = day(a.effectiveDate).localeCompare(day(b.effectiveDate));
  if (byDate !== 0) return byDate;
  const byTime = (a.createTime ?? '').localeCompare(b.createTime ?? '');
  return byTime !== 0 ? byTime : a.id.localeCompare(b.id);
}

export function isApproved(version: StatementVersionLike): boolean {
  return Number(version.reviewStatus) === REVIEW_STATUS.reviewed;
}

/** The approved versions, oldest first. */
export function approvedVersions<V extends StatementVersionLike>(versions: readonly V[]): V[] {
  return versions.filter(isApproved).sort(compareOldestFirst);
}

/** The approved version in force on `date` (YYYY-MM-DD), or null when none had taken effect. */
export function versionInForce<V extends StatementVersionLike>(
  versions: readonly V[],
  date: string,
): V | null {
  let found: V | null = null;
  for (const v of approvedVersions(versions)) if (day(v.effectiveDate) <= day(date)) found = v;
  return found;
}

/**
 * The day that stands for a year when one asks "what did it say in <year>": the year's last day,
 * or today for the current year (a version scheduled for later in the year has not spoken yet).
 */
export function yearAsOf(year: number, today: string): string {
  const end = `${String(year).padStart(4, '0')}-12-31`;
  return day(today) < end && day(today).startsWith(String(year)) ? day(today) : end;
}

/** The version that stood for the year (see yearAsOf). */
export function versionOfYear<V extends StatementVersionLike>(
  versions: readonly V[],
  year: number,
  today: string,
): V | null {
  return versionInForce(versions, yearAsOf(year, today));
}

/**
 * Every approved version in force at some time in the year, oldest first: the one in force on
 * 1 January and those taking effect during the year (up to the year's as-of day). More than one
 * means the statement changed that year.
 */
export function versionsDuringYear<V extends StatementVersionLike>(
  versions: readonly V[],
  year: number,
  today: string,
): V[] {
  const first = `${String(year).padStart(4, '0')}-01-01`;
  const last = yearAsOf(year, today);
  const out: V[] = [];
  const atStart = versionInForce(versions, first);
  if (atStart) out.push(atStart);
  for (const v of approvedVersions(versions)) {
    const d = day(v.effectiveDate);
    if (d > first && d <= last) out.push(v);
  }
  return out;
}

/** The day before an ISO date (calendar arithmetic in UTC). */
export function dayBefore(date: string): string {
  const d = new Date(`${day(date)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Every version with where it stands today and how long it held, newest first. */
export function statementHistory<V extends StatementVersionLike>(
  versions: readonly V[],
  today: string,
): HistoryEntry<V>[] {
  const approved = approvedVersions(versions);
  const current = versionInForce(versions, today);
  const entries = versions.map((version): HistoryEntry<V> => {
    if (!isApproved(version)) {
      const rejected = Number(version.reviewStatus) === REVIEW_STATUS.rejected;
      return { version, state: rejected ? 'rejected' : 'pending', validTo: null };
    }
    const next = approved[approved.indexOf(version) + 1];
    const validTo = next ? dayBefore(next.effectiveDate) : null;
    const state: VersionState =
      version === current ? 'inForce' : day(version.effectiveDate) > day(today) ? 'scheduled' : 'superseded';
    return { version, state, validTo };
  });
  return entries.sort((a, b) => compareOldestFirst(b.version, a.version));
}

/**
 * The years one may ask about, newest first: from the year the first approved version took effect
 * to the current year (none while nothing was approved).
 */
export function historyYears(versions: readonly StatementVersionLike[], today: string): number[] {
  const first = approvedVersions(versions)[0];
  if (!first) return [];
  const from = Number(day(first.effectiveDate).slice(0, 4));
  const to = Number(day(today).slice(0, 4));
  const years: number[] = [];
  for (let y = to; y >= from; y--) years.push(y);
  return years;
}

const BLOCK_END =
  /<\/(p|div|li|h[1-6]|blockquote|pre|tr|table|ul|ol|figure|figcaption|caption)\s*>|<br\s*\/?>|<hr\s*\/?>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML character references decoded: the named ones rich text uses, and numeric ones. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The plain text of (sanitised) rich text: one line per paragraph, list item or line break,
 * spaces collapsed, entities decoded. What a diff compares and what a summary quotes.
 */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  const text = decodeEntities(html.replace(BLOCK_END, '\n').replace(/<[^>]*>/g, ''));
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}
