import { LOCALES, type Locale, zEnvelope } from '@accredit/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App, Module } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { asDownload } from '../../core/download.ts';
import { ok } from '../../core/envelope.ts';
import { unauthorized } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { programmeFor } from '../curriculum/map-data.ts';
import { describeAolResultsRoutes } from './answers.ts';
import { registerLoopHooks } from './loop-hooks.ts';
import { registerLoopRoutes } from './loop-routes.ts';
import { courseReportContext } from './report-context.ts';
import { courseReport } from './report-course.ts';
import { buildReportDocx } from './report-docx.ts';
import { courseWorkbook, yearWorkbook } from './report-excel.ts';
import { programmeReport } from './report-programme.ts';
import { computeCourse, presentCourse } from './results-course.ts';
import {
  type AssessmentKind,
  assessmentContext,
  KIND_RESOURCE,
  readAssessment,
  readYear,
  scopeOf,
  yearsOfProgramme,
} from './results-data.ts';
import { analysableAssessments, gradeStats } from './results-grades.ts';
import { computeYear, presentYear } from './results-programme.ts';
import { trendOf } from './results-trend.ts';

/**
 * The results, grade analysis and reports of assurance of learning (issue 17 items 4, 5 and 8;
 * routes in /work/notes/routes.md): per assessment (B = /aacsb/evaluation or
 * /aacsb/qualitativeEvaluation) its results, Excel and Word report; per evaluation year the
 * programme's figures, Excel and the Table 5-1 report; a programme's trend; grade analysis. Every
 * figure comes from the shared model (packages/shared/src/aol); every read goes through the
 * caller's row scope of the resource whose permission the route declares.
 */
const ZId = z.string().trim().min(1).max(64);
const T_ = z.object({ _t: z.coerce.number().optional() });
const ZAny = z.unknown();
const ZLang = z.enum(LOCALES).optional();
/** A year's Excel and Word files: the evaluation years' export button. */
const YEAR_EXPORT = 'evaluationYear:export';
const authOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw unauthorized();
  return request.auth;
};
/** The query of an assessment's downloads, and of an evaluation year's. */
const COURSE_FILE_QUERY = T_.extend({ id: ZId, classId: ZId.optional(), lang: ZLang });
const YEAR_FILE_QUERY = T_.extend({ evaluationYearId: ZId, lang: ZLang });

