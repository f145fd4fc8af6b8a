import {
  checkGroupList,
  countQuestions,
  dictLabel,
  type Locale,
  nextStatus,
  QUESTIONNAIRE_ACTIONS,
  QUESTIONNAIRE_STATUS,
  type QuestionnaireAction,
  RESOURCE,
  zEnvelope,
} from '@accredit/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App } from '../../core/app-types.ts';
import type { Db, Tx } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, unauthorized } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { presentRows, type Row } from '../../crud/present.ts';
import { stamp } from '../../crud/records.ts';
import { col } from '../../crud/scope.ts';
import { questionnaireTable as q } from '../resources/schema.ts';
import { readQuestionnaire } from './access.ts';
import { registerAudienceRoutes } from './lifecycle-audience.ts';
import { audienceOf, fillRecipients } from './lifecycle-fill.ts';
import { notifyRecipients } from './lifecycle-notify.ts';
import { registerTrackingRoutes } from './lifecycle-tracking.ts';

/**
 * The questionnaire state machine on the server (DOMAIN.md section 6, shared state.ts):
 * POST /aacsb/questionnaire/start|stop|restart|end {id}. Start and restart need the enable right,
 * stop and end the disable right, each under the caller's row scope (a questionnaire they cannot
 * list is "not found"). An action not allowed from the current state is refused naming the state.
 * Start and restart need questions, an audience that reaches someone and a closing time still
 * ahead; they (re)fill the people reached from the audience and tell the newly added ones.
 * Tracking and reminders are lifecycle-tracking.ts, the audience pickers lifecycle-audience.ts.
 */
const ZId = z.string().trim().min(1).max(64);
const RIGHT: Record<QuestionnaireAction, string> = {
  start: 'questionnaire:enable',
  restart: 'questionnaire:enable',
  stop: 'questionnaire:disable',
  end: 'questionnaire:disable',
};
const SUMMARY: Record<QuestionnaireAction, string> = {
  start:
    'Start collecting (Unpublished or Pause to Collecting): fills the people reached from the audience and notifies the new ones',
  stop: 'Stop collecting (Collecting to Pause)',
  restart:
    'Restart (Pause or Ended to Collecting): refills the people reached from the audience and notifies the new ones',
  end: 'End (Collecting or Pause to Ended)',
};

/** Checks that a questionnaire may collect answers now (questions, closing time); null when it may. */
function openingProblem(row: Row, now: Date): string | null {
  const { groups } = checkGroupList(row.groupList ?? []);
  if (!groups || countQuestions(groups) === 0) return 'qnrServer.errors.noQuestions';
  const closes =
    row.endTime instanceof Date ? row.endTime : row.endTime ? new Date(String(row.endTime)) : null;
  if (closes && closes.getTime() <= now.getTime()) return 'qnrServer.errors.closed';
  return null;
}

async function collect(tx: Tx, auth: AuthContext, row: Row): Promise<Row> {
  const problem = openingProblem(row, new Date());
  if (problem) throw new AppError(400, problem);
  const target = await audienceOf(tx, row);
  if (target.length === 0) throw new AppError(400, 'qnrServer.errors.emptyAudience');
  const id = String(row.id);
  const filled = await fillRecipients(tx, id, target);
  await notifyRecipients(tx, row, 'invite', filled.added, auth.user.username);
  return { audienceCount: filled.audienceCount };
}

export async function transition(
  db: Db,
  auth: AuthContext,
  locale: Locale,
  id: string,
  action: QuestionnaireAction,
): Promise<Row> {
  return db.transaction(async (tx) => {
    await readQuestionnaire(tx, auth, id, RIGHT[action]);
    // Locked: two actions at once on one questionnaire run one after the other.
    const [row] = (await tx
      .select()
      .from(q)
      .where(eq(col(q, 'id'), id))
      .for('update')) as Row[];
    const status = String(row.status);
    const to = nextStatus(status, action);
    if (!to)
      throw new AppError(400, 'qnrServer.errors.notAllowed', {
        action: translate(locale, `qnrServer.actions.${action}`),
        state: dictLabel('questionnaireStatus', status, locale),
      });
    const changes: Row = { status: to, ...stamp(auth, 'edit') };
    if (to === QUESTIONNAIRE_STATUS.collecting) Object.assign(changes, await collect(tx, auth, row));
    await tx
      .update(q)
      .set(changes)
      .where(eq(col(q, 'id'), id));
    const [updated] = (await tx
      .select()
      .from(q)
      .where(eq(col(q, 'id'), id))) as Row[];
    const [out] = await presentRows(tx, RESOURCE.questionnaire, [updated], locale);
    return out;
  });
}

export function registerLifecycleRoutes(app: App, db: Db): void {
  const base = '/aacsb/questionnaire';
  const tags = ['questionnaire'];
  for (const action of QUESTIONNAIRE_ACTIONS)
    app.post(
      `${base}/${action}`,
      {
        config: { access: { permission: RIGHT[action] }, audit: `questionnaire ${action}` },
        schema: {
          tags,
          summary: SUMMARY[action],
          body: z.object({ id: ZId }),
          response: { 200: zEnvelope(z.record(z.string(), z.unknown())) },
        },
      },
      async (request) => {
        if (!request.auth) throw unauthorized();
        return ok(await transition(db, request.auth, request.locale, request.body.id, action));
      },
    );
  registerTrackingRoutes(app, db);
  registerAudienceRoutes(app, db);
}
