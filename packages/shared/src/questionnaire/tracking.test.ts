import { describe, expect, it } from 'vitest';
import { rateOf, rates } from './tracking.ts';

describe('rateOf', () => {
  it('is answered over audience in percent, 1 decimal, null for nobody', () => {
    expect(rateOf(1, 3)).toBe(33.3);
    expect(rateOf(2, 3)).toBe(66.7);
    expect(rateOf(0, 4)).toBe(0);
    expect(rateOf(0, 0)).toBeNull();
  });
});

describe('rates', () => {
  /*
   * class:7 (Class B): 3 people, 1 answered -> 33.3; class:3 (Class A): 2, 2 -> 100.0;
   * role:2 (Teachers): 1, 0 -> 0.0; named (no label given): 1, 1 -> 100.0.
   * Total 7, answered 4 -> 57.142... -> 57.1.
   */
  const recipients = [
    { groupKey: 'named', answered: true },
    { groupKey: 'class:7', answered: false },
    { groupKey: 'role:2', answered: false },
    { groupKey: 'class:7', answered: true },
    { groupKey: 'class:3', answered: true },
    { groupKey: 'class:7', answered: false },
    { groupKey: 'class:3', answered: true },
  ];
  const labels = new Map([
    ['class:7', { zh: '乙班', en: 'Class B' }],
    ['class:3', { zh: '甲班', en: 'Class A' }],
    ['role:2', { zh: '教师', en: 'Teachers' }],
  ]);

  it('counts the whole audience and each group, groups by kind then label', () => {
    const r = rates(recipients, labels);
    expect(r.total).toMatchObject({ key: 'total', audience: 7, answered: 4, rate: 57.1 });
    expect(r.groups.map((g) => [g.key, g.label.en, g.audience, g.answered, g.rate])).toEqual([
      ['class:3', 'Class A', 2, 2, 100],
      ['class:7', 'Class B', 3, 1, 33.3],
      ['role:2', 'Teachers', 1, 0, 0],
      ['named', 'named', 1, 1, 100],
    ]);
  });

  it('an empty audience has no rate', () => {
    expect(rates([], labels)).toEqual({
      total: { key: 'total', label: { zh: '全部', en: 'All' }, audience: 0, answered: 0, rate: null },
      groups: [],
    });
  });
});
