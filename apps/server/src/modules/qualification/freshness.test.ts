import { DEFAULT_RULES } from '@accredit/shared/aacsb/index.ts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../core/db.ts';
import { useTestApp } from '../../test/harness.ts';
import { T } from './load.ts';
import { computeFor, presented, type TableCode } from './snapshots.ts';
import { insertPaperSchool } from './testing.ts';

/**
 * Issue 22: the tables are kept per data version and answered again while nothing changed. Each
 * kind of write that feeds them must make the next answer move, and the answer must be exactly
 * what a fresh computation gives (inside a transaction nothing is kept, so that is the reference).
 */
const t = useTestApp();
let admin = '';
const TABLES: TableCode[] = ['31', '32', '81'];

async function answers(): Promise<string> {
  const out: unknown[] = [];
  for (const code of TABLES) {
    const res = await t.api.get<{ table: unknown }>(`/qualification/table${code}`, {
      token: admin,
      query: { year: 2025 },
    });
    expect(res.status).toBe(200);
    out.push(res.body.result.table);
  }
  return JSON.stringify(out);
}

async function fresh(): Promise<string> {
  const out: unknown[] = [];
  for (const code of TABLES)
    out.push(
      await inTransaction(t.database.db, async (tx) => presented(await computeFor(tx, code, 2025), code)),
    );
  return JSON.stringify(out);
}

/** The answer before (asked twice, so it is kept), the write, then the answer must be new and right. */
async function expectMoves(write: () => Promise<{ status: number }>) {
  const before = await answers();
  expect(await answers()).toBe(before);
  const res = await write();
  expect(res.status).toBe(200);
  const after = await answers();
  expect(after).not.toBe(before);
  expect(after).toBe(await fresh());
}

beforeAll(async () => {
  await insertPaperSchool(t.database.db);
  admin = await t.tokenFor('admin');
});

