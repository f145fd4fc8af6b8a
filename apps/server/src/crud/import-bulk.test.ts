import { RESOURCE } from '@accredit/shared';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { classTable, linkTable, studentTable } from '../modules/curriculum/class-members.ts';
import { searchDoc } from '../modules/search/schema.ts';
import { useTestApp } from '../test/harness.ts';
import { hooksOf, setHooks } from './hooks.ts';
import { labelIn } from './labels.ts';
import { multipartFile, workbookFile } from './testing.ts';

/**
 * Imports of thousands of rows (issue 22: a school's 20,000 students in seconds): checked and
 * stored in bulk (unique values looked up for the whole file, rows stored a few hundred a
 * statement) with the outcome of storing them one by one: every bad row named and nothing stored,
 * or every row stored with its hooks run and its search document made.
 */
const t = useTestApp();
let admin = '';
const S = RESOURCE.student;
const header = (key: string) =>
  labelIn(S, S.fields.find((f) => f.key === key) as (typeof S.fields)[number], 'en-US');
const ROWS = 3000;
type Problem = { row: number; column: string; message: string };

beforeAll(async () => {
  admin = await t.tokenFor('admin');
});

async function importRows(rows: (string | null)[][], keys = ['studentNumber', 'name', 'sex']) {
  const { payload, headers } = multipartFile(await workbookFile([keys.map(header), ...rows]));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/aacsb/student/importExcel',
    payload,
    headers: { ...headers, 'x-access-token': admin, 'x-lang': 'en-US' },
  });
  return {
    status: res.statusCode,
    body: res.json() as { message: string; result: { count?: number; errors?: Problem[] } },
  };
}

const students = (prefix: string, n = ROWS) =>
  Array.from({ length: n }, (_, i) => {
    const id = String(i + 1).padStart(5, '0');
    return [`${prefix}${id}`, `Bulk student ${prefix}${id}`, i % 2 ? 'Female' : 'Male'];
  });

async function storedWith(prefix: string) {
  return t.database.db
    .select()
    .from(studentTable)
    .where(like(studentTable.studentNumber, `${prefix}%`));
}

async function documentsOf(ids: string[]): Promise<number> {
  let n = 0;
  for (let i = 0; i < ids.length; i += 1000) {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(searchDoc)
      .where(and(eq(searchDoc.resource, 'student'), inArray(searchDoc.recordId, ids.slice(i, i + 1000))));
    n += Number(row.n);
  }
  return n;
}

