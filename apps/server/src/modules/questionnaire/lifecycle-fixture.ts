import type { Audience, GroupList } from '@accredit/shared';
import { and, eq, inArray, like } from 'drizzle-orm';
import { newId } from '../../core/ids.ts';
import { buildUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/harness.ts';
import { add } from '../aol/plan-fixture.ts';
import { sysAnnouncement, userSystemNotification } from '../notification/schema.ts';
import { sysDepart, sysRole, sysUserRole } from '../system/schema.ts';
import { ask, bi, fivePoints, openForAWeek, startSchool } from './fixture-builders.ts';

/**
 * A small school for the questionnaire lifecycle tests (built as the administrator over HTTP where
 * the engine has the record, else in the database):
 * - programmes A and B; classes K1 and K2 of A, KB of B; a head of A (`headA_<tag>`) and of B;
 * - students with accounts: s1, s2 in K1, s3 in K2, s4 in KB and also a member of K1, s6 in K2 with
 *   a frozen account; s5 in K1 without an account;
 * - a role of its own (code `q<tag>`) held by staff u1 and by student s1;
 * - a department D (code Q<tag>) with a sub-unit D1 (Q<tag>01) and another department E: u1 in D,
 *   u2 in D1, u3 in E; u4 named only.
 * `users` maps those names to account ids, `ids` the records.
 */
export interface QnrSchool {
  admin: string;
  tag: string;
  role: string;
  ids: Record<string, string>;
  users: Record<string, string>;
}

/** Two groups, four questions (single, rating, text, matrix). */
export const GROUPS: GroupList = [
  {
    id: 'g1',
    title: bi('About the course', '关于课程'),
    questions: [
      ask.single(
        'q1',
        bi('Did you attend?', '是否出勤？'),
        [
          ['y', 'Yes', '是'],
          ['n', 'No', '否'],
        ],
        { required: true },
      ),
      ask.rating('q2', bi('Overall', '总体')),
    ],
  },
  {
    id: 'g2',
    title: bi('Comments', '意见'),
    questions: [
      ask.text('q3', bi('Anything else?', '其他')),
      ask.matrix(
        'q4',
        bi('Rate', '评分'),
        [['r1', 'Teaching', '教学']],
        {},
        fivePoints(bi('Low', '低'), bi('High', '高')),
      ),
    ],
  },
];

export async function buildQnrSchool(t: TestContext): Promise<QnrSchool> {
  const db = t.database.db;
  const { admin, tag, ids, put } = await startSchool(t);
  const users: Record<string, string> = {};
  for (const p of ['A', 'B'])
    ids[p] = await put('degreePrograms', {
      code: `Q${p}${tag}`,
      name: `问卷项目${p}${tag}`,
      nameEn: `Survey programme ${p}`,
      degreeLevel: '1',
    });
  for (const [k, p] of [
    ['K1', 'A'],
    ['K2', 'A'],
    ['KB', 'B'],
  ])
    ids[k] = await put('classes', {
      code: `${k}Q${tag}`,
      name: `${k}班${tag}`,
      nameEn: `Class ${k} ${tag}`,
      degreeProgramsId: ids[p],
    });
  for (const p of ['A', 'B']) {
    const head = await buildUser(db, { username: `head${p}_${tag}`, roles: ['3'] });
    await put('degreeProgramsHead', { degreeProgramsId: ids[p], userId: head.id });
  }
  const students: [string, string, boolean, number][] = [
    ['s1', 'K1', true, 1],
    ['s2', 'K1', true, 1],
    ['s3', 'K2', true, 1],
    ['s4', 'KB', true, 1],
    ['s5', 'K1', false, 1],
    ['s6', 'K2', true, 2],
  ];
  for (const [name, klass, account, status] of students) {
    const user = account ? await buildUser(db, { username: `${name}_${tag}`, realname: name, status }) : null;
    if (user) users[name] = user.id;
    ids[name] = await put('student', {
      studentNumber: `${name}${tag}`,
      name: `学生${name}`,
      sex: '1',
      classId: ids[klass],
      userId: user?.id ?? null,
    });
  }
  await put('classStudent', { classId: ids.K1, studentId: ids.s4 });

  const role = `q${tag}`.toLowerCase();
  const [roleRow] = await db
    .insert(sysRole)
    .values({ roleCode: role, roleName: `问卷角色${tag}`, roleNameEn: `Survey role ${tag}` })
    .returning({ id: sysRole.id });
  const [d, d1, e] = await db
    .insert(sysDepart)
    .values([
      { departName: `部门D${tag}`, departNameEn: `Dept D ${tag}`, orgCode: `Q${tag}` },
      { departName: `部门D1${tag}`, departNameEn: `Dept D1 ${tag}`, orgCode: `Q${tag}01` },
      { departName: `部门E${tag}`, departNameEn: `Dept E ${tag}`, orgCode: `R${tag}` },
    ])
    .returning({ id: sysDepart.id });
  await db.update(sysDepart).set({ parentId: d.id }).where(eq(sysDepart.id, d1.id));
  Object.assign(ids, { D: d.id, D1: d1.id, E: e.id });
  for (const [name, departId] of [
    ['u1', d.id],
    ['u2', d1.id],
    ['u3', e.id],
    ['u4', null],
  ] as const) {
    const user = await buildUser(db, { username: `${name}_${tag}`, realname: name, departId });
    users[name] = user.id;
  }
  await db.insert(sysUserRole).values([
    { userId: users.u1, roleId: roleRow.id },
    { userId: users.s1, roleId: roleRow.id },
  ]);
  return { admin, tag, role, ids, users };
}

/** A questionnaire open from an hour ago for a week (the engine's add). */
export async function addQuestionnaire(
  t: TestContext,
  token: string,
  body: Record<string, unknown> = {},
): Promise<string> {
  return add(t, token, 'questionnaire', {
    name: `问卷${newId().slice(0, 4)}`,
    nameEn: 'Course survey',
    anonymous: true,
    ...openForAWeek(),
    groupList: GROUPS,
    ...body,
  });
}

/** Sets the audience through the engine's edit, as the administrator (by default). */
export async function setAudience(
  t: TestContext,
  id: string,
  audience: Partial<Audience>,
  token?: string,
): Promise<void> {
  const res = await t.api.put(
    '/aacsb/questionnaire/edit',
    { id, audience },
    { token: token ?? (await t.tokenFor('admin')) },
  );
  if (res.status !== 200) throw new Error(`audience: ${res.status} ${res.body.message}`);
}

/** POST /aacsb/questionnaire/<action> {id}. */
export function act(t: TestContext, token: string, action: string, id: string, lang?: string) {
  return t.api.post<Record<string, unknown>>(`/aacsb/questionnaire/${action}`, { id }, { token, lang });
}

/**
 * Notifications about questionnaire `id` (they link to it) that these accounts received; with
 * `titleLike`, only those whose title matches (a LIKE pattern such as '%Reminder%').
 */
export function noticesAbout(t: TestContext, id: string, userIds: string[], titleLike?: string) {
  return t.database.db
    .select({
      userId: userSystemNotification.userId,
      title: sysAnnouncement.title,
      content: sysAnnouncement.content,
    })
    .from(userSystemNotification)
    .innerJoin(sysAnnouncement, eq(sysAnnouncement.id, userSystemNotification.systemNotificationId))
    .where(
      and(
        like(sysAnnouncement.content, `%open=${id}%`),
        titleLike ? like(sysAnnouncement.title, titleLike) : undefined,
        inArray(userSystemNotification.userId, userIds),
      ),
    );
}
