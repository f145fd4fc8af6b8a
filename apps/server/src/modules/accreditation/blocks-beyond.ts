import {
  AMBA_MIN_CONTACT_HOURS,
  AMBA_MIN_WORK_YEARS,
  type BlockTable,
  bilingualValue,
  dictLabel,
  type Locale,
} from '@accredit/shared';
import { DEGREE, STATUSES, shownCount } from '@accredit/shared/aacsb/index.ts';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { translate } from '../../core/i18n.ts';
import { col } from '../../crud/scope.ts';
import { classesT, loadCohorts, studentsT } from '../progression/cohort-data.ts';
import { ambaChecks } from '../progression/routes.ts';
import { degreeProgramsTable } from '../resources/schema.ts';
import {
  type BlockBody,
  BlockProblem,
  type Context,
  idParam,
  type Resolver,
  tb,
  yearParam,
} from './blocks-context.ts';

/**
 * The blocks of the other schemes (issue 21 item 6): the AMBA hard checks of each MBA programme
 * (progression's own ambaChecks, the school's MBA programmes or the one named) and the EQUIS datasheet's key figures for a year (faculty from the Table
 * 3-1 computation, students, programmes, intellectual contributions from the Table 8-1 computation).
 */
const passText = (locale: Locale, pass: boolean | null) =>
  translate(
    locale,
    pass === null ? 'progression.amba.unknown' : pass ? 'progression.amba.pass' : 'progression.amba.fail',
  );

export const resolveAmba: Resolver = async (ctx, params, locale): Promise<BlockBody> => {
  const programmeId = idParam(params, 'programmeId');
  const p = degreeProgramsTable;
  const checked = await ambaChecks(ctx.db, [programmeId ? eq(p.id, programmeId) : eq(p.degreeLevel, '3')]);
  if (programmeId && checked.length === 0) throw new BlockProblem('errors.programmeNotFound');
  const rows: BlockTable['rows'] = [];
  for (const m of checked) {
    const work = m.workExperience;
    const hours = m.contactHours;
    const name = bilingualValue(m, 'name', 'nameEn', locale, (k) => translate(locale, k));
    rows.push({ kind: 'group', cells: [name, null, null], spans: [[0, 2]] });
    rows.push({
      kind: 'row',
      cells: [
        translate(locale, 'progression.amba.workExperience'),
        work.cohorts
          .map((c) =>
            translate(locale, 'progression.amba.cohortYears', {
              year: c.cohortYear,
              years: c.workExperienceMin ?? '—',
            }),
          )
          .join('\n') || '—',
        passText(locale, work.pass),
      ],
    });
    rows.push({
      kind: 'row',
      cells: [
        translate(locale, 'progression.amba.contactHours'),
        translate(locale, 'progression.amba.hours', {
          hours: hours.hours,
          courses: hours.courses,
          year: hours.effectiveYear ?? '—',
        }),
        passText(locale, hours.pass),
      ],
    });
  }
  return {
    title: translate(locale, 'progression.amba.title'),
    subtitle: tb(locale, 'amba.subtitle', { years: AMBA_MIN_WORK_YEARS, hours: AMBA_MIN_CONTACT_HOURS }),
    table: {
      columns: [
        { header: tb(locale, 'amba.check'), kind: 'wide' },
        { header: tb(locale, 'amba.figures'), kind: 'wide' },
        { header: tb(locale, 'amba.result'), kind: 'text' },
      ],
      groups: [],
      rows,
    },
    source: { label: tb(locale, 'sources.amba'), href: '/learner-progression/admission' },
    empty: rows.length === 0 ? translate(locale, 'progression.amba.empty') : undefined,
  };
};

