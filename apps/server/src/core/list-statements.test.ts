import { and, asc, desc, eq, gte, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sysLog } from '../modules/system/schema.ts';
import { useTestApp } from '../test/harness.ts';
import { keptShapes, keptTotals, listRows, reuseListTotals } from './list-statements.ts';

/**
 * Issue 22: a list's statements are kept per shape of call and each call binds its own values.
 * Every answer here is checked against the rows themselves, whatever statement served it.
 */
const t = useTestApp();
type Log = typeof sysLog.$inferSelect;

beforeAll(async () => {
  await t.database.db.execute(sql`
    insert into sys_log (id, log_type, log_content, username, ip, create_time)
    select 'ks' || g, 1 + (g % 2), 'kept ' || lpad(g::text, 3, '0'), case when g % 3 = 0 then null else 'u' || (g % 3) end,
           '10.0.0.' || g, timestamptz '2024-03-01' + (g || ' hours')::interval
    from generate_series(1, 120) as g`);
});

const ours = like(sysLog.logContent, 'kept %');
const contents = (rows: Log[]) => rows.map((r) => r.logContent);
const list = (
  conditions: ReturnType<typeof eq>[],
  order = [asc(sysLog.logContent)],
  pageNo = 1,
  pageSize = 5,
) => listRows<Log>(t.database.db, sysLog, [ours, ...conditions], order, { pageNo, pageSize, cap: 50 });

