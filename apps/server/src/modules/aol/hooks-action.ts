import type { ResourceHooks } from '../../crud/hooks.ts';
import { assertProgrammeInReach } from '../curriculum/programme-reach.ts';
import { goals, los, rowById, years } from './hooks-common.ts';

/**
 * The rules of an improvement action (issue 17 item 6): written under a programme the caller may
 * edit; its evaluation year, objective and goal, when named, are that programme's (an action
 * naming a year takes the year's programme when none is given); an objective's action names the
 * objective's goal too, so the goal's list of actions finds it.
 */
export const improvementActionHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing) {
    const merged = { ...(existing ?? {}), ...values };
    const year = merged.evaluationYearId ? await rowById(ctx.tx, years, merged.evaluationYearId) : null;
    if (merged.evaluationYearId && !year) return { evaluationYearId: 'crud.validation.refNotFound' };
    if (year && merged.degreeProgramsId == null)
      values.degreeProgramsId = merged.degreeProgramsId = year.degreeProgramsId;
    await assertProgrammeInReach(ctx.tx, ctx.auth, merged.degreeProgramsId);
    const problems: Record<string, string> = {};
    const programme = String(merged.degreeProgramsId);
    if (year && year.degreeProgramsId !== programme)
      problems.evaluationYearId = 'aolPlan.errors.yearOfOtherProgramme';
    const lo = merged.loId ? await rowById(ctx.tx, los, merged.loId) : null;
    if (merged.loId && lo?.degreeProgramsId !== programme)
      problems.loId = 'aolPlan.errors.loOfOtherProgramme';
    const goal = merged.lgId ? await rowById(ctx.tx, goals, merged.lgId) : null;
    if (merged.lgId && goal?.degreeProgramsId !== programme)
      problems.lgId = 'aolPlan.errors.goalOfOtherProgramme';
    else if (lo && merged.lgId == null) values.lgId = lo.lgId;
    else if (lo && goal && lo.lgId !== goal.id) problems.lgId = 'aolPlan.errors.goalOfOtherObjective';
    return problems;
  },
};
