import { zEnvelope } from '@accredit/shared';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Module } from '../../core/app-types.ts';
import { ok } from '../../core/envelope.ts';
import { setHooks } from '../../crud/hooks.ts';
import { sysDepart } from '../system/schema.ts';
import { researchOutputAuthorHooks } from './author-hooks.ts';
import { registerMineRoute } from './mine.ts';
import { researchOutputHooks } from './output-hooks.ts';
import { registerPeopleRoutes } from './people-routes.ts';
import { ownTeacherRecordHooks, teacherAccreditationHooks, teacherDisciplineHooks } from './record-hooks.ts';

/**
 * Faculty and their contribution records (issue 7, part A): the rules of the faculty resources
 * (hooks on the resource engine), the disciplines a teacher's time is split over, and "my
 * contributions" (every output a person authors or entered, whatever their role).
 */
setHooks('teacherAccreditation', teacherAccreditationHooks);
setHooks('teacherDiscipline', teacherDisciplineHooks);
setHooks('researchOutput', researchOutputHooks);
setHooks('researchOutputAuthor', researchOutputAuthorHooks);
setHooks('teachingContribution', ownTeacherRecordHooks('teachingContribution'));
setHooks('professionalEngagement', ownTeacherRecordHooks('professionalEngagement'));

const zDiscipline = z.object({
  id: z.string(),
  orgCode: z.string(),
  departName: z.string(),
  departNameEn: z.string(),
});

export const facultyModule: Module = (app, { database }) => {
  const { db } = database;
  app.get(
    '/aacsb/teacherDiscipline/disciplines',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['teacherDiscipline'],
        summary: 'Departments that are disciplines (for discipline pickers and reports)',
        querystring: z.object({ _t: z.string().optional() }),
        response: { 200: zEnvelope(z.array(zDiscipline)) },
      },
    },
    async () => {
      const rows = await db
        .select({
          id: sysDepart.id,
          orgCode: sysDepart.orgCode,
          departName: sysDepart.departName,
          departNameEn: sysDepart.departNameEn,
        })
        .from(sysDepart)
        .where(and(eq(sysDepart.isDiscipline, true), eq(sysDepart.delFlag, false)))
        .orderBy(asc(sysDepart.orgCode));
      return ok(rows);
    },
  );
  registerMineRoute(app, db);
  registerPeopleRoutes(app, db);
};
