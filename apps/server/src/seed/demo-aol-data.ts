import { DEMO_PLANS, parseCells } from './demo-curriculum-courses.ts';
import { COHORTS } from './demo-curriculum-people.ts';
import { type Bilingual, DEMO_PROGRAMMES } from './demo-curriculum-programmes.ts';

/**
 * The demo school's assurance of learning plan (issue 17 item 10), as pure data: for each of the
 * four programmes and each of the demo's two school years (last year's and this year's), the
 * objectives assessed (most, not all, so the AACSB cycle view has gaps to show), the courses that
 * assess each (the map's High courses first) with the classes the plan gives them that year, the
 * method (quantitative but for one or two rubric courses per programme), the components, marks and
 * weights, and the attainment each objective is meant to reach. The BBA's quantitative objective
 * LO5.2 misses its target last year and, after the improvement action, meets it this year.
 * demo-aol.ts stores it; demo-aol-scores.ts draws the scores.
 */

export type MapLevel = 'H' | 'M' | 'L';
export type AolMethod = '1' | '2';

/** The objective that is not met last year (finding and action below). */
export const UNMET = { programme: 'BBA', lo: 'LO5.2' } as const;

/** The assessment a teacher has left at the score-entry step (this year; only its first class scored). */
export const IN_PROGRESS = { programme: 'MBA', course: 'MBA620', step: 4 } as const;
/** The assessment the programme head unlocked for a correction (this year). */
export const UNLOCKED = { programme: 'MACC', course: 'MAC500' } as const;

/** Objectives left out of a year on purpose (besides those no course with classes can assess). */
const SKIPPED: Record<string, { previous: readonly string[]; current: readonly string[] }> = {
  BBA: { previous: ['LO4.1'], current: ['LO3.2'] },
  MBA: { previous: ['LO4.1'], current: ['LO3.1'] },
  MSF: { previous: ['LO3.2'], current: ['LO2.2'] },
  // The MAcc's LO5.1 (the map's deliberate gap, no High course) is in neither year: the cycle
  // view warns about it.
  MACC: { previous: ['LO5.1'], current: ['LO5.1'] },
};

/** Courses assessed with a rubric (qualitative) in each programme. */
const QUALITATIVE: Record<string, readonly string[]> = {
  BBA: ['BUS250'],
  MBA: ['ETH510', 'MBA690'],
  MSF: ['ETH510', 'MSF590'],
  MACC: ['ETH510', 'MAC590'],
};

/** At most this many courses assess one objective in one year. */
const MAX_COURSES = 2;

export interface AolComponentRow {
  key: string;
  kind: 'ordinary' | 'test' | 'exam' | 'topic' | 'other';
  name: string;
  nameEn: string;
  fullMarks: number;
}

export interface AolAimRow {
  loId: string;
  componentKey: string;
  marks: number;
  weight: number;
}

const ORDINARY: AolComponentRow = {
  key: 'ordinary',
  kind: 'ordinary',
  name: '平时成绩',
  nameEn: 'Ordinary grade',
  fullMarks: 30,
};
const MIDTERM: AolComponentRow = {
  key: 'midterm',
  kind: 'test',
  name: '期中测验',
  nameEn: 'Midterm test',
  fullMarks: 20,
};
const CASE: AolComponentRow = {
  key: 'case',
  kind: 'topic',
  name: '案例分析报告',
  nameEn: 'Case analysis report',
  fullMarks: 40,
};
const FINAL: AolComponentRow = {
  key: 'final',
  kind: 'exam',
  name: '期末考试',
  nameEn: 'Final exam',
  fullMarks: 100,
};

/** Case-taught courses replace the midterm test with a case report. */
const CASE_COURSES = new Set([
  'BUS230',
  'BUS320',
  'BUS360',
  'MBA600',
  'MKT520',
  'MBA630',
  'MSF530',
  'MAC520',
]);

export function componentsOf(course: string): AolComponentRow[] {
  return [ORDINARY, CASE_COURSES.has(course) ? CASE : MIDTERM, FINAL];
}

