import {
  highlight,
  type Locale,
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
  resourcesMatching,
  snippetWindows,
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
export const SEARCH_COUNT_CAP = 500;

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
  const offset = (params.pageNo - 1) * params.size;
  const limit = Math.max(SEARCH_COUNT_CAP, offset + params.size) + 1;
  const groups = await db.transaction(async (tx) => {
    // See candidates.ts: the token lists must be reached through their index only.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local jit = off`);
    // Only types with a match get their row scope worked out (a few queries each).
    const matching = await resourcesMatching(tx, parsed.tsquery);
    const visible = new Map<string, SQL>();
    for (const source of sources.filter((s) => matching.has(s.def.name))) {
      const scope = await visibleCondition(tx as unknown as Db, auth, source, sql`x.record_id`);
      if (scope) visible.set(source.def.name, scope);
    }
    const T = (m: string) =>
      process.env.SEARCH_PROFILE && console.log(m, Math.round(performance.now() - started));
    T('scopes');
    const found = byResource(await candidates(tx, parsed, params, visible, limit));
    T('candidates');
    const pages = [...found].map(([resource, rows]) => ({
      resource,
      rows,
      page: rows.slice(offset, offset + params.size),
    }));
    const windows = await snippetWindows(
      tx,
      parsed,
      pages.flatMap((p) => p.page),
    );
    T('windows');
    const out: (SearchGroup & { inTitle: boolean })[] = [];
    for (const { resource, rows, page } of pages) {
      // Once more through the resource's own visibility check: never a title the caller could not open.
      const open = new Map(
        (
          await visibleRows(
            tx,
            auth,
            resource,
            page.map((r) => r.recordId),
          )
        ).map((r) => [String(r.id), r]),
      );
      const hits: SearchHit[] = page
        .filter((r) => open.has(r.recordId))
        .map((r) => {
          const window = windows.get(`${resource}/${r.recordId}`) ?? '';
          return {
            resource,
            id: r.recordId,
            title: highlight(r.title, parsed),
            snippet: window ? snippet(window, parsed) : [],
            year: r.year,
            standards: r.standards ? r.standards.split(',') : [],
            ...(resource === 'fileInfo' ? { file: fileOf(open.get(r.recordId) as Row) } : {}),
          };
        });
      out.push({
        resource,
        total: Math.min(rows.length, limit - 1) - (page.length - hits.length),
        more: rows.length >= limit,
        hits,
        inTitle: rows[0]?.inTitle ?? false,
      });
    }
    T('recheck');
    return out;
  });
  // Types whose best match is in a title first, then the types with most matches.
  groups.sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || b.total - a.total);
  return {
    query: params.q,
    groups: groups.map(({ inTitle: _inTitle, ...g }) => g),
    took: Math.round(performance.now() - started),
  };
}
