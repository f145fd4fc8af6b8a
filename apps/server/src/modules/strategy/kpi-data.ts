import {
  isLiveSource,
  judgeKpi,
  type KpiBoard,
  type KpiBoardKpi,
  type KpiBoardYear,
  type Locale,
  RESOURCE,
} from '@accredit/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { type ApiRecord, presentRows, type Row } from '../../crud/present.ts';
import { rowScope } from '../../crud/scope.ts';
import {
  performanceTargetTable as targets,
  performanceTargetYearTable as targetYears,
} from '../resources/schema.ts';
import { LiveCache, liveValue } from './kpi-live.ts';

/**
 * The KPI board (issue 19 item 3): every performance target the caller may read, with its years
 * (target, actual, status) and a summary. A live KPI's actual of every year is computed from its
 * source (kpi-live.ts) and the typed actual is kept aside as `typedActual`; a typed KPI's actual is
 * the typed one. Both lists are read in the caller's row scope of their own resource.
 */
const QUERY = 'performanceTarget:query';

type BoardYear = KpiBoardYear;
type BoardKpi = KpiBoardKpi<ApiRecord>;

const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

export async function loadBoard(
  db: Executor,
  auth: AuthContext,
  locale: Locale,
  options: { id?: string; currentYear?: number } = {},
): Promise<KpiBoard<ApiRecord>> {
  const currentYear = options.currentYear ?? new Date().getUTCFullYear();
  const [targetScope, yearScope] = await Promise.all([
    rowScope(db, RESOURCE.performanceTarget, targets, auth, QUERY),
    rowScope(db, RESOURCE.performanceTargetYear, targetYears, auth, QUERY),
  ]);
  const targetRows = (await db
    .select()
    .from(targets)
    .where(and(options.id ? eq(targets.id, options.id) : undefined, ...targetScope))
    .orderBy(asc(targets.code))) as Row[];
  const ids = targetRows.map((r) => String(r.id));
  const yearRows = ids.length
    ? ((await db
        .select()
        .from(targetYears)
        .where(and(inArray(targetYears.targetId, ids), ...yearScope))
        .orderBy(asc(targetYears.year))) as Row[])
    : [];
  const presented = await presentRows(db, RESOURCE.performanceTarget, targetRows, locale);
  const cache = new LiveCache(db);
  const kpis: BoardKpi[] = [];
  for (const target of presented) {
    const source = String(target.source ?? '');
    const live = isLiveSource(source);
    const own = yearRows.filter((y) => y.targetId === target.id);
    let liveError = false;
    const years: Omit<BoardYear, 'status' | 'gap'>[] = [];
    for (const y of own) {
      const typedActual = num(y.actual);
      const base = {
        id: String(y.id),
        year: Number(y.year),
        target: num(y.target),
        typedActual,
        note: (y.note as string | null) ?? null,
      };
      if (!live) {
        years.push({ ...base, actual: typedActual, numerator: null, denominator: null });
        continue;
      }
      try {
        const v = await liveValue(
          cache,
          source,
          base.year,
          (target.sourceProgrammeId as string | null) ?? null,
        );
        years.push({ ...base, actual: v.value, numerator: v.numerator, denominator: v.denominator });
      } catch {
        // A module whose data cannot be computed for that year must not take the whole board down.
        liveError = true;
        years.push({ ...base, actual: null, numerator: null, denominator: null });
      }
    }
    const judged = judgeKpi(years, String(target.direction ?? '1'), currentYear);
    const byYear = new Map(judged.years.map((j) => [j.year, j]));
    kpis.push({
      target,
      live,
      liveError,
      years: years.map((y) => ({
        ...y,
        status: byYear.get(y.year)?.status ?? 'pending',
        gap: byYear.get(y.year)?.gap ?? null,
      })),
      summary: judged.summary,
    });
  }
  return { currentYear, kpis };
}
