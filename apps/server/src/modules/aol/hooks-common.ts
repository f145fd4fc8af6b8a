import { type AolProblem, type Locale, RESOURCE } from '@accredit/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import type { HookContext } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { rowById } from '../../crud/records.ts';
import { col } from '../../crud/scope.ts';
import { type ResourceTable, resourceTable } from '../../crud/table.ts';
import { assertProgrammeInReach } from '../curriculum/programme-reach.ts';

/**
 * What the assurance-of-learning hooks share: the tables, the evaluation year a record hangs
 * under (its programme is copied onto the record, so the programme heads' one data rule binds
 * it), checks of the id lists kept in json columns, and the model's configuration problems turned
 * into one message in the caller's language.
 */
export const years = resourceTable(RESOURCE.evaluationYear);
export const yearLos = resourceTable(RESOURCE.evaluationYearLo);
export const yearCourses = resourceTable(RESOURCE.evaluationYearCourse);
export const evaluations = resourceTable(RESOURCE.evaluation);
export const qualitatives = resourceTable(RESOURCE.qualitativeEvaluation);
export const scores = resourceTable(RESOURCE.evaluationScore);
export const history = resourceTable(RESOURCE.evaluationHistory);
export const actions = resourceTable(RESOURCE.improvementAction);
export const los = resourceTable(RESOURCE.degreeProgramsLo);
export const goals = resourceTable(RESOURCE.degreeProgramsLg);
export const classes = resourceTable(RESOURCE.classes);
export const courses = resourceTable(RESOURCE.course);
export const teachers = resourceTable(RESOURCE.teacher);

export const REF_PROBLEM = 'crud.validation.refNotFound';
/** Most ids a json list (classes, objectives of an assessment) may hold. */
export const MAX_IDS = 100;

/** Method codes of dictionary aolMethod and the assessment table of each. */
export const QUANTITATIVE = '1';
export const QUALITATIVE = '2';
export const assessmentTable = (method: unknown): ResourceTable | null =>
  method === QUANTITATIVE ? evaluations : method === QUALITATIVE ? qualitatives : null;

/** Status codes of dictionary aolStatus. */
export const STATUS = { draft: '0', submitted: '1', unlocked: '2' } as const;

/** A row by its id (crud/records.ts), re-exported for the hooks and the plan. */
export { rowById };

/**
 * The evaluation year of a record (the submitted one, else the stored one): its programme is
 * copied onto the record and must be one the caller may edit (403 otherwise). Null when the year
 * does not exist (the caller reports it on the field).
 */
export async function yearOfRecord(ctx: HookContext, values: Row, existing: Row | null): Promise<Row | null> {
  const year = await rowById(ctx.tx, years, values.evaluationYearId ?? existing?.evaluationYearId);
  if (!year) return null;
  values.degreeProgramsId = year.degreeProgramsId;
  await assertProgrammeInReach(ctx.tx, ctx.auth, year.degreeProgramsId);
  return year;
}

/** True when a submitted value differs from the stored one (json compared by content). */
export function changes(key: string, values: Row, existing: Row | null): boolean {
  if (!(key in values)) return false;
  return JSON.stringify(values[key] ?? null) !== JSON.stringify(existing?.[key] ?? null);
}

/** A list of distinct non-empty ids (at most MAX_IDS), or null when the value is not one. */
export function idsOf(value: unknown): string[] | null {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_IDS) return null;
  if (!value.every((v) => typeof v === 'string' && v.length > 0 && v.length <= 64)) return null;
  return [...new Set(value as string[])];
}

/** Ids of `ids` that exist in the table (optionally within one programme). */
export async function existingIds(
  db: Executor,
  table: ResourceTable,
  ids: readonly string[],
  programmeId?: unknown,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const conditions = [inArray(col(table, 'id'), [...ids])];
  if (programmeId !== undefined) conditions.push(eq(col(table, 'degreeProgramsId'), String(programmeId)));
  const rows = await db
    .select({ id: col(table, 'id') })
    .from(table)
    .where(and(...conditions));
  return new Set(rows.map((r) => String(r.id)));
}

/** A json list of class ids: each must exist. Returns a catalog key, or null with `values[key]` cleaned. */
export async function classIdsProblem(db: Executor, values: Row, key = 'classIds'): Promise<string | null> {
  if (!(key in values)) return null;
  const ids = idsOf(values[key]);
  if (!ids) return 'aolPlan.errors.badIdList';
  const known = await existingIds(db, classes, ids);
  if (ids.some((id) => !known.has(id))) return REF_PROBLEM;
  values[key] = ids;
  return null;
}

/** A json list of learning objective ids: each must be an objective of the programme. */
export async function loIdsProblem(db: Executor, values: Row, programmeId: unknown): Promise<string | null> {
  if (!('loIds' in values)) return null;
  const ids = idsOf(values.loIds);
  if (!ids) return 'aolPlan.errors.badIdList';
  const known = await existingIds(db, los, ids, programmeId);
  if (ids.some((id) => !known.has(id))) return 'aolPlan.errors.loOfOtherProgramme';
  values.loIds = ids;
  return null;
}

/** Learning objective codes by id (to name objectives in messages instead of their ids). */
export async function loCodes(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: col(los, 'id'), code: col(los, 'code') })
    .from(los)
    .where(inArray(col(los, 'id'), [...ids]));
  return new Map(rows.map((r) => [String(r.id), String(r.code)]));
}

/** "Row 2: Cannot Repeat Qualitative Gauge Score Segment Name; …" from the model's problems. */
export function configMessage(
  locale: Locale,
  problems: readonly AolProblem[],
  codes: ReadonlyMap<string, string> = new Map(),
): string {
  return problems
    .map((p) => {
      const params: Record<string, string | number> = { ...p.params };
      if (typeof params.loId === 'string') params.loId = codes.get(params.loId) ?? params.loId;
      const text = translate(locale, p.key, params);
      const objective = /^los\.(.+)$/.exec(p.path);
      if (objective)
        return translate(locale, 'aolPlan.config.atObjective', {
          code: codes.get(objective[1]) ?? objective[1],
          message: text,
        });
      const row = /^\w+\.(\d+)(\.|$)/.exec(p.path);
      return row
        ? translate(locale, 'aolPlan.config.atRow', { row: Number(row[1]) + 1, message: text })
        : text;
    })
    .join('; ');
}

/** The same for a json value that does not have the shape at all (zod issues). */
export function shapeMessage(locale: Locale, error: z.ZodError): string {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const issue of error.issues) {
    const [row, column] = issue.path;
    const where = typeof row === 'number' ? `${row + 1}.${String(column ?? '')}` : '';
    if (seen.has(where)) continue;
    seen.add(where);
    const message = translate(locale, 'crud.validation.invalid');
    out.push(
      typeof row === 'number'
        ? translate(locale, 'aolPlan.config.atCell', { row: row + 1, column: String(column ?? ''), message })
        : message,
    );
  }
  return out.join('; ');
}
