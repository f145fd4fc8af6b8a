import { isDeepStrictEqual } from 'node:util';
import {
  type Answers,
  acceptsAnswers,
  allQuestions,
  checkAnswers,
  checkGroupList,
  countQuestions,
  type GroupList,
  indirectAnswers,
  QUESTION_KINDS,
  questionResults,
  zAudience,
} from '@accredit/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.ts';
import { UNMET } from './demo-aol-data.ts';

/**
 * The demo school's questionnaires (issue 18 item 7), read back from a freshly seeded database:
 * the two templates, the BBA's exit survey feeding I_j in its latest evaluation year, and the
 * anonymous course evaluation of the demo student's class, half answered, the student not yet.
 * Every seeded answer set is checked as the server checks a submission.
 */
const t = useTestApp();

interface Template {
  id: string;
  name: string;
  nameEn: string;
  category: string;
  numberGroup: number;
  questionCount: number;
  groupList: GroupList;
}
interface Questionnaire extends Template {
  templateId: string;
  status: string;
  anonymous: boolean;
  startTime: Date;
  endTime: Date;
  programmeId: string;
  schoolYearId: string;
  audience: unknown;
  audienceCount: number;
  responseCount: number;
  createBy: string;
}
interface Recipient {
  questionnaireId: string;
  userId: string;
  groupKey: string;
  answered: boolean;
  answeredOn: string | null;
  remindCount: number;
  draft: unknown;
}
interface Response {
  questionnaireId: string;
  respondentId: string | null;
  groupKey: string | null;
  answers: Answers;
  submittedOn: string;
  submitTime: Date | null;
}
interface Student {
  id: string;
  number: string;
  userId: string | null;
  username: string | null;
  classId: string;
  programme: string;
  intake: number;
}

const d = {} as {
  templates: Template[];
  questionnaires: Questionnaire[];
  recipients: Recipient[];
  responses: Response[];
  students: Student[];
  demoUser: string;
  bba: string;
  los: { id: string; code: string; target: number }[];
  years: { id: string; schoolYearId: string; startYear: number }[];
};

const byCategory = (c: string) => d.questionnaires.filter((q) => q.category === c);
const course = () => byCategory('1')[0];
const exit = () => byCategory('2')[0];
const recipientsOf = (q: Questionnaire) => d.recipients.filter((r) => r.questionnaireId === q.id);
const responsesOf = (q: Questionnaire) => d.responses.filter((r) => r.questionnaireId === q.id);
const day = (x: Date | number) => new Date(x).toISOString().slice(0, 10);
const sorted = (xs: readonly string[]) => [...xs].sort();
const DAY = 86_400_000;

beforeAll(async () => {
  const rows = <T>(q: ReturnType<typeof sql>) => t.database.rows<T>(q);
  const common = sql`id, name, name_en as "nameEn", category, number_group as "numberGroup",
    question_count as "questionCount", group_list as "groupList"`;
  d.templates = await rows(sql`select ${common} from questionnaire_template`);
  d.questionnaires = await rows(sql`select ${common}, template_id as "templateId", status, anonymous,
    start_time as "startTime", end_time as "endTime", degree_programs_id as "programmeId",
    school_year_id as "schoolYearId", audience, audience_count as "audienceCount",
    response_count as "responseCount", create_by as "createBy" from questionnaire`);
  // Raw rows give timestamps as text on some drivers.
  for (const q of d.questionnaires)
    Object.assign(q, { startTime: new Date(q.startTime), endTime: new Date(q.endTime) });
  d.recipients = await rows(sql`select questionnaire_id as "questionnaireId", user_id as "userId",
    group_key as "groupKey", answered, answered_on::text as "answeredOn", remind_count as "remindCount", draft
    from questionnaire_recipient`);
  d.responses = await rows(sql`select questionnaire_id as "questionnaireId", respondent_id as "respondentId",
    group_key as "groupKey", answers, submitted_on::text as "submittedOn", submit_time as "submitTime"
    from questionnaire_response`);
  for (const r of d.responses) if (r.submitTime) r.submitTime = new Date(r.submitTime);
  d.students = await rows(sql`select s.id, s.student_number as number, s.user_id as "userId",
      u.username, s.class_id as "classId", p.code as programme, c.enrol_year::int as intake
    from student s join classes c on c.id = s.class_id join degree_programs p on p.id = c.degree_programs_id
      left join sys_user u on u.id = s.user_id`);
  const [demo] = await rows<{ id: string }>(sql`select id from sys_user where username = 'student'`);
  d.demoUser = demo.id;
  const [bba] = await rows<{ id: string }>(sql`select id from degree_programs where code = 'BBA'`);
  d.bba = bba.id;
  d.los = await rows(sql`select id, code, target from degree_programs_lo where degree_programs_id = ${bba.id}
    order by code`);
  d.years = await rows(sql`select y.id, y.school_year_id as "schoolYearId",
      extract(year from s.start_time)::int as "startYear"
    from evaluation_year y join school_year s on s.id = y.school_year_id
    where y.degree_programs_id = ${bba.id} order by s.start_time`);
});

