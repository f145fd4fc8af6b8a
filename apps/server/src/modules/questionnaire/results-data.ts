import {
  type Answers,
  type AudienceGroup,
  type BiText,
  type GroupList,
  MIN_ANONYMOUS_GROUP,
  type QuestionnaireResults,
  questionResults,
  type RateRow,
  rates,
  zGroupList,
} from '@accredit/shared';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import type { Row } from '../../crud/present.ts';
import { sysUser } from '../system/schema.ts';
import { groupLabels } from './audience.ts';
import { questionnaireRecipient as recipient, questionnaireResponse as response } from './schema.ts';

/**
 * What the results, the comparison and the two downloads read (issue 18 item 5): a questionnaire's
 * record, its responses (optionally of one audience group), the response rates and the figures of
 * the shared model (questionResults, rates). The one privacy rule of results lives here: figures
 * of an anonymous questionnaire are withheld when fewer than MIN_ANONYMOUS_GROUP people answered
 * (in the chosen group, or at all), because the owner also sees who has answered and could read a
 * lone respondent's answers off the figures.
 */
export interface QuestionnaireInfo {
  id: string;
  name: string;
  nameEn: string | null;
  status: string;
  anonymous: boolean;
  templateId: string | null;
  startTime: Date | null;
  endTime: Date | null;
  groups: GroupList;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const date = (v: unknown): Date | null =>
  v instanceof Date ? v : typeof v === 'string' ? new Date(v) : null;

/** The parts of a questionnaire record the results read; questions that fail the schema read as none. */
export function infoOf(row: Row): QuestionnaireInfo {
  const parsed = zGroupList.safeParse(row.groupList ?? []);
  return {
    id: String(row.id),
    name: String(row.name ?? ''),
    nameEn: str(row.nameEn),
    status: String(row.status ?? '0'),
    anonymous: row.anonymous === true,
    templateId: str(row.templateId),
    startTime: date(row.startTime),
    endTime: date(row.endTime),
    groups: parsed.success ? parsed.data : [],
  };
}

export interface ResponseRow {
  groupKey: string | null;
  answers: Answers;
  /** Named questionnaires only. */
  respondent: { username: string; realname: string } | null;
  submitTime: Date | null;
}

/**
 * The responses of a questionnaire, of one group when given. Named ones in the order they came;
 * anonymous ones in the order of their random ids, so that neither the file nor the list of text
 * answers lines up with the days people answered (which tracking shows).
 */
export async function responsesOf(
  db: Executor,
  q: QuestionnaireInfo,
  group: string | null,
): Promise<ResponseRow[]> {
  const where: SQL[] = [eq(response.questionnaireId, q.id)];
  if (group !== null) where.push(eq(response.groupKey, group));
  if (q.anonymous) {
    const rows = await db
      .select({ groupKey: response.groupKey, answers: response.answers })
      .from(response)
      .where(and(...where))
      .orderBy(asc(response.id));
    return rows.map((r) => ({ ...r, answers: r.answers as Answers, respondent: null, submitTime: null }));
  }
  const rows = await db
    .select({
      groupKey: response.groupKey,
      answers: response.answers,
      submitTime: response.submitTime,
      username: sysUser.username,
      realname: sysUser.realname,
    })
    .from(response)
    .leftJoin(sysUser, eq(sysUser.id, response.respondentId))
    .where(and(...where))
    .orderBy(asc(response.submitTime), asc(response.id));
  return rows.map((r) => ({
    groupKey: r.groupKey,
    answers: r.answers as Answers,
    submitTime: r.submitTime,
    respondent: { username: r.username ?? '', realname: r.realname ?? '' },
  }));
}

export interface Rates {
  total: RateRow;
  groups: RateRow[];
  labels: ReadonlyMap<string, BiText>;
}

/** Response rates of the whole audience and of each group, with the groups' names. */
export async function ratesOf(db: Executor, questionnaireId: string): Promise<Rates> {
  const rows = await db
    .select({ groupKey: recipient.groupKey, answered: recipient.answered })
    .from(recipient)
    .where(eq(recipient.questionnaireId, questionnaireId));
  const labels = await groupLabels(db, [...new Set(rows.map((r) => r.groupKey))]);
  return { ...rates(rows, labels), labels };
}

/** Whether the figures of `respondents` answers of this questionnaire must be withheld. */
export const withheld = (q: QuestionnaireInfo, respondents: number) =>
  q.anonymous && respondents > 0 && respondents < MIN_ANONYMOUS_GROUP;

/** The rate row of one group (an empty one for a group nobody in the audience belongs to). */
function rateRowOf(r: Rates, group: string | null): RateRow {
  if (group === null) return r.total;
  return (
    r.groups.find((g) => g.key === group) ?? {
      key: group,
      label: r.labels.get(group) ?? { zh: group, en: group },
      audience: 0,
      answered: 0,
      rate: null,
    }
  );
}

/** GET /aacsb/questionnaire/results: the figures of everyone or of one audience group. */
export async function resultsOf(
  db: Executor,
  q: QuestionnaireInfo,
  group: string | null,
  known?: Rates,
): Promise<QuestionnaireResults> {
  const [responses, r] = await Promise.all([responsesOf(db, q, group), known ?? ratesOf(db, q.id)]);
  const suppressed = withheld(q, responses.length);
  const groups: AudienceGroup[] = r.groups.map((g) => ({ key: g.key, label: g.label }));
  return {
    id: q.id,
    name: q.name,
    nameEn: q.nameEn,
    status: q.status,
    anonymous: q.anonymous,
    group,
    groups,
    respondents: responses.length,
    total: rateRowOf(r, group),
    suppressed,
    questions: suppressed ? [] : questionResults(q.groups, responses),
  };
}
