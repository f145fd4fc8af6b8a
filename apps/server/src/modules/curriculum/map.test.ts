import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../crud/testing.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';

/**
 * The curriculum map's calls (issue 16 item 3) over HTTP as programme heads: the grid's shape,
 * saving cells, another programme out of reach, Excel import all-or-nothing, and versions with
 * their differences.
 */
const t = useTestApp();
let admin: string;
let headA: string;
let headB: string;
const A: Record<string, string> = {};
const B: Record<string, string> = {};

interface Grid {
  programme: { id: string; code: string; mapScale: string };
  versions: number[];
  effectiveYear: number;
  goals: { code: string; objectives: { id: string; code: string }[] }[];
  courses: { id: string; code: string; studyYear: number | null }[];
  cells: { courseId: string; loId: string; level: string }[];
  gaps: { objectivesWithoutHigh: string[]; objectivesUnmapped: string[]; coursesSupportingNothing: string[] };
  coverage: { objectivesPercent: number | null; coursesPercent: number | null };
}

async function add(resource: string, body: Record<string, unknown>): Promise<string> {
  const res = await t.api.post<{ id: string }>(`/aacsb/${resource}/add`, body, { token: admin });
  expect(res.status, `${resource}: ${res.body.message}`).toBe(200);
  return res.body.result.id;
}

async function grid(token: string, programme: string, year?: number) {
  return t.api.get<Grid>('/aacsb/curriculumMap/grid', {
    token,
    query: { degreeProgramsId: programme, effectiveYear: year },
  });
}

const put = (token: string, programme: string, year: number, changes: unknown[]) =>
  t.api.put<Grid & { set: number; cleared: number }>(
    '/aacsb/curriculumMap/cells',
    { degreeProgramsId: programme, effectiveYear: year, changes },
    { token },
  );

async function exportFile(token: string, programme: string, year: number, lang = 'en-US') {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/aacsb/curriculumMap/exportXls',
    query: { degreeProgramsId: programme, effectiveYear: String(year), lang },
    headers: { 'x-access-token': token },
  });
  return res;
}

