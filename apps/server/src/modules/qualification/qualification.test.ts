import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { actorWith, addDataRule } from '../../crud/testing.ts';
import { useTestApp } from '../../test/harness.ts';
import { markTablesStale } from './freshness.ts';
import { insertPaperSchool, setCounting } from './testing.ts';

/**
 * The paper-worked school (packages/shared/src/aacsb/paper-school.test.ts has the figures worked
 * by hand) written to the database and read back through the API: the same figures must come out
 * of the routes, for both counting options.
 */
const t = useTestApp();
let admin = '';

type Ratio = { shown: number | null; pass: boolean | null };
type Totals = {
  sufficiency: Ratio;
  sa: Ratio;
  saPaSp: Ratio;
  saPaSpIp: Ratio;
  byStatus: Record<string, number>;
};
interface T31 {
  table: { groups: { disciplineId: string; totals: Totals }[]; total: Totals };
  input?: unknown;
}
const shown = (x: Totals) => [x.sufficiency.shown, x.sa.shown, x.saPaSp.shown, x.saPaSpIp.shown];

beforeAll(async () => {
  const db = t.database.db;
  await insertPaperSchool(db);
  admin = await t.tokenFor('admin');
});

describe('the paper-worked school through the database', () => {
  it('Table 3-1 matches the hand-worked figures, count option', async () => {
    const res = await t.api.get<T31>('/qualification/table31', { token: admin, query: { year: 2025 } });
    expect(res.status).toBe(200);
    const g = (id: string) =>
      res.body.result.table.groups.find((x) => x.disciplineId === id)?.totals as Totals;
    expect(shown(g('ACC'))).toEqual([91.3, 60.6, 75.8, 100]);
    expect(shown(g('FIN'))).toEqual([53.8, 25.6, 89.7, 89.7]);
    expect(shown(g('MGT'))).toEqual([62.5, 27.8, 44.4, 72.2]);
    expect(shown(res.body.result.table.total)).toEqual([66.3, 37, 70.4, 87]);
    // What-if's input comes apart, when the what-if is opened: every teacher with what it needs.
    expect(res.body.result.input).toBeUndefined();
    const input = await t.api.get<{ year: number; input: { teachers: { id: string }[]; statuses: object } }>(
      '/qualification/table31/input',
      { token: admin, query: { year: 2025 } },
    );
    expect(input.status).toBe(200);
    expect(input.body.result.year).toBe(2025);
    expect(input.body.result.input.teachers).toHaveLength(12);
    expect(Object.keys(input.body.result.input.statuses)).toHaveLength(12);
  });

  it('Tables 3-2 and 8-1 match, then the rate option changes them as worked out', async () => {
    const t32 = await t.api.get<{ table: { rows: { level: string; shown: Record<string, number> }[] } }>(
      '/qualification/table32',
      { token: admin, query: { year: 2025 } },
    );
    expect(t32.body.result.table.rows.find((r) => r.level === 'total')?.shown).toEqual({
      SA: 34.9,
      PA: 5.8,
      SP: 27.9,
      IP: 17.4,
      A: 14,
    });
    type T81 = {
      table: {
        total: {
          categories: Record<string, number>;
          columns: Record<string, number>;
          total: number;
          participatingProducing: Ratio;
          fteProducing: Ratio;
        };
      };
    };
    const count = await t.api.get<T81>('/qualification/table81', { token: admin, query: { year: 2025 } });
    const total = count.body.result.table.total;
    expect([Object.values(total.categories), Object.values(total.columns), total.total]).toEqual([
      [7, 8, 2],
      [7, 7, 3],
      17,
    ]);
    expect([total.participatingProducing.shown, total.fteProducing.shown]).toEqual([87.5, 83.3]);

    await setCounting(t.database.db, { rateCounting: true });
    const rate = await t.api.get<T81>('/qualification/table81', { token: admin, query: { year: 2025 } });
    const r = rate.body.result.table.total;
    expect([Object.values(r.categories), Object.values(r.columns), r.total]).toEqual([
      [6, 6.5, 2],
      [6, 6, 2.5],
      14.5,
    ]);
    const t31 = await t.api.get<T31>('/qualification/table31', { token: admin, query: { year: 2025 } });
    expect(shown(t31.body.result.table.total)).toEqual([66.3, 18.5, 51.9, 68.5]);
    await setCounting(t.database.db, { rateCounting: false });
  });

  it('every drill-down list adds up to its cell, and a ratio lists its teachers with their records', async () => {
    type Drill = {
      cells: { key: string; value: number }[];
      teachers: { id: string; amount: number; evidence: { id: string }[] }[];
      records: { kind: string; id: string; amount: number }[];
    };
    const sa = await t.api.get<Drill>('/qualification/drill', {
      token: admin,
      query: { table: '31', year: 2025, cells: '31:total:sa,31:total:t' },
    });
    expect(sa.status).toBe(200);
    const [num] = sa.body.result.cells;
    expect(num.value).toBe(400);
    const saTeachers = sa.body.result.teachers.filter((x) => ['T1', 'T2', 'T5', 'T9'].includes(x.id));
    expect(saTeachers.map((x) => x.evidence.length > 0 || x.id === 'T2')).toEqual([true, true, true, true]);
    const fin = await t.api.get<Drill>('/qualification/drill', {
      token: admin,
      query: { table: '81', year: 2025, cells: '81:FIN:prj' },
    });
    expect(fin.body.result.records.map((x) => x.id).sort()).toEqual(['O16', 'O2', 'O4']);
    for (const cells of ['31:FIN:P', '31:total:PS', '32:4:PA', '81:total:total', '81:MGT:fteProducing']) {
      const table = cells.slice(0, 2);
      const res = await t.api.get<Drill>('/qualification/drill', {
        token: admin,
        query: { table, year: 2025, cells },
      });
      const sum = [
        ...res.body.result.records.map((x) => x.amount),
        ...(cells.includes('fte') ? res.body.result.teachers.map((x) => x.amount) : []),
      ].reduce((s, x) => s + x, 0);
      expect(sum).toBeCloseTo(res.body.result.cells[0].value, 9);
    }
    const record = await t.api.get<{
      fields: Record<string, unknown>;
      authors: { name: string; isLead: boolean }[];
    }>('/qualification/record', { token: admin, query: { kind: 'output', id: 'O2' } });
    expect(record.body.result.fields.titleEn).toBe('Output O2');
    expect(record.body.result.authors.map((a) => [a.name, a.isLead])).toEqual([
      ['Alice', true],
      ['Eve', false],
    ]);
  });
});

