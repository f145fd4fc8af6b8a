import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.ts';
import { useTestApp } from '../../test/harness.ts';
import { add } from '../aol/plan-fixture.ts';

/**
 * Identity management over HTTP (issue 19 item 7): a save reads back in the list and the EQUIS
 * summary; a bad code refuses the whole batch (message in the caller's language) and writes
 * nothing; a demo teacher saved as supporting moves their productivity to the supporting column
 * of Table 3-1; a teacher (no identity codes) is refused. Years 2161+ are this file's own; the
 * Table 3-1 case changes the demo year 2025 (each test file has its own database).
 */
const t = useTestApp();
let admin: string;
const tag = newId().slice(0, 5).toUpperCase();
const ids: Record<string, string> = {};

interface Row {
  teacherId: string;
  staffId: string;
  name: string;
  recordId: string | null;
  participating: boolean | null;
  employmentStatus: string | null;
  facultyCategory: string | null;
  missionPercent: number | null;
}
interface HeadFte {
  headcount: number;
  fte: number;
}

const list = async (year: number, query: Record<string, string> = {}) => {
  const res = await t.api.get<{ rows: Row[] }>('/aacsb/identity/list', {
    token: admin,
    query: { year, ...query },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.rows;
};
const save = (year: number, rows: unknown[], lang = 'en-US', token = admin) =>
  t.api.post<{ created: number; updated: number }>('/aacsb/identity/save', { year, rows }, { token, lang });

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  for (const k of ['A', 'B', 'C']) {
    ids[k] = await add(t, admin, 'teacher', {
      staffId: `ID${k}${tag}`,
      name: `身份${k}${tag}`,
      nameEn: `Identity ${k} ${tag}`,
      sex: '1',
    });
  }
});

