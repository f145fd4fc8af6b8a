import {
  BLOCK_KINDS,
  type BlockData,
  type BlockKind,
  type BlockRef,
  blockKey,
  type Locale,
} from '@accredit/shared';
import { yearOf } from '@accredit/shared/aacsb/index.ts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { layout31, layout32, layout81 } from '../qualification/layout.ts';
import type { Computed } from '../qualification/service.ts';
import { computeFor, type TableCode } from '../qualification/snapshots.ts';
import { schoolSettings } from '../school/settings.ts';
import { reportBlockSnapshot } from './schema.ts';

/**
 * Resolving live blocks (accreditation/blocks.ts) into BlockData, in one language. Each kind
 * reuses the computation of the screen it comes from (Tables 3-1, 3-2, 8-1 from modules/
 * qualification, Table 5-1 from the AoL results, KPI charts from the strategy KPIs, cohorts from
 * progression …) and names that screen as its source. A block that cannot be resolved (bad
 * parameters, a record gone) comes back with `error` in place of its figures, never a failure of
 * the whole call. A Context shares the heavy computations between blocks and languages of one call.
 */

export type BlockBody = Omit<BlockData, 'key' | 'kind' | 'takenAt' | 'frozen'>;

export class Context {
  private memo = new Map<string, Promise<unknown>>();
  constructor(readonly db: Executor) {}
  /** One computation per key and call (a freeze asks for each block in four languages). */
  once<T>(key: string, work: () => Promise<T>): Promise<T> {
    let p = this.memo.get(key) as Promise<T> | undefined;
    if (!p) {
      p = work();
      this.memo.set(key, p);
    }
    return p;
  }
  /** The reporting year when a block names none: the school's Table 8-1 base time, else this year. */
  defaultYear(): Promise<number> {
    return this.once('defaultYear', async () => {
      const s = await schoolSettings(this.db);
      return yearOf(s.table81BaseTime) ?? new Date().getFullYear();
    });
  }
  qualification(code: TableCode, year: number): Promise<Computed> {
    return this.once(`q:${code}:${year}`, () => computeFor(this.db, code, year));
  }
}

/** A parameter problem: said in place of the block (key of the accBlocks namespace). */
export class BlockProblem extends Error {
  constructor(
    readonly key: string,
    readonly values?: Record<string, unknown>,
  ) {
    super(key);
  }
}

export const tb = (locale: Locale, key: string, values?: Record<string, unknown>) =>
  translate(locale, `accBlocks.${key}`, values);

type Params = BlockRef['params'];
export type Resolver = (ctx: Context, params: Params, locale: Locale) => Promise<BlockBody>;

/** A whole year (1900-2200), or the default year when the parameter is missing. */
export async function yearParam(ctx: Context, params: Params, name = 'year'): Promise<number> {
  const v = params[name];
  if (v === undefined || v === null || v === '') return ctx.defaultYear();
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v) : Number.NaN;
  if (!Number.isInteger(n) || n < 1900 || n > 2200) throw new BlockProblem('errors.badYear');
  return n;
}

/** An optional id parameter (a string of at most 64 characters). */
export function idParam(params: Params, name: string): string | null {
  const v = params[name];
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string' || v.length > 64) throw new BlockProblem('errors.badParam', { name });
  return v;
}

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
    const href =
      code === '81'
        ? `/ImpactOfScholarship/table-8-1?year=${year}`
        : `/staff-resources/tables?table=${code}&year=${year}`;
    return {
      title: layout.title,
      subtitle: layout.subtitle,
      table: { columns: layout.columns, groups: layout.groups, rows: layout.rows },
      source: { label: tb(locale, `sources.table${code}`), href },
      empty: layout.rows.length === 0 ? tb(locale, 'empty.table') : undefined,
    };
  };
}

/** Resolvers per kind; kinds of their own files register here too (blocks-kinds.ts). */
export const RESOLVERS: Partial<Record<BlockKind, Resolver>> = {
  table31: qualificationResolver('31'),
  table32: qualificationResolver('32'),
  table81: qualificationResolver('81'),
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
    const body = await resolver(ctx, ref.params ?? {}, locale);
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
  const byKey = new Map<string, Promise<BlockData>>();
  for (const ref of refs) {
    const key = blockKey(ref);
    if (!byKey.has(key)) byKey.set(key, resolveBlock(ctx, ref, locale));
  }
  // One after another: the computations share the memo and the database connection.
  const done = new Map<string, BlockData>();
  for (const [key, p] of byKey) done.set(key, await p);
  return refs.map((ref) => done.get(blockKey(ref)) as BlockData);
}

/**
 * The blocks of a report as the report shows them: a live report resolves them now, a frozen one
 * reads the data stored at the freeze (a block added after the freeze, or a snapshot missing,
 * resolves live with a note saying so). Keyed by blockKey.
 */
export async function blocksForReport(
  db: Executor,
  report: { id: string; status: number | string | null },
  refs: BlockRef[],
  locale: Locale,
): Promise<Map<string, BlockData>> {
  const out = new Map<string, BlockData>();
  const frozen = Number(report.status) === 1;
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
