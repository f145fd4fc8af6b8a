import { zEnvelope } from '@accredit/shared';
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { unauthorized } from '../../core/errors.ts';
import { containsLike } from '../../core/like.ts';
import { moduleFieldCustomizationTable, moduleFieldValueTable } from '../../crud/custom-fields.ts';
import { col } from '../../crud/scope.ts';
import { teachers } from './teachers.ts';

/**
 * Who is who among the faculty, for forms: the caller's own teacher record (a teacher's records
 * default to it) and a teacher picker for co-authors. The picker needs only the right to add
 * authors: teachers pick colleagues without being able to open the faculty profiles.
 */
const zTeacherRef = z.object({
  id: z.string(),
  name: z.string(),
  staffId: z.string(),
  collegeId: z.string().nullable(),
});
const zPicked = zTeacherRef.extend({ nameEn: z.string().nullable() });

/** The school's "English name" custom field of teachers (the demo school has one), if any. */
function englishNameFields(db: Db) {
  const fields = moduleFieldCustomizationTable();
  return db
    .select({ id: col(fields, 'id') })
    .from(fields)
    .where(and(eq(col(fields, 'module'), 'teacher'), eq(col(fields, 'labelEn'), 'English name')));
}

export function registerPeopleRoutes(app: App, db: Db): void {
  app.get(
    '/aacsb/teacher/current',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['teacher'],
        summary: "The caller's own teacher record, or null",
        querystring: z.object({ _t: z.string().optional() }),
        response: { 200: zEnvelope(zTeacherRef.nullable()) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      const [row] = await db
        .select({
          id: teachers.id,
          name: teachers.name,
          staffId: teachers.staffId,
          collegeId: teachers.collegeId,
        })
        .from(teachers)
        .where(eq(col(teachers, 'userId'), request.auth.user.id))
        .limit(1);
      return ok(row ? (row as z.infer<typeof zTeacherRef>) : null);
    },
  );

  app.get(
    '/aacsb/researchOutputAuthor/teachers',
    {
      config: { access: { permission: ['author:add', 'author:edit'] } },
      schema: {
        tags: ['researchOutputAuthor'],
        summary: 'Teachers by name (either language) or staff number, for picking co-authors',
        querystring: z.object({ keyword: z.string().max(50).optional(), _t: z.string().optional() }),
        response: { 200: zEnvelope(z.array(zPicked)) },
      },
    },
    async (request) => {
      const keyword = request.query.keyword?.trim();
      const values = moduleFieldValueTable();
      const pattern = containsLike(keyword ?? '');
      const rows = await db
        .selectDistinctOn([teachers.staffId], {
          id: teachers.id,
          name: teachers.name,
          staffId: teachers.staffId,
          collegeId: teachers.collegeId,
          nameEn: values.value,
        })
        .from(teachers)
        .leftJoin(
          values,
          and(
            eq(values.resource, 'teacher'),
            eq(values.recordId, teachers.id),
            inArray(values.fieldId, englishNameFields(db)),
          ),
        )
        .where(
          keyword
            ? or(
                ilike(teachers.name, pattern),
                ilike(teachers.staffId, pattern),
                ilike(values.value, pattern),
              )
            : undefined,
        )
        .orderBy(asc(teachers.staffId))
        .limit(30);
      return ok(rows as z.infer<typeof zPicked>[]);
    },
  );
}