function registerAssessmentRoutes(app: App, db: Db, kind: AssessmentKind): void {
  const resource = KIND_RESOURCE[kind];
  const base = `/aacsb/${resource}`;
  const tags = [resource];
  const ctx = assessmentContext(kind, db);
  /** What an assessment's Excel and Word start from: its result (for the class or all) and the file's language. */
  const courseFile = async (request: FastifyRequest, query: z.infer<typeof COURSE_FILE_QUERY>) => {
    const a = await readAssessment(ctx, kind, authOf(request), query.id, 'export');
    const lang: Locale = query.lang ?? request.locale;
    return { a, lang, data: await computeCourse(db, a, query.classId ?? null) };
  };

  app.get(
    `${base}/results`,
    {
      config: { access: { permission: `${resource}:query` } },
      schema: {
        tags,
        summary:
          'Results of an assessment (the shared model’s CourseResult) with names of objectives, students and classes; classId limits them to one class',
        querystring: T_.extend({ id: ZId, classId: ZId.optional() }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const { id, classId } = request.query;
      const a = await readAssessment(ctx, kind, authOf(request), id, 'query');
      return ok(presentCourse(await computeCourse(db, a, classId ?? null), classId ?? null));
    },
  );

  app.get(
    `${base}/exportResults`,
    {
      config: { access: { permission: `${resource}:export` }, audit: false },
      schema: {
        tags,
        summary: 'Every result table of an assessment as an Excel workbook (lang en-US or zh-CN)',
        querystring: COURSE_FILE_QUERY,
      },
    },
    async (request, reply) => {
      const { a, lang, data } = await courseFile(request, request.query);
      const classId = request.query.classId ?? null;
      const grades =
        kind === 'quantitative' ? await gradeStats(db, a, classId, null).catch(() => null) : null;
      const name = `${translate(lang, 'aolResults.excel.courseFile')}-${data.course?.code ?? ''}`;
      return asDownload(reply, 'xlsx', `results-${data.course?.code ?? a.id}`, name).send(
        await courseWorkbook(data, grades, lang),
      );
    },
  );

  app.get(
    `${base}/reportWord`,
    {
      config: { access: { permission: `${resource}:export` }, audit: false },
      schema: {
        tags,
        summary:
          'The course attainment report (课程目标达成度评价报告) as a Word file, for the course or one class (lang en-US or zh-CN)',
        querystring: COURSE_FILE_QUERY,
      },
    },
    async (request, reply) => {
      const { a, lang, data } = await courseFile(request, request.query);
      const report = courseReport(data, await courseReportContext(db, data), lang);
      return asDownload(reply, 'docx', `course-report-${data.course?.code ?? a.id}`, report.fileName).send(
        await buildReportDocx(report),
      );
    },
  );
}

function registerYearRoutes(app: App, db: Db): void {
  const base = '/aacsb/evaluationYear';
  const tags = ['evaluationYear'];
  /** What a year's Excel and Word start from: the programme's figures that year and the file's language. */
  const yearFile = async (request: FastifyRequest, query: z.infer<typeof YEAR_FILE_QUERY>) => {
    const year = await readYear(db, authOf(request), query.evaluationYearId, [YEAR_EXPORT]);
    const lang: Locale = query.lang ?? request.locale;
    return { year, lang, data: await computeYear(db, year) };
  };

  app.get(
    `${base}/results`,
    {
      config: { access: { permission: 'evaluationYear:query' } },
      schema: {
        tags,
        summary:
          'A programme’s figures for an evaluation year: objectives (map-weighted over courses), goals, per-course figures, courses without a map cell',
        querystring: T_.extend({ evaluationYearId: ZId }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const year = await readYear(db, authOf(request), request.query.evaluationYearId, [
        'evaluationYear:query',
      ]);
      const data = await computeYear(db, year);
      return ok(
        presentYear(data, (course, lo) =>
          translate(request.locale, 'aolResults.errors.noMapCell', { course, lo }),
        ),
      );
    },
  );

  app.get(
    `${base}/trend`,
    {
      config: { access: { permission: 'evaluationYear:query' } },
      schema: {
        tags,
        summary: 'Every objective’s and goal’s figure in each evaluation year of a programme, oldest first',
        querystring: T_.extend({ degreeProgramsId: ZId }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const programme = await programmeFor(db, auth, request.query.degreeProgramsId, 'query');
      const years = await yearsOfProgramme(db, auth, programme.id, ['evaluationYear:query']);
      return ok(await trendOf(db, programme, years));
    },
  );

  app.get(
    `${base}/exportResults`,
    {
      config: { access: { permission: YEAR_EXPORT }, audit: false },
      schema: {
        tags,
        summary: 'Every result table of an evaluation year as an Excel workbook (lang en-US or zh-CN)',
        querystring: YEAR_FILE_QUERY,
      },
    },
    async (request, reply) => {
      const { year, lang, data } = await yearFile(request, request.query);
      const name = `${translate(lang, 'aolResults.excel.yearFile')}-${data.programme.code}-${year.name}`;
      return asDownload(reply, 'xlsx', `programme-results-${data.programme.code}`, name).send(
        await yearWorkbook(data, lang),
      );
    },
  );

  app.get(
    `${base}/reportWord`,
    {
      config: { access: { permission: YEAR_EXPORT }, audit: false },
      schema: {
        tags,
        summary:
          'The programme’s assurance-of-learning report in the AACSB Table 5-1 layout as a Word file (lang en-US or zh-CN)',
        querystring: YEAR_FILE_QUERY,
      },
    },
    async (request, reply) => {
      const { lang, data } = await yearFile(request, request.query);
      const report = await programmeReport(db, data, lang);
      return asDownload(reply, 'docx', `table-5-1-${data.programme.code}`, report.fileName).send(
        await buildReportDocx(report),
      );
    },
  );
}

function registerGradeRoutes(app: App, db: Db): void {
  const base = '/aacsb/gradeAnalysis';
  const tags = ['gradeAnalysis'];
  const ctx = assessmentContext('quantitative', db);
  /** Grade analysis reads assessments under both its own data rules and the assessments' own. */
  const gradeScope = (auth: AuthContext) => scopeOf(db, auth, 'quantitative', 'gradeAnalysis:query');

  app.get(
    `${base}/stats`,
    {
      config: { access: { permission: 'gradeAnalysis:query' } },
      schema: {
        tags,
        summary:
          'Grade statistics of a quantitative assessment for one class or all, one component or the total (componentKey blank), with a histogram',
        querystring: T_.extend({
          evaluationId: ZId,
          classId: ZId.optional(),
          componentKey: z.string().trim().max(40).optional(),
        }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { evaluationId, classId, componentKey } = request.query;
      const a = await readAssessment(
        ctx,
        'quantitative',
        auth,
        evaluationId,
        'query',
        await gradeScope(auth),
      );
      return ok(await gradeStats(db, a, classId ?? null, componentKey ? componentKey : null));
    },
  );

  app.get(
    `${base}/courses`,
    {
      config: { access: { permission: 'gradeAnalysis:query' } },
      schema: {
        tags,
        summary: 'The quantitative assessments one may analyse, for a school year and programme',
        querystring: T_.extend({ schoolYearId: ZId.optional(), degreeProgramsId: ZId.optional() }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const scope = [...(await ctx.scope(db, auth, 'query')), ...(await gradeScope(auth))];
      return ok(await analysableAssessments(db, scope, request.query));
    },
  );
}

export function registerResultsRoutes(app: App, db: Db): void {
  registerAssessmentRoutes(app, db, 'quantitative');
  registerAssessmentRoutes(app, db, 'qualitative');
  registerYearRoutes(app, db);
  registerGradeRoutes(app, db);
  registerLoopRoutes(app, db);
}

/** Results, grade analysis, closing the loop and reports, registered under /api. */
export const aolResultsModule: Module = (app, { database }) => {
  app.addHook('onRoute', describeAolResultsRoutes);
  registerLoopHooks();
  registerResultsRoutes(app, database.db);
};
