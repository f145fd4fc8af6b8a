import {
  highlight,
  type Locale,
  type ParsedQuery,
  parseQuery,
  type SearchAnswer,
  type SearchGroup,
  type SearchHit,
  type SearchTerm,
  snippet,
} from '@accredit/shared';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Db } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { ResourceContext } from '../../crud/context.ts';
import type { Row } from '../../crud/present.ts';
import { col } from '../../crud/scope.ts';
import { mayRead, visibleRows } from '../../crud/visibility.ts';
import { searchDoc } from './schema.ts';
import { type SearchSource, searchSource, searchSources } from './sources.ts';

/**
 * GET /aacsb/search/query (issue 20): the records matching a query, grouped by resource, ranked
 * (title matches first), and only those the caller may open. The caller's row scope of each
 * resource (visibility.ts: data rules, widening and narrowing hooks, exactly as its queryById or
 * list) is part of the query itself, so pages and counts hold only openable records; the hits
 * shown are then checked once more through visibleRows before a title leaves the server.
 */

/** Matches counted per group: beyond it a group says `more`. */
export const SEARCH_COUNT_CAP = 500;
/** Characters of stored text fetched around the first match for the snippet. */
const WINDOW = 600;

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

/** The rows of a resource the caller may open, as a condition on search_doc (null: none). */
async function visibleCondition(db: Db, auth: AuthContext, source: SearchSource): Promise<SQL | null> {
  const r = new ResourceContext(source.def, db);
  const table = source.table;
  const parts: SQL[] = [];
  for (const action of ['get', 'query'] as const) {
    if (!auth.permissions.has(r.code(action))) continue;
    try {
      const scope = await r.scope(db, auth, action);
      parts.push(scope.length ? (and(...scope) as SQL) : sql`true`);
    } catch (e) {
      // A data rule naming a column the resource does not allow denies access (as on its list).
      if (e instanceof AppError && e.status === 403) continue;
      throw e;
    }
  }
  if (parts.length === 0) return null;
  return sql`exists (select 1 from ${table} where ${col(table, 'id')} = ${searchDoc.recordId} and (${or(...parts)}))`;
}

/** Conditions every match meets: the words, the exact runs and phrases, and the filters. */
function matchConditions(parsed: ParsedQuery, params: SearchParams): SQL[] {
  const out: SQL[] = [sql`${searchDoc.tokens} @@ ${parsed.tsquery}::tsquery`];
  // Stored text has single spaces only (normalizeText), so dropping them compares as `compact` does.
  for (const needle of parsed.exact)
    out.push(
      sql`strpos(replace(lower(${searchDoc.title} || ' ' || ${searchDoc.body}), ' ', ''), ${needle}) > 0`,
    );
  if (params.year !== undefined) out.push(eq(searchDoc.year, params.year));
  if (params.departId) out.push(eq(searchDoc.departId, params.departId));
  if (params.standard) {
    // The standard itself or any below it ("AACSB" takes "AACSB-5", "1" takes "1-1").
    const list = sql`(',' || coalesce(${searchDoc.standards}, '') || ',')`;
    out.push(sql`(${list} like ${`%,${params.standard},%`} or ${list} like ${`%,${params.standard}-%`})`);
  }
  return out;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** A short text to find a term's first place in the stored body with strpos (the snippet's window). */
function probeOf(term: SearchTerm): string {
  const cs = Array.from(term.text);
  if (term.kind === 'prefix' || term.kind === 'word') return term.text;
  return CJK.test(cs[0] ?? '') ? cs.slice(0, 2).join('') : cs.slice(0, 6).join('');
}

interface HitRow {
  recordId: string;
  title: string;
  year: number | null;
  standards: string | null;
  rank: number;
  window: string;
}