describe('a record behind a figure', () => {
  it('opens only as the caller’s own queryById of the record would: permission and row scope', async () => {
    const asReader = await actorWith(t, ['facultyReport:query']);
    const none = await t.api.get('/qualification/record', {
      token: asReader.token,
      query: { kind: 'output', id: 'O2' },
    });
    expect(none.status).toBe(404);
    const missing = await t.api.get('/qualification/record', {
      token: asReader.token,
      query: { kind: 'output', id: 'no-such-output' },
    });
    expect(missing.body.message).toBe(none.body.message);

    // The get permission narrowed to one's own records (a teacher's rule) does not reach another's output.
    const narrowed = await actorWith(t, ['facultyReport:query', 'researchOutput:get']);
    await addDataRule(t.database.db, narrowed.roleId, 'researchOutput', {
      column: 'create_by',
      condition: '=',
      value: '#{sys_user_code}',
    });
    expect(
      (
        await t.api.get('/qualification/record', {
          token: narrowed.token,
          query: { kind: 'output', id: 'O2' },
        })
      ).status,
    ).toBe(404);
    const reader = await actorWith(t, ['facultyReport:query', 'researchOutput:get']);
    expect(
      (await t.api.get('/qualification/record', { token: reader.token, query: { kind: 'output', id: 'O2' } }))
        .status,
    ).toBe(200);
  });
});

