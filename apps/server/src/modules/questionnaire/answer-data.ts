import {
  acceptsAnswers,
  countQuestions,
  type GroupList,
  type MyQuestionnaire,
  type MyQuestionnaireForm,
  QUESTIONNAIRE_STATUS,
  zGroupList,
} from '@accredit/shared';
import { and, asc, count, desc, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { conflict, forbidden } from '../../core/errors.ts';
import { questionnaireTable } from '../resources/schema.ts';
import { questionnaireRecipient } from './schema.ts';

/**
 * The respondent's side of questionnaires (issue 18), read for the caller only: every query is
 * bound to the caller's own recipient row, so a person reaches a questionnaire only when its
 * audience reached them (the row exists), and never sees another person's draft or answers.
 * An unpublished questionnaire is hidden even from its recipients.
 */
const q = questionnaireTable;
const r = questionnaireRecipient;

/** What the list, the form and the answering commands read of a questionnaire and its recipient row. */
const listColumns = {
  id: q.id,
  name: q.name,
  nameEn: q.nameEn,
  description: q.description,
  descriptionEn: q.descriptionEn,
  anonymous: q.anonymous,
  status: q.status,
  startTime: q.startTime,
  endTime: q.endTime,
  questionCount: q.questionCount,
  recipientId: r.id,
  groupKey: r.groupKey,
  answered: r.answered,
  hasDraft: sql<boolean>`${r.draft} is not null`,
  draftTime: r.draftTime,
};

/**
 * A questionnaire as its respondent's list shows it (MyQuestionnaire's fields, times still dates,
 * the stored question count) with the caller's recipient row: its id, group, and draft time.
 */
export interface Assignment
  extends Pick<
    MyQuestionnaire,
    | 'id'
    | 'name'
    | 'nameEn'
    | 'description'
    | 'descriptionEn'
    | 'anonymous'
    | 'status'
    | 'answered'
    | 'hasDraft'
  > {
  startTime: Date | null;
  endTime: Date | null;
  questionCount: number | null;
  recipientId: string;
  groupKey: string;
  draftTime: Date | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const textOrNull = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

function assignmentOf(row: Record<string, unknown>): Assignment {
  return {
    id: String(row.id),
    name: String(row.name ?? ''),
    nameEn: textOrNull(row.nameEn),
    description: textOrNull(row.description),
    descriptionEn: textOrNull(row.descriptionEn),
    anonymous: row.anonymous === true,
    status: String(row.status ?? ''),
    startTime: (row.startTime as Date | null) ?? null,
    endTime: (row.endTime as Date | null) ?? null,
    questionCount: typeof row.questionCount === 'number' ? row.questionCount : null,
    recipientId: String(row.recipientId),
    groupKey: String(row.groupKey),
    answered: row.answered === true,
    hasDraft: row.hasDraft === true,
    draftTime: (row.draftTime as Date | null) ?? null,
  };
}

/** The caller's rows: their recipient rows of published questionnaires. */
function mine(userId: string): SQL {
  return and(eq(r.userId, userId), ne(q.status, QUESTIONNAIRE_STATUS.unpublished)) as SQL;
}

/** Open now and not answered yet: what the person still has to do (the same rule as acceptsAnswers). */
function toAnswer(now: Date): SQL {
  return and(
    eq(r.answered, false),
    eq(q.status, QUESTIONNAIRE_STATUS.collecting),
    lte(q.startTime, now),
    gte(q.endTime, now),
  ) as SQL;
}

export function presentMine(a: Assignment, now: Date): MyQuestionnaire {
  return {
    id: a.id,
    name: a.name,
    nameEn: a.nameEn,
    description: a.description,
    descriptionEn: a.descriptionEn,
    anonymous: a.anonymous,
    status: a.status,
    startTime: iso(a.startTime),
    endTime: iso(a.endTime),
    open: acceptsAnswers(a.status, now, a.startTime, a.endTime),
    answered: a.answered,
    hasDraft: !a.answered && a.hasDraft,
    questionCount: a.questionCount ?? 0,
  };
}

/**
 * The caller's questionnaires: those still to answer first (the soonest closing first), then the
 * rest, latest opened first. `open` keeps only those still to answer.
 */
export async function listMine(
  db: Executor,
  userId: string,
  scope: 'open' | 'all',
  now: Date,
): Promise<MyQuestionnaire[]> {
  const pending = toAnswer(now);
  const rows = await db
    .select(listColumns)
    .from(r)
    .innerJoin(q, eq(q.id, r.questionnaireId))
    .where(scope === 'open' ? and(mine(userId), pending) : mine(userId))
    .orderBy(
      sql`case when ${pending} then 0 else 1 end`,
      sql`case when ${pending} then ${q.endTime} end asc`,
      desc(q.startTime),
      asc(q.id),
    );
  return rows.map((row) => presentMine(assignmentOf(row), now));
}

/** How many questionnaires the caller still has to answer (the workplace card and the menu badge). */
export async function countOpen(db: Executor, userId: string, now: Date): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(r)
    .innerJoin(q, eq(q.id, r.questionnaireId))
    .where(and(mine(userId), toAnswer(now)));
  return total;
}

/** The stored questions; a stored value that is not a valid group list (never written by the hooks) reads as none. */
export function groupsOf(value: unknown): GroupList {
  const parsed = zGroupList.safeParse(value ?? []);
  return parsed.success ? parsed.data : [];
}

/**
 * The caller's assignment to questionnaire `id` with its questions and draft. Anyone the audience
 * did not reach gets 403 (also for an id that does not exist, so that the answer does not tell
 * which questionnaires exist).
 */
export async function readAssignment(
  db: Executor,
  userId: string,
  id: string,
): Promise<{ assignment: Assignment; groups: GroupList; draft: unknown }> {
  const [row] = await db
    .select({ ...listColumns, groupList: q.groupList, draft: r.draft })
    .from(r)
    .innerJoin(q, eq(q.id, r.questionnaireId))
    .where(and(mine(userId), eq(r.questionnaireId, id)));
  if (!row) throw forbidden('qnrAnswer.errors.notInAudience');
  return { assignment: assignmentOf(row), groups: groupsOf(row.groupList), draft: row.draft };
}

export function presentForm(
  a: Assignment,
  groups: GroupList,
  draft: unknown,
  now: Date,
): MyQuestionnaireForm {
  const kept = !a.answered && draft && typeof draft === 'object' && !Array.isArray(draft);
  return {
    ...presentMine(a, now),
    questionCount: a.questionCount ?? countQuestions(groups),
    groupList: groups,
    answers: kept ? (draft as Record<string, unknown>) : {},
    draftSavedAt: kept ? iso(a.draftTime) : null,
  };
}

/**
 * Refuses answers (409) when the caller has answered already or the questionnaire is not taking
 * answers now, naming why: not yet open, closed (past its closing time), paused or ended.
 */
export function assertAccepting(a: Assignment, now: Date): void {
  if (a.answered) throw conflict('qnrAnswer.errors.alreadyAnswered');
  if (acceptsAnswers(a.status, now, a.startTime, a.endTime)) return;
  if (a.status === QUESTIONNAIRE_STATUS.pause) throw conflict('qnrAnswer.errors.paused');
  if (a.status === QUESTIONNAIRE_STATUS.ended) throw conflict('qnrAnswer.errors.ended');
  if (a.status === QUESTIONNAIRE_STATUS.collecting && a.startTime && now < a.startTime)
    throw conflict('qnrAnswer.errors.notYetOpen');
  if (a.status === QUESTIONNAIRE_STATUS.collecting && a.endTime && now > a.endTime)
    throw conflict('qnrAnswer.errors.closed');
  throw conflict('qnrAnswer.errors.notAccepting');
}
