import type { CommentItem, ProjectProgress, TaskItem } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { accreditationTaskTable, certificationReportTable, reportSectionTable } from '../resources/schema.ts';
import { schoolInfo } from '../school/schema.ts';
import { schoolRow } from '../school/settings.ts';
import { sysUser } from '../system/schema.ts';
import { remindTasks, startTaskReminders } from './progress-remind.ts';

/**
 * Accreditation progress over HTTP (issue 21 items 1, 2, 6): projects (scheme switches,
 * milestones), tasks (status, completion time, standard of the scheme, notices to the assignee),
 * the checklist and its percent moving as tasks are completed and evidence is tagged (through the
 * crosswalk for EQUIS), the timeline, "my tasks", status changes by the assignee only (or an
 * editor), comments scoped to who may open the task or section, and reminders sent once per state.
 */
const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

let admin: string;
let unitAdmin: string;
let progAdmin: string;
const people: Record<string, { id: string; token: string }> = {};
type Note = { title: string; content: string };

async function add(resource: string, body: Record<string, unknown>, token = admin): Promise<string> {
  const res = await t.api.post<{ id: string }>(`/aacsb/${resource}/add`, body, { token, lang: 'en-US' });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.id;
}

const progress = (id: string, token = admin, lang = 'en-US') =>
  t.api.get<ProjectProgress>('/aacsb/accreditationProject/progress', { token, query: { id }, lang });
const setStatus = (id: string, status: string, token: string, lang = 'en-US') =>
  t.api.post<TaskItem>('/aacsb/accreditationTask/setStatus', { id, status }, { token, lang });
const mine = (token: string, query: Record<string, string> = {}) =>
  t.api.get<TaskItem[]>('/aacsb/accreditationTask/mine', { token, query });

async function inbox(token: string): Promise<Note[]> {
  const res = await t.api.get<{ records: Note[] }>('/aacsb/viewUserNotification/list', {
    token,
    query: { pageSize: 200 },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.records;
}
const naming = (notes: Note[], text: string) => notes.filter((n) => n.title.includes(text));

async function setSwitch(key: 'openEquis' | 'openAmba', on: boolean) {
  const row = await schoolRow(t.database.db);
  await t.database.db
    .update(schoolInfo)
    .set({ [key]: on ? '1' : '0' })
    .where(eq(schoolInfo.id, row.id));
}

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  unitAdmin = await t.tokenFor('unitadmin');
  progAdmin = await t.tokenFor('progadmin');
  for (const name of ['ana', 'ben', 'cai']) {
    const username = `acc_${name}`;
    const user = await buildUser(t.database.db, { username, realname: `Teacher ${name}`, roles: ['4'] });
    people[name] = { id: user.id, token: await t.tokenFor(username) };
  }
});