/** How a component's full marks are shared among the objectives it assesses (n = 1..4). */
const SPLITS: Record<string, readonly (readonly number[])[]> = {
  ordinary: [[30], [15, 15], [10, 10, 10], [9, 7, 7, 7]],
  midterm: [[20], [20], [20], [20]],
  case: [[40], [25, 15], [20, 10, 10], [16, 8, 8, 8]],
  final: [[100], [60, 40], [40, 30, 30], [30, 25, 25, 20]],
};

/**
 * The marks and weights aimed at each objective: the ordinary grade and the final exam share their
 * marks among the objectives; the midterm test aims at the first objective only, the case report
 * at all. An objective with three components weighs them 0.3/0.2/0.5, with two 0.4/0.6 (each
 * objective's weights sum to exactly 1).
 */
export function aimsOf(course: string, loIds: readonly string[]): AolAimRow[] {
  const n = loIds.length;
  const second = componentsOf(course)[1].key;
  const out: AolAimRow[] = [];
  for (const [j, loId] of loIds.entries()) {
    const three = second === 'case' || j === 0;
    const marks = (key: string) => SPLITS[key][n - 1][key === 'midterm' ? 0 : j];
    out.push({ loId, componentKey: 'ordinary', marks: marks('ordinary'), weight: three ? 0.3 : 0.4 });
    if (three) out.push({ loId, componentKey: second, marks: marks(second), weight: 0.2 });
    out.push({ loId, componentKey: 'final', marks: marks('final'), weight: three ? 0.5 : 0.6 });
  }
  return out;
}

/** DOMAIN.md 5's default quantitative gauge and rubric, written out. */
export const DEMO_BANDS = [
  { name: '优秀', nameEn: 'Exceeds', min: 0.85 },
  { name: '达标', nameEn: 'Meets', min: 0.7 },
  { name: '未达标', nameEn: 'Below', min: 0 },
] as const;
export const DEMO_RUBRIC = [
  { name: '优秀', nameEn: 'Excellent', score: 90 },
  { name: '良好', nameEn: 'Good', score: 80 },
  { name: '中等', nameEn: 'Medium', score: 70 },
  { name: '较差', nameEn: 'Poor', score: 60 },
] as const;

export interface AolCoursePlan {
  course: string;
  studyYear: number;
  term: number;
  /** The cohort that takes the course that year (its classes are assessed). */
  intake: number;
  method: AolMethod;
  los: { code: string; level: MapLevel }[];
}

export interface AolYearPlan {
  programme: string;
  /** First calendar year of the school year. */
  year: number;
  current: boolean;
  /** Objectives assessed, in the programme's order. */
  los: string[];
  courses: AolCoursePlan[];
}

const RANK: Record<MapLevel, number> = { H: 0, M: 1, L: 2 };

/**
 * A programme's plan for school year `year` (the demo's current year is `currentYear`): each
 * objective is assessed by its High courses (at most two) that have classes that year, or else by
 * its first Medium or Low course; objectives no such course supports, and the year's skipped
 * ones, are not assessed.
 */
