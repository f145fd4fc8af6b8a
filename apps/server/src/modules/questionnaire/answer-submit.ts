import {
  type AnswerProblem,
  type Answers,
  checkAnswers,
  type GroupList,
  QUESTIONNAIRE_STATUS,
} from '@accredit/shared';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { clientIp } from '../../core/audit.ts';
import { type Db, inTransaction } from '../../core/db.ts';
import { conflict } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { questionnaireTable } from '../resources/schema.ts';
import { sysLog } from '../system/schema.ts';
import { assertAccepting, readAssignment } from './answer-data.ts';
import { questionnaireRecipient, questionnaireResponse } from './schema.ts';

/**
 * The two writes of a respondent (issue 18): saving a draft and submitting once.
 *
 * Anonymity (DOMAIN.md section 6): an anonymous response row holds no person, no creator and no
 * time finer than the UTC day; the recipient row keeps only the fact of having answered, not the
 * day (the day and the audience group on both rows would pair a person with their answer whenever
 * one person of a group answered that day); the questionnaire's update_by/update_time are not
 * touched by a submission (they would name the latest respondent); and no operation-log row is
 * written for an anonymous submission (its time would sit beside the "answered" flag). The routes
 * switch the generic operation log off (it would store the request body, i.e. the answers); a
 * named submission writes its own log row naming only the questionnaire.
 *
 * What this cannot hide: PostgreSQL stamps every row version with the id of the transaction that
 * wrote it (the `xmin` system column), so the recipient row and the response written by one
 * submission share it, and consecutive submissions get consecutive ids. Only someone running SQL
 * on the live database sees it (a pg_dump or an export does not carry it); that person could as
 * well turn on statement logging, so the guarantee is about the data, the screens, the exports and
 * the logs, not about the database's own administrator.
 */
const q = questionnaireTable;
const r = questionnaireRecipient;

/** Answers refused on save or submit: 400 with the problems, each a question id and an i18n key. */
export class AnswerProblems extends Error {
  constructor(
    readonly problems: AnswerProblem[],
    /** The questionnaire's questions, to name the first problem's question in the message. */
    readonly groups: GroupList,
  ) {
    super('answer problems');
  }
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The caller's assignment and `value` checked against its questions (`final`: complete, as on
 * submit), refused unless the questionnaire takes the caller's answers at `now` (409) and the
 * answers pass (AnswerProblems). Save and submit both start here.
 */
async function acceptedAnswers(
  db: Db,
  userId: string,
  id: string,
  value: unknown,
  now: Date,
  final: boolean,
) {
  const { assignment, groups } = await readAssignment(db, userId, id);
  assertAccepting(assignment, now);
  const { answers, problems } = checkAnswers(groups, value, { final });
  if (problems.length) throw new AnswerProblems(problems, groups);
  return { assignment, answers };
}

/** Saves the caller's draft (answers checked but not required to be complete); returns when. */
export async function saveDraft(db: Db, userId: string, id: string, value: unknown): Promise<Date> {
  const now = new Date();
  const { assignment, answers } = await acceptedAnswers(db, userId, id, value, now, false);
  const [saved] = await db
    .update(r)
    .set({ draft: answers, draftTime: now })
    .where(and(eq(r.id, assignment.recipientId), eq(r.answered, false)))
    .returning({ id: r.id });
  if (!saved) throw conflict('qnrAnswer.errors.alreadyAnswered');
  return now;
}

export interface Submitted {
  anonymous: boolean;
}

/**
 * Submits the caller's answers, once. In one transaction: the recipient row is marked answered
 * only if it was not (a second submission, even at the same moment, finds no row: 409), the
 * questionnaire's response count goes up only if it is still collecting within its dates (else
 * 409 and nothing is kept), and the response is written (anonymous: no respondent, no time).
 */
export async function submitAnswers(db: Db, userId: string, id: string, value: unknown): Promise<Submitted> {
  const now = new Date();
  const { assignment, answers } = await acceptedAnswers(db, userId, id, value, now, true);
  const day = utcDay(now);
  return inTransaction(db, async (tx) => {
    const [marked] = await tx
      .update(r)
      .set({ answered: true, answeredOn: assignment.anonymous ? null : day, draft: null, draftTime: null })
      .where(and(eq(r.id, assignment.recipientId), eq(r.answered, false)))
      .returning({ groupKey: r.groupKey });
    if (!marked) throw conflict('qnrAnswer.errors.alreadyAnswered');
    // Last of the locks taken, so that concurrent respondents wait on the questionnaire row briefly.
    const [counted] = await tx
      .update(q)
      .set({ responseCount: sql`coalesce(${q.responseCount}, 0) + 1` })
      .where(
        and(
          eq(q.id, id),
          eq(q.status, QUESTIONNAIRE_STATUS.collecting),
          lte(q.startTime, now),
          gte(q.endTime, now),
        ),
      )
      .returning({ anonymous: q.anonymous });
    if (!counted) throw conflict('qnrAnswer.errors.notAccepting');
    const anonymous = counted.anonymous === true;
    // Anonymity is locked once published (hooks.ts); were it changed under us, keep nothing.
    if (anonymous !== assignment.anonymous) throw conflict('qnrAnswer.errors.notAccepting');
    await tx.insert(questionnaireResponse).values({
      questionnaireId: id,
      respondentId: anonymous ? null : userId,
      groupKey: marked.groupKey,
      answers: answers satisfies Answers,
      submittedOn: day,
      submitTime: anonymous ? null : now,
    });
    return { anonymous };
  });
}

/**
 * The operation-log row of a named submission: who submitted which questionnaire, never the
 * answers. Anonymous submissions are not logged (see the header).
 */
export async function logNamedSubmission(
  db: Db,
  request: FastifyRequest,
  id: string,
  costTime: number,
): Promise<void> {
  try {
    await db.insert(sysLog).values({
      id: newId(),
      logType: 2,
      logContent: 'submit questionnaire answers',
      operateType: 'POST',
      userid: request.auth?.user.id ?? null,
      username: request.auth?.user.username ?? null,
      ip: clientIp(request),
      method: 'POST',
      requestUrl: request.routeOptions.url ?? null,
      requestParam: JSON.stringify({ id }),
      target: id,
      costTime,
      status: 200,
      outcome: 'success',
    });
  } catch (err) {
    request.log.error({ err }, 'could not write the operation log');
  }
}
