import type {
  BiText,
  GroupList,
  MatrixRow,
  Question,
  QuestionGroup,
  QuestionKind,
  QuestionOption,
  RatingScale,
} from '@accredit/shared';

/**
 * The question builder's editing steps, as pure functions over a `groupList` (each returns a new
 * list; nothing is changed in place). They keep the list consistent where an edit would
 * otherwise leave something dangling: deleting a question drops the show-if rules that name it,
 * deleting an option (or changing a question's kind) drops the answers other questions' show-if
 * rules wait for that no longer exist. What they cannot decide for the author (a question moved
 * above the one it waits for, an empty text) is left for the shared model's checkGroupList to
 * report.
 */

export const emptyText = (): BiText => ({ zh: '', en: '' });

/**
 * The ends of a new rating scale. Questionnaire texts are data in Chinese and English (the two
 * languages a respondent reads), so these defaults are given in both, whatever the builder's
 * interface language; the author edits them like any other text.
 */
const DEFAULT_LOW: BiText = { zh: '非常不同意', en: 'Strongly disagree' };
const DEFAULT_HIGH: BiText = { zh: '非常同意', en: 'Strongly agree' };
export const defaultScale = (): RatingScale => ({
  points: 5,
  low: { ...DEFAULT_LOW },
  high: { ...DEFAULT_HIGH },
});

/** The next free id of the form `<prefix><n>` among `ids` (ids of other forms are skipped). */
export function nextId(prefix: string, ids: Iterable<string>): string {
  let max = 0;
  const pattern = new RegExp(`^${prefix}(\\d+)$`);
  for (const id of ids) {
    const m = pattern.exec(id);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `${prefix}${max + 1}`;
}

/** Group and question ids are unique in the whole questionnaire. */
function allIds(groups: GroupList): string[] {
  return groups.flatMap((g) => [g.id, ...g.questions.map((q) => q.id)]);
}

export function newGroup(groups: GroupList): QuestionGroup {
  return { id: nextId('g', allIds(groups)), title: emptyText(), questions: [] };
}

const newOptions = (n: number): QuestionOption[] =>
  Array.from({ length: n }, (_, i) => ({ id: `o${i + 1}`, text: emptyText() }));
const newRows = (n: number): MatrixRow[] =>
  Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, text: emptyText() }));

/** A blank question of a kind: two options for a choice, a 5-point scale, two matrix rows. */
export function newQuestion(groups: GroupList, kind: QuestionKind): Question {
  return shapeFor({ id: nextId('q', allIds(groups)), kind, title: emptyText(), required: false }, kind);
}

/**
 * The question as `kind`: what it shares with the new kind is kept (title, help, required,
 * show-if; options between single and multiple; the scale between rating and matrix; the
 * objectives of a rating question), what the new kind has no use for is dropped, and what it
 * needs is added blank.
 */
export function shapeFor(q: Question, kind: QuestionKind): Question {
  const out: Question = { id: q.id, kind, title: q.title, required: q.required };
  if (q.help) out.help = q.help;
  if (q.showIf) out.showIf = q.showIf;
  if (kind === 'single' || kind === 'multiple') out.options = q.options?.length ? q.options : newOptions(2);
  if (kind === 'rating' || kind === 'matrix') out.scale = q.scale ?? defaultScale();
  if (kind === 'rating' && q.loIds?.length) out.loIds = q.loIds;
  if (kind === 'matrix') out.rows = q.rows?.length ? q.rows : newRows(2);
  if (kind === 'text' && q.maxLength) out.maxLength = q.maxLength;
  return out;
}

/** A question's place: group index and index in the group. */
export interface At {
  group: number;
  question: number;
}

const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((x, i) => (i === index ? item : x));

/** Moves the item at `index` by `delta` places; out of range leaves the list as it is. */
export function move<T>(list: readonly T[], index: number, delta: number): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  const [item] = out.splice(index, 1);
  out.splice(to, 0, item);
  return out;
}

export function addGroup(groups: GroupList): GroupList {
  return [...groups, newGroup(groups)];
}

export function updateGroup(groups: GroupList, index: number, patch: Partial<QuestionGroup>): GroupList {
  return replaceAt(groups, index, { ...groups[index], ...patch });
}

/** Removes a group with its questions, and the show-if rules that named them. */
export function removeGroup(groups: GroupList, index: number): GroupList {
  const gone = new Set(groups[index]?.questions.map((q) => q.id) ?? []);
  return dropConditionsOn(
    groups.filter((_, i) => i !== index),
    gone,
  );
}

