import {
  type Activity,
  type Assignment,
  type CountingSettings,
  DEFAULT_COUNTING,
  DEFAULT_THRESHOLDS,
  type Discipline,
  type Output,
  type Teacher,
} from './model.ts';
import { DEFAULT_RULES } from './rules.ts';
import { computeSchool, type SchoolTables } from './school.ts';

/**
 * A small school worked out on paper (the figures are in paper-school.test.ts): three
 * disciplines, twelve teachers, twenty-one research outputs, twenty activities and eighteen
 * teaching assignments. Reporting year 2025, window 2021-2025, base time 2025-12-31, contribution
 * rate 50%, credit hours. The server's database test loads the same school through the API.
 */
export const PAPER_YEAR = 2025;

export const PAPER_DISCIPLINES: Discipline[] = [
  { id: 'ACC', name: '会计系', nameEn: 'Accounting', fte: 3 },
  { id: 'FIN', name: '金融系', nameEn: 'Finance', fte: 4 },
  { id: 'MGT', name: '管理系', nameEn: 'Management', fte: 2.5 },
];

const D = { doctor: '3', master: '2', bachelor: '1' } as const;
function teacher(
  id: string,
  name: string,
  degree: '1' | '2' | '3',
  degreeYear: number,
  participating: boolean,
  shares: [string, number][],
): Teacher {
  return {
    id,
    name,
    specialty: `${name} specialty`,
    degree,
    degreeYear,
    participating,
    responsibilities: ['UT', 'RES'],
    missionPercent: shares.reduce((s, [, p]) => s + p, 0),
    basis: '',
    disciplines: shares.map(([disciplineId, percent]) => ({ disciplineId, percent })),
  };
}

export const PAPER_TEACHERS: Teacher[] = [
  teacher('T1', 'Alice', D.doctor, 2010, true, [['ACC', 100]]),
  teacher('T2', 'Bob', D.doctor, 2023, true, [['ACC', 100]]),
  teacher('T3', 'Carol', D.doctor, 2005, false, [
    ['ACC', 50],
    ['FIN', 50],
  ]),
  teacher('T4', 'Dan', D.master, 2000, true, [['ACC', 80]]),
  teacher('T5', 'Eve', D.doctor, 2012, true, [['FIN', 100]]),
  teacher('T6', 'Frank', D.master, 2015, false, [['FIN', 100]]),
  teacher('T7', 'Grace', D.doctor, 2008, true, [['FIN', 100]]),
  teacher('T8', 'Heidi', D.bachelor, 1999, false, [['FIN', 40]]),
  teacher('T9', 'Ivan', D.doctor, 2015, true, [['MGT', 100]]),
  teacher('T10', 'Judy', D.master, 2010, true, [['MGT', 60]]),
  teacher('T11', 'Ken', D.master, 2018, false, [['MGT', 100]]),
  teacher('T12', 'Liam', D.doctor, 2001, true, [['MGT', 100]]),
];

const lead = (teacherId: string | null) => ({ teacherId, isLead: true });
const co = (teacherId: string | null) => ({ teacherId, isLead: false });
function output(
  id: string,
  type: string,
  category: '1' | '2' | '3' | null,
  peerReviewed: boolean,
  date: string,
  authors: Output['authors'],
  approved = true,
): Output {
  return { id, type, category, peerReviewed, date, approved, title: `Output ${id}`, authors };
}

export const PAPER_OUTPUTS: Output[] = [
  output('O1', '1', '1', true, '2022-03-01', [lead('T1'), co('T2')]),
  output('O2', '1', '1', true, '2023-05-01', [lead('T1'), co('T5')]),
  output('O3', '3', '2', false, '2024-06-01', [lead('T1')]),
  output('O4', '1', '2', true, '2021-02-01', [lead('T5'), co('T7')]),
  output('O5', '1', '3', false, '2022-09-01', [lead('T5')]),
  output('O6', '5', '2', false, '2025-01-15', [lead('T3'), co(null)]),
  output('O7', '4', '3', false, '2020-11-01', [lead('T7')]),
  output('O8', '2', '1', false, '2023-01-01', [lead('T9')]),
  output('O9', '1', '1', true, '2021-07-01', [lead('T9'), co('T10')]),
  output('O10', '1', '1', true, '2023-01-10', [lead(null), co('T9')]),
  output('O11', '11', '2', false, '2024-03-01', [lead('T9')]),
  output('O12', '8', '3', false, '2022-10-01', [lead('T10')]),
  output('O13', '12', '2', false, '2023-12-01', [lead(null), co('T6')]),
  output('O14', '1', '1', true, '2024-02-01', [lead('T7')], false),
  output('O16', '1', '1', true, '2021-12-31', [lead('T7')]),
  output('O17', '3', '1', false, '2024-09-01', [lead('T2')]),
  output('O18', '13', null, false, '2023-04-01', [lead('T12')]),
  output('O19', '1', '1', true, '2026-01-05', [lead('T1')]),
  output('O20', '3', '2', false, '2023-06-01', [lead(null), co('T99')]),
  output('O21', '10', '2', false, '2024-05-01', [lead(null), co('T8'), co('T12')]),
];

