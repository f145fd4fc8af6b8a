import { QUESTION_KINDS, zBiText, zScale } from '@accredit/shared';
import { z } from 'zod';
import { describeRoutes } from '../../core/openapi.ts';

/**
 * What the questionnaire's lifecycle, tracking and results calls answer, for the OpenAPI document
 * (core/openapi.ts describeRoutes); the routes keep their own schemas. answers.test.ts parses real
 * answers with these, so they cannot drift from what the routes send. Objects are loose: a field
 * added later passes. The shapes are those of packages/shared/src/questionnaire/api.ts.
 */

/** The questionnaire record after a state change (the engine's record, its dictionary texts included). */
export const ZQuestionnaireState = z.looseObject({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable().optional(),
  status: z.string(),
  anonymous: z.unknown(),
  audienceCount: z.number().nullable().optional(),
});
const ZAudienceGroup = { key: z.string(), label: zBiText };
const ZRateRow = z.looseObject({
  ...ZAudienceGroup,
  audience: z.number(),
  answered: z.number(),
  rate: z.number().nullable(),
});
export const ZRates = z.looseObject({ total: ZRateRow, groups: z.array(ZRateRow) });
export const ZTracking = ZRates.extend({
  id: z.string(),
  status: z.string(),
  anonymous: z.boolean(),
  nonRespondents: z.array(
    z.looseObject({
      userId: z.string(),
      username: z.string(),
      realname: z.string(),
      groupKey: z.string(),
      started: z.boolean(),
      remindCount: z.number(),
      lastReminded: z.string().nullable(),
    }),
  ),
});
const ZCountRow = z.looseObject({
  id: z.string(),
  text: zBiText,
  count: z.number(),
  percent: z.number().nullable(),
});
const ZRatingFigures = z.looseObject({
  distribution: z.array(ZCountRow),
  n: z.number(),
  mean: z.number().nullable(),
  attainment: z.number().nullable(),
});
export const ZResults = z.looseObject({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  status: z.string(),
  anonymous: z.boolean(),
  group: z.string().nullable(),
  groups: z.array(z.looseObject(ZAudienceGroup)),
  respondents: z.number(),
  total: ZRateRow,
  /** Withheld: an anonymous questionnaire with fewer than 3 answers in the group. */
  suppressed: z.boolean(),
  questions: z.array(
    z.looseObject({
      questionId: z.string(),
      groupId: z.string(),
      kind: z.enum(QUESTION_KINDS),
      title: zBiText,
      required: z.boolean(),
      answered: z.number(),
      options: z.array(ZCountRow).optional(),
      scale: zScale.optional(),
      rating: ZRatingFigures.optional(),
      rows: z.array(ZRatingFigures.extend({ id: z.string(), text: zBiText })).optional(),
      texts: z.array(z.string()).optional(),
      loIds: z.array(z.string()).optional(),
    }),
  ),
});
export const ZRun = z.looseObject({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  status: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  responseCount: z.number(),
});
const ZRunHead = z.looseObject({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  respondents: z.number(),
  rate: z.number().nullable(),
});
const ZSide = z.number().nullable();
export const ZCompare = z.looseObject({
  a: ZRunHead,
  b: ZRunHead,
  questions: z.array(
    z.looseObject({
      questionId: z.string(),
      kind: z.enum(QUESTION_KINDS),
      title: zBiText,
      a: z.looseObject({ answered: z.number(), mean: z.number().nullable() }),
      b: z.looseObject({ answered: z.number(), mean: z.number().nullable() }),
      delta: z.number().nullable(),
      options: z.array(z.looseObject({ id: z.string(), text: zBiText, a: ZSide, b: ZSide })).optional(),
      rows: z
        .array(z.looseObject({ id: z.string(), text: zBiText, a: ZSide, b: ZSide, delta: ZSide }))
        .optional(),
    }),
  ),
});

/** `METHOD /api/path` of each call and what it answers. */
export const QUESTIONNAIRE_ANSWERS = {
  'POST /api/aacsb/questionnaire/start': { answer: ZQuestionnaireState },
  'POST /api/aacsb/questionnaire/stop': { answer: ZQuestionnaireState },
  'POST /api/aacsb/questionnaire/restart': { answer: ZQuestionnaireState },
  'POST /api/aacsb/questionnaire/end': { answer: ZQuestionnaireState },
  'GET /api/aacsb/questionnaire/tracking': { answer: ZTracking },
  'POST /api/aacsb/questionnaire/audiencePreview': { answer: ZRates },
  'GET /api/aacsb/questionnaire/results': { answer: ZResults },
  'GET /api/aacsb/questionnaire/runs': { answer: z.array(ZRun) },
  'GET /api/aacsb/questionnaire/compare': { answer: ZCompare },
} as const;

export const describeQuestionnaireRoutes = describeRoutes(QUESTIONNAIRE_ANSWERS);
