import { type Answers, countQuestions, type GroupList, RESOURCE, zAudience } from '@accredit/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { newId } from '../core/ids.ts';
import { resourceTable } from '../crud/table.ts';
import { questionnaireRecipient, questionnaireResponse } from '../modules/questionnaire/schema.ts';
import { evaluationYearTable } from '../modules/resources/schema.ts';
import { sysUser } from '../modules/system/schema.ts';
import { insertAll } from './base.ts';
import { COHORTS } from './demo-curriculum-people.ts';
import { announce, studentAccounts } from './demo-questionnaire-accounts.ts';
import { courseEvaluationAnswers, exitSurveyAnswers } from './demo-questionnaire-answers.ts';
import {
  COURSE_TEMPLATE,
  courseEvaluationGroups,
  EXIT_TEMPLATE,
  exitSurveyGroups,
  type SurveyLo,
} from './demo-questionnaire-data.ts';
import { prng, type Rng } from './demo-school-data.ts';

/**
 * The demo school's questionnaires (issue 18 item 7). Every demo student gets an account (username
 * = student number, the demo password, no role), so that a questionnaire published to a class
 * reaches its students. Two templates (demo-questionnaire-data.ts) and two questionnaires of the
 * BBA, kept by its programme head:
 * - the exit survey of the graduating cohort (named), tied to the school year of the BBA's latest
 *   evaluation year, so that its objective-mapped answers give I_j in that year's AoL results;
 *   ended a few days ago (collecting while the school year is younger than four weeks);
 * - an anonymous course evaluation of a course the class of the demo account `student` takes this
 *   semester, collecting (opened ten days ago, closing in three weeks), answered by about half of
 *   the class but not by `student`.
 * Recipient and response rows follow the answering rules (issue 18 part C): an anonymous response
 * holds no person and no time, only the day; the recipient row keeps only the fact and the day.
 */

export interface QuestionnaireSeedSummary {
  accounts: number;
  templates: number;
  questionnaires: number;
  recipients: number;
  responses: number;
}

type Row = Record<string, unknown>;
const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Who keeps the demo's questionnaires: the BBA's programme head. */
const OWNER = 'progadmin';

const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** 23:59:59 in China (UTC+8) on `day`. */
const closingOf = (day: string) => dayStart(day) + 16 * HOUR - 1000;

/** A moment between `from` and `to`, in Chinese daytime (09:00-21:59) when that fits. */
function momentIn(rng: Rng, from: number, to: number): number {
  const t = from + rng.next() * (to - from);
  const daytime = dayStart(iso(t)) + rng.int(1, 13) * HOUR + rng.int(0, 59) * 60_000;
  return daytime >= from && daytime <= to ? daytime : t;
}

/** The first `n` of a seeded shuffle. */
function sample<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, n);
}

interface Member {
  userId: string;
  classId: string;
  username: string;
}

async function load(db: Executor, today: Date) {
  const p = resourceTable(RESOURCE.degreePrograms);
  const lo = resourceTable(RESOURCE.degreeProgramsLo);
  const sy = resourceTable(RESOURCE.schoolYear);
  const sem = resourceTable(RESOURCE.semester);
  const cl = resourceTable(RESOURCE.classes);
  const st = resourceTable(RESOURCE.student);
  const [bba] = await db.select({ id: p.id, org: p.sysOrgCode }).from(p).where(eq(p.code, 'BBA'));
  if (!bba) throw new Error('No demo BBA programme');
  const programmeId = String(bba.id);
  const los: SurveyLo[] = (
    await db
      .select({ id: lo.id, code: lo.code, name: lo.name, nameEn: lo.nameEn })
      .from(lo)
      .where(eq(lo.degreeProgramsId, programmeId))
      .orderBy(asc(lo.code))
  ).map((r) => ({ id: String(r.id), code: String(r.code), name: String(r.name), nameEn: String(r.nameEn) }));
  const [latest] = await db
    .select({ id: sy.id, startTime: sy.startTime, endTime: sy.endTime })
    .from(evaluationYearTable)
    .innerJoin(sy, eq(sy.id, evaluationYearTable.schoolYearId))
    .where(eq(evaluationYearTable.degreeProgramsId, programmeId))
    .orderBy(desc(sy.startTime))
    .limit(1);
  if (!latest) throw new Error('No BBA evaluation year');
  const todayIso = iso(today.getTime());
  const [semester] = await db
    .select({ id: sem.id, name: sem.name, startTime: sem.startTime })
    .from(sem)
    .where(sql`${sem.startTime} <= ${todayIso}`)
    .orderBy(desc(sem.startTime))
    .limit(1);
  const members = await db
    .select({ userId: st.userId, classId: st.classId, username: sysUser.username, intake: cl.enrolYear })
    .from(st)
    .innerJoin(cl, eq(cl.id, st.classId))
    .innerJoin(sysUser, eq(sysUser.id, st.userId))
    .where(eq(cl.degreeProgramsId, programmeId))
    .orderBy(asc(cl.code), asc(st.studentNumber));
  const startYear = Number(String(latest.startTime).slice(0, 4));
  const graduating = startYear - COHORTS.BBA.years + 1;
  return {
    programmeId,
    org: bba.org ? String(bba.org) : null,
    los,
    schoolYear: {
      id: String(latest.id),
      start: String(latest.startTime).slice(0, 10),
      end: String(latest.endTime).slice(0, 10),
      startYear,
    },
    semester: semester
      ? { id: String(semester.id), name: String(semester.name), start: String(semester.startTime) }
      : null,
    members: members.map((m) => ({ ...m, intake: Number(m.intake) })) as (Member & { intake: number })[],
    graduating,
  };
}
type Context = Awaited<ReturnType<typeof load>>;

