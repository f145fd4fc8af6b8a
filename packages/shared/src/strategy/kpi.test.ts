import { describe, expect, it } from 'vitest';
import { gapOf, isLiveSource, judgeKpi, kpiSeries, reaches, yearStatus } from './kpi.ts';

/** Hand-worked statuses of KPI years, "today" in 2026. */
const NOW = 2026;
const HIGHER = '1';
const LOWER = '2';

describe('status of a KPI year', () => {
  it('a past year: met when the actual reaches the target, missed below it, late without an actual', () => {
    expect(yearStatus({ year: 2025, target: 40, actual: 42.5, direction: HIGHER, currentYear: NOW })).toBe(
      'met',
    );
    expect(yearStatus({ year: 2025, target: 40, actual: 40, direction: HIGHER, currentYear: NOW })).toBe(
      'met',
    );
    expect(yearStatus({ year: 2025, target: 40, actual: 39.9, direction: HIGHER, currentYear: NOW })).toBe(
      'missed',
    );
    expect(yearStatus({ year: 2024, target: 40, actual: null, direction: HIGHER, currentYear: NOW })).toBe(
      'late',
    );
  });

  it('the current and future years: not met (it can still change) or pending', () => {
    expect(yearStatus({ year: 2026, target: 40, actual: 30, direction: HIGHER, currentYear: NOW })).toBe(
      'notMet',
    );
    expect(yearStatus({ year: 2026, target: 40, actual: 41, direction: HIGHER, currentYear: NOW })).toBe(
      'met',
    );
    expect(yearStatus({ year: 2026, target: 40, actual: null, direction: HIGHER, currentYear: NOW })).toBe(
      'pending',
    );
    expect(yearStatus({ year: 2028, target: 40, actual: null, direction: HIGHER, currentYear: NOW })).toBe(
      'pending',
    );
  });

  it('"lower is better" turns the comparison round', () => {
    expect(yearStatus({ year: 2025, target: 10, actual: 8, direction: LOWER, currentYear: NOW })).toBe('met');
    expect(yearStatus({ year: 2025, target: 10, actual: 10, direction: LOWER, currentYear: NOW })).toBe(
      'met',
    );
    expect(yearStatus({ year: 2025, target: 10, actual: 12, direction: LOWER, currentYear: NOW })).toBe(
      'missed',
    );
  });

  it('figures are compared as shown (two decimals), so binary noise never misses a target', () => {
    expect(reaches(0.1 + 0.2, 0.3, HIGHER)).toBe(true);
    expect(reaches(74.999, 75, HIGHER)).toBe(true);
    expect(reaches(74.99, 75, HIGHER)).toBe(false);
    expect(gapOf(0.1 + 0.2, 0.3)).toBe(0);
    expect(gapOf(37, 40)).toBe(-3);
    expect(gapOf(null, 40)).toBeNull();
  });
});

describe('summary of a KPI', () => {
  it('five years 2024-2028: one met, one missed, one late, one behind now, one pending', () => {
    const { years, summary } = judgeKpi(
      [
        { year: 2028, target: 50, actual: null },
        { year: 2024, target: 30, actual: 31 },
        { year: 2026, target: 40, actual: 37 },
        { year: 2025, target: 35, actual: 33.5 },
        { year: 2027, target: 45, actual: null },
      ],
      HIGHER,
      NOW,
    );
    expect(years.map((y) => [y.year, y.status, y.gap])).toEqual([
      [2024, 'met', 1],
      [2025, 'missed', -1.5],
      [2026, 'notMet', -3],
      [2027, 'pending', null],
      [2028, 'pending', null],
    ]);
    expect(summary.counts).toEqual({ met: 1, notMet: 1, missed: 1, late: 0, pending: 2 });
    expect(summary.flagged).toBe(1);
    expect(summary.latest?.year).toBe(2026);
    expect(summary.overall).toBe('attention');
  });

  it('a late year is flagged; without flags the latest actual decides; nothing reported is pending', () => {
    const late = judgeKpi(
      [
        { year: 2024, target: 3, actual: null },
        { year: 2025, target: 3, actual: 4 },
      ],
      HIGHER,
      NOW,
    );
    expect(late.summary.counts.late).toBe(1);
    expect(late.summary.overall).toBe('attention');
    const good = judgeKpi([{ year: 2025, target: 3, actual: 4 }], HIGHER, NOW);
    expect(good.summary.overall).toBe('met');
    const behind = judgeKpi([{ year: 2026, target: 3, actual: 2 }], HIGHER, NOW);
    expect(behind.summary.overall).toBe('notMet');
    const none = judgeKpi([{ year: 2027, target: 3, actual: null }], HIGHER, NOW);
    expect([none.summary.overall, none.summary.latest]).toEqual(['pending', null]);
  });

  it('chart series in year order with gaps as null', () => {
    const { years } = judgeKpi(
      [
        { year: 2026, target: 40, actual: null },
        { year: 2025, target: 35, actual: 36 },
      ],
      HIGHER,
      NOW,
    );
    expect(kpiSeries(years)).toEqual({
      years: [2025, 2026],
      target: [35, 40],
      actual: [36, null],
      status: ['met', 'pending'],
    });
  });

  it('live sources are the kpiSource codes other than typed', () => {
    expect(isLiveSource('saRatio')).toBe(true);
    expect(isLiveSource('employmentRate')).toBe(true);
    expect(isLiveSource('manual')).toBe(false);
    expect(isLiveSource(null)).toBe(false);
  });
});
