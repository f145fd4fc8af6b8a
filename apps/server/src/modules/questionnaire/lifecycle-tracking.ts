import {
  acceptsAnswers,
  dictLabel,
  type NonRespondent,
  QUESTIONNAIRE_STATUS,
  type QuestionnaireTracking,
  rates,
  zEnvelope,
} from '@accredit/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, unauthorized } from '../../core/errors.ts';
import type { Row } from '../../crud/present.ts';
import { sysUser } from '../system/schema.ts';
import { readQuestionnaire } from './access.ts';
import { groupLabels } from './audience.ts';
import { notifyRecipients } from './lifecycle-notify.ts';
import { questionnaireRecipient as r } from './schema.ts';

/**
 * Tracking and reminders (issue 18 item 4): the response rate of everyone and of each audience
 * group, and who has not answered yet. Only the fact of having answered is read (recipient rows),
 * never an answer, so an anonymous questionnaire is tracked the same way without linking anyone
 * to what they said; whether someone saved a draft is shown for named questionnaires only.
 * Reminders go to the people who have not answered, only while the questionnaire takes answers.
 */
const ZId = z.string().trim().min(1).max(64);
const BATCH = 1000;

const asDate = (v: unknown): Date | null =>
  v instanceof Date ? v : v === null || v === undefined ? null : new Date(String(v));

async function trackingOf(db: Db, q: Row): Promise<QuestionnaireTracking> {
  const id = String(q.id);
  const rows = await db
    .select({
      userId: r.userId,
      groupKey: r.groupKey,
      answered: r.answered,
      started: sql<boolean>`${r.draft} is not null`,
      remindCount: r.remindCount,
      lastReminded: r.lastReminded,
      username: sysUser.username,
      realname: sysUser.realname,
    })
    .from(r)
    .leftJoin(sysUser, eq(sysUser.id, r.userId))
    .where(eq(r.questionnaireId, id))
    .orderBy(asc(r.groupKey), asc(sysUser.username));
  const labels = await groupLabels(
    db,
    rows.map((x) => x.groupKey),
  );
  const { total, groups } = rates(rows, labels);
  const anonymous = Boolean(q.anonymous);
  const nonRespondents: NonRespondent[] = rows
    .filter((x) => !x.answered)
    .map((x) => ({
      userId: x.userId,
      username: x.username ?? '',
      realname: x.realname ?? '',
      groupKey: x.groupKey,
      started: !anonymous && Boolean(x.started),
      remindCount: x.remindCount,
      lastReminded: x.lastReminded ? x.lastReminded.toISOString() : null,
    }));
  return { id, status: String(q.status), anonymous, total, groups, nonRespondents };
}

/** Reminds the people of a collecting questionnaire who have not answered; returns how many it reached. */
export async function remindNonRespondents(
  db: Db,
  q: Row,
  sender: string,
  now = new Date(),
): Promise<number> {
  const id = String(q.id);
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ userId: r.userId })
      .from(r)
      .innerJoin(sysUser, eq(sysUser.id, r.userId))
      .where(
        and(
          eq(r.questionnaireId, id),
          eq(r.answered, false),
          eq(sysUser.delFlag, false),
          eq(sysUser.status, 1),
        ),
      );
    const userIds = waiting.map((w) => w.userId);
    if (userIds.length === 0) return 0;
    const sent = await notifyRecipients(tx, q, 'remind', userIds, sender);
    for (let i = 0; i < userIds.length; i += BATCH)
      await tx
        .update(r)
        .set({ remindCount: sql`${r.remindCount} + 1`, lastReminded: now })
        .where(
          and(
            eq(r.questionnaireId, id),
            eq(r.answered, false),
            inArray(r.userId, userIds.slice(i, i + BATCH)),
          ),
        );
    return sent;
  });
}

export function registerTrackingRoutes(app: App, db: Db): void {
  const base = '/aacsb/questionnaire';
  const tags = ['questionnaire'];

  app.get(
    `${base}/tracking`,
    {
      config: { access: { permission: 'questionnaire:get' } },
      schema: {
        tags,
        summary:
          'Response rate of the whole audience and of each group, and the people who have not answered (never linked to any answer)',
        querystring: z.object({ id: ZId, _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.unknown()) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      const q = await readQuestionnaire(db, request.auth, request.query.id, 'questionnaire:get');
      return ok(await trackingOf(db, q));
    },
  );

  app.post(
    `${base}/remind`,
    {
      config: { access: { permission: 'questionnaire:edit' }, audit: 'questionnaire remind non-respondents' },
      schema: {
        tags,
        summary:
          'Remind the people who have not answered (collecting questionnaires within their dates only)',
        body: z.object({ id: ZId }),
        response: { 200: zEnvelope(z.object({ sent: z.number().int() })) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const q = await readQuestionnaire(db, auth, request.body.id, 'questionnaire:edit');
      const status = String(q.status);
      if (status !== QUESTIONNAIRE_STATUS.collecting)
        throw new AppError(400, 'qnrServer.errors.remindNotCollecting', {
          state: dictLabel('questionnaireStatus', status, request.locale),
        });
      const now = new Date();
      if (!acceptsAnswers(status, now, asDate(q.startTime), asDate(q.endTime)))
        throw new AppError(400, 'qnrServer.errors.remindNotOpen');
      return ok({ sent: await remindNonRespondents(db, q, auth.user.username, now) });
    },
  );
}
