import { indexRecords } from './counting.ts';
import type {
  Activity,
  Assignment,
  CountingSettings,
  Discipline,
  Output,
  ProductivityUnit,
  Status,
  Teacher,
  Thresholds,
} from './model.ts';
import { teachingOf } from './productivity.ts';
import { type Evaluation, evaluateAll, type RuleSet } from './rules.ts';
import { computeTable31, type Table31, type Table31Input } from './table31.ts';
import { computeTable32, type Table32 } from './table32.ts';
import { computeTable81, type Table81 } from './table81.ts';

/** Everything the three tables are computed from, for one reporting year. */
export interface School {
  year: number;
  /** Year of the Table 8-1 base time. */
  baseYear: number;
  unit: ProductivityUnit;
  thresholds: Thresholds;
  counting: CountingSettings;
  rules: RuleSet;
  disciplines: Discipline[];
  /** Faculty of the reporting year. */
  teachers: Teacher[];
  /** Faculty of the base year (Table 8-1); the reporting year's when absent. */
  baseTeachers?: Teacher[];
  outputs: Output[];
  activities: Activity[];
  assignments: Assignment[];
  /** Confirmed statuses (identification) that replace the computed ones. */
  identified?: Record<string, Status>;
}

export interface SchoolTables {
  evaluations: Evaluation[];
  /** Status each teacher counts under: identified, else computed. */
  statuses: Record<string, Status>;
  table31Input: Table31Input;
  table31: Table31;
  table32: Table32;
  table81: Table81;
}

export function computeSchool(school: School): SchoolTables {
  const records = indexRecords(school.outputs, school.activities);
  const evaluations = evaluateAll(school.teachers, records, school.rules, school.year, school.counting);
  const statuses: Record<string, Status> = {};
  for (const e of evaluations) statuses[e.teacherId] = school.identified?.[e.teacherId] ?? e.status;
  const table31Input: Table31Input = {
    year: school.year,
    unit: school.unit,
    thresholds: school.thresholds,
    disciplines: school.disciplines,
    teachers: school.teachers,
    statuses,
    teaching: teachingOf(school.assignments, school.unit, school.year),
  };
  return {
    evaluations,
    statuses,
    table31Input,
    table31: computeTable31(table31Input),
    table32: computeTable32({
      year: school.year,
      unit: school.unit,
      statuses,
      assignments: school.assignments,
      teacherIds: new Set(school.teachers.map((t) => t.id)),
    }),
    table81: computeTable81({
      baseYear: school.baseYear,
      counting: school.counting,
      disciplines: school.disciplines,
      teachers: school.baseTeachers ?? school.teachers,
      outputs: school.outputs,
    }),
  };
}
