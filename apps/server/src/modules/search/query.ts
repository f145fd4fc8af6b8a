import {
  highlight,
  type Locale,
  type ParsedQuery,
  parseQuery,
  type SearchAnswer,
  type SearchGroup,
  type SearchHit,
  snippet,
} from '@accredit/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { Row } from '../../crud/present.ts';
import { mayRead, visibleRows } from '../../crud/visibility.ts';
import {
  type CandidateRow,
  candidates,
  snippetWindows,
  throughIndex,
  typesMatching,
  visibleCondition,
} from './candidates.ts';
import { type SearchSource, searchSource, searchSources } from './sources.ts';

/**
 * GET /aacsb/search/query (issue 20): the records matching a query, grouped by type, title
 * matches first, and only those the caller may open. The caller's row scope of each type (the
 * same as its queryById or list: data rules, widening and narrowing hooks) is part of the query
 * (candidates.ts), so pages and counts hold only openable records; the hits shown are then checked
 * once more through visibleRows before a title leaves the server.
 */

/** Matches counted per group: beyond it a group says `more`. */
export const SEARCH_COUNT_CAP = 200;
/**
 * Candidates of one type looked at, in rank order, to fill and count its group: a caller who may
 * open few of many matches (a teacher among everyone's contributions) gets `more` instead of a
 * scan of them all.
 */
export const SEARCH_SCAN_CAP = 5000;
/** Documents matched per search at most: title matches first, then others in the table's order. */
export const SEARCH_MATCH_CAP = 10_000;

export interface SearchParams {
  q: string;
  types?: string[];
  year?: number;
  departId?: string;
  standard?: string;
  size: number;
  pageNo: number;
}

/** Resources the caller may search: searchable and readable (get or query), narrowed to `types`. */
export function searchableFor(auth: AuthContext, types?: readonly string[]): SearchSource[] {
  if (!types?.length) return searchSources().filter((s) => mayRead(auth, s.def));
  for (const t of types)
    if (!searchSource(t)) throw new AppError(400, 'searchServer.errors.unknownType', { type: t });
  return types.map((t) => searchSource(t) as SearchSource).filter((s) => mayRead(auth, s.def));
}

function fileOf(row: Row): SearchHit['file'] {
  return {
    url: String(row.url ?? ''),
    fileName: String(row.fileName ?? ''),
    mime: String(row.mime ?? ''),
    folderId: String(row.folderId ?? ''),
  };
}

function byResource(rows: CandidateRow[]): Map<string, CandidateRow[]> {
  const out = new Map<string, CandidateRow[]>();
  for (const r of rows) out.set(r.resource, [...(out.get(r.resource) ?? []), r]);
  // The statement's last join may change their order: rank says it.
  for (const list of out.values()) list.sort((a, b) => a.rank - b.rank);
  return out;
}

export async function runSearch(
  db: Db,
  auth: AuthContext,
  _locale: Locale,
  params: SearchParams,
): Promise<SearchAnswer> {
  const started = performance.now();
  const parsed = parseQuery(params.q);
  if (!parsed.tsquery) throw new AppError(400, 'searchServer.errors.noWords');
  const sources = searchableFor(auth, params.types);
  // The row scope of each type with a match (a few small queries each, side by side).
  const matching = await throughIndex(db, (tx) => typesMatching(tx, parsed, params, SEARCH_MATCH_CAP));
  const scopes = await Promise.all(
    sources
      .filter((s) => matching.has(s.def.name))
      .map(async (s) => [s.def.name, await visibleCondition(db, auth, s, sql`x.record_id`)] as const),
  );
  const visible = new Map(scopes.filter((e): e is [string, SQL] => e[1] !== null));
  const offset = (params.pageNo - 1) * params.size;
  const page = {
    offset,
    size: params.size,
    limit: Math.max(SEARCH_COUNT_CAP, offset + params.size) + 1,
    scan: SEARCH_SCAN_CAP,
    matches: SEARCH_MATCH_CAP,
  };
  const rows = await throughIndex(db, (tx) => candidates(tx, parsed, params, visible, page));
  const inPage = rows.filter((r) => r.rank > offset);
  const [windows, groups] = await Promise.all([
    snippetWindows(db, parsed, inPage),
    Promise.all(
      [...byResource(rows)].map(([resource, found]) => present(db, auth, parsed, resource, found, page)),
    ),
  ]);
  const answer = groups.map(({ group, inTitle }) => ({
    inTitle,
    group: {
      ...group,
      hits: group.hits.map((h) => {
        const window = windows.get(`${h.resource}/${h.id}`) ?? '';
        return { ...h, snippet: window ? snippet(window, parsed) : [] };
      }),
    },
  }));
  // Types whose best match is in a title first, then the types with most matches.
  answer.sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || b.group.total - a.group.total);
  return {
    query: params.q,
    groups: answer.map((a) => a.group),
    took: Math.round(performance.now() - started),
  };
}

/** One type's group: its page checked once more through visibleRows (never a title the caller could not open). */
async function present(
  db: Db,
  auth: AuthContext,
  parsed: ParsedQuery,
  resource: string,
  rows: CandidateRow[],
  page: { offset: number; limit: number; scan: number; matches: number },
): Promise<{ group: SearchGroup; inTitle: boolean }> {
  const first = rows[0];
  const inPage = rows.filter((r) => r.rank > page.offset);
  const open = new Map(
    (
      await visibleRows(
        db,
        auth,
        resource,
        inPage.map((r) => r.recordId),
      )
    ).map((r) => [String(r.id), r]),
  );
  const hits: SearchHit[] = inPage
    .filter((r) => open.has(r.recordId))
    .map((r) => ({
      resource,
      id: r.recordId,
      title: highlight(r.title, parsed),
      snippet: [],
      year: r.year,
      standards: r.standards ? r.standards.split(',') : [],
      ...(resource === 'fileInfo' ? { file: fileOf(open.get(r.recordId) as Row) } : {}),
    }));
  return {
    group: {
      resource,
      total: Math.min(first.total, page.limit - 1) - (inPage.length - hits.length),
      more: first.total >= page.limit || first.seen >= page.scan || first.cut,
      hits,
    },
    inTitle: first.inTitle,
  };
}
