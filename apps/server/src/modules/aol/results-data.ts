import {
  AOL_DEFAULTS,
  type AolAim,
  type AolBand,
  type AolComponent,
  type AolRubricLevel,
  type AolRule,
  type MissingMethod,
  type QuantColumn,
  RESOURCE,
  zAolAim,
  zAolBand,
  zAolComponent,
  zAolRubricLevel,
} from '@accredit/shared';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { Db, Executor } from '../../core/db.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { ResourceContext } from '../../crud/context.ts';
import type { Row } from '../../crud/present.ts';
import { rowScope } from '../../crud/scope.ts';
import {
  classesTable,
  classStudentTable,
  courseTable,
  degreeProgramsLgTable,
  degreeProgramsLoTable,
  degreeProgramsTable,
  evaluationScoreTable,
  evaluationTable,
  evaluationYearTable,
  qualitativeEvaluationTable,
  schoolYearTable,
  studentTable,
  teacherTable,
} from '../resources/schema.ts';

/**
 * What the results read (issue 17 items 4, 5, 8): an assessment (inside the caller's row scope),
 * its evaluation year's rules, the students of its classes (class_student), its scores or ratings
 * and its objectives with their targets. One query per table, whatever the size, and only the
 * columns the model needs: a course holds tens of thousands of scores, a programme a million.
 */
export type AssessmentKind = 'quantitative' | 'qualitative';
export const KIND_RESOURCE = { quantitative: 'evaluation', qualitative: 'qualitativeEvaluation' } as const;
export const KIND_METHOD = { quantitative: '1', qualitative: '2' } as const;

export interface YearRules {
  id: string;
  degreeProgramsId: string;
  schoolYearId: string;
  name: string;
  schoolYear: string;
  /** The school year's start year (which map version is in force), null when unknown. */
  startYear: number | null;
  missingMethod: MissingMethod;
  courseRule: AolRule;
  goalRule: AolRule;
  theta: number;
}

export interface Assessment {
  kind: AssessmentKind;
  id: string;
  evaluationYearId: string;
  degreeProgramsId: string;
  courseId: string;
  teacherId: string | null;
  classIds: string[];
  loIds: string[];
  status: string;
  components: AolComponent[];
  aims: AolAim[];
  bands: AolBand[];
  rubric: AolRubricLevel[];
}

export interface Named {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
}

export interface LoInfo extends Named {
  lgId: string;
  target: number | null;
}

export interface StudentInfo {
  id: string;
  studentNumber: string;
  name: string;
  nameEn: string | null;
  classId: string | null;
}

const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? [...new Set(v.filter((x): x is string => typeof x === 'string' && x !== ''))] : [];

