import { type Locale, RESOURCE, type ResourceDef } from '@accredit/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { rowScope } from '../../crud/scope.ts';
import type { ResourceTable } from '../../crud/table.ts';
import {
  classesTable,
  classStudentTable,
  courseTable,
  degreeProgramsLoTable,
  degreeProgramsTable,
  evaluationScoreTable,
  evaluationTable,
  evaluationYearCourseTable,
  evaluationYearTable,
  qualitativeEvaluationTable,
  studentTable,
  teacherTable,
} from '../resources/schema.ts';

/**
 * Loading an assessment for score entry (issue 17 items 2, 3 and 7): the quantitative or
 * qualitative assessment inside the caller's row scope of its resource (a teacher reaches the
 * assessments given to them, a programme head those of their programmes), its objectives, its
 * configuration (components and aims, or the rubric), its students (the links of its classes) and
 * its scores. A handful of queries, none per row.
 */
export type AolKind = 'quantitative' | 'qualitative';
export type ScoreAction = 'query' | 'edit' | 'import';

export interface KindInfo {
  kind: AolKind;
  def: ResourceDef;
  table: ResourceTable;
  /** The permission base and the resource's address: /aacsb/<resource>/... */
  resource: 'evaluation' | 'qualitativeEvaluation';
  /** `aolMethod` of its score and history rows. */
  method: '1' | '2';
  /** The wizard's score step: reached when scores arrive. */
  scoreStep: number;
}

export const KINDS: Record<AolKind, KindInfo> = {
  quantitative: {
    kind: 'quantitative',
    def: RESOURCE.evaluation,
    table: evaluationTable,
    resource: 'evaluation',
    method: '1',
    scoreStep: 4,
  },
  qualitative: {
    kind: 'qualitative',
    def: RESOURCE.qualitativeEvaluation,
    table: qualitativeEvaluationTable,
    resource: 'qualitativeEvaluation',
    method: '2',
    scoreStep: 2,
  },
};

/** `aolStatus`: in progress, submitted (locked), unlocked. */
export const STATUS = { open: '0', submitted: '1', unlocked: '2' } as const;

export interface Component {
  key: string;
  kind: string | null;
  name: string;
  nameEn: string | null;
  fullMarks: number | null;
}
export interface Aim {
  loId: string;
  componentKey: string;
  marks: number;
  weight: number | null;
}
export interface Band {
  name: string;
  nameEn: string | null;
  min: number;
}
export interface RubricLevel {
  name: string;
  nameEn: string | null;
  score: number;
}

export interface Assessment {
  info: KindInfo;
  id: string;
  evaluationYearId: string;
  degreeProgramsId: string | null;
  courseId: string;
  teacherId: string | null;
  classIds: string[];
  loIds: string[];
  status: string | null;
  step: number | null;
  submitTime: Date | null;
  components: Component[];
  aims: Aim[];
  bands: Band[];
  rubric: RubricLevel[];
}

export interface Objective {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
  target: number | null;
}
export interface ClassInfo {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
}
export interface Student {
  id: string;
  studentNumber: string;
  name: string;
  nameEn: string | null;
  classId: string;
}

const str = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const objects = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => typeof x === 'object' && x !== null) : [];
const ids = (v: unknown): string[] => [
  ...new Set(Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : []),
];

/*
 * The configuration is json checked by the assessment's hooks against the shared model's schemas;
 * these readers only pick what score entry needs and skip what is not of its shape.
 */
function componentsOf(v: unknown): Component[] {
  return objects(v).flatMap((c) =>
    typeof c.key === 'string' && c.key !== ''
      ? [
          {
            key: c.key,
            kind: str(c.kind),
            name: str(c.name) ?? c.key,
            nameEn: str(c.nameEn),
            fullMarks: num(c.fullMarks),
          },
        ]
      : [],
  );
}
function aimsOf(v: unknown): Aim[] {
  return objects(v).flatMap((a) => {
    const marks = num(a.marks);
    return typeof a.loId === 'string' && typeof a.componentKey === 'string' && marks !== null && marks > 0
      ? [{ loId: a.loId, componentKey: a.componentKey, marks, weight: num(a.weight) }]
      : [];
  });
}
function bandsOf(v: unknown): Band[] {
  return objects(v).flatMap((b) =>
    typeof b.name === 'string' && num(b.min) !== null
      ? [{ name: b.name, nameEn: str(b.nameEn), min: num(b.min) as number }]
      : [],
  );
}
function rubricOf(v: unknown): RubricLevel[] {
  return objects(v).flatMap((l) =>
    typeof l.name === 'string' && l.name.trim() !== '' && num(l.score) !== null
      ? [{ name: l.name.trim(), nameEn: str(l.nameEn), score: num(l.score) as number }]
      : [],
  );
}