/** Students of the school in a year: those of classes whose intake year is within the last years of study. */
async function studentCounts(ctx: Context, year: number) {
  const cohorts = await ctx.once('cohorts:all', () =>
    loadCohorts(ctx.db, { scopes: { admission: [], retention: [], employment: [] }, studentScope: [] }),
  );
  const intake = cohorts
    .filter((c) => c.cohortYear === year)
    .reduce((s, c) => s + (c.admission?.enrolled ?? 0), 0);
  const graduates = cohorts
    .filter((c) => c.employment?.graduationYear === year)
    .reduce((s, c) => s + (c.employment?.graduates ?? 0), 0);
  const cy = col(classesT, 'enrolYear');
  const [enrolled] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(studentsT)
    .innerJoin(classesT, eq(col(classesT, 'id'), col(studentsT, 'classId')))
    .where(and(lte(cy, year), gte(cy, year - 3)));
  return { intake, graduates, enrolled: Number(enrolled?.n ?? 0) };
}

export const resolveEquis: Resolver = async (ctx, params, locale): Promise<BlockBody> => {
  const year = await yearParam(ctx, params);
  const c31 = await ctx.qualification('31', year);
  const c81 = await ctx.qualification('81', year);
  const teachers = c31.loaded.school.teachers;
  const t31 = c31.tables.table31;
  const participating = teachers.filter((t) => t.participating).length;
  const doctoral = teachers.filter((t) => t.degree === DEGREE.doctor).length;
  const students = await studentCounts(ctx, year);
  const p = degreeProgramsTable;
  const levels = await ctx.db
    .select({ level: p.degreeLevel, n: sql<number>`count(*)::int` })
    .from(p)
    .groupBy(p.degreeLevel)
    .orderBy(asc(p.degreeLevel));
  const t81 = c81.tables.table81;
  const row = (label: string, value: string | number, note = ''): BlockTable['rows'][number] => ({
    kind: 'row',
    cells: [label, value, note],
  });
  const group = (label: string): BlockTable['rows'][number] => ({
    kind: 'group',
    cells: [label, null, null],
    spans: [[0, 2]],
  });
  const rows: BlockTable['rows'] = [
    group(tb(locale, 'equis.faculty')),
    row(tb(locale, 'equis.teachers'), teachers.length),
    row(
      tb(locale, 'equis.participating'),
      participating,
      tb(locale, 'equis.supportingNote', { n: teachers.length - participating }),
    ),
    row(tb(locale, 'equis.fte'), shownCount(t31.total.computedFte)),
    row(tb(locale, 'equis.doctoral'), doctoral),
    row(
      tb(locale, 'equis.qualified'),
      // byStatus sums percents of time: FTE is a hundredth of it.
      STATUSES.map((s) => `${s} ${shownCount(t31.total.byStatus[s] / 100)}`).join(' · '),
      tb(locale, 'equis.qualifiedNote'),
    ),
    group(tb(locale, 'equis.students')),
    row(tb(locale, 'equis.intake'), students.intake),
    row(
      tb(locale, 'equis.enrolled'),
      students.enrolled,
      tb(locale, 'equis.enrolledNote', { from: year - 3, to: year }),
    ),
    row(tb(locale, 'equis.graduates'), students.graduates),
    group(tb(locale, 'equis.programmes')),
    ...levels.map((l) =>
      row(dictLabel('degreeLevel', String(l.level), locale) || String(l.level), Number(l.n)),
    ),
    group(tb(locale, 'equis.research')),
    row(
      tb(locale, 'equis.contributions'),
      shownCount(t81.total.total),
      tb(locale, 'equis.window', { from: t81.window.from, to: t81.window.to }),
    ),
    row(tb(locale, 'equis.peerReviewed'), shownCount(t81.total.columns.prj)),
  ];
  return {
    title: tb(locale, 'equis.title'),
    subtitle: tb(locale, 'equis.subtitle', { year }),
    table: {
      columns: [
        { header: tb(locale, 'equis.figure'), kind: 'wide' },
        { header: tb(locale, 'equis.value'), kind: 'text' },
        { header: tb(locale, 'equis.note'), kind: 'wide' },
      ],
      groups: [],
      rows,
    },
    source: { label: tb(locale, 'sources.table31'), href: `/staff-resources/tables?table=31&year=${year}` },
  };
};
