/**
 * The in-memory model of the AACSB faculty tables (DOMAIN.md sections 2 and 3): plain data that
 * the server loads from the database and the web app keeps for what-if. Every computation in this
 * folder is a pure function of these shapes, so the same code gives the tables, their drill-down
 * lists, the bench figures and the paper-worked test.
 */

export const STATUSES = ['SA', 'PA', 'SP', 'IP', 'A'] as const;
export type Status = (typeof STATUSES)[number];
/** Statuses a rule can give, in the order rules are tried. */
export const RULE_STATUSES = ['SA', 'PA', 'SP', 'IP'] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];

/** Highest degree, `education` dictionary codes plus 4 for other. */
export const DEGREE = { bachelor: '1', master: '2', doctor: '3', other: '4' } as const;
export type DegreeCode = (typeof DEGREE)[keyof typeof DEGREE];

/** Degree levels of teaching (dictionary `degreeLevel`). */
export const DEGREE_LEVELS = ['1', '2', '3', '4', '5'] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];

export const PRODUCTIVITY_UNITS = [
  'credit_hours',
  'contact_hours',
  'courses',
  'student_credit_hours',
] as const;
export type ProductivityUnit = (typeof PRODUCTIVITY_UNITS)[number];

/** Table 8-1 output-type columns, plus `excluded` for types that are engagement, not scholarship. */
export const OUTPUT_COLUMNS = ['prj', 'otherReviewed', 'other'] as const;
export type OutputColumn = (typeof OUTPUT_COLUMNS)[number];
export type OutputTarget = OutputColumn | 'excluded';
export const CATEGORIES = ['1', '2', '3'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Where an output type goes, with and without the peer-reviewed flag. */
export interface OutputMappingEntry {
  reviewed: OutputTarget;
  unreviewed: OutputTarget;
}
/** Research-output type (1-13) -> column. */
export type OutputMapping = Record<string, OutputMappingEntry>;

const same = (target: OutputTarget): OutputMappingEntry => ({ reviewed: target, unreviewed: target });

/** DOMAIN.md section 3 default mapping. */
export const DEFAULT_OUTPUT_MAPPING: OutputMapping = {
  '1': { reviewed: 'prj', unreviewed: 'otherReviewed' },
  '2': same('excluded'),
  '3': same('otherReviewed'),
  '4': same('other'),
  '5': same('other'),
  '6': same('excluded'),
  '7': same('other'),
  '8': same('otherReviewed'),
  '9': same('other'),
  '10': same('otherReviewed'),
  '11': same('otherReviewed'),
  '12': same('other'),
  '13': same('otherReviewed'),
};

export interface Thresholds {
  /** Participating / all teaching, whole school. */
  schoolSufficiency: number;
  /** Participating / all teaching, each discipline. */
  disciplineSufficiency: number;
  sa: number;
  saPaSp: number;
  saPaSpIp: number;
}
export const DEFAULT_THRESHOLDS: Thresholds = {
  schoolSufficiency: 75,
  disciplineSufficiency: 60,
  sa: 40,
  saPaSp: 60,
  saPaSpIp: 90,
};

export interface CountingSettings {
  /** Length of the window in calendar years (school setting `retroactive years`, default 5). */
  retroactiveYears: number;
  /** Percent scored by each non-lead author (default 50). */
  contributionRate: number;
  /** Count each item by the highest author rate instead of 1. */
  rateCounting: boolean;
  mapping: OutputMapping;
}
export const DEFAULT_COUNTING: CountingSettings = {
  retroactiveYears: 5,
  contributionRate: 50,
  rateCounting: false,
  mapping: DEFAULT_OUTPUT_MAPPING,
};

export interface Discipline {
  id: string;
  name: string;
  nameEn: string;
  /** FTE entered in administration (sys_depart.fte), shown beside the computed one. */
  fte: number | null;
}

/** A teacher's share in one discipline: `percent` is `t` of DOMAIN.md (time devoted to mission). */
export interface DisciplineShare {
  disciplineId: string;
  percent: number;
}

/** A teacher as accredited for one reporting year (teacherAccreditation + teacherDiscipline). */
export interface Teacher {
  id: string;
  /** Chinese name; `nameEn` is the English one (English outputs print it: bilingual.ts). */
  name: string;
  nameEn?: string;
  specialty?: string;
  specialtyEn?: string;
  degree: DegreeCode | null;
  degreeYear: number | null;
  participating: boolean;
  /** Duty codes UT, MT, DT, ECT, RES, SER, ADM. */
  responsibilities?: string[];
  /** Whole percent devoted to mission; used as `t` when the teacher has no discipline rows. */
  missionPercent: number;
  basis?: string;
  disciplines: DisciplineShare[];
}

export interface OutputAuthor {
  /** Internal author; null for an outer-court (external) author. */
  teacherId: string | null;
  isLead: boolean;
}

/** One approved-or-not research output (any of the 13 types). */
export interface Output {
  id: string;
  type: string;
  category: Category | null;
  peerReviewed: boolean;
  /** ISO date (YYYY-MM-DD) of the type's date field. */
  date: string | null;
  approved: boolean;
  title: string;
  venueLevel?: string | null;
  authors: OutputAuthor[];
}

/** A professional-engagement record. */
export interface Activity {
  id: string;
  teacherId: string;
  type: string;
  title: string;
  start: string | null;
  end: string | null;
  approved: boolean;
}

/** A teaching assignment of a year (teaching productivity). */
export interface Assignment {
  id: string;
  teacherId: string;
  /** When set, the productivity belongs to this discipline; else it is spread over the teacher's shares. */
  disciplineId?: string | null;
  year: number;
  courseCode: string;
  courseName?: string;
  degreeLevel: DegreeLevel | null;
  creditHours: number;
  contactHours: number;
  enrolledStudents: number;
}

/** A reference from a table cell to what it was computed from (drill-down). */
export interface CellRef {
  kind: 'teacher' | 'output' | 'activity' | 'assignment';
  id: string;
  /** What this record adds to the cell (a productivity, a percent, an item value). */
  amount: number;
  /** The teacher the amount belongs to, when the record is not the teacher itself. */
  teacherId?: string;
}
