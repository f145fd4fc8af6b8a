import { describe, expect, it } from 'vitest';
import { indexRecords } from './counting.ts';
import {
  type CountingSettings,
  DEFAULT_COUNTING,
  DEFAULT_THRESHOLDS,
  type Output,
  type Teacher,
} from './model.ts';
import {
  PAPER_ACTIVITIES,
  PAPER_DISCIPLINES,
  PAPER_OUTPUTS,
  PAPER_TEACHERS,
  PAPER_YEAR,
} from './paper-school.ts';
import { teachingOf } from './productivity.ts';
import { randomSchool } from './random-school.ts';
import { DEFAULT_RULES, evaluateAll, type RuleSet } from './rules.ts';
import { computeTable31 } from './table31.ts';
import { computeTable81, table81FromTallies, tallyTable81 } from './table81.ts';
import {
  activityTallies,
  contributionTallies,
  statusesFromTallies,
  statusWindow,
  usesVenueLevels,
} from './tally.ts';

/**
 * Issue 22: the statuses and Table 8-1 from tallies (what the database groups) must be the
 * figures of the pure model over the records, to the last decimal, on the hand-worked school and
 * on generated ones, under every counting setting that changes a figure.
 */
const LEVEL_RULES: RuleSet = {
  rules: [
    { status: 'SA', minDegree: '3', anyOf: [{ minLevelJournals: 1, journalLevels: ['ABS 4', 'FT50'] }] },
    ...DEFAULT_RULES.rules.slice(1),
  ],
};
const SETTINGS: [string, CountingSettings][] = [
  ['count option', DEFAULT_COUNTING],
  ['rate counting at 50%', { ...DEFAULT_COUNTING, rateCounting: true }],
  [
    'rate counting at 30%, 3 years',
    { ...DEFAULT_COUNTING, rateCounting: true, contributionRate: 30, retroactiveYears: 3 },
  ],
];

function statusesBoth(
  teachers: readonly Teacher[],
  outputs: readonly Output[],
  activities: typeof PAPER_ACTIVITIES,
  rules: RuleSet,
  year: number,
  settings: CountingSettings,
) {
  const records = evaluateAll(teachers, indexRecords(outputs, activities), rules, year, settings);
  const fromRecords = Object.fromEntries(records.map((e) => [e.teacherId, e.status]));
  const w = statusWindow(year, settings);
  const fromTallies = statusesFromTallies(
    teachers,
    contributionTallies(outputs, w, settings, usesVenueLevels(rules)),
    activityTallies(activities),
    rules,
    year,
    settings,
  );
  return { fromRecords, fromTallies };
}

const SCHOOLS = [
  {
    name: 'the hand-worked school',
    teachers: PAPER_TEACHERS,
    outputs: PAPER_OUTPUTS,
    activities: PAPER_ACTIVITIES,
    disciplines: PAPER_DISCIPLINES,
    year: PAPER_YEAR,
  },
  ...[7, 42, 2026].map((seed) => ({ name: `generated school ${seed}`, ...randomSchool(seed) })),
];

describe.each(SCHOOLS)('tallies of $name', (school) => {
  it.each(SETTINGS)(
    'give every teacher the status of the records (%s, default and venue-level rules, this year and next)',
    (_, settings) => {
      for (const rules of [DEFAULT_RULES, LEVEL_RULES])
        for (const year of [school.year, school.year + 1]) {
          const { fromRecords, fromTallies } = statusesBoth(
            school.teachers,
            school.outputs,
            school.activities,
            rules,
            year,
            settings,
          );
          expect(fromTallies).toEqual(fromRecords);
        }
    },
  );

  it.each(SETTINGS)('give Table 8-1 whatever order the tallies come in (%s)', (_, counting) => {
    const input = {
      baseYear: school.year,
      counting,
      disciplines: school.disciplines,
      teachers: school.teachers,
      outputs: school.outputs,
    };
    const full = computeTable81(input);
    const tallies = tallyTable81(input);
    const shuffled = {
      items: [...tallies.items].reverse(),
      producing: [...tallies.producing].reverse(),
      uncategorised: [...tallies.uncategorised].reverse(),
    };
    const { cells: _a, ...fromRecords } = full;
    const { cells: _b, ...fromTallies } = table81FromTallies({ ...input, tallies: shuffled });
    expect(fromTallies).toEqual(fromRecords);
    // The drill-down still adds up to every figure on screen.
    for (const row of [...full.rows, full.total]) {
      const scope = row === full.total ? 'total' : row.disciplineId;
      expect(full.cells.get(`81:${scope}:total`)?.value ?? 0).toBeCloseTo(row.total, 9);
      for (const [c, v] of Object.entries(row.categories))
        expect(full.cells.get(`81:${scope}:cat${c}`)?.value ?? 0).toBeCloseTo(v, 9);
    }
  });
});

describe('Table 3-1 without refs', () => {
  it('gives the same figures, only without the drill-down', () => {
    for (const s of [randomSchool(11), randomSchool(12)]) {
      const records = indexRecords(s.outputs, s.activities);
      const statuses = Object.fromEntries(
        evaluateAll(s.teachers, records, DEFAULT_RULES, s.year, DEFAULT_COUNTING).map((e) => [
          e.teacherId,
          e.status,
        ]),
      );
      const input = {
        ...s,
        unit: 'credit_hours' as const,
        thresholds: DEFAULT_THRESHOLDS,
        statuses,
        teaching: teachingOf(s.assignments, 'credit_hours', s.year),
      };
      const { cells: withRefs, ...full } = computeTable31(input);
      const { cells: without, ...lean } = computeTable31(input, { refs: false });
      expect(JSON.stringify(lean)).toBe(JSON.stringify(full));
      expect(without.get('31:total:t')).toBeUndefined();
      expect(withRefs.get('31:total:t')?.refs.length).toBeGreaterThan(0);
    }
  });
});

describe('a generated school', () => {
  it('reaches the corners the tallies must handle', () => {
    const s = randomSchool(42);
    const r = computeTable81({
      baseYear: s.year,
      counting: DEFAULT_COUNTING,
      disciplines: s.disciplines,
      teachers: s.teachers,
      outputs: s.outputs,
    });
    expect(r.uncategorised.length).toBeGreaterThan(0);
    expect(r.rows.some((x) => x.disciplineId === '_none')).toBe(true);
    const statuses = new Set(
      Object.values(
        statusesBoth(s.teachers, s.outputs, s.activities, DEFAULT_RULES, s.year, DEFAULT_COUNTING)
          .fromTallies,
      ),
    );
    expect([...statuses].sort()).toEqual(['A', 'IP', 'PA', 'SA', 'SP']);
  });
});