/** A json list checked item by item against its schema; bad items are left out. */
function listOf<T>(schema: z.ZodType<T>, v: unknown): T[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export function assessmentOf(kind: AssessmentKind, row: Row): Assessment {
  const bands = listOf(zAolBand, row.bands);
  const rubric = listOf(zAolRubricLevel, row.rubric);
  return {
    kind,
    id: String(row.id),
    evaluationYearId: String(row.evaluationYearId),
    degreeProgramsId: text(row.degreeProgramsId),
    courseId: String(row.courseId),
    teacherId: str(row.teacherId),
    classIds: strings(row.classIds),
    loIds: strings(row.loIds),
    status: text(row.status) || '0',
    components: listOf(zAolComponent, row.components),
    aims: listOf(zAolAim, row.aims),
    bands: bands.length ? bands : AOL_DEFAULTS.bands,
    rubric: rubric.length ? rubric : AOL_DEFAULTS.rubric,
  };
}

/** The objectives an assessment assesses: its loIds, else those its aims name. */
export function assessedLoIds(a: Assessment): string[] {
  if (a.loIds.length) return a.loIds;
  return [...new Set(a.aims.map((x) => x.loId))];
}

export const assessmentContext = (kind: AssessmentKind, db: Db) =>
  new ResourceContext(RESOURCE[KIND_RESOURCE[kind]], db);

/** The assessment if the caller's row scope for `action` reaches it (404 otherwise). */
export async function readAssessment(
  ctx: ResourceContext,
  kind: AssessmentKind,
  auth: AuthContext,
  id: string,
  action: 'query' | 'export',
  extraScope: SQL[] = [],
): Promise<Assessment> {
  const t = kind === 'quantitative' ? evaluationTable : qualitativeEvaluationTable;
  const scope = await ctx.scope(ctx.db, auth, action);
  const [row] = (await ctx.db
    .select()
    .from(t)
    .where(and(eq(t.id, id), ...scope, ...extraScope))) as Row[];
  if (!row) throw notFound('aolResults.errors.noAssessment');
  return assessmentOf(kind, row);
}

/** The row scope of `code`'s data rules on a resource (for grade analysis over assessments). */
export function scopeOf(db: Executor, auth: AuthContext, kind: AssessmentKind, code: string) {
  const def = RESOURCE[KIND_RESOURCE[kind]];
  const t = kind === 'quantitative' ? evaluationTable : qualitativeEvaluationTable;
  return rowScope(db, def, t, auth, code);
}

const ruleOf = (v: unknown, fallback: AolRule): AolRule => (v === 'min' || v === 'mean' ? v : fallback);

function startYearOf(start: unknown): number | null {
  const s = start instanceof Date ? start.toISOString() : typeof start === 'string' ? start : '';
  const y = Number(s.slice(0, 4));
  return Number.isInteger(y) && y > 0 ? y : null;
}

/** Evaluation years by id (with their school year's name and start), no scope: callers check it. */
export async function yearRules(db: Executor, ids: readonly string[]): Promise<Map<string, YearRules>> {
  if (ids.length === 0) return new Map();
  const y = evaluationYearTable;
  const s = schoolYearTable;
  const rows = await db
    .select({
      id: y.id,
      degreeProgramsId: y.degreeProgramsId,
      schoolYearId: y.schoolYearId,
      name: y.name,
      missingMethod: y.missingMethod,
      courseRule: y.courseRule,
      goalRule: y.goalRule,
      theta: y.theta,
      schoolYear: s.name,
      start: s.startTime,
    })
    .from(y)
    .leftJoin(s, eq(s.id, y.schoolYearId))
    .where(inArray(y.id, [...ids]));
  return new Map(rows.map((r) => [String(r.id), yearOf(r)]));
}

function yearOf(r: Record<string, unknown>): YearRules {
  const theta = typeof r.theta === 'number' && Number.isFinite(r.theta) ? r.theta : AOL_DEFAULTS.theta;
  return {
    id: String(r.id),
    degreeProgramsId: String(r.degreeProgramsId),
    schoolYearId: String(r.schoolYearId),
    name: text(r.name) || text(r.schoolYear),
    schoolYear: text(r.schoolYear),
    startYear: startYearOf(r.start),
    missingMethod: r.missingMethod === 'exclude' ? 'exclude' : AOL_DEFAULTS.missingMethod,
    courseRule: ruleOf(r.courseRule, AOL_DEFAULTS.courseRule),
    goalRule: ruleOf(r.goalRule, AOL_DEFAULTS.goalRule),
    theta,
  };
}

/**
 * The evaluation years the caller reaches under the data rules of each of these permission codes
 * (all of them bind: a route reading years for improvement actions applies both resources' rules).
 */
export async function yearScope(db: Executor, auth: AuthContext, codes: readonly string[]): Promise<SQL[]> {
  const scopes = await Promise.all(
    codes.map((code) => rowScope(db, RESOURCE.evaluationYear, evaluationYearTable, auth, code)),
  );
  return scopes.flat();
}

/** The evaluation year if the caller's evaluationYear scope for `action` reaches it. */
export async function readYear(
  db: Executor,
  auth: AuthContext,
  id: string,
  codes: readonly string[],
): Promise<YearRules> {
  const y = evaluationYearTable;
  const scope = await yearScope(db, auth, codes);
  const [row] = await db
    .select({ id: y.id })
    .from(y)
    .where(and(eq(y.id, id), ...scope));
  if (!row) throw notFound('aolResults.errors.noYear');
  const year = (await yearRules(db, [id])).get(id);
  if (!year) throw notFound('aolResults.errors.noYear');
  return year;
}

/** The evaluation years of a programme the caller may read, oldest first. */
export async function yearsOfProgramme(
  db: Executor,
  auth: AuthContext,
  programmeId: string,
  codes: readonly string[],
): Promise<YearRules[]> {
  const y = evaluationYearTable;
  const scope = await yearScope(db, auth, codes);
  const rows = await db
    .select({ id: y.id })
    .from(y)
    .where(and(eq(y.degreeProgramsId, programmeId), ...scope));
  const years = [
    ...(
      await yearRules(
        db,
        rows.map((r) => String(r.id)),
      )
    ).values(),
  ];
  return years.sort((a, b) => (a.startYear ?? 0) - (b.startYear ?? 0) || a.name.localeCompare(b.name));
}

/** A programme's names and goal target (no scope: callers reach it through a year they may read). */
export async function programmeInfo(
  db: Executor,
  id: string,
): Promise<Named & { goalTarget: number | null }> {
  const p = degreeProgramsTable;
  const [row] = await db
    .select({ id: p.id, code: p.code, name: p.name, nameEn: p.nameEn, goalTarget: p.goalTarget })
    .from(p)
    .where(eq(p.id, id));
  if (!row) throw notFound('aolResults.errors.noProgramme');
  return {
    id: String(row.id),
    code: text(row.code),
    name: text(row.name),
    nameEn: str(row.nameEn),
    goalTarget: typeof row.goalTarget === 'number' ? row.goalTarget : null,
  };
}

export async function losOf(db: Executor, ids: readonly string[]): Promise<LoInfo[]> {
  if (ids.length === 0) return [];
  const o = degreeProgramsLoTable;
  const rows = await db
    .select({ id: o.id, code: o.code, name: o.name, nameEn: o.nameEn, lgId: o.lgId, target: o.target })
    .from(o)
    .where(inArray(o.id, [...ids]))
    .orderBy(asc(o.sort), asc(o.code));
  return rows.map((r) => ({
    id: String(r.id),
    code: text(r.code),
    name: text(r.name),
    nameEn: str(r.nameEn),
    lgId: text(r.lgId),
    target: typeof r.target === 'number' ? r.target : null,
  }));
}

/** A programme's goals and objectives (by order, then code). */
export async function goalsAndLos(
  db: Executor,
  programmeId: string,
): Promise<{ goals: (Named & { target: number | null })[]; los: LoInfo[] }> {
  const g = degreeProgramsLgTable;
  const o = degreeProgramsLoTable;
  const [goals, los] = await Promise.all([
    db
      .select({ id: g.id, code: g.code, name: g.name, nameEn: g.nameEn, target: g.target })
      .from(g)
      .where(eq(g.degreeProgramsId, programmeId))
      .orderBy(asc(g.sort), asc(g.code)),
    db.select({ id: o.id }).from(o).where(eq(o.degreeProgramsId, programmeId)),
  ]);
  return {
    goals: goals.map((r) => ({
      id: String(r.id),
      code: text(r.code),
      name: text(r.name),
      nameEn: str(r.nameEn),
      target: typeof r.target === 'number' ? r.target : null,
    })),
    los: await losOf(
      db,
      los.map((r) => String(r.id)),
    ),
  };
}

export async function namedRows(
  db: Executor,
  table: typeof courseTable | typeof classesTable,
  ids: readonly string[],
): Promise<Named[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: table.id, code: table.code, name: table.name, nameEn: table.nameEn })
    .from(table)
    .where(inArray(table.id, [...ids]))
    .orderBy(asc(table.code));
  return rows.map((r) => ({
    id: String(r.id),
    code: text(r.code),
    name: text(r.name),
    nameEn: str(r.nameEn),
  }));
}

