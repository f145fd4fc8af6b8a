import { type BlockCell, type BlockTable, bilingualValue, type Locale } from '@accredit/shared';
import { asc, eq } from 'drizzle-orm';
import { translate } from '../../core/i18n.ts';
import { metText, translatorFor } from '../aol/report-course.ts';
import type { ReportCell } from '../aol/report-docx.ts';
import { programmeReport } from '../aol/report-programme.ts';
import { type YearRules, yearRules } from '../aol/results-data.ts';
import { computeYear, type YearData } from '../aol/results-programme.ts';
import { degreeProgramsTable, evaluationYearTable } from '../resources/schema.ts';
import { type BlockBody, BlockProblem, type Context, idParam, type Resolver, tb } from './blocks-context.ts';

/**
 * Table 5-1, the assurance-of-learning summary, from the AoL results of modules/aol: for one
 * programme (and an evaluation year, else its latest) the programme report's Table 5-1 as it prints
 * it (goal, objective, measures, results, actions); without a programme, one row per programme with
 * its latest evaluation year: goals and objectives met of those assessed.
 */
const SOURCE = '/aol/evaluation-year';

/** The evaluation years of each programme, oldest first (the rules and the school year's start). */
async function yearsByProgramme(ctx: Context): Promise<Map<string, YearRules[]>> {
  return ctx.once('aol:years', async () => {
    const rows = await ctx.db.select({ id: evaluationYearTable.id }).from(evaluationYearTable);
    const rules = await yearRules(
      ctx.db,
      rows.map((r) => String(r.id)),
    );
    const out = new Map<string, YearRules[]>();
    for (const y of rules.values()) out.set(y.degreeProgramsId, [...(out.get(y.degreeProgramsId) ?? []), y]);
    for (const list of out.values())
      list.sort((a, b) => (a.startYear ?? 0) - (b.startYear ?? 0) || a.name.localeCompare(b.name));
    return out;
  });
}

function yearData(ctx: Context, year: YearRules): Promise<YearData> {
  return ctx.once(`aol:year:${year.id}`, () => computeYear(ctx.db, year));
}

const cellOf = (c: ReportCell): BlockCell => {
  if (c === null || typeof c === 'string' || typeof c === 'number') return c;
  if (Array.isArray(c)) return c.join('\n');
  return c.figure;
};

async function oneProgramme(ctx: Context, year: YearRules, locale: Locale): Promise<BlockBody> {
  const data = await yearData(ctx, year);
  const doc = await programmeReport(ctx.db, data, locale);
  const main = doc.sections[0];
  const table: BlockTable = {
    columns: (main?.table?.headers ?? []).map((header, i) => ({ header, kind: i < 2 ? 'text' : 'wide' })),
    groups: [],
    rows: (main?.table?.rows ?? []).map((r) => ({ kind: 'row' as const, cells: r.map(cellOf) })),
  };
  return {
    title: doc.title,
    subtitle: `${doc.subtitle} · ${data.year.name}`,
    table,
    source: { label: tb(locale, 'sources.table51'), href: `${SOURCE}?programme=${data.programme.id}` },
    empty: table.rows.length === 0 ? tb(locale, 'empty.table51') : undefined,
  };
}

async function allProgrammes(ctx: Context, locale: Locale): Promise<BlockBody> {
  const years = await yearsByProgramme(ctx);
  const programmes = await ctx.db
    .select({
      id: degreeProgramsTable.id,
      code: degreeProgramsTable.code,
      name: degreeProgramsTable.name,
      nameEn: degreeProgramsTable.nameEn,
    })
    .from(degreeProgramsTable)
    .orderBy(asc(degreeProgramsTable.code));
  const t = translatorFor(locale);
  const rows: BlockTable['rows'] = [];
  for (const p of programmes) {
    const latest = years.get(String(p.id))?.at(-1);
    if (!latest) continue;
    const data = await yearData(ctx, latest);
    const assessed = data.result.los.filter((l) => l.courses.length > 0);
    const goalsMet = data.result.goals.filter((g) => g.met === true).length;
    const losMet = assessed.filter((l) => l.met === true).length;
    const name = bilingualValue(p, 'name', 'nameEn', locale, (k) => translate(locale, k));
    rows.push({
      kind: 'row',
      cells: [
        `${p.code ?? ''} ${name}`.trim(),
        latest.name,
        data.result.goals.length,
        goalsMet,
        assessed.length,
        losMet,
        data.result.goals.map((g) => `${g.code}: ${g.G?.shown ?? '—'} (${metText(t, g.met)})`).join('\n'),
      ],
    });
  }
  return {
    title: tb(locale, 'table51.title'),
    subtitle: tb(locale, 'table51.subtitleAll'),
    table: {
      columns: [
        { header: tb(locale, 'table51.programme'), kind: 'name' },
        { header: tb(locale, 'table51.year'), kind: 'text' },
        { header: tb(locale, 'table51.goals'), kind: 'number' },
        { header: tb(locale, 'table51.met'), kind: 'number' },
        { header: tb(locale, 'table51.objectives'), kind: 'number' },
        { header: tb(locale, 'table51.met'), kind: 'number' },
        { header: tb(locale, 'table51.attainment'), kind: 'wide' },
      ],
      groups: [
        { label: tb(locale, 'table51.goalsGroup'), from: 2, to: 3 },
        { label: tb(locale, 'table51.objectivesGroup'), from: 4, to: 5 },
      ],
      rows,
    },
    source: { label: tb(locale, 'sources.table51'), href: SOURCE },
    empty: rows.length === 0 ? tb(locale, 'empty.table51') : undefined,
  };
}

export const resolveTable51: Resolver = async (ctx, params, locale) => {
  const programmeId = idParam(params, 'programmeId');
  const yearId = idParam(params, 'yearId');
  if (yearId) {
    const year = (await yearRules(ctx.db, [yearId])).get(yearId);
    if (!year || (programmeId && year.degreeProgramsId !== programmeId))
      throw new BlockProblem('errors.yearNotFound');
    return oneProgramme(ctx, year, locale);
  }
  if (programmeId) {
    const [p] = await ctx.db
      .select({ id: degreeProgramsTable.id })
      .from(degreeProgramsTable)
      .where(eq(degreeProgramsTable.id, programmeId));
    if (!p) throw new BlockProblem('errors.programmeNotFound');
    const latest = (await yearsByProgramme(ctx)).get(programmeId)?.at(-1);
    if (!latest)
      return {
        title: tb(locale, 'table51.title'),
        empty: tb(locale, 'empty.table51'),
        source: { label: tb(locale, 'sources.table51'), href: SOURCE },
      };
    return oneProgramme(ctx, latest, locale);
  }
  return allProgrammes(ctx, locale);
};

/** Evaluation years for the catalog: id, programme, name (oldest first per programme). */
export async function evaluationYears(ctx: Context) {
  const byProgramme = await yearsByProgramme(ctx);
  return [...byProgramme.values()]
    .flat()
    .map((y) => ({ value: y.id, label: y.name, programmeId: y.degreeProgramsId }));
}
