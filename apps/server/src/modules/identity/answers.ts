import { z } from 'zod';
import { describeRoutes } from '../../core/openapi.ts';

/**
 * What the identity calls answer, for the OpenAPI document (core/openapi.ts describeRoutes); the
 * routes keep their own schemas. answers.test.ts parses real answers with these, so they cannot
 * drift from what the routes send. Objects are loose: a field added later passes.
 */

export const ZIdentityListRow = z.looseObject({
  teacherId: z.string(),
  staffId: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  departmentId: z.string().nullable(),
  department: z.string().nullable(),
  departmentEn: z.string().nullable(),
  /** The accreditation record of the year, null when the teacher has none yet. */
  recordId: z.string().nullable(),
  participating: z.boolean().nullable(),
  employmentStatus: z.string().nullable(),
  facultyCategory: z.string().nullable(),
  missionPercent: z.number().nullable(),
});
const ZHeadFte = z.looseObject({ headcount: z.number(), fte: z.number() });
export const ZEquisFigures = z.looseObject({
  total: ZHeadFte,
  core: ZHeadFte,
  adjunct: ZHeadFte,
  visiting: ZHeadFte,
  uncategorised: ZHeadFte,
  fullTime: ZHeadFte,
  partTime: ZHeadFte,
  participating: ZHeadFte,
  supporting: ZHeadFte,
  missingPercent: z.number(),
});

/** `METHOD /api/path` of each call and what it answers. */
export const IDENTITY_ANSWERS = {
  'GET /api/aacsb/identity/list': {
    answer: z.looseObject({ year: z.number(), rows: z.array(ZIdentityListRow) }),
  },
  'POST /api/aacsb/identity/save': { answer: z.looseObject({ created: z.number(), updated: z.number() }) },
  'GET /api/aacsb/identity/summary': {
    answer: z.looseObject({ year: z.number(), figures: ZEquisFigures, unrecorded: z.number() }),
  },
} as const;

export const describeIdentityRoutes = describeRoutes(IDENTITY_ANSWERS);
