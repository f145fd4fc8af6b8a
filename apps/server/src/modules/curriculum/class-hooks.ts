import { RESOURCE } from '@accredit/shared';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { findInScope } from '../../crud/records.ts';
import { rowScope } from '../../crud/scope.ts';
import {
  classTable,
  followOwnClass,
  linkNewStudents,
  linksOfStudents,
  linkTable,
  recountClasses,
  studentTable,
} from './class-members.ts';
import { assertProgrammeInReach, boundToProgrammes } from './programme-reach.ts';

/**
 * The rules of classes, students and class-student links (issue 16 item 5), as engine hooks: a
 * student's own class always has its link (add, edit and import of a student make it and move it,
 * in the write's transaction); a class that still has students is not deleted (the message names
 * the class and how many); a class's member count is the hooks' to keep, never typed; the class a
 * record names must exist and be one the caller may edit (a programme head: their programmes').
 */
const REF_PROBLEM = 'crud.validation.refNotFound';

/** Whether the caller may put records in this class (it exists and is within their data rules). */
async function classInReach(db: Executor, auth: AuthContext, classId: string): Promise<boolean> {
  const scope = await rowScope(db, RESOURCE.classes, classTable, auth, 'classes:edit');
  return (await findInScope(db, classTable, [classId], scope)).length === 1;
}

const changed = (key: string, values: Row, existing: Row | null) =>
  key in values && values[key] !== (existing?.[key] ?? null);

export const studentHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing): Promise<Record<string, string>> {
    const classId = values.classId;
    if (typeof classId !== 'string' || classId === '' || !changed('classId', values, existing)) return {};
    return (await classInReach(ctx.tx, ctx.auth, classId)) ? {} : { classId: REF_PROBLEM };
  },
  async afterWrite(ctx, id, values, existing) {
    const previous = (existing?.classId as string | null | undefined) ?? null;
    const classId = 'classId' in values ? ((values.classId as string | null) ?? null) : previous;
    // An unchanged class is still made sure of: the link may predate these hooks.
    await followOwnClass(ctx.tx, id, classId, previous, ctx.auth.user.username);
  },
  async afterWriteMany(ctx, added) {
    const links = added.map(({ id, values }) => ({
      studentId: id,
      classId: typeof values.classId === 'string' && values.classId !== '' ? values.classId : null,
    }));
    await linkNewStudents(ctx.tx, links, ctx.auth.user.username);
  },
  async beforeDelete(ctx, rows) {
    const links = await linksOfStudents(
      ctx.tx,
      rows.map((r) => String(r.id)),
    );
    if (links.length === 0) return;
    await ctx.tx.delete(linkTable).where(
      inArray(
        linkTable.id,
        links.map((l) => l.id),
      ),
    );
    await recountClasses(
      ctx.tx,
      links.map((l) => l.classId),
    );
  },
};

export const classesHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing): Promise<Record<string, string>> {
    // The count follows the links: a typed value is dropped (a new class starts empty).
    if (existing) delete values.memberCount;
    else values.memberCount = 0;
    const programmeId = values.degreeProgramsId;
    if (
      typeof programmeId === 'string' &&
      programmeId !== '' &&
      changed('degreeProgramsId', values, existing)
    )
      await assertProgrammeInReach(ctx.tx, ctx.auth, programmeId);
    // A programme head's class outside any programme would vanish from their own list.
    const after = 'degreeProgramsId' in values ? values.degreeProgramsId : existing?.degreeProgramsId;
    if (!after && (await boundToProgrammes(ctx.tx, ctx.auth)))
      return { degreeProgramsId: 'crud.validation.required' };
    return {};
  },
  async beforeDelete(ctx, rows) {
    // Counted from the links themselves, not the stored count, so no member is ever orphaned.
    const [full] = await ctx.tx
      .select({ classId: linkTable.classId, n: count() })
      .from(linkTable)
      .where(
        inArray(
          linkTable.classId,
          rows.map((r) => String(r.id)),
        ),
      )
      .groupBy(linkTable.classId)
      .limit(1);
    if (!full) return;
    const row = rows.find((r) => r.id === full.classId);
    throw new AppError(400, 'classes.errors.hasMembers', {
      name: String(row?.name ?? row?.code ?? ''),
      count: Number(full.n),
    });
  },
};

async function studentExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: studentTable.id })
    .from(studentTable)
    .where(eq(studentTable.id, id))
    .limit(1);
  return Boolean(row);
}

/**
 * Links written through the engine's own routes (classStudent/add, edit, delete) keep the same
 * rule: a student without a class takes the linked one as their own; moving or deleting the link
 * of a student's own class moves or clears that class.
 */
export const classStudentHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing) {
    const problems: Record<string, string> = {};
    const { classId, studentId } = values;
    if (typeof classId === 'string' && changed('classId', values, existing))
      if (!(await classInReach(ctx.tx, ctx.auth, classId))) problems.classId = REF_PROBLEM;
    if (typeof studentId === 'string' && changed('studentId', values, existing))
      if (!(await studentExists(ctx.tx, studentId))) problems.studentId = REF_PROBLEM;
    return problems;
  },
  async afterWrite(ctx, _id, values, existing) {
    const classId = String(values.classId ?? existing?.classId);
    const studentId = String(values.studentId ?? existing?.studentId);
    const stamp = { updateBy: ctx.auth.user.username, updateTime: new Date() };
    if (existing && (existing.classId !== classId || existing.studentId !== studentId))
      await ctx.tx
        .update(studentTable)
        .set({ classId: existing.studentId === studentId ? classId : null, ...stamp })
        .where(
          and(
            eq(studentTable.id, String(existing.studentId)),
            eq(studentTable.classId, String(existing.classId)),
          ),
        );
    await ctx.tx
      .update(studentTable)
      .set({ classId, ...stamp })
      .where(and(eq(studentTable.id, studentId), isNull(studentTable.classId)));
    await recountClasses(ctx.tx, [classId, existing?.classId as string | undefined]);
  },
  async beforeDelete(ctx, rows) {
    const ids = rows.map((r) => String(r.id));
    await ctx.tx
      .update(studentTable)
      .set({ classId: null, updateBy: ctx.auth.user.username, updateTime: new Date() })
      .where(
        sql`exists (select 1 from ${linkTable} where ${inArray(linkTable.id, ids)} and ${linkTable.studentId} = ${studentTable.id} and ${linkTable.classId} = ${studentTable.classId})`,
      );
    // The links go now, so the counts below are those after the delete.
    await ctx.tx.delete(linkTable).where(inArray(linkTable.id, ids));
    await recountClasses(
      ctx.tx,
      rows.map((r) => r.classId as string),
    );
  },
};