describe('identity management', () => {
  it('saves a year of categories in one call and reads them back, with the EQUIS figures', async () => {
    const before = await list(2161, { keyword: tag });
    expect(before.map((r) => r.teacherId).sort()).toEqual([ids.A, ids.B, ids.C].sort());
    expect(before.every((r) => r.recordId === null && r.participating === null)).toBe(true);

    const res = await save(2161, [
      {
        teacherId: ids.A,
        participating: true,
        employmentStatus: '1',
        facultyCategory: '1',
        missionPercent: 80,
      },
      {
        teacherId: ids.B,
        participating: false,
        employmentStatus: '2',
        facultyCategory: '2',
        missionPercent: 25,
      },
      { teacherId: ids.C, participating: true, employmentStatus: '1', facultyCategory: '3' },
    ]);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toEqual({ created: 3, updated: 0 });

    const after = new Map((await list(2161, { keyword: tag })).map((r) => [r.teacherId, r]));
    expect(after.get(ids.A)).toMatchObject({
      participating: true,
      employmentStatus: '1',
      facultyCategory: '1',
      missionPercent: 80,
    });
    expect(after.get(ids.B)).toMatchObject({
      participating: false,
      employmentStatus: '2',
      missionPercent: 25,
    });
    expect(after.get(ids.C)?.missionPercent).toBeNull();
    // Other years are untouched.
    expect((await list(2162, { keyword: tag })).every((r) => r.recordId === null)).toBe(true);

    // Editing again updates the same records (no duplicates of teacher + year).
    const again = await save(2161, [
      {
        teacherId: ids.C,
        participating: false,
        employmentStatus: '2',
        facultyCategory: '3',
        missionPercent: 15,
      },
    ]);
    expect(again.body.result).toEqual({ created: 0, updated: 1 });
    expect((await list(2161, { keyword: tag })).find((r) => r.teacherId === ids.C)).toMatchObject({
      participating: false,
      employmentStatus: '2',
      missionPercent: 15,
    });

    // The year holds only this file's three records: A core FT 0.8, B adjunct PT 0.25, C visiting PT 0.15.
    const summary = await t.api.get<{ figures: Record<string, HeadFte> }>('/aacsb/identity/summary', {
      token: admin,
      query: { year: 2161 },
    });
    expect(summary.status).toBe(200);
    const f = summary.body.result.figures;
    expect(f.total).toEqual({ headcount: 3, fte: 1.2 });
    expect(f.core).toEqual({ headcount: 1, fte: 0.8 });
    expect(f.adjunct).toEqual({ headcount: 1, fte: 0.3 });
    expect(f.visiting).toEqual({ headcount: 1, fte: 0.2 });
    expect(f.participating).toEqual({ headcount: 1, fte: 0.8 });
    expect(f.supporting).toEqual({ headcount: 2, fte: 0.4 });
  });

  it('refuses a batch with a bad code or percent, naming the rows, and writes nothing', async () => {
    const rows = [
      {
        teacherId: ids.A,
        participating: true,
        employmentStatus: '1',
        facultyCategory: '1',
        missionPercent: 90,
      },
      {
        teacherId: ids.B,
        participating: true,
        employmentStatus: '9',
        facultyCategory: '1',
        missionPercent: 50,
      },
      {
        teacherId: ids.C,
        participating: true,
        employmentStatus: '1',
        facultyCategory: '1',
        missionPercent: 140,
      },
    ];
    const en = await save(2163, rows, 'en-US');
    expect(en.status).toBe(400);
    expect(en.body.message).toContain('Nothing was saved');
    expect(en.body.message).toContain('row 2, Employment: “9” is not one of the choices');
    expect(en.body.message).toContain('row 3, Time to mission (%)');
    const zh = await save(2163, rows, 'zh-CN');
    expect(zh.status).toBe(400);
    expect(zh.body.message).toContain('未保存任何数据');
    expect(zh.body.message).toContain('第 2 行，聘用类型');
    // Row 1 was fine but was not written either.
    expect((await list(2163, { keyword: tag })).every((r) => r.recordId === null)).toBe(true);

    const unknown = await save(2163, [{ ...rows[0], teacherId: 'no-such-teacher' }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('no-such-teacher');
    const twice = await save(2163, [rows[0], rows[0]]);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain('row 2, Teacher');
    expect((await list(2163, { keyword: tag })).every((r) => r.recordId === null)).toBe(true);
  });

  it('moves a demo teacher from the participating to the supporting column of Table 3-1', async () => {
    type T31 = {
      table: {
        groups: {
          rows: { teacherId: string; participating: boolean; participatingP: number; supportingP: number }[];
        }[];
        total: { participatingP: number; supportingP: number };
      };
    };
    const table31 = async () => {
      const res = await t.api.get<T31>('/qualification/table31', { token: admin, query: { year: 2025 } });
      expect(res.status).toBe(200);
      return res.body.result.table;
    };
    const before = await table31();
    const rowsOf = (tb: T31['table'], id: string) =>
      tb.groups.flatMap((g) => g.rows).filter((r) => r.teacherId === id);
    const pick = before.groups.flatMap((g) => g.rows).find((r) => r.participating && r.participatingP > 0);
    expect(pick, 'a participating demo teacher with teaching in 2025').toBeDefined();
    const id = pick?.teacherId ?? '';
    const productivity = rowsOf(before, id).reduce((s, r) => s + r.participatingP, 0);

    const current = (await list(2025)).find((r) => r.teacherId === id);
    expect(current?.participating).toBe(true);
    const res = await save(2025, [
      {
        teacherId: id,
        participating: false,
        employmentStatus: current?.employmentStatus ?? '1',
        facultyCategory: current?.facultyCategory ?? '1',
      },
    ]);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toEqual({ created: 0, updated: 1 });

    const after = await table31();
    for (const r of rowsOf(after, id)) {
      expect(r.participating).toBe(false);
      expect(r.participatingP).toBe(0);
    }
    expect(rowsOf(after, id).reduce((s, r) => s + r.supportingP, 0)).toBeCloseTo(productivity, 9);
    expect(after.total.participatingP).toBeCloseTo(before.total.participatingP - productivity, 9);
    expect(after.total.supportingP).toBeCloseTo(before.total.supportingP + productivity, 9);
    // The percent was not sent, so the record keeps it.
    expect((await list(2025)).find((r) => r.teacherId === id)?.missionPercent).toBe(current?.missionPercent);
  });

  it('refuses a role without identity codes', async () => {
    const teacher = await t.tokenFor('teacher');
    const res = await t.api.get('/aacsb/identity/list', { token: teacher, query: { year: 2161 } });
    expect(res.status).toBe(403);
    const s = await save(
      2161,
      [{ teacherId: ids.A, participating: false, employmentStatus: '1', facultyCategory: '1' }],
      'en-US',
      teacher,
    );
    expect(s.status).toBe(403);
    expect((await list(2161, { keyword: tag })).find((r) => r.teacherId === ids.A)?.participating).toBe(true);
  });
});
