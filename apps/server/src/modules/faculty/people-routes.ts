import { zEnvelope } from '@accredit/shared';
import { asc, eq, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { unauthorized } from '../../core/errors.ts';
import { containsLike } from '../../core/like.ts';
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
      const pattern = containsLike(keyword ?? '');
      const rows = await db
        .selectDistinctOn([teachers.staffId], {
          id: teachers.id,
          name: teachers.name,
          staffId: teachers.staffId,
          collegeId: teachers.collegeId,
          nameEn: col(teachers, 'nameEn'),
        })
        .from(teachers)
        .where(
          keyword
            ? or(
                ilike(teachers.name, pattern),
                ilike(teachers.staffId, pattern),
                ilike(col(teachers, 'nameEn'), pattern),
              )
            : undefined,
        )
        .orderBy(asc(teachers.staffId))
        .limit(30);
      return ok(rows as z.infer<typeof zPicked>[]);
    },
  );
}
