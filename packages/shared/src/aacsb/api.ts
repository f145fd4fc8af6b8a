import { z } from 'zod';
import { OUTPUT_COLUMNS, PRODUCTIVITY_UNITS, RULE_STATUSES, STATUSES } from './model.ts';

/** API shapes of the qualification module (issue 8), shared by the server's routes and the web app. */

const count = z.number().int().min(0).max(100).optional();

export const ZRuleCondition = z.object({
  recentDegree: z.boolean().optional(),
  minPrj: count,
  minContributions: count,
  minActivities: count,
  minLevelJournals: count,
  journalLevels: z.array(z.string().trim().min(1).max(50)).max(30).optional(),
});

export const ZRule = z.object({
  status: z.enum(RULE_STATUSES),
  minDegree: z.enum(['1', '2', '3']),
  anyOf: z.array(ZRuleCondition).max(6),
});

/** One rule per status, tried in the order SA, PA, SP, IP (DOMAIN.md section 2). */
export const ZRuleSet = z.object({
  rules: z
    .array(ZRule)
    .min(1)
    .max(4)
    .refine(
      (rules) => new Set(rules.map((r) => r.status)).size === rules.length,
      'qualification.errors.duplicateStatus',
    )
    .transform((rules) =>
      [...rules].sort((a, b) => RULE_STATUSES.indexOf(a.status) - RULE_STATUSES.indexOf(b.status)),
    ),
});

const pct = z.number().min(0).max(100);
export const ZThresholds = z.object({
  schoolSufficiency: pct,
  disciplineSufficiency: pct,
  sa: pct,
  saPaSp: pct,
  saPaSpIp: pct,
});

const target = z.enum([...OUTPUT_COLUMNS, 'excluded']);
export const ZOutputMapping = z.record(
  z.enum(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13']),
  z.object({ reviewed: target, unreviewed: target }),
);

export const ZSettingsEdit = z.object({
  unit: z.enum(PRODUCTIVITY_UNITS).optional(),
  thresholds: ZThresholds.optional(),
});

export const ZStatus = z.enum(STATUSES);
export const TABLE_CODES = ['31', '32', '81'] as const;
export const ZTableCode = z.enum(TABLE_CODES);
/** Cell keys: `<table>:<scope>:<column>`; scopes are ids (and `id|teacherId` for rows). */
export const ZCellKey = z
  .string()
  .regex(/^(31|32|81):[A-Za-z0-9_|-]{1,140}:[A-Za-z0-9+]{1,40}$/, 'errors.field.invalid');
