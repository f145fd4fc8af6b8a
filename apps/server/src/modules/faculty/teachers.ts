import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { actsAs, personIdOfUser, TEACHER } from './people.ts';

/** Who a signed-in person is among the teachers: the teacher record linked to their account. */
export { teachers } from './people.ts';

export function teacherIdOfUser(db: Executor, userId: string): Promise<string | null> {
  return personIdOfUser(db, TEACHER, userId);
}

/** True when the caller works in the teacher role (their own records only). */
export function actsAsTeacher(auth: AuthContext): boolean {
  return actsAs(auth, TEACHER);
}