export function addQuestion(groups: GroupList, group: number, kind: QuestionKind): GroupList {
  const q = newQuestion(groups, kind);
  return updateGroup(groups, group, { questions: [...groups[group].questions, q] });
}

export function updateQuestion(groups: GroupList, at: At, question: Question): GroupList {
  const g = groups[at.group];
  const next = updateGroup(groups, at.group, { questions: replaceAt(g.questions, at.question, question) });
  // A change of kind or of options may leave other questions waiting for answers that no longer exist.
  return pruneConditions(next);
}

/** Removes a question, and the show-if rules that named it (those questions are then always shown). */
export function removeQuestion(groups: GroupList, at: At): GroupList {
  const g = groups[at.group];
  const id = g.questions[at.question]?.id;
  const next = updateGroup(groups, at.group, { questions: g.questions.filter((_, i) => i !== at.question) });
  return id ? dropConditionsOn(next, new Set([id])) : next;
}

/** A copy of the question right below it, with a new id (its options and rows keep theirs: they are per question). */
export function duplicateQuestion(groups: GroupList, at: At): GroupList {
  const g = groups[at.group];
  const source = g.questions[at.question];
  if (!source) return groups;
  const copy: Question = { ...structuredClone(source), id: nextId('q', allIds(groups)) };
  const questions = [...g.questions];
  questions.splice(at.question + 1, 0, copy);
  return updateGroup(groups, at.group, { questions });
}

/**
 * Moves a question one place up (-1) or down (+1); past the top or bottom of its group it goes
 * to the end of the group above or the start of the group below. Returns the new list and where
 * the question now is.
 */
export function moveQuestion(groups: GroupList, at: At, delta: -1 | 1): { groups: GroupList; at: At } {
  const g = groups[at.group];
  const q = g?.questions[at.question];
  if (!q) return { groups, at };
  const to = at.question + delta;
  if (to >= 0 && to < g.questions.length)
    return {
      groups: updateGroup(groups, at.group, { questions: move(g.questions, at.question, delta) }),
      at: { group: at.group, question: to },
    };
  const target = at.group + delta;
  if (target < 0 || target >= groups.length) return { groups, at };
  const without = updateGroup(groups, at.group, {
    questions: g.questions.filter((_, i) => i !== at.question),
  });
  const into = without[target].questions;
  const questions = delta < 0 ? [...into, q] : [q, ...into];
  return {
    groups: updateGroup(without, target, { questions }),
    at: { group: target, question: delta < 0 ? into.length : 0 },
  };
}

/** Every question in order, with its place and its number in the questionnaire (1-based). */
export function numbered(groups: GroupList): { question: Question; at: At; number: number }[] {
  const out: { question: Question; at: At; number: number }[] = [];
  groups.forEach((g, gi) => {
    g.questions.forEach((question, qi) => {
      out.push({ question, at: { group: gi, question: qi }, number: out.length + 1 });
    });
  });
  return out;
}

/** The questions a show-if rule of question `id` may name: those before it that can be answered. */
export function earlierQuestions(groups: GroupList, id: string): Question[] {
  const out: Question[] = [];
  for (const g of groups)
    for (const q of g.questions) {
      if (q.id === id) return out;
      out.push(q);
    }
  return out;
}

/**
 * The answers a show-if rule may wait for on a question: its options (single, multiple) or its
 * scale values as text (rating). Text and matrix questions offer none: a rule on them waits for
 * any answer.
 */
export function conditionValues(q: Question): { value: string; text: BiText | null }[] {
  if (q.kind === 'single' || q.kind === 'multiple')
    return (q.options ?? []).map((o) => ({ value: o.id, text: o.text }));
  if (q.kind === 'rating')
    return Array.from({ length: q.scale?.points ?? 5 }, (_, i) => ({ value: String(i + 1), text: null }));
  return [];
}

/** The questions whose show-if rule names `id`. */
export function dependentsOf(groups: GroupList, id: string): Question[] {
  return groups.flatMap((g) => g.questions.filter((q) => q.showIf?.questionId === id));
}

function mapQuestions(groups: GroupList, f: (q: Question) => Question): GroupList {
  let changed = false;
  const out = groups.map((g) => {
    const questions = g.questions.map((q) => {
      const next = f(q);
      if (next !== q) changed = true;
      return next;
    });
    return questions.some((q, i) => q !== g.questions[i]) ? { ...g, questions } : g;
  });
  return changed ? out : groups;
}