describe('the demo students', () => {
  it('each have an account of their own, named by student number, with no role', async () => {
    expect(d.students.length).toBeGreaterThan(500);
    expect(d.students.filter((s) => !s.userId)).toEqual([]);
    expect(new Set(d.students.map((s) => s.userId)).size).toBe(d.students.length);
    const others = d.students.filter((s) => s.userId !== d.demoUser);
    expect(others.filter((s) => s.username !== s.number)).toEqual([]);
    const [roles] = await t.database.rows<{ n: number }>(sql`select count(*)::int as n from sys_user_role r
      join student s on s.user_id = r.user_id`);
    expect(roles.n).toBe(0);
    // The demo account is still the second-year BBA student of class 1.
    const me = d.students.find((s) => s.userId === d.demoUser);
    expect(me?.programme).toBe('BBA');
    expect(me?.number.slice(6, 7)).toBe('1');
    expect(me?.intake).toBe(d.years[d.years.length - 1].startYear - 1);
  });
});

describe('the demo templates', () => {
  const texts = (groups: GroupList) =>
    groups.flatMap((g) => [
      g.title,
      ...(g.description ? [g.description] : []),
      ...g.questions.flatMap((q) => [
        q.title,
        ...(q.options ?? []).map((o) => o.text),
        ...(q.rows ?? []).map((r) => r.text),
        ...(q.scale ? [q.scale.low, q.scale.high] : []),
      ]),
    ]);

  it('are valid, counted, and written in both languages', () => {
    expect(d.templates.map((x) => x.category).sort()).toEqual(['1', '2']);
    for (const x of d.templates) {
      expect(checkGroupList(x.groupList).problems).toEqual([]);
      expect(x.numberGroup).toBe(x.groupList.length);
      expect(x.questionCount).toBe(countQuestions(x.groupList));
      expect(x.nameEn).toMatch(/^[\x20-\x7e]+$/);
      for (const text of texts(x.groupList)) {
        expect(text.zh, text.en).toMatch(/[\u4e00-\u9fff]/);
        expect(text.en, text.zh).toMatch(/^[\x20-\x7e’]+$/);
      }
    }
  });

  it('include a course evaluation with every question kind, required and show-if questions', () => {
    const template = d.templates.find((x) => x.category === '1') as Template;
    const questions = allQuestions(template.groupList);
    expect(new Set(questions.map((q) => q.kind))).toEqual(new Set(QUESTION_KINDS));
    expect(questions.filter((q) => q.required).length).toBeGreaterThanOrEqual(2);
    const shown = questions.filter((q) => q.showIf);
    expect(shown).toHaveLength(1);
    const condition = questions.findIndex((q) => q.id === shown[0].showIf?.questionId);
    expect(condition).toBeGreaterThanOrEqual(0);
    expect(condition).toBeLessThan(questions.indexOf(shown[0]));
    const rating = questions.find((q) => q.kind === 'rating');
    expect(rating?.scale?.points).toBe(5);
    expect(rating?.scale?.low.en).toBeTruthy();
    expect(rating?.scale?.high.zh).toBeTruthy();
    expect(questions.find((q) => q.kind === 'matrix')?.rows?.length).toBeGreaterThanOrEqual(5);
  });

  it('include an exit survey mapping a matrix row to each BBA objective and two ratings to LO5.2 and LO4.2', () => {
    const template = d.templates.find((x) => x.category === '2') as Template;
    const questions = allQuestions(template.groupList);
    const matrix = questions.find((q) => q.kind === 'matrix');
    expect(matrix?.rows?.map((r) => r.loIds)).toEqual(d.los.map((l) => [l.id]));
    const code = (id: string) => d.los.find((l) => l.id === id)?.code;
    const rated = questions.filter((q) => q.kind === 'rating' && q.loIds?.length);
    expect(rated.map((q) => q.loIds?.map(code))).toEqual([[UNMET.lo], ['LO4.2']]);
  });
});