/**
 * The assessment if the caller may act on it: 404 when there is none, 403 when it lies outside
 * their row scope. `lock` takes the row's lock (inside a write transaction), so a submit and an
 * edit of the same assessment run one after the other.
 */
export async function assessmentFor(
  db: Executor,
  auth: AuthContext,
  info: KindInfo,
  id: string,
  action: ScoreAction,
  lock = false,
): Promise<Assessment> {
  const t = info.table;
  const scope = await rowScope(db, info.def, t, auth, `${info.resource}:${action}`);
  const query = db
    .select()
    .from(t)
    .where(and(eq(t.id, id), ...scope));
  const [row] = (await (lock ? query.for('update') : query)) as Record<string, unknown>[];
  if (!row) {
    const [exists] = await db.select({ id: t.id }).from(t).where(eq(t.id, id));
    throw exists ? new AppError(403, 'aolScores.errors.notYours') : notFound('aolScores.errors.noAssessment');
  }
  return assessmentOfRow(info, row);
}

/** The assessment a score row names (by its method and evaluationId), whoever asks; null when there is none. */
export async function assessmentOfScore(
  db: Executor,
  score: Record<string, unknown>,
): Promise<Assessment | null> {
  const info = Object.values(KINDS).find((k) => k.method === score.method);
  if (!info || typeof score.evaluationId !== 'string') return null;
  const [row] = (await db.select().from(info.table).where(eq(info.table.id, score.evaluationId))) as Record<
    string,
    unknown
  >[];
  return row ? assessmentOfRow(info, row) : null;
}

function assessmentOfRow(info: KindInfo, row: Record<string, unknown>): Assessment {
  return {
    info,
    id: String(row.id),
    evaluationYearId: String(row.evaluationYearId),
    degreeProgramsId: str(row.degreeProgramsId),
    courseId: String(row.courseId),
    teacherId: str(row.teacherId),
    classIds: ids(row.classIds),
    loIds: ids(row.loIds),
    status: str(row.status),
    step: typeof row.step === 'number' ? row.step : null,
    submitTime: row.submitTime instanceof Date ? row.submitTime : null,
    components: componentsOf(row.components),
    aims: aimsOf(row.aims),
    bands: bandsOf(row.bands),
    rubric: rubricOf(row.rubric),
  };
}

export const isLocked = (a: Pick<Assessment, 'status'>) => a.status === STATUS.submitted;

/** Objectives by id, in the order given. */
export async function objectivesById(db: Executor, loIds: readonly string[]): Promise<Objective[]> {
  if (loIds.length === 0) return [];
  const t = degreeProgramsLoTable;
  const rows = await db
    .select({ id: t.id, code: t.code, name: t.name, nameEn: t.nameEn, target: t.target })
    .from(t)
    .where(inArray(t.id, [...loIds]));
  const byId = new Map(
    rows.map((r) => [
      String(r.id),
      {
        id: String(r.id),
        code: String(r.code),
        name: String(r.name),
        nameEn: str(r.nameEn),
        target: num(r.target),
      },
    ]),
  );
  return loIds.flatMap((id) => byId.get(id) ?? []);
}

/** The assessment's objectives in the order it lists them. */
export const objectivesOf = (db: Executor, a: Assessment) => objectivesById(db, a.loIds);

/** Classes by id, in the order given. */
export async function classesById(db: Executor, classIds: readonly string[]): Promise<ClassInfo[]> {
  if (classIds.length === 0) return [];
  const t = classesTable;
  const rows = await db
    .select({ id: t.id, code: t.code, name: t.name, nameEn: t.nameEn })
    .from(t)
    .where(inArray(t.id, [...classIds]));
  const byId = new Map(
    rows.map((r) => [
      String(r.id),
      { id: String(r.id), code: String(r.code), name: String(r.name), nameEn: str(r.nameEn) },
    ]),
  );
  return classIds.flatMap((id) => byId.get(id) ?? []);
}

/** The assessment's classes in the order it lists them. */
export const classesOf = (db: Executor, a: Assessment) => classesById(db, a.classIds);

/**
 * What the year's plan lets this course assess by this method (the objectives and classes of its
 * plan rows), with the assessment's own: the wizard's first step picks among them.
 */
export async function candidatesOf(
  db: Executor,
  a: Assessment,
): Promise<{ los: Objective[]; classes: ClassInfo[] }> {
  const p = evaluationYearCourseTable;
  const rows = await db
    .select({ loId: p.loId, classIds: p.classIds })
    .from(p)
    .where(
      and(
        eq(p.evaluationYearId, a.evaluationYearId),
        eq(p.courseId, a.courseId),
        eq(p.method, a.info.method),
      ),
    );
  const loIds = [...new Set([...a.loIds, ...rows.map((r) => String(r.loId))])];
  const classIds = [...new Set([...a.classIds, ...rows.flatMap((r) => ids(r.classIds))])];
  return { los: await objectivesById(db, loIds), classes: await classesById(db, classIds) };
}

