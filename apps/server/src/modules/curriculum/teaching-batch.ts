import { type Locale, RESOURCE, zEnvelope } from '@accredit/shared';
import type { BatchProblem } from '@accredit/shared/curriculum/teaching.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App } from '../../core/app-types.ts';
import { type Db, inTransaction, type Tx } from '../../core/db.ts';
import { fail, ok } from '../../core/envelope.ts';
import { AppError, forbidden, unauthorized } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { idList } from '../../crud/context.ts';
import type { Row } from '../../crud/present.ts';
import { findInScope, stamp } from '../../crud/records.ts';
import { col, rowScope } from '../../crud/scope.ts';
import { courses, plans, programmes, programmesInScope, teachingProgramHooks } from './teaching-hooks.ts';

/**
 * `teachingProgramDegreeProgram/batchAdd` and `/deleteBatch` (spec 001 section 7): many courses
 * put into (or taken out of) a programme's plan at once. An addition is all or nothing: every
 * problem (a course that does not exist, a course twice in the batch, a course already in that
 * plan version) is named, and then nothing is stored.
 */
const tags = ['teachingProgram'];
const BASE = '/aacsb/teachingProgramDegreeProgram';

export const zBatchAdd = z.object({
  degreeProgramsId: z.string().min(1).max(64),
  effectiveYear: z.coerce.number().int().min(1900).max(2200),
  items: z
    .array(
      z.object({
        courseId: z.string().min(1).max(64),
        studyYear: z.coerce.number().int().min(1).max(6),
        term: z.coerce.number().int().min(1).max(3),
        credits: z.coerce.number().min(0).max(60).nullish(),
        courseType: z.enum(['1', '2']).nullish(),
      }),
    )
    .min(1)
    .max(500),
});
export type BatchAdd = z.infer<typeof zBatchAdd>;

export class BatchRefused extends Error {
  constructor(readonly problems: BatchProblem[]) {
    super('batch refused');
  }
}

function courseName(course: Row, locale: Locale): string {
  const name = locale === 'zh-CN' || locale === 'zh-TW' ? course.name : (course.nameEn ?? course.name);
  return `${course.code} ${name ?? ''}`.trim();
}

/** Adds the batch's plan rows in the caller's transaction, or throws with every problem. */
export async function batchAddPlan(
  tx: Tx,
  input: BatchAdd,
  auth: AuthContext,
  locale: Locale,
): Promise<string[]> {
  const [programme] = await tx
    .select({ id: col(programmes, 'id') })
    .from(programmes)
    .where(eq(col(programmes, 'id'), input.degreeProgramsId));
  if (!programme) throw new AppError(400, 'teaching.errors.noProgramme');
  const allowed = await programmesInScope(tx, auth, [input.degreeProgramsId], 'add');
  if (!allowed.has(input.degreeProgramsId)) throw forbidden('teaching.errors.programmeOutOfScope');

  const ids = [...new Set(input.items.map((i) => i.courseId))];
  const found = (await tx
    .select()
    .from(courses)
    .where(inArray(col(courses, 'id'), ids))) as Row[];
  const byId = new Map(found.map((c) => [String(c.id), c]));
  const planned = await tx
    .select({ courseId: col(plans, 'courseId') })
    .from(plans)
    .where(
      and(
        eq(col(plans, 'degreeProgramsId'), input.degreeProgramsId),
        eq(col(plans, 'effectiveYear'), input.effectiveYear),
        inArray(col(plans, 'courseId'), ids),
      ),
    );
  const inPlan = new Set(planned.map((p) => String(p.courseId)));

  const problems: BatchProblem[] = [];
  const seen = new Set<string>();
  const rows: Row[] = [];
  for (const [index, item] of input.items.entries()) {
    const course = byId.get(item.courseId);
    const say = (key: string, values: Record<string, unknown> = {}) => {
      problems.push({ index, courseId: item.courseId, message: translate(locale, key, values) });
    };
    if (!course) {
      say('teaching.batch.noCourse', { row: index + 1 });
      continue;
    }
    const named = { course: courseName(course, locale), year: input.effectiveYear };
    if (seen.has(item.courseId)) say('teaching.batch.twice', named);
    else if (inPlan.has(item.courseId)) say('teaching.batch.inPlan', named);
    seen.add(item.courseId);
    rows.push({
      degreeProgramsId: input.degreeProgramsId,
      courseId: item.courseId,
      effectiveYear: input.effectiveYear,
      studyYear: item.studyYear,
      term: item.term,
      credits: item.credits ?? course.credits ?? null,
      courseType: item.courseType ?? course.courseType ?? null,
      ...stamp(auth, 'add'),
    });
  }
  if (problems.length > 0) throw new BatchRefused(problems);
  const inserted = await tx
    .insert(plans)
    .values(rows)
    .returning({ id: col(plans, 'id') });
  return inserted.map((r) => String(r.id));
}

