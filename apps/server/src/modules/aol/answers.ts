import { z } from 'zod';
import { describeRoutes } from '../../core/openapi.ts';

/**
 * What the assurance of learning calls answer, for the OpenAPI document (core/openapi.ts
 * describeRoutes): the plan of an evaluation year, score entry of both kinds of assessment, and
 * the results, trend, grade analysis and closing the loop. The routes keep their own schemas.
 * answers.test.ts parses real answers with these, so they cannot drift from what the routes send.
 * Objects are loose: a field added later passes; the per-student figures and an assessment's
 * configuration (components, aims, bands, rubric) are left open.
 */

const ZFigure = z.looseObject({ value: z.number(), shown: z.string(), exact: z.string() });
const ZNullFigure = ZFigure.nullable();
const str = z.string();
const strOrNull = z.string().nullable();
const ZNamed = z.looseObject({ id: str, code: str, name: str, nameEn: strOrNull });
const ZCourseNamed = { courseId: str, code: str, name: str, nameEn: strOrNull };
const ZOpen = z.array(z.looseObject({}));

// The plan of an evaluation year (plan-routes.ts).
export const ZPlan = z.looseObject({
  year: z.looseObject({
    id: str,
    name: strOrNull,
    degreeProgramsId: str,
    schoolYearId: str,
    schoolYear: strOrNull,
    startYear: z.number().nullable(),
    missingMethod: strOrNull,
    courseRule: strOrNull,
    goalRule: strOrNull,
    theta: z.number().nullable(),
  }),
  programme: z.looseObject({ id: str, code: str, name: str, nameEn: strOrNull, mapScale: strOrNull }),
  mapYear: z.number().nullable(),
  goals: z.array(
    z.looseObject({
      id: str,
      code: str,
      los: z.array(
        z.looseObject({
          id: str,
          code: str,
          assessed: z.boolean(),
          courses: z.array(
            z.looseObject({
              ...ZCourseNamed,
              method: str,
              teacherId: strOrNull,
              teacherName: strOrNull,
              teacherNameEn: strOrNull,
              classIds: z.array(str),
              level: strOrNull,
            }),
          ),
          candidates: z.array(z.looseObject({ ...ZCourseNamed, level: str })),
        }),
      ),
    }),
  ),
  classes: z.array(
    z.looseObject({ id: str, code: str, name: str, nameEn: strOrNull, enrolYear: z.number().nullable() }),
  ),
});
const ZPlanSaved = z.looseObject({
  los: z.number(),
  courses: z.number(),
  /** Courses without a map cell for their objective. */
  warnings: z.array(z.looseObject({ loId: str, loCode: str, courseId: str, courseCode: str, message: str })),
});
const ZPlanCopied = z.looseObject({
  from: z.looseObject({ id: str, name: strOrNull }),
  los: z.number(),
  courses: z.number(),
});
const ZLoNamed = { name: str, nameEn: strOrNull, goalId: strOrNull, goalCode: strOrNull };
export const ZCycle = z.looseObject({
  programme: z.looseObject({ id: str, code: str, name: str, nameEn: strOrNull }),
  cycleYears: z.number(),
  years: z.array(
    z.looseObject({
      startYear: z.number(),
      label: str,
      evaluated: z.boolean(),
      evaluationYearId: strOrNull,
      name: strOrNull,
    }),
  ),
  rows: z.array(
    z.looseObject({ loId: str, code: str, assessed: z.array(z.boolean()), count: z.number(), ...ZLoNamed }),
  ),
  notAssessed: z.array(z.looseObject({ loId: str, code: str, ...ZLoNamed })),
});
const ZGenerated = z.looseObject({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  locked: z.number(),
  assessments: z.array(
    z.looseObject({
      id: str,
      method: str,
      courseId: str,
      courseCode: str,
      outcome: z.enum(['created', 'updated', 'unchanged', 'locked']),
    }),
  ),
});

