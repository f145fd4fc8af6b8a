import { RESOURCE } from '@accredit/shared';
import { and, eq } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { notFound } from '../../core/errors.ts';
import type { Row } from '../../crud/present.ts';
import { rowScope } from '../../crud/scope.ts';
import { questionnaireTable } from '../resources/schema.ts';

/**
 * A questionnaire the caller may reach with `code` (e.g. `questionnaire:get`): the same row scope
 * as the engine's list and record (a programme head's programmes, a teacher's own), so a
 * questionnaire hidden from the list is "not found" on every call of the module too.
 */
export async function readQuestionnaire(
  db: Executor,
  auth: AuthContext,
  id: string,
  code: string,
): Promise<Row> {
  const q = questionnaireTable;
  const scope = await rowScope(db, RESOURCE.questionnaire, q, auth, code);
  const [row] = await db
    .select()
    .from(q)
    .where(and(eq(q.id, id), ...scope));
  if (!row) throw notFound('questionnaire.errors.notFound');
  return row as Row;
}
