import { expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildTeacher, fieldsOf } from './testing.ts';

/** A teacher's yearly accreditation record and the disciplines their time is split over. */
const t = useTestApp();
type Discipline = { id: string; orgCode: string; departNameEn: string };

it('keeps a teacher’s discipline percents for one year at or under 100', async () => {
  const admin = await t.tokenFor('admin');
  const { teacherId } = await buildTeacher(t);
  const disciplines = (
    await t.api.get<Discipline[]>('/aacsb/teacherDiscipline/disciplines', { token: admin })
  ).body.result;
  expect(disciplines.map((d) => d.departNameEn)).toEqual([
    'Accounting',
    'Finance',
    'Management',
    'Marketing',
    'Economics',
  ]);
  const add = (disciplineId: string, percent: number, year = 2025) =>
    t.api.post<{ id: string }>(
      '/aacsb/teacherDiscipline/add',
      { teacherId, year, disciplineId, percent },
      { token: admin },
    );
  expect((await add(disciplines[2].id, 60)).status).toBe(200);
  const over = await add(disciplines[1].id, 50);
  expect(over.status).toBe(400);
  expect(fieldsOf(over.body).percent).toBe(
    "A teacher's percents over disciplines in one year add to at most 100",
  );
  const fits = await add(disciplines[1].id, 40);
  expect(fits.status).toBe(200);
  // Another year is counted on its own; editing a row does not count it twice.
  expect((await add(disciplines[1].id, 100, 2024)).status).toBe(200);
  const edit = await t.api.put(
    '/aacsb/teacherDiscipline/edit',
    { id: fits.body.result.id, percent: 40 },
    { token: admin },
  );
  expect(edit.status).toBe(200);
  const notADiscipline = await t.api.post(
    '/aacsb/teacherDiscipline/add',
    { teacherId, year: 2023, disciplineId: 'no-such-department', percent: 10 },
    { token: admin, lang: 'zh-CN' },
  );
  expect(fieldsOf(notADiscipline.body).disciplineId).toBe('请选择学科类部门');
});

it('accepts duty codes in any case and refuses unknown ones', async () => {
  const admin = await t.tokenFor('admin');
  const { teacherId } = await buildTeacher(t);
  const add = (responsibilities: string, year: number) =>
    t.api.post<{ id: string }>(
      '/aacsb/teacherAccreditation/add',
      { teacherId, year, responsibilities, participating: true, missionPercent: 100, employmentStatus: '1' },
      { token: admin },
    );
  const ok = await add('ut, res,MT', 2025);
  expect(ok.status).toBe(200);
  const one = await t.api.get<{ responsibilities: string }>('/aacsb/teacherAccreditation/queryById', {
    token: admin,
    query: { id: ok.body.result.id },
  });
  expect(one.body.result.responsibilities).toBe('UT,RES,MT');
  expect((await add('UT,TEACH', 2024)).status).toBe(400);
  // One record per teacher and year.
  expect((await add('UT', 2025)).status).toBe(400);
});

it('lets a teacher file teaching records only for themself, and see those others filed for them', async () => {
  const me = await buildTeacher(t);
  const colleague = await buildTeacher(t);
  const record = (teacherId: string) => ({
    type: '3',
    teacherId,
    title: 'University Distinguished Teacher',
    level: '1',
    startTime: '2025-01-01',
    endTime: '2025-12-31',
  });
  const forOther = await t.api.post('/aacsb/teachingContribution/add', record(colleague.teacherId), {
    token: me.token,
  });
  expect(fieldsOf(forOther.body).teacherId).toBe('A teacher records only their own contributions');
  const byAdmin = await t.api.post<{ id: string }>('/aacsb/teachingContribution/add', record(me.teacherId), {
    token: await t.tokenFor('admin'),
  });
  const mine = await t.api.get<{ records: { id: string }[] }>('/aacsb/teachingContribution/list', {
    token: me.token,
    query: { pageSize: -1 },
  });
  expect(mine.body.result.records.map((r) => r.id)).toEqual([byAdmin.body.result.id]);
});