export const coursesOf = (db: Executor, ids: readonly string[]) => namedRows(db, courseTable, ids);
export const classesOf = (db: Executor, ids: readonly string[]) => namedRows(db, classesTable, ids);

export async function courseDetail(db: Executor, id: string): Promise<Row | null> {
  const [row] = (await db.select().from(courseTable).where(eq(courseTable.id, id))) as Row[];
  return row ?? null;
}

export async function teacherNames(db: Executor, id: string | null): Promise<Row | null> {
  if (!id) return null;
  const t = teacherTable;
  const [row] = await db.select({ name: t.name, nameEn: t.nameEn }).from(t).where(eq(t.id, id));
  return (row as Row) ?? null;
}

/** Every (class, student) pair of these classes, in one query. */
export async function classMembers(db: Executor, classIds: readonly string[]): Promise<StudentInfo[]> {
  if (classIds.length === 0) return [];
  const cs = classStudentTable;
  const s = studentTable;
  const rows = await db
    .select({
      classId: cs.classId,
      id: s.id,
      studentNumber: s.studentNumber,
      name: s.name,
      nameEn: s.nameEn,
    })
    .from(cs)
    .innerJoin(s, eq(s.id, cs.studentId))
    .where(inArray(cs.classId, [...classIds]));
  return rows.map((r) => ({
    id: String(r.id),
    studentNumber: text(r.studentNumber),
    name: text(r.name),
    nameEn: str(r.nameEn),
    classId: str(r.classId),
  }));
}

