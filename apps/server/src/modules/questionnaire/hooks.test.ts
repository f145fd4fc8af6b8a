import { type GroupList, QUESTIONNAIRE_STATUS as S } from '@accredit/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { add } from '../aol/plan-fixture.ts';
import { questionnaireTable } from '../resources/schema.ts';
import { bi } from './fixture-builders.ts';
import {
  act,
  addQuestionnaire,
  buildQnrSchool,
  GROUPS,
  type QnrSchool,
  setAudience,
} from './lifecycle-fixture.ts';
import { questionnaireRecipient, questionnaireResponse } from './schema.ts';

/**
 * The rules of templates and questionnaires kept by their hooks (issue 18): question groups
 * checked with problems named by group and question, counts kept by the server, a questionnaire
 * made from a template taking its questions, questions (and anonymity) locked once published, no
 * deletion of a questionnaire with answers, and a programme head's questionnaires in their own
 * programmes.
 */
const t = useTestApp();
let s: QnrSchool;
type Rec = Record<string, unknown> & { id: string };

const read = async (resource: string, id: string) => {
  const res = await t.api.get<Rec>(`/aacsb/${resource}/queryById`, { token: s.admin, query: { id } });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result;
};
/** A questionnaire as stored. */
const row = async (id: string) =>
  (await t.database.db.select().from(questionnaireTable).where(eq(questionnaireTable.id, id)))[0] as Rec;
const edit = (resource: string, body: Record<string, unknown>, lang = 'en-US', token = s.admin) =>
  t.api.put<Rec>(`/aacsb/${resource}/edit`, body, { token, lang });
const addRaw = (resource: string, body: Record<string, unknown>, lang = 'en-US', token = s.admin) =>
  t.api.post<{ id: string; fields?: Record<string, string> }>(`/aacsb/${resource}/add`, body, {
    token,
    lang,
  });

/** A choice question with one option in group 1 (its 2nd question) and a show-if on a later question. */
const BROKEN: GroupList = [
  {
    ...GROUPS[0],
    questions: [
      GROUPS[0].questions[0],
      {
        id: 'q9',
        kind: 'multiple',
        title: bi('Which?'),
        required: false,
        options: [{ id: 'a', text: bi('A') }],
      },
    ],
  },
  {
    ...GROUPS[1],
    questions: [{ ...GROUPS[1].questions[0], showIf: { questionId: 'q4' } }, GROUPS[1].questions[1]],
  },
];

beforeAll(async () => {
  s = await buildQnrSchool(t);
});

describe('questionnaire templates', () => {
  it('stores checked question groups and counts them, whatever counts are sent', async () => {
    const id = await add(t, s.admin, 'questionnaireTemplate', {
      name: '课程评价',
      groupList: GROUPS,
      numberGroup: 9,
      questionCount: 99,
    });
    const one = await read('questionnaireTemplate', id);
    expect([one.numberGroup, one.questionCount]).toEqual([2, 4]);
    expect((one.groupList as GroupList)[1].questions[1].rows).toEqual([
      { id: 'r1', text: bi('Teaching', '教学') },
    ]);
    const emptied = await edit('questionnaireTemplate', { id, groupList: [GROUPS[1]] });
    expect(emptied.status, emptied.body.message).toBe(200);
    expect((await read('questionnaireTemplate', id)).questionCount).toBe(2);
    const none = await add(t, s.admin, 'questionnaireTemplate', { name: '空模板' });
    expect(await read('questionnaireTemplate', none)).toMatchObject({
      groupList: [],
      numberGroup: 0,
      questionCount: 0,
    });
  });

  it('refuses broken question groups, naming each problem by group and question, in the caller’s language', async () => {
    const en = await addRaw('questionnaireTemplate', { name: 'x', groupList: BROKEN });
    expect(en.status).toBe(400);
    expect(en.body.message).toContain('Group 1, question 2: A choice question needs at least 2 options');
    expect(en.body.message).toContain('Group 2, question 1: The condition must name an earlier question');
    const zh = await addRaw('questionnaireTemplate', { name: 'x', groupList: BROKEN }, 'zh-CN');
    expect(zh.body.message).toContain('第 1 组第 2 题');
    const shape = await addRaw('questionnaireTemplate', {
      name: 'x',
      groupList: [{ id: 'g', questions: 'none' }],
    });
    expect(shape.status).toBe(400);
    expect(shape.body.message).toContain('Group 1:');
  });
});