describe('importing thousands of students', () => {
  it('names exactly the bad rows (a duplicate in the table, in the file, a bad option at the end) and stores nothing', async () => {
    const taken = await t.api.post<{ id: string }>(
      '/aacsb/student/add',
      { studentNumber: 'BAD01500', name: 'Already here', sex: '1' },
      { token: admin },
    );
    expect(taken.status, taken.body.message).toBe(200);
    const rows = students('BAD');
    rows[2500][0] = 'BAD00010'; // sheet row 2502 repeats row 11's number
    rows[ROWS - 1][2] = 'Robot'; // the last row's sex is no option
    const refused = await importRows(rows);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Nothing was imported: 3 problem(s) found');
    expect(refused.body.result.errors).toEqual([
      { row: 1501, column: 'Student number', message: 'This value already exists' },
      { row: 2502, column: 'Student number', message: 'This value appears more than once in the file' },
      { row: ROWS + 1, column: 'Sex', message: expect.any(String) },
    ]);
    expect((await storedWith('BAD')).map((s) => s.name)).toEqual(['Already here']);
  });

  it('stores every row as added one by one: stamps, fields, search documents, class links', async () => {
    const classRes = await t.api.post<{ id: string }>(
      '/aacsb/classes/add',
      { code: 'BULK-C', name: 'Bulk class', nameEn: 'Bulk class' },
      { token: admin },
    );
    expect(classRes.status, classRes.body.message).toBe(200);
    const classId = classRes.body.result.id;
    // Every third row names the class (by code): one lookup serves them all.
    const rows = students('GOOD').map((r, i) => [...r, i % 3 === 0 ? 'BULK-C' : '']);
    const stored = await importRows(rows, ['studentNumber', 'name', 'sex', 'classId']);
    expect(stored.status, JSON.stringify(stored.body).slice(0, 500)).toBe(200);
    expect(stored.body.result.count).toBe(ROWS);

    const saved = await storedWith('GOOD');
    expect(saved).toHaveLength(ROWS);
    const first = saved.find((s) => s.studentNumber === 'GOOD00001');
    expect(first).toMatchObject({ name: 'Bulk student GOOD00001', sex: '1', classId, createBy: 'admin' });
    expect(saved.find((s) => s.studentNumber === 'GOOD00002')).toMatchObject({ sex: '2', classId: null });
    expect(new Set(saved.map((s) => s.id)).size).toBe(ROWS);

    const inClass = saved.filter((s) => s.classId === classId).map((s) => String(s.id));
    expect(inClass).toHaveLength(ROWS / 3);
    const links = await t.database.db.select().from(linkTable).where(eq(linkTable.classId, classId));
    expect(links.map((l) => l.studentId).sort()).toEqual(inClass.sort());
    const [klass] = await t.database.db.select().from(classTable).where(eq(classTable.id, classId));
    expect(klass.memberCount).toBe(ROWS / 3);

    expect(await documentsOf(saved.map((s) => String(s.id)))).toBe(ROWS);
    const found = await t.api.get<{ groups: { resource: string; hits: { id: string }[] }[] }>(
      '/aacsb/search/query',
      { token: admin, query: { q: 'GOOD02999', types: 'student' } },
    );
    const hit = saved.find((s) => s.studentNumber === 'GOOD02999');
    expect(found.body.result.groups.flatMap((g) => g.hits.map((h) => h.id))).toContain(hit?.id);

    // The same file again: every number is now taken.
    const again = await importRows(rows.slice(0, 3), ['studentNumber', 'name', 'sex', 'classId']);
    expect(again.body.result.errors?.map((e) => e.row)).toEqual([2, 3, 4]);
  });
});

describe('a resource whose after-add hook has no batch form', () => {
  const kept = hooksOf('student');
  afterEach(() => setHooks('student', kept));

  it('is stored row by row, each hook seeing the rows stored before it and not those after', async () => {
    const seen: number[] = [];
    setHooks('student', {
      ...kept,
      afterWriteMany: undefined,
      async afterWrite(ctx) {
        const [row] = await ctx.tx
          .select({ n: count() })
          .from(studentTable)
          .where(like(studentTable.studentNumber, 'ONE%'));
        seen.push(Number(row.n));
      },
    });
    const stored = await importRows(students('ONE', 600));
    expect(stored.status, stored.body.message).toBe(200);
    expect(seen).toEqual(Array.from({ length: 600 }, (_, i) => i + 1));
  });

  it('with a batch form, gets every added record once, in order, a few hundred at a time', async () => {
    const batches: { id: string; values: Record<string, unknown> }[][] = [];
    setHooks('student', {
      ...kept,
      async afterWriteMany(ctx, added) {
        await kept.afterWriteMany?.(ctx, added);
        batches.push([...added]);
      },
    });
    const stored = await importRows(students('MANY', 1200));
    expect(stored.status, stored.body.message).toBe(200);
    expect(batches.length).toBeGreaterThan(1);
    expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(500);
    const all = batches.flat();
    expect(all.map((a) => a.values.studentNumber)).toEqual(students('MANY', 1200).map((r) => r[0]));
    const saved = await storedWith('MANY');
    expect(new Set(all.map((a) => a.id))).toEqual(new Set(saved.map((s) => String(s.id))));
  });
});
