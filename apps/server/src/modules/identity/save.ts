import { dictValues, type Locale } from '@accredit/shared';
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor, Tx } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { stamp } from '../../crud/records.ts';
import { markTablesStale } from '../qualification/freshness.ts';
import { identityScope, listIdentity, records } from './data.ts';

/**
 * The one write of identity management: a year's categories for many teachers, checked first
 * (every problem named by row and column) and then stored in the caller's transaction, creating
 * the teacher's accreditation record of the year when they have none.
 */
export interface IdentityInput {
  teacherId: string;
  participating: boolean;
  employmentStatus: string | null;
  facultyCategory: string | null;
  /** Undefined keeps what the record says; null clears it. */
  missionPercent?: number | null;
}

export type Column = 'teacher' | 'participating' | 'employmentStatus' | 'facultyCategory' | 'missionPercent';

export interface Problem {
  /** The row as the caller counts it (1-based position, or the spreadsheet row). */
  row: number;
  column: Column;
  /** Catalog key under identity.problem. */
  key: string;
  values?: Record<string, unknown>;
}

export function problemText(locale: Locale, p: Problem): string {
  return translate(locale, 'identity.problem.at', {
    row: p.row,
    column: translate(locale, `identity.column.${p.column}`),
    message: translate(locale, `identity.problem.${p.key}`, p.values),
  });
}

/** Refuses the whole request, naming every problem in the caller's language. */
export function refuse(locale: Locale, problems: Problem[]): AppError {
  const shown = problems.slice(0, 50).map((p) => problemText(locale, p));
  if (problems.length > shown.length) shown.push('…');
  return new AppError(400, 'identity.errors.rows', { count: problems.length, problems: shown.join('; ') });
}

/** Codes and percent of one row (teacher checks need the database: see saveIdentity). */
export function valueProblems(row: number, input: IdentityInput): Problem[] {
  const out: Problem[] = [];
  for (const column of ['employmentStatus', 'facultyCategory'] as const) {
    const value = input[column];
    if (value !== null && !dictValues(column).includes(value))
      out.push({ row, column, key: 'badCode', values: { value } });
  }
  const m = input.missionPercent;
  if (m !== undefined && m !== null && (!Number.isFinite(m) || m < 0 || m > 100))
    out.push({ row, column: 'missionPercent', key: 'badPercent', values: { value: m } });
  return out;
}

/**
 * Every problem of a batch: teachers the caller may not edit (under `code`, the data rules of
 * teacherAccreditation), a teacher twice, bad codes and percents.
 */
export async function checkIdentity(
  tx: Executor,
  auth: AuthContext,
  year: number,
  inputs: readonly IdentityInput[],
  rowNumbers: readonly number[] = inputs.map((_, i) => i + 1),
  code = 'identity:edit',
): Promise<Problem[]> {
  const problems: Problem[] = [];
  const ids = [...new Set(inputs.map((r) => r.teacherId))];
  const reach = await listIdentity(tx, await identityScope(tx, auth, code), { year, teacherIds: ids });
  const known = new Map(reach.map((r) => [r.teacherId, r]));
  const seen = new Set<string>();
  inputs.forEach((input, i) => {
    const row = rowNumbers[i] ?? i + 1;
    if (!known.has(input.teacherId))
      problems.push({ row, column: 'teacher', key: 'unknownTeacher', values: { value: input.teacherId } });
    else if (seen.has(input.teacherId))
      problems.push({
        row,
        column: 'teacher',
        key: 'duplicate',
        values: { value: known.get(input.teacherId)?.name ?? input.teacherId },
      });
    seen.add(input.teacherId);
    problems.push(...valueProblems(row, input));
  });
  return problems;
}

/** Stores checked rows: the year's record of each teacher updated, or created when missing. */
export async function writeIdentity(
  tx: Tx,
  auth: AuthContext,
  year: number,
  inputs: readonly IdentityInput[],
): Promise<{ created: number; updated: number }> {
  let created = 0;
  let updated = 0;
  // The year's records decide Table 3-1 (participating, status, category): kept table results go stale.
  if (inputs.length > 0) await markTablesStale(tx);
  for (const input of inputs) {
    const values = {
      participating: input.participating,
      employmentStatus: input.employmentStatus,
      facultyCategory: input.facultyCategory,
      ...(input.missionPercent === undefined ? {} : { missionPercent: input.missionPercent }),
    };
    const [existing] = await tx
      .select({ id: records.id })
      .from(records)
      .where(and(eq(records.teacherId, input.teacherId), eq(records.year, year)));
    if (existing) {
      await tx
        .update(records)
        .set({ ...values, ...stamp(auth, 'edit') })
        .where(eq(records.id, existing.id));
      updated++;
    } else {
      // A save racing this one may have created the record since the select: then it is updated.
      await tx
        .insert(records)
        .values({ teacherId: input.teacherId, year, ...values, ...stamp(auth, 'add') })
        .onConflictDoUpdate({
          target: [records.teacherId, records.year],
          set: { ...values, ...stamp(auth, 'edit') },
        });
      created++;
    }
  }
  return { created, updated };
}

/** Checks every row, then writes them all; any problem refuses the whole batch (nothing written). */
export async function saveIdentity(
  tx: Tx,
  auth: AuthContext,
  locale: Locale,
  year: number,
  inputs: readonly IdentityInput[],
): Promise<{ created: number; updated: number }> {
  const problems = await checkIdentity(tx, auth, year, inputs);
  if (problems.length > 0) throw refuse(locale, problems);
  return writeIdentity(tx, auth, year, inputs);
}