describe('projects', () => {
  it('offers EQUIS and AMBA only while the school has opened them', async () => {
    await setSwitch('openEquis', false);
    const refused = await t.api.post(
      '/aacsb/accreditationProject/add',
      { name: 'P21 EQUIS closed', scheme: 'EQUIS' },
      { token: admin, lang: 'en-US' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('EQUIS is not open');
    const amba = await t.api.post(
      '/aacsb/accreditationProject/add',
      { name: 'P21 AMBA closed', scheme: 'AMBA' },
      { token: admin, lang: 'zh-CN' },
    );
    expect(amba.status).toBe(400);
    expect(amba.body.message).toContain('AMBA 未开启');
    await setSwitch('openEquis', true);
    await add('accreditationProject', { name: 'P21 EQUIS open', scheme: 'EQUIS' });
    // CAMEA and AACSB need no switch.
    await add('accreditationProject', { name: 'P21 CAMEA', scheme: 'CAMEA' });
  });

  it('checks milestones and keeps them in date order', async () => {
    const bad = await t.api.post(
      '/aacsb/accreditationProject/add',
      {
        name: 'P21 bad milestones',
        scheme: 'AACSB-CIR',
        milestones: [{ name: 'Visit', date: '2027-02-30' }],
      },
      { token: admin, lang: 'en-US' },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('yyyy-mm-dd');
    const id = await add('accreditationProject', {
      name: 'P21 milestones',
      scheme: 'AACSB-CIR',
      visitDate: '2027-11-02',
      milestones: [
        { name: 'Peer review team visit', date: '2027-11-02', done: false },
        { name: 'Continuous improvement report sent', date: '2027-08-01', done: true },
      ],
    });
    const res = await progress(id);
    expect(res.body.result.milestones).toEqual([
      { name: 'Continuous improvement report sent', date: '2027-08-01', done: true },
      { name: 'Peer review team visit', date: '2027-11-02', done: false },
    ]);
    expect(res.body.result.project).toMatchObject({ scheme: 'AACSB-CIR', visitDate: '2027-11-02' });
  });
});

describe('tasks and progress', () => {
  let project: string;
  const task: Record<string, string> = {};

  beforeAll(async () => {
    project = await add('accreditationProject', { name: 'P21 AACSB CIR', scheme: 'AACSB-CIR' });
  });

  it('accepts only standards of the project scheme and starts Not Started without a completion time', async () => {
    const wrong = await t.api.post(
      '/aacsb/accreditationTask/add',
      { projectId: project, title: 'P21 wrong standard', standard: 'EQUIS-4', status: '0' },
      { token: admin, lang: 'en-US' },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain("not one of the project's scheme");
    task.faculty = await add('accreditationTask', {
      projectId: project,
      title: 'P21 Table 3-1 for the faculty',
      standard: 'AACSB-3',
      assigneeId: people.ana.id,
      dueDate: day(10),
      status: '0',
    });
    task.sufficiency = await add('accreditationTask', {
      projectId: project,
      title: 'P21 Faculty sufficiency ratios',
      standard: 'AACSB-3',
      assigneeId: people.ana.id,
      dueDate: day(-2),
      status: '1',
    });
    task.aol = await add('accreditationTask', {
      projectId: project,
      title: 'P21 AoL summary table',
      standard: 'AACSB-5',
      assigneeId: people.ben.id,
      dueDate: day(5),
      status: '0',
    });
    const [row] = await t.database.db
      .select()
      .from(accreditationTaskTable)
      .where(eq(accreditationTaskTable.id, task.faculty));
    expect(row.status).toBe('0');
    expect(row.completedTime).toBeNull();
  });

  it('tells the assignee of a new task, once, in both languages and linked', async () => {
    const notes = naming(await inbox(people.ana.token), 'P21 Table 3-1 for the faculty');
    expect(notes).toHaveLength(1);
    expect(notes[0].title).toBe(
      '您有新的认证任务: P21 Table 3-1 for the faculty / Accreditation task assigned to you: P21 Table 3-1 for the faculty',
    );
    expect(notes[0].content).toContain('of P21 AACSB CIR, due on');
    expect(notes[0].content).toContain(`?open=${task.faculty}`);
    expect(naming(await inbox(people.ben.token), 'P21 Table 3-1')).toHaveLength(0);
  });

  it('tells a new assignee when the task is handed over, not on other edits or self-assignment', async () => {
    const edit = await t.api.put(
      '/aacsb/accreditationTask/edit',
      { id: task.aol, title: 'P21 AoL summary table (5-1)' },
      { token: admin },
    );
    expect(edit.status, edit.body.message).toBe(200);
    expect(naming(await inbox(people.ben.token), 'P21 AoL summary')).toHaveLength(1);
    const handed = await t.api.put(
      '/aacsb/accreditationTask/edit',
      { id: task.aol, assigneeId: people.cai.id },
      { token: admin },
    );
    expect(handed.status, handed.body.message).toBe(200);
    expect(naming(await inbox(people.cai.token), 'P21 AoL summary table (5-1)')).toHaveLength(1);
    const adminId = (
      await t.database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'admin'))
    )[0].id;
    const own = await add('accreditationProject', { name: 'P21 own tasks', scheme: 'CAMEA' });
    await add('accreditationTask', {
      projectId: own,
      title: 'P21 Mine by myself',
      assigneeId: adminId,
      status: '0',
    });
    expect(naming(await inbox(admin), 'P21 Mine by myself')).toHaveLength(0);
    const back = await t.api.put(
      '/aacsb/accreditationTask/edit',
      { id: task.aol, assigneeId: people.ben.id },
      { token: admin },
    );
    expect(back.status).toBe(200);
  });

  it('computes the checklist: items = tasks + 1 evidence per standard, overdue flagged', async () => {
    const res = await progress(project);
    expect(res.status, res.body.message).toBe(200);
    const p = res.body.result;
    expect(p.standards.map((s) => s.code)).toEqual([
      'AACSB-1',
      'AACSB-2',
      'AACSB-3',
      'AACSB-4',
      'AACSB-5',
      'AACSB-6',
      'AACSB-7',
      'AACSB-8',
      'AACSB-9',
    ]);
    const s3 = p.standards[2];
    expect(s3.label).toBe('Standard 3: Faculty and Professional Staff Resources');
    expect(s3.tasks).toEqual({ total: 2, notStarted: 1, inProgress: 1, completed: 0, overdue: 1 });
    expect(s3.evidence).toBe(0);
    expect(s3.percent).toBe(0);
    expect(s3.aacsb).toBeUndefined();
    expect(p.tasks).toEqual({ total: 3, completed: 0, overdue: 1 });
    expect(p.percent).toBe(0);
  });

  it('moves when the assignee completes a task, stamping the completion time, and back when reopened', async () => {
    const done = await setStatus(task.faculty, '2', people.ana.token);
    expect(done.status, done.body.message).toBe(200);
    expect(done.body.message).toBe('Task status saved');
    expect(done.body.result).toMatchObject({ status: '2', overdue: false, mayUpdate: true });
    expect(done.body.result.completedTime).not.toBeNull();
    let p = (await progress(project)).body.result;
    // Standard 3: 1 of 2 tasks + no evidence = 1 of 3 items; project: Standard 3's 3 items, the
    // other task's standard 2, seven standards with no task 2 each (work to plan + evidence) = 19.
    expect(p.standards[2].percent).toBe(33.3);
    expect(p.percent).toBe(5.3);
    const reopened = await setStatus(task.faculty, '1', people.ana.token);
    expect(reopened.body.result.completedTime).toBeNull();
    p = (await progress(project)).body.result;
    expect(p.standards[2].percent).toBe(0);
    await setStatus(task.faculty, '2', people.ana.token);
  });

  it('counts the evidence tagged to a standard the caller may open', async () => {
    const doc = await add('supportMaterials', {
      titleZh: 'P21 师资充足性说明',
      titleEn: 'P21 Faculty sufficiency note',
      accreditationType: 'AACSB',
      year: 2026,
    });
    const tagged = await t.api.post(
      '/aacsb/evidenceTag/set',
      { resource: 'supportMaterials', recordId: doc, standards: ['AACSB-3'] },
      { token: admin },
    );
    expect(tagged.status, tagged.body.message).toBe(200);
    const p = (await progress(project)).body.result;
    expect(p.standards[2].evidence).toBe(1);
    // 1 of 2 tasks + evidence met = 2 of 3 items.
    expect(p.standards[2].percent).toBe(66.7);
    expect(p.percent).toBe(10.5);
  });

  it('draws EQUIS chapters on the AACSB evidence through the crosswalk', async () => {
    await setSwitch('openEquis', true);
    const equis = await add('accreditationProject', { name: 'P21 EQUIS crosswalk', scheme: 'EQUIS' });
    const p = (await progress(equis, admin, 'zh-CN')).body.result;
    const faculty = p.standards.find((s) => s.code === 'EQUIS-4');
    expect(faculty?.label).toBe('第4章：师资');
    expect(faculty?.aacsb).toEqual(['AACSB-3', 'AACSB-7']);
    expect(faculty?.evidence).toBeGreaterThanOrEqual(1);
    // Evidence met, no task planned yet: 1 of 2 items.
    expect(faculty?.percent).toBe(50);
    expect(p.standards.find((s) => s.code === 'EQUIS-5')?.aacsb).toEqual(['AACSB-8']);
  });

  it('refuses to change the scheme under tasks filed by its standards', async () => {
    const res = await t.api.put(
      '/aacsb/accreditationProject/edit',
      { id: project, scheme: 'CAMEA' },
      { token: admin, lang: 'en-US' },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('cannot change while tasks');
    // From AACSB continuous improvement to initial accreditation: the same nine standards.
    const same = await t.api.put(
      '/aacsb/accreditationProject/edit',
      { id: project, scheme: 'AACSB-IA' },
      { token: admin },
    );
    expect(same.status, same.body.message).toBe(200);
    await t.api.put(
      '/aacsb/accreditationProject/edit',
      { id: project, scheme: 'AACSB-CIR' },
      { token: admin },
    );
  });

  it('lists the timeline by due date with overdue flagged', async () => {
    const res = await t.api.get<TaskItem[]>('/aacsb/accreditationTask/timeline', {
      token: progAdmin,
      query: { projectId: project },
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.map((r) => r.title)).toEqual([
      'P21 Faculty sufficiency ratios',
      'P21 AoL summary table (5-1)',
      'P21 Table 3-1 for the faculty',
    ]);
    expect(res.body.result[0]).toMatchObject({
      overdue: true,
      assigneeName: 'Teacher ana',
      projectName: 'P21 AACSB CIR',
      standard: 'AACSB-3',
      // A programme head reads tasks but may not change them.
      mayUpdate: false,
    });
    const teacher = await t.api.get('/aacsb/accreditationTask/timeline', {
      token: people.ana.token,
      query: { projectId: project },
    });
    expect(teacher.status).toBe(403);
  });

  it('gives each person their open tasks (the workplace card), completed ones on request', async () => {
    const ana = await mine(people.ana.token);
    expect(ana.status, ana.body.message).toBe(200);
    expect(ana.body.result.map((r) => r.title)).toEqual(['P21 Faculty sufficiency ratios']);
    expect(ana.body.result[0].mayUpdate).toBe(true);
    const all = await mine(people.ana.token, { includeCompleted: 'true' });
    expect(all.body.result.map((r) => r.title)).toEqual([
      'P21 Faculty sufficiency ratios',
      'P21 Table 3-1 for the faculty',
    ]);
    expect((await mine(people.cai.token)).body.result).toEqual([]);
  });

  it('lets only the assignee or an editor change the status', async () => {
    const other = await setStatus(task.sufficiency, '2', people.ben.token);
    expect(other.status).toBe(404);
    const reader = await setStatus(task.sufficiency, '2', progAdmin);
    expect(reader.status).toBe(403);
    expect(reader.body.message).toBe(
      "Only the task's assignee or someone who may edit tasks can change its status",
    );
    const editor = await setStatus(task.sufficiency, '2', unitAdmin);
    expect(editor.status, editor.body.message).toBe(200);
    const bad = await setStatus(task.sufficiency, '9', unitAdmin);
    expect(bad.status).toBe(400);
    expect((await progress(project)).body.result.tasks).toEqual({ total: 3, completed: 2, overdue: 0 });
  });

  it('answers 404 for a project the caller cannot open and refuses those without the right', async () => {
    expect((await progress('no-such-project')).status).toBe(404);
    expect((await progress(project, people.ana.token)).status).toBe(403);
  });
});

describe('comments', () => {
  let project: string;
  let taskId: string;
  let sectionId: string;

  beforeAll(async () => {
    project = await add('accreditationProject', { name: 'P21 comments', scheme: 'AACSB-IA' });
    taskId = await add('accreditationTask', {
      projectId: project,
      title: 'P21 Strategic plan summary',
      standard: 'AACSB-1',
      assigneeId: people.ana.id,
      status: '0',
    });
    const [report] = await t.database.db
      .insert(certificationReportTable)
      .values({ projectId: project, title: 'P21 report', scheme: 'AACSB-IA', status: '0' })
      .returning({ id: certificationReportTable.id });
    const [section] = await t.database.db
      .insert(reportSectionTable)
      .values({ reportId: report.id, title: 'P21 Standard 1', sortNo: 1, editorId: people.ben.id })
      .returning({ id: reportSectionTable.id });
    sectionId = String(section.id);
  });

  const list = (target: string, id: string, token: string) =>
    t.api.get<CommentItem[]>('/aacsb/accreditationComment/list', { token, query: { target, id } });
  const addComment = (target: string, id: string, body: string, token: string) =>
    t.api.post<CommentItem>(
      '/aacsb/accreditationComment/add',
      { target, id, body },
      { token, lang: 'en-US' },
    );

  it('lets the assignee and task readers talk on a task, and nobody else', async () => {
    const first = await addComment(
      'task',
      taskId,
      '  The plan summary needs the 2026 KPIs.  ',
      people.ana.token,
    );
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.result).toMatchObject({
      body: 'The plan summary needs the 2026 KPIs.',
      authorName: 'Teacher ana',
      mine: true,
      target: 'task',
    });
    expect((await addComment('task', taskId, 'Added them.', progAdmin)).status).toBe(200);
    const seen = await list('task', taskId, progAdmin);
    expect(seen.body.result.map((c) => [c.body, c.mine])).toEqual([
      ['The plan summary needs the 2026 KPIs.', false],
      ['Added them.', true],
    ]);
    // The assignee hears of the programme head's comment, not of their own.
    const told = naming(await inbox(people.ana.token), 'New comment on an accreditation task');
    expect(told).toHaveLength(1);
    expect(told[0].title).toContain('P21 Strategic plan summary');
    expect(told[0].content).toContain('Added them.');
    expect((await list('task', taskId, people.ben.token)).status).toBe(404);
    expect((await addComment('task', taskId, 'Let me in', people.ben.token)).status).toBe(404);
    expect((await addComment('task', taskId, '   ', people.ana.token)).status).toBe(400);
  });

  it("lets a section's editor and report readers talk on a section", async () => {
    expect((await addComment('section', sectionId, 'Draft is in.', people.ben.token)).status).toBe(200);
    const reader = await list('section', sectionId, progAdmin);
    expect(reader.status).toBe(200);
    expect(reader.body.result.map((c) => c.body)).toEqual(['Draft is in.']);
    expect((await addComment('section', sectionId, 'Please add Table 3-1.', progAdmin)).status).toBe(200);
    const told = naming(await inbox(people.ben.token), 'New comment on a report section: P21 Standard 1');
    expect(told).toHaveLength(1);
    expect(told[0].content).toContain('Please add Table 3-1.');
    expect((await list('section', sectionId, people.ana.token)).status).toBe(404);
  });

  it('deletes only your own comment', async () => {
    const comments = (await list('task', taskId, people.ana.token)).body.result;
    const anas = comments.find((c) => c.mine);
    const others = comments.find((c) => !c.mine);
    const refused = await t.api.post(
      '/aacsb/accreditationComment/delete',
      { id: anas?.id },
      { token: unitAdmin, lang: 'en-US' },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can delete only your own comments');
    expect(
      (
        await t.api.post(
          '/aacsb/accreditationComment/delete',
          { id: others?.id },
          { token: people.ana.token },
        )
      ).status,
    ).toBe(403);
    const deleted = await t.api.post(
      '/aacsb/accreditationComment/delete',
      { id: anas?.id },
      { token: people.ana.token },
    );
    expect(deleted.status, deleted.body.message).toBe(200);
    expect((await list('task', taskId, people.ana.token)).body.result.map((c) => c.body)).toEqual([
      'Added them.',
    ]);
  });

  it('keeps a project with a report and deletes a project without one along with its tasks', async () => {
    const kept = await t.api.delete('/aacsb/accreditationProject/delete', {
      token: admin,
      query: { id: project },
      lang: 'en-US',
    });
    expect(kept.status).toBe(400);
    expect(kept.body.message).toContain('has reports');
    const other = await add('accreditationProject', { name: 'P21 to delete', scheme: 'AACSB-IA' });
    const doomed = await add('accreditationTask', { projectId: other, title: 'P21 doomed', status: '0' });
    await addComment('task', doomed, 'Soon gone', admin);
    const gone = await t.api.delete('/aacsb/accreditationProject/delete', {
      token: admin,
      query: { id: other },
    });
    expect(gone.status, gone.body.message).toBe(200);
    const rows = await t.database.db
      .select()
      .from(accreditationTaskTable)
      .where(eq(accreditationTaskTable.id, doomed));
    expect(rows).toHaveLength(0);
  });
});

describe('reminders', () => {
  let project: string;
  let soon: string;

  beforeAll(async () => {
    project = await add('accreditationProject', { name: 'P21 reminders', scheme: 'AACSB-CIR' });
    soon = await add('accreditationTask', {
      projectId: project,
      title: 'P21R Learner progression data',
      standard: 'AACSB-6',
      assigneeId: people.cai.id,
      dueDate: day(2),
      status: '1',
    });
    await add('accreditationTask', {
      projectId: project,
      title: 'P21R Far away',
      assigneeId: people.cai.id,
      dueDate: day(30),
      status: '0',
    });
    await add('accreditationTask', {
      projectId: project,
      title: 'P21R Done already',
      assigneeId: people.cai.id,
      dueDate: day(-3),
      status: '2',
    });
  });

  it('reminds once when due within the reminder days, once more when overdue, never for completed tasks', async () => {
    await remindTasks(t.database.db);
    let notes = await inbox(people.cai.token);
    expect(naming(notes, 'Accreditation task due soon: P21R Learner progression data')).toHaveLength(1);
    expect(naming(notes, 'P21R Far away').filter((n) => n.title.includes('due soon'))).toHaveLength(0);
    expect(naming(notes, 'P21R Done already')).toHaveLength(0);
    await remindTasks(t.database.db);
    notes = await inbox(people.cai.token);
    expect(naming(notes, 'due soon: P21R Learner progression data')).toHaveLength(1);
    // The due date passes (moved into the past here): one overdue reminder, and only one.
    const moved = await t.api.put(
      '/aacsb/accreditationTask/edit',
      { id: soon, dueDate: day(-1) },
      { token: admin },
    );
    expect(moved.status, moved.body.message).toBe(200);
    await remindTasks(t.database.db);
    notes = await inbox(people.cai.token);
    const overdue = naming(notes, 'Accreditation task overdue: P21R Learner progression data');
    expect(overdue).toHaveLength(1);
    expect(overdue[0].content).toContain(`was due on ${day(-1)}`);
    await remindTasks(t.database.db, { now: new Date(Date.now() + DAY) });
    expect(naming(await inbox(people.cai.token), 'overdue: P21R Learner')).toHaveLength(1);
  });

  it('lets an editor send the reminders due and refuses a teacher', async () => {
    await add('accreditationTask', {
      projectId: project,
      title: 'P21R Due tomorrow',
      assigneeId: people.ben.id,
      dueDate: day(1),
      status: '0',
    });
    const first = await t.api.post<{ sent: number }>(
      '/aacsb/accreditationTask/remind',
      {},
      { token: unitAdmin },
    );
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.result.sent).toBe(1);
    expect(naming(await inbox(people.ben.token), 'due soon: P21R Due tomorrow')).toHaveLength(1);
    const sent = await t.api.post<{ sent: number }>(
      '/aacsb/accreditationTask/remind',
      {},
      { token: unitAdmin },
    );
    expect(sent.status, sent.body.message).toBe(200);
    expect(sent.body.result.sent).toBe(0);
    expect(
      (await t.api.post('/aacsb/accreditationTask/remind', {}, { token: people.cai.token })).status,
    ).toBe(403);
  });

  it('run by themselves once the server starts them (the test app does not)', async () => {
    await add('accreditationTask', {
      projectId: project,
      title: 'P21R Daily run',
      assigneeId: people.ana.id,
      dueDate: day(0),
      status: '1',
    });
    const reminded = async () => naming(await inbox(people.ana.token), 'due soon: P21R Daily run');
    expect(await reminded()).toHaveLength(0);
    const logged: string[] = [];
    const stop = startTaskReminders(t.database.db, (m) => logged.push(m));
    try {
      for (let i = 0; i < 50 && logged.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    } finally {
      stop();
    }
    expect(logged.join('\n')).toMatch(/Sent \d+ accreditation task reminder/);
    expect(await reminded()).toHaveLength(1);
  });
});