/** Removes plan rows within the caller's delete scope (and who teaches them); all or none. */
export async function deletePlanRows(
  tx: Tx,
  ids: string[],
  auth: AuthContext,
  locale: Locale,
): Promise<number> {
  const def = RESOURCE.teachingProgram;
  const scope = await rowScope(tx, def, plans, auth, 'teachingProgram:delete');
  const rows = await findInScope(tx, plans, ids, scope);
  if (rows.length !== ids.length) throw forbidden('crud.errors.notFoundOrForbidden');
  await teachingProgramHooks.beforeDelete?.({ tx, def, auth, locale }, rows);
  await tx.delete(plans).where(inArray(col(plans, 'id'), ids));
  return rows.length;
}

const zProblem = z.object({ index: z.number(), courseId: z.string(), message: z.string() });
const zIds = z.object({
  ids: z.union([z.string().min(1).max(50_000), z.array(z.string().max(64)).max(1000)]),
});

export function registerBatchRoutes(app: App, db: Db): void {
  app.post(
    `${BASE}/batchAdd`,
    {
      config: { access: { permission: 'teachingProgram:add' }, audit: 'add courses to a teaching programme' },
      schema: {
        tags,
        summary: "Add many courses to a programme's plan (one version), all or nothing",
        body: zBatchAdd,
        response: {
          200: zEnvelope(z.object({ count: z.number(), ids: z.array(z.string()) })),
          400: zEnvelope(z.object({ errors: z.array(zProblem) })),
        },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      try {
        const ids = await inTransaction(db, (tx) => batchAddPlan(tx, request.body, auth, request.locale));
        return ok(
          { count: ids.length, ids },
          translate(request.locale, 'teaching.batch.added', { count: ids.length }),
        );
      } catch (e) {
        if (!(e instanceof BatchRefused)) throw e;
        const message = translate(request.locale, 'teaching.batch.refused', {
          problems: e.problems.map((p) => p.message).join('; '),
        });
        return reply.status(400).send({ ...fail(message, 400), result: { errors: e.problems } });
      }
    },
  );

  for (const method of ['DELETE', 'POST'] as const) {
    app.route({
      method,
      url: `${BASE}/deleteBatch`,
      config: {
        access: { permission: 'teachingProgram:delete' },
        audit: 'remove courses from a teaching programme',
      },
      schema: {
        tags,
        summary: "Remove courses from a programme's plan",
        ...(method === 'DELETE' ? { querystring: zIds } : { body: zIds }),
        response: { 200: zEnvelope(z.object({ count: z.number() })) },
      },
      handler: async (request) => {
        const auth = request.auth;
        if (!auth) throw unauthorized();
        const source = (method === 'DELETE' ? request.query : request.body) as z.infer<typeof zIds>;
        const ids = idList(source.ids);
        const count = await inTransaction(db, (tx) => deletePlanRows(tx, ids, auth, request.locale));
        return ok({ count }, translate(request.locale, 'crud.messages.deleted'));
      },
    });
  }
}