describe('the course evaluation', () => {
  it('is anonymous, collecting now until a few weeks ahead, and published to the demo student’s class', () => {
    expect(byCategory('1')).toHaveLength(1);
    const q = course();
    const template = d.templates.find((x) => x.id === q.templateId);
    expect(template?.category).toBe('1');
    expect(q.groupList).toEqual(template?.groupList);
    expect(q).toMatchObject({ status: '1', anonymous: true, programmeId: d.bba, createBy: 'progadmin' });
    const now = new Date();
    expect(acceptsAnswers(q.status, now, q.startTime, q.endTime)).toBe(true);
    expect(q.endTime.getTime() - now.getTime()).toBeGreaterThan(14 * DAY);
    expect(q.endTime.getTime() - now.getTime()).toBeLessThan(28 * DAY);
    expect(q.schoolYearId).toBe(d.years[d.years.length - 1].schoolYearId);
    const classId = d.students.find((s) => s.userId === d.demoUser)?.classId;
    expect(q.audience).toEqual(zAudience.parse({ classIds: [classId] }));
    const classmates = d.students.filter((s) => s.classId === classId).map((s) => s.userId as string);
    const recipients = recipientsOf(q);
    expect(sorted(recipients.map((r) => r.userId))).toEqual(sorted(classmates));
    expect(q.audienceCount).toBe(classmates.length);
    expect(new Set(recipients.map((r) => r.groupKey))).toEqual(new Set([`class:${classId}`]));
  });

  it('has answers from about half of the class, but not from the demo student', () => {
    const q = course();
    const recipients = recipientsOf(q);
    const answered = recipients.filter((r) => r.answered);
    const responses = responsesOf(q);
    expect(responses).toHaveLength(answered.length);
    expect(q.responseCount).toBe(responses.length);
    expect(answered.length / recipients.length).toBeGreaterThanOrEqual(0.4);
    expect(answered.length / recipients.length).toBeLessThanOrEqual(0.6);
    const mine = recipients.find((r) => r.userId === d.demoUser);
    expect(mine).toMatchObject({ answered: false, answeredOn: null, remindCount: 0, draft: null });
    expect(recipients.filter((r) => !r.answered && r.answeredOn)).toEqual([]);
  });

  it('keeps no link from an answer to the person: no respondent, no time, only the day', () => {
    const q = course();
    const responses = responsesOf(q);
    for (const r of responses) {
      expect(r.respondentId).toBeNull();
      expect(r.submitTime).toBeNull();
      expect(r.groupKey).toBe(recipientsOf(q)[0].groupKey);
      expect(r.submittedOn >= day(q.startTime) && r.submittedOn <= day(Date.now())).toBe(true);
    }
    // The recipients keep only the fact of having answered, never the day: the two tables share
    // nothing but the count (and the group).
    expect(recipientsOf(q).filter((r) => r.answeredOn !== null)).toEqual([]);
    expect(recipientsOf(q).filter((r) => r.answered)).toHaveLength(responses.length);
    // Nothing in a response names anyone of the class, by account id or username.
    const people = d.students
      .filter((s) => `class:${s.classId}` === responses[0].groupKey)
      .flatMap((s) => [s.userId as string, s.number]);
    expect(people.length).toBeGreaterThan(40);
    for (const r of responses) for (const p of people) expect(JSON.stringify(r)).not.toContain(p);
  });

  it('looks like a real class’s answers: mostly favourable, some criticism, comments from a few', () => {
    const q = course();
    const responses = responsesOf(q);
    const results = questionResults(q.groupList, responses);
    const overall = results.find((r) => r.questionId === 'overall')?.rating;
    expect(overall?.mean).toBeGreaterThanOrEqual(3.4);
    expect(overall?.mean).toBeLessThanOrEqual(4.5);
    expect(overall?.distribution.filter((x) => x.count > 0).length).toBeGreaterThanOrEqual(3);
    const rows = results.find((r) => r.questionId === 'aspects')?.rows ?? [];
    const mean = (id: string) => rows.find((r) => r.id === id)?.mean ?? 0;
    expect(mean('goals')).toBeGreaterThan(mean('feedback'));
    const texts = results.filter((r) => r.kind === 'text').flatMap((r) => r.texts ?? []);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.length).toBeLessThan(responses.length * 2);
    const helped = results.find((r) => r.questionId === 'helped');
    expect(Math.max(...(helped?.options ?? []).map((o) => o.percent ?? 0))).toBeGreaterThan(30);
  });
});

