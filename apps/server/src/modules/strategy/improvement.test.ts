import { RESOURCE } from '@accredit/shared';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceTable } from '../../crud/table.ts';
import { actorWith } from '../../crud/testing.ts';
import { useTestApp } from '../../test/harness.ts';
import { add } from '../aol/plan-fixture.ts';
import { sysUser } from '../system/schema.ts';

/**
 * Continuous improvement in one list over HTTP (issue 19 item 4): the school's improvement records
 * and the actions of assurance of learning side by side for the administrator, a programme head
 * seeing only their own programme's AoL actions, filters, sort, paging and the overdue flag, and a
 * caller with neither query code refused. Records are this file's own (findings start "E2-CI").
 */
const t = useTestApp();
let admin: string;
const ids: Record<string, string> = {};
let ownProgramme = '';
let otherProgramme = '';
let headName = '';
let headId = '';
let yearOfOwn: { id: string; start: number } | null = null;

interface Row {
  id: string;
  origin: 'ci' | 'aol';
  finding: string;
  findingEn: string | null;
  action: string;
  result: string | null;
  ownerId: string | null;
  ownerId_dictText: string | null;
  dueDate: string | null;
  status: string;
  status_dictText: string;
  year: number | null;
  standards: string | null;
  degreeProgramsId: string | null;
  degreeProgramsId_dictText: string | null;
  overdue: boolean;
}
interface Page {
  records: Row[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

const list = async (query: Record<string, string | number> = {}, token = admin, lang = 'en-US') => {
  const res = await t.api.get<Page>('/aacsb/viewContinuousImprovement/list', {
    token,
    lang,
    query: { keyword: 'E2-CI', pageSize: -1, ...query },
  });
  return res;
};
const mine = (p: Page) => p.records.filter((r) => r.finding.startsWith('E2-CI'));

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  const db = t.database.db;
  const [head] = await db
    .select({ id: sysUser.id, realname: sysUser.realname })
    .from(sysUser)
    .where(eq(sysUser.username, 'progadmin'));
  headId = head.id;
  headName = String(head.realname);
  const heads = resourceTable(RESOURCE.degreeProgramsHead);
  const programmes = resourceTable(RESOURCE.degreePrograms);
  const [own] = await db.select({ id: heads.degreeProgramsId }).from(heads).where(eq(heads.userId, headId));
  ownProgramme = String(own.id);
  const [other] = await db
    .select({ id: programmes.id })
    .from(programmes)
    .where(ne(programmes.id, ownProgramme))
    .limit(1);
  otherProgramme = String(other.id);
  const years = resourceTable(RESOURCE.evaluationYear);
  const schoolYears = resourceTable(RESOURCE.schoolYear);
  const [y] = await db
    .select({ id: years.id, start: schoolYears.startTime })
    .from(years)
    .innerJoin(schoolYears, eq(schoolYears.id, years.schoolYearId))
    .where(and(eq(years.degreeProgramsId, ownProgramme)))
    .limit(1);
  if (y) yearOfOwn = { id: String(y.id), start: Number(String(y.start).slice(0, 4)) };

  ids.ci = await add(t, admin, 'continuousImprovement', {
    finding: 'E2-CI 国际化课程比例偏低',
    findingEn: 'E2-CI Few international courses',
    action: '增设全英文课程',
    result: '新增 4 门',
    ownerId: headId,
    year: 2161,
    dueDate: '2000-06-30',
    status: '2',
  });
  ids.ciDone = await add(t, admin, 'continuousImprovement', {
    finding: 'E2-CI 已关闭的问题',
    action: '已完成的措施',
    dueDate: '2000-01-31',
    status: '3',
  });
  ids.aolOwn = await add(t, admin, 'improvementAction', {
    degreeProgramsId: ownProgramme,
    evaluationYearId: yearOfOwn?.id,
    finding: 'E2-CI 书面沟通目标未达成',
    findingEn: 'E2-CI Written communication not met',
    action: '增加写作练习',
    outcome: '达成度提升',
    ownerId: headId,
    dueDate: '2999-12-31',
    status: '1',
  });
  ids.aolOther = await add(t, admin, 'improvementAction', {
    degreeProgramsId: otherProgramme,
    finding: 'E2-CI 其他项目的措施',
    action: '其他项目的改进',
    status: '2',
  });
});

