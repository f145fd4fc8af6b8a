import type { GroupList, MyQuestionnaire } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildUser, demoUserOf } from '../../test/factories.ts';
import type { TestContext } from '../../test/harness.ts';
import { questionnaireTable } from '../resources/schema.ts';

/**
 * Test set-up of the answering tests: a questionnaire with every kind of question and show-if,
 * published to chosen accounts (named users) through POST /aacsb/questionnaire/start, which
 * fills the recipient rows.
 */
const bi = (en: string, zh = en) => ({ zh, en });
const scale = { points: 5 as const, low: bi('Poor', '差'), high: bi('Excellent', '优') };

/**
 * g1: q1 single (required; yes/no), q2 text required shown only when q1 is yes, q3 rating
 * (required), q4 multiple; g2: q5 matrix (required, rows r1 r2), q6 text (at most 20 characters).
 */
export const GROUPS: GroupList = [
  {
    id: 'g1',
    title: bi('About the course', '关于课程'),
    questions: [
      {
        id: 'q1',
        kind: 'single',
        title: bi('Did you use the library?', '你使用过图书馆吗？'),
        required: true,
        options: [
          { id: 'yes', text: bi('Yes', '是') },
          { id: 'no', text: bi('No', '否') },
        ],
      },
      {
        id: 'q2',
        kind: 'text',
        title: bi('What did you borrow?', '你借了什么？'),
        required: true,
        showIf: { questionId: 'q1', anyOf: ['yes'] },
      },
      { id: 'q3', kind: 'rating', title: bi('Teaching overall', '总体教学'), required: true, scale },
      {
        id: 'q4',
        kind: 'multiple',
        title: bi('Which resources helped?', '哪些资源有帮助？'),
        required: false,
        options: [
          { id: 'a', text: bi('Slides', '讲义') },
          { id: 'b', text: bi('Videos', '视频') },
          { id: 'c', text: bi('Forum', '论坛') },
        ],
      },
    ],
  },
  {
    id: 'g2',
    title: bi('Skills', '能力'),
    questions: [
      {
        id: 'q5',
        kind: 'matrix',
        title: bi('Rate your skills', '评价你的能力'),
        required: true,
        scale,
        rows: [
          { id: 'r1', text: bi('Writing', '写作') },
          { id: 'r2', text: bi('Speaking', '口语') },
        ],
      },
      { id: 'q6', kind: 'text', title: bi('Anything else?', '其他意见'), required: false, maxLength: 20 },
    ],
  },
];

/** A complete, valid answer set (q1 no: q2 hidden). */
export const COMPLETE = { q1: 'no', q3: 4, q4: ['b', 'a'], q5: { r1: 3, r2: 5 }, q6: '  fine  ' };

const HOUR = 3_600_000;

export async function adminToken(t: TestContext): Promise<string> {
  return t.tokenFor(demoUserOf('1'), '1');
}

/** An account with no role (as students' accounts are) and its session token. */
export async function respondent(t: TestContext, realname = 'Student Respondent') {
  const user = await buildUser(t.database.db, { realname, roles: [] });
  return { id: user.id, username: user.username, token: await t.tokenFor(user.username) };
}

/** Adds a questionnaire (as the administrator) and starts collecting it for `userIds`. */
export async function publish(
  t: TestContext,
  admin: string,
  userIds: string[],
  opts: { anonymous?: boolean; name?: string; groupList?: GroupList } = {},
): Promise<string> {
  const now = Date.now();
  const added = await t.api.post<{ id: string } | string>(
    '/aacsb/questionnaire/add',
    {
      name: opts.name ?? '课程评价',
      nameEn: opts.name ?? 'Course evaluation',
      anonymous: opts.anonymous ?? false,
      startTime: new Date(now - HOUR).toISOString(),
      endTime: new Date(now + 7 * 24 * HOUR).toISOString(),
      groupList: opts.groupList ?? GROUPS,
    },
    { token: admin },
  );
  expect(added.status, added.body.message).toBe(200);
  const result = added.body.result;
  const id = typeof result === 'string' ? result : result.id;
  // Written directly: the engine's json field takes arrays only, and the audience is an object.
  const audience = { roles: [], classIds: [], programmeIds: [], departIds: [], userIds };
  await t.database.db.update(questionnaireTable).set({ audience }).where(eq(questionnaireTable.id, id));
  const started = await t.api.post('/aacsb/questionnaire/start', { id }, { token: admin });
  expect(started.status, started.body.message).toBe(200);
  return id;
}

/** Sets a questionnaire's state or dates directly (paused, ended, closed or not yet open). */
export async function setQuestionnaire(
  t: TestContext,
  id: string,
  values: { status?: string; startTime?: Date; endTime?: Date },
): Promise<void> {
  await t.database.db.update(questionnaireTable).set(values).where(eq(questionnaireTable.id, id));
}

export async function myList(t: TestContext, token: string, scope?: 'open' | 'all') {
  const res = await t.api.get<MyQuestionnaire[]>('/aacsb/myQuestionnaire/list', { token, query: { scope } });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result;
}

export async function openCount(t: TestContext, token: string): Promise<number> {
  const res = await t.api.get<{ open: number }>('/aacsb/myQuestionnaire/count', { token });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.open;
}

export const HOURS = HOUR;
