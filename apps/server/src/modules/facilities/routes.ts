import { budgetKindMismatch, zEnvelope } from '@accredit/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { badRequest, unauthorized } from '../../core/errors.ts';
import { setHooks } from '../../crud/hooks.ts';
import { loadBudgetSummary, loadPhysicalSummary, loadVirtualSummary } from './summary-data.ts';

/**
 * Summaries of the resources area (issue 19 item 5): budget per year with its changes, spaces and
 * platforms by category. The records themselves are engine resources (list, form, Excel import and
 * export); the hook here keeps a budget line's kind and category in agreement.
 */
const ZYear = z.coerce.number().int().min(1000).max(9999);
/** The spaces' and platforms' year (else the latest recorded). */
const ZOneYear = z.object({ year: ZYear.optional(), _t: z.coerce.number().optional() });
const EXPIRY_WINDOW_DAYS = 90;
const utcToday = () => new Date().toISOString().slice(0, 10);

const authOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw unauthorized();
  return request.auth;
};

export function registerFacilitiesRoutes(app: App, db: Db): void {
  setHooks('financialResource', {
    beforeWrite(_ctx, values, existing): Record<string, string> {
      const merged = { ...(existing ?? {}), ...values };
      if (merged.kind == null || merged.category == null) return {};
      return budgetKindMismatch(String(merged.kind), String(merged.category))
        ? { category: 'budget.errors.kindMismatch' }
        : {};
    },
  });

  app.get(
    '/aacsb/financialResource/summary',
    {
      config: { access: { permission: 'financialResource:query' } },
      schema: {
        tags: ['financialResource'],
        summary:
          'Budget per year (10,000 CNY): income, expenditure, balance, year-on-year change in percent, and each category with its share of its kind; lines in the caller’s row scope',
        querystring: z.object({
          fromYear: ZYear.optional(),
          toYear: ZYear.optional(),
          _t: z.coerce.number().optional(),
        }),
        response: { 200: zEnvelope(z.unknown()) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { fromYear, toYear } = request.query;
      if (fromYear !== undefined && toYear !== undefined && fromYear > toYear)
        throw badRequest('budget.errors.yearRange');
      return ok(await loadBudgetSummary(db, auth, request.locale, { fromYear, toYear }));
    },
  );

  app.get(
    '/aacsb/physicalResource/summary',
    {
      config: { access: { permission: 'physicalResource:query' } },
      schema: {
        tags: ['physicalResource'],
        summary:
          'Spaces of one year (the one asked for, else the latest recorded): records, rooms, seats and area by type and in all; rows in the caller’s row scope',
        querystring: ZOneYear,
        response: { 200: zEnvelope(z.unknown()) },
      },
    },
    async (request) => ok(await loadPhysicalSummary(db, authOf(request), request.locale, request.query.year)),
  );

  app.get(
    '/aacsb/virtualResource/summary',
    {
      config: { access: { permission: 'virtualResource:query' } },
      schema: {
        tags: ['virtualResource'],
        summary:
          'Virtual resources of one year (the one asked for, else the latest recorded) by type: records, users, licences, annual cost; and every licence in scope expiring within 90 days of today',
        querystring: ZOneYear,
        response: { 200: zEnvelope(z.unknown()) },
      },
    },
    async (request) =>
      ok(
        await loadVirtualSummary(db, authOf(request), request.locale, {
          year: request.query.year,
          today: utcToday(),
          withinDays: EXPIRY_WINDOW_DAYS,
        }),
      ),
  );
}
