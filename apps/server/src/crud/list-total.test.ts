import { columnOf, isFilter, isSortable, RESOURCES } from '@accredit/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';

/**
 * Issue 22 item 2: a list's total costs what the page costs. Past 10,000 matches the total stops at
 * 10,000 and says so (`totalCapped`), the exact figure comes on request (`exactTotal=true`); a
 * page that is not full gives the total without counting. Every filter and sort column a
 * definition declares has an index in the migrated database.
 */
const t = useTestApp();
let admin: string;
const CAPPED_VENUE = 'Cap Test Journal';
const MANY = 10_032;

interface ListPage {
  records: { id: string; titleEn: string }[];
  total: number;
  size: number;
  current: number;
  pages: number;
  totalCapped?: boolean;
}

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  await t.database.db.execute(sql`
    insert into research_output (id, create_by, output_type, title_en, venue_name, publish_date)
    select 'cap' || g, 'admin', '1', 'Capped output ' || lpad(g::text, 5, '0'), ${CAPPED_VENUE},
           date '2020-01-01' + g
    from generate_series(1, ${MANY}) as g`);
  await t.database.db.execute(sql`
    insert into research_output (id, create_by, output_type, title_en, venue_name, publish_date)
    select 'rare' || g, 'admin', '1', 'Rare output ' || g, 'Rare Test Journal', date '2021-01-01' + g
    from generate_series(1, 3) as g`);
});

const list = (query: Record<string, string | number>) =>
  t.api.get<ListPage>('/aacsb/researchOutput/list', { token: admin, query });

describe('the total of a list', () => {
  it('stops at 10,000 and says so when more rows match', async () => {
    const res = await list({ venueName: CAPPED_VENUE, pageNo: 2, pageSize: 10 });
    expect(res.status, res.raw.slice(0, 300)).toBe(200);
    const page = res.body.result;
    expect(page.total).toBe(10_000);
    expect(page.totalCapped).toBe(true);
    expect(page.pages).toBe(1000);
    expect(page.current).toBe(2);
    // Newest first by the default sort: page 2 starts at the 11th newest.
    expect(page.records.map((r) => r.titleEn)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Capped output ${String(MANY - 10 - i).padStart(5, '0')}`),
    );
  });

  it('counts every match when asked for the exact figure', async () => {
    const res = await list({ venueName: CAPPED_VENUE, pageNo: 2, pageSize: 10, exactTotal: 'true' });
    expect(res.status, res.raw.slice(0, 300)).toBe(200);
    expect(res.body.result.total).toBe(MANY);
    expect(res.body.result.totalCapped).toBe(false);
    expect(res.body.result.pages).toBe(Math.ceil(MANY / 10));
  });

  it('still serves the pages past the cap, and the last page gives the exact total by itself', async () => {
    const last = Math.ceil(MANY / 10);
    const res = await list({ venueName: CAPPED_VENUE, pageNo: last, pageSize: 10 });
    expect(res.body.result.records.map((r) => r.titleEn)).toEqual([
      'Capped output 00002',
      'Capped output 00001',
    ]);
    expect(res.body.result.total).toBe(MANY);
    expect(res.body.result.totalCapped).toBe(false);
  });

  it('gives the exact total of a small match, on a full page and past the end', async () => {
    const full = await list({ venueName: 'Rare Test Journal', pageNo: 1, pageSize: 3 });
    expect(full.body.result).toMatchObject({ total: 3, totalCapped: false, pages: 1 });
    expect(full.body.result.records).toHaveLength(3);
    const beyond = await list({ venueName: 'Rare Test Journal', pageNo: 5, pageSize: 2 });
    expect(beyond.body.result).toMatchObject({ total: 3, totalCapped: false, pages: 2, records: [] });
    const none = await list({ venueName: 'No Such Journal', pageNo: 1, pageSize: 10 });
    expect(none.body.result).toMatchObject({ total: 0, totalCapped: false, pages: 0, records: [] });
  });

  it('gives every row and its count with pageSize -1, never capped', async () => {
    const res = await list({ venueName: CAPPED_VENUE, pageNo: 1, pageSize: -1 });
    expect(res.body.result.records).toHaveLength(MANY);
    expect(res.body.result).toMatchObject({ total: MANY, totalCapped: false });
  });

  it('refuses an exactTotal that is not a yes or no', async () => {
    const res = await list({ venueName: CAPPED_VENUE, exactTotal: 'maybe' });
    expect(res.status).toBe(400);
  });
});

describe('the indexes of the resource tables', () => {
  it('index every filter and sort column the definitions declare, and text filters for wildcards', async () => {
    const found = await t.database.rows<{ tablename: string; indexdef: string }>(
      sql`select tablename, replace(indexdef, '"', '') as indexdef from pg_indexes where schemaname = 'public'`,
    );
    const missing: string[] = [];
    const has = (table: string, test: (def: string) => boolean) =>
      found.some((i) => i.tablename === table && test(i.indexdef));
    for (const def of RESOURCES) {
      for (const field of def.fields) {
        const column = columnOf(field);
        if (!isFilter(field) && !isSortable(field)) continue;
        // The first column of a b-tree, or an expression or operator class over the column.
        const leads = (d: string) => d.includes(`(${column})`) || d.includes(`(${column},`);
        if (!has(def.table, leads)) missing.push(`${def.table}.${column}`);
        if (
          isFilter(field) &&
          field.type === 'text' &&
          !has(def.table, (d) => d.includes(`${column} gin_trgm_ops`))
        )
          missing.push(`${def.table}.${column} (trigram)`);
      }
      if (!has(def.table, (d) => d.includes('(update_time)'))) missing.push(`${def.table}.update_time`);
    }
    expect(missing).toEqual([]);
  });
});
