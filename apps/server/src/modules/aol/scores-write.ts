import { randomBytes } from 'node:crypto';
import { type Locale, scoreProblem } from '@accredit/shared';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor, Tx } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { newId } from '../../core/ids.ts';
import { evaluationHistoryTable, evaluationScoreTable, studentTable } from '../resources/schema.ts';
import {
  type Assessment,
  isLocked,
  nameIn,
  type Objective,
  STATUS,
  type Student,
  studentsOf,
} from './scores-data.ts';

/**
 * Writing scores (issue 17 items 2, 3 and 7), each inside the caller's transaction: checking a
 * batch of changes against the assessment (every bad one named, nothing applied on any), applying
 * them as chunked multi-row upserts and deletes, and the lock: submit, unlock with a reason, each
 * with its history row.
 */
export const MAX_CHANGES = 50_000;
/** Rows per statement; each chunk travels as one json parameter. */
const CHUNK = 5000;

/** One cell of the grid: a score (quantitative) or a level (qualitative); null removes it (missing). */
export interface Cell {
  studentId: string;
  classId: string;
  loId: string;
  componentKey: string;
  score: number | null;
  level: string | null;
}

export interface ScoreChange {
  studentId: string;
  loId: string;
  componentKey: string;
  score: number | null;
}
export interface RatingChange {
  studentId: string;
  loId: string;
  level: string | null;
}

export interface ChangeProblem {
  studentId: string;
  studentNumber: string | null;
  loId: string;
  loCode: string | null;
  componentKey: string;
  message: string;
}

const cellKey = (c: { studentId: string; loId: string; componentKey: string }) =>
  `${c.studentId}\u0000${c.loId}\u0000${c.componentKey}`;

/** Numbers as typed: 12.5 stays "12.5", never 12.500000001. */
export const shownNumber = (n: number) => String(n);

/** What a change is checked against: the assessment's students, objectives, aims and levels. */
export interface Frame {
  students: Map<string, Student>;
  los: Map<string, Objective>;
  /** S_jk by loId and component key. */
  marks: Map<string, number>;
  componentNames: Map<string, string>;
  /** Rubric level names (and English names) to the stored name. */
  levels: Map<string, string>;
  levelList: string;
}

export function frameOf(a: Assessment, students: Student[], los: Objective[], locale: Locale): Frame {
  const levels = new Map<string, string>();
  for (const l of a.rubric) levels.set(l.name.toLowerCase(), l.name);
  for (const l of a.rubric)
    if (l.nameEn && !levels.has(l.nameEn.toLowerCase())) levels.set(l.nameEn.toLowerCase(), l.name);
  return {
    students: new Map(students.map((s) => [s.id, s])),
    los: new Map(los.map((o) => [o.id, o])),
    marks: new Map(a.aims.map((x) => [`${x.loId}\u0000${x.componentKey}`, x.marks])),
    componentNames: new Map(a.components.map((c) => [c.key, nameIn(c, locale)])),
    levels,
    levelList: a.rubric.map((l) => nameIn(l, locale)).join(', '),
  };
}

/**
 * Whether a score lies outside 0..S_jk: the shared model's check (exact decimal comparison). Two
 * finite doubles compare as their shortest decimals do, so the common case needs no fraction.
 */
export function scoreOutOfRange(value: number, max: number): boolean {
  if (Number.isFinite(value) && Number.isFinite(max)) return value < 0 || value > max;
  return scoreProblem(value, max) !== null;
}

/** A level typed or picked (a rubric level's name in either language) as the stored name, or undefined. */
export function levelOf(frame: Frame, text: string): string | undefined {
  return frame.levels.get(text.trim().toLowerCase());
}

/**
 * Checks a batch of changes: every change whose student is not in the assessment's classes, whose
 * objective is not assessed, whose component aims no marks at the objective, or whose score lies
 * outside 0..S_jk (a level not of the rubric) is named. Answers the cells, or every problem.
 */