// Score entry of both kinds (scores-routes.ts).
const ZObjective = z.looseObject({
  id: str,
  code: str,
  name: str,
  nameEn: strOrNull,
  target: z.number().nullable(),
});
const ZClass = z.looseObject({ id: str, code: str, name: str, nameEn: strOrNull });
const ZSheetCommon = z.looseObject({
  assessment: z.looseObject({
    id: str,
    method: z.enum(['quantitative', 'qualitative']),
    evaluationYearId: str,
    yearName: strOrNull,
    schoolYearId: strOrNull,
    degreeProgramsId: str,
    programmeCode: strOrNull,
    programmeName: strOrNull,
    programmeNameEn: strOrNull,
    courseId: str,
    courseCode: strOrNull,
    courseName: strOrNull,
    courseNameEn: strOrNull,
    teacherId: strOrNull,
    teacherName: strOrNull,
    teacherNameEn: strOrNull,
    classIds: z.array(str),
    loIds: z.array(str),
    status: strOrNull,
    step: z.number().nullable(),
    submitTime: strOrNull,
  }),
  locked: z.boolean(),
  canUnlock: z.boolean(),
  classes: z.array(ZClass),
  los: z.array(ZObjective),
  candidateClasses: z.array(ZClass),
  candidateLos: z.array(ZObjective),
  students: z.array(
    z.looseObject({ id: str, studentNumber: str, name: str, nameEn: strOrNull, classId: str }),
  ),
});
export const ZScoreSheet = ZSheetCommon.extend({
  components: ZOpen,
  aims: ZOpen,
  bands: ZOpen,
  scores: z.array(
    z.looseObject({ studentId: str, loId: str, componentKey: str, score: z.number().nullable() }),
  ),
});
export const ZRatingSheet = ZSheetCommon.extend({
  rubric: ZOpen,
  ratings: z.array(z.looseObject({ studentId: str, loId: str, level: strOrNull })),
});
const ZCellsSaved = z.looseObject({
  set: z.number(),
  cleared: z.number(),
  step: z.number().nullable(),
  status: strOrNull,
});
const ZImported = z.looseObject({
  count: z.number(),
  classId: str,
  className: str,
  step: z.number().nullable(),
  status: strOrNull,
});
const ZSubmitted = z.looseObject({ id: str, status: z.literal('1'), submitTime: str });
const ZUnlocked = z.looseObject({ id: str, status: z.literal('2') });
const ZHistory = z.array(
  z.looseObject({
    id: str,
    action: str,
    action_dictText: str,
    reason: strOrNull,
    actionTime: strOrNull,
    username: strOrNull,
    realname: strOrNull,
  }),
);

