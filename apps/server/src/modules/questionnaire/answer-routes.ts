import {
  type AnswerProblem,
  allQuestions,
  type Locale,
  type MyQuestionnaire,
  type MyQuestionnaireForm,
  textIn,
  zAnswers,
  zEnvelope,
  zGroupList,
} from '@accredit/shared';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { fail, ok } from '../../core/envelope.ts';
import { translate } from '../../core/i18n.ts';
import { signedIn } from '../system/http.ts';
import { countOpen, listMine, presentForm, readAssignment } from './answer-data.ts';
import { AnswerProblems, logNamedSubmission, saveDraft, submitAnswers } from './answer-submit.ts';

/**
 * The respondent's calls (issue 18): any signed-in person, students (accounts with no role)
 * included, reaches only the questionnaires whose audience reached them (their recipient row);
 * anyone else gets 403. Save and submit switch the generic operation log off: it would store the
 * request body, that is the answers (answer-submit.ts writes what may be logged).
 */
const tags = ['myQuestionnaire'];
const ZId = z.string().trim().min(1).max(64);

const ZMyQuestionnaire = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  anonymous: z.boolean(),
  status: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  open: z.boolean(),
  answered: z.boolean(),
  hasDraft: z.boolean(),
  questionCount: z.number(),
}) satisfies z.ZodType<MyQuestionnaire>;

const ZForm = ZMyQuestionnaire.extend({
  groupList: zGroupList,
  answers: z.record(z.string(), z.unknown()),
  draftSavedAt: z.string().nullable(),
}) satisfies z.ZodType<MyQuestionnaireForm>;

const ZProblem = z.object({ questionId: z.string(), key: z.string() }) satisfies z.ZodType<AnswerProblem>;
const ZAnswerBody = z.object({ id: ZId, answers: zAnswers });

/**
 * The message of a 400 with answer problems: how many, and the first one with its question in the
 * caller's language (for callers that show only the message; the screen marks each question).
 */
function refused(locale: Locale, err: AnswerProblems) {
  const first = err.problems[0];
  const question = allQuestions(err.groups).find((x) => x.id === first.questionId);
  const count = err.problems.length;
  const message = question
    ? translate(locale, 'qnrAnswer.errors.problems', {
        count,
        question: textIn(question.title, locale),
        problem: translate(locale, first.key),
      })
    : translate(locale, 'qnrAnswer.errors.problemsPlain', { count });
  return { ...fail(message, 400), result: err.problems };
}

export function registerAnswerRoutes(app: App, db: Db): void {
  app.get(
    '/aacsb/myQuestionnaire/list',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'The questionnaires addressed to the caller (open = still to answer: collecting, within its dates, not answered), those to answer first',
        querystring: z.object({
          scope: z.enum(['open', 'all']).default('all'),
          _t: z.coerce.number().optional(),
        }),
        response: { 200: zEnvelope(z.array(ZMyQuestionnaire)) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      return ok(await listMine(db, auth.user.id, request.query.scope, new Date()));
    },
  );

  app.get(
    '/aacsb/myQuestionnaire/count',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'How many questionnaires the caller still has to answer (workplace card, menu badge)',
        querystring: z.object({ _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.object({ open: z.number() })) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      return ok({ open: await countOpen(db, auth.user.id, new Date()) });
    },
  );

  app.get(
    '/aacsb/myQuestionnaire/get',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'One questionnaire addressed to the caller: its questions and the caller’s saved draft (403 for anyone its audience did not reach)',
        querystring: z.object({ id: ZId, _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(ZForm) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const now = new Date();
      const { assignment, groups, draft } = await readAssignment(db, auth.user.id, request.query.id);
      return ok(presentForm(assignment, groups, draft, now));
    },
  );

  app.post(
    '/aacsb/myQuestionnaire/save',
    {
      config: { access: 'authenticated', audit: false },
      schema: {
        tags,
        summary:
          'Save the caller’s answers as a draft to come back to (each answer checked, none required yet); 409 once answered or when not taking answers',
        body: ZAnswerBody,
        response: { 200: zEnvelope(z.object({ savedAt: z.string() })), 400: zEnvelope(z.array(ZProblem)) },
      },
    },
    async (request, reply) => {
      const auth = signedIn(request.auth);
      try {
        const at = await saveDraft(db, auth.user.id, request.body.id, request.body.answers);
        return ok({ savedAt: at.toISOString() }, translate(request.locale, 'qnrAnswer.saved'));
      } catch (err) {
        if (err instanceof AnswerProblems) return reply.status(400).send(refused(request.locale, err));
        throw err;
      }
    },
  );

  app.post(
    '/aacsb/myQuestionnaire/submit',
    {
      config: { access: 'authenticated', audit: false },
      schema: {
        tags,
        summary:
          'Submit the caller’s answers, once (409 the second time); 400 with the problems (questionId, key) when an answer is refused or a required one is missing. Anonymous answers are stored without the person',
        body: ZAnswerBody,
        response: {
          200: zEnvelope(z.object({ submitted: z.literal(true) })),
          400: zEnvelope(z.array(ZProblem)),
        },
      },
    },
    async (request, reply) => {
      const auth = signedIn(request.auth);
      const started = performance.now();
      try {
        const done = await submitAnswers(db, auth.user.id, request.body.id, request.body.answers);
        if (!done.anonymous)
          await logNamedSubmission(db, request, request.body.id, Math.round(performance.now() - started));
        return ok({ submitted: true as const }, translate(request.locale, 'qnrAnswer.submitted'));
      } catch (err) {
        if (err instanceof AnswerProblems) return reply.status(400).send(refused(request.locale, err));
        throw err;
      }
    },
  );
}
