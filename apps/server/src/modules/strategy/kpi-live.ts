import { KPI_LIVE_META, type KpiLiveSource, type KpiLiveValue } from '@accredit/shared';
import { ratio, roundHalfUp, shownCount } from '@accredit/shared/aacsb/index.ts';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { yearRules } from '../aol/results-data.ts';
import { computeYear as computeAolYear } from '../aol/results-programme.ts';
import { type ProgressionRateKind, rateDetailOfYear } from '../progression/rates-data.ts';
import { computeFor } from '../qualification/snapshots.ts';
import { questionnaireRecipient } from '../questionnaire/schema.ts';
import { evaluationYearTable, questionnaireTable } from '../resources/schema.ts';

/**
 * Live actuals of performance targets (issue 19 item 3): the figure of a source for a year, taken
 * from the module the figure belongs to through that module's own loaders, so the KPI equals what
 * the module's screen shows:
 * - saRatio, sappRatio, participatingRatio: Table 3-1 school totals of reporting year Y
 *   (qualification computeFor '31'; the `shown` of total.sa, total.saPaSp, total.sufficiency);
 * - peerReviewedArticles: Table 8-1 Part A total of the PRJ column for the window ending with Y
 *   (qualification computeFor '81', as GET /qualification/table81?year=Y), two decimals;
 * - objectiveAttainment: of the learning objectives assessed (a figure and a verdict) in the
 *   evaluation years whose school year starts in Y, the share met (assurance of learning
 *   computeYear, as GET /aacsb/evaluationYear/results); programme optional;
 * - questionnaireResponseRate: recipients who answered / recipients, of the questionnaires whose
 *   start time lies in Y, pooled (as the tracking route counts one questionnaire); programme optional;
 * - retentionRate, graduationRate, employmentRate: learner progression (progression/rates-data.ts
 *   rateDetailOfYear, helper F's definitions), programme optional.
 * School-wide figures: the KPI board has its own permission and shows the school's figures.
 * A `LiveCache` computes each table or year once per request (the board asks for many years).
 */
export type LiveValue = KpiLiveValue;

type Figure = Pick<LiveValue, 'value' | 'numerator' | 'denominator'>;

export class LiveCache {
  private readonly memo = new Map<string, Promise<unknown>>();
  constructor(readonly db: Executor) {}

  once<T>(key: string, make: () => Promise<T>): Promise<T> {
    let p = this.memo.get(key) as Promise<T> | undefined;
    if (!p) {
      p = make();
      this.memo.set(key, p);
    }
    return p;
  }
}

async function table31Figure(cache: LiveCache, source: KpiLiveSource, year: number): Promise<Figure> {
  const c = await cache.once(`31:${year}`, () => computeFor(cache.db, '31', year));
  const total = c.tables.table31.total;
  const r = source === 'saRatio' ? total.sa : source === 'sappRatio' ? total.saPaSp : total.sufficiency;
  return { value: r.shown, numerator: r.numerator, denominator: r.denominator };
}

async function table81Figure(cache: LiveCache, year: number): Promise<Figure> {
  const c = await cache.once(`81:${year}`, () => computeFor(cache.db, '81', year));
  return { value: shownCount(c.tables.table81.total.columns.prj ?? 0), numerator: null, denominator: null };
}

async function objectiveFigure(cache: LiveCache, year: number, programmeId: string | null): Promise<Figure> {
  const y = evaluationYearTable;
  const rows = await cache.db
    .select({ id: y.id })
    .from(y)
    .where(programmeId ? eq(y.degreeProgramsId, programmeId) : undefined);
  const years = [
    ...(
      await yearRules(
        cache.db,
        rows.map((r) => String(r.id)),
      )
    ).values(),
  ].filter((r) => r.startYear === year);
  let assessed = 0;
  let met = 0;
  for (const rules of years) {
    const data = await cache.once(`aol:${rules.id}`, () => computeAolYear(cache.db, rules));
    for (const lo of data.result.los) {
      if (lo.met === null) continue;
      assessed += 1;
      if (lo.met) met += 1;
    }
  }
  return percentFigure(met, assessed);
}

async function questionnaireFigure(cache: LiveCache, year: number, programmeId: string | null) {
  const q = questionnaireTable;
  const conditions = [
    gte(q.startTime, new Date(Date.UTC(year, 0, 1))),
    lt(q.startTime, new Date(Date.UTC(year + 1, 0, 1))),
  ];
  if (programmeId) conditions.push(eq(q.degreeProgramsId, programmeId));
  const ids = (
    await cache.db
      .select({ id: q.id })
      .from(q)
      .where(and(...conditions))
  ).map((r) => String(r.id));
  if (ids.length === 0) return percentFigure(0, 0);
  const r = questionnaireRecipient;
  const rows = await cache.db.select({ answered: r.answered }).from(r).where(inArray(r.questionnaireId, ids));
  return percentFigure(rows.filter((x) => x.answered).length, rows.length);
}

const PROGRESSION: Partial<Record<KpiLiveSource, ProgressionRateKind>> = {
  retentionRate: 'retention',
  graduationRate: 'graduation',
  employmentRate: 'employment',
};

/** The one door to learner progression (helper F's rates-data.ts): pooled rate of the year. */
async function progressionFigure(
  cache: LiveCache,
  kind: ProgressionRateKind,
  year: number,
  programmeId: string | null,
): Promise<Figure> {
  const { rate } = await rateDetailOfYear(cache.db, kind, year, programmeId ?? undefined);
  return { value: rate.shown, numerator: rate.numerator, denominator: rate.denominator };
}

/** Percent with one decimal, half up, from the unrounded counts; null over nothing. */
function percentFigure(numerator: number, denominator: number): Figure {
  const r = ratio(numerator, denominator, null);
  return { value: r.value === null ? null : roundHalfUp(r.value), numerator, denominator };
}

export async function liveValue(
  cache: LiveCache,
  source: KpiLiveSource,
  year: number,
  programmeId: string | null = null,
): Promise<LiveValue> {
  const meta = KPI_LIVE_META[source];
  // A school-level source ignores a programme (Table 3-1 and 8-1 are the school's).
  const programme = meta.programme ? programmeId : null;
  const kind = PROGRESSION[source];
  const figure = kind
    ? await progressionFigure(cache, kind, year, programme)
    : meta.module === 'table31'
      ? await table31Figure(cache, source, year)
      : meta.module === 'table81'
        ? await table81Figure(cache, year)
        : meta.module === 'aol'
          ? await objectiveFigure(cache, year, programme)
          : await questionnaireFigure(cache, year, programme);
  return { source, year, programmeId: programme, unit: meta.unit, ...figure };
}