/**
 * The assessment's students: the members of its classes, by student number. A student in two of
 * its classes belongs to the first the assessment lists (their scores carry that class).
 */
export async function studentsOf(db: Executor, a: Assessment): Promise<Student[]> {
  if (a.classIds.length === 0) return [];
  const s = studentTable;
  const link = classStudentTable;
  const rows = await db
    .select({
      id: s.id,
      studentNumber: s.studentNumber,
      name: s.name,
      nameEn: s.nameEn,
      classId: link.classId,
    })
    .from(link)
    .innerJoin(s, eq(s.id, link.studentId))
    .where(inArray(link.classId, a.classIds))
    .orderBy(asc(s.studentNumber), asc(s.id));
  const order = new Map(a.classIds.map((id, i) => [id, i]));
  const byId = new Map<string, Student>();
  for (const r of rows) {
    const id = String(r.id);
    const classId = String(r.classId);
    const seen = byId.get(id);
    if (seen && (order.get(seen.classId) ?? 0) <= (order.get(classId) ?? 0)) continue;
    byId.set(id, {
      id,
      studentNumber: String(r.studentNumber),
      name: String(r.name),
      nameEn: str(r.nameEn),
      classId,
    });
  }
  return [...byId.values()];
}

/** A class asked for must be one of the assessment's (400 otherwise). */
export function assertClass(a: Assessment, classId: string | undefined): void {
  if (classId !== undefined && !a.classIds.includes(classId))
    throw new AppError(400, 'aolScores.errors.notClass');
}

export interface ScoreRow {
  studentId: string;
  loId: string;
  componentKey: string;
  score: number | null;
  level: string | null;
}

/** Every score (or rating) the assessment holds. */
export async function scoresOf(db: Executor, a: Assessment): Promise<ScoreRow[]> {
  const t = evaluationScoreTable;
  const rows = await db
    .select({
      studentId: t.studentId,
      loId: t.loId,
      componentKey: t.componentKey,
      score: t.score,
      level: t.level,
    })
    .from(t)
    .where(and(eq(t.evaluationId, a.id), eq(t.method, a.info.method)));
  return rows.map((r) => ({
    studentId: String(r.studentId),
    loId: String(r.loId),
    componentKey: str(r.componentKey) ?? '',
    score: num(r.score),
    level: str(r.level),
  }));
}

export interface AssessmentHead {
  courseCode: string;
  courseName: string;
  courseNameEn: string | null;
  yearName: string | null;
  schoolYearId: string | null;
  programmeCode: string | null;
  programmeName: string | null;
  programmeNameEn: string | null;
  teacherName: string | null;
  teacherNameEn: string | null;
}

/** The course, year, programme and teacher an assessment belongs to, for titles. */
export async function headOf(db: Executor, a: Assessment): Promise<AssessmentHead> {
  const c = courseTable;
  const y = evaluationYearTable;
  const p = degreeProgramsTable;
  const t = teacherTable;
  const [course] = await db
    .select({ code: c.code, name: c.name, nameEn: c.nameEn })
    .from(c)
    .where(eq(c.id, a.courseId));
  const [year] = await db
    .select({ name: y.name, schoolYearId: y.schoolYearId })
    .from(y)
    .where(eq(y.id, a.evaluationYearId));
  const [programme] = a.degreeProgramsId
    ? await db
        .select({ code: p.code, name: p.name, nameEn: p.nameEn })
        .from(p)
        .where(eq(p.id, a.degreeProgramsId))
    : [];
  const [teacher] = a.teacherId
    ? await db.select({ name: t.name, nameEn: t.nameEn }).from(t).where(eq(t.id, a.teacherId))
    : [];
  return {
    courseCode: str(course?.code) ?? '',
    courseName: str(course?.name) ?? '',
    courseNameEn: str(course?.nameEn),
    yearName: str(year?.name),
    schoolYearId: str(year?.schoolYearId),
    programmeCode: str(programme?.code),
    programmeName: str(programme?.name),
    programmeNameEn: str(programme?.nameEn),
    teacherName: str(teacher?.name),
    teacherNameEn: str(teacher?.nameEn),
  };
}

/** A name in the reader's language: Chinese first in Chinese, English (when there is one) otherwise. */
export const nameIn = (x: { name: string; nameEn: string | null }, locale: Locale) =>
  locale.startsWith('zh') ? x.name : x.nameEn || x.name;