describe('identification', () => {
  it('identifies, overrides with a reason, cancels, and keeps all of it in the history', async () => {
    const ok = await t.api.post(
      '/qualification/identify',
      { year: 2025, teacherIds: ['T5'] },
      { token: admin },
    );
    expect(ok.status).toBe(200);
    const noReason = await t.api.post(
      '/qualification/identify',
      { year: 2025, teacherIds: ['T8'], status: 'IP' },
      { token: admin },
    );
    expect(noReason.status).toBe(400);
    const override = await t.api.post(
      '/qualification/identify',
      { year: 2025, teacherIds: ['T8'], status: 'IP', reason: 'Chartered accountant, 20 years of practice' },
      { token: admin },
    );
    expect(override.status).toBe(200);
    type Board = {
      teachers: {
        id: string;
        computed: string;
        status: string;
        atRisk: unknown;
        identification: { overridden: boolean } | null;
      }[];
    };
    const board = await t.api.get<Board>('/qualification/board', { token: admin, query: { year: 2025 } });
    const heidi = board.body.result.teachers.find((x) => x.id === 'T8');
    expect(heidi).toMatchObject({ computed: 'A', status: 'IP', identification: { overridden: true } });
    expect(board.body.result.teachers.find((x) => x.id === 'T5')?.atRisk).toMatchObject({ nextStatus: 'SP' });
    // The override moves Table 3-1: FIN SA+PA+SP+IP 350 + 40 = 390 of 390.
    const t31 = await t.api.get<T31>('/qualification/table31', { token: admin, query: { year: 2025 } });
    expect(t31.body.result.table.groups.find((g) => g.disciplineId === 'FIN')?.totals.saPaSpIp.shown).toBe(
      100,
    );

    expect(
      (
        await t.api.post(
          '/qualification/cancel',
          { year: 2025, teacherId: 'T8', reason: 'Evidence missing' },
          { token: admin },
        )
      ).status,
    ).toBe(200);
    expect(
      (await t.api.post('/qualification/cancel', { year: 2025, teacherId: 'T8' }, { token: admin })).status,
    ).toBe(409);
    const history = await t.api.get<{ action: string; status: string; reason: string | null }[]>(
      '/qualification/history',
      {
        token: admin,
        query: { year: 2025, teacherId: 'T8' },
      },
    );
    expect(history.body.result.map((h) => [h.action, h.status, h.reason])).toEqual([
      ['identify', 'IP', 'Chartered accountant, 20 years of practice'],
      ['cancel', 'IP', 'Evidence missing'],
    ]);
    const after = await t.api.get<Board>('/qualification/board', { token: admin, query: { year: 2025 } });
    expect(after.body.result.teachers.find((x) => x.id === 'T8')).toMatchObject({
      status: 'A',
      identification: null,
    });
  });

  it('saves rules as a new version and evaluates by it', async () => {
    const put = await t.api.put<{ version: number }>(
      '/qualification/rules',
      { rules: [{ status: 'SA', minDegree: '3', anyOf: [{ minPrj: 1 }] }], note: 'one PRJ is enough' },
      { token: admin },
    );
    expect(put.status).toBe(200);
    expect(put.body.result.version).toBe(2);
    type Board = { ruleVersion: number; teachers: { id: string; computed: string }[] };
    const board = await t.api.get<Board>('/qualification/board', { token: admin, query: { year: 2025 } });
    expect(board.body.result.ruleVersion).toBe(2);
    expect(board.body.result.teachers.find((x) => x.id === 'T7')?.computed).toBe('SA');
    const versions = await t.api.get<{ version: number }[]>('/qualification/rules', { token: admin });
    expect(versions.body.result.map((v) => v.version)).toEqual([2, 1]);
    const { DEFAULT_RULES } = await import('@accredit/shared/aacsb/index.ts');
    await t.api.put('/qualification/rules', { ...DEFAULT_RULES, note: 'back to defaults' }, { token: admin });
  });
});

