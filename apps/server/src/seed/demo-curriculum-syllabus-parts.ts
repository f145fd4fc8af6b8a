import type { DemoSyllabus } from './demo-curriculum-syllabi.ts';

/**
 * The structured parts of a demo syllabus, in the shapes of packages/shared/src/curriculum/
 * syllabus.ts: the assessment plan (weights summing to 100), sixteen weeks of schedule, the
 * textbooks and the teaching methods, by the kind of course.
 */

type Template = DemoSyllabus['template'];
type Component = readonly [string, string, number];

const ASSESSMENT: Record<Template, readonly Component[]> = {
  exam: [
    ['平时成绩', 'Participation', 10],
    ['课程作业', 'Assignments', 20],
    ['期中考试', 'Midterm exam', 20],
    ['期末考试', 'Final exam', 50],
  ],
  case: [
    ['课堂参与', 'Class participation', 15],
    ['案例分析报告', 'Case reports', 25],
    ['小组项目', 'Group project', 25],
    ['期末考试', 'Final exam', 35],
  ],
  lab: [
    ['平时成绩', 'Participation', 10],
    ['上机实验', 'Lab assignments', 30],
    ['期中考试', 'Midterm exam', 20],
    ['期末考试', 'Final exam', 40],
  ],
  project: [
    ['项目计划书', 'Project proposal', 20],
    ['咨询报告', 'Consulting report', 50],
    ['期末答辩', 'Final presentation', 30],
  ],
  finalHeavy: [
    ['平时成绩', 'Participation', 10],
    ['课程作业', 'Assignments', 20],
    ['期末考试', 'Final exam', 70],
  ],
};

const PRACTICE: Record<Template, string> = {
  exam: '习题课 / Problem class',
  case: '案例讨论 / Case discussion',
  lab: '上机实验 / Computer lab',
  project: '项目辅导 / Project coaching',
  finalHeavy: '习题课 / Problem class',
};

const METHODS: Record<Template, readonly [string, string]> = {
  exam: [
    '讲授与课堂练习相结合；每周布置习题，并在下一次课上讲评。',
    'Lectures with in-class exercises; a problem set every week, reviewed in the next class.',
  ],
  case: [
    '以案例教学为主，辅以讲授与小组讨论；学生课前阅读案例并提交分析提纲。',
    'Mainly case teaching, with lectures and group discussion; students read each case beforehand and hand in an outline of their analysis.',
  ],
  lab: [
    '讲授与上机实验交替进行；学生使用Excel与Python完成真实数据的分析练习。',
    'Lectures alternate with computer labs in which students analyse real data in Excel and Python.',
  ],
  project: [
    '项目式学习：学生团队与合作企业对接，教师每两周进行一次辅导并点评阶段成果。',
    'Project-based learning: each team works with a partner company, coached every two weeks on its interim results.',
  ],
  finalHeavy: ['以讲授为主，配合课后习题。', 'Mainly lectures, with problem sets after class.'],
};

export function assessmentOf(template: Template) {
  return ASSESSMENT[template].map(([name, nameEn, weight]) => ({ name, nameEn, fullMarks: 100, weight }));
}

/** Weeks 1-14 two per topic (a lecture, then practice); 15 review, 16 the final assessment. */
export function scheduleOf(s: DemoSyllabus, weeklyHours: number) {
  const weeks = s.topics.flatMap(([topic, topicEn], i) => [
    { week: 2 * i + 1, topic, topicEn, hours: weeklyHours, activity: '讲授 / Lecture' },
    { week: 2 * i + 2, topic, topicEn, hours: weeklyHours, activity: PRACTICE[s.template] },
  ]);
  const final =
    s.template === 'project'
      ? (['期末答辩', 'Final presentations', '答辩 / Presentation'] as const)
      : (['期末考试', 'Final examination', '考试 / Examination'] as const);
  weeks.push(
    {
      week: 15,
      topic: '课程总结与复习',
      topicEn: 'Review and synthesis',
      hours: weeklyHours,
      activity: '研讨 / Seminar',
    },
    { week: 16, topic: final[0], topicEn: final[1], hours: weeklyHours, activity: final[2] },
  );
  return weeks;
}

/** Demo ISBN-13 (valid check digit) derived from the title; not the real book's number. */
function demoIsbn(title: string): string {
  let h = 2166136261;
  for (let i = 0; i < title.length; i += 1) h = Math.imul(h ^ title.charCodeAt(i), 16777619);
  const body = `978${String((h >>> 0) % 1_000_000_000).padStart(9, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export function textbooksOf(s: DemoSyllabus) {
  return s.books.map(([title, author, publisher, year, required]) => ({
    title,
    author,
    publisher,
    year,
    isbn: demoIsbn(title),
    required,
  }));
}

const paragraph = (text: string) => `<p>${text}</p>`;

/** The rich-text parts: summary and teaching methods in both languages. */
export function proseOf(s: DemoSyllabus) {
  const [methods, methodsEn] = METHODS[s.template];
  return {
    summary: paragraph(s.summary[0]),
    summaryEn: paragraph(s.summary[1]),
    methods: paragraph(methods),
    methodsEn: paragraph(methodsEn),
  };
}
