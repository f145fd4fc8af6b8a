import { REVIEW_STATUS } from '@accredit/shared';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { HookContext, ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { col } from '../../crud/scope.ts';
import type { ResourceTable } from '../../crud/table.ts';

/**
 * The rule of a statement's versions kept by the engine's hooks: two live versions (pending or
 * approved) never share an effective date, so "the version in force on a day" has one answer.
 * A rejected version does not hold its date: its replacement may take it. That an approved
 * version is never changed is the engine's review lock (revising adds a version).
 */
const day = (value: unknown) =>
  (value instanceof Date ? value.toISOString() : String(value ?? '')).slice(0, 10);

async function dateTaken(
  ctx: HookContext,
  table: ResourceTable,
  values: Row,
  existing: Row | null,
): Promise<Record<string, string>> {
  const date = day(values.effectiveDate ?? existing?.effectiveDate);
  if (date === '') return {};
  const conditions: SQL[] = [
    eq(col(table, 'effectiveDate'), date),
    ne(col(table, 'reviewStatus'), REVIEW_STATUS.rejected),
  ];
  if (existing) conditions.push(ne(col(table, 'id'), String(existing.id)));
  const [clash] = await ctx.tx
    .select({ id: col(table, 'id') })
    .from(table)
    .where(and(...conditions))
    .limit(1);
  return clash ? { effectiveDate: 'statement.errors.dateTaken' } : {};
}

export function statementHooks(table: ResourceTable): ResourceHooks {
  return {
    beforeWrite: (ctx, values, existing) => dateTaken(ctx, table, values, existing),
  };
}
