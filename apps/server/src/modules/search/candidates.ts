import type { ParsedQuery, SearchTerm } from '@accredit/shared';
import { and, or, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Db, Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { ResourceContext } from '../../crud/context.ts';
import { col } from '../../crud/scope.ts';
import type { SearchSource } from './sources.ts';

/**
 * The SQL of a search (issue 20), one statement for every type at once:
 * 1. `m`: the documents holding every term, found through the GIN index alone (a document's token
 *    list is never read row by row: for shared files it is large and stored out of line, and
 *    reading thousands of them is what made a common word slow). `t`: those holding every term in
 *    their title (TITLE_MARK tokens), the same way.
 * 2. Per type, its candidates in rank order (title matches first, then the newest year), then the
 *    caller's row scope of that type and the exact check of CJK runs and phrases, applied one row
 *    at a time until the type has enough rows: a page, and a count up to the cap.
 * The caller holds `enable_seqscan = off` for the statement (see runInSearchTransaction), because
 * the planner prices a scan that reads every token list as cheap: it does not see the out-of-line
 * storage.
 */

export interface CandidateRow {
  resource: string;
  recordId: string;
  title: string;
  year: number | null;
  standards: string | null;
  inTitle: boolean;
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

/** The types with any document holding every term (through the index; row scopes come later). */
export async function resourcesMatching(db: Executor, tsquery: string): Promise<Set<string>> {
  const result = await db.execute(
    sql`select distinct resource from search_doc where tokens @@ ${tsquery}::tsquery`,
  );
  return new Set((result as unknown as { rows: { resource: string }[] }).rows.map((r) => r.resource));
}

function filterConditions(filters: CandidateFilters): SQL[] {
  const out: SQL[] = [];
  if (filters.year !== undefined) out.push(sql`m.year = ${filters.year}`);
  if (filters.departId) out.push(sql`m.depart_id = ${filters.departId}`);
  if (filters.standard) {
    // The standard itself or any below it ("AACSB" takes "AACSB-5", "1" takes "1-1").
    const list = sql`(',' || coalesce(m.standards, '') || ',')`;
    out.push(sql`(${list} like ${`%,${filters.standard},%`} or ${list} like ${`%,${filters.standard}-%`})`);
  }
  return out;
}

/** The stored title and text hold the CJK run or phrase (single spaces only, see normalizeText). */
function exactCondition(parsed: ParsedQuery): SQL | null {
  if (parsed.exact.length === 0) return null;
  const checks = parsed.exact.map(
    (needle) => sql`strpos(replace(lower(x.title || ' ' || b.body), ' ', ''), ${needle}) > 0`,
  );
  return sql`exists (select 1 from search_doc b where b.resource = x.resource and b.record_id = x.record_id and ${and(...checks)})`;
}

/**
 * Up to `limit` rows of each type, in rank order, each one the caller may open. `visible` holds the
 * row scope of each type (visibleCondition on `x.record_id`).
 */
export async function candidates(
  db: Executor,
  parsed: ParsedQuery,
  filters: CandidateFilters,
  visible: ReadonlyMap<string, SQL>,
  limit: number,
): Promise<CandidateRow[]> {
  if (visible.size === 0) return [];
  const exact = exactCondition(parsed);
  const parts = [...visible].map(
    ([resource, scope]) => sql`(select x.* from (
        select * from c where c.resource = ${resource}
        order by c.in_title desc, c.year desc nulls last, c.record_id offset 0
      ) x where ${scope}${exact ? sql` and ${exact}` : sql``} limit ${limit})`,
  );
  const filtered = filterConditions(filters);
  const result = await db.execute(sql`
    with m as materialized (
      select resource, record_id, title, year, depart_id, standards
      from search_doc where tokens @@ ${parsed.tsquery}::tsquery
    ), t as materialized (
      select resource, record_id from search_doc where tokens @@ ${parsed.titleTsquery}::tsquery
    ), c as materialized (
      select m.resource, m.record_id, m.title, m.year, m.depart_id, m.standards,
        (t.record_id is not null) as in_title
      from m left join t on t.resource = m.resource and t.record_id = m.record_id
      ${filtered.length ? sql`where ${and(...filtered)}` : sql``}
    )
    select resource, record_id as "recordId", title, year, standards, in_title as "inTitle" from (
      ${sql.join(parts, sql` union all `)}
    ) found`);
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