describe('the exit survey', () => {
  it('is named, tied to the BBA and its latest evaluation year, and published to the graduating classes', () => {
    expect(byCategory('2')).toHaveLength(1);
    const q = exit();
    const latest = d.years[d.years.length - 1];
    expect(q).toMatchObject({ anonymous: false, programmeId: d.bba, schoolYearId: latest.schoolYearId });
    expect(d.templates.find((x) => x.id === q.templateId)?.groupList).toEqual(q.groupList);
    const cohort = d.students.filter((s) => s.programme === 'BBA' && s.intake === latest.startYear - 3);
    expect(cohort.length).toBeGreaterThan(60);
    expect(q.audience).toEqual(zAudience.parse({ classIds: [...new Set(cohort.map((s) => s.classId))] }));
    expect(sorted(recipientsOf(q).map((r) => r.userId))).toEqual(
      sorted(cohort.map((s) => s.userId as string)),
    );
    for (const r of recipientsOf(q))
      expect(r.groupKey).toBe(`class:${cohort.find((s) => s.userId === r.userId)?.classId}`);
    expect(q.audienceCount).toBe(cohort.length);
    // Ended a few days ago; only while the school year is under four weeks old is it still collecting.
    const now = new Date();
    if (q.status === '3') expect(q.endTime.getTime()).toBeLessThan(now.getTime());
    else expect(q.status === '1' && acceptsAnswers(q.status, now, q.startTime, q.endTime)).toBe(true);
  });

  it('names each respondent once, with the moment of answering inside the collecting window', () => {
    const q = exit();
    const responses = responsesOf(q);
    const answered = new Map(recipientsOf(q).map((r) => [r.userId, r]));
    expect(q.responseCount).toBe(responses.length);
    expect(responses.length / answered.size).toBeGreaterThanOrEqual(0.5);
    expect(new Set(responses.map((r) => r.respondentId)).size).toBe(responses.length);
    expect([...answered.values()].filter((r) => r.answered)).toHaveLength(responses.length);
    const until = Math.min(q.endTime.getTime(), Date.now());
    for (const r of responses) {
      const recipient = answered.get(r.respondentId ?? '');
      const at = r.submitTime?.getTime() ?? 0;
      expect(recipient?.answered).toBe(true);
      expect(at >= q.startTime.getTime() && at <= until).toBe(true);
      expect(r.submittedOn).toBe(day(at));
      expect(recipient?.answeredOn).toBe(r.submittedOn);
      expect(r.groupKey).toBe(recipient?.groupKey);
    }
    // An ended survey reminded those who had not answered by then.
    if (q.status === '3') {
      const late = [...answered.values()].filter((r) => !r.answered);
      expect(late.length).toBeGreaterThan(0);
      for (const r of late) expect(r.remindCount).toBe(1);
    }
  });

  it('gives every BBA objective an indirect measure at or above its target in the latest year only', () => {
    const q = exit();
    const indirect = indirectAnswers(q.groupList, responsesOf(q), new Set(d.los.map((l) => l.id)));
    expect(indirect.map((x) => x.loId).sort()).toEqual(d.los.map((l) => l.id).sort());
    const I = (loId: string) => {
      const answers = indirect.find((x) => x.loId === loId)?.answers ?? [];
      return answers.reduce((s, a) => s + a.value / a.scaleMax, 0) / answers.length;
    };
    for (const lo of d.los) expect(I(lo.id), lo.code).toBeGreaterThanOrEqual(lo.target);
    const weakest = d.los.find((l) => l.code === UNMET.lo)?.id ?? '';
    expect(I(weakest)).toBeLessThan(0.8);
    // Nothing indirect in last year's school year: LO5.2's miss there stays the direct figure.
    const previous = d.years[0].schoolYearId;
    expect(d.questionnaires.filter((x) => x.schoolYearId === previous)).toEqual([]);
  });
});

