import { isEnglishOutput } from '../bilingual.ts';
import type { BiText, GroupList, Question } from './types.ts';
import { zGroupList } from './types.ts';

/**
 * The structure of a questionnaire's questions (`groupList`, issue 18): the checks the server's
 * hooks run before a template or questionnaire is stored and the builder shows live, and the
 * small readers every part shares (questions in order, their count, a text in the reader's
 * language).
 */

/** A problem with the structure: `path` is the dotted path into the groupList ("0.questions.2.options.1.id"). */
export interface StructureProblem {
  path: string;
  /** i18n key: questionnaire.template.* (or questionnaire.errors.textRequired for an empty text). */
  key: string;
}

const T = 'questionnaire.template';

/**
 * The text in the reader's language: Chinese readers (zh-CN, zh-TW) read `zh`, everyone else
 * `en`; the other language when theirs is empty, so a question written in one language only is
 * still shown to everybody.
 */
export function textIn(t: BiText | null | undefined, locale: string): string {
  if (!t) return '';
  const [mine, other] = isEnglishOutput(locale) ? [t.en, t.zh] : [t.zh, t.en];
  return mine?.trim() ? mine : (other ?? '');
}

/** Every question, in the order the respondent meets them (group by group). */
export function allQuestions(groups: GroupList): Question[] {
  return groups.flatMap((g) => g.questions);
}

export function countQuestions(groups: GroupList): number {
  return groups.reduce((n, g) => n + g.questions.length, 0);
}

/** The key of a zod issue: the schema's own i18n key when it names one, else by the issue's code. */
function issueKey(issue: { code: string; message: string; origin?: unknown }): string {
  if (issue.message.startsWith('questionnaire.')) return issue.message;
  if (issue.code === 'too_big') return issue.origin === 'string' ? `${T}.tooLong` : `${T}.tooMany`;
  if (issue.code === 'too_small' && issue.origin === 'string') return `${T}.idRequired`;
  return `${T}.invalid`;
}

/** The values a show-if on `q` may list in `anyOf`, or null when the kind takes no list. */
function conditionValues(q: Question): Set<string> | null {
  if (q.kind === 'single' || q.kind === 'multiple') return new Set((q.options ?? []).map((o) => o.id));
  if (q.kind === 'rating' && q.scale)
    return new Set(Array.from({ length: q.scale.points }, (_, i) => String(i + 1)));
  return null;
}

/** Ids that occur more than once, each reported at its second and later places. */
function duplicates(
  items: readonly { id: string }[],
  at: (i: number) => string,
  problems: StructureProblem[],
): void {
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) problems.push({ path: at(i), key: `${T}.duplicateId` });
    seen.add(item.id);
  });
}

/** The checks zod cannot make: unique ids, what each kind needs, show-if rules pointing back. */
function checkRules(groups: GroupList): StructureProblem[] {
  const problems: StructureProblem[] = [];
  duplicates(groups, (gi) => `${gi}.id`, problems);
  // Question ids are unique across the whole questionnaire: answers and show-if rules name them.
  const allIds = new Set(allQuestions(groups).map((q) => q.id));
  const earlier = new Map<string, Question>();
  groups.forEach((g, gi) => {
    g.questions.forEach((q, qi) => {
      const at = `${gi}.questions.${qi}`;
      if (earlier.has(q.id)) problems.push({ path: `${at}.id`, key: `${T}.duplicateId` });
      if ((q.kind === 'single' || q.kind === 'multiple') && (q.options ?? []).length < 2)
        problems.push({ path: `${at}.options`, key: `${T}.tooFewOptions` });
      duplicates(q.options ?? [], (i) => `${at}.options.${i}.id`, problems);
      if ((q.kind === 'rating' || q.kind === 'matrix') && !q.scale)
        problems.push({ path: `${at}.scale`, key: `${T}.scaleRequired` });
      if (q.kind === 'matrix' && (q.rows ?? []).length < 1)
        problems.push({ path: `${at}.rows`, key: `${T}.rowsRequired` });
      duplicates(q.rows ?? [], (i) => `${at}.rows.${i}.id`, problems);
      if (q.showIf) {
        const target = earlier.get(q.showIf.questionId);
        if (!target) {
          // Itself or a later question would let an answer decide whether it is asked at all.
          const key = allIds.has(q.showIf.questionId) ? 'showIfNotEarlier' : 'showIfUnknown';
          problems.push({ path: `${at}.showIf.questionId`, key: `${T}.${key}` });
        } else if (q.showIf.anyOf && q.showIf.anyOf.length > 0) {
          const allowed = conditionValues(target);
          if (!allowed || q.showIf.anyOf.some((v) => !allowed.has(v)))
            problems.push({ path: `${at}.showIf.anyOf`, key: `${T}.showIfValues` });
        }
      }
      if (!earlier.has(q.id)) earlier.set(q.id, q);
    });
  });
  return problems;
}

/**
 * Checks a groupList as stored or sent (unknown json): the shape (zGroupList, defaults applied),
 * then unique ids (groups; questions across the questionnaire; options and rows within their
 * question), single and multiple choice with 2 or more options, rating and matrix with a scale,
 * matrix with a row or more, and show-if naming an EARLIER question with `anyOf` values that
 * question can take (option ids; rating values "1".."points"; none for text and matrix).
 * `groups` is the value to store, null when there is any problem.
 */
export function checkGroupList(value: unknown): { groups: GroupList | null; problems: StructureProblem[] } {
  const parsed = zGroupList.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      key: issueKey(issue as { code: string; message: string; origin?: unknown }),
    }));
    return { groups: null, problems };
  }
  const problems = checkRules(parsed.data);
  return { groups: problems.length ? null : parsed.data, problems };
}