// Results (results-*.ts, loop-routes.ts).
const ZLoFigures = {
  students: z.number().optional(),
  A: ZNullFigure,
  P: ZNullFigure.optional(),
  met: z.boolean().nullable(),
  bands: z.array(z.looseObject({ name: str, count: z.number() })),
};
export const ZCourseResults = z.looseObject({
  method: z.enum(['quantitative', 'qualitative']),
  course: z.looseObject({ A: ZNullFigure, rule: str }),
  los: z.array(
    z.looseObject({
      loId: str,
      code: str,
      name: str,
      nameEn: strOrNull,
      lgId: str,
      target: z.number(),
      ...ZLoFigures,
      byClass: z.array(z.looseObject({ classId: strOrNull, ...ZLoFigures })),
    }),
  ),
  students: z.array(
    z.looseObject({
      studentId: str,
      classId: strOrNull,
      studentNumber: str,
      name: str,
      nameEn: strOrNull,
      los: ZOpen,
    }),
  ),
  classes: z.array(ZNamed),
  assessment: z.looseObject({
    id: str,
    kind: z.enum(['quantitative', 'qualitative']),
    evaluationYearId: str,
    degreeProgramsId: str,
    courseId: str,
    courseCode: str,
    courseName: str,
    courseNameEn: strOrNull,
    teacherId: strOrNull,
    status: str,
    classIds: z.array(str),
    classId: strOrNull,
    yearName: str,
    schoolYearId: str,
    missingMethod: str,
    courseRule: str,
  }),
  components: ZOpen,
  aims: ZOpen,
  bands: ZOpen,
  rubric: ZOpen,
});
const ZCourseNamedOnly = { code: str, name: str, nameEn: strOrNull };
export const ZYearResults = z.looseObject({
  year: z.looseObject({
    id: str,
    name: str,
    schoolYearId: str,
    schoolYear: strOrNull,
    startYear: z.number().nullable(),
    missingMethod: str,
    courseRule: str,
    goalRule: str,
    theta: z.number(),
    mapYear: z.number().nullable(),
  }),
  programme: z.looseObject({ id: str, code: str, name: str, nameEn: strOrNull }),
  goals: z.array(
    z.looseObject({
      lgId: str,
      ...ZCourseNamedOnly,
      target: z.number(),
      G: ZNullFigure,
      met: z.boolean().nullable(),
      loIds: z.array(str),
    }),
  ),
  los: z.array(
    z.looseObject({
      loId: str,
      code: str,
      lgId: str,
      name: str,
      nameEn: strOrNull,
      target: z.number(),
      A: ZNullFigure,
      I: ZNullFigure,
      B: ZNullFigure,
      met: z.boolean().nullable(),
      courses: z.array(
        z.looseObject({
          courseId: str,
          ...ZCourseNamedOnly,
          A: ZFigure,
          level: strOrNull,
          v: ZNullFigure,
          kind: strOrNull,
        }),
      ),
    }),
  ),
  courses: z.array(
    z.looseObject({
      assessmentId: str,
      kind: z.enum(['quantitative', 'qualitative']),
      courseId: str,
      ...ZCourseNamedOnly,
      status: str,
      classIds: z.array(str),
      students: z.number(),
      A: ZNullFigure,
      rule: str,
      problem: z.unknown(),
      los: z.array(
        z.looseObject({
          loId: str,
          code: str,
          target: z.number(),
          A: ZNullFigure,
          met: z.boolean().nullable(),
        }),
      ),
    }),
  ),
  errors: z.array(
    z.looseObject({ kind: str, courseId: str, loId: str, courseCode: str, loCode: str, message: str }),
  ),
});
const ZTrendPoint = z.looseObject({
  evaluationYearId: str,
  figure: ZNullFigure,
  met: z.boolean().nullable(),
});
export const ZTrend = z.looseObject({
  programme: z.looseObject({ id: str, code: str, name: str, nameEn: strOrNull }),
  years: z.array(
    z.looseObject({ id: str, name: str, schoolYear: strOrNull, startYear: z.number().nullable() }),
  ),
  los: z.array(z.looseObject({ loId: str, ...ZCourseNamedOnly, lgId: str, points: z.array(ZTrendPoint) })),
  goals: z.array(z.looseObject({ lgId: str, ...ZCourseNamedOnly, points: z.array(ZTrendPoint) })),
});
const ZGradeComponent = z.looseObject({ key: str, name: str, nameEn: strOrNull, fullMarks: z.number() });
export const ZGradeStats = z.looseObject({
  assessmentId: str,
  course: ZNamed.nullable(),
  classId: strOrNull,
  componentKey: strOrNull,
  fullMarks: z.number(),
  missingMethod: z.enum(['zero', 'exclude']),
  enrolled: z.number(),
  leftOut: z.number(),
  stats: z.looseObject({
    students: z.number(),
    mean: ZNullFigure,
    median: ZNullFigure,
    sd: ZNullFigure,
    highest: z.number().nullable(),
    lowest: z.number().nullable(),
    passRate: ZNullFigure,
    excellentRate: ZNullFigure,
    bands: z.array(
      z.looseObject({ key: z.enum(['90+', '80-90', '70-80', '60-70', '<60']), count: z.number() }),
    ),
  }),
  histogram: z.array(z.looseObject({ from: z.number(), to: z.number(), count: z.number() })),
  classes: z.array(ZNamed),
  components: z.array(ZGradeComponent),
});
export const ZAnalysable = z.array(
  z.looseObject({
    id: str,
    evaluationYearId: str,
    yearName: str,
    schoolYearId: str,
    degreeProgramsId: str,
    courseId: str,
    courseCode: str,
    courseName: str,
    courseNameEn: strOrNull,
    status: str,
    classes: z.array(ZNamed),
    components: z.array(ZGradeComponent),
  }),
);
export const ZProposals = z.array(
  z.looseObject({
    kind: z.enum(['lo', 'goal']),
    loId: strOrNull,
    lgId: strOrNull,
    code: str,
    name: str,
    nameEn: strOrNull,
    figure: ZFigure,
    target: z.number(),
    action: z.looseObject({
      degreeProgramsId: str,
      evaluationYearId: str,
      loId: strOrNull,
      lgId: strOrNull,
      finding: str,
      findingEn: str,
      status: str,
    }),
  }),
);
const ZBeforeAfterPoint = z
  .looseObject({ startYear: z.number(), label: str, figure: ZNullFigure, met: z.boolean().nullable() })
  .nullable();
