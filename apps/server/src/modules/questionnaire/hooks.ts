import {
  type Audience,
  checkGroupList,
  countQuestions,
  type GroupList,
  type Locale,
  QUESTIONNAIRE_STATUS,
  questionsEditable,
  RESOURCE,
  type StructureProblem,
  zAudience,
} from '@accredit/shared';
import { count, inArray } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import type { HookContext, ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { rowById } from '../../crud/records.ts';
import { resourceTable } from '../../crud/table.ts';
import { assertProgrammeInReach, boundToProgrammes } from '../curriculum/programme-reach.ts';
import { unknownAudienceIds } from './audience.ts';
import { questionnaireRecipient, questionnaireResponse } from './schema.ts';

/**
 * The rules of templates and questionnaires beyond the engine (issue 18):
 * - groupList is checked by the shared model (checkGroupList) and stored as it parses (defaults
 *   applied); numberGroup and questionCount are counted from it, never typed;
 * - a questionnaire starts Unpublished with no responses; made from a template, it copies the
 *   template's questions (and names and introduction it left empty);
 * - its questions, template and anonymity may change only while Unpublished: respondents must all
 *   answer the same questions, and people who answered under a promise of anonymity keep it;
 * - its audience must have the shape zAudience and name existing records;
 * - it is written under a programme the caller may edit (programme heads: one they head);
 * - a questionnaire with responses is not deleted (end it instead); deleting one removes the
 *   people it reached.
 */
const templates = resourceTable(RESOURCE.questionnaireTemplate);
const REF_PROBLEM = 'crud.validation.refNotFound';

/** "Group 2, question 3: This id is used twice; ..." from the model's problems ("1.questions.2.id"). */
export function structureMessage(locale: Locale, problems: readonly StructureProblem[]): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const p of problems) {
    const message = translate(locale, p.key);
    const group = /^(\d+)(\.|$)/.exec(p.path);
    const question = /^\d+\.questions\.(\d+)(\.|$)/.exec(p.path);
    const text = question
      ? translate(locale, 'qnrServer.problem.atQuestion', {
          group: Number(group?.[1]) + 1,
          question: Number(question[1]) + 1,
          message,
        })
      : group
        ? translate(locale, 'qnrServer.problem.atGroup', { group: Number(group[1]) + 1, message })
        : message;
    if (!seen.has(text)) parts.push(text);
    seen.add(text);
  }
  return parts.join('; ');
}

/** Checks `values.groupList` when sent: stores the parsed list and its counts, or returns the message. */
function groupListProblem(locale: Locale, values: Row): string | null {
  if (!('groupList' in values)) return null;
  const { groups, problems } = checkGroupList(values.groupList ?? []);
  if (!groups) return structureMessage(locale, problems);
  setGroups(values, groups);
  return null;
}

function setGroups(values: Row, groups: GroupList): void {
  values.groupList = groups;
  values.numberGroup = groups.length;
  values.questionCount = countQuestions(groups);
}

/** Json compared by content, whatever the order of its keys (jsonb stores them reordered). */
export function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
      );
    return v;
  };
  return JSON.stringify(canonical(a ?? null)) === JSON.stringify(canonical(b ?? null));
}

export const questionnaireTemplateHooks: ResourceHooks = {
  beforeWrite(ctx, values, existing): Record<string, string> {
    if (!existing && !('groupList' in values)) values.groupList = [];
    const problem = groupListProblem(ctx.locale, values);
    return problem ? { groupList: problem } : {};
  },
};

/** The audience as stored: the parsed shape (defaults filled), or a problem. */
async function audienceProblem(ctx: HookContext, values: Row): Promise<string | null> {
  if (!('audience' in values)) return null;
  if (values.audience === null || values.audience === undefined) return null;
  const parsed = zAudience.safeParse(values.audience);
  if (!parsed.success) return 'qnrServer.errors.badAudience';
  const missing = await unknownAudienceIds(ctx.tx, parsed.data);
  const lists = Object.keys(missing) as (keyof Audience)[];
  if (lists.length > 0)
    return translate(ctx.locale, 'qnrServer.errors.unknownAudience', {
      ids: lists.flatMap((k) => missing[k] ?? []).join(', '),
    });
  values.audience = parsed.data;
  return null;
}

