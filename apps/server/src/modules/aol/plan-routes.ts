import { RESOURCE, resourcePermission, zEnvelope } from '@accredit/shared';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import { type Db, inTransaction } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { unauthorized } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { assertProgrammeInReach } from '../curriculum/programme-reach.ts';
import { loadCycle } from './plan-cycle.ts';
import { loadPlan, yearInScope } from './plan-data.ts';
import { generateAssessments } from './plan-generate.ts';
import { copyPreviousPlan, savePlan } from './plan-write.ts';

/**
 * The evaluation-year plan calls (issue 17 item 1), beside the engine's own evaluationYear calls:
 * the plan screen's data and its save (all rows of the year in one transaction), last year's plan
 * copied into an empty year, the AACSB cycle view, and the assessments made from the plan. Each
 * reads the year inside the caller's row scope for that action (a programme head: their
 * programmes'; "not found" elsewhere), and writes only under a programme the caller may edit.
 */
const tags = ['evaluationYear'];
const base = '/aacsb/evaluationYear';
const def = RESOURCE.evaluationYear;
const QUERY = resourcePermission(def, 'query');
const EDIT = resourcePermission(def, 'edit');
const ZId = z.string().trim().min(1).max(64);
const ZAny = z.unknown();
const zYear = z.object({ evaluationYearId: ZId });

const zPlanCourse = z.object({
  courseId: ZId,
  method: z.enum(['1', '2']),
  teacherId: ZId.nullable().optional(),
  classIds: z.array(ZId).max(100).optional(),
});
const zPlan = z.object({
  evaluationYearId: ZId,
  los: z.array(z.object({ loId: ZId, courses: z.array(zPlanCourse).max(100) })).max(500),
});

export function registerPlanRoutes(app: App, db: Db): void {
  app.get(
    `${base}/plan`,
    {
      config: { access: { permission: QUERY } },
      schema: {
        tags,
        summary:
          'An evaluation year’s plan: the programme’s goals and objectives, the objectives assessed with their courses, each objective’s candidate courses from the map in force, the classes',
        querystring: zYear.extend({ _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const year = await yearInScope(db, auth, request.query.evaluationYearId, 'query');
      return ok(await loadPlan(db, year));
    },
  );

  app.put(
    `${base}/plan`,
    {
      config: { access: { permission: EDIT }, audit: 'save assessment plan' },
      schema: {
        tags,
        summary:
          'Replace an evaluation year’s objectives and assessing courses (one transaction); courses without a map cell for their objective come back as warnings',
        body: zPlan,
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const { evaluationYearId, los } = request.body;
      const saved = await inTransaction(db, async (tx) => {
        const year = await yearInScope(tx, auth, evaluationYearId, 'edit');
        await assertProgrammeInReach(tx, auth, year.degreeProgramsId);
        return savePlan(tx, auth, year, los, request.locale);
      });
      return ok(saved, translate(request.locale, 'aolPlan.messages.planSaved', saved));
    },
  );

  app.post(
    `${base}/copyPrevious`,
    {
      config: { access: { permission: EDIT }, audit: 'copy previous assessment plan' },
      schema: {
        tags,
        summary: 'Copy the programme’s latest earlier plan into this evaluation year while it has none',
        body: zYear,
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const copied = await inTransaction(db, async (tx) => {
        const year = await yearInScope(tx, auth, request.body.evaluationYearId, 'edit');
        await assertProgrammeInReach(tx, auth, year.degreeProgramsId);
        return copyPreviousPlan(tx, auth, year);
      });
      return ok(
        copied,
        translate(request.locale, 'aolPlan.messages.planCopied', {
          name: copied.from.name ?? '',
          los: copied.los,
          courses: copied.courses,
        }),
      );
    },
  );

  app.get(
    `${base}/cycle`,
    {
      config: { access: { permission: QUERY } },
      schema: {
        tags,
        summary:
          'The AACSB cycle view of a programme: which objective is assessed in which school year, and the objectives the cycle leaves unassessed',
        querystring: z.object({
          degreeProgramsId: ZId,
          cycleYears: z.coerce.number().int().min(1).max(20).optional(),
          endYear: z.coerce.number().int().min(1900).max(2200).optional(),
          _t: z.coerce.number().optional(),
        }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      return ok(await loadCycle(db, auth, request.query));
    },
  );

  app.post(
    `${base}/generateAssessments`,
    {
      config: { access: { permission: EDIT }, audit: 'generate assessments' },
      schema: {
        tags,
        summary:
          'Make (or bring in line) one quantitative or qualitative assessment per course of the plan; submitted ones are left alone',
        body: zYear,
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const result = await inTransaction(db, async (tx) => {
        const year = await yearInScope(tx, auth, request.body.evaluationYearId, 'edit');
        await assertProgrammeInReach(tx, auth, year.degreeProgramsId);
        return generateAssessments(tx, auth, year);
      });
      return ok(result, translate(request.locale, 'aolPlan.messages.generated', result));
    },
  );
}
