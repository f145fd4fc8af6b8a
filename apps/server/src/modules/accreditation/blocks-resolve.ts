import {
  BLOCK_KINDS,
  type BlockData,
  type BlockKind,
  type BlockRef,
  blockKey,
  type Locale,
} from '@accredit/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { layout31, layout32, layout81 } from '../qualification/layout.ts';
import type { TableCode } from '../qualification/snapshots.ts';
import { resolveTable51 } from './blocks-aol.ts';
import { resolveAmba, resolveEquis } from './blocks-beyond.ts';
import { resolveCohort } from './blocks-cohort.ts';
import { BlockProblem, Context, type Resolver, tb, yearParam } from './blocks-context.ts';
import { resolveKpi } from './blocks-kpi.ts';
import { resolveRecords } from './blocks-records.ts';
import { isFrozen, type ReportRow } from './report-data.ts';
import { reportBlockSnapshot } from './schema.ts';

export { type BlockBody, BlockProblem, Context, type Resolver, tb } from './blocks-context.ts';

/**
 * Resolving live blocks (accreditation/blocks.ts) into BlockData, in one language. Each kind
 * reuses the computation of the screen it comes from (Tables 3-1, 3-2, 8-1 from modules/
 * qualification, Table 5-1 from the AoL results, KPI charts from the strategy KPIs, cohorts from
 * progression …) and names that screen as its source. A block that cannot be resolved (bad
 * parameters, a record gone) comes back with `error` in place of its figures, never a failure of
 * the whole call. A Context shares the heavy computations between blocks and languages of one call.
 */

function qualificationResolver(code: TableCode): Resolver {
  return async (ctx, params, locale) => {
    const year = await yearParam(ctx, params);
    const c = await ctx.qualification(code, year);
    const layout =
      code === '31'
        ? layout31(c.tables.table31, locale)
        : code === '32'
          ? layout32(c.tables.table32, locale)
          : layout81(c.tables.table81, locale, { B: '', C: '' });
    // Totals rows are always there: "nothing" is no teacher, no teaching, no contribution.
    const nothing =
      code === '31'
        ? c.tables.table31.groups.length === 0
        : code === '32'
          ? c.tables.table32.rows.every((r) => r.total === 0)
          : c.tables.table81.rows.length === 0;
    const href =
      code === '81'
        ? `/ImpactOfScholarship/table-8-1?year=${year}`
        : `/staff-resources/tables?table=${code}&year=${year}`;
    return {
      title: layout.title,
      subtitle: layout.subtitle,
      table: { columns: layout.columns, groups: layout.groups, rows: layout.rows },
      source: { label: tb(locale, `sources.table${code}`), href },
      empty: nothing ? tb(locale, 'empty.table') : undefined,
    };
  };
}

/** Resolvers per kind (the other kinds in blocks-aol, -kpi, -cohort, -records, -beyond). */
export const RESOLVERS: Partial<Record<BlockKind, Resolver>> = {
  table31: qualificationResolver('31'),
  table32: qualificationResolver('32'),
  table81: qualificationResolver('81'),
  table51: resolveTable51,
  kpi: resolveKpi,
  cohort: resolveCohort,
  records: resolveRecords,
  equisKeyFigures: resolveEquis,
  ambaChecks: resolveAmba,
};

function kindTitle(kind: BlockKind, locale: Locale): string {
  return tb(locale, `kinds.${kind}`);
}

/** One block, live. Never throws for the block's own problems (they become `error`). */
export async function resolveBlock(ctx: Context, ref: BlockRef, locale: Locale): Promise<BlockData> {
  const base = {
    key: blockKey(ref),
    kind: ref.kind,
    takenAt: new Date().toISOString(),
    frozen: false,
  };
  if (!(BLOCK_KINDS as readonly string[]).includes(ref.kind))
    return { ...base, title: tb(locale, 'kinds.unknown'), error: tb(locale, 'errors.unknownKind') };
  const resolver = RESOLVERS[ref.kind];
  if (!resolver)
    return { ...base, title: kindTitle(ref.kind, locale), error: tb(locale, 'errors.notAvailable') };
  try {
    const params = ref.params ?? {};
    const db = ctx.db;
    const body =
      ctx.guarded && 'rollback' in db
        ? await db.transaction((savepoint) => resolver(ctx.on(savepoint), params, locale))
        : await resolver(ctx, params, locale);
    return { ...base, ...body };
  } catch (e) {
    const error =
      e instanceof BlockProblem
        ? tb(locale, e.key, e.values)
        : e instanceof AppError
          ? translate(locale, e.message)
          : tb(locale, 'errors.failed');
    if (!(e instanceof BlockProblem) && !(e instanceof AppError)) console.error('live block failed', ref, e);
    return { ...base, title: kindTitle(ref.kind, locale), error };
  }
}

/** Blocks resolved live, in order (equal refs resolve once). */
export async function resolveBlocks(
  db: Executor,
  refs: BlockRef[],
  locale: Locale,
  ctx: Context = new Context(db),
): Promise<BlockData[]> {
  // One after another: the blocks share the Context's computations and, in a freeze, one
  // transaction's connection.
  const done = new Map<string, BlockData>();
  for (const ref of refs) {
    const key = blockKey(ref);
    if (!done.has(key)) done.set(key, await resolveBlock(ctx, ref, locale));
  }
  return refs.map((ref) => done.get(blockKey(ref)) as BlockData);
}

/**
 * The blocks of a report as the report shows them: a live report resolves them now, a frozen one
 * reads the data stored at the freeze (a block added after the freeze, or a snapshot missing,
 * resolves live with a note saying so). Keyed by blockKey.
 */
export async function blocksForReport(
  db: Executor,
  report: Pick<ReportRow, 'id' | 'status'>,
  refs: BlockRef[],
  locale: Locale,
): Promise<Map<string, BlockData>> {
  const out = new Map<string, BlockData>();
  const frozen = isFrozen(report);
  if (frozen) {
    const rows = await db
      .select({ blockKey: reportBlockSnapshot.blockKey, data: reportBlockSnapshot.data })
      .from(reportBlockSnapshot)
      .where(and(eq(reportBlockSnapshot.reportId, report.id), eq(reportBlockSnapshot.locale, locale)));
    const stored = new Map(rows.map((r) => [r.blockKey, r.data as BlockData]));
    for (const ref of refs) {
      const key = blockKey(ref);
      const data = stored.get(key);
      if (data) out.set(key, { ...data, frozen: true });
    }
  }
  const missing = refs.filter((ref) => !out.has(blockKey(ref)));
  if (missing.length) {
    const live = await resolveBlocks(db, missing, locale);
    for (const data of live)
      out.set(
        data.key,
        frozen
          ? {
              ...data,
              subtitle: [data.subtitle, tb(locale, 'errors.notFrozen')].filter(Boolean).join(' · '),
            }
          : data,
      );
  }
  return out;
}
