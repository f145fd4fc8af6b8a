import {
  BLOCK_KINDS,
  type BlockCatalog,
  type BlockKind,
  type BlockParamSpec,
  bilingualValue,
  type Locale,
} from '@accredit/shared';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import { T } from '../qualification/load.ts';
import {
  strategicGoalTable as goals,
  performanceTargetTable as kpis,
  strategicPlanTable as plans,
  strategicPriorityTable as priorities,
  degreeProgramsTable as programmes,
} from '../resources/schema.ts';
import { evaluationYears } from './blocks-aol.ts';
import { COHORT_PARTS } from './blocks-cohort.ts';
import { Context, tb } from './blocks-context.ts';
import { recordCatalog } from './blocks-records.ts';

/**
 * What the "Insert live block" dialog offers: each kind with its parameters, and the choices for
 * them (reporting years with faculty records, programmes, evaluation years, plans, KPIs, cohort
 * parts, the resources a list may show with their filters and columns), in the caller's language.
 */
const PARAMS: Record<BlockKind, [string, BlockParamSpec['input'], boolean?][]> = {
  table31: [['year', 'year']],
  table32: [['year', 'year']],
  table81: [['year', 'year']],
  table51: [
    ['programmeId', 'programme'],
    ['yearId', 'year'],
  ],
  kpi: [
    ['planId', 'plan'],
    ['kpiIds', 'kpis'],
  ],
  cohort: [
    ['part', 'part', true],
    ['programmeId', 'programme'],
    ['fromYear', 'year'],
    ['toYear', 'year'],
  ],
  records: [
    ['resource', 'resource', true],
    ['filter', 'filter'],
    ['year', 'year'],
    ['columns', 'columns'],
    ['limit', 'number'],
  ],
  equisKeyFigures: [['year', 'year']],
  ambaChecks: [['programmeId', 'programme']],
};

export async function blockCatalog(db: Executor, locale: Locale): Promise<BlockCatalog> {
  const ctx = new Context(db);
  const tr = (k: string) => translate(locale, k);
  const defaultYear = await ctx.defaultYear();
  const yearRows = await db
    .selectDistinct({ year: T.accreditation.year })
    .from(T.accreditation)
    .orderBy(sql`1 desc`);
  const years = [
    ...new Set([defaultYear, ...yearRows.map((r) => Number(r.year)).filter(Number.isInteger)]),
  ].sort((a, b) => b - a);
  const programmeRows = await db
    .select({
      id: programmes.id,
      code: programmes.code,
      name: programmes.name,
      nameEn: programmes.nameEn,
      degreeLevel: programmes.degreeLevel,
    })
    .from(programmes)
    .orderBy(asc(programmes.code));
  const planRows = await db
    .select({ id: plans.id, nameZh: plans.nameZh, nameEn: plans.nameEn, startYear: plans.startYear })
    .from(plans)
    .orderBy(asc(plans.startYear));
  const kpiRows = await db
    .select({
      id: kpis.id,
      code: kpis.code,
      nameZh: kpis.nameZh,
      nameEn: kpis.nameEn,
      planId: priorities.planId,
    })
    .from(kpis)
    .leftJoin(goals, sql`${goals.id} = ${kpis.goalId}`)
    .leftJoin(priorities, sql`${priorities.id} = ${goals.priorityId}`)
    .orderBy(asc(kpis.code));
  return {
    kinds: BLOCK_KINDS.map((kind) => ({
      kind,
      label: tb(locale, `kinds.${kind}`),
      description: tb(locale, `descriptions.${kind}`),
      params: PARAMS[kind].map(([name, input, required]) => ({
        name,
        input,
        label: tb(locale, `params.${name}`),
        ...(required ? { required: true } : {}),
      })),
    })),
    years,
    defaultYear,
    programmes: programmeRows.map((p) => ({
      value: String(p.id),
      label: `${p.code ?? ''} ${bilingualValue(p, 'name', 'nameEn', locale, tr)}`.trim(),
      degreeLevel: p.degreeLevel === null ? null : String(p.degreeLevel),
    })),
    evaluationYears: await evaluationYears(ctx),
    plans: planRows.map((p) => ({
      value: String(p.id),
      label: bilingualValue(p, 'nameZh', 'nameEn', locale, tr),
    })),
    kpis: kpiRows.map((k) => ({
      value: String(k.id),
      label: [k.code, bilingualValue(k, 'nameZh', 'nameEn', locale, tr)].filter(Boolean).join(' '),
      planId: k.planId === null ? null : String(k.planId),
    })),
    parts: COHORT_PARTS.map((p) => ({ value: p, label: tb(locale, `cohort.${p}`) })),
    resources: recordCatalog(locale),
  };
}