async function importFile(token: string, programme: string, year: number, file: Buffer) {
  const { payload, headers } = multipartFile(file, 'map.xlsx');
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/aacsb/curriculumMap/importExcel?degreeProgramsId=${programme}&effectiveYear=${year}`,
    payload,
    headers: { ...headers, 'x-access-token': token, 'x-lang': 'en-US' },
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      message: string;
      result: { errors?: { row: number; column: string; message: string }[] } & Record<string, number>;
    },
  };
}

async function load(file: Buffer): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  return wb;
}

/** The map sheet's text at a course code's row and an objective code's column. */
function locate(ws: ExcelJS.Worksheet, courseCode: string, loCode: string): ExcelJS.Cell {
  let row = 0;
  let col = 0;
  ws.eachRow((r, n) => {
    if (r.getCell(2).value === courseCode) row = n;
  });
  ws.getRow(3).eachCell((c, n) => {
    if (c.value === loCode) col = n;
  });
  expect(row * col, `${courseCode} x ${loCode}`).toBeGreaterThan(0);
  return ws.getCell(row, col);
}

const sortCells = (cells: Grid['cells']) =>
  [...cells].sort((a, b) => `${a.courseId}${a.loId}`.localeCompare(`${b.courseId}${b.loId}`));

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  const db = t.database.db;
  const userA = await buildUser(db, { username: 'map_head_a', roles: ['3'] });
  const userB = await buildUser(db, { username: 'map_head_b', roles: ['3'] });
  headA = await t.tokenFor('map_head_a');
  headB = await t.tokenFor('map_head_b');
  for (const [side, rec, user] of [
    ['A', A, userA],
    ['B', B, userB],
  ] as const) {
    rec.programme = await add('degreePrograms', {
      code: `MAP-${side}`,
      name: `地图项目${side}`,
      nameEn: `Map programme ${side}`,
      degreeLevel: '1',
    });
    await add('degreeProgramsHead', { degreeProgramsId: rec.programme, userId: user.id });
  }
  // A: goals LG2 (sort 2) and LG1 (sort 1); LG1 has LO1.2 (sort 2) and LO1.1 (sort 1).
  A.lg2 = await add('degreeProgramsLg', {
    degreeProgramsId: A.programme,
    code: 'LG2',
    name: '目标二',
    sort: 2,
  });
  A.lg1 = await add('degreeProgramsLg', {
    degreeProgramsId: A.programme,
    code: 'LG1',
    name: '目标一',
    sort: 1,
  });
  const lo = (lgId: string, code: string, sort: number) =>
    add('degreeProgramsLo', {
      degreeProgramsId: A.programme,
      lgId,
      code,
      name: `指标点${code}`,
      nameEn: `Objective ${code}`,
      sort,
    });
  A.lo21 = await lo(A.lg2, 'LO2.1', 1);
  A.lo12 = await lo(A.lg1, 'LO1.2', 2);
  A.lo11 = await lo(A.lg1, 'LO1.1', 1);
  for (const [n, studyYear] of [
    [4, 2],
    [1, 1],
    [2, 1],
    [3, 2],
  ] as const) {
    A[`c${n}`] = await add('course', {
      code: `MAPC${n}`,
      name: `课程${n}`,
      nameEn: `Course ${n}`,
      credits: 3,
      courseType: '1',
    });
    await add('teachingProgram', {
      degreeProgramsId: A.programme,
      courseId: A[`c${n}`],
      effectiveYear: 2024,
      studyYear,
      term: 1,
    });
  }
  B.lg = await add('degreeProgramsLg', { degreeProgramsId: B.programme, code: 'LG1', name: '目标' });
  B.lo = await add('degreeProgramsLo', {
    degreeProgramsId: B.programme,
    lgId: B.lg,
    code: 'LO1.1',
    name: '指标',
  });
  B.course = await add('course', { code: 'MAPB1', name: '乙课程', credits: 2, courseType: '1' });
  await add('teachingProgram', {
    degreeProgramsId: B.programme,
    courseId: B.course,
    effectiveYear: 2024,
    studyYear: 1,
    term: 1,
  });
});

describe('curriculum map grid and cells', () => {
  it('gives goals and objectives in order, the plan courses by year, gaps and percent mapped', async () => {
    const res = await grid(headA, A.programme);
    expect(res.status, res.body.message).toBe(200);
    const g = res.body.result;
    expect(g.programme.code).toBe('MAP-A');
    expect(g.programme.mapScale).toBe('HML');
    expect(g.versions).toEqual([]);
    expect(g.effectiveYear).toBe(2024);
    expect(g.goals.map((x) => [x.code, x.objectives.map((o) => o.code)])).toEqual([
      ['LG1', ['LO1.1', 'LO1.2']],
      ['LG2', ['LO2.1']],
    ]);
    expect(g.courses.map((c) => c.code)).toEqual(['MAPC1', 'MAPC2', 'MAPC3', 'MAPC4']);
    expect(g.cells).toEqual([]);
    expect(g.gaps.objectivesWithoutHigh).toEqual([A.lo11, A.lo12, A.lo21]);
    expect(g.gaps.coursesSupportingNothing).toHaveLength(4);
    expect(g.coverage).toMatchObject({ objectivesPercent: 0, coursesPercent: 0 });
  });

  it('saves set and cleared cells in one call and answers the new figures', async () => {
    let res = await put(headA, A.programme, 2024, [
      { courseId: A.c1, loId: A.lo11, level: 'H' },
      { courseId: A.c2, loId: A.lo12, level: 'M' },
      { courseId: A.c1, loId: A.lo21, level: 'L' },
      { courseId: A.c3, loId: A.lo21, level: 'M' },
    ]);
    expect(res.status, res.body.message).toBe(200);
    res = await put(headA, A.programme, 2024, [
      { courseId: A.c3, loId: A.lo21, level: null },
      { courseId: A.c2, loId: A.lo21, level: 'H' },
    ]);
    expect(res.body.result).toMatchObject({ set: 1, cleared: 1 });
    const g = (await grid(headA, A.programme, 2024)).body.result;
    expect(g.versions).toEqual([2024]);
    expect(sortCells(g.cells)).toEqual(
      sortCells([
        { courseId: A.c1, loId: A.lo11, level: 'H' },
        { courseId: A.c2, loId: A.lo12, level: 'M' },
        { courseId: A.c1, loId: A.lo21, level: 'L' },
        { courseId: A.c2, loId: A.lo21, level: 'H' },
      ]),
    );
    // LO1.2 has no High course; MAPC3 and MAPC4 support nothing; 3 of 3 objectives, 2 of 4 courses.
    expect(g.gaps.objectivesWithoutHigh).toEqual([A.lo12]);
    expect(g.gaps.coursesSupportingNothing).toEqual([A.c3, A.c4]);
    expect(g.coverage).toMatchObject({ objectivesPercent: 100, coursesPercent: 50 });
  });

  it('refuses a course or objective of another programme and changes nothing', async () => {
    const before = (await grid(headA, A.programme, 2024)).body.result.cells;
    const badLo = await put(headA, A.programme, 2024, [
      { courseId: A.c4, loId: A.lo11, level: 'H' },
      { courseId: A.c4, loId: B.lo, level: 'H' },
    ]);
    expect(badLo.status).toBe(400);
    expect(badLo.body.message).toContain(B.lo);
    const badCourse = await put(headA, A.programme, 2024, [{ courseId: B.course, loId: A.lo11, level: 'H' }]);
    expect(badCourse.status).toBe(400);
    const badLevel = await put(headA, A.programme, 2024, [{ courseId: A.c4, loId: A.lo11, level: 'X' }]);
    expect(badLevel.status).toBe(400);
    expect(sortCells((await grid(headA, A.programme, 2024)).body.result.cells)).toEqual(sortCells(before));
  });

  it("keeps a programme head out of another programme's map", async () => {
    expect((await grid(headA, B.programme)).status).toBe(403);
    expect(
      (await put(headA, B.programme, 2024, [{ courseId: B.course, loId: B.lo, level: 'H' }])).status,
    ).toBe(403);
    expect((await exportFile(headA, B.programme, 2024)).statusCode).toBe(403);
    const diff = await t.api.get('/aacsb/curriculumMap/diff', {
      token: headA,
      query: { degreeProgramsId: B.programme, from: 2024, to: 2025 },
    });
    expect(diff.status).toBe(403);
    expect((await grid(headA, 'no-such-programme')).status).toBe(404);
    expect((await grid(headB, B.programme)).body.result.cells).toEqual([]);
    // Their own, and the administrator, reach it.
    expect((await grid(headB, B.programme)).status).toBe(200);
    expect((await grid(admin, A.programme)).status).toBe(200);
  });
});

describe('curriculum map in Excel', () => {
  it('exports a sheet that maps back: ids hidden, frozen headers, drop-downs, and a gaps sheet', async () => {
    const res = await exportFile(headA, A.programme, 2024);
    expect(res.statusCode).toBe(200);
    const wb = await load(res.rawPayload);
    const [ws, gaps] = wb.worksheets;
    expect(ws.getRow(1).hidden).toBe(true);
    expect(ws.getColumn(1).hidden).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', xSplit: 3, ySplit: 3 });
    expect(ws.pageSetup.orientation).toBe('landscape');
    expect(ws.getCell(2, 4).value).toBe('LG1');
    expect([4, 5, 6].map((c) => ws.getCell(3, c).value)).toEqual(['LO1.1', 'LO1.2', 'LO2.1']);
    expect(ws.getCell(4, 3).value).toBe('Course 1');
    expect(locate(ws, 'MAPC1', 'LO1.1').value).toBe('H');
    expect(locate(ws, 'MAPC3', 'LO1.1').dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"H,M,L"'],
    });
    const gapRows: string[] = [];
    gaps.eachRow((r) => {
      gapRows.push(String(r.getCell(2).value ?? ''));
    });
    expect(gapRows).toEqual(expect.arrayContaining(['LO1.2', 'MAPC3', 'MAPC4']));
    const zh = await load((await exportFile(headA, A.programme, 2024, 'zh-CN')).rawPayload);
    expect(zh.worksheets[0].getCell(4, 3).value).toBe('课程1');
  });

  it('refuses a file with one bad cell, naming its row and column, and changes nothing', async () => {
    const before = sortCells((await grid(headA, A.programme, 2024)).body.result.cells);
    const wb = await load((await exportFile(headA, A.programme, 2024)).rawPayload);
    const ws = wb.worksheets[0];
    locate(ws, 'MAPC4', 'LO1.1').value = 'H';
    const bad = locate(ws, 'MAPC2', 'LO2.1');
    bad.value = 'X';
    const res = await importFile(headA, A.programme, 2024, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.status).toBe(400);
    expect(res.body.result.errors).toEqual([
      {
        row: Number(bad.row),
        column: 'LO2.1',
        message: `Row ${bad.row}, column LO2.1: 'X' is not H, M or L`,
      },
    ]);
    expect(sortCells((await grid(headA, A.programme, 2024)).body.result.cells)).toEqual(before);
  });

  it('names an unknown course and refuses the file', async () => {
    const wb = await load((await exportFile(headA, A.programme, 2024)).rawPayload);
    const ws = wb.worksheets[0];
    ws.addRow(['', 'NOPE-1', 'Unknown course', 'H']);
    const res = await importFile(headA, A.programme, 2024, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.status).toBe(400);
    expect(res.body.result.errors?.[0].message).toContain("course 'NOPE-1' is not in this programme");
  });

  it('applies a good edited export and reports what changed', async () => {
    const wb = await load((await exportFile(headA, A.programme, 2024)).rawPayload);
    const ws = wb.worksheets[0];
    locate(ws, 'MAPC2', 'LO1.2').value = 'h'; // changed M -> H
    locate(ws, 'MAPC1', 'LO2.1').value = null; // removed
    locate(ws, 'MAPC4', 'LO1.1').value = '低'; // added as L
    const res = await importFile(headA, A.programme, 2024, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toEqual({ cells: 4, added: 1, removed: 1, changed: 1 });
    const g = (await grid(headA, A.programme, 2024)).body.result;
    expect(sortCells(g.cells)).toEqual(
      sortCells([
        { courseId: A.c1, loId: A.lo11, level: 'H' },
        { courseId: A.c2, loId: A.lo12, level: 'H' },
        { courseId: A.c2, loId: A.lo21, level: 'H' },
        { courseId: A.c4, loId: A.lo11, level: 'L' },
      ]),
    );
    expect(g.gaps.objectivesWithoutHigh).toEqual([]);
  });

  it("refuses another programme's file", async () => {
    const file = (await exportFile(headB, B.programme, 2024)).rawPayload;
    const res = await importFile(headA, A.programme, 2024, file);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This file is the map of another programme');
  });
});

describe('curriculum map versions', () => {
  it('copies a version, then gives the cells added, removed and changed between the two', async () => {
    const copy = await t.api.post<{ count: number }>(
      '/aacsb/curriculumMap/newVersion',
      { degreeProgramsId: A.programme, fromYear: 2024, effectiveYear: 2025 },
      { token: headA },
    );
    expect(copy.status, copy.body.message).toBe(200);
    expect(copy.body.result.count).toBe(4);
    const again = await t.api.post(
      '/aacsb/curriculumMap/newVersion',
      { degreeProgramsId: A.programme, fromYear: 2024, effectiveYear: 2025 },
      { token: headA },
    );
    expect(again.status).toBe(409);
    await put(headA, A.programme, 2025, [
      { courseId: A.c4, loId: A.lo11, level: 'M' },
      { courseId: A.c2, loId: A.lo21, level: null },
      { courseId: A.c3, loId: A.lo12, level: 'L' },
    ]);
    const g = (await grid(headA, A.programme)).body.result;
    expect(g.versions).toEqual([2025, 2024]);
    expect(g.effectiveYear).toBe(2025);
    const diff = await t.api.get<{
      added: { courseCode: string; loCode: string; level: string }[];
      removed: { courseCode: string; loCode: string; level: string }[];
      changed: { courseCode: string; loCode: string; before: string; after: string }[];
    }>('/aacsb/curriculumMap/diff', {
      token: headA,
      query: { degreeProgramsId: A.programme, from: 2024, to: 2025 },
    });
    expect(diff.status).toBe(200);
    const pick = ({ courseCode, loCode }: { courseCode: string; loCode: string }) =>
      `${courseCode} ${loCode}`;
    expect(diff.body.result.added.map((c) => `${pick(c)} ${c.level}`)).toEqual(['MAPC3 LO1.2 L']);
    expect(diff.body.result.removed.map((c) => `${pick(c)} ${c.level}`)).toEqual(['MAPC2 LO2.1 H']);
    expect(diff.body.result.changed.map((c) => `${pick(c)} ${c.before}>${c.after}`)).toEqual([
      'MAPC4 LO1.1 L>M',
    ]);
  });
});
