import type { ParsedQuery, SearchTerm } from '@accredit/shared';
import { and, or, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Db, Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { ResourceContext } from '../../crud/context.ts';
import { col } from '../../crud/scope.ts';
import type { SearchSource } from './sources.ts';

/**
 * The SQL of a search (issue 20), two statements whatever the number of types:
 * 1. typesMatching: which types have a match at all, so only their row scopes are worked out.
 * 2. candidates: `t` the documents holding every term in their title (TITLE_MARK tokens), `m`
 *    those holding every term anywhere, both found through the GIN index alone and both bounded;
 *    then per type its candidates in rank order (title matches first, then the newest year,
 *    at most SEARCH_SCAN_CAP), the caller's row scope of that type (a CASE picks the row's own)
 *    and the exact check of CJK runs and phrases, applied one row at a time until the type has
 *    enough rows: a page, and a count up to the cap.
 * A document's token list is never read row by row (ts_rank, or a scan filtering on it): for
 * shared files it is large and stored out of line, and reading thousands of them is what made a
 * common word take seconds. Both statements run inside throughIndex, which sets
 * `enable_seqscan = off` for the transaction, because the planner prices such a scan as cheap: it
 * does not see the out-of-line storage.
 */

export interface CandidateRow {
  resource: string;
  recordId: string;
  title: string;
  year: number | null;
  standards: string | null;
  inTitle: boolean;
  /** Place in the type's ranking, from 1. */
  rank: number;
  /** The type's openable matches, counted up to the limit. */
  total: number;
  /** The type's candidates looked at (a match the caller may not open counts too), up to the scan cap. */
  seen: number;
  /** The matches were cut at the bound: there may be more of every type. */
  cut: boolean;
}

export interface CandidateFilters {
  year?: number;
  departId?: string;
  standard?: string;
}

/** The rows of a resource the caller may open (its queryById or list scope) for the record id `idRef`; null: none. */
export async function visibleCondition(
  db: Db,
  auth: AuthContext,
  source: SearchSource,
  idRef: SQL,
): Promise<SQL | null> {
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
  return sql`exists (select 1 from ${table} where ${col(table, 'id')} = ${idRef} and (${or(...parts)}))`;
}

/** Runs `work` in a transaction where the planner reaches search_doc through its indexes (see above). */
export function throughIndex<T>(db: Db, work: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    // The cost of a disabled scan (of a small table without a usable index) must not start JIT compiling.
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '32MB'`);
    return work(tx);
  });
}

/**
 * `t`: title matches, `m`: all matches, each up to `bound` documents (title matches first, then
 * others in the table's order): a word found in a third of everything reads a bounded part of
 * the table, and the answer says `more`.
 */
function matchesCte(parsed: ParsedQuery, filters: CandidateFilters, bound: number): SQL {
  const filtered = filterConditions(filters);
  const where = (tsquery: string) => and(sql`tokens @@ ${tsquery}::tsquery`, ...filtered) as SQL;
  return sql`with t as materialized (
      select resource, record_id, year from search_doc where ${where(parsed.titleTsquery)} limit ${bound}
    ), m as materialized (
      select resource, record_id, year from search_doc where ${where(parsed.tsquery)} limit ${bound}
    )`;
}

/** The types with a match (the same bounded matches as the candidates), before any row scope. */
export async function typesMatching(
  db: Executor,
  parsed: ParsedQuery,
  filters: CandidateFilters,
  bound: number,
): Promise<Set<string>> {
  const result = await db.execute(
    sql`${matchesCte(parsed, filters, bound)} select resource from t union select resource from m`,
  );
  return new Set((result as unknown as { rows: { resource: string }[] }).rows.map((r) => r.resource));
}

function filterConditions(filters: CandidateFilters): SQL[] {
  const out: SQL[] = [];
  if (filters.year !== undefined) out.push(sql`year = ${filters.year}`);
  if (filters.departId) out.push(sql`depart_id = ${filters.departId}`);
  if (filters.standard) {
    // The standard itself or any below it ("AACSB" takes "AACSB-5", "1" takes "1-1").
    const list = sql`(',' || coalesce(standards, '') || ',')`;
    out.push(sql`(${list} like ${`%,${filters.standard},%`} or ${list} like ${`%,${filters.standard}-%`})`);
  }
  return out;
}

/** The stored title and text hold the CJK run or phrase (single spaces only, see normalizeText). */
function exactCondition(parsed: ParsedQuery): SQL | null {
  if (parsed.exact.length === 0) return null;
  const checks = parsed.exact.map(
    (needle) => sql`strpos(replace(lower(b.title || ' ' || b.body), ' ', ''), ${needle}) > 0`,
  );
  return sql`exists (select 1 from search_doc b where b.resource = x.resource and b.record_id = x.record_id and ${and(...checks)})`;
}

export interface CandidatePage {
  offset: number;
  size: number;
  /** Openable rows taken per type, at most: the count's cap plus one (or the page's end). */
  limit: number;
  /** Candidates looked at per type, at most (in rank order): bounds the work for a narrow row scope. */
  scan: number;
  /** Documents matched at most (title matches, then others): bounds the work for a very common word. */
  matches: number;
}

/**
 * The page of each type (plus its first row, for its rank and count when the page is past the
 * end), in rank order, each one the caller may open. `visible` holds each type's row scope
 * (visibleCondition on `x.record_id`).
 */
export async function candidates(
  db: Executor,
  parsed: ParsedQuery,
  filters: CandidateFilters,
  visible: ReadonlyMap<string, SQL>,
  page: CandidatePage,
): Promise<CandidateRow[]> {
  if (visible.size === 0) return [];
  const exact = exactCondition(parsed);
  // Each type's row scope; only the branch of the row's own type is ever evaluated.
  const scope = sql`case x.resource ${sql.join(
    [...visible].map(([resource, condition]) => sql`when ${resource} then ${condition}`),
    sql` `,
  )} else false end`;
  const statement = sql`
    ${matchesCte(parsed, filters, page.matches)}, c as materialized (
      select resource, record_id, year, true as in_title from t
      union all
      select resource, record_id, year, false from m where (resource, record_id) not in (select resource, record_id from t)
    ), cut as (select count(*) >= ${page.matches} as cut from m)
    select f.resource, f.record_id as "recordId", d.title, f.year, d.standards, f.in_title as "inTitle",
      f.rank::int as rank, f.total::int as total, f.seen::int as seen, (select cut from cut) as cut
    from (select distinct resource from c) r
    cross join lateral (
      select y.* from (
        select x.resource, x.record_id, x.in_title, x.year, x.seen,
          row_number() over () as rank, count(*) over () as total
        from (
          select x.* from (
            select c.*, count(*) over () as seen from (
              select * from c where c.resource = r.resource
              order by c.in_title desc, c.year desc nulls last, c.record_id collate "C" limit ${page.scan}
            ) c
          ) x where ${scope}${exact ? sql` and ${exact}` : sql``} limit ${page.limit}
        ) x
      ) y where y.rank = 1 or (y.rank > ${page.offset} and y.rank <= ${page.offset + page.size})
    ) f
    join search_doc d on d.resource = f.resource and d.record_id = f.record_id`;
  const result = await db.execute(statement);
  return (result as unknown as { rows: CandidateRow[] }).rows;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** A short text to find a term's first place in the stored text with strpos (the snippet's window). */
function probeOf(term: SearchTerm): string {
  const cs = Array.from(term.text);
  if (term.kind === 'prefix' || term.kind === 'word') return term.text;
  return CJK.test(cs[0] ?? '') ? cs.slice(0, 2).join('') : cs.slice(0, 6).join('');
}

/** Characters of stored text fetched around the first match for the snippet. */
const WINDOW = 600;

/** The stored text around the first match of each hit (empty when the text has none): one statement for all. */
export async function snippetWindows(
  db: Executor,
  parsed: ParsedQuery,
  hits: readonly { resource: string; recordId: string }[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const probes = [...new Set(parsed.terms.map(probeOf).filter(Boolean))];
  if (hits.length === 0 || probes.length === 0) return out;
  const firstAt = sql.join(
    probes.map((p) => sql`nullif(strpos(lower(b.body), ${p}), 0)`),
    sql`, `,
  );
  const keys = sql.join(
    hits.map((h) => sql`(${h.resource}, ${h.recordId})`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select b.resource, b.record_id as "recordId",
      case when x.at is null then '' else substr(b.body, greatest(x.at - ${WINDOW / 4}, 1), ${WINDOW}) end as "window"
    from search_doc b cross join lateral (select least(${firstAt}) as at) x
    where (b.resource, b.record_id) in (${keys})`);
  for (const r of (result as unknown as { rows: { resource: string; recordId: string; window: string }[] })
    .rows)
    out.set(`${r.resource}/${r.recordId}`, r.window);
  return out;
}
