import { type QuestionnaireStatus, QUESTIONNAIRE_STATUS as S } from './types.ts';

/**
 * The questionnaire state machine (DOMAIN.md section 6), enforced by the server and read by the
 * screens to show only the actions that apply:
 * - start (Start Collecting): Unpublished or Pause -> Collecting;
 * - stop (Stop Collecting): Collecting -> Pause;
 * - restart (Restart): Pause or Ended -> Collecting;
 * - end: Collecting or Pause -> Ended.
 */
export const QUESTIONNAIRE_ACTIONS = ['start', 'stop', 'restart', 'end'] as const;
export type QuestionnaireAction = (typeof QUESTIONNAIRE_ACTIONS)[number];

export const TRANSITIONS: Record<
  QuestionnaireAction,
  { from: readonly QuestionnaireStatus[]; to: QuestionnaireStatus }
> = {
  start: { from: [S.unpublished, S.pause], to: S.collecting },
  stop: { from: [S.collecting], to: S.pause },
  restart: { from: [S.pause, S.ended], to: S.collecting },
  end: { from: [S.collecting, S.pause], to: S.ended },
};

/** The state after `action`, or null when the action is not allowed from `status`. */
export function nextStatus(status: string, action: QuestionnaireAction): QuestionnaireStatus | null {
  const t = TRANSITIONS[action];
  return (t.from as readonly string[]).includes(status) ? t.to : null;
}

/** The actions allowed from a state, in the order the screens show them. */
export function allowedActions(status: string): QuestionnaireAction[] {
  return QUESTIONNAIRE_ACTIONS.filter((a) => nextStatus(status, a) !== null);
}

/** Questions (groupList) may change only before the first publication. */
export function questionsEditable(status: string): boolean {
  return status === S.unpublished;
}

/** Answers are taken only while collecting (and within the open and close dates). */
export function acceptsAnswers(status: string, now: Date, opens: Date | null, closes: Date | null): boolean {
  if (status !== S.collecting) return false;
  if (opens && now < opens) return false;
  if (closes && now > closes) return false;
  return true;
}
