import { RESOURCE } from '@accredit/shared';
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { col } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';
import { teachers } from './teachers.ts';

/**
 * "A teacher sees every output they author, whoever added it" (spec 001 section 4): the extra rows
 * a teacher reaches beyond the own-records data rule (`create_by = #{sys_user_code}`).
 */
export const outputs = resourceTable(RESOURCE.researchOutput);
export const authors = resourceTable(RESOURCE.researchOutputAuthor);

/** Ids of the outputs this user is an author of (a subquery, so nothing is loaded). */
export function outputsAuthoredBy(db: Executor, userId: string) {
  return db
    .select({ id: col(authors, 'outputId') })
    .from(authors)
    .innerJoin(teachers, eq(col(teachers, 'id'), col(authors, 'teacherId')))
    .where(eq(col(teachers, 'userId'), userId));
}

/** The outputs this user is an author of, as a condition on research_output. */
export function authoredOutputs(db: Executor, auth: AuthContext): SQL {
  return inArray(col(outputs, 'id'), outputsAuthoredBy(db, auth.user.id)) as SQL;
}