describe('viewContinuousImprovement/list', () => {
  it('shows improvement records and AoL actions in one shape for the administrator', async () => {
    const res = await list();
    expect(res.status, res.body.message).toBe(200);
    const rows = mine(res.body.result);
    expect(rows.map((r) => [r.origin, r.id]).sort()).toEqual(
      [
        ['aol', ids.aolOther],
        ['aol', ids.aolOwn],
        ['ci', ids.ci],
        ['ci', ids.ciDone],
      ].sort(),
    );
    const ci = rows.find((r) => r.id === ids.ci);
    expect(ci).toMatchObject({
      origin: 'ci',
      findingEn: 'E2-CI Few international courses',
      result: '新增 4 门',
      ownerId: headId,
      ownerId_dictText: headName,
      status: '2',
      status_dictText: 'In Progress',
      year: 2161,
      dueDate: '2000-06-30',
      degreeProgramsId: null,
      overdue: true,
    });
    const aol = rows.find((r) => r.id === ids.aolOwn);
    expect(aol).toMatchObject({
      origin: 'aol',
      result: '达成度提升',
      status_dictText: 'Not Started',
      degreeProgramsId: ownProgramme,
      standards: null,
      overdue: false,
      year: yearOfOwn?.start ?? null,
    });
    expect(aol?.degreeProgramsId_dictText).toBeTruthy();
    // Completed is never overdue, however old its due date.
    expect(rows.find((r) => r.id === ids.ciDone)?.overdue).toBe(false);
  });

  it('gives status labels in the caller’s language', async () => {
    const rows = mine((await list({}, admin, 'zh-CN')).body.result);
    expect(rows.find((r) => r.id === ids.ci)?.status_dictText).toBe('进行中');
  });

  it('filters by status, origin and keyword (English finding too, metacharacters literal)', async () => {
    expect(
      mine((await list({ status: '2' })).body.result)
        .map((r) => r.id)
        .sort(),
    ).toEqual([ids.ci, ids.aolOther].sort());
    expect(mine((await list({ origin: 'aol' })).body.result).every((r) => r.origin === 'aol')).toBe(true);
    expect(
      mine((await list({ origin: 'ci' })).body.result)
        .map((r) => r.id)
        .sort(),
    ).toEqual([ids.ci, ids.ciDone].sort());
    const english = (await list({ keyword: 'Written communication' })).body.result.records;
    expect(english.map((r) => r.id)).toEqual([ids.aolOwn]);
    expect((await list({ keyword: 'E2-CI%' })).body.result.total).toBe(0);
  });

  it('sorts by a whitelisted column, blanks last, and pages in the engine’s envelope', async () => {
    const asc = mine((await list({ column: 'dueDate', order: 'asc' })).body.result).map((r) => r.id);
    expect(asc).toEqual([ids.ciDone, ids.ci, ids.aolOwn, ids.aolOther]);
    const desc = mine((await list({ column: 'dueDate', order: 'desc' })).body.result).map((r) => r.id);
    expect(desc).toEqual([ids.aolOwn, ids.ci, ids.ciDone, ids.aolOther]);
    const byStatus = mine((await list({ column: 'status', order: 'desc' })).body.result).map((r) => r.status);
    expect(byStatus).toEqual(['3', '2', '2', '1']);

    const page2 = await list({ column: 'dueDate', order: 'asc', pageNo: 2, pageSize: 3 });
    expect(page2.body.result).toMatchObject({ total: 4, current: 2, size: 3, pages: 2 });
    expect(page2.body.result.records.map((r) => r.id)).toEqual([ids.aolOther]);

    const refused = await list({ column: 'createBy' });
    expect(refused.status).toBe(400);
  });

  it('shows a programme head only the AoL actions of their programme', async () => {
    const res = await list({}, await t.tokenFor('progadmin'));
    expect(res.status, res.body.message).toBe(200);
    const aol = mine(res.body.result).filter((r) => r.origin === 'aol');
    expect(aol.map((r) => r.id)).toEqual([ids.aolOwn]);
    expect(
      res.body.result.records
        .filter((r) => r.origin === 'aol')
        .every((r) => r.degreeProgramsId === ownProgramme),
    ).toBe(true);
  });

  it('gives only the part a caller may read, and refuses a caller with neither code', async () => {
    const ciOnly = await actorWith(t, ['continuousImprovement:query']);
    const ciRows = mine((await list({}, ciOnly.token)).body.result);
    expect(ciRows.map((r) => r.origin)).toEqual(['ci', 'ci']);
    const aolOnly = await actorWith(t, ['improvementAction:query']);
    const aolRows = mine((await list({}, aolOnly.token)).body.result);
    expect(new Set(aolRows.map((r) => r.origin))).toEqual(new Set(['aol']));
    const neither = await actorWith(t, ['physicalResource:query']);
    expect((await list({}, neither.token)).status).toBe(403);
  });
});