/** The course the class takes this semester whose evaluation the demo runs (the demo teacher's, if any). */
async function evaluatedCourse(db: Executor, ctx: Context, classId: string) {
  const tpt = resourceTable(RESOURCE.teachingProgramTeacher);
  const c = resourceTable(RESOURCE.course);
  const t = resourceTable(RESOURCE.teacher);
  if (!ctx.semester) return null;
  const rows = await db
    .select({ code: c.code, name: c.name, nameEn: c.nameEn, account: sysUser.username })
    .from(tpt)
    .innerJoin(c, eq(c.id, tpt.courseId))
    .innerJoin(t, eq(t.id, tpt.teacherId))
    .leftJoin(sysUser, eq(sysUser.id, t.userId))
    .where(and(eq(tpt.classId, classId), eq(tpt.semesterId, ctx.semester.id)))
    .orderBy(asc(c.code));
  const chosen = rows.find((r) => r.account === 'teacher') ?? rows[0];
  return chosen ? { name: String(chosen.name), nameEn: String(chosen.nameEn) } : null;
}

/** "2026-2027-1" as 2026-2027学年第一学期 / 2026-2027, semester 1. */
function semesterLabel(name: string): [string, string] {
  const m = /^(\d{4}-\d{4})-(\d)$/.exec(name);
  if (!m) return [name, name];
  return [`${m[1]}学年第${m[2] === '1' ? '一' : '二'}学期`, `${m[1]}, semester ${m[2]}`];
}

function templateRow(t: typeof COURSE_TEMPLATE, groups: GroupList, created: Date): Row {
  return {
    id: newId(),
    ...t,
    groupList: groups,
    numberGroup: groups.length,
    questionCount: countQuestions(groups),
    createBy: 'admin',
    createTime: created,
  };
}

interface Drawn {
  member: Member;
  answers: Answers;
  /** The moment of submission (named) or any moment of its day (anonymous). */
  at: number;
}

/** Recipient and response rows of one questionnaire; anonymous responses in a shuffled order. */
function answerRows(
  rng: Rng,
  questionnaireId: string,
  audience: readonly Member[],
  drawn: readonly Drawn[],
  anonymous: boolean,
  reminded: number | null,
) {
  const byUser = new Map(drawn.map((d) => [d.member.userId, d]));
  const recipients = audience.map((m) => {
    const d = byUser.get(m.userId);
    const remind = reminded !== null && (!d || d.at > reminded);
    return {
      questionnaireId,
      userId: m.userId,
      groupKey: `class:${m.classId}`,
      answered: Boolean(d),
      // Anonymous: only the fact of having answered (the day would pair a lone respondent with their answer).
      answeredOn: d && !anonymous ? iso(d.at) : null,
      remindCount: remind ? 1 : 0,
      lastReminded: remind ? new Date(reminded) : null,
    };
  });
  const ordered = anonymous ? sample(rng, drawn, drawn.length) : drawn;
  const responses = ordered.map((d) => ({
    questionnaireId,
    respondentId: anonymous ? null : d.member.userId,
    groupKey: `class:${d.member.classId}`,
    answers: d.answers,
    submittedOn: iso(d.at),
    submitTime: anonymous ? null : new Date(d.at),
  }));
  return { recipients, responses };
}