/**
 * The students of these classes among the members (a student in two of them counts once, in the
 * first), by class order then student number.
 */
export function studentsIn(classIds: readonly string[], members: readonly StudentInfo[]): StudentInfo[] {
  const rank = new Map(classIds.map((c, i) => [c, i]));
  const seen = new Map<string, StudentInfo>();
  for (const m of members) {
    const at = rank.get(m.classId ?? '');
    if (at === undefined) continue;
    const old = seen.get(m.id);
    if (!old || at < (rank.get(old.classId ?? '') ?? 0)) seen.set(m.id, m);
  }
  // What localeCompare does, without building a collator per comparison.
  const { compare } = numberCollator;
  return [...seen.values()].sort(
    (a, b) =>
      (rank.get(a.classId ?? '') ?? 0) - (rank.get(b.classId ?? '') ?? 0) ||
      compare(a.studentNumber, b.studentNumber),
  );
}

const numberCollator = new Intl.Collator();

export async function studentsOf(db: Executor, classIds: readonly string[]): Promise<StudentInfo[]> {
  return studentsIn(classIds, await classMembers(db, classIds));
}

export interface ScoreRow {
  studentId: string;
  loId: string;
  componentKey: string;
  score: number;
}

/** The quantitative scores of an assessment (a missing score has no row). */
export async function scoresOf(db: Executor, evaluationId: string): Promise<ScoreRow[]> {
  const e = evaluationScoreTable;
  const rows = await db
    .select({ studentId: e.studentId, loId: e.loId, componentKey: e.componentKey, score: e.score })
    .from(e)
    .where(and(eq(e.evaluationId, evaluationId), eq(e.method, KIND_METHOD.quantitative)));
  const out: ScoreRow[] = [];
  for (const r of rows)
    if (typeof r.score === 'number')
      out.push({
        studentId: String(r.studentId),
        loId: String(r.loId),
        componentKey: text(r.componentKey),
        score: r.score,
      });
  return out;
}

/** One aim's scores in an assessment: x_sjk of the students named, in the same order. */
export interface ScoreColumn {
  loId: string;
  componentKey: string;
  /** Shared by the columns that list the same students in the same order. */
  studentIds: readonly string[];
  scores: Float64Array;
}

/** Separates student ids in an aggregate: no id holds it (checked: a count that differs is read again). */
const ID_SEPARATOR = '\u001f';

/**
 * The quantitative scores of assessments, one row per assessment, objective and component with
 * its students and their scores as two texts (float8 text is the shortest that reads back as the
 * same double): a million scores arrive as a few hundred rows, with no row object per score on
 * either driver. A group whose ids or scores do not split back into its count (an id holding the
 * separator) is read again row by row.
 */
