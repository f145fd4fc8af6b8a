import { RESOURCE } from '@accredit/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { resourceTable } from '../crud/table.ts';
import { demoCalendar } from './demo-curriculum-people.ts';
import type { DemoFacts } from './demo-files-docs.ts';

/**
 * The figures the demo school's documents quote, read from what the demo seed stored before them
 * (budget lines, the faculty's yearly records, approved journal articles, cohorts), so a document
 * and the screen that shows the same figure agree. A part the demo lacks reads as empty.
 */
export async function loadDemoFacts(db: Executor, today = new Date()): Promise<DemoFacts> {
  const calendar = demoCalendar(today);
  const [previous, current] = calendar.schoolYears.map((y) => y.name);

  const fr = resourceTable(RESOURCE.financialResource);
  const budgetRows = await db
    .select({ year: fr.year, kind: fr.kind, total: sql<string>`sum(${fr.amount})` })
    .from(fr)
    .groupBy(fr.year, fr.kind)
    .orderBy(asc(fr.year));
  const budget = new Map<number, { year: number; income: number; expenditure: number }>();
  for (const r of budgetRows) {
    const year = Number(r.year);
    const line = budget.get(year) ?? { year, income: 0, expenditure: 0 };
    if (r.kind === '1') line.income += Math.round(Number(r.total));
    else line.expenditure += Math.round(Number(r.total));
    budget.set(year, line);
  }

  const ta = resourceTable(RESOURCE.teacherAccreditation);
  const [faculty] = await db
    .select({
      year: ta.year,
      total: sql<string>`count(*)`,
      fullTime: sql<string>`count(*) filter (where ${ta.employmentStatus} = '1')`,
      participating: sql<string>`count(*) filter (where ${ta.participating})`,
    })
    .from(ta)
    .groupBy(ta.year)
    .orderBy(desc(ta.year))
    .limit(1);

  const ro = resourceTable(RESOURCE.researchOutput);
  const year = sql<number>`extract(year from ${ro.publishDate})::int`;
  const articleRows = await db
    .select({ year, count: sql<string>`count(*)` })
    .from(ro)
    .where(and(eq(ro.outputType, '1'), eq(ro.peerReviewed, true), eq(ro.reviewStatus, 1)))
    .groupBy(year)
    .orderBy(year);

  const ad = resourceTable(RESOURCE.admission);
  const dp = resourceTable(RESOURCE.degreePrograms);
  const cohortRows = await db
    .select({
      programme: dp.code,
      cohortYear: ad.cohortYear,
      applications: ad.applications,
      offers: ad.offers,
      enrolled: ad.enrolled,
      minExperience: ad.workExperienceMin,
    })
    .from(ad)
    .innerJoin(dp, eq(dp.id, ad.degreeProgramsId))
    .orderBy(asc(dp.code), asc(ad.cohortYear));

  return {
    aolPrevious: previous,
    aolCurrent: current,
    budget: [...budget.values()],
    faculty: faculty
      ? {
          year: Number(faculty.year),
          total: Number(faculty.total),
          fullTime: Number(faculty.fullTime),
          participating: Number(faculty.participating),
        }
      : null,
    articles: articleRows
      .filter((r) => r.year !== null)
      .map((r) => ({ year: Number(r.year), count: Number(r.count) })),
    cohorts: cohortRows.map((r) => ({
      programme: String(r.programme),
      cohortYear: Number(r.cohortYear),
      applications: Number(r.applications ?? 0),
      offers: Number(r.offers ?? 0),
      enrolled: Number(r.enrolled ?? 0),
      minExperience: r.minExperience === null ? null : Number(r.minExperience),
    })),
  };
}
