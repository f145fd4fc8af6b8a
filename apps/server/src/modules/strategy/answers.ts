import { KPI_LIVE_SOURCES, KPI_STATUSES } from '@accredit/shared';
import { z } from 'zod';
import { describeRoutes } from '../../core/openapi.ts';

/**
 * What the plan tree and KPI calls answer, for the OpenAPI document (core/openapi.ts
 * describeRoutes); the routes keep their own schemas. answers.test.ts parses real answers with
 * these, so they cannot drift from what the routes send. Objects are loose: a field added later
 * passes; the records of the plan, its priorities, goals and actions and the KPI target are the
 * engine's records (their fields are those of the resource).
 */

const ZProgress = z.looseObject({
  total: z.number(),
  notStarted: z.number(),
  inProgress: z.number(),
  completed: z.number(),
  overdue: z.number(),
  completedLate: z.number(),
  percent: z.number().nullable(),
});
const ZCode = z.string().nullable().optional();
const ZPlanAction = z.looseObject({
  id: z.string(),
  code: ZCode,
  goalId: z.string(),
  status: z.string(),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  completedDate: z.string().nullable(),
  files: z.array(z.looseObject({ fileName: z.string(), url: z.string() })),
  overdue: z.boolean(),
  late: z.boolean(),
});
const ZPlanGoal = z.looseObject({
  id: z.string(),
  code: ZCode,
  priorityId: z.string(),
  progress: ZProgress,
  actions: z.array(ZPlanAction),
});
const ZPlanPriority = z.looseObject({
  id: z.string(),
  code: ZCode,
  progress: ZProgress,
  goals: z.array(ZPlanGoal),
});
export const ZPlanTree = z.looseObject({
  plan: z.record(z.string(), z.unknown()),
  today: z.string(),
  progress: ZProgress,
  priorities: z.array(ZPlanPriority),
  timeline: z.looseObject({
    from: z.string(),
    to: z.string(),
    today: z.number().nullable(),
    years: z.array(z.looseObject({ year: z.number(), left: z.number() })),
    bars: z.array(
      z.looseObject({
        id: z.string(),
        start: z.string(),
        end: z.string(),
        status: z.string(),
        overdue: z.boolean(),
        point: z.boolean(),
        left: z.number(),
        width: z.number(),
        overrun: z.number(),
      }),
    ),
    undated: z.array(z.string()),
  }),
});

const ZKpiYear = z.looseObject({
  id: z.string(),
  year: z.number(),
  target: z.number().nullable(),
  actual: z.number().nullable(),
  typedActual: z.number().nullable(),
  note: z.string().nullable(),
  status: z.enum(KPI_STATUSES),
  gap: z.number().nullable(),
  numerator: z.number().nullable(),
  denominator: z.number().nullable(),
});
export const ZKpiBoard = z.looseObject({
  currentYear: z.number(),
  kpis: z.array(
    z.looseObject({
      target: z.record(z.string(), z.unknown()),
      live: z.boolean(),
      liveError: z.boolean(),
      years: z.array(ZKpiYear),
      summary: z.looseObject({
        counts: z.record(z.enum(KPI_STATUSES), z.number()),
        flagged: z.number(),
        latest: z
          .looseObject({
            year: z.number(),
            target: z.number().nullable(),
            actual: z.number().nullable(),
            status: z.enum(KPI_STATUSES),
            gap: z.number().nullable(),
          })
          .nullable(),
        overall: z.enum(['attention', 'met', 'notMet', 'pending']),
      }),
    }),
  ),
});
export const ZKpiLiveValue = z.looseObject({
  source: z.enum(KPI_LIVE_SOURCES),
  year: z.number(),
  programmeId: z.string().nullable(),
  value: z.number().nullable(),
  unit: z.string(),
  numerator: z.number().nullable(),
  denominator: z.number().nullable(),
});

/** `METHOD /api/path` of each call and what it answers. */
export const STRATEGY_ANSWERS = {
  'GET /api/aacsb/strategicPlan/tree': { answer: ZPlanTree },
  'GET /api/aacsb/performanceTarget/board': { answer: ZKpiBoard },
  'GET /api/aacsb/performanceTarget/liveValue': { answer: ZKpiLiveValue },
} as const;

export const describeStrategyRoutes = describeRoutes(STRATEGY_ANSWERS);
