import {
  computeTable31,
  computeTable32,
  type Status,
  statusesFromTallies,
  statusWindow,
  type Table31,
  type Table31Input,
  type Table32,
  type Table81,
  table81FromTallies,
  teachingOf,
  usesVenueLevels,
  windowYears,
} from '@accredit/shared/aacsb/index.ts';
import type { Executor } from '../../core/db.ts';
import { activityTalliesOf, contributionTalliesOf, table81TalliesOf } from './aggregate.ts';
import { keptFor } from './freshness.ts';
import { currentIdentifications, loadAssignments, loadBasics, loadTeachers, reads } from './load.ts';

/**
 * Issue 22: the figures of Tables 3-1, 3-2 and 8-1 as their pages show them, from the sums the
 * database groups (aggregate.ts) instead of every record: the statuses from per-teacher tallies,
 * Table 8-1 from per-discipline tallies, both through the pure model's rules. What they give is
 * exactly what the full computation (service.ts computeYear, which keeps the records for the
 * drill-down, snapshots and exports) gives; aggregate.test.ts holds the two against each other.
 * Kept per data version like the full computation.
 */
export interface FacultyFigures {
  ruleVersion: number;
  /** Table 3-1's input, the same as the full computation's (the answer sends its whatIfInput). */
  table31Input: Table31Input;
  table31: Table31;
  table32: Table32;
}

export async function facultyFigures(db: Executor, year: number): Promise<FacultyFigures> {
  return keptFor(db, `figures31:${year}`, async () => {
    const basics = await loadBasics(db);
    const { settings, rules, disciplines, counting } = basics;
    const w = statusWindow(year, counting);
    // The tallies and the faculty's records together (separate connections on PostgreSQL).
    const [contributions, activities, teachers, assignments, identifications] = await reads(db, [
      () => contributionTalliesOf(db, w, counting, usesVenueLevels(rules.rules)),
      () => activityTalliesOf(db, w),
      () => loadTeachers(db, year),
      () => loadAssignments(db, year),
      () => currentIdentifications(db, year),
    ] as const);
    const computed = statusesFromTallies(teachers, contributions, activities, rules.rules, year, counting);
    // Confirmed statuses replace the computed ones (as computeSchool does).
    const statuses: Record<string, Status> = {};
    for (const t of teachers) statuses[t.id] = identifications.get(t.id)?.status ?? computed[t.id];
    const table31Input: Table31Input = {
      year,
      unit: settings.unit,
      thresholds: settings.thresholds,
      disciplines,
      teachers,
      statuses,
      teaching: teachingOf(assignments, settings.unit, year),
    };
    return {
      ruleVersion: rules.version,
      table31Input,
      // The page shows figures; their refs (the drill-down) come from the full computation.
      table31: computeTable31(table31Input, { refs: false }),
      table32: computeTable32({
        year,
        unit: settings.unit,
        statuses,
        assignments,
        teacherIds: new Set(teachers.map((t) => t.id)),
      }),
    };
  });
}

/** Table 8-1 for the window ending with `year`, counted through the faculty of that year. */
export async function table81Figures(
  db: Executor,
  year: number,
): Promise<{ ruleVersion: number; table81: Table81 }> {
  return keptFor(db, `figures81:${year}`, async () => {
    const [basics, teachers] = await reads(db, [() => loadBasics(db), () => loadTeachers(db, year)] as const);
    const { counting, disciplines, rules } = basics;
    const tallies = await table81TalliesOf(
      db,
      windowYears(year, counting.retroactiveYears),
      counting,
      teachers,
    );
    return {
      ruleVersion: rules.version,
      table81: table81FromTallies({ baseYear: year, counting, disciplines, teachers, tallies }),
    };
  });
}