export const ZBeforeAfter = z.array(
  z.looseObject({
    id: str,
    evaluationYearId: strOrNull,
    loId: strOrNull,
    lgId: strOrNull,
    finding: str,
    findingEn: strOrNull,
    action: str,
    actionEn: strOrNull,
    ownerId: strOrNull,
    dueDate: strOrNull,
    status: str,
    beforeValue: z.number().nullable(),
    outcome: strOrNull,
    before: ZBeforeAfterPoint,
    after: ZBeforeAfterPoint,
  }),
);

/** `METHOD /api/path` of each call of the plan module and what it answers. */
export const AOL_PLAN_ANSWERS = {
  'GET /api/aacsb/evaluationYear/plan': { answer: ZPlan },
  'PUT /api/aacsb/evaluationYear/plan': { answer: ZPlanSaved },
  'POST /api/aacsb/evaluationYear/copyPrevious': { answer: ZPlanCopied },
  'GET /api/aacsb/evaluationYear/cycle': { answer: ZCycle },
  'POST /api/aacsb/evaluationYear/generateAssessments': { answer: ZGenerated },
} as const;

/** Score entry: the same calls under evaluation (scores) and qualitativeEvaluation (ratings). */
export const AOL_SCORES_ANSWERS = {
  'GET /api/aacsb/evaluation/sheet': { answer: ZScoreSheet },
  'PUT /api/aacsb/evaluation/scores': { answer: ZCellsSaved },
  'POST /api/aacsb/evaluation/importExcel': { answer: ZImported },
  'POST /api/aacsb/evaluation/submit': { answer: ZSubmitted },
  'POST /api/aacsb/evaluation/unlock': { answer: ZUnlocked },
  'GET /api/aacsb/evaluation/history': { answer: ZHistory },
  'GET /api/aacsb/qualitativeEvaluation/sheet': { answer: ZRatingSheet },
  'PUT /api/aacsb/qualitativeEvaluation/ratings': { answer: ZCellsSaved },
  'POST /api/aacsb/qualitativeEvaluation/importExcel': { answer: ZImported },
  'POST /api/aacsb/qualitativeEvaluation/submit': { answer: ZSubmitted },
  'POST /api/aacsb/qualitativeEvaluation/unlock': { answer: ZUnlocked },
  'GET /api/aacsb/qualitativeEvaluation/history': { answer: ZHistory },
} as const;

/** Results, trend, grade analysis and closing the loop. */
export const AOL_RESULTS_ANSWERS = {
  'GET /api/aacsb/evaluation/results': { answer: ZCourseResults },
  'GET /api/aacsb/qualitativeEvaluation/results': { answer: ZCourseResults },
  'GET /api/aacsb/evaluationYear/results': { answer: ZYearResults },
  'GET /api/aacsb/evaluationYear/trend': { answer: ZTrend },
  'GET /api/aacsb/gradeAnalysis/stats': { answer: ZGradeStats },
  'GET /api/aacsb/gradeAnalysis/courses': { answer: ZAnalysable },
  'GET /api/aacsb/improvementAction/proposals': { answer: ZProposals },
  'GET /api/aacsb/improvementAction/beforeAfter': { answer: ZBeforeAfter },
} as const;

export const describeAolPlanRoutes = describeRoutes(AOL_PLAN_ANSWERS);
export const describeAolScoresRoutes = describeRoutes(AOL_SCORES_ANSWERS);
export const describeAolResultsRoutes = describeRoutes(AOL_RESULTS_ANSWERS);
