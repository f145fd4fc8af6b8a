import type { Locale, ResourceDef } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../core/access.ts';
import type { Tx } from '../core/db.ts';
import { newId } from '../core/ids.ts';
import { checkAttachments, type SubmittedAttachment, saveAttachments } from './attachments.ts';
import { type CustomField, type CustomValues, checkCustomValues, saveCustomValues } from './custom-fields.ts';
import { hooksOf, notifyStored, notifyStoredMany } from './hooks.ts';
import { checkMultiDicts } from './multi-dict.ts';
import type { Row } from './present.ts';
import { FieldProblems } from './problems.ts';
import {
  comboProblems,
  duplicateProblems,
  type KnownUniqueValues,
  normalise,
  recordProblems,
  stamp,
} from './records.ts';
import { systemRefProblems } from './refs.ts';
import { col } from './scope.ts';
import type { ResourceTable } from './table.ts';

/**
 * The one write path of add, edit and import: normalise, check what zod cannot (cross-field
 * rules, uniqueness, custom fields, attachments, hooks), then store the row and its extras.
 */
export interface WriteTarget {
  tx: Tx;
  def: ResourceDef;
  table: ResourceTable;
  auth: AuthContext;
  locale: Locale;
  customFields: readonly CustomField[];
  /** Unique values an import looked up in bulk (records.ts knownUniqueValues). */
  knownUnique?: KnownUniqueValues;
}

export interface Submission {
  values: Row;
  custom?: Record<string, string | number | null>;
  attachments?: SubmittedAttachment[];
}

export interface CheckedSubmission {
  values: Row;
  custom: CustomValues;
  attachments?: SubmittedAttachment[];
}

/** Every problem of one submission, `{ key: catalog key }`; empty when it may be stored. */
export async function checkSubmission(
  target: WriteTarget,
  submission: Submission,
  existing: Row | null,
): Promise<{ checked: CheckedSubmission; problems: Record<string, string> }> {
  const { def, table, tx } = target;
  let problems: Record<string, string> = {};
  let values: Row = {};
  try {
    values = normalise(def, submission.values);
  } catch (e) {
    if (!(e instanceof FieldProblems)) throw e;
    problems = { ...e.problems };
  }
  Object.assign(problems, checkMultiDicts(def, values, target.locale));
  const merged = { ...(existing ?? {}), ...values };
  Object.assign(problems, recordProblems(def, merged));
  Object.assign(problems, await systemRefProblems(tx, def.fields, values, existing));
  const exceptId = existing ? String(existing.id) : undefined;
  Object.assign(problems, await duplicateProblems(tx, def, table, values, exceptId, target.knownUnique));
  Object.assign(problems, await comboProblems(tx, def, table, merged, exceptId));
  const custom = checkCustomValues(target.customFields, submission.custom, existing ? 'edit' : 'add');
  Object.assign(problems, custom.problems);
  Object.assign(problems, checkAttachments(def, submission.attachments, existing !== null));
  const hook = hooksOf(def.name).beforeWrite;
  if (hook)
    Object.assign(
      problems,
      await hook(
        { tx, def, auth: target.auth, locale: target.locale, attachments: submission.attachments },
        values,
        existing,
      ),
    );
  return { checked: { values, custom: custom.values, attachments: submission.attachments }, problems };
}

export async function storeSubmission(
  target: WriteTarget,
  checked: CheckedSubmission,
  existing: Row | null,
): Promise<string> {
  const { def, table, tx, auth } = target;
  let id: string;
  if (existing) {
    id = String(existing.id);
    await tx
      .update(table)
      .set({ ...checked.values, ...stamp(auth, 'edit') })
      .where(eq(col(table, 'id'), id));
  } else {
    const [row] = await tx
      .insert(table)
      .values({ ...checked.values, ...stamp(auth, 'add') })
      .returning({ id: col(table, 'id') });
    id = String(row.id);
  }
  await saveCustomValues(tx, def.name, id, checked.custom, auth.user.username);
  if (checked.attachments) await saveAttachments(tx, def.name, id, checked.attachments, auth);
  await hooksOf(def.name).afterWrite?.(
    { tx, def, auth, locale: target.locale, attachments: checked.attachments },
    id,
    checked.values,
    existing,
  );
  await notifyStored(tx, def, id);
  return id;
}

/** Bind parameters one insert statement holds at most (the protocol allows 65,535). */
const MAX_INSERT_PARAMETERS = 30_000;
/** Rows one insert statement holds at most. */
const MAX_INSERT_ROWS = 500;

/**
 * Stores checked new records (an import) as storeSubmission would one by one, a few hundred rows
 * a statement: ids made here, custom values and attachments per record that has them, the
 * resource's `afterWriteMany` hook and the write listeners (the search index) once per batch. A
 * resource with an `afterWrite` hook but no batch form is stored row by row, so that hook sees the
 * table exactly as it did before batching. Returns the ids in the order given.
 */
export async function storeNewSubmissions(
  target: WriteTarget,
  submissions: readonly CheckedSubmission[],
): Promise<string[]> {
  const { def, table, tx, auth } = target;
  const hooks = hooksOf(def.name);
  if (hooks.afterWrite && !hooks.afterWriteMany) {
    const ids: string[] = [];
    for (const checked of submissions) ids.push(await storeSubmission(target, checked, null));
    return ids;
  }
  const columns = Object.keys(table).length;
  const size = Math.max(1, Math.min(MAX_INSERT_ROWS, Math.floor(MAX_INSERT_PARAMETERS / columns)));
  const added = stamp(auth, 'add');
  const ids: string[] = [];
  for (let i = 0; i < submissions.length; i += size) {
    const batch = submissions.slice(i, i + size).map((checked) => ({ id: newId(), checked }));
    await tx.insert(table).values(batch.map(({ id, checked }) => ({ ...checked.values, ...added, id })));
    for (const { id, checked } of batch) {
      if (Object.keys(checked.custom).length > 0)
        await saveCustomValues(tx, def.name, id, checked.custom, auth.user.username);
      if (checked.attachments) await saveAttachments(tx, def.name, id, checked.attachments, auth);
    }
    await hooks.afterWriteMany?.(
      { tx, def, auth, locale: target.locale },
      batch.map(({ id, checked }) => ({ id, values: checked.values })),
    );
    const batchIds = batch.map((b) => b.id);
    await notifyStoredMany(tx, def, batchIds);
    ids.push(...batchIds);
  }
  return ids;
}

/** Check then store, refusing with every problem at once. */
export async function writeRecord(
  target: WriteTarget,
  submission: Submission,
  existing: Row | null,
): Promise<string> {
  const { checked, problems } = await checkSubmission(target, submission, existing);
  if (Object.keys(problems).length > 0) throw new FieldProblems(problems);
  return storeSubmission(target, checked, existing);
}
