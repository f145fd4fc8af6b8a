import { equisFigures, zEnvelope } from '@accredit/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App } from '../../core/app-types.ts';
import { type Db, inTransaction } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { unauthorized } from '../../core/errors.ts';
import { identityScope, listIdentity } from './data.ts';
import { saveIdentity } from './save.ts';

/**
 * Identity management routes (issue 19 item 7): the teachers of a year with their categories,
 * the batch save of those categories onto the yearly accreditation records, and the EQUIS
 * figures of the year. Reads and writes are bound by the data rules of teacherAccreditation under
 * the identity codes (data.ts identityScope).
 */
export const BASE = '/aacsb/identity';
export const tags = ['identity'];
export const ZYear = z.coerce.number().int().min(1900).max(2200);
const ZId = z.string().trim().min(1).max(64);
const ZCode = z.string().trim().max(20).nullable();
const ZAny = z.unknown();

export const authOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw unauthorized();
  return request.auth;
};

export function registerIdentityRoutes(app: App, db: Db): void {
  app.get(
    `${BASE}/list`,
    {
      config: { access: { permission: 'identity:query' } },
      schema: {
        tags,
        summary:
          'Teachers in school (and anyone with a record of the year) with the year’s categories from their accreditation record: participating, employment status, faculty category, percent of time to mission (null when no record)',
        querystring: z.object({
          year: ZYear,
          keyword: z.string().max(100).optional(),
          departmentId: ZId.optional(),
          _t: z.coerce.number().optional(),
        }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { year, keyword, departmentId } = request.query;
      const scope = await identityScope(db, auth, 'identity:query');
      return ok({ year, rows: await listIdentity(db, scope, { year, keyword, departmentId }) });
    },
  );

  app.post(
    `${BASE}/save`,
    {
      config: { access: { permission: 'identity:edit' }, audit: 'save faculty identity categories' },
      schema: {
        tags,
        summary:
          'Saves the categories of many teachers for a year in one transaction (creating their accreditation record of the year when missing); any bad row refuses all, naming each problem',
        body: z.object({
          year: ZYear,
          rows: z
            .array(
              z.object({
                teacherId: ZId,
                participating: z.boolean(),
                employmentStatus: ZCode,
                facultyCategory: ZCode,
                missionPercent: z.number().nullable().optional(),
              }),
            )
            .min(1)
            .max(5000),
        }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { year, rows } = request.body;
      const result = await inTransaction(db, (tx) => saveIdentity(tx, auth, request.locale, year, rows));
      return ok(result);
    },
  );

  app.get(
    `${BASE}/summary`,
    {
      config: { access: { permission: 'identity:query' } },
      schema: {
        tags,
        summary:
          'EQUIS faculty figures of a year from the accreditation records in the caller’s scope: headcount and FTE of core, adjunct and visiting, full- and part-time, participating and supporting',
        querystring: z.object({ year: ZYear, _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { year } = request.query;
      const rows = await listIdentity(db, await identityScope(db, auth, 'identity:query'), { year });
      const recorded = rows.filter((r) => r.recordId !== null);
      return ok({
        year,
        figures: equisFigures(recorded),
        // Teachers in school with no record of the year are not counted: the school has not said yet.
        unrecorded: rows.length - recorded.length,
      });
    },
  );
}
