import type { BlockData, BlockRef, Locale } from '@accredit/shared';
import { yearOf } from '@accredit/shared/aacsb/index.ts';
import type { Executor } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import type { Computed } from '../qualification/service.ts';
import { computeFor, type TableCode } from '../qualification/snapshots.ts';
import { schoolSettings } from '../school/settings.ts';

/**
 * What the resolvers of live blocks share: the Context of one call (heavy computations once per
 * call, across blocks and languages), parameter readers, and the problem a block reports in place
 * of its figures.
 */

export type BlockBody = Omit<BlockData, 'key' | 'kind' | 'takenAt' | 'frozen'>;

export class Context {
  /**
   * @param guarded each block resolves inside a savepoint of `db` (an open transaction, as in a
   *   freeze): a block whose query the database refuses fails alone instead of aborting the
   *   transaction.
   */
  constructor(
    readonly db: Executor,
    readonly guarded = false,
    private readonly memo = new Map<string, Promise<unknown>>(),
  ) {}
  /** The same call's computations on another executor (a block's savepoint). */
  on(db: Executor): Context {
    return new Context(db, false, this.memo);
  }
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
