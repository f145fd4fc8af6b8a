import { RESOURCE, ROLE, type RoleCode } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { col } from '../../crud/scope.ts';
import { type ResourceTable, resourceTable } from '../../crud/table.ts';

/**
 * The people whose yearly records the faculty module keeps, teachers and professional staff, and
 * who a signed-in person is among them: the record linked to their account (`userId`). The role
 * of each kind keeps only their own records (own-records.ts).
 */
export const teachers = resourceTable(RESOURCE.teacher);
export const staffMembers = resourceTable(RESOURCE.professionalStaff);

export interface PersonKind {
  table: ResourceTable;
  /** The role whose holders file records only about themself. */
  role: RoleCode;
  /** Catalog keys: the account is linked to no such person; the record is about someone else. */
  noRecord: string;
  notYours: string;
}

export const TEACHER: PersonKind = {
  table: teachers,
  role: ROLE.teacher,
  noRecord: 'faculty.errors.noTeacherRecord',
  notYours: 'faculty.errors.notYourRecord',
};

export const STAFF: PersonKind = {
  table: staffMembers,
  role: ROLE.professionalStaff,
  noRecord: 'faculty.errors.noStaffRecord',
  notYours: 'faculty.errors.notYourStaffRecord',
};

/** True when the caller works in the kind's role (their own records only). */
export function actsAs(auth: AuthContext, kind: PersonKind): boolean {
  return auth.roleCode === kind.role;
}

/** The id of the person linked to this account, as a subquery (nothing is loaded). */
export function personOfUser(db: Executor, kind: PersonKind, userId: string) {
  return db
    .select({ id: col(kind.table, 'id') })
    .from(kind.table)
    .where(eq(col(kind.table, 'userId'), userId));
}

export async function personIdOfUser(db: Executor, kind: PersonKind, userId: string): Promise<string | null> {
  const [row] = await personOfUser(db, kind, userId).limit(1);
  return row ? String(row.id) : null;
}
