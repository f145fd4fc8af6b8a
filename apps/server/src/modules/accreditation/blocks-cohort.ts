import {
  type BlockCell,
  type BlockColumnKind,
  bilingualValue,
  type CohortRow,
  fieldLabel,
  type Locale,
  type RateKey,
  RESOURCE,
  type ResourceDef,
} from '@accredit/shared';
import { asc, inArray } from 'drizzle-orm';
import { translate } from '../../core/i18n.ts';
import { loadCohorts, type Part } from '../progression/cohort-data.ts';
import { degreeProgramsTable } from '../resources/schema.ts';
import { type BlockBody, BlockProblem, type Context, idParam, type Resolver, tb } from './blocks-context.ts';

/**
 * A cohort table (Standard 6: learner progression) from modules/progression: one row per programme
 * and entry cohort with the part's figures and rates exactly as the progression screens compute
 * them (typed figures, blanks counted from student records). Parameters: part (admission,
 * retention, employment; default retention), programmeId, fromYear, toYear. With one programme the
 * rates are drawn as a chart too. The school's figures: no row scope.
 */
export const COHORT_PARTS = ['admission', 'retention', 'employment'] as const;

type Figure = { key: string; label: (locale: Locale) => string; value: (r: CohortRow) => number | null };

const field = (part: Part, key: string): Figure['label'] => {
  const def = RESOURCE[part] as ResourceDef;
  const f = def.fields.find((x) => x.key === key);
  return (locale) => (f ? fieldLabel(def, f, locale, (k) => translate(locale, k)) : key);
};
const pg = (key: string) => (locale: Locale) => translate(locale, `progression.${key}`);

const FIGURES: Record<Part, Figure[]> = {
  admission: [
    {
      key: 'applications',
      label: field('admission', 'applications'),
      value: (r) => r.admission?.applications ?? null,
    },
    { key: 'offers', label: field('admission', 'offers'), value: (r) => r.admission?.offers ?? null },
    { key: 'enrolled', label: field('admission', 'enrolled'), value: (r) => r.admission?.enrolled ?? null },
    {
      key: 'entryScoreMean',
      label: pg('cohorts.entryScore'),
      value: (r) => r.admission?.entryScoreMean ?? null,
    },
  ],
  retention: [
    { key: 'cohortSize', label: pg('cohorts.size'), value: (r) => r.cohortSize },
    {
      key: 'retainedFirstYear',
      label: field('retention', 'retainedFirstYear'),
      value: (r) => r.retention?.retainedFirstYear ?? null,
    },
    {
      key: 'graduatedNormalTime',
      label: field('retention', 'graduatedNormalTime'),
      value: (r) => r.retention?.graduatedNormalTime ?? null,
    },
    {
      key: 'graduatedExtraYear',
      label: field('retention', 'graduatedExtraYear'),
      value: (r) => r.retention?.graduatedExtraYear ?? null,
    },
  ],
  employment: [
    { key: 'graduates', label: pg('cohorts.graduates'), value: (r) => r.employment?.graduates ?? null },
    { key: 'employed', label: field('employment', 'employed'), value: (r) => r.employment?.employed ?? null },
    {
      key: 'furtherStudy',
      label: field('employment', 'furtherStudy'),
      value: (r) => r.employment?.furtherStudy ?? null,
    },
    {
      key: 'medianSalary',
      label: pg('cohorts.medianSalary'),
      value: (r) => r.employment?.medianSalary ?? null,
    },
  ],
};

const RATES: Record<Part, RateKey[]> = {
  admission: ['offerRate', 'yieldRate'],
  retention: ['retentionRate', 'graduationNormalRate', 'graduationExtraRate'],
  employment: ['employmentRate', 'furtherStudyRate', 'positiveDestinationRate'],
};

const SOURCE: Record<Part, string> = {
  admission: '/learner-progression/admission',
  retention: '/learner-progression/retention',
  employment: '/learner-progression/employment',
};

function yearOrNull(v: unknown): number | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1900 || n > 2200) throw new BlockProblem('errors.badYear');
  return n;
}

