import { BLOCK_KINDS } from '@accredit/shared';
import { z } from 'zod';
import { describeRoutes } from '../../core/openapi.ts';

/**
 * What the report calls answer, for the OpenAPI document (core/openapi.ts describeRoutes): the
 * shapes of packages/shared/src/accreditation (BlockData, BlockCatalog, DriftItem,
 * ReportReading) as schemas. The routes keep their own schemas; answers.test.ts parses real
 * answers with these so they cannot drift. Objects are loose: a field added later passes.
 */

const ZBlockKind = z.enum(BLOCK_KINDS);
const ZBlockCell = z.union([
  z.string(),
  z.number(),
  z.null(),
  z.looseObject({ percent: z.number().nullable(), atLeast: z.boolean().optional() }),
]);
export const ZBlockData = z.looseObject({
  key: z.string(),
  kind: ZBlockKind,
  title: z.string(),
  subtitle: z.string().optional(),
  table: z
    .looseObject({
      columns: z.array(z.looseObject({ header: z.string(), kind: z.string() })),
      groups: z.array(z.looseObject({ label: z.string(), from: z.number(), to: z.number() })),
      rows: z.array(
        z.looseObject({
          kind: z.string(),
          cells: z.array(ZBlockCell),
          spans: z.array(z.tuple([z.number(), z.number()])).optional(),
        }),
      ),
    })
    .optional(),
  chart: z
    .looseObject({
      type: z.enum(['bar', 'line']),
      categories: z.array(z.string()),
      series: z.array(z.looseObject({ name: z.string(), values: z.array(z.number().nullable()) })),
      unit: z.string().optional(),
    })
    .optional(),
  source: z.looseObject({ label: z.string(), href: z.string() }).optional(),
  empty: z.string().optional(),
  error: z.string().optional(),
  takenAt: z.string(),
  frozen: z.boolean(),
});

const ZOption = z.looseObject({ value: z.string(), label: z.string() });
export const ZBlockCatalog = z.looseObject({
  kinds: z.array(
    z.looseObject({
      kind: ZBlockKind,
      label: z.string(),
      description: z.string(),
      params: z.array(
        z.looseObject({
          name: z.string(),
          input: z.string(),
          label: z.string(),
          required: z.boolean().optional(),
        }),
      ),
    }),
  ),
  years: z.array(z.number()),
  defaultYear: z.number(),
  programmes: z.array(ZOption.extend({ degreeLevel: z.string().nullable() })),
  evaluationYears: z.array(ZOption.extend({ programmeId: z.string() })),
  plans: z.array(ZOption),
  kpis: z.array(ZOption.extend({ planId: z.string().nullable() })),
  parts: z.array(ZOption),
  resources: z.array(ZOption.extend({ filters: z.array(ZOption), columns: z.array(ZOption) })),
});

export const ZDriftItem = z.looseObject({
  key: z.string(),
  kind: ZBlockKind,
  title: z.string(),
  sections: z.array(z.looseObject({ id: z.string(), title: z.string() })),
  cells: z.array(
    z.looseObject({ row: z.string(), column: z.string(), frozen: z.string(), live: z.string() }),
  ),
});

export const ZReportReading = z.looseObject({
  report: z.looseObject({
    id: z.string(),
    title: z.string(),
    scheme: z.string(),
    status: z.string(),
    frozenTime: z.string().nullable(),
    year: z.number().nullable(),
  }),
  school: z.string(),
  sections: z.array(
    z.looseObject({
      id: z.string(),
      parentId: z.string().nullable(),
      number: z.string(),
      title: z.string(),
      standard: z.string().nullable(),
      html: z.string(),
    }),
  ),
  blocks: z.record(z.string(), ZBlockData),
  evidence: z.array(
    z.looseObject({
      standard: z.string(),
      label: z.string(),
      items: z.array(
        z.looseObject({
          title: z.string(),
          typeLabel: z.string(),
          files: z.array(z.looseObject({ fileName: z.string(), url: z.string() })),
        }),
      ),
    }),
  ),
  mayExport: z.boolean(),
});

/** `METHOD /api/path` of each call and what it answers. */
export const REPORT_ANSWERS = {
  'GET /api/aacsb/reportBlock/catalog': { answer: ZBlockCatalog },
  // Without a report every ref resolves; with one, a ref the report lacks answers null.
  'POST /api/aacsb/reportBlock/resolve': { answer: z.array(ZBlockData.nullable()) },
  'POST /api/aacsb/certificationReport/freeze': {
    answer: z.looseObject({ id: z.string(), status: z.string(), frozenTime: z.string(), blocks: z.number() }),
  },
  'POST /api/aacsb/certificationReport/unfreeze': {
    answer: z.looseObject({ id: z.string(), status: z.string() }),
  },
  'GET /api/aacsb/certificationReport/drift': { answer: z.array(ZDriftItem) },
  'GET /api/aacsb/certificationReport/read': { answer: ZReportReading },
  'GET /api/sys/secret/report': { answer: ZReportReading },
} as const;

export const describeReportRoutes = describeRoutes(REPORT_ANSWERS);
