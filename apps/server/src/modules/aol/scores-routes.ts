import { dictLabel, isLocale, type Locale, zEnvelope } from '@accredit/shared';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App, Module } from '../../core/app-types.ts';
import { type Db, inTransaction } from '../../core/db.ts';
import { asDownload } from '../../core/download.ts';
import { fail, ok } from '../../core/envelope.ts';
import { AppError, forbidden } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { type ImportProblem, refuseImport } from '../../crud/excel.ts';
import { setHooks } from '../../crud/hooks.ts';
import { assertProgrammeInReach, programmeInReach } from '../curriculum/programme-reach.ts';
import { evaluationHistoryTable } from '../resources/schema.ts';
import { sysUser } from '../system/schema.ts';
import { describeAolScoresRoutes } from './answers.ts';
import {
  type AolKind,
  type Assessment,
  type AssessmentHead,
  assertClass,
  assessmentFor,
  type ClassInfo,
  candidatesOf,
  classesOf,
  headOf,
  isLocked,
  KINDS,
  nameIn,
  type Objective,
  objectivesOf,
  type ScoreRow,
  type Student,
  scoresOf,
  studentsOf,
} from './scores-data.ts';
import { readScoresSheet, templateOf, templateWorkbook, uploadedScores } from './scores-excel.ts';
import { evaluationScoreHooks } from './scores-hooks.ts';
import {
  addHistory,
  assertOpen,
  checkChanges,
  frameOf,
  MAX_CHANGES,
  type RatingChange,
  type ScoreChange,
  scoreCount,
  submitScores,
  unlockScores,
  writeCells,
} from './scores-write.ts';

/**
 * Score entry, Excel import and locking of assurance-of-learning assessments (issue 17 items 2,
 * 3 and 7), for quantitative assessments under /aacsb/evaluation and qualitative (rubric) ones
 * under /aacsb/qualitativeEvaluation: the grid, bulk changes, a template per class and its import,
 * submit (lock), unlock by the programme head with a reason, and the history. Every call reads the
 * assessment within the caller's row scope of its resource (see scores-data.ts).
 */
const ZId = z.string().trim().min(1).max(64);
const T_ = z.object({ _t: z.coerce.number().optional() });
const ZAny = z.unknown();
/** 50,000 changes of about 100 bytes each. */
const CHANGES_BODY_LIMIT = 12 * 1024 * 1024;

const zScoreChange = z.object({
  studentId: ZId,
  loId: ZId,
  componentKey: z.string().trim().min(1).max(40),
  score: z.number().nullable(),
});
const zRatingChange = z.object({
  studentId: ZId,
  loId: ZId,
  level: z.string().max(100).nullable(),
});

export function presentSheet(
  a: Assessment,
  parts: {
    head: AssessmentHead;
    classes: ClassInfo[];
    los: Objective[];
    students: Student[];
    scores: ScoreRow[];
    candidates: { los: Objective[]; classes: ClassInfo[] };
    canUnlock: boolean;
  },
) {
  const { head, classes, los, students, scores, candidates, canUnlock } = parts;
  const assessment = {
    id: a.id,
    method: a.info.kind,
    evaluationYearId: a.evaluationYearId,
    yearName: head.yearName,
    schoolYearId: head.schoolYearId,
    degreeProgramsId: a.degreeProgramsId,
    programmeCode: head.programmeCode,
    programmeName: head.programmeName,
    programmeNameEn: head.programmeNameEn,
    courseId: a.courseId,
    courseCode: head.courseCode,
    courseName: head.courseName,
    courseNameEn: head.courseNameEn,
    teacherId: a.teacherId,
    teacherName: head.teacherName,
    teacherNameEn: head.teacherNameEn,
    classIds: a.classIds,
    loIds: a.loIds,
    status: a.status,
    step: a.step,
    submitTime: a.submitTime?.toISOString() ?? null,
  };
  const common = {
    assessment,
    locked: isLocked(a),
    canUnlock,
    classes,
    los,
    candidateClasses: candidates.classes,
    candidateLos: candidates.los,
    students,
  };
  if (a.info.kind === 'quantitative')
    return {
      ...common,
      components: a.components,
      aims: a.aims,
      bands: a.bands,
      scores: scores.map((s) => ({
        studentId: s.studentId,
        loId: s.loId,
        componentKey: s.componentKey,
        score: s.score,
      })),
    };
  return {
    ...common,
    rubric: a.rubric,
    ratings: scores.map((s) => ({ studentId: s.studentId, loId: s.loId, level: s.level })),
  };
}

/** Whether the caller may unlock: they may edit the assessment's programme (its head, a unit administrator). */
async function mayUnlock(db: Db, auth: AuthContext, a: Assessment): Promise<boolean> {
  return (
    auth.permissions.has('degreePrograms:edit') &&
    auth.permissions.has(`${a.info.resource}:edit`) &&
    (await programmeInReach(db, auth, a.degreeProgramsId))
  );
}

