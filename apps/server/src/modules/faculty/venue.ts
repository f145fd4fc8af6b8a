import { outputTypeOf, RESOURCE, VENUE_REFS, venueValues } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import type { HookContext } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { col } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';

/**
 * A research output's venue from a reference list (a journal, a conference, a funded project):
 * when the output links an entry, its level and whether it is peer reviewed come from the entry,
 * whatever was sent, so a stale or forged value is never stored; an empty venue name takes the entry's name. A link the type
 * does not have (left over from another type) is dropped. Runs before the type's own checks, so a
 * level the entry supplies satisfies them.
 */
const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

export async function venueFromReference(
  ctx: HookContext,
  values: Row,
  existing: Row | null,
): Promise<Record<string, string>> {
  const merged = { ...(existing ?? {}), ...values };
  const type = outputTypeOf(merged.outputType);
  if (!type) return {};
  const problems: Record<string, string> = {};
  for (const { field, resource } of VENUE_REFS) {
    const id = merged[field];
    if (blank(id)) continue;
    if (!type.fields.includes(field)) {
      values[field] = null;
      continue;
    }
    const table = resourceTable(RESOURCE[resource]);
    const [entry] = await ctx.tx
      .select()
      .from(table)
      .where(eq(col(table, 'id'), String(id)))
      .limit(1);
    if (!entry) {
      problems[field] = 'faculty.errors.unknownVenue';
      continue;
    }
    const taken = venueValues(merged.outputType, field, entry as Row, ctx.locale);
    if (blank(merged.venueName) && taken.venueName) values.venueName = taken.venueName;
    if ('venueLevel' in taken) values.venueLevel = taken.venueLevel ?? null;
    if ('level' in taken) values.level = taken.level ?? null;
    if ('peerReviewed' in taken) values.peerReviewed = taken.peerReviewed === true;
  }
  return problems;
}
