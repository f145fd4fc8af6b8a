import type { GroupList } from '@accredit/shared';
import type { TestContext } from '../../test/harness.ts';
import {
  accountWithToken,
  ask,
  bi,
  fivePoints,
  publishTo,
  startSchool,
  type TestAccount,
} from './fixture-builders.ts';

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
  users: Record<string, TestAccount>;
}

const SCALE = fivePoints(bi('Poor', '差'), bi('Excellent', '优秀'));

/** g1: q1 single, q2 multiple, q3 rating; g2: q4 matrix (rows r1, r2), q5 text. */
export const GROUPS: GroupList = [
  {
    id: 'g1',
    title: bi('The course', '课程'),
    questions: [
      ask.single(
        'q1',
        bi('Would you recommend it?', '你会推荐吗？'),
        [
          ['o1', 'Yes', '会'],
          ['o2', 'No', '不会'],
        ],
        { required: true },
      ),
      ask.multiple('q2', bi('What helped you?', '哪些有帮助？'), [
        ['m1', 'Library', '图书馆'],
        ['m2', 'Labs', '实验室'],
        ['m3', 'Online forum', '在线论坛'],
      ]),
      ask.rating('q3', bi('Teaching overall', '总体教学'), { required: true }, SCALE),
    ],
  },
  {
    id: 'g2',
    title: bi('Skills', '能力'),
    questions: [
      ask.matrix(
        'q4',
        bi('Rate your skills', '评价你的能力'),
        [
          ['r1', 'Writing', '写作'],
          ['r2', 'Speaking', '口语'],
        ],
        {},
        SCALE,
      ),
      ask.text('q5', bi('Anything else?', '其他意见')),
    ],
  },
];

export async function buildResultsSchool(t: TestContext): Promise<ResultsSchool> {
  const { admin, tag, ids, put } = await startSchool(t);
  const users: ResultsSchool['users'] = {};
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
    users[key] = await accountWithToken(t, { username: `${key}_${tag}`.toLowerCase(), realname, roles });
    return users[key].id;
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
  return publishTo(
    t,
    s.admin,
    {
      name: opts.name,
      nameEn: `${opts.name} (en)`,
      templateId: opts.templateId ?? s.ids.template,
      anonymous: opts.anonymous,
      degreeProgramsId: opts.degreeProgramsId ?? s.ids.P,
      schoolYearId: opts.schoolYearId,
    },
    { classIds: opts.classIds ?? [], userIds: opts.userIds ?? [] },
  );
}