async function groupHits(
  db: Db,
  source: SearchSource,
  where: SQL,
  parsed: ParsedQuery,
  params: SearchParams,
): Promise<HitRow[]> {
  const probes = [...new Set(parsed.terms.map(probeOf).filter(Boolean))];
  const firstAt = probes.length
    ? sql.join(
        probes.map((p) => sql`nullif(strpos(lower(b.body), ${p}), 0)`),
        sql`, `,
      )
    : sql`null`;
  const rows = await db.execute(sql`
    select h.record_id as "recordId", h.title, h.year, h.standards, h.rank,
      case when x.at is null then '' else substr(b.body, greatest(x.at - ${WINDOW / 4}, 1), ${WINDOW}) end as "window"
    from (
      select ${searchDoc.recordId} as record_id, ${searchDoc.title} as title, ${searchDoc.year} as year,
        ${searchDoc.standards} as standards, ts_rank(${searchDoc.tokens}, ${parsed.tsquery}::tsquery) as rank
      from ${searchDoc} where ${where}
      order by rank desc, record_id
      limit ${params.size} offset ${(params.pageNo - 1) * params.size}
    ) h
    join search_doc b on b.resource = ${source.def.name} and b.record_id = h.record_id
    cross join lateral (select least(${firstAt}) as at) x
    order by h.rank desc, h.record_id`);
  return (rows as unknown as { rows: HitRow[] }).rows;
}

async function groupCount(db: Db, where: SQL): Promise<number> {
  const rows = await db.execute(
    sql`select count(*)::int as n from (select 1 from ${searchDoc} where ${where} limit ${SEARCH_COUNT_CAP + 1}) c`,
  );
  return (rows as unknown as { rows: { n: number }[] }).rows[0].n;
}

function fileOf(row: Row): SearchHit['file'] {
  return {
    url: String(row.url ?? ''),
    fileName: String(row.fileName ?? ''),
    mime: String(row.mime ?? ''),
    folderId: String(row.folderId ?? ''),
  };
}

async function searchGroup(
  db: Db,
  auth: AuthContext,
  source: SearchSource,
  parsed: ParsedQuery,
  params: SearchParams,
): Promise<(SearchGroup & { best: number }) | null> {
  const visible = await visibleCondition(db, auth, source);
  if (!visible) return null;
  const where = and(
    eq(searchDoc.resource, source.def.name),
    ...matchConditions(parsed, params),
    visible,
  ) as SQL;
  const counted = await groupCount(db, where);
  if (counted === 0) return null;
  const rows =
    counted > (params.pageNo - 1) * params.size ? await groupHits(db, source, where, parsed, params) : [];
  // Once more through the resource's own visibility check: never a title the caller could not open.
  const open = new Map(
    (
      await visibleRows(
        db,
        auth,
        source.def,
        rows.map((r) => r.recordId),
      )
    ).map((r) => [String(r.id), r]),
  );
  const hits: SearchHit[] = rows
    .filter((r) => open.has(r.recordId))
    .map((r) => ({
      resource: source.def.name,
      id: r.recordId,
      title: highlight(r.title, parsed),
      snippet: r.window ? snippet(r.window, parsed) : [],
      year: r.year,
      standards: r.standards ? r.standards.split(',') : [],
      ...(source.def.name === 'fileInfo' ? { file: fileOf(open.get(r.recordId) as Row) } : {}),
    }));
  const dropped = rows.length - hits.length;
  return {
    resource: source.def.name,
    total: Math.min(counted, SEARCH_COUNT_CAP) - dropped,
    more: counted > SEARCH_COUNT_CAP,
    hits,
    best: rows[0]?.rank ?? 0,
  };
}

/** Resources with any match at all, before any row scope: one pass over the index, so groups without a match cost nothing more. */
async function resourcesMatching(db: Db, sources: SearchSource[], conditions: SQL[]): Promise<Set<string>> {
  if (sources.length === 0) return new Set();
  const names = sources.map((s) => s.def.name);
  const rows = (await db
    .selectDistinct({ resource: searchDoc.resource })
    .from(searchDoc)
    .where(and(inArray(searchDoc.resource, names), ...conditions))) as { resource: string }[];
  return new Set(rows.map((r) => r.resource));
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
  const matching = await resourcesMatching(db, sources, matchConditions(parsed, params));
  const found = await Promise.all(
    sources.filter((s) => matching.has(s.def.name)).map((s) => searchGroup(db, auth, s, parsed, params)),
  );
  const groups = found.filter((g): g is SearchGroup & { best: number } => g !== null);
  groups.sort((a, b) => b.best - a.best);
  return {
    query: params.q,
    groups: groups.map(({ best: _best, ...g }) => g),
    took: Math.round(performance.now() - started),
  };
}
