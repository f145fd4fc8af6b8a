import { RESOURCE } from '@accredit/shared';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { newId } from '../../core/ids.ts';
import { resourceTable } from '../../crud/table.ts';

/**
 * Who is in which class. A class's members are its class-student links; a student's own class
 * (`student.classId`, their administrative class) always has its link, and a student may also be
 * linked to other classes (teaching sections). Every change of links recounts the classes it
 * touched (`classes.memberCount`), so the class list shows and sorts by size without a query per row.
 * Callers run these inside their write transaction.
 */
export const classTable = resourceTable(RESOURCE.classes);
export const studentTable = resourceTable(RESOURCE.student);
export const linkTable = resourceTable(RESOURCE.classStudent);

/** Sets each class's member count to its number of links. */
export async function recountClasses(tx: Executor, classIds: readonly (string | null | undefined)[]) {
  const ids = [...new Set(classIds.filter((id): id is string => typeof id === 'string' && id !== ''))];
  if (ids.length === 0) return;
  await tx
    .update(classTable)
    .set({
      memberCount: sql`(select count(*)::int from ${linkTable} where ${linkTable.classId} = ${classTable.id})`,
    })
    .where(inArray(classTable.id, ids));
}

/** Links these students to a class (those already linked stay as they are); how many links are new. */
async function insertLinks(
  tx: Executor,
  classId: string,
  studentIds: readonly string[],
  by: string,
): Promise<number> {
  if (studentIds.length === 0) return 0;
  const added = await tx
    .insert(linkTable)
    .values(studentIds.map((studentId) => ({ id: newId(), classId, studentId, createBy: by })))
    .onConflictDoNothing()
    .returning({ id: linkTable.id });
  return added.length;
}

/**
 * A student's own class was set, changed or cleared: the link follows it (the old class's link
 * goes, the new class's link is made) and the classes whose links changed are recounted. An edit
 * that leaves the class as it was (and its link in place) touches no class row: recounting it
 * would count every member and hold the class's row until the edit commits, so edits of students
 * of one class would wait for each other.
 */
export async function followOwnClass(
  tx: Executor,
  studentId: string,
  classId: string | null,
  previous: string | null,
  by: string,
): Promise<void> {
  let changed = false;
  if (previous && previous !== classId) {
    const gone = await tx
      .delete(linkTable)
      .where(and(eq(linkTable.classId, previous), eq(linkTable.studentId, studentId)))
      .returning({ id: linkTable.id });
    changed = gone.length > 0;
  }
  if (classId && (await insertLinks(tx, classId, [studentId], by)) > 0) changed = true;
  if (changed) await recountClasses(tx, [previous, classId]);
}

/** New students' own classes (an import): each class's links in one statement, the classes recounted once. */
export async function linkNewStudents(
  tx: Executor,
  added: readonly { studentId: string; classId: string | null }[],
  by: string,
): Promise<void> {
  const byClass = new Map<string, string[]>();
  for (const { studentId, classId } of added)
    if (classId) byClass.set(classId, [...(byClass.get(classId) ?? []), studentId]);
  for (const [classId, studentIds] of byClass) await insertLinks(tx, classId, studentIds, by);
  await recountClasses(tx, [...byClass.keys()]);
}

/** The classes (ids) among these that exist. */
export async function existingClasses(tx: Executor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: classTable.id })
    .from(classTable)
    .where(inArray(classTable.id, [...ids]));
  return new Set(rows.map((r) => String(r.id)));
}

/**
 * Adds students to a class. A student without a class gets this one as their own; one who has
 * another keeps it and is also a member here (a teaching section). Returns how many were new.
 */
export async function addMembers(
  tx: Executor,
  classId: string,
  studentIds: readonly string[],
  by: string,
): Promise<number> {
  const before = await memberIds(tx, classId);
  const fresh = studentIds.filter((id) => !before.has(id));
  await insertLinks(tx, classId, fresh, by);
  await tx
    .update(studentTable)
    .set({ classId, updateBy: by, updateTime: new Date() })
    .where(and(inArray(studentTable.id, [...studentIds]), sql`${studentTable.classId} is null`));
  await recountClasses(tx, [classId]);
  return fresh.length;
}

/**
 * Removes students from a class. For a student whose own class it is, the class is cleared too
 * (the link and the own class never disagree). Returns how many were removed.
 */
export async function removeMembers(
  tx: Executor,
  classId: string,
  studentIds: readonly string[],
  by: string,
): Promise<number> {
  if (studentIds.length === 0) return 0;
  const removed = await tx
    .delete(linkTable)
    .where(and(eq(linkTable.classId, classId), inArray(linkTable.studentId, [...studentIds])))
    .returning({ id: linkTable.id });
  await tx
    .update(studentTable)
    .set({ classId: null, updateBy: by, updateTime: new Date() })
    .where(and(inArray(studentTable.id, [...studentIds]), eq(studentTable.classId, classId)));
  await recountClasses(tx, [classId]);
  return removed.length;
}

async function memberIds(tx: Executor, classId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ id: linkTable.studentId })
    .from(linkTable)
    .where(eq(linkTable.classId, classId));
  return new Set(rows.map((r) => String(r.id)));
}

/** Students (ids) who are members of any class, with the classes, for deletes that must unlink them. */
export async function linksOfStudents(
  tx: Executor,
  studentIds: readonly string[],
): Promise<{ id: string; classId: string }[]> {
  if (studentIds.length === 0) return [];
  return (await tx
    .select({ id: linkTable.id, classId: linkTable.classId })
    .from(linkTable)
    .where(inArray(linkTable.studentId, [...studentIds]))) as { id: string; classId: string }[];
}

/**
 * Makes every student's own class linked and every count right, for data written around the
 * hooks (a seed inserting rows directly, a restore). Safe to run again.
 */
export async function syncClassMembership(tx: Executor, by = 'system'): Promise<void> {
  const missing = await tx
    .select({ studentId: studentTable.id, classId: studentTable.classId })
    .from(studentTable)
    .innerJoin(classTable, eq(classTable.id, studentTable.classId))
    .where(
      and(
        isNotNull(studentTable.classId),
        sql`not exists (select 1 from ${linkTable} where ${linkTable.classId} = ${studentTable.classId} and ${linkTable.studentId} = ${studentTable.id})`,
      ),
    );
  for (let i = 0; i < missing.length; i += 1000)
    await tx
      .insert(linkTable)
      .values(
        missing.slice(i, i + 1000).map((m) => ({
          id: newId(),
          classId: String(m.classId),
          studentId: String(m.studentId),
          createBy: by,
        })),
      )
      .onConflictDoNothing();
  await tx.update(classTable).set({
    memberCount: sql`(select count(*)::int from ${linkTable} where ${linkTable.classId} = ${classTable.id})`,
  });
}
