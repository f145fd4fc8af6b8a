import { AOL_DEFAULTS, assessmentCycle, RESOURCE, resourcePermission } from '@accredit/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { col, rowScope } from '../../crud/scope.ts';
import { programmeFor } from '../curriculum/map-data.ts';
import { startYear } from '../curriculum/syllabus-data.ts';
import { yearLos, years } from './hooks-common.ts';
import { goalTree, schoolYears } from './plan-data.ts';

/**
 * The AACSB view of a programme's assessment plan (issue 17 item 1): for each objective, in which
 * school years of the cycle (five by default) an evaluation year assesses it, computed by the
 * shared model (assessmentCycle), with the objectives' names and goals and the evaluation years'
 * names, and the objectives no year of the cycle assesses (the warning AACSB asks for). Only the
 * evaluation years inside the caller's row scope count.
 */
export interface CycleQuery {
  degreeProgramsId: string;
  cycleYears?: number;
  endYear?: number;
}

export async function loadCycle(db: Executor, auth: AuthContext, query: CycleQuery) {
  const programme = await programmeFor(db, auth, query.degreeProgramsId, 'query');
  const def = RESOURCE.evaluationYear;
  const scope = await rowScope(db, def, years, auth, resourcePermission(def, 'query'));
  const yearRows = await db
    .select({
      id: col(years, 'id'),
      name: col(years, 'name'),
      schoolYear: col(schoolYears, 'name'),
      startTime: col(schoolYears, 'startTime'),
    })
    .from(years)
    .innerJoin(schoolYears, eq(col(schoolYears, 'id'), col(years, 'schoolYearId')))
    .where(and(eq(col(years, 'degreeProgramsId'), programme.id), ...scope))
    .orderBy(asc(col(schoolYears, 'startTime')));
  const assessed =
    yearRows.length === 0
      ? []
      : await db
          .select({ yearId: col(yearLos, 'evaluationYearId'), loId: col(yearLos, 'loId') })
          .from(yearLos)
          .where(
            inArray(
              col(yearLos, 'evaluationYearId'),
              yearRows.map((y) => String(y.id)),
            ),
          );
  const tree = await goalTree(db, programme.id);
  const objectives = tree.flatMap((g) => g.los.map((lo) => ({ ...lo, goalId: g.id, goalCode: g.code })));
  const cycleYears = query.cycleYears ?? AOL_DEFAULTS.cycleYears;
  const evaluationYears = yearRows.flatMap((y) => {
    const start = startYear({ startTime: y.startTime });
    return start === null
      ? []
      : [
          {
            id: String(y.id),
            name: y.name === null ? null : String(y.name),
            label: String(y.schoolYear),
            startYear: start,
            loIds: assessed.filter((a) => String(a.yearId) === String(y.id)).map((a) => String(a.loId)),
          },
        ];
  });
  const view = assessmentCycle({
    los: objectives.map((o) => ({ id: o.id, code: o.code })),
    years: evaluationYears.map(({ label, startYear, loIds }) => ({ label, startYear, loIds })),
    cycleYears,
    endYear: query.endYear,
  });
  const byId = new Map(objectives.map((o) => [o.id, o]));
  const named = (loId: string) => {
    const o = byId.get(loId);
    return {
      name: o?.name ?? '',
      nameEn: o?.nameEn ?? null,
      goalId: o?.goalId ?? null,
      goalCode: o?.goalCode ?? null,
    };
  };
  return {
    programme: { id: programme.id, code: programme.code, name: programme.name, nameEn: programme.nameEn },
    cycleYears,
    years: view.years.map((y) => {
      const match = evaluationYears.find((e) => e.startYear === y.startYear);
      return { ...y, evaluationYearId: match?.id ?? null, name: match?.name ?? null };
    }),
    rows: view.rows.map((r) => ({ ...r, ...named(r.loId) })),
    notAssessed: view.notAssessed.map((r) => ({ ...r, ...named(r.loId) })),
  };
}
