import { PROGRESSION_PARTS, RATE_KEYS } from '@accredit/shared';
import { z } from 'zod';
import { describeRoutes } from '../../core/openapi.ts';

/**
 * What the learner progression calls answer (packages/shared/src/progression/cohorts.ts), for
 * the OpenAPI document (core/openapi.ts describeRoutes). answers.test.ts parses real answers with
 * these. Objects are loose: a field added later passes; the parts' figures are named by their
 * record id and the rates.
 */

const ZRate = z.looseObject({
  numerator: z.number().nullable(),
  denominator: z.number().nullable(),
  value: z.number().nullable(),
  shown: z.number().nullable(),
});
const ZFigures = z.record(z.string(), z.unknown());
export const ZCohorts = z.looseObject({
  parts: z.array(z.enum(PROGRESSION_PARTS as [string, ...string[]])),
  cohorts: z.array(
    z.looseObject({
      degreeProgramsId: z.string(),
      cohortYear: z.number(),
      admission: ZFigures.and(z.looseObject({ id: z.string().nullable() })).nullable(),
      retention: ZFigures.and(z.looseObject({ id: z.string() })).nullable(),
      employment: ZFigures.and(
        z.looseObject({ id: z.string(), graduationYear: z.number().nullable() }),
      ).nullable(),
      computed: z.array(z.string()),
      cohortSize: z.number().nullable(),
      rates: z.record(z.enum(RATE_KEYS), ZRate),
      programme: z
        .looseObject({ name: z.string(), nameEn: z.string().nullable(), degreeLevel: z.string() })
        .nullable(),
    }),
  ),
});
export const ZAmba = z.looseObject({
  programmes: z.array(
    z.looseObject({
      degreeProgramsId: z.string(),
      name: z.string(),
      nameEn: z.string().nullable(),
      workExperience: z.looseObject({
        cohorts: z.array(
          z.looseObject({
            cohortYear: z.number(),
            workExperienceMin: z.number().nullable(),
            pass: z.boolean().nullable(),
          }),
        ),
        pass: z.boolean().nullable(),
      }),
      contactHours: z.looseObject({
        effectiveYear: z.number().nullable(),
        courses: z.number(),
        hours: z.number(),
        pass: z.boolean().nullable(),
      }),
    }),
  ),
});
export const ZSectors = z.looseObject({
  sectors: z.array(z.looseObject({ sector: z.string(), employed: z.number() })),
});

export const PROGRESSION_ANSWERS = {
  'GET /api/aacsb/progression/cohorts': { answer: ZCohorts },
  'GET /api/aacsb/progression/amba': { answer: ZAmba },
  'GET /api/aacsb/progression/sectors': { answer: ZSectors },
} as const;

export const describeProgressionRoutes = describeRoutes(PROGRESSION_ANSWERS);