export async function checkChanges(
  db: Executor,
  a: Assessment,
  los: Objective[],
  changes: readonly (ScoreChange | RatingChange)[],
  locale: Locale,
): Promise<{ cells: Cell[] } | { errors: ChangeProblem[] }> {
  const frame = frameOf(a, await studentsOf(db, a), los, locale);
  const quantitative = a.info.kind === 'quantitative';
  const t = (key: string, values: Record<string, unknown>) =>
    translate(locale, `aolScores.change.${key}`, values);
  const strangers = [...new Set(changes.map((c) => c.studentId).filter((id) => !frame.students.has(id)))];
  const numbers = await studentNumbers(db, strangers);
  const errors: ChangeProblem[] = [];
  const cells: Cell[] = [];
  for (const change of changes) {
    const componentKey = quantitative ? (change as ScoreChange).componentKey : '';
    const student = frame.students.get(change.studentId);
    const lo = frame.los.get(change.loId);
    const studentText = student?.studentNumber ?? numbers.get(change.studentId) ?? change.studentId;
    const component = frame.componentNames.get(componentKey) ?? componentKey;
    const named = { student: studentText, lo: lo?.code ?? change.loId, component };
    const problem = (message: string) =>
      errors.push({
        studentId: change.studentId,
        studentNumber: student?.studentNumber ?? numbers.get(change.studentId) ?? null,
        loId: change.loId,
        loCode: lo?.code ?? null,
        componentKey,
        message,
      });
    if (!student) {
      problem(t('unknownStudent', named));
      continue;
    }
    if (!lo) {
      problem(t('unknownLo', named));
      continue;
    }
    if (quantitative) {
      const score = (change as ScoreChange).score;
      const max = frame.marks.get(`${lo.id}\u0000${componentKey}`);
      if (max === undefined) problem(t('noAim', named));
      else if (score !== null && scoreOutOfRange(score, max))
        problem(t('outOfRange', { ...named, value: shownNumber(score), max: shownNumber(max) }));
      else
        cells.push({
          studentId: student.id,
          classId: student.classId,
          loId: lo.id,
          componentKey,
          score,
          level: null,
        });
    } else {
      const typed = (change as RatingChange).level;
      const level = typed === null ? null : levelOf(frame, typed);
      if (level === undefined) problem(t('notLevel', { ...named, value: typed, levels: frame.levelList }));
      else
        cells.push({
          studentId: student.id,
          classId: student.classId,
          loId: lo.id,
          componentKey: '',
          score: null,
          level,
        });
    }
  }
  return errors.length ? { errors } : { cells };
}

async function studentNumbers(db: Executor, ids: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .select({ id: studentTable.id, number: studentTable.studentNumber })
      .from(studentTable)
      .where(inArray(studentTable.id, ids.slice(i, i + CHUNK)));
    for (const r of rows) out.set(String(r.id), String(r.number));
  }
  return out;
}

/** Refuses a write to submitted (locked) scores. */
export function assertOpen(a: Assessment): void {
  if (isLocked(a)) throw new AppError(400, 'aolScores.errors.locked');
}

/**
 * Applies checked cells: removed cells go in one delete per chunk, set cells in one multi-row
 * upsert per chunk on (evaluation, student, objective, component). The last change of a cell wins.
 * When a score arrives the assessment moves on to its score step. Answers how many were set and removed.
 */
export async function writeCells(
  tx: Tx,
  auth: AuthContext,
  a: Assessment,
  cells: readonly Cell[],
): Promise<{ set: number; cleared: number }> {
  const last = new Map(cells.map((c) => [cellKey(c), c]));
  const sets: Cell[] = [];
  const clears: Cell[] = [];
  for (const c of last.values()) (c.score === null && c.level === null ? clears : sets).push(c);
  const s = evaluationScoreTable;
  for (let i = 0; i < clears.length; i += CHUNK) {
    const keys = clears
      .slice(i, i + CHUNK)
      .map((c) => ({ student_id: c.studentId, lo_id: c.loId, component_key: c.componentKey }));
    await tx.delete(s).where(
      and(
        eq(s.evaluationId, a.id),
        eq(s.method, a.info.method),
        sql`(${s.studentId}, ${s.loId}, ${s.componentKey}) in (select u.student_id, u.lo_id, u.component_key
            from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb)
            as u(student_id text, lo_id text, component_key text))`,
      ),
    );
  }
  const now = new Date();
  for (let i = 0; i < sets.length; i += CHUNK) {
    // The chunk travels as one array parameter per column (a few bound values, whatever its size).
    const chunk = sets.slice(i, i + CHUNK);
    const ids = freshIds(chunk.length);
    await tx.execute(sql`
      insert into ${s} (id, evaluation_id, method, degree_programs_id, class_id, student_id, lo_id,
        component_key, score, level, create_by, sys_org_code)
      select u.id, ${a.id}, ${a.info.method}, ${a.degreeProgramsId}, u.class_id, u.student_id, u.lo_id,
        u.component_key, u.score, u.level, ${auth.user.username}, ${auth.user.orgCode}
      from unnest(${textArray(ids)}::text[], ${textArray(chunk.map((c) => c.classId))}::text[],
        ${textArray(chunk.map((c) => c.studentId))}::text[], ${textArray(chunk.map((c) => c.loId))}::text[],
        ${textArray(chunk.map((c) => c.componentKey))}::text[], ${numberArray(chunk.map((c) => c.score))}::float8[],
        ${textArray(chunk.map((c) => c.level))}::text[])
        as u(id, class_id, student_id, lo_id, component_key, score, level)
      on conflict (evaluation_id, student_id, lo_id, component_key) do update set
        score = excluded.score, level = excluded.level, class_id = excluded.class_id,
        update_by = ${auth.user.username}, update_time = ${now}`);
  }
  if (sets.length || clears.length) await touchAssessment(tx, auth, a, sets.length > 0);
  return { set: sets.length, cleared: clears.length };
}

