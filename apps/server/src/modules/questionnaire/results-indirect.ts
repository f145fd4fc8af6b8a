import {
  type Answers,
  type IndirectLo,
  indirectAnswers,
  QUESTIONNAIRE_STATUS,
  zGroupList,
} from '@accredit/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { col } from '../../crud/scope.ts';
import { questionnaireTable } from '../resources/schema.ts';
import { questionnaireResponse as response } from './schema.ts';

/**
 * The indirect measures of a programme's evaluation year (DOMAIN.md section 5, I_j; issue 18 item
 * 6): every answer to a rating question or matrix row mapped to one of the programme's objectives,
 * in the questionnaires tied to the programme (degreeProgramsId) and the year's school year that
 * have been published (collecting, paused or ended: answers of a questionnaire never started do
 * not exist, and those of one stopped still count). The answers of all those questionnaires are
 * pooled per objective, as the model's I_j asks; read by computeYear (aol/results-programme.ts).
 */
const PUBLISHED = [QUESTIONNAIRE_STATUS.collecting, QUESTIONNAIRE_STATUS.pause, QUESTIONNAIRE_STATUS.ended];

export async function indirectOfYear(
  db: Executor,
  programmeId: string,
  schoolYearId: string,
  loIds: ReadonlySet<string>,
): Promise<IndirectLo[]> {
  if (loIds.size === 0) return [];
  const t = questionnaireTable;
  const questionnaires = await db
    .select({ id: col(t, 'id'), groupList: col(t, 'groupList') })
    .from(t)
    .where(
      and(
        eq(col(t, 'degreeProgramsId'), programmeId),
        eq(col(t, 'schoolYearId'), schoolYearId),
        inArray(col(t, 'status'), PUBLISHED),
      ),
    );
  const mapped = questionnaires.flatMap((q) => {
    const parsed = zGroupList.safeParse(q.groupList ?? []);
    const mapsAny =
      parsed.success &&
      parsed.data.some((g) =>
        g.questions.some(
          (x) =>
            (x.loIds ?? []).some((id) => loIds.has(id)) ||
            (x.rows ?? []).some((r) => (r.loIds ?? []).some((id) => loIds.has(id))),
        ),
      );
    return parsed.success && mapsAny ? [{ id: String(q.id), groups: parsed.data }] : [];
  });
  if (mapped.length === 0) return [];
  const rows = await db
    .select({ questionnaireId: response.questionnaireId, answers: response.answers })
    .from(response)
    .where(
      inArray(
        response.questionnaireId,
        mapped.map((q) => q.id),
      ),
    );
  const byQuestionnaire = new Map<string, { answers: Answers }[]>();
  for (const r of rows) {
    const list = byQuestionnaire.get(r.questionnaireId) ?? [];
    list.push({ answers: (r.answers ?? {}) as Answers });
    byQuestionnaire.set(r.questionnaireId, list);
  }
  const pooled = new Map<string, IndirectLo['answers']>();
  for (const q of mapped)
    for (const lo of indirectAnswers(q.groups, byQuestionnaire.get(q.id) ?? [], loIds)) {
      const list = pooled.get(lo.loId) ?? [];
      // One by one: a spread of 100,000 answers would overflow the call's arguments.
      for (const a of lo.answers) list.push(a);
      pooled.set(lo.loId, list);
    }
  return [...pooled].map(([loId, answers]) => ({ loId, answers }));
}
