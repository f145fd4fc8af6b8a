import { AppError } from '../../core/errors.ts';
import type { ResourceHooks } from '../../crud/hooks.ts';
import { assessmentOfScore, isLocked, objectivesOf } from './scores-data.ts';
import { checkChanges } from './scores-write.ts';

/**
 * Score rows written through the resource engine (/aacsb/evaluationScore/add, edit, delete) keep
 * the rules of the score calls: nothing changes in a submitted (locked) assessment, a score lies
 * in 0..S_jk of an aim of the assessment (a rating is a level of its rubric), the student is in
 * its classes; the row takes the assessment's programme and the student's class. A row naming no
 * assessment is left to the engine's own checks (the score calls never write one).
 */
export const evaluationScoreHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing) {
    if (existing) {
      const before = await assessmentOfScore(ctx.tx, existing);
      if (before && isLocked(before)) throw new AppError(400, 'aolScores.errors.locked');
    }
    const merged = { ...(existing ?? {}), ...values };
    const a = await assessmentOfScore(ctx.tx, merged);
    if (!a) return {};
    if (isLocked(a)) throw new AppError(400, 'aolScores.errors.locked');
    const quantitative = a.info.kind === 'quantitative';
    const field = quantitative ? 'score' : 'level';
    if (
      quantitative
        ? typeof merged.score !== 'number'
        : typeof merged.level !== 'string' || merged.level === ''
    )
      return { [field]: 'crud.validation.required' };
    const change = quantitative
      ? {
          studentId: String(merged.studentId ?? ''),
          loId: String(merged.loId ?? ''),
          componentKey: String(merged.componentKey ?? ''),
          score: merged.score as number,
        }
      : {
          studentId: String(merged.studentId ?? ''),
          loId: String(merged.loId ?? ''),
          level: merged.level as string,
        };
    const checked = await checkChanges(ctx.tx, a, await objectivesOf(ctx.tx, a), [change], ctx.locale);
    if ('errors' in checked) return { [field]: checked.errors[0].message };
    const [cell] = checked.cells;
    Object.assign(values, {
      degreeProgramsId: a.degreeProgramsId,
      classId: cell.classId,
      componentKey: cell.componentKey,
      ...(quantitative ? { level: null } : { level: cell.level, score: null }),
    });
    return {};
  },
  async beforeDelete(ctx, rows) {
    const seen = new Set<string>();
    for (const row of rows) {
      const key = `${row.method}\u0000${row.evaluationId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const a = await assessmentOfScore(ctx.tx, row);
      if (a && isLocked(a)) throw new AppError(400, 'aolScores.errors.locked');
    }
  },
};
