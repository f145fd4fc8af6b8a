import { z } from 'zod';
import { describeRoutes } from '../../core/openapi.ts';

/**
 * What the resources area's summaries answer (packages/shared/src/facilities/summary.ts), for the
 * OpenAPI document (core/openapi.ts describeRoutes). answers.test.ts parses real answers with
 * these. Objects are loose: a field added later passes.
 */

const ZBudgetCategory = z.looseObject({
  category: z.string(),
  kind: z.string(),
  amount: z.number(),
  share: z.number().nullable(),
  change: z.number().nullable(),
  category_dictText: z.string(),
  kind_dictText: z.string(),
});
export const ZBudgetSummary = z.looseObject({
  fromYear: z.number().nullable(),
  toYear: z.number().nullable(),
  latestYear: z.number().nullable(),
  years: z.array(
    z.looseObject({
      year: z.number(),
      income: z.number(),
      expenditure: z.number(),
      balance: z.number(),
      incomeChange: z.number().nullable(),
      expenditureChange: z.number().nullable(),
      categories: z.array(ZBudgetCategory),
    }),
  ),
});
const ZCategoryOf = <T extends z.ZodRawShape>(figures: T) =>
  z.looseObject({ category: z.string(), category_dictText: z.string(), count: z.number(), ...figures });
const physical = { rooms: z.number(), seats: z.number(), area: z.number() };
export const ZPhysicalSummary = z.looseObject({
  year: z.number().nullable(),
  years: z.array(z.number()),
  categories: z.array(ZCategoryOf(physical)),
  total: z.looseObject({ count: z.number(), ...physical }),
});
const virtual = { users: z.number(), licences: z.number(), annualCost: z.number() };
export const ZVirtualSummary = z.looseObject({
  year: z.number().nullable(),
  years: z.array(z.number()),
  today: z.string(),
  withinDays: z.number(),
  categories: z.array(ZCategoryOf(virtual)),
  total: z.looseObject({ count: z.number(), ...virtual }),
  expiring: z.array(
    z.looseObject({
      id: z.string(),
      nameZh: z.string().nullable(),
      nameEn: z.string().nullable(),
      category: z.string().nullable(),
      category_dictText: z.string().nullable(),
      year: z.number().nullable(),
      licences: z.number().nullable(),
      expiryDate: z.string(),
      daysLeft: z.number(),
    }),
  ),
});

export const FACILITIES_ANSWERS = {
  'GET /api/aacsb/financialResource/summary': { answer: ZBudgetSummary },
  'GET /api/aacsb/physicalResource/summary': { answer: ZPhysicalSummary },
  'GET /api/aacsb/virtualResource/summary': { answer: ZVirtualSummary },
} as const;

export const describeFacilitiesRoutes = describeRoutes(FACILITIES_ANSWERS);