function withoutShowIf(q: Question): Question {
  const { showIf: _dropped, ...rest } = q;
  return rest;
}

function dropConditionsOn(groups: GroupList, ids: ReadonlySet<string>): GroupList {
  return mapQuestions(groups, (q) => (q.showIf && ids.has(q.showIf.questionId) ? withoutShowIf(q) : q));
}

/**
 * Drops from every show-if rule the answers its question no longer offers (an option deleted, a
 * 7-point scale made 5, a kind changed); a rule left with none waits for any answer. A rule on a
 * question that no longer exists is dropped.
 */
export function pruneConditions(groups: GroupList): GroupList {
  const byId = new Map(groups.flatMap((g) => g.questions.map((q) => [q.id, q] as const)));
  return mapQuestions(groups, (q) => {
    const rule = q.showIf;
    if (!rule) return q;
    const target = byId.get(rule.questionId);
    if (!target) return withoutShowIf(q);
    if (!rule.anyOf) return q;
    const offered = new Set(conditionValues(target).map((v) => v.value));
    const anyOf = rule.anyOf.filter((v) => offered.has(v));
    if (anyOf.length === rule.anyOf.length) return q;
    return { ...q, showIf: anyOf.length ? { ...rule, anyOf } : { questionId: rule.questionId } };
  });
}

/** A new option or matrix row id within one question. */
export const nextItemId = (prefix: 'o' | 'r', items: readonly { id: string }[] | undefined): string =>
  nextId(
    prefix,
    (items ?? []).map((i) => i.id),
  );

/** Every objective id the questionnaire maps (rating questions and matrix rows), once each. */
export function mappedLoIds(groups: GroupList): string[] {
  const ids = new Set<string>();
  for (const g of groups)
    for (const q of g.questions) {
      for (const id of q.loIds ?? []) ids.add(id);
      for (const r of q.rows ?? []) for (const id of r.loIds ?? []) ids.add(id);
    }
  return [...ids];
}

/** A text both of whose languages are empty is left out (an optional text must have one or the other). */
export function optionalText(t: BiText): BiText | undefined {
  return t.zh.trim() || t.en.trim() ? t : undefined;
}

/** The object with an optional field set, or without it when `value` is undefined (never stored as null). */
export function withOptional<T extends object, K extends keyof T>(
  obj: T,
  key: K,
  value: T[K] | undefined,
): T {
  const out = { ...obj };
  if (value === undefined) delete out[key];
  else out[key] = value;
  return out;
}

/** A structure problem of checkGroupList: a dotted path into the groupList and an i18n key. */
export interface Problem {
  path: string;
  key: string;
}

/** The problems at `prefix` or below it ("0.questions.2" holds "0.questions.2.options.1.text"). */
export function problemsUnder(problems: readonly Problem[], prefix: string): Problem[] {
  return problems.filter((p) => p.path === prefix || p.path.startsWith(`${prefix}.`));
}

/** The first problem exactly at `path` or below it, as its i18n key; undefined when none. */
export function problemAt(problems: readonly Problem[], path: string): string | undefined {
  return problemsUnder(problems, path)[0]?.key;
}

/**
 * Where a problem is, for the list above the editor: its group and question indexes (either may
 * be missing for a problem of the whole list or of a group) and the rest of its path.
 */
export function locate(path: string): { group?: number; question?: number; rest: string } {
  const parts = path.split('.');
  const group = /^\d+$/.test(parts[0] ?? '') ? Number(parts[0]) : undefined;
  if (group === undefined) return { rest: path };
  if (parts[1] === 'questions' && /^\d+$/.test(parts[2] ?? ''))
    return { group, question: Number(parts[2]), rest: parts.slice(3).join('.') };
  return { group, rest: parts.slice(1).join('.') };
}

/** Which part of a group or question the rest of a problem's path names (for its label), with an item's number. */
export function partOf(rest: string): { part: string; n?: number } {
  const [head, index] = rest.split('.');
  if ((head === 'options' || head === 'rows') && /^\d+$/.test(index ?? ''))
    return { part: head === 'options' ? 'option' : 'row', n: Number(index) + 1 };
  if (head === 'scale' && (index === 'low' || index === 'high'))
    return { part: index === 'low' ? 'scaleLow' : 'scaleHigh' };
  const known = [
    'title',
    'help',
    'description',
    'options',
    'rows',
    'scale',
    'showIf',
    'maxLength',
    'loIds',
    'id',
  ];
  return { part: known.includes(head ?? '') ? head : 'other' };
}
