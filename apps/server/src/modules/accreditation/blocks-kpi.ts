import { type BlockCell, bilingualValue, dictLabel, isLiveSource } from '@accredit/shared';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { translate } from '../../core/i18n.ts';
import {
  strategicGoalTable as goals,
  strategicPriorityTable as priorities,
  performanceTargetTable as targets,
  performanceTargetYearTable as targetYears,
} from '../resources/schema.ts';
import { LiveCache, liveValue } from '../strategy/kpi-live.ts';
import { type BlockBody, BlockProblem, idParam, type Resolver, tb } from './blocks-context.ts';

/**
 * A KPI chart (Standard 1: strategic management): the actual of each KPI per year (a live KPI's
 * actual computed from its source exactly as the KPI board does, a typed one as typed), with its
 * table (target and actual per year). Parameters: kpiIds (a list) or planId (the KPIs under the
 * plan's priorities and goals), else every KPI of the school.
 */
const SOURCE = '/strategic-planning/performance-target';
const MAX_KPIS = 12;

const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

export const resolveKpi: Resolver = async (ctx, params, locale): Promise<BlockBody> => {
  const planId = idParam(params, 'planId');
  const raw = params.kpiIds;
  const kpiIds =
    raw === undefined || raw === null || raw === ''
      ? null
      : Array.isArray(raw)
        ? raw
        : typeof raw === 'string'
          ? raw.split(',').map((s) => s.trim())
          : undefined;
  if (kpiIds === undefined || (kpiIds && (kpiIds.length > MAX_KPIS || kpiIds.some((id) => id.length > 64))))
    throw new BlockProblem('errors.badParam', { name: 'kpiIds' });
  const where: SQL[] = [];
  if (kpiIds?.length) where.push(inArray(targets.id, kpiIds));
  else if (planId) {
    const goalIds = (
      await ctx.db
        .select({ id: goals.id })
        .from(goals)
        .innerJoin(priorities, eq(priorities.id, goals.priorityId))
        .where(eq(priorities.planId, planId))
    ).map((g) => String(g.id));
    if (goalIds.length === 0) where.push(eq(targets.id, '\u0000'));
    else where.push(inArray(targets.goalId, goalIds));
  }
  const rows = await ctx.db
    .select()
    .from(targets)
    .where(and(...where))
    .orderBy(asc(targets.code), asc(targets.id))
    .limit(MAX_KPIS);
  if (kpiIds?.length && rows.length < new Set(kpiIds).size) throw new BlockProblem('errors.kpiNotFound');
  const ids = rows.map((r) => String(r.id));
  const yearRows = ids.length
    ? await ctx.db
        .select()
        .from(targetYears)
        .where(inArray(targetYears.targetId, ids))
        .orderBy(asc(targetYears.year))
    : [];
  const cache = await ctx.once('kpi:cache', async () => new LiveCache(ctx.db));
  const years = [...new Set(yearRows.map((y) => Number(y.year)))].sort((a, b) => a - b);
  const tr = (k: string) => translate(locale, k);
  // A live figure of a year not begun is not measured yet (the KPI board leaves it pending).
  const thisYear = new Date().getUTCFullYear();
  const kpis: {
    name: string;
    unitCode: string;
    unit: string;
    target: Map<number, number | null>;
    actual: Map<number, number | null>;
  }[] = [];
  for (const r of rows) {
    const source = String(r.source ?? '');
    const own = yearRows.filter((y) => String(y.targetId) === String(r.id));
    const target = new Map<number, number | null>();
    const actual = new Map<number, number | null>();
    for (const y of own) {
      const year = Number(y.year);
      target.set(year, num(y.target));
      if (!isLiveSource(source)) actual.set(year, num(y.actual));
      else if (year > thisYear) actual.set(year, null);
      else {
        const key = `kpi:live:${source}:${year}:${r.sourceProgrammeId ?? ''}`;
        const v = await ctx.once(key, () =>
          liveValue(cache, source, year, (r.sourceProgrammeId as string | null) ?? null).then(
            (x) => x.value,
            () => null,
          ),
        );
        actual.set(year, v);
      }
    }
    const name = bilingualValue(r, 'nameZh', 'nameEn', locale, tr);
    kpis.push({
      name: [r.code, name].filter(Boolean).join(' '),
      unitCode: String(r.unit ?? ''),
      unit: r.unit ? dictLabel('kpiUnit', String(r.unit), locale) : '',
      target,
      actual,
    });
  }
  const single = kpis.length === 1 ? kpis[0] : undefined;
  // One axis: the chart draws the KPIs of the unit most of them share (percent first on a tie);
  // the table lists them all.
  const byUnit = new Map<string, number>();
  for (const k of kpis) byUnit.set(k.unitCode, (byUnit.get(k.unitCode) ?? 0) + 1);
  const chartUnit = [...byUnit.entries()].sort(
    (a, b) => b[1] - a[1] || Number(b[0] === '1') - Number(a[0] === '1'),
  )[0]?.[0];
  const charted = kpis.filter((k) => k.unitCode === chartUnit);
  const percentUnit = chartUnit === '1';
  const period =
    years.length > 0 ? tb(locale, 'kpi.subtitle', { from: years[0], to: years[years.length - 1] }) : '';
  const chartNote =
    charted.length < kpis.length && charted[0] ? tb(locale, 'kpi.chartUnit', { unit: charted[0].unit }) : '';
  const cell = (v: number | null | undefined): BlockCell => (v === null || v === undefined ? null : v);
  return {
    title: single ? single.name : tb(locale, 'kpi.title'),
    subtitle: [period, chartNote].filter(Boolean).join(' · ') || undefined,
    chart: {
      type: single ? 'bar' : 'line',
      categories: years.map(String),
      series: single
        ? [
            { name: tb(locale, 'kpi.target'), values: years.map((y) => single.target.get(y) ?? null) },
            { name: tb(locale, 'kpi.actual'), values: years.map((y) => single.actual.get(y) ?? null) },
          ]
        : charted.map((k) => ({ name: k.name, values: years.map((y) => k.actual.get(y) ?? null) })),
      unit: percentUnit ? '%' : '',
    },
    table: {
      columns: [
        { header: tb(locale, 'kpi.indicator'), kind: 'name' },
        { header: tb(locale, 'kpi.unit'), kind: 'text' },
        ...years.flatMap(() => [
          { header: tb(locale, 'kpi.target'), kind: 'number' as const },
          { header: tb(locale, 'kpi.actual'), kind: 'number' as const },
        ]),
      ],
      groups: years.map((y, i) => ({ label: String(y), from: 2 + i * 2, to: 3 + i * 2 })),
      rows: kpis.map((k) => ({
        kind: 'row' as const,
        cells: [k.name, k.unit, ...years.flatMap((y) => [cell(k.target.get(y)), cell(k.actual.get(y))])],
      })),
    },
    source: { label: tb(locale, 'sources.kpi'), href: SOURCE },
    empty: kpis.length === 0 ? tb(locale, 'empty.kpi') : undefined,
  };
};