/** A spy on the statements the test database's driver is sent (restore it when done). */
function spyOnQueries() {
  const client = (t.database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
  return vi.spyOn(client, 'query');
}

describe('kept list statements', () => {
  it('serve one shape with each call’s own values, and a new shape with its own statement', async () => {
    const before = keptShapes(t.database.db);
    const a = await list([eq(sysLog.logType, 1)]);
    const b = await list([eq(sysLog.logType, 2)]);
    expect(keptShapes(t.database.db)).toBe(before + 1);
    expect(contents(a.rows)).toEqual(['kept 002', 'kept 004', 'kept 006', 'kept 008', 'kept 010']);
    expect(contents(b.rows)).toEqual(['kept 001', 'kept 003', 'kept 005', 'kept 007', 'kept 009']);
    expect([a.total, a.totalCapped, b.total]).toEqual([50, true, 50]);
    const c = await list([eq(sysLog.logType, 1), eq(sysLog.username, 'u1')], [desc(sysLog.createTime)], 2, 3);
    expect(keptShapes(t.database.db)).toBe(before + 2);
    expect(contents(c.rows)).toEqual(['kept 100', 'kept 094', 'kept 088']);
  });

  it('count exactly when asked, and from the page when it tells', async () => {
    const exact = await listRows<Log>(
      t.database.db,
      sysLog,
      [ours, eq(sysLog.logType, 2)],
      [asc(sysLog.id)],
      {
        pageNo: 1,
        pageSize: 5,
        cap: 50,
        exact: true,
      },
    );
    expect([exact.total, exact.totalCapped]).toEqual([60, false]);
    const last = await list([eq(sysLog.logType, 2)], undefined, 9, 7);
    expect([last.rows.length, last.total, last.totalCapped]).toEqual([4, 60, false]);
    const all = await listRows<Log>(
      t.database.db,
      sysLog,
      [ours, isNull(sysLog.username)],
      [asc(sysLog.id)],
      {
        pageNo: 1,
        pageSize: -1,
      },
    );
    expect(all.rows).toHaveLength(40);
  });

  it('send a page and its total as one statement, counting only what the page does not tell', async () => {
    const spy = spyOnQueries();
    const statements = async (call: () => Promise<unknown>) => {
      spy.mockClear();
      await call();
      return spy.mock.calls.length;
    };
    try {
      await list([eq(sysLog.logType, 2)], undefined, 3); // the shape's statements made (not counted)
      const page = (pageNo: number, pageSize: number, conditions = [eq(sysLog.logType, 2)]) =>
        list(conditions, undefined, pageNo, pageSize);
      // 60 matches: full pages carry the capped (50) total, the partial last page tells its own.
      expect(await statements(() => page(3, 5))).toBe(1);
      expect(await page(3, 5)).toMatchObject({ total: 50, totalCapped: true });
      expect(await statements(() => page(9, 7))).toBe(1);
      expect(await page(9, 7)).toMatchObject({ total: 60, totalCapped: false });
      // Past the last page the one row of padding carries the total.
      expect(await statements(() => page(20, 5))).toBe(1);
      expect(await page(20, 5)).toMatchObject({ rows: [], total: 50, totalCapped: true });
      // An empty first page means none match.
      const none = [eq(sysLog.logType, 2), eq(sysLog.username, 'nobody')];
      expect(await statements(() => page(1, 5, none))).toBe(1);
      expect(await page(1, 5, none)).toMatchObject({ rows: [], total: 0, totalCapped: false });
    } finally {
      spy.mockRestore();
    }
  });

  it('give the rows drizzle gives: dates as dates, JSON parsed, nulls kept, in order', async () => {
    await t.database.db
      .update(sysLog)
      .set({ extra: { reason: 'x', n: [1, 2] }, costTime: 7 })
      .where(inArray(sysLog.id, ['ks4', 'ks6']));
    const conditions = [ours, eq(sysLog.logType, 1)];
    const order = [desc(sysLog.createTime), asc(sysLog.id)];
    const ours6 = await listRows<Log>(t.database.db, sysLog, conditions, order, {
      pageNo: 10,
      pageSize: 6,
      cap: 50,
    });
    const theirs = await t.database.db
      .select()
      .from(sysLog)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(6)
      .offset(54);
    expect(ours6.rows).toStrictEqual(theirs);
    expect(ours6.rows.find((r) => r.id === 'ks4')).toMatchObject({
      id: 'ks4',
      extra: { reason: 'x', n: [1, 2] },
      costTime: 7,
    });
    expect(ours6.rows[0].createTime).toBeInstanceOf(Date);
    const all = await listRows<Log>(t.database.db, sysLog, conditions, order, { pageNo: 1, pageSize: -1 });
    expect(all.rows).toStrictEqual(
      await t.database.db
        .select()
        .from(sysLog)
        .where(and(...conditions))
        .orderBy(...order),
    );
  });

  it('binds dates, lists of any length, nulls and nested conditions', async () => {
    const day = (d: string) => [
      gte(sysLog.createTime, new Date(`${d}T00:00:00Z`)),
      lt(sysLog.createTime, new Date(new Date(`${d}T00:00:00Z`).getTime() + 86_400_000)),
    ];
    const second = await list(day('2024-03-02'), undefined, 1, 30);
    expect(second.rows).toHaveLength(24);
    expect(second.rows[0].logContent).toBe('kept 024');
    const third = await list(day('2024-03-03'), undefined, 1, 30);
    expect(third.rows[0].logContent).toBe('kept 048');
    for (const ids of [['ks7'], ['ks7', 'ks8', 'ks9'], ['ks1', 'ks2']]) {
      const r = await list([inArray(sysLog.id, ids)], undefined, 1, 10);
      expect(r.rows.map((x) => x.id).sort()).toEqual([...ids].sort());
    }
    const nested = await list(
      [or(and(eq(sysLog.logType, 1), eq(sysLog.username, 'u2')), sql`${sysLog.ip} = ${'10.0.0.3'}`) as never],
      undefined,
      1,
      3,
    );
    expect(contents(nested.rows)).toEqual(['kept 002', 'kept 003', 'kept 008']);
  });

  it('count a total once per snapshot: again only after a write, and every time when reuse is off', async () => {
    const spy = spyOnQueries();
    // What the list's one statement brought back as its count: null when it did not count.
    const counted = async (call: () => Promise<unknown>) => {
      spy.mockClear();
      await call();
      expect(spy.mock.calls.length).toBe(1);
      const { rows } = (await spy.mock.results[0].value) as { rows: Record<string, unknown>[] };
      const total = rows[0].list_total;
      return total === null ? null : Number(total); // a bigint: text from node-postgres
    };
    const mine = [eq(sysLog.logType, 1), like(sysLog.username, 'u%')];
    const page = (pageNo: number) => list(mine, [asc(sysLog.id)], pageNo, 4);
    try {
      const kept = keptTotals(t.database.db);
      // 40 of type 1 have a user: a full page counts them once, then pages of the same filter reuse it.
      expect(await counted(() => page(1))).toBe(40);
      expect(keptTotals(t.database.db)).toBe(kept + 1);
      expect(await counted(() => page(1))).toBeNull();
      expect(await counted(() => page(2))).toBeNull();
      expect(await page(3)).toMatchObject({ total: 40, totalCapped: false });
      // Another filter's values have their own total.
      expect(await counted(() => list([eq(sysLog.logType, 2)], [asc(sysLog.id)], 1, 4))).toBe(51);
      // A write (through any connection) ends a transaction: the next call counts again, and sees it.
      await t.database.db.execute(
        sql`insert into sys_log (id, log_type, log_content, username) values ('ks-new', 1, 'kept 999', 'u1')`,
      );
      try {
        expect(await counted(() => page(2))).toBe(41);
        expect(await page(1)).toMatchObject({ total: 41 });
        expect(await counted(() => page(1))).toBeNull();
        // Off: every call that needs a total counts it.
        reuseListTotals(false);
        expect(await counted(() => page(1))).toBe(41);
        expect(await counted(() => page(1))).toBe(41);
      } finally {
        reuseListTotals(true);
        await t.database.db.execute(sql`delete from sys_log where id = 'ks-new'`);
      }
      expect(await page(1)).toMatchObject({ total: 40 });
    } finally {
      spy.mockRestore();
    }
  });

  it.runIf(process.env.TEST_DRIVER === 'postgres')(
    'count again once a transaction that was open at the count commits',
    async () => {
      type Conn = { query(text: string): Promise<unknown>; release(): void };
      const pool = (t.database.db as unknown as { $client: { connect(): Promise<Conn> } }).$client;
      const writer = await pool.connect();
      const mine = [eq(sysLog.logType, 2), like(sysLog.ip, '10.0.0.1%')];
      const page = () => list(mine, [asc(sysLog.id)], 1, 4);
      try {
        await writer.query('begin');
        await writer.query(
          `insert into sys_log (id, log_type, log_content, ip) values ('ks-open', 2, 'kept 998', '10.0.0.199')`,
        );
        // Counted while the writer is open: its row is not seen, and the total is kept.
        const before = (await page()).total;
        expect((await page()).total).toBe(before);
        await writer.query('commit');
        expect((await page()).total).toBe(before + 1);
      } finally {
        await writer.query(`delete from sys_log where id = 'ks-open'`);
        writer.release();
      }
    },
  );

  it('builds the ordinary way what it cannot keep: inlined values and reads inside a transaction', async () => {
    const before = keptShapes(t.database.db);
    const inlined = await list([sql`${sysLog.logType} = ${2}`.inlineParams() as never]);
    expect(contents(inlined.rows)[0]).toBe('kept 001');
    const inTx = await t.database.db.transaction((tx) =>
      listRows<Log>(tx, sysLog, [ours, eq(sysLog.logType, 1)], [asc(sysLog.logContent)], {
        pageNo: 1,
        pageSize: 2,
      }),
    );
    expect(contents(inTx.rows)).toEqual(['kept 002', 'kept 004']);
    expect(keptShapes(t.database.db)).toBe(before);
  });
});
