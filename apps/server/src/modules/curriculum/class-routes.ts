import { RESOURCE, zEnvelope } from '@accredit/shared';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App, Module } from '../../core/app-types.ts';
import { type Db, type Executor, inTransaction } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { containsLike } from '../../core/like.ts';
import { ResourceContext } from '../../crud/context.ts';
import { refuseImport, uploadedWorkbook } from '../../crud/excel.ts';
import { setHooks } from '../../crud/hooks.ts';
import { presentRows, type Row } from '../../crud/present.ts';
import { findOneInScope } from '../../crud/records.ts';
import { importWorkbook } from '../../crud/routes-io.ts';
import { classesHooks, classStudentHooks, studentHooks } from './class-hooks.ts';
import { addMembers, linkTable, removeMembers, studentTable } from './class-members.ts';
import { registerMajorRoutes } from './major-routes.ts';

/**
 * A class's students (issue 16 item 5; spec 001 section 7, class-student links): who is in a
 * class, adding and removing students in one transaction, a student picker, and importing a
 * students workbook into one class (the engine's student import with the class fixed, every bad
 * row named, nothing stored unless every row is sound). Also the spec's `major` calls.
 */
setHooks('student', studentHooks);
setHooks('classes', classesHooks);
setHooks('classStudent', classStudentHooks);

const MAX_PICK = 1000;
const zClassId = z.object({ classId: z.string().min(1).max(64) });
const zMembers = zClassId.extend({ studentIds: z.array(z.string().min(1).max(64)).min(1).max(MAX_PICK) });
const zCount = zEnvelope(z.object({ count: z.number() }));
const zMember = z.object({
  id: z.string(),
  studentNumber: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  sex_dictText: z.string().nullable(),
  classId: z.string().nullable(),
  classId_dictText: z.string().nullable(),
  /** This class is the student's own (administrative) class, not only a section they attend. */
  own: z.boolean(),
});
const zImportProblem = z.object({ row: z.number(), column: z.string(), message: z.string() });

export function registerClassRoutes(app: App, db: Db): void {
  const classes = new ResourceContext(RESOURCE.classes, db);
  const students = new ResourceContext(RESOURCE.student, db);
  const tags = ['classes'];
  /** The class, if the caller's data rules reach it for this action (else 404, as everywhere). */
  const reachClass = async (ex: Executor, auth: AuthContext, id: string, action: 'get' | 'edit') =>
    findOneInScope(ex, classes.table, id, await classes.scope(ex, auth, action));

  app.get(
    '/aacsb/classes/students',
    {
      config: { access: { permission: 'classes:get' } },
      schema: {
        tags,
        summary: "A class's students (its class-student links), by student number",
        querystring: zClassId.extend({ _t: z.string().optional() }),
        response: { 200: zEnvelope(z.array(zMember)) },
      },
    },
    (request) =>
      classes.run(request, async (auth) => {
        const { classId } = request.query;
        await reachClass(db, auth, classId, 'get');
        const rows = (await db
          .select()
          .from(studentTable)
          .innerJoin(linkTable, eq(linkTable.studentId, studentTable.id))
          .where(eq(linkTable.classId, classId))
          .orderBy(asc(studentTable.studentNumber))) as { student: Row }[];
        const records = await presentRows(
          db,
          RESOURCE.student,
          rows.map((r) => r.student),
          request.locale,
        );
        return ok(records.map((r) => ({ ...(r as z.infer<typeof zMember>), own: r.classId === classId })));
      }),
  );

  app.get(
    '/aacsb/classes/studentOptions',
    {
      config: { access: { permission: 'student:query' } },
      schema: {
        tags,
        summary: 'Students by number or name (either language) for adding to a class, within your data rules',
        querystring: z.object({
          keyword: z.string().max(50).optional(),
          /** Leaves out the students already in this class. */
          classId: z.string().max(64).optional(),
          _t: z.string().optional(),
        }),
        response: { 200: zEnvelope(z.array(zMember.omit({ own: true }))) },
      },
    },
    (request) =>
      students.run(request, async (auth) => {
        const keyword = request.query.keyword?.trim() ?? '';
        const pattern = containsLike(keyword);
        const conditions = [...(await students.scope(db, auth, 'query'))];
        if (keyword)
          conditions.push(
            or(
              ilike(studentTable.studentNumber, pattern),
              ilike(studentTable.name, pattern),
              ilike(studentTable.nameEn, pattern),
            ) as ReturnType<typeof eq>,
          );
        const rows = (await db
          .select()
          .from(studentTable)
          .where(and(...conditions))
          .orderBy(asc(studentTable.studentNumber))
          .limit(request.query.classId ? 200 : 50)) as Row[];
        const inClass = request.query.classId
          ? new Set(
              (
                await db
                  .select({ id: linkTable.studentId })
                  .from(linkTable)
                  .where(eq(linkTable.classId, request.query.classId))
              ).map((r) => String(r.id)),
            )
          : new Set<string>();
        const shown = rows.filter((r) => !inClass.has(String(r.id))).slice(0, 50);
        const records = await presentRows(db, RESOURCE.student, shown, request.locale);
        return ok(records as Omit<z.infer<typeof zMember>, 'own'>[]);
      }),
  );

  for (const [verb, change] of [
    ['addStudents', addMembers],
    ['removeStudents', removeMembers],
  ] as const)
    app.post(
      `/aacsb/classes/${verb}`,
      {
        config: { access: { permission: 'classes:edit' } },
        schema: {
          tags,
          summary:
            verb === 'addStudents'
              ? 'Adds students to a class (a student without a class takes it as their own)'
              : "Removes students from a class (clearing it where it is the student's own class)",
          body: zMembers,
          response: { 200: zCount },
        },
      },
      (request) =>
        classes.run(request, async (auth) => {
          const { classId, studentIds } = request.body;
          const ids = [...new Set(studentIds)];
          const count = await inTransaction(db, async (tx) => {
            await reachClass(tx, auth, classId, 'edit');
            const found = await tx
              .select({ id: studentTable.id })
              .from(studentTable)
              .where(inArray(studentTable.id, ids));
            if (found.length !== ids.length) throw new AppError(400, 'classes.errors.unknownStudents');
            return change(tx, classId, ids, auth.user.username);
          });
          return ok({ count }, translate(request.locale, `classes.messages.${verb}`, { count }));
        }),
    );

  app.post(
    '/aacsb/classes/importStudents',
    {
      config: { access: { permission: 'student:import' } },
      schema: {
        tags,
        summary: 'Imports a students workbook into one class (all rows or none; every bad row named)',
        consumes: ['multipart/form-data'],
        querystring: zClassId,
        response: {
          200: zEnvelope(z.object({ count: z.number() })),
          400: zEnvelope(z.object({ errors: z.array(zImportProblem) })),
        },
      },
    },
    (request, reply) =>
      students.run(request, async (auth) => {
        const { classId } = request.query;
        await reachClass(db, auth, classId, 'edit');
        const outcome = await importWorkbook(
          students,
          await uploadedWorkbook(request),
          auth,
          request.locale,
          {
            values: { classId },
            conflict: 'classes.import.otherClass',
          },
        );
        if ('errors' in outcome) return refuseImport(reply, request.locale, outcome.errors);
        return ok(
          { count: outcome.count },
          translate(request.locale, 'crud.import.done', { count: outcome.count }),
        );
      }),
  );
}

export const classModule: Module = (app, { database }) => {
  registerClassRoutes(app, database.db);
  registerMajorRoutes(app, database.db);
};