/**
 * Scores changed: the assessment's update time moves (what tells its results changed), and when
 * scores arrived the wizard is at least at its score step, in progress when it had no status.
 */
async function touchAssessment(tx: Tx, auth: AuthContext, a: Assessment, arrived: boolean): Promise<void> {
  const t = a.info.table;
  const step = arrived ? Math.max(a.step ?? 1, a.info.scoreStep) : a.step;
  const status = arrived ? (a.status ?? STATUS.open) : a.status;
  await tx
    .update(t)
    .set({ step, status, updateBy: auth.user.username, updateTime: new Date() })
    .where(eq(t.id, a.id));
  a.step = step;
  a.status = status;
}

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** `count` record ids as newId makes them (20 characters from 103 random bits), from one random draw. */
function freshIds(count: number): string[] {
  const bytes = randomBytes(20 * count);
  const out = new Array<string>(count);
  for (let i = 0; i < count; i++) {
    let id = '';
    for (let j = i * 20; j < i * 20 + 20; j++) id += ID_ALPHABET[bytes[j] % 36];
    out[i] = id;
  }
  return out;
}

/** A PostgreSQL array literal of texts (null as NULL), every element quoted. */
function textArray(values: readonly (string | null)[]): string {
  let out = '{';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) out += ',';
    if (v === null) out += 'NULL';
    else if (v.includes('"') || v.includes('\\')) out += `"${v.replace(/[\\"]/g, '\\$&')}"`;
    else out += `"${v}"`;
  }
  return `${out}}`;
}

/** A PostgreSQL array literal of doubles (null as NULL); String(n) reads back as the same double. */
function numberArray(values: readonly (number | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`;
}

export async function scoreCount(db: Executor, a: Assessment, classId?: string): Promise<number> {
  const s = evaluationScoreTable;
  const [{ n }] = await db
    .select({ n: count() })
    .from(s)
    .where(
      and(
        eq(s.evaluationId, a.id),
        eq(s.method, a.info.method),
        ...(classId === undefined ? [] : [eq(s.classId, classId)]),
      ),
    );
  return Number(n);
}

export type HistoryAction = 'submit' | 'unlock' | 'import';

export async function addHistory(
  tx: Tx,
  auth: AuthContext,
  a: Assessment,
  action: HistoryAction,
  reason: string | null = null,
): Promise<void> {
  await tx.insert(evaluationHistoryTable).values({
    id: newId(),
    evaluationId: a.id,
    method: a.info.method,
    degreeProgramsId: a.degreeProgramsId,
    action,
    reason,
    actionTime: new Date(),
    createBy: auth.user.username,
    sysOrgCode: auth.user.orgCode,
  });
}

/** Locks the scores (status submitted, submit time) with a history row; refused when there are none. */
export async function submitScores(tx: Tx, auth: AuthContext, a: Assessment): Promise<Date> {
  if (isLocked(a)) throw new AppError(400, 'aolScores.errors.alreadySubmitted');
  if ((await scoreCount(tx, a)) === 0) throw new AppError(400, 'aolScores.errors.noScores');
  const now = new Date();
  await tx
    .update(a.info.table)
    .set({ status: STATUS.submitted, submitTime: now, updateBy: auth.user.username, updateTime: now })
    .where(eq(a.info.table.id, a.id));
  await addHistory(tx, auth, a, 'submit');
  return now;
}

/** Unlocks submitted scores (status unlocked) with the reason in a history row. */
export async function unlockScores(tx: Tx, auth: AuthContext, a: Assessment, reason: string): Promise<void> {
  if (!isLocked(a)) throw new AppError(400, 'aolScores.errors.notSubmitted');
  await tx
    .update(a.info.table)
    .set({ status: STATUS.unlocked, updateBy: auth.user.username, updateTime: new Date() })
    .where(eq(a.info.table.id, a.id));
  await addHistory(tx, auth, a, 'unlock', reason);
}
