import type { ResourceHooks } from '../../crud/hooks.ts';
import { assertProgrammeInReach } from './programme-reach.ts';

/**
 * Head assignments (spec 000 section 6: userId and degreeProgramsId). A programme head may list
 * and manage the heads of their own programmes (the data rule on degree_programs_id), but never
 * appoint anyone, themselves included, to a programme they do not head.
 */
export const headHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing) {
    await assertProgrammeInReach(ctx.tx, ctx.auth, values.degreeProgramsId ?? existing?.degreeProgramsId);
    return {};
  },
};
