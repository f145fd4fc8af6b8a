import { readAnswer } from './answers.ts';
import type { ResponseInput } from './results.ts';
import type { GroupList } from './types.ts';

/**
 * The indirect measure's input (DOMAIN.md section 5, I_j): every answer given to a rating
 * question or a matrix row mapped to a learning objective, as { value, scaleMax } — the shape
 * of the AoL model's `programmeResults` input `indirect` (aol/types.ts ProgrammeInput), which
 * pools them (I_j = mean of value / scaleMax). Blanks and values off the scale are left out; an
 * answer to an item mapped to two objectives counts for each.
 */
export interface IndirectLo {
  loId: string;
  answers: { value: number; scaleMax: number }[];
}

/**
 * The answers per objective, objectives in the order the questionnaire first maps them; only
 * objectives with at least one answer. With `loIds`, only those objectives (a programme's own).
 */
export function indirectAnswers(
  groups: GroupList,
  responses: readonly Pick<ResponseInput, 'answers'>[],
  loIds?: ReadonlySet<string>,
): IndirectLo[] {
  const byLo = new Map<string, IndirectLo['answers']>();
  const keep = (ids: readonly string[] | undefined) =>
    [...new Set(ids ?? [])].filter((id) => !loIds || loIds.has(id));
  const keepIn = (ids: readonly string[] | undefined) => {
    const kept = keep(ids);
    for (const id of kept) if (!byLo.has(id)) byLo.set(id, []);
    return kept;
  };
  const push = (ids: string[], value: number, scaleMax: number) => {
    for (const id of ids) byLo.get(id)?.push({ value, scaleMax });
  };
  const seen = new Set<string>();
  for (const q of groups.flatMap((g) => g.questions)) {
    if (seen.has(q.id) || !q.scale) continue;
    seen.add(q.id);
    const scaleMax = q.scale.points;
    if (q.kind === 'rating') {
      const ids = keepIn(q.loIds);
      if (!ids.length) continue;
      for (const r of responses) {
        const read = readAnswer(q, r.answers?.[q.id]);
        if (typeof read.value === 'number') push(ids, read.value, scaleMax);
      }
    } else if (q.kind === 'matrix') {
      const rows = (q.rows ?? [])
        .map((row) => ({ id: row.id, ids: keepIn(row.loIds) }))
        .filter((row) => row.ids.length);
      if (!rows.length) continue;
      for (const r of responses) {
        const read = readAnswer(q, r.answers?.[q.id]);
        if (!read.value || typeof read.value !== 'object' || Array.isArray(read.value)) continue;
        const given = read.value;
        for (const row of rows) if (row.id in given) push(row.ids, given[row.id], scaleMax);
      }
    }
  }
  return [...byLo].filter(([, answers]) => answers.length > 0).map(([loId, answers]) => ({ loId, answers }));
}
