import { MAP_LEVELS, MAP_SCALES } from '@accredit/shared';
import { z } from 'zod';
import { describeRoutes } from '../../core/openapi.ts';

/**
 * What the curriculum map calls answer, for the OpenAPI document (core/openapi.ts describeRoutes);
 * the routes keep their own schemas. map-answers.test.ts parses real answers with these, so they
 * cannot drift from what the routes send. Objects are loose: a field added later passes.
 */

const ZProgramme = z.looseObject({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  mapScale: z.enum(MAP_SCALES),
});
const ZNamed = { id: z.string(), code: z.string(), name: z.string(), nameEn: z.string().nullable() };
const ZCell = z.looseObject({ courseId: z.string(), loId: z.string(), level: z.enum(MAP_LEVELS) });
export const ZMapGrid = z.looseObject({
  programme: ZProgramme,
  /** The effective years of the programme's versions. */
  versions: z.array(z.number()),
  effectiveYear: z.number(),
  goals: z.array(
    z.looseObject({ ...ZNamed, objectives: z.array(z.looseObject({ ...ZNamed, goalId: z.string() })) }),
  ),
  courses: z.array(
    z.looseObject({ ...ZNamed, studyYear: z.number().nullable(), term: z.number().nullable() }),
  ),
  cells: z.array(ZCell),
  gaps: z.looseObject({
    objectivesWithoutHigh: z.array(z.string()),
    objectivesUnmapped: z.array(z.string()),
    coursesSupportingNothing: z.array(z.string()),
  }),
  coverage: z.looseObject({
    objectives: z.number(),
    objectivesMapped: z.number(),
    objectivesPercent: z.number().nullable(),
    courses: z.number(),
    coursesMapped: z.number(),
    coursesPercent: z.number().nullable(),
  }),
});
const named = {
  courseCode: z.string(),
  courseName: z.string(),
  courseNameEn: z.string().nullable(),
  loCode: z.string(),
};
export const ZMapDiff = z.looseObject({
  programme: ZProgramme,
  from: z.number(),
  to: z.number(),
  added: z.array(ZCell.extend(named)),
  removed: z.array(ZCell.extend(named)),
  changed: z.array(
    z.looseObject({
      courseId: z.string(),
      loId: z.string(),
      before: z.enum(MAP_LEVELS),
      after: z.enum(MAP_LEVELS),
      ...named,
    }),
  ),
});

/** `METHOD /api/path` of each call and what it answers. */
export const CURRICULUM_MAP_ANSWERS = {
  'GET /api/aacsb/curriculumMap/grid': { answer: ZMapGrid },
  'PUT /api/aacsb/curriculumMap/cells': {
    answer: ZMapGrid.extend({ set: z.number(), cleared: z.number() }),
  },
  'POST /api/aacsb/curriculumMap/newVersion': {
    answer: z.looseObject({ count: z.number(), effectiveYear: z.number() }),
  },
  'GET /api/aacsb/curriculumMap/diff': { answer: ZMapDiff },
  'POST /api/aacsb/curriculumMap/importExcel': {
    answer: z.looseObject({ cells: z.number(), added: z.number(), removed: z.number(), changed: z.number() }),
  },
} as const;

export const describeCurriculumMapRoutes = describeRoutes(CURRICULUM_MAP_ANSWERS);