function registerKind(app: App, db: Db, kind: AolKind): void {
  const info = KINDS[kind];
  const base = `/aacsb/${info.resource}`;
  const perm = (action: string) => `${info.resource}:${action}`;
  const tags = [info.resource];

  app.get(
    `${base}/sheet`,
    {
      config: { access: { permission: perm('query') } },
      schema: {
        tags,
        summary:
          'An assessment’s score grid: objectives, components and aims (or rubric), students of its classes, scores (or ratings), lock',
        querystring: T_.extend({ id: ZId, classId: ZId.optional() }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const { id, classId } = request.query;
      const a = await assessmentFor(db, request.auth!, info, id, 'query');
      assertClass(a, classId);
      const [head, classes, los, allStudents, allScores, candidates, canUnlock] = await Promise.all([
        headOf(db, a),
        classesOf(db, a),
        objectivesOf(db, a),
        studentsOf(db, a),
        scoresOf(db, a),
        candidatesOf(db, a),
        mayUnlock(db, request.auth!, a),
      ]);
      const students = classId ? allStudents.filter((s) => s.classId === classId) : allStudents;
      const inView = new Set(students.map((s) => s.id));
      const scores = classId ? allScores.filter((s) => inView.has(s.studentId)) : allScores;
      return ok(presentSheet(a, { head, classes, los, students, scores, candidates, canUnlock }));
    },
  );

  const changesRoute = kind === 'quantitative' ? 'scores' : 'ratings';
  app.put(
    `${base}/${changesRoute}`,
    {
      bodyLimit: CHANGES_BODY_LIMIT,
      config: { access: { permission: perm('edit') }, audit: `edit ${info.resource} ${changesRoute}` },
      schema: {
        tags,
        summary:
          kind === 'quantitative'
            ? 'Set (0..S_jk) or remove (null: missing) scores, all in one transaction; every bad change named, none applied'
            : 'Set (a rubric level name) or remove (null) ratings, all in one transaction; every bad change named, none applied',
        body: z.object({
          id: ZId,
          changes: z.array(kind === 'quantitative' ? zScoreChange : zRatingChange).max(MAX_CHANGES),
        }),
        response: { 200: zEnvelope(ZAny), 400: zEnvelope(ZAny) },
      },
    },
    async (request, reply) => {
      const { id, changes } = request.body as { id: string; changes: (ScoreChange | RatingChange)[] };
      const auth = request.auth!;
      const outcome = await inTransaction(db, async (tx) => {
        const a = await assessmentFor(tx, auth, info, id, 'edit', true);
        assertOpen(a);
        const checked = await checkChanges(tx, a, await objectivesOf(tx, a), changes, request.locale);
        if ('errors' in checked) return checked;
        const counts = await writeCells(tx, auth, a, checked.cells);
        return { ...counts, step: a.step, status: a.status };
      });
      if ('errors' in outcome) {
        const message = translate(request.locale, 'aolScores.errors.refused', {
          count: outcome.errors.length,
        });
        return reply.status(400).send({ ...fail(message, 400), result: { errors: outcome.errors } });
      }
      return ok(
        outcome,
        translate(request.locale, 'aolScores.saved', { count: outcome.set + outcome.cleared }),
      );
    },
  );

  app.get(
    `${base}/importTemplate`,
    {
      config: { access: { permission: perm('import') } },
      schema: {
        tags,
        summary: 'The score template of one class of an assessment (xlsx), to fill in and import',
        querystring: T_.extend({ id: ZId, classId: ZId.optional(), lang: z.string().max(10).optional() }),
      },
    },
    async (request, reply) => {
      const { id, lang } = request.query;
      const locale: Locale = lang && isLocale(lang) ? lang : request.locale;
      const a = await assessmentFor(db, request.auth!, info, id, 'import');
      const classId = request.query.classId ?? (a.classIds.length === 1 ? a.classIds[0] : undefined);
      if (!classId) throw new AppError(400, 'aolScores.errors.classRequired');
      assertClass(a, classId);
      const [head, classes, los, students] = await Promise.all([
        headOf(db, a),
        classesOf(db, a),
        objectivesOf(db, a),
        studentsOf(db, a),
      ]);
      const cls = classes.find((c) => c.id === classId);
      if (!cls) throw new AppError(400, 'aolScores.errors.notClass');
      const file = await templateWorkbook(
        a,
        head,
        cls,
        students.filter((s) => s.classId === classId),
        los,
        locale,
      );
      const name = `${translate(locale, 'aolScores.excel.file')}-${head.courseCode}-${nameIn(cls, locale)}`;
      const fallback = `scores-${`${head.courseCode}-${cls.code}`.replace(/[^\w.-]/g, '_')}`;
      return asDownload(reply, 'xlsx', fallback, name).send(file);
    },
  );

  app.post(
    `${base}/importExcel`,
    {
      config: { access: { permission: perm('import') }, audit: `import ${info.resource} scores` },
      schema: {
        tags,
        summary:
          'Import one class’s filled score template (multipart: id, file); all or nothing, every bad cell named',
        consumes: ['multipart/form-data'],
        querystring: T_.extend({ id: ZId.optional() }),
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const locale = request.locale;
      const { workbook, fields } = await uploadedScores(request);
      const id = (fields.id ?? request.query.id ?? '').trim();
      if (!id) throw new AppError(400, 'aolScores.import.noId');
      const file = templateOf(workbook);
      type Done = {
        count: number;
        classId: string;
        className: string;
        step: number | null;
        status: string | null;
      };
      const outcome = await inTransaction(db, async (tx): Promise<Done | { errors: ImportProblem[] }> => {
        const a = await assessmentFor(tx, auth, info, id, 'import', true);
        assertOpen(a);
        if (file.assessmentId !== a.id || !a.classIds.includes(file.classId))
          return {
            errors: [{ row: 1, column: 'B', message: translate(locale, 'aolScores.import.otherAssessment') }],
          };
        if ((await scoreCount(tx, a, file.classId)) > 0) throw new AppError(400, 'aolScores.alreadyImported');
        // One query at a time: a transaction holds one connection.
        const classes = await classesOf(tx, a);
        const los = await objectivesOf(tx, a);
        const students = await studentsOf(tx, a);
        const cls = classes.find((c) => c.id === file.classId);
        if (!cls) throw new AppError(400, 'aolScores.errors.notClass');
        const frame = frameOf(a, students, los, locale);
        const members = students.filter((s) => s.classId === cls.id);
        const read = readScoresSheet(file.ws, a, cls, members, frame, locale);
        if ('errors' in read) return read;
        const { set } = await writeCells(tx, auth, a, read.cells);
        await addHistory(tx, auth, a, 'import');
        return {
          count: set,
          classId: cls.id,
          className: nameIn(cls, locale),
          step: a.step,
          status: a.status,
        };
      });
      if ('errors' in outcome) return refuseImport(reply, locale, outcome.errors);
      return ok(
        outcome,
        translate(locale, 'aolScores.imported', { count: outcome.count, class: outcome.className }),
      );
    },
  );

  app.post(
    `${base}/submit`,
    {
      config: { access: { permission: perm('edit') }, audit: `submit ${info.resource} scores` },
      schema: {
        tags,
        summary: 'Submit the scores: they are locked until the programme head unlocks them',
        body: z.object({ id: ZId }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const submitTime = await inTransaction(db, async (tx) =>
        submitScores(tx, auth, await assessmentFor(tx, auth, info, request.body.id, 'edit', true)),
      );
      return ok(
        { id: request.body.id, status: '1', submitTime: submitTime.toISOString() },
        translate(request.locale, 'aolScores.submitted'),
      );
    },
  );

  app.post(
    `${base}/unlock`,
    {
      config: { access: { permission: perm('edit') }, audit: `unlock ${info.resource} scores` },
      schema: {
        tags,
        summary:
          'Unlock submitted scores (programme head, unit administrator), with the reason kept in the history',
        body: z.object({ id: ZId, reason: z.string().max(2000) }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const reason = request.body.reason.trim();
      // Those who may edit the programme: its head, a unit administrator, an administrator.
      if (!auth.permissions.has('degreePrograms:edit')) throw forbidden('aolScores.errors.unlockNotAllowed');
      if (reason === '') throw new AppError(400, 'aolScores.errors.reasonRequired');
      await inTransaction(db, async (tx) => {
        const a = await assessmentFor(tx, auth, info, request.body.id, 'edit', true);
        await assertProgrammeInReach(tx, auth, a.degreeProgramsId);
        await unlockScores(tx, auth, a, reason);
      });
      return ok({ id: request.body.id, status: '2' }, translate(request.locale, 'aolScores.unlocked'));
    },
  );

  app.get(
    `${base}/history`,
    {
      config: { access: { permission: perm('query') } },
      schema: {
        tags,
        summary:
          'What happened to an assessment’s scores: submitted, unlocked (with the reason), imported; who and when',
        querystring: T_.extend({ id: ZId }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const a = await assessmentFor(db, request.auth!, info, request.query.id, 'query');
      const h = evaluationHistoryTable;
      const rows = await db
        .select({
          id: h.id,
          action: h.action,
          reason: h.reason,
          actionTime: h.actionTime,
          createBy: h.createBy,
          realname: sysUser.realname,
        })
        .from(h)
        .leftJoin(sysUser, eq(sysUser.username, h.createBy))
        .where(and(eq(h.evaluationId, a.id), eq(h.method, info.method)))
        .orderBy(asc(h.actionTime), asc(h.createTime));
      return ok(
        rows.map((r) => ({
          id: String(r.id),
          action: String(r.action),
          action_dictText: dictLabel('aolHistoryAction', String(r.action), request.locale),
          reason: r.reason ?? null,
          actionTime: r.actionTime instanceof Date ? r.actionTime.toISOString() : null,
          username: r.createBy ?? null,
          realname: r.realname ?? null,
        })),
      );
    },
  );
}

export function registerScoreRoutes(app: App, db: Db): void {
  registerKind(app, db, 'quantitative');
  registerKind(app, db, 'qualitative');
}

/** Score entry, import and locking of both kinds of assessment, registered under /api. */
export const aolScoresModule: Module = (app, { database }) => {
  app.addHook('onRoute', describeAolScoresRoutes);
  setHooks('evaluationScore', evaluationScoreHooks);
  registerScoreRoutes(app, database.db);
};