/** Every cohort of the school (one load per call, whatever the blocks and languages). */
function allCohorts(ctx: Context): Promise<CohortRow[]> {
  return ctx.once('cohorts', () =>
    loadCohorts(ctx.db, { scopes: { admission: [], retention: [], employment: [] }, studentScope: [] }),
  );
}

export const resolveCohort: Resolver = async (ctx, params, locale): Promise<BlockBody> => {
  const partRaw = params.part ?? 'retention';
  if (typeof partRaw !== 'string' || !(COHORT_PARTS as readonly string[]).includes(partRaw))
    throw new BlockProblem('errors.badParam', { name: 'part' });
  const part = partRaw as Part;
  const programmeId = idParam(params, 'programmeId');
  const fromYear = yearOrNull(params.fromYear);
  const toYear = yearOrNull(params.toYear);
  const rows = (await allCohorts(ctx)).filter(
    (r) =>
      (!programmeId || r.degreeProgramsId === programmeId) &&
      (fromYear === undefined || r.cohortYear >= fromYear) &&
      (toYear === undefined || r.cohortYear <= toYear) &&
      (part === 'admission'
        ? r.admission
        : part === 'retention'
          ? r.retention || r.cohortSize
          : r.employment),
  );
  const ids = [...new Set(rows.map((r) => r.degreeProgramsId))];
  const programmes = ids.length
    ? await ctx.db
        .select({
          id: degreeProgramsTable.id,
          code: degreeProgramsTable.code,
          name: degreeProgramsTable.name,
          nameEn: degreeProgramsTable.nameEn,
        })
        .from(degreeProgramsTable)
        .where(inArray(degreeProgramsTable.id, ids))
        .orderBy(asc(degreeProgramsTable.code))
    : [];
  const nameOf = new Map(
    programmes.map((p) => [
      String(p.id),
      bilingualValue(p, 'name', 'nameEn', locale, (k) => translate(locale, k)),
    ]),
  );
  const order = new Map(programmes.map((p, i) => [String(p.id), i]));
  rows.sort(
    (a, b) =>
      (order.get(a.degreeProgramsId) ?? 0) - (order.get(b.degreeProgramsId) ?? 0) ||
      a.cohortYear - b.cohortYear,
  );
  const figures = FIGURES[part];
  const rates = RATES[part];
  const columns: { header: string; kind: BlockColumnKind }[] = [
    { header: translate(locale, 'progression.cohorts.programme'), kind: 'name' },
    { header: translate(locale, 'progression.cohorts.cohort'), kind: 'text' },
    ...figures.map((f) => ({ header: f.label(locale), kind: 'number' as const })),
    ...rates.map((k) => ({ header: translate(locale, `progression.rate.${k}`), kind: 'percent' as const })),
  ];
  const single = programmeId !== null && rows.length > 0;
  return {
    title: tb(locale, `cohort.${part}`),
    subtitle: programmeId
      ? (nameOf.get(programmeId) ?? undefined)
      : translate(locale, 'progression.cohorts.allProgrammes'),
    table: {
      columns,
      groups: [
        {
          label: tb(locale, 'cohort.rates'),
          from: 2 + figures.length,
          to: 1 + figures.length + rates.length,
        },
      ],
      rows: rows.map((r) => ({
        kind: 'row' as const,
        cells: [
          nameOf.get(r.degreeProgramsId) ?? r.degreeProgramsId,
          String(r.cohortYear),
          ...figures.map((f): BlockCell => f.value(r)),
          ...rates.map((k): BlockCell => ({ percent: r.rates[k].shown })),
        ],
      })),
    },
    chart: single
      ? {
          type: 'line',
          categories: rows.map((r) => String(r.cohortYear)),
          series: rates.map((k) => ({
            name: translate(locale, `progression.rate.${k}`),
            values: rows.map((r) => r.rates[k].shown),
          })),
          unit: '%',
        }
      : undefined,
    source: { label: tb(locale, `sources.${part}`), href: SOURCE[part] },
    empty: rows.length === 0 ? translate(locale, 'progression.cohorts.empty') : undefined,
  };
};
