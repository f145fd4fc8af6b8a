import {
  type AdmissionFigures,
  type CohortFigures,
  type CohortRow,
  type CohortStudents,
  cohortSizeOf,
  fillAdmission,
  PROGRESSION_PARTS,
  type ProgressionPart,
  progressionRates,
  RATE_KEYS,
  RATE_PART,
  type Rate,
  RESOURCE,
} from '@accredit/shared';
import { and, eq, gte, isNotNull, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { col } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';

/**
 * Loading the cohorts of learner progression: the admission, retention and employment records of
 * each (programme, entry cohort), with the blanks of admission filled from student records (the
 * students of the programme's classes whose intake year is the cohort) and the rates of
 * packages/shared/src/progression. One query per table and one for the students, never one per
 * cohort. Callers pass the row scope of each part; a part without a scope is not read at all.
 */

export type Part = ProgressionPart;
export const PARTS = PROGRESSION_PARTS;

export const admissions = resourceTable(RESOURCE.admission);
export const retentions = resourceTable(RESOURCE.retention);
export const employments = resourceTable(RESOURCE.employment);
export const classesT = resourceTable(RESOURCE.classes);
export const studentsT = resourceTable(RESOURCE.student);
const TABLE = { admission: admissions, retention: retentions, employment: employments } as const;

export interface CohortQuery {
  /**
   * Row scope per part; undefined = the part is not read. The admission part may be read only to
   * size cohorts (retention rates): then `show` leaves it out.
   */
  scopes: Partial<Record<Part, SQL[]>>;
  /** The parts the caller may see (default: every part read). */
  show?: Part[];
  /** Scope for counting students (the admission scope, applied to classes); undefined = no counting. */
  studentScope?: SQL[];
  programmeId?: string | undefined;
  fromYear?: number | undefined;
  toYear?: number | undefined;
}

const NO_RATE: Rate = { numerator: null, denominator: null, value: null, shown: null };
const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
const key = (p: string, y: number) => `${p}|${y}`;

function range(table: (typeof TABLE)[Part], q: CohortQuery): SQL[] {
  const c: SQL[] = [];
  if (q.programmeId) c.push(eq(col(table, 'degreeProgramsId'), q.programmeId));
  if (q.fromYear !== undefined) c.push(gte(col(table, 'cohortYear'), q.fromYear));
  if (q.toYear !== undefined) c.push(lte(col(table, 'cohortYear'), q.toYear));
  return c;
}

async function readPart(db: Executor, part: Part, q: CohortQuery): Promise<Record<string, unknown>[]> {
  const scope = q.scopes[part];
  if (!scope) return [];
  const table = TABLE[part];
  return (await db
    .select()
    .from(table)
    .where(and(...range(table, q), ...scope))) as Record<string, unknown>[];
}

/** Students per (programme, intake year) of classes in the scope, with their entry scores. */
export async function cohortStudents(db: Executor, q: CohortQuery): Promise<Map<string, CohortStudents>> {
  const out = new Map<string, CohortStudents>();
  if (!q.studentScope) return out;
  const cp = col(classesT, 'degreeProgramsId');
  const cy = col(classesT, 'enrolYear');
  const where: SQL[] = [isNotNull(cp), isNotNull(cy), ...q.studentScope];
  if (q.programmeId) where.push(eq(cp, q.programmeId));
  if (q.fromYear !== undefined) where.push(gte(cy, q.fromYear));
  if (q.toYear !== undefined) where.push(lte(cy, q.toYear));
  const rows = await db
    .select({ programme: cp, year: cy, score: col(studentsT, 'enrolScore') })
    .from(studentsT)
    .innerJoin(classesT, eq(col(classesT, 'id'), col(studentsT, 'classId')))
    .where(and(...where));
  for (const r of rows) {
    const k = key(String(r.programme), Number(r.year));
    const s = out.get(k) ?? { count: 0, scores: [] };
    s.count += 1;
    const score = num(r.score);
    if (score !== null) s.scores.push(score);
    out.set(k, s);
  }
  return out;
}

function admissionOf(r: Record<string, unknown>): { id: string } & AdmissionFigures {
  return {
    id: String(r.id),
    applications: num(r.applications),
    offers: num(r.offers),
    enrolled: num(r.enrolled),
    entryScoreMean: num(r.entryScoreMean),
    entryScoreMin: num(r.entryScoreMin),
    workExperienceMean: num(r.workExperienceMean),
    workExperienceMin: num(r.workExperienceMin),
  };
}

/** Every cohort the parts read (and, with a student scope, every cohort student records give), oldest first. */
export async function loadCohorts(db: Executor, q: CohortQuery): Promise<CohortRow[]> {
  const [adm, ret, emp, students] = await Promise.all([
    readPart(db, 'admission', q),
    readPart(db, 'retention', q),
    readPart(db, 'employment', q),
    cohortStudents(db, q),
  ]);
  const cohorts = new Map<
    string,
    {
      p: string;
      y: number;
      a?: Record<string, unknown>;
      r?: Record<string, unknown>;
      e?: Record<string, unknown>;
    }
  >();
  const slot = (row: Record<string, unknown>) => {
    const p = String(row.degreeProgramsId);
    const y = Number(row.cohortYear);
    const k = key(p, y);
    const c = cohorts.get(k) ?? { p, y };
    cohorts.set(k, c);
    return c;
  };
  for (const row of adm) slot(row).a = row;
  for (const row of ret) slot(row).r = row;
  for (const row of emp) slot(row).e = row;
  // Cohorts that only student records know still show (admission part) with counted figures.
  const show = new Set(q.show ?? PARTS.filter((p) => q.scopes[p]));
  if (show.has('admission')) {
    for (const k of students.keys()) {
      if (cohorts.has(k)) continue;
      const [p, y] = k.split('|');
      cohorts.set(k, { p: String(p), y: Number(y) });
    }
  }
  const rows: CohortRow[] = [];
  for (const [k, c] of cohorts) {
    const typed = c.a ? admissionOf(c.a) : null;
    const filled = fillAdmission(typed, students.get(k));
    const admission = filled.figures ? { ...filled.figures, id: typed?.id ?? null } : null;
    const retention = c.r
      ? {
          id: String(c.r.id),
          cohortSize: num(c.r.cohortSize),
          normalYears: num(c.r.normalYears),
          retainedFirstYear: num(c.r.retainedFirstYear),
          graduatedNormalTime: num(c.r.graduatedNormalTime),
          graduatedExtraYear: num(c.r.graduatedExtraYear),
        }
      : null;
    const employment = c.e
      ? {
          id: String(c.e.id),
          graduationYear: num(c.e.graduationYear),
          graduates: num(c.e.graduates),
          employed: num(c.e.employed),
          furtherStudy: num(c.e.furtherStudy),
          medianSalary: num(c.e.medianSalary),
        }
      : null;
    const figures: CohortFigures = { admission, retention, employment };
    const computed = [...filled.computed];
    const cohortSize = cohortSizeOf(figures);
    if (retention && retention.cohortSize === null && cohortSize !== null) computed.push('cohortSize');
    const rates = progressionRates(figures);
    for (const r of RATE_KEYS) if (!show.has(RATE_PART[r])) rates[r] = NO_RATE;
    const visible =
      (show.has('admission') && admission) ||
      (show.has('retention') && retention) ||
      (show.has('employment') && employment);
    if (!visible) continue;
    rows.push({
      degreeProgramsId: c.p,
      cohortYear: c.y,
      // A caller without the admission code reads no admission figures; they still size the cohort.
      admission: show.has('admission') ? admission : null,
      retention: show.has('retention') ? retention : null,
      employment: show.has('employment') ? employment : null,
      computed: show.has('admission') ? computed : computed.filter((f) => f === 'cohortSize'),
      cohortSize: show.has('admission') || show.has('retention') ? cohortSize : null,
      rates,
    });
  }
  return rows.sort(
    (a, b) => a.cohortYear - b.cohortYear || a.degreeProgramsId.localeCompare(b.degreeProgramsId),
  );
}