export async function seedDemoQuestionnaires(
  db: Executor,
  today = new Date(),
): Promise<QuestionnaireSeedSummary> {
  const accounts = await studentAccounts(db);
  const ctx = await load(db, today);
  const now = today.getTime();
  const rng = prng(18_007);
  const [demo] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'student'));
  const studentClass = ctx.members.find((m) => m.userId === demo?.id)?.classId;

  const templateTime = new Date(dayStart(ctx.schoolYear.start) - 12 * DAY + 2 * HOUR);
  const courseTemplate = templateRow(COURSE_TEMPLATE, courseEvaluationGroups(), templateTime);
  const exitGroups = exitSurveyGroups(ctx.los);
  const exitTemplate = templateRow(EXIT_TEMPLATE, exitGroups, templateTime);
  const stamp = { degreeProgramsId: ctx.programmeId, createBy: OWNER, sysOrgCode: ctx.org };
  const questionnaires: Row[] = [];
  const recipients: Row[] = [];
  const responses: Row[] = [];
  const add = (row: Row, rows: ReturnType<typeof answerRows>, created: number) => {
    questionnaires.push({
      ...row,
      ...stamp,
      audienceCount: rows.recipients.length,
      responseCount: rows.responses.length,
      createTime: new Date(created),
    });
    recipients.push(...rows.recipients);
    responses.push(...rows.responses);
  };

  // The exit survey of the graduating cohort.
  const cohort = ctx.members.filter((m) => m.intake === ctx.graduating);
  const classIds = [...new Set(cohort.map((m) => m.classId))];
  const since = now - dayStart(ctx.schoolYear.start);
  const ended = since >= 28 * DAY;
  const exitOpen = Math.min(now, dayStart([ctx.schoolYear.start, iso(now - 56 * DAY)].sort()[1]) + HOUR);
  const exitClose = ended
    ? closingOf(iso(now - 3 * DAY))
    : Math.min(closingOf(iso(now + 28 * DAY)), closingOf(ctx.schoolYear.end));
  const exitLimit = Math.min(exitClose, now);
  const codes = ctx.los.map((l) => l.code);
  const exitDrawn = sample(rng, cohort, Math.round(cohort.length * (ended ? 0.8 : 0.5))).map((member) => ({
    member,
    answers: exitSurveyAnswers(rng, codes, [0.12, -0.12, 0][classIds.indexOf(member.classId) % 3]),
    at: momentIn(rng, exitOpen, exitLimit),
  }));
  const exitId = newId();
  const classOf = `${ctx.graduating + COHORTS.BBA.years}`;
  add(
    {
      id: exitId,
      name: `${classOf}届工商管理学士毕业生离校调查`,
      nameEn: `BBA exit survey, class of ${classOf}`,
      category: EXIT_TEMPLATE.category,
      description:
        '恭喜即将毕业！本调查为实名调查，了解你的毕业去向以及你对本项目各学习目标的达成情况的评价；结果将作为项目学习成果的间接评价依据，仅用于改进教学。',
      descriptionEn:
        'Congratulations on graduating! This survey is named. It asks about your plans and how well you think the programme met each of its learning objectives; the results are an indirect measure of the programme’s learning outcomes, used only to improve it.',
      templateId: exitTemplate.id,
      status: ended ? '3' : '1',
      anonymous: false,
      startTime: new Date(exitOpen),
      endTime: new Date(exitClose),
      schoolYearId: ctx.schoolYear.id,
      audience: zAudience.parse({ classIds }),
      numberGroup: exitGroups.length,
      questionCount: countQuestions(exitGroups),
      groupList: exitGroups,
    },
    answerRows(
      rng,
      exitId,
      cohort,
      exitDrawn,
      false,
      ended ? exitOpen + Math.round(0.6 * (exitClose - exitOpen)) : null,
    ),
    exitOpen - 2 * DAY,
  );

  // The course evaluation of the demo student's class, collecting.
  const course = studentClass ? await evaluatedCourse(db, ctx, studentClass) : null;
  if (studentClass && course && ctx.semester) {
    const audience = ctx.members.filter((m) => m.classId === studentClass);
    const openDay = [iso(now - 10 * DAY), ctx.semester.start].sort()[1];
    const open = Math.min(now, dayStart(openDay) + HOUR);
    const close = closingOf(iso(now + 21 * DAY));
    const others = audience.filter((m) => m.userId !== demo?.id);
    const drawn = sample(rng, others, Math.round(audience.length / 2)).map((member) => ({
      member,
      answers: courseEvaluationAnswers(rng),
      // Most answer in the first days after the notice.
      at: Math.min(now, open + rng.next() ** 1.6 * (now - open)),
    }));
    const groups = courseEvaluationGroups();
    const [zhTerm, enTerm] = semesterLabel(ctx.semester.name);
    const id = newId();
    const names = {
      name: `《${course.name}》课程教学评价（${zhTerm}）`,
      nameEn: `Course evaluation: ${course.nameEn} (${enTerm})`,
      startTime: new Date(open),
      endTime: new Date(close),
    };
    add(
      {
        id,
        ...names,
        category: COURSE_TEMPLATE.category,
        description: '本问卷匿名填写，你的答案不会与你的身份关联，结果仅用于改进教学。约需5分钟。',
        descriptionEn:
          'This questionnaire is anonymous: your answers are never linked to you, and the results are used only to improve teaching. It takes about five minutes.',
        templateId: courseTemplate.id,
        status: '1',
        anonymous: true,
        schoolYearId: ctx.schoolYear.id,
        audience: zAudience.parse({ classIds: [studentClass] }),
        numberGroup: groups.length,
        questionCount: countQuestions(groups),
        groupList: groups,
      },
      answerRows(rng, id, audience, drawn, true, null),
      open - DAY,
    );
    await announce(db, { id, userIds: audience.map((m) => m.userId) }, names, OWNER);
  }

  await insertAll(db, resourceTable(RESOURCE.questionnaireTemplate), [courseTemplate, exitTemplate]);
  await insertAll(db, resourceTable(RESOURCE.questionnaire), questionnaires);
  await insertAll(db, questionnaireRecipient, recipients);
  await insertAll(db, questionnaireResponse, responses);
  return {
    accounts,
    templates: 2,
    questionnaires: questionnaires.length,
    recipients: recipients.length,
    responses: responses.length,
  };
}
