import { currentSignature, rebuildSearchIndex } from '@accredit/server/src/modules/search/indexer.ts';
import { getMeta } from '@accredit/server/src/seed/base.ts';
import { sessionTokenFor } from '@accredit/server/src/test/session-token.ts';
import type { SearchAnswer } from '@accredit/shared';
import { sql } from 'drizzle-orm';
import { type BenchEnv, startEnv } from './env.ts';
import { measureHttp, printTable } from './lib.ts';
import { generateSearchSchool, PLANTED, SEARCH_DATA, SEARCH_RECORDS } from './search-data.ts';

/**
 * Issue 20's search benchmark: 100,000 records and 10,000 shared files with extracted text
 * (search-data.ts), indexed by the product's own indexer (rebuildSearchIndex, timed), then a mix
 * of English and Chinese queries over HTTP (GET /api/aacsb/search/query, five hits per group) as
 * an administrator and as a teacher whose row scope is narrow (their own contributions, folders
 * open to them). Target: p95 under 200 ms on PostgreSQL.
 */

interface Query {
  name: string;
  params: Record<string, string>;
}

const QUERIES: Query[] = [
  { name: 'en common word', params: { q: 'assessment' } },
  { name: 'en two words', params: { q: 'learning outcomes' } },
  { name: 'en prefix', params: { q: 'curric' } },
  { name: 'en rare word', params: { q: PLANTED.rare.toLowerCase() } },
  { name: 'en "phrase"', params: { q: `"${PLANTED.loop}"` } },
  { name: 'zh common pair', params: { q: '课程' } },
  { name: 'zh 4-char run', params: { q: '教学改革' } },
  { name: 'zh phrase in files', params: { q: PLANTED.phrase } },
  { name: 'en + type=fileInfo', params: { q: 'quality assurance', types: 'fileInfo' } },
  { name: 'zh + year=2024', params: { q: '质量', year: '2024' } },
];

function tokenOf(env: BenchEnv, username: string, roleCode: string): Promise<string> {
  return sessionTokenFor(env.database.db, username, roleCode);
}

/** The server's own first build of the (demo) index runs once it listens: wait for it before adding rows. */
async function indexSettled(env: BenchEnv): Promise<void> {
  const until = Date.now() + 10 * 60_000;
  while ((await getMeta(env.database.db, 'search_index_signature')) !== currentSignature()) {
    if (Date.now() > until) throw new Error('the search index was not built within 10 minutes');
    await new Promise((r) => setTimeout(r, 500));
  }
}

function urlOf(env: BenchEnv, params: Record<string, string>): string {
  return `${env.baseUrl}/api/aacsb/search/query?${new URLSearchParams(params)}`;
}

/** One call first: it must answer, and says how much it found (groups, records counted). */
async function probe(env: BenchEnv, token: string, params: Record<string, string>): Promise<string> {
  const res = await fetch(urlOf(env, params), { headers: { 'x-access-token': token } });
  if (!res.ok) throw new Error(`search answered ${res.status}: ${await res.text()}`);
  const answer = ((await res.json()) as { result: SearchAnswer }).result;
  const total = answer.groups.reduce((n, g) => n + g.total, 0);
  const more = answer.groups.some((g) => g.more) ? '+' : '';
  return `${answer.groups.length} / ${total}${more}`;
}

export async function runSearchBench(options: {
  drivers: ('pglite' | 'postgres')[];
  url?: string;
  seconds: number;
}): Promise<void> {
  const rows: (string | number)[][] = [];
  const builds: (string | number)[][] = [];
  for (const driver of options.drivers) {
    const env = await startEnv(driver, options.url);
    try {
      await indexSettled(env);
      let t0 = performance.now();
      await generateSearchSchool(env);
      const generated = (performance.now() - t0) / 1000;
      t0 = performance.now();
      const indexed = await rebuildSearchIndex(env.database.db);
      const rebuilt = (performance.now() - t0) / 1000;
      // What autovacuum would have done by the time anyone searches: statistics and the visibility map.
      await env.database.db.execute(sql`vacuum analyze`);
      const [{ mb }] = await env.database.rows<{ mb: number }>(
        sql`select round(pg_total_relation_size('search_doc') / 1048576.0)::int as mb`,
      );
      builds.push([env.label, indexed, generated, rebuilt, Math.round(indexed / rebuilt), mb]);
      const callers = [
        { name: 'admin', token: env.adminToken },
        { name: 'teacher', token: await tokenOf(env, 'teacher', '4') },
      ];
      for (const caller of callers) {
        const headers = { 'x-access-token': caller.token };
        for (const query of QUERIES) {
          const found = await probe(env, caller.token, query.params);
          const http = await measureHttp(urlOf(env, query.params), headers, 1, options.seconds);
          rows.push([env.label, caller.name, query.name, found, http.rps, http.p50, http.p95, http.p99]);
        }
        // Ten people searching at once, the common English word (the heaviest of the mix).
        const busy = await measureHttp(urlOf(env, QUERIES[0].params), headers, 10, options.seconds);
        rows.push([
          env.label,
          caller.name,
          `${QUERIES[0].name} x10 clients`,
          '',
          busy.rps,
          busy.p50,
          busy.p95,
          busy.p99,
        ]);
      }
    } finally {
      await env.close();
    }
  }
  printTable(
    `Search index build: ${SEARCH_RECORDS.toLocaleString('en-US')} records and ${SEARCH_DATA.files.toLocaleString('en-US')} files with ~4,000 characters of text each (plus the demo school)`,
    ['database', 'documents', 'generate s', 'rebuild s', 'docs/s', 'search_doc MB'],
    builds,
  );
  printTable(
    `Search over HTTP (5 hits per group), ${options.seconds}s each, 1 client unless said`,
    ['database', 'caller', 'query', 'groups / matches', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms'],
    rows,
  );
}
