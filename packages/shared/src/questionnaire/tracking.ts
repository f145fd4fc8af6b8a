import type { RateRow } from './api.ts';
import { percentOf } from './figures.ts';
import type { BiText } from './types.ts';

/**
 * Response rates (issue 18 item 4): of the whole audience and of each audience group (a class, a
 * role, a department, the named users). Only the fact of having answered is counted, never the
 * answer, so the same figures serve anonymous questionnaires.
 */

/** answered / audience * 100 with 1 decimal (half up, exact); null for an empty audience. */
export function rateOf(answered: number, audience: number): number | null {
  return percentOf(answered, audience);
}

/** The key and label of the row of the whole audience. */
export const TOTAL_GROUP = { key: 'total', label: { zh: '全部', en: 'All' } } as const;

/** Group kinds in the order the screens list them: classes, roles, departments, named users. */
const KIND_ORDER = ['class', 'role', 'dept', 'named'];

function kindRank(key: string): number {
  const i = KIND_ORDER.indexOf(key.split(':')[0]);
  return i < 0 ? KIND_ORDER.length : i;
}

function row(key: string, label: BiText, audience: number, answered: number): RateRow {
  return { key, label, audience, answered, rate: rateOf(answered, audience) };
}

/**
 * The rate of everyone and of each group met among the recipients, groups ordered by kind
 * (classes, roles, departments, named) then by label (English, else Chinese) then key. A group
 * without a label is labelled with its key.
 */
export function rates(
  recipients: readonly { groupKey: string; answered: boolean }[],
  labels: ReadonlyMap<string, BiText>,
): { total: RateRow; groups: RateRow[] } {
  const counts = new Map<string, { audience: number; answered: number }>();
  let answered = 0;
  for (const r of recipients) {
    const c = counts.get(r.groupKey) ?? { audience: 0, answered: 0 };
    c.audience += 1;
    if (r.answered) {
      c.answered += 1;
      answered += 1;
    }
    counts.set(r.groupKey, c);
  }
  const groups = [...counts].map(([key, c]) =>
    row(key, labels.get(key) ?? { zh: key, en: key }, c.audience, c.answered),
  );
  const name = (r: RateRow) => r.label.en || r.label.zh;
  groups.sort(
    (a, b) =>
      kindRank(a.key) - kindRank(b.key) ||
      (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0) ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  return { total: row(TOTAL_GROUP.key, { ...TOTAL_GROUP.label }, recipients.length, answered), groups };
}
