import {
  DEGREE_LEVELS,
  OUTPUT_COLUMNS,
  PRODUCTIVITY_UNITS,
  RULE_STATUSES,
  ZOutputMapping,
  ZRule,
  ZStatus,
  ZTableCode,
  ZThresholds,
} from '@accredit/shared/aacsb/index.ts';
import { z } from 'zod';
import { OFFICE_TYPES } from '../../core/download.ts';
import { describeRoutes } from '../../core/openapi.ts';

/**
 * What the qualification calls answer, for the OpenAPI document (core/openapi.ts describeRoutes).
 * The routes keep `unknown` as their schema: the tables are written as kept JSON bytes and would
 * otherwise be parsed again on every call. answers.test.ts parses real answers with these, so
 * they cannot drift from what the routes send. Objects are loose: a field added later passes.
 */

const ZRatio = z.looseObject({
  numerator: z.number(),
  denominator: z.number(),
  value: z.number().nullable(),
  shown: z.number().nullable(),
  threshold: z.number().nullable(),
  pass: z.boolean().nullable(),
});
const ZByStatus = z.record(ZStatus, z.number());
const ZByStatusOrNull = z.record(ZStatus, z.number().nullable());
const ZEvidenceRef = z.looseObject({
  kind: z.enum(['output', 'activity', 'degree']),
  id: z.string(),
  title: z.string(),
  date: z.string().nullable(),
  end: z.string().nullable().optional(),
  amount: z.number(),
});
const ZConditionCheck = z.looseObject({
  kind: z.string(),
  required: z.number(),
  actual: z.number(),
  held: z.boolean(),
  records: z.array(ZEvidenceRef),
});
const ZRuleCheck = z.looseObject({
  status: z.enum(RULE_STATUSES),
  held: z.boolean(),
  degree: ZConditionCheck,
  alternatives: z.array(z.array(ZConditionCheck)),
  heldAlternative: z.number().nullable(),
});
const ZIdentification = z.looseObject({
  id: z.string(),
  teacherId: z.string(),
  year: z.number(),
  action: z.enum(['identify', 'cancel']),
  status: z.string(),
  computedStatus: z.string(),
  overridden: z.boolean(),
  reason: z.string().nullable(),
  ruleVersion: z.number().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});

export const ZBoard = z.looseObject({
  year: z.number(),
  ruleVersion: z.number(),
  window: z.number(),
  teachers: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      nameEn: z.string(),
      degree: z.string().nullable(),
      degreeYear: z.number().nullable(),
      participating: z.boolean(),
      disciplines: z.array(z.unknown()),
      computed: ZStatus,
      status: ZStatus,
      checks: z.array(ZRuleCheck),
      atRisk: z
        .looseObject({ nextStatus: ZStatus, leaving: z.array(ZEvidenceRef), degreeAgesOut: z.boolean() })
        .nullable(),
      identification: ZIdentification.nullable(),
    }),
  ),
});

const ZRuleVersion = z.looseObject({
  version: z.number(),
  rules: z.object({ rules: z.array(ZRule) }),
  note: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});
const ZSettings = z.looseObject({
  unit: z.enum(PRODUCTIVITY_UNITS),
  thresholds: ZThresholds,
  mapping: ZOutputMapping,
});

const ZGroupTotals = z.looseObject({
  participatingP: z.number(),
  supportingP: z.number(),
  byStatus: ZByStatus,
  t: z.number(),
  computedFte: z.number(),
  sufficiency: ZRatio,
  sa: ZRatio,
  saPaSp: ZRatio,
  saPaSpIp: ZRatio,
});
const ZTable31 = z.looseObject({
  year: z.number(),
  unit: z.enum(PRODUCTIVITY_UNITS),
  groups: z.array(
    z.looseObject({
      disciplineId: z.string(),
      name: z.string(),
      nameEn: z.string(),
      fte: z.number().nullable(),
      rows: z.array(
        z.looseObject({
          teacherId: z.string(),
          name: z.string(),
          nameEn: z.string(),
          specialty: z.string(),
          specialtyEn: z.string(),
          degree: z.string().nullable(),
          degreeYear: z.number().nullable(),
          participating: z.boolean(),
          participatingP: z.number(),
          supportingP: z.number(),
          responsibilities: z.array(z.string()),
          status: ZStatus,
          t: z.number(),
          basis: z.string(),
        }),
      ),
      totals: ZGroupTotals,
    }),
  ),
  total: ZGroupTotals.extend({
    disciplineSufficiency: ZRatio.extend({
      disciplineId: z.string().nullable(),
      allPass: z.boolean().nullable(),
    }),
  }),
});
const ZTable32 = z.looseObject({
  unit: z.enum(PRODUCTIVITY_UNITS),
  rows: z.array(
    z.looseObject({
      level: z.enum([...DEGREE_LEVELS, 'total']),
      productivity: ZByStatus,
      total: z.number(),
      percent: ZByStatusOrNull,
      shown: ZByStatusOrNull,
    }),
  ),
});
const ZTable81Row = z.looseObject({
  disciplineId: z.string(),
  name: z.string(),
  nameEn: z.string(),
  categories: z.record(z.string(), z.number()),
  columns: z.record(z.string(), z.number()),
  total: z.number(),
  participatingProducing: ZRatio,
  fteProducing: ZRatio,
});
const ZTable81 = z.looseObject({
  window: z.object({ from: z.number(), to: z.number() }),
  rateCounting: z.boolean(),
  rows: z.array(ZTable81Row),
  total: ZTable81Row,
  uncategorised: z.array(z.string()),
});
const ZNarrative = z.object({ B: z.string(), C: z.string() });
const tableAnswer = <T extends z.ZodType>(table: T) =>
  z.looseObject({ year: z.number(), ruleVersion: z.number(), table });

