import { RESOURCE, resourcePermission } from '@accredit/shared';
import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { forbidden } from '../../core/errors.ts';
import { findInScope } from '../../crud/records.ts';
import { col, rowScope } from '../../crud/scope.ts';
import { type ResourceTable, resourceTable } from '../../crud/table.ts';

/**
 * Whether a record may be written under a programme: the programme must be one the caller may
 * edit under their data rules (a programme head: one they head). The engine's rules filter the
 * rows a caller reads and changes; this keeps them from adding a record to, or moving one into,
 * another programme. Other curriculum hooks (plan rows, classes) may call it the same way.
 */
export const programmes = resourceTable(RESOURCE.degreePrograms);

export async function programmeInReach(
  db: Executor,
  auth: AuthContext,
  programmeId: unknown,
): Promise<boolean> {
  if (typeof programmeId !== 'string' || programmeId === '') return false;
  const code = resourcePermission(RESOURCE.degreePrograms, 'edit');
  const scope = await rowScope(db, RESOURCE.degreePrograms, programmes, auth, code);
  return (await findInScope(db, programmes, [programmeId], scope)).length === 1;
}

/** Refuses (403, nothing written) a write under a programme out of the caller's reach. */
export async function assertProgrammeInReach(db: Executor, auth: AuthContext, programmeId: unknown) {
  if (!(await programmeInReach(db, auth, programmeId))) throw forbidden('programmes.errors.notYourProgramme');
}

/** True when the caller's data rules limit them on the programme screen (a programme head). */
export async function boundToProgrammes(db: Executor, auth: AuthContext): Promise<boolean> {
  const code = resourcePermission(RESOURCE.degreePrograms, 'add');
  return (await rowScope(db, RESOURCE.degreePrograms, programmes, auth, code)).length > 0;
}

export async function countWhere(db: Executor, table: ResourceTable, ...conditions: SQL[]): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(table)
    .where(and(...conditions));
  return Number(n);
}

/** Whether another record of the table already uses this code in the programme. */
export async function codeTakenInProgramme(
  db: Executor,
  table: ResourceTable,
  programmeId: unknown,
  code: unknown,
  exceptId?: string,
): Promise<boolean> {
  if (typeof programmeId !== 'string' || typeof code !== 'string' || code === '') return false;
  const conditions = [eq(col(table, 'degreeProgramsId'), programmeId), eq(col(table, 'code'), code)];
  if (exceptId) conditions.push(ne(col(table, 'id'), exceptId));
  return (await countWhere(db, table, ...conditions)) > 0;
}
