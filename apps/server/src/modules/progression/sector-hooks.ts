import { RESOURCE } from '@accredit/shared';
import { and, eq } from 'drizzle-orm';
import type { ResourceHooks } from '../../crud/hooks.ts';
import { rowScope } from '../../crud/scope.ts';
import { employmentTable } from '../resources/schema.ts';

/**
 * An employer-sector row belongs to the programme of its employment record: the server copies
 * `degreeProgramsId` from it on every write, so the programme heads' rule on the employment
 * screen binds the sectors as well. The employment record must be one the caller may reach
 * (a head cannot file sectors under another programme's graduates).
 */
export const employmentSectorHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing): Promise<Record<string, string>> {
    const employmentId = values.employmentId ?? existing?.employmentId;
    if (employmentId === undefined || employmentId === null || employmentId === '') return {};
    const e = employmentTable;
    const scope = await rowScope(ctx.tx, RESOURCE.employment, e, ctx.auth, 'employment:query');
    const [record] = await ctx.tx
      .select({ programme: e.degreeProgramsId })
      .from(e)
      .where(and(eq(e.id, String(employmentId)), ...scope));
    if (!record) return { employmentId: 'crud.validation.refNotFound' };
    values.degreeProgramsId = record.programme;
    return {};
  },
};