/** A template's questions (and names and introduction the questionnaire leaves empty) copied onto it. */
async function copyTemplate(ctx: HookContext, values: Row, merged: Row): Promise<string | null> {
  const template = await rowById(ctx.tx, templates, merged.templateId);
  if (!template) return REF_PROBLEM;
  const { groups } = checkGroupList(template.groupList ?? []);
  setGroups(values, groups ?? []);
  for (const key of ['nameEn', 'category', 'description', 'descriptionEn'])
    if (merged[key] === null || merged[key] === undefined || merged[key] === '') values[key] = template[key];
  return null;
}

const empty = (v: unknown) => v === null || v === undefined || (Array.isArray(v) && v.length === 0);

async function checkProgramme(ctx: HookContext, values: Row, existing: Row | null): Promise<string | null> {
  const programme = 'degreeProgramsId' in values ? values.degreeProgramsId : existing?.degreeProgramsId;
  if (programme) {
    if (!existing || programme !== existing.degreeProgramsId)
      await assertProgrammeInReach(ctx.tx, ctx.auth, programme);
    return null;
  }
  // A programme head's questionnaire without a programme would vanish from their own list.
  return (await boundToProgrammes(ctx.tx, ctx.auth)) ? 'crud.validation.required' : null;
}

/** While collecting, paused or ended: what must stay as the respondents met it. */
function lockedProblems(values: Row, existing: Row): Record<string, string> {
  const problems: Record<string, string> = {};
  if (questionsEditable(String(existing.status))) return problems;
  const locked = 'qnrServer.errors.questionsLocked';
  if ('groupList' in values) {
    const { groups } = checkGroupList(values.groupList ?? []);
    if (!groups || !sameJson(groups, existing.groupList)) problems.groupList = locked;
  }
  if ('templateId' in values && (values.templateId ?? null) !== (existing.templateId ?? null))
    problems.templateId = locked;
  if ('anonymous' in values && Boolean(values.anonymous) !== Boolean(existing.anonymous))
    problems.anonymous = 'qnrServer.errors.anonymousLocked';
  return problems;
}

export const questionnaireHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing) {
    const problems: Record<string, string> = {};
    const programme = await checkProgramme(ctx, values, existing);
    if (programme) problems.degreeProgramsId = programme;
    const audience = await audienceProblem(ctx, values);
    if (audience) problems.audience = audience;
    if (existing) {
      const locked = lockedProblems(values, existing);
      if (Object.keys(locked).length > 0) return { ...problems, ...locked };
      if (!questionsEditable(String(existing.status))) {
        // Sent unchanged (a whole form saved back): kept as stored.
        delete values.groupList;
        return problems;
      }
    } else {
      values.status = QUESTIONNAIRE_STATUS.unpublished;
      values.responseCount = 0;
      values.audienceCount = 0;
    }
    const merged = { ...(existing ?? {}), ...values };
    const templateChanged = merged.templateId && (!existing || merged.templateId !== existing.templateId);
    if (templateChanged && empty(values.groupList)) {
      const problem = await copyTemplate(ctx, values, merged);
      if (problem) problems.templateId = problem;
      return problems;
    }
    if (!existing && !('groupList' in values)) values.groupList = [];
    const structure = groupListProblem(ctx.locale, values);
    if (structure) problems.groupList = structure;
    return problems;
  },

  async beforeDelete(ctx, rows) {
    const ids = rows.map((r) => String(r.id));
    const answered = await ctx.tx
      .select({ id: questionnaireResponse.questionnaireId, n: count() })
      .from(questionnaireResponse)
      .where(inArray(questionnaireResponse.questionnaireId, ids))
      .groupBy(questionnaireResponse.questionnaireId);
    const withAnswers = rows.find(
      (r) => Number(r.responseCount ?? 0) > 0 || answered.some((a) => a.id === r.id && Number(a.n) > 0),
    );
    if (withAnswers)
      throw new AppError(400, 'qnrServer.errors.hasResponses', { name: String(withAnswers.name ?? '') });
    await ctx.tx.delete(questionnaireRecipient).where(inArray(questionnaireRecipient.questionnaireId, ids));
  },
};
