import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';

/**
 * Issue 22 item 2 on the system lists (system/http.ts fetchPage): the operation log, users, roles,
 * dictionaries and announcements count their total as the resource lists do, up to 10,000
 * ("10,000+", `totalCapped`), exactly on request (`exactTotal=true`), and not at all when the
 * page tells the total.
 */
const t = useTestApp();
let admin: string;
const MANY = 10_025;

interface LogPage {
  records: { id: string; logContent: string }[];
  total: number;
  pages: number;
  current: number;
  totalCapped?: boolean;
}

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  await t.database.db.execute(sql`
    insert into sys_log (id, log_type, log_content, operate_type, username, create_time)
    select 'cap' || g, 2, 'capped entry ' || lpad(g::text, 5, '0'), 'POST', 'cap-user',
           timestamptz '2025-01-01' + (g || ' minutes')::interval
    from generate_series(1, ${MANY}) as g`);
});

const logs = (query: Record<string, string | number>) =>
  t.api.get<LogPage>('/sys/log/list', {
    token: admin,
    query: { logType: 2, keyWord: 'capped entry', ...query },
  });

describe('the total of a system list', () => {
  it('stops at 10,000 and says so when more entries match', async () => {
    const res = await logs({ pageNo: 2, pageSize: 10 });
    expect(res.status, res.raw.slice(0, 300)).toBe(200);
    expect(res.body.result).toMatchObject({ total: 10_000, totalCapped: true, pages: 1000, current: 2 });
    // Newest first: page 2 starts at the 11th newest.
    expect(res.body.result.records[0].logContent).toBe(`capped entry ${String(MANY - 10).padStart(5, '0')}`);
  });

  it('counts every match when the exact figure is asked for', async () => {
    const res = await logs({ pageNo: 2, pageSize: 10, exactTotal: 'true' });
    expect(res.body.result.total).toBe(MANY);
    expect(res.body.result.totalCapped).toBeUndefined();
  });

  it('gives the exact total from a last page that is not full, without the cap', async () => {
    const res = await logs({ pageNo: Math.ceil(MANY / 10), pageSize: 10 });
    expect(res.body.result.records.map((r) => r.logContent)).toEqual([
      'capped entry 00005',
      'capped entry 00004',
      'capped entry 00003',
      'capped entry 00002',
      'capped entry 00001',
    ]);
    expect(res.body.result).toMatchObject({ total: MANY, pages: Math.ceil(MANY / 10) });
    expect(res.body.result.totalCapped).toBeUndefined();
  });

  it('gives the exact total of a small match on a full page, past the end and with none', async () => {
    const full = await logs({ keyWord: 'capped entry 0000', pageNo: 1, pageSize: 9 });
    expect(full.body.result).toMatchObject({ total: 9, pages: 1 });
    const beyond = await logs({ keyWord: 'capped entry 0000', pageNo: 4, pageSize: 5 });
    expect(beyond.body.result).toMatchObject({ total: 9, pages: 2, records: [] });
    const none = await logs({ keyWord: 'no such entry', pageNo: 1, pageSize: 10 });
    expect(none.body.result).toMatchObject({ total: 0, pages: 0, records: [] });
  });

  it('gives every entry and its count with pageSize -1', async () => {
    const res = await logs({ pageNo: 1, pageSize: -1 });
    expect(res.body.result.records).toHaveLength(MANY);
    expect(res.body.result.total).toBe(MANY);
  });

  it('binds each call its own values: the statement kept for a shape of call holds none of them', async () => {
    // The same shape (keyword, page, cap) with two keywords, and a date range after each.
    const nine = await logs({ keyWord: 'capped entry 0000', pageNo: 1, pageSize: 20 });
    const ten = await logs({ keyWord: 'capped entry 0001', pageNo: 1, pageSize: 20 });
    expect([nine.body.result.total, ten.body.result.total]).toEqual([9, 10]);
    const day = (d: string) => logs({ createTime_begin: d, createTime_end: d, pageNo: 1, pageSize: 5 });
    const second = await day('2025-01-02');
    expect(second.body.result).toMatchObject({ total: 1440 });
    expect(second.body.result.records[0].logContent).toBe('capped entry 02879');
    expect((await day('2025-01-06')).body.result.records[0].logContent).toBe('capped entry 08639');
    expect((await day('2024-12-31')).body.result).toMatchObject({ total: 0, records: [] });
  });

  it('sorts by a listed column either way and refuses another one, keeping nothing for it', async () => {
    const oldest = await logs({ column: 'createTime', order: 'asc', pageSize: 1 });
    expect(oldest.body.result.records[0].logContent).toBe('capped entry 00001');
    const newest = await logs({ column: 'createTime', order: 'desc', pageSize: 1 });
    expect(newest.body.result.records[0].logContent).toBe(`capped entry ${MANY}`);
    for (let i = 0; i < 2; i++) {
      const bad = await logs({ column: 'logContent; drop table sys_log', pageSize: 1 });
      expect(bad.status).toBe(400);
    }
  });

  it('refuses an exactTotal that is not a yes or no', async () => {
    expect((await logs({ exactTotal: 'maybe' })).status).toBe(400);
  });

  it('keeps the exact totals of the other system lists', async () => {
    const users = await t.api.get<{ total: number; records: unknown[] }>('/sys/user/list', {
      token: admin,
      query: { pageNo: 1, pageSize: 2 },
    });
    expect(users.status).toBe(200);
    const all = await t.api.get<{ total: number; records: unknown[] }>('/sys/user/list', {
      token: admin,
      query: { pageNo: 1, pageSize: -1 },
    });
    expect(users.body.result.total).toBe(all.body.result.records.length);
    expect(all.body.result.total).toBeGreaterThan(2);
  });
});