export function demoAolPlan(programme: string, year: number, currentYear: number): AolYearPlan {
  const cohort = COHORTS[programme];
  const p = DEMO_PROGRAMMES.find((x) => x.code === programme);
  if (!cohort || !p) throw new Error(`Unknown demo programme ${programme}`);
  const current = year === currentYear;
  const skipped = SKIPPED[programme][current ? 'current' : 'previous'];
  const firstIntake = currentYear - cohort.years + 1;
  const lines = DEMO_PLANS[programme]
    .map(([course, studyYear, term, cells]) => ({
      course,
      studyYear,
      term,
      intake: year - studyYear + 1,
      cells: new Map(parseCells(cells)),
    }))
    .filter((l) => l.intake >= firstIntake && l.intake <= currentYear);
  const los: string[] = [];
  const byCourse = new Map<string, AolCoursePlan>();
  for (const lo of p.goals.flatMap((g) => g.los.map(([code]) => code))) {
    if (skipped.includes(lo)) continue;
    const candidates = lines
      .filter((l) => l.cells.has(lo))
      .sort((a, b) => RANK[a.cells.get(lo) as MapLevel] - RANK[b.cells.get(lo) as MapLevel]);
    if (!candidates.length) continue;
    const high = candidates.filter((l) => l.cells.get(lo) === 'H');
    const chosen = high.length ? high.slice(0, MAX_COURSES) : candidates.slice(0, 1);
    los.push(lo);
    for (const l of chosen) {
      const plan = byCourse.get(l.course) ?? {
        course: l.course,
        studyYear: l.studyYear,
        term: l.term,
        intake: l.intake,
        method: QUALITATIVE[programme].includes(l.course) ? '2' : '1',
        los: [],
      };
      plan.los.push({ code: lo, level: l.cells.get(lo) as MapLevel });
      byCourse.set(l.course, plan);
    }
  }
  const order = DEMO_PLANS[programme].map((l) => l[0]);
  const courses = [...byCourse.values()].sort((a, b) => order.indexOf(a.course) - order.indexOf(b.course));
  return { programme, year, current, los, courses };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The attainment students of a course are drawn around for an objective: 0.77-0.86 for every
 * objective, but for LO5.2 of the BBA last year (about 0.6) and this year (about 0.77).
 */
export function attainmentAim(programme: string, lo: string, course: string, current: boolean): number {
  if (programme === UNMET.programme && lo === UNMET.lo) return current ? 0.78 : 0.6;
  return 0.77 + (hash(`${programme}:${lo}:${course}:${current}`) % 10) / 100;
}

/** A stable seed for the scores of one assessment (the same whatever the calendar year). */
export function assessmentSeed(programme: string, course: string, current: boolean): number {
  return hash(`${programme}:${course}:${current ? 'current' : 'previous'}`);
}

/** Remarks on each year: last year the first assessment round, this year the follow-up. */
export function yearRemark(programme: string, current: boolean): string {
  if (programme === UNMET.programme)
    return current
      ? '本学年重点跟踪LO5.2的改进效果 / This year follows up the improvement action on LO5.2'
      : '首轮直接评估；LO5.2未达成目标，已制定改进措施 / First round of direct measures; LO5.2 missed its target and has an improvement action';
  return current
    ? '按五年评估周期继续评估各学习目标 / Objectives assessed as the five-year cycle plans'
    : '首轮直接评估，各学习目标均已达成 / First round of direct measures; every objective assessed was met';
}

export const UNLOCK_REASON =
  '两名学生申请复核期末试卷，需更正其成绩 / Two students asked for their final exam to be re-marked; their scores need correcting';

/** The improvement action for LO5.2 (its figure is appended to the finding by the seeder). */
export function unmetFinding(figure: string, yearLabel: string): Bilingual {
  return [
    `${yearLabel}学年LO5.2（运用定量工具分析数据以支持决策）项目达成度为${figure}，低于目标值0.70；学生在回归分析与数据解读题上失分较多。`,
    `In ${yearLabel} the programme attainment of LO5.2 (analysing data with quantitative tools to support decisions) was ${figure}, under its 0.70 target; students lost most marks on regression and on interpreting data.`,
  ];
}

export const UNMET_ACTION: Bilingual = [
  '商务统计课程增加每周上机实验（Excel与Python）和数据解读作业；公司金融课程增加基于上市公司真实财务数据的案例练习；两门课程在学期中各增加一次形成性测验并及时反馈。',
  'Business Statistics adds a weekly computer lab (Excel and Python) and data-interpretation assignments; Corporate Finance adds case exercises on listed companies’ real financial data; both courses add a formative mid-semester quiz with prompt feedback.',
];

export function unmetOutcome(yearLabel: string): string {
  return `措施已于新学年前落实，${yearLabel}学年评估显示LO5.2达成目标 / The measures were in place before the new school year; the ${yearLabel} assessment shows LO5.2 met`;
}