describe('snapshots', () => {
  it('freezes a table: later edits do not change it, and the differences are listed', async () => {
    const snap = await t.api.post<{ id: string }>(
      '/qualification/snapshots',
      { table: '31', year: 2025, note: 'submitted' },
      { token: admin },
    );
    expect(snap.status).toBe(200);
    // Ken becomes participating after the snapshot.
    const { T } = await import('./load.ts');
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .update(T.accreditation)
      .set({ participating: true })
      .where(eq(T.accreditation.teacherId, 'T11'));
    // Written behind the product's back: the kept tables must hear of it.
    await markTablesStale(t.database.db);
    type Snap = { table: { total: Totals }; changes: { key: string; snapshot: number; live: number }[] };
    const read = await t.api.get<Snap>('/qualification/snapshot', {
      token: admin,
      query: { id: snap.body.result.id },
    });
    expect(read.body.result.table.total.sufficiency.shown).toBe(66.3);
    expect(read.body.result.changes).toContainEqual({ key: '31:total:P', snapshot: 57, live: 66 });
    const live = await t.api.get<T31>('/qualification/table31', { token: admin, query: { year: 2025 } });
    expect(live.body.result.table.total.sufficiency.shown).toBe(76.7);
    await t.database.db
      .update(T.accreditation)
      .set({ participating: false })
      .where(eq(T.accreditation.teacherId, 'T11'));
    await markTablesStale(t.database.db);
  });
});

describe('exports', () => {
  it('writes Table 3-1 to Excel in the AACSB layout, in English and in Chinese', async () => {
    for (const [lang, title, total] of [
      ['en-US', 'Table 3-1', 'School total'],
      ['zh-CN', '表 3-1', '学院合计'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/qualification/export',
        query: { table: '31', year: '2025', lang },
        headers: { 'x-access-token': admin },
      });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const ws = wb.worksheets[0];
      expect(String(ws.getCell('A1').value)).toContain(title);
      const rows: string[][] = [];
      ws.eachRow((row) => {
        rows.push(
          (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
        );
      });
      const totalRow = rows.find((r) => r[0] === total);
      expect(totalRow?.slice(3, 5)).toEqual(['57', '29']);
      expect(totalRow?.slice(6, 11)).toEqual(['400', '100', '260', '180', '140']);
    }
  });

  it('writes Table 8-1 to Word', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/qualification/export',
      query: { table: '81', year: '2025', format: 'docx' },
      headers: { 'x-access-token': admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('permissions', () => {
  it('refuses people without the table permissions', async () => {
    const teacher = await t.tokenFor('teacher', '4');
    expect(
      (await t.api.get('/qualification/table31', { token: teacher, query: { year: 2025 } })).status,
    ).toBe(403);
    expect(
      (await t.api.post('/qualification/identify', { year: 2025, teacherIds: ['T1'] }, { token: teacher }))
        .status,
    ).toBe(403);
    expect((await t.api.get('/qualification/table31', { query: { year: 2025 } })).status).toBe(401);
    // The expert reads tables but cannot identify, freeze or export.
    const expert = await t.tokenFor('expert', '7');
    expect((await t.api.get('/qualification/table31', { token: expert, query: { year: 2025 } })).status).toBe(
      200,
    );
    expect(
      (await t.api.post('/qualification/snapshots', { table: '31', year: 2025 }, { token: expert })).status,
    ).toBe(403);
    expect(
      (
        await t.api.get('/qualification/drill', {
          token: expert,
          query: { table: '81', year: 2025, cells: '81:total:total' },
        })
      ).status,
    ).toBe(200);
    const unit = await t.tokenFor('unitadmin', '2');
    expect(
      (await t.api.post('/qualification/identify', { year: 2025, teacherIds: ['T1'] }, { token: unit }))
        .status,
    ).toBe(200);
    // The research secretary has Table 8-1 but not Table 3-1 drill-downs.
    const secretary = await t.tokenFor('secretary', '5');
    expect(
      (
        await t.api.get('/qualification/drill', {
          token: secretary,
          query: { table: '31', year: 2025, cells: '31:total:t' },
        })
      ).status,
    ).toBe(403);
  });
});
