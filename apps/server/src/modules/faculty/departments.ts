import { zEnvelope } from '@accredit/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { sysDepart } from '../system/schema.ts';

/**
 * Departments for the faculty screens' pickers and the names in their lists: the disciplines a
 * teacher's time is split over, and every department a professional staff member may work in
 * (offices are not disciplines). Names and codes only; anyone signed in may read them.
 */
const zDepartment = z.object({
  id: z.string(),
  orgCode: z.string(),
  departName: z.string(),
  departNameEn: z.string(),
});

function departments(db: Db, condition?: SQL) {
  return db
    .select({
      id: sysDepart.id,
      orgCode: sysDepart.orgCode,
      departName: sysDepart.departName,
      departNameEn: sysDepart.departNameEn,
    })
    .from(sysDepart)
    .where(and(eq(sysDepart.delFlag, false), condition))
    .orderBy(asc(sysDepart.orgCode));
}

export function registerDepartmentRoutes(app: App, db: Db): void {
  const routes = [
    {
      url: '/aacsb/teacherDiscipline/disciplines',
      tag: 'teacherDiscipline',
      summary: 'Departments that are disciplines (for discipline pickers and reports)',
      condition: eq(sysDepart.isDiscipline, true),
    },
    {
      url: '/aacsb/professionalStaff/departments',
      tag: 'professionalStaff',
      summary: 'Every department (for the department of a professional staff member)',
      condition: undefined,
    },
  ];
  for (const route of routes)
    app.get(
      route.url,
      {
        config: { access: 'authenticated' },
        schema: {
          tags: [route.tag],
          summary: route.summary,
          querystring: z.object({ _t: z.string().optional() }),
          response: { 200: zEnvelope(z.array(zDepartment)) },
        },
      },
      async () => ok(await departments(db, route.condition)),
    );
}
