import type { Answers, GroupList } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { newId } from '../../core/ids.ts';
import { buildUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/harness.ts';
import { add } from '../aol/plan-fixture.ts';
import { questionnaireTable } from '../resources/schema.ts';

/**
 * The school of the results tests, built as the administrator over HTTP: programme P with classes
 * K1 (students a1, a2, a3) and K2 (b1, b2), each student with an account of a distinctive real
 * name (so a leak into an anonymous file is found by name), a named account n1, a head of P and a
 * head of another programme; a template with every kind of question (GROUPS). Questionnaires are
 * made from the template, published through POST /aacsb/questionnaire/start and answered through
 * POST /aacsb/myQuestionnaire/submit, as people would.
 */
export interface ResultsSchool {
  admin: string;
  tag: string;
  ids: Record<string, string>;
  /** Account ids, tokens, usernames and real names by the names above. */
  users: Record<string, { id: string; token: string; username: string; realname: string }>;
}

export const bi = (en: string, zh: string) => ({ zh, en });
const scale = { points: 5 as const, low: bi('Poor', '差'), high: bi('Excellent', '优秀') };

/** g1: q1 single, q2 multiple, q3 rating; g2: q4 matrix (rows r1, r2), q5 text. */
export const GROUPS: GroupList = [
  {
    id: 'g1',
    title: bi('The course', '课程'),
    questions: [
      {
        id: 'q1',
        kind: 'single',
        title: bi('Would you recommend it?', '你会推荐吗？'),
        required: true,
        options: [
          { id: 'o1', text: bi('Yes', '会') },
          { id: 'o2', text: bi('No', '不会') },
        ],
      },
      {
        id: 'q2',
        kind: 'multiple',
        title: bi('What helped you?', '哪些有帮助？'),
        required: false,
        options: [
          { id: 'm1', text: bi('Library', '图书馆') },
          { id: 'm2', text: bi('Labs', '实验室') },
          { id: 'm3', text: bi('Online forum', '在线论坛') },
        ],
      },
      { id: 'q3', kind: 'rating', title: bi('Teaching overall', '总体教学'), required: true, scale },
    ],
  },
  {
    id: 'g2',
    title: bi('Skills', '能力'),
    questions: [
      {
        id: 'q4',
        kind: 'matrix',
        title: bi('Rate your skills', '评价你的能力'),
        required: false,
        scale,
        rows: [
          { id: 'r1', text: bi('Writing', '写作') },
          { id: 'r2', text: bi('Speaking', '口语') },
        ],
      },
      { id: 'q5', kind: 'text', title: bi('Anything else?', '其他意见'), required: false },
    ],
  },
];

export async function buildResultsSchool(t: TestContext): Promise<ResultsSchool> {
  const db = t.database.db;
  const admin = await t.tokenFor('admin');
  const tag = newId().slice(0, 5).toUpperCase();
  const ids: Record<string, string> = {};
  const users: ResultsSchool['users'] = {};
  const put = (resource: string, body: Record<string, unknown>) => add(t, admin, resource, body);
  for (const p of ['P', 'P2'])
    ids[p] = await put('degreePrograms', {
      code: `R${p}${tag}`,
      name: `结果项目${p}${tag}`,
      nameEn: `Results programme ${p}`,
      degreeLevel: '1',
    });
  for (const k of ['K1', 'K2'])
    ids[k] = await put('classes', {
      code: `${k}R${tag}`,
      name: `${k}班${tag}`,
      nameEn: `Class ${k}`,
      degreeProgramsId: ids.P,
    });
  const account = async (key: string, realname: string, roles: string[] = []) => {
    const user = await buildUser(db, { username: `${key}_${tag}`.toLowerCase(), realname, roles });
    users[key] = {
      id: user.id,
      token: await t.tokenFor(user.username),
      username: user.username,
      realname,
    };
    return user.id;
  };
  for (const [key, klass, realname] of [
    ['a1', 'K1', 'Ariadne Quill'],
    ['a2', 'K1', 'Bartholomew Wren'],
    ['a3', 'K1', 'Cordelia Marsh'],
    ['b1', 'K2', 'Desmond Farrow'],
    ['b2', 'K2', 'Eulalia Stone'],
  ]) {
    const userId = await account(key, realname);
    await put('student', {
      studentNumber: `${key}${tag}`,
      name: realname,
      sex: '1',
      classId: ids[klass],
      userId,
    });
  }
  await account('n1', 'Ferdinand Named');
  const headId = await account('head', 'Head of P', ['3']);
  await put('degreeProgramsHead', { degreeProgramsId: ids.P, userId: headId });
  const otherId = await account('otherHead', 'Head of P2', ['3']);
  await put('degreeProgramsHead', { degreeProgramsId: ids.P2, userId: otherId });
  ids.template = await put('questionnaireTemplate', {
    name: `课程评价${tag}`,
    nameEn: 'Course evaluation',
    groupList: GROUPS,
  });
  ids.otherTemplate = await put('questionnaireTemplate', {
    name: `另一模板${tag}`,
    nameEn: 'Another template',
    groupList: GROUPS,
  });
  return { admin, tag, ids, users };
}

/**
 * A questionnaire of the template (programme P unless told), open from an hour ago for a week,
 * published to the audience and collecting.
 */
export async function publish(
  t: TestContext,
  s: ResultsSchool,
  opts: {
    name: string;
    anonymous: boolean;
    classIds?: string[];
    userIds?: string[];
    templateId?: string;
    degreeProgramsId?: string;
    schoolYearId?: string;
  },
): Promise<string> {
  const now = Date.now();
  const id = await add(t, s.admin, 'questionnaire', {
    name: opts.name,
    nameEn: `${opts.name} (en)`,
    templateId: opts.templateId ?? s.ids.template,
    anonymous: opts.anonymous,
    degreeProgramsId: opts.degreeProgramsId ?? s.ids.P,
    schoolYearId: opts.schoolYearId,
    startTime: new Date(now - 3_600_000).toISOString(),
    endTime: new Date(now + 7 * 86_400_000).toISOString(),
  });
  // Written directly: the engine's json field takes arrays, and the audience is an object.
  const audience = {
    roles: [],
    classIds: opts.classIds ?? [],
    programmeIds: [],
    departIds: [],
    userIds: opts.userIds ?? [],
  };
  await t.database.db.update(questionnaireTable).set({ audience }).where(eq(questionnaireTable.id, id));
  const started = await t.api.post('/aacsb/questionnaire/start', { id }, { token: s.admin });
  expect(started.status, started.body.message).toBe(200);
  return id;
}

export async function submit(t: TestContext, token: string, id: string, answers: Answers): Promise<void> {
  const res = await t.api.post('/aacsb/myQuestionnaire/submit', { id, answers }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A download's bytes (asserting 200). */
export async function download(t: TestContext, token: string, path: string, query: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/aacsb/questionnaire/${path}`,
    query,
    headers: { 'x-access-token': token },
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return { bytes: res.rawPayload, headers: res.headers };
}