describe('questionnaires', () => {
  it('start Unpublished with no responses, whatever state or counts are sent', async () => {
    const id = await addQuestionnaire(t, s.admin, { status: S.ended, responseCount: 5, audienceCount: 9 });
    expect(await read('questionnaire', id)).toMatchObject({
      status: S.unpublished,
      responseCount: 0,
      audienceCount: 0,
      numberGroup: 2,
      questionCount: 4,
    });
  });

  it('made from a template, take its questions and the names and introduction they leave empty', async () => {
    const template = await add(t, s.admin, 'questionnaireTemplate', {
      name: '毕业生调查',
      nameEn: 'Exit survey',
      category: '1',
      description: '说明',
      descriptionEn: 'About it',
      groupList: GROUPS,
    });
    const id = await addQuestionnaire(t, s.admin, {
      templateId: template,
      groupList: undefined,
      nameEn: null,
      description: '我们自己的说明',
    });
    const one = await read('questionnaire', id);
    expect(one).toMatchObject({
      nameEn: 'Exit survey',
      category: '1',
      description: '我们自己的说明',
      descriptionEn: 'About it',
      questionCount: 4,
    });
    expect((one.groupList as GroupList).map((g) => g.id)).toEqual(['g1', 'g2']);
    const unknown = await addRaw('questionnaire', {
      ...one,
      id: undefined,
      templateId: 'nope',
      groupList: [],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.result?.fields?.templateId).toBeTruthy();
  });

  it('refuses broken questions on a questionnaire too', async () => {
    const res = await addRaw('questionnaire', {
      name: 'x',
      startTime: new Date().toISOString(),
      endTime: new Date(Date.now() + 86_400_000).toISOString(),
      groupList: BROKEN,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Group 1, question 2');
  });

  it('keeps the questions, template and anonymity once published; other fields stay editable', async () => {
    const id = await addQuestionnaire(t, s.admin, { anonymous: true });
    const changed = [GROUPS[0]];
    expect((await edit('questionnaire', { id, groupList: changed })).status).toBe(200);
    expect((await edit('questionnaire', { id, groupList: GROUPS })).status).toBe(200);
    await setAudience(t, id, { userIds: [s.users.u4] });
    expect((await act(t, s.admin, 'start', id)).status).toBe(200);
    const locked = await edit('questionnaire', { id, groupList: changed });
    expect(locked.status).toBe(400);
    expect(locked.body.message).toContain(
      'The questions cannot change once the questionnaire has been published',
    );
    const anonymity = await edit('questionnaire', { id, anonymous: false });
    expect(anonymity.status).toBe(400);
    expect(anonymity.body.message).toContain('anonymous cannot change');
    const template = await add(t, s.admin, 'questionnaireTemplate', { name: 'T', groupList: GROUPS });
    expect((await edit('questionnaire', { id, templateId: template })).status).toBe(400);
    // The whole form saved back (stored questions in another key order) passes.
    const stored = await row(id);
    const reordered = (stored.groupList as GroupList).map((g) => ({
      questions: g.questions,
      title: g.title,
      id: g.id,
    }));
    const saved = await edit('questionnaire', { id, name: '改名', groupList: reordered, anonymous: true });
    expect(saved.status, saved.body.message).toBe(200);
    expect(await row(id)).toMatchObject({
      name: '改名',
      questionCount: 4,
      status: S.collecting,
    });
  });

  it('refuses to delete a questionnaire with responses; deleting one without removes the people it reached', async () => {
    const answered = await addQuestionnaire(t, s.admin, { name: '已答问卷' });
    const idle = await addQuestionnaire(t, s.admin);
    for (const id of [answered, idle]) {
      await setAudience(t, id, { userIds: [s.users.u4, s.users.u3] });
      expect((await act(t, s.admin, 'start', id)).status).toBe(200);
      expect((await act(t, s.admin, 'end', id)).status).toBe(200);
    }
    await t.database.db.insert(questionnaireResponse).values({
      questionnaireId: answered,
      answers: { q1: 'y' },
      submittedOn: new Date().toISOString().slice(0, 10),
    });
    const refused = await t.api.delete('/aacsb/questionnaire/delete', {
      token: s.admin,
      query: { id: answered },
      lang: 'en-US',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'The questionnaire 已答问卷 has responses and cannot be deleted: end it instead',
    );
    expect(
      (await t.api.delete('/aacsb/questionnaire/delete', { token: s.admin, query: { id: idle } })).status,
    ).toBe(200);
    const left = (id: string) =>
      t.database.db
        .select({ id: questionnaireRecipient.id })
        .from(questionnaireRecipient)
        .where(and(eq(questionnaireRecipient.questionnaireId, id)));
    expect(await left(idle)).toHaveLength(0);
    expect(await left(answered)).toHaveLength(2);
  });

  it("keeps a programme head's questionnaires in the programmes they head", async () => {
    const head = await t.tokenFor(`headA_${s.tag}`);
    const other = await addRaw(
      'questionnaire',
      { name: 'x', startTime: '2030-01-01', endTime: '2030-02-01', degreeProgramsId: s.ids.B },
      'en-US',
      head,
    );
    expect(other.status).toBe(403);
    const none = await addRaw(
      'questionnaire',
      { name: 'x', startTime: '2030-01-01', endTime: '2030-02-01' },
      'en-US',
      head,
    );
    expect(none.status).toBe(400);
    expect(none.body.result?.fields?.degreeProgramsId).toBeTruthy();
    const own = await addQuestionnaire(t, head, { degreeProgramsId: s.ids.A });
    const [row] = await t.database.db
      .select({ programme: questionnaireTable.degreeProgramsId })
      .from(questionnaireTable)
      .where(eq(questionnaireTable.id, own));
    expect(row.programme).toBe(s.ids.A);
    expect((await edit('questionnaire', { id: own, degreeProgramsId: s.ids.B }, 'en-US', head)).status).toBe(
      403,
    );
  });
});

describe('the audience', () => {
  it('is stored in full (lists not chosen are empty) and read back', async () => {
    const id = await addQuestionnaire(t, s.admin, { audience: { classIds: [s.ids.K1], roles: [s.role] } });
    expect((await read('questionnaire', id)).audience).toEqual({
      roles: [s.role],
      classIds: [s.ids.K1],
      programmeIds: [],
      departIds: [],
      userIds: [],
    });
    const changed = await edit('questionnaire', { id, audience: { userIds: [s.users.u4] } });
    expect(changed.status, changed.body.message).toBe(200);
    expect((await read('questionnaire', id)).audience).toMatchObject({ classIds: [], userIds: [s.users.u4] });
    const started = await act(t, s.admin, 'start', id);
    expect(started.body.result).toMatchObject({ status: S.collecting, audienceCount: 1 });
  });

  it('refuses an audience it cannot read, or one naming records that do not exist', async () => {
    const bad = await addRaw('questionnaire', {
      name: 'x',
      startTime: '2030-01-01',
      endTime: '2030-02-01',
      audience: { roles: 'everyone' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('The audience could not be read');
    const gone = await addRaw(
      'questionnaire',
      {
        name: 'x',
        startTime: '2030-01-01',
        endTime: '2030-02-01',
        audience: { classIds: [s.ids.K1, 'noclass'], userIds: ['nobody'] },
      },
      'zh-CN',
    );
    expect(gone.status).toBe(400);
    expect(gone.body.message).toContain('发布对象中有已不存在的记录：noclass, nobody');
  });
});