function activity(
  id: string,
  teacherId: string,
  start: string,
  end: string | null,
  approved = true,
): Activity {
  return { id, teacherId, type: '2', title: `Activity ${id}`, start, end, approved };
}

export const PAPER_ACTIVITIES: Activity[] = [
  activity('A1', 'T4', '2022-01-10', '2023-06-30'),
  activity('A2', 'T4', '2024-03-01', null),
  activity('A3', 'T4', '2025-05-01', null),
  activity('A4', 'T5', '2021-03-01', '2021-06-30'),
  activity('A5', 'T5', '2024-04-01', null),
  activity('A6', 'T6', '2023-02-01', null),
  activity('A7', 'T6', '2024-02-01', null),
  activity('A8', 'T6', '2025-02-01', null, false),
  activity('A9', 'T10', '2022-05-01', null),
  activity('A10', 'T11', '2019-01-01', '2020-12-31'),
  activity('A11', 'T11', '2023-03-01', null),
  activity('A12', 'T11', '2024-03-01', null),
  activity('A13', 'T11', '2021-01-01', '2021-12-31'),
  activity('A15', 'T8', '2023-01-01', null),
  activity('A16', 'T8', '2024-01-01', null),
  activity('A17', 'T8', '2025-01-01', null),
  activity('A18', 'T7', '2022-06-01', null),
  activity('A19', 'T3', '2025-03-01', null),
  activity('A20', 'T3', '2022-03-01', null),
];

function assignment(
  id: string,
  teacherId: string,
  level: '1' | '2' | '3' | '4' | '5',
  creditHours: number,
  disciplineId: string | null = null,
  year = PAPER_YEAR,
): Assignment {
  return {
    id,
    teacherId,
    disciplineId,
    year,
    courseCode: `C-${id}`,
    courseName: `Course ${id}`,
    degreeLevel: level,
    creditHours,
    contactHours: creditHours * 16,
    enrolledStudents: 30,
  };
}

export const PAPER_ASSIGNMENTS: Assignment[] = [
  assignment('a1', 'T1', '1', 6),
  assignment('a2', 'T1', '3', 3),
  assignment('a3', 'T2', '1', 6),
  assignment('a4', 'T3', '2', 4),
  assignment('a5', 'T3', '4', 1, 'FIN'),
  assignment('a6', 'T4', '1', 6),
  assignment('a7', 'T5', '2', 6),
  assignment('a8', 'T5', '4', 3),
  assignment('a9', 'T6', '1', 6),
  assignment('a10', 'T7', '3', 3),
  assignment('a11', 'T8', '1', 9),
  assignment('a12', 'T9', '4', 3),
  assignment('a13', 'T9', '3', 3),
  assignment('a14', 'T10', '1', 6),
  assignment('a15', 'T11', '5', 9),
  assignment('a16', 'T12', '2', 3),
  assignment('a17', 'T12', '1', 6, null, 2024),
  assignment('a18', 'T7', '4', 9),
];

/** The paper school's tables under the default rules, counting and thresholds (credit hours). */
export function computePaperSchool(counting: CountingSettings = DEFAULT_COUNTING): SchoolTables {
  return computeSchool({
    year: PAPER_YEAR,
    baseYear: 2025,
    unit: 'credit_hours',
    thresholds: DEFAULT_THRESHOLDS,
    counting,
    rules: DEFAULT_RULES,
    disciplines: PAPER_DISCIPLINES,
    teachers: PAPER_TEACHERS,
    outputs: PAPER_OUTPUTS,
    activities: PAPER_ACTIVITIES,
    assignments: PAPER_ASSIGNMENTS,
  });
}
