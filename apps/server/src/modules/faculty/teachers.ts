import { RESOURCE, ROLE } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { resourceTable } from '../../crud/table.ts';

/** Who a signed-in person is among the teachers: the teacher record linked to their account. */
export const teachers = resourceTable(RESOURCE.teacher);

export async function teacherIdOfUser(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.userId, userId))
    .limit(1);
  return row ? String(row.id) : null;
}

/** True when the caller works in the teacher role (their own records only). */
export function actsAsTeacher(auth: AuthContext): boolean {
  return auth.roleCode === ROLE.teacher;
}