describe('kept AACSB tables follow every write that feeds them', () => {
  it('answers again from memory when nothing changed, with the figures of a fresh computation', async () => {
    const first = await answers();
    expect(await answers()).toBe(first);
    expect(first).toBe(await fresh());
  });

  it('a teacher renamed', async () => {
    await expectMoves(() => t.api.put('/aacsb/teacher/edit', { id: 'T1', name: 'Alicia' }, { token: admin }));
  });

  it("a teacher's accreditation record (participating)", async () => {
    const [row] = await t.database.db
      .select({ id: T.accreditation.id })
      .from(T.accreditation)
      .where(and(eq(T.accreditation.teacherId, 'T2'), eq(T.accreditation.year, 2025)));
    await expectMoves(() =>
      t.api.put('/aacsb/teacherAccreditation/edit', { id: row.id, participating: false }, { token: admin }),
    );
  });

  it("the faculty identity screen's save (a teacher no longer participating)", async () => {
    const [row] = await t.database.db
      .select()
      .from(T.accreditation)
      .where(and(eq(T.accreditation.teacherId, 'T1'), eq(T.accreditation.year, 2025)));
    await expectMoves(() =>
      t.api.post(
        '/aacsb/identity/save',
        {
          year: 2025,
          rows: [
            {
              teacherId: 'T1',
              participating: !row.participating,
              employmentStatus: row.employmentStatus,
              facultyCategory: row.facultyCategory,
            },
          ],
        },
        { token: admin },
      ),
    );
  });

  it("a teacher's share of a discipline", async () => {
    const [row] = await t.database.db
      .select({ id: T.discipline.id })
      .from(T.discipline)
      .where(eq(T.discipline.teacherId, 'T1'));
    await expectMoves(() =>
      t.api.put('/aacsb/teacherDiscipline/edit', { id: row.id, percent: 50 }, { token: admin }),
    );
  });

  const review = (resource: string, id: string, action: string) =>
    t.api.post(`/aacsb/${resource}/processBatch`, { ids: id, action, reason: 'check' }, { token: admin });

  it("an output's approval cancelled, then given again", async () => {
    await expectMoves(() => review('researchOutput', 'O1', 'cancel'));
    await expectMoves(() => review('researchOutput', 'O1', 'approve'));
  });

  it('an author added to an output (while it awaits approval: authors of approved outputs stay)', async () => {
    await expectMoves(() => review('researchOutput', 'O3', 'cancel'));
    const before = await answers();
    const added = await t.api.post(
      '/aacsb/researchOutputAuthor/add',
      { outputId: 'O3', teacherId: 'T9', authorOrder: 5, isLead: false },
      { token: admin },
    );
    expect(added.status).toBe(200);
    expect(await answers()).toBe(await fresh());
    await expectMoves(() => review('researchOutput', 'O3', 'approve'));
    expect(await answers()).not.toBe(before);
  });

  it("an engagement record's approval cancelled", async () => {
    await expectMoves(() => review('professionalEngagement', 'A1', 'cancel'));
  });

  it('a teaching assignment edited', async () => {
    await expectMoves(() =>
      t.api.put('/aacsb/teachingAssignment/edit', { id: 'a1', creditHours: 9 }, { token: admin }),
    );
  });

  it('a teaching assignment deleted', async () => {
    await expectMoves(() =>
      t.api.delete('/aacsb/teachingAssignment/delete', { token: admin, query: { id: 'a1' } }),
    );
  });

  it('a new version of the qualification rules (no IP rule)', async () => {
    const rules = DEFAULT_RULES.rules.filter((r) => r.status !== 'IP');
    await expectMoves(() => t.api.put('/qualification/rules', { rules, note: 'no IP' }, { token: admin }));
  });

  it("the school's Table 8-1 counting (rate counting on)", async () => {
    await expectMoves(() =>
      t.api.put(
        '/aacsb/schoolInfo/edit',
        { contributionRateEnabled: '1', contributionRate: 40 },
        { token: admin },
      ),
    );
  });

  it('the qualification thresholds', async () => {
    const settings = await t.api.get<{ thresholds: Record<string, number> }>('/qualification/settings', {
      token: admin,
    });
    await expectMoves(() =>
      t.api.put(
        '/qualification/settings',
        { thresholds: { ...settings.body.result.thresholds, sa: 10 } },
        { token: admin },
      ),
    );
  });

  it('an identification (an overridden status)', async () => {
    const computed = await inTransaction(t.database.db, (tx) => computeFor(tx, '31', 2025));
    const status = computed.tables.statuses.T1 === 'SA' ? 'A' : 'SA';
    await expectMoves(() =>
      t.api.post(
        '/qualification/identify',
        { year: 2025, teacherIds: ['T1'], status, reason: 'confirmed by the dean' },
        { token: admin },
      ),
    );
  });

  it('a discipline renamed', async () => {
    await expectMoves(() =>
      t.api.put(
        '/sys/sysDepart/edit',
        { id: 'ACC', departName: '会计学系', departNameEn: 'Accountancy', isDiscipline: true, fte: 3 },
        { token: admin },
      ),
    );
  });

  it('a write straight through SQL (no server code, no markTablesStale): the database marks the tables stale', async () => {
    const direct = (q: ReturnType<typeof sql>) => async () => {
      await t.database.db.execute(q);
      return { status: 200 };
    };
    await expectMoves(direct(sql`update teacher set name = 'Alice (SQL)' where id = 'T1'`));
    await expectMoves(
      direct(sql`update sys_depart set depart_name_en = 'Accounting (SQL)' where id = 'ACC'`),
    );
  });

  it("a backup's restore order: a feeding table's rows, then sys_meta's version row as a plain insert", async () => {
    const version = async () =>
      (
        await t.database.rows<{ value: string }>(
          sql`select value from sys_meta where key = 'aacsbTables:version'`,
        )
      )[0]?.value;
    const before = await version();
    await inTransaction(t.database.db, async (tx) => {
      await tx.execute(sql`update teacher set name = name where id = 'T1'`);
      await tx.execute(sql`insert into sys_meta (key, value) values ('aacsbTables:version', 'restored')`);
    });
    expect(before).toBeDefined();
    expect(await version()).toBe('restored');
    expect(await answers()).toBe(await fresh());
  });
});