export async function scoreColumnsOf(
  db: Executor,
  evaluationIds: readonly string[],
): Promise<Map<string, ScoreColumn[]>> {
  const out = new Map<string, ScoreColumn[]>();
  if (evaluationIds.length === 0) return out;
  const ids = sql.join(
    evaluationIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select evaluation_id as "e", lo_id as "l", coalesce(component_key, '') as "k", count(*)::int as "n",
      string_agg(student_id, ${ID_SEPARATOR}) as "s", string_agg(score::text, ',') as "x"
    from evaluation_score
    where evaluation_id in (${ids}) and method = ${KIND_METHOD.quantitative} and score is not null
    group by evaluation_id, lo_id, coalesce(component_key, '')`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const awkward = new Set<string>();
  // The columns of one assessment usually list the same students in the same order: one list.
  const lists = new Map<string, string[]>();
  for (const r of rows) {
    const evaluationId = String(r.e);
    const joined = String(r.s ?? '');
    const studentIds = lists.get(joined) ?? joined.split(ID_SEPARATOR);
    lists.set(joined, studentIds);
    const texts = String(r.x ?? '').split(',');
    const n = Number(r.n);
    if (studentIds.length !== n || texts.length !== n) {
      awkward.add(evaluationId);
      continue;
    }
    const scores = new Float64Array(n);
    for (let i = 0; i < n; i++) scores[i] = Number(texts[i]);
    const list = out.get(evaluationId) ?? [];
    out.set(evaluationId, list);
    list.push({ loId: String(r.l), componentKey: String(r.k), studentIds, scores });
  }
  for (const id of awkward) {
    const byAim = new Map<
      string,
      { loId: string; componentKey: string; studentIds: string[]; scores: number[] }
    >();
    for (const x of await scoresOf(db, id)) {
      const key = `${x.loId}\u0000${x.componentKey}`;
      const column = byAim.get(key) ?? {
        loId: x.loId,
        componentKey: x.componentKey,
        studentIds: [],
        scores: [],
      };
      byAim.set(key, column);
      column.studentIds.push(x.studentId);
      column.scores.push(x.score);
    }
    out.set(
      id,
      [...byAim.values()].map((c) => ({ ...c, scores: Float64Array.from(c.scores) })),
    );
  }
  return out;
}

/**
 * Scores by column for the model: each aim's scores by position in the students whose positions
 * are given (NaN = missing), scores of other students left out. `lookups` keeps, per list of
 * student ids, where each of them sits (one Map look-up per student, not per score); use one per
 * `positions`.
 */
export function columnsFor(
  columns: readonly ScoreColumn[],
  positions: ReadonlyMap<string, number>,
  n: number,
  lookups: Map<readonly string[], Int32Array> = new Map(),
): QuantColumn[] {
  return columns.map((c) => {
    const { studentIds } = c;
    let at = lookups.get(studentIds);
    if (!at) {
      at = new Int32Array(studentIds.length);
      for (let i = 0; i < studentIds.length; i++) at[i] = positions.get(studentIds[i]) ?? -1;
      lookups.set(studentIds, at);
    }
    const scores = new Float64Array(n).fill(Number.NaN);
    const from = c.scores;
    for (let i = 0; i < at.length; i++) if (at[i] >= 0) scores[at[i]] = from[i];
    return { loId: c.loId, componentKey: c.componentKey, scores };
  });
}

/** Students' positions in a list (the last of a repeated id, as the model reads it). */
export function positionsOf(students: readonly { id: string }[]): Map<string, number> {
  return new Map(students.map((s, i) => [s.id, i]));
}

/** The rubric levels given in a qualitative assessment. */
export async function ratingsOf(
  db: Executor,
  evaluationId: string,
): Promise<{ studentId: string; loId: string; level: string }[]> {
  const e = evaluationScoreTable;
  const rows = await db
    .select({ studentId: e.studentId, loId: e.loId, level: e.level })
    .from(e)
    .where(and(eq(e.evaluationId, evaluationId), eq(e.method, KIND_METHOD.qualitative)));
  return rows.flatMap((r) =>
    typeof r.level === 'string' && r.level !== ''
      ? [{ studentId: String(r.studentId), loId: String(r.loId), level: r.level }]
      : [],
  );
}

/** A 400 naming what an assessment lacks before results can be computed. */
export function notConfigured(what: string): AppError {
  return new AppError(400, 'aolResults.errors.notConfigured', { what });
}