describe('every seeded answer set', () => {
  it('is accepted as a submission would be: nothing dropped, no problem', () => {
    expect(d.responses.length).toBeGreaterThan(70);
    const wrong: string[] = [];
    for (const r of d.responses) {
      const q = d.questionnaires.find((x) => x.id === r.questionnaireId) as Questionnaire;
      const checked = checkAnswers(q.groupList, r.answers, { final: true });
      if (checked.problems.length) wrong.push(`${q.nameEn}: ${JSON.stringify(checked.problems)}`);
      else if (!isDeepStrictEqual(checked.answers, r.answers))
        wrong.push(`${q.nameEn}: ${JSON.stringify(r.answers)} became ${JSON.stringify(checked.answers)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('in the application', () => {
  it('the demo student is told about the course evaluation, with a link that opens it', async () => {
    const token = await t.tokenFor('student');
    const inbox = await t.api.get<{ records: { title: string; content: string }[] }>(
      '/aacsb/viewUserNotification/list',
      { token, query: { pageNo: 1, pageSize: -1 } },
    );
    expect(inbox.status).toBe(200);
    const note = inbox.body.result.records.find((n) => n.title.includes(course().nameEn));
    expect(note?.title).toContain(course().name);
    expect(note?.content).toContain(`/my-questionnaires?open=${course().id}`);
  });

  it('the BBA’s latest year shows I_j beside the direct figure; LO5.2 stays met, and last year unmet', async () => {
    const token = await t.tokenFor('progadmin');
    type Lo = { code: string; A: Figure | null; I: Figure | null; B: Figure | null; met: boolean | null };
    type Figure = { value: number };
    const los = async (id: string) => {
      const res = await t.api.get<{ los: Lo[] }>('/aacsb/evaluationYear/results', {
        token,
        query: { evaluationYearId: id },
      });
      expect(res.status).toBe(200);
      return res.body.result.los;
    };
    const latest = await los(d.years[d.years.length - 1].id);
    expect(latest.length).toBeGreaterThan(5);
    for (const lo of latest) {
      expect(lo.I?.value, lo.code).toBeGreaterThanOrEqual(0.7);
      if (lo.A) expect(lo.met, lo.code).toBe(true);
    }
    const now = latest.find((l) => l.code === UNMET.lo) as Lo;
    const [A, I, B] = [now.A?.value ?? 0, now.I?.value ?? 0, now.B?.value ?? 0];
    expect(B).toBeCloseTo(0.8 * A + 0.2 * I, 3);
    const before = (await los(d.years[0].id)).find((l) => l.code === UNMET.lo) as Lo;
    expect(before.I).toBeNull();
    expect(before.met).toBe(false);
    expect(before.B?.value).toBe(before.A?.value);
  });
});