export const ZTable31Answer = tableAnswer(ZTable31);
/** What what-if needs of Table 3-1's input (whatIfInput): the browser runs the model on it. */
export const ZWhatIfInputAnswer = z.looseObject({
  year: z.number(),
  ruleVersion: z.number(),
  input: z.looseObject({
    year: z.number(),
    unit: z.enum(PRODUCTIVITY_UNITS),
    thresholds: ZThresholds,
    disciplines: z.array(z.looseObject({ id: z.string() })),
    teachers: z.array(
      z.looseObject({
        id: z.string(),
        name: z.string(),
        degree: z.string().nullable(),
        participating: z.boolean(),
        missionPercent: z.number(),
        disciplines: z.array(z.object({ disciplineId: z.string(), percent: z.number() })),
      }),
    ),
    statuses: z.record(z.string(), ZStatus),
    /** Each teacher's teaching: productivity in the unit, and the discipline an assignment names. */
    teaching: z.record(z.string(), z.array(z.object({ p: z.number(), disciplineId: z.string().optional() }))),
  }),
});
export const ZTable32Answer = tableAnswer(ZTable32);
export const ZTable81Answer = tableAnswer(ZTable81).extend({ narrative: ZNarrative });

export const ZDrill = z.looseObject({
  cells: z.array(z.object({ key: z.string(), value: z.number() })),
  teachers: z.array(
    z.looseObject({
      id: z.string(),
      name: z.string(),
      nameEn: z.string(),
      amount: z.number(),
      status: z.string().nullable(),
      participating: z.boolean().nullable(),
      evidence: z.array(ZEvidenceRef),
    }),
  ),
  records: z.array(
    z.looseObject({
      kind: z.enum(['teacher', 'output', 'activity', 'assignment']),
      id: z.string(),
      title: z.string(),
      date: z.string().nullable(),
      type: z.string().nullable(),
      amount: z.number(),
      teacherId: z.string().nullable(),
      teacherName: z.string().nullable(),
      teacherNameEn: z.string().nullable(),
    }),
  ),
});
export const ZRecordView = z.looseObject({
  kind: z.enum(['teacher', 'output', 'activity', 'assignment']),
  id: z.string(),
  source: z.object({ resource: z.string(), outputType: z.union([z.string(), z.number()]).nullable() }),
  fields: z.record(z.string(), z.unknown()),
  authors: z.array(
    z.looseObject({
      order: z.union([z.string(), z.number()]).nullable(),
      teacherId: z.string().nullable(),
      name: z.string(),
      institution: z.string().nullable(),
      isLead: z.boolean(),
    }),
  ),
});
const ZSnapshotRow = z.looseObject({
  id: z.string(),
  tableCode: ZTableCode,
  year: z.number(),
  note: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});
export const ZSnapshot = ZSnapshotRow.extend({
  table: z.union([ZTable31, ZTable32, ZTable81]),
  changes: z.array(z.object({ key: z.string(), snapshot: z.number(), live: z.number() })),
});
export const ZTrends = z.array(
  z.looseObject({ year: z.number(), ...Object.fromEntries(OUTPUT_COLUMNS.map((c) => [c, z.number()])) }),
);

/** `METHOD /api/path` of each call and what it answers. */
export const QUALIFICATION_ANSWERS = {
  'GET /api/qualification/board': { answer: ZBoard },
  'POST /api/qualification/cancel': { answer: z.null() },
  'GET /api/qualification/history': { answer: z.array(ZIdentification) },
  'GET /api/qualification/rules': { answer: z.array(ZRuleVersion) },
  'PUT /api/qualification/rules': { answer: ZRuleVersion },
  'GET /api/qualification/settings': { answer: ZSettings },
  'PUT /api/qualification/settings': { answer: ZSettings },
  'PUT /api/qualification/mapping': { answer: ZSettings },
  'GET /api/qualification/table31': { answer: ZTable31Answer },
  'GET /api/qualification/table31/input': { answer: ZWhatIfInputAnswer },
  'GET /api/qualification/table32': { answer: ZTable32Answer },
  'GET /api/qualification/table81': { answer: ZTable81Answer },
  'GET /api/qualification/drill': { answer: ZDrill },
  'GET /api/qualification/record': { answer: ZRecordView },
  'POST /api/qualification/snapshots': { answer: z.object({ id: z.string(), createTime: z.string() }) },
  'GET /api/qualification/snapshots': { answer: z.array(ZSnapshotRow) },
  'GET /api/qualification/snapshot': { answer: ZSnapshot },
  'GET /api/qualification/narrative': { answer: ZNarrative },
  'PUT /api/qualification/narrative': { answer: ZNarrative },
  'GET /api/qualification/trends': { answer: ZTrends },
  'GET /api/qualification/export': { produces: [OFFICE_TYPES.xlsx, OFFICE_TYPES.docx] },
} as const;

export const describeQualificationRoutes = describeRoutes(QUALIFICATION_ANSWERS);
