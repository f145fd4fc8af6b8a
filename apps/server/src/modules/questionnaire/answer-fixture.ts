import type { GroupList, MyQuestionnaire } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { demoUserOf } from '../../test/factories.ts';
import type { TestContext } from '../../test/harness.ts';
import { questionnaireTable } from '../resources/schema.ts';
import { accountWithToken, ask, bi, HOUR, publishTo, type TestAccount } from './fixture-builders.ts';

/**
 * Test set-up of the answering tests: a questionnaire with every kind of question and show-if,
 * published to chosen accounts (named users) through POST /aacsb/questionnaire/start, which
 * fills the recipient rows.
 *
 * g1: q1 single (required; yes/no), q2 text required shown only when q1 is yes, q3 rating
 * (required), q4 multiple; g2: q5 matrix (required, rows r1 r2), q6 text (at most 20 characters).
 */
export const GROUPS: GroupList = [
  {
    id: 'g1',
    title: bi('About the course', '关于课程'),
    questions: [
      ask.single(
        'q1',
        bi('Did you use the library?', '你使用过图书馆吗？'),
        [
          ['yes', 'Yes', '是'],
          ['no', 'No', '否'],
        ],
        { required: true },
      ),
      ask.text('q2', bi('What did you borrow?', '你借了什么？'), {
        required: true,
        showIf: { questionId: 'q1', anyOf: ['yes'] },
      }),
      ask.rating('q3', bi('Teaching overall', '总体教学'), { required: true }),
      ask.multiple('q4', bi('Which resources helped?', '哪些资源有帮助？'), [
        ['a', 'Slides', '讲义'],
        ['b', 'Videos', '视频'],
        ['c', 'Forum', '论坛'],
      ]),
    ],
  },
  {
    id: 'g2',
    title: bi('Skills', '能力'),
    questions: [
      ask.matrix(
        'q5',
        bi('Rate your skills', '评价你的能力'),
        [
          ['r1', 'Writing', '写作'],
          ['r2', 'Speaking', '口语'],
        ],
        { required: true },
      ),
      ask.text('q6', bi('Anything else?', '其他意见'), { maxLength: 20 }),
    ],
  },
];

/** A complete, valid answer set (q1 no: q2 hidden). */
export const COMPLETE = { q1: 'no', q3: 4, q4: ['b', 'a'], q5: { r1: 3, r2: 5 }, q6: '  fine  ' };

export async function adminToken(t: TestContext): Promise<string> {
  return t.tokenFor(demoUserOf('1'), '1');
}

/** An account with no role (as students' accounts are) and its session token. */
export function respondent(t: TestContext, realname = 'Student Respondent'): Promise<TestAccount> {
  return accountWithToken(t, { realname });
}

/** Adds a questionnaire (as the administrator) and starts collecting it for `userIds`. */
export function publish(
  t: TestContext,
  admin: string,
  userIds: string[],
  opts: { anonymous?: boolean; name?: string; groupList?: GroupList } = {},
): Promise<string> {
  return publishTo(
    t,
    admin,
    {
      name: opts.name ?? '课程评价',
      nameEn: opts.name ?? 'Course evaluation',
      anonymous: opts.anonymous ?? false,
      groupList: opts.groupList ?? GROUPS,
    },
    { userIds },
  );
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
