import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTING, type Status } from './model.ts';
import { computePaperSchool } from './paper-school.ts';
import type { SchoolTables } from './school.ts';
import type { GroupTotals } from './table31.ts';

/*
 * The school of paper-school.ts, worked out by hand before the code ran. Year 2025, window
 * 2021-2025 (retroactive 5), base time 2025-12-31, rate 50%, credit hours.
 *
 * STATUSES, count option (every item 1):
 *  T1 Alice  doctor 2010: PRJ O1 O2 = 2, contributions O1 O2 O3 = 3 (O19 is 2026)      -> SA
 *  T2 Bob    doctor 2023: earned in 2021 or later                                      -> SA
 *  T3 Carol  doctor: 1 contribution (O6), activities A19 A20 = 2                        -> PA
 *  T4 Dan    master: 0 contributions, activities A1 A2 A3 = 3                           -> IP
 *  T5 Eve    doctor: PRJ O2 O4 = 2, contributions O2 O4 O5 = 3                          -> SA
 *            next year O4 (2021) leaves: PRJ 1, activities A5 only -> SP: at risk
 *  T6 Frank  master: O13 = 1, activities A6 A7 (A8 unapproved)                          -> SP
 *  T7 Grace  doctor: PRJ O4 O16 = 2 but 2 contributions (O14 unapproved, O7 is 2020);
 *            PA needs 2 activities (has A18 only)                                       -> SP
 *            next year O4 and O16 (2021) leave: 0 contributions, 1 activity -> A: at risk
 *  T8 Heidi  bachelor                                                                   -> A
 *  T9 Ivan   doctor: PRJ O9 O10 = 2, contributions O9 O10 O11 = 3 (O8 is excluded)      -> SA
 *            next year O9 leaves, no activities -> A: at risk
 *  T10 Judy  master: O9 O12, activity A9                                                -> SP
 *  T11 Ken   master: no outputs, activities A11 A12 A13 (A10 is 2019-2020)              -> IP
 *            next year A13 (2021) leaves -> A: at risk
 *  T12 Liam  doctor: O18 O21 but no activity                                            -> A
 *
 * STATUSES, rate option (lead 1, others 0.5, weighted counts):
 *  T5 PRJ 0.5+1 = 1.5 < 2 -> PA (2.5 contributions, 2 activities); T6 O13 0.5 < 1 -> A (2
 *  activities < 3); T9 PRJ 1+0.5 = 1.5 -> A; the others as above (T7 1.5 contributions -> SP,
 *  T10 1.5 -> SP).
 *
 * TABLE 3-1, t and p (a4 of Carol, no discipline, splits 2/2; a5 names FIN; a17 is 2024):
 *  ACC: Alice P9 t100, Bob P6 t100, Carol S2 t50, Dan P6 t80   -> P21 S2, t330
 *  FIN: Carol S3 t50, Eve P9 t100, Frank S6 t100, Grace P12 t100, Heidi S9 t40 -> P21 S18, t390
 *  MGT: Ivan P6 t100, Judy P6 t60, Ken S9 t100, Liam P3 t100   -> P15 S9, t360
 *  total P57 S29 t1080
 *  sufficiency ACC 21/23 = 91.30 -> 91.3 pass; FIN 21/39 = 53.85 -> 53.8 fail;
 *              MGT 15/24 = 62.5 pass; school 57/86 = 66.28 -> 66.3 fail (75)
 *  count option:
 *   ACC SA 200 PA 50 IP 80: SA 200/330 = 60.61 -> 60.6; +PA+SP 250/330 = 75.76 -> 75.8; +IP 100.0
 *   FIN SA 100 PA 50 SP 200 A 40: 100/390 = 25.64 -> 25.6; 350/390 = 89.74 -> 89.7; 89.7
 *   MGT SA 100 SP 60 IP 100 A 100: 100/360 = 27.78 -> 27.8; 160/360 = 44.44 -> 44.4; 260/360 -> 72.2
 *   school SA 400 PA 100 SP 260 IP 180 A 140: 37.04 -> 37.0 fail; 760/1080 = 70.37 -> 70.4 pass;
 *          940/1080 = 87.04 -> 87.0 fail
 *  rate option:
 *   ACC unchanged; FIN PA 150 SP 100 A 140: 0.0; 250/390 = 64.10 -> 64.1; 64.1
 *   MGT SP 60 IP 100 A 200: 0.0; 60/360 = 16.67 -> 16.7; 160/360 = 44.44 -> 44.4
 *   school SA 200 PA 200 SP 160 IP 180 A 340: 18.52 -> 18.5; 560/1080 = 51.85 -> 51.9;
 *          740/1080 = 68.52 -> 68.5
 *
 * TABLE 3-2 (credit hours by degree level and status; level 4 shows half up: 1/16 = 6.25 -> 6.3):
 *  count: L1 SA12 SP12 IP6 A9 /39; L2 SA6 PA4 A3 /13; L3 SA6 SP3 /9; L4 SA6 PA1 SP9 /16; L5 IP9
 *         total SA30 PA5 SP24 IP15 A12 /86 -> 34.9 5.8 27.9 17.4 14.0
 *  rate:  L1 SA12 SP6 IP6 A15; L2 PA10 A3; L3 SA3 SP3 A3; L4 PA4 SP9 A3; L5 IP9
 *         total SA15 PA14 SP18 IP15 A24 -> 17.4 16.3 20.9 17.4 27.9
 *
 * TABLE 8-1 (window 2021-2025; O7 2020 and O19 2026 out, O8 type 2 excluded, O14 unapproved,
 * O18 has no category, O20 has no current author):
 *  ACC: O1 c1 prj, O2 c1 prj, O3 c2 oR, O6 c2 other, O17 c1 oR -> c 3/2/0, types 2/2/1 = 5
 *       (every ACC item has its lead in ACC: rate option also 5)
 *  FIN: O2 c1 prj (.5), O4 c2 prj (1), O5 c3 oR (1), O6 c2 other (1), O13 c2 other (.5),
 *       O16 c1 prj (1), O21 c2 oR (.5)
 *       count c 2/4/1, types 3/2/2 = 7; rate c 1.5/3/1, types 2.5/1.5/1.5 = 5.5
 *  MGT: O9 c1 prj (1), O10 c1 prj (.5), O11 c2 oR (1), O12 c3 oR (1), O21 c2 oR (.5)
 *       count c 2/2/1, types 2/3/0 = 5; rate c 1.5/1.5/1, types 1.5/2.5/0 = 4
 *  total count c 7/8/2, types 7/7/3 = 17; rate c 6/6.5/2, types 6/6/2.5 = 14.5
 *  producing: everyone but Dan and Ken.
 *   participating: ACC Alice Bob (Dan not) 2/3 = 66.7; FIN Eve Grace 100.0; MGT Ivan Judy Liam
 *   100.0; school 7/8 = 87.5
 *   FTE: ACC 2.5/3.3 = 75.8; FIN 3.9/3.9 = 100.0; MGT 2.6/3.6 = 72.2; school 9.0/10.8 = 83.3
 */

function compute(rateCounting: boolean): SchoolTables {
  return computePaperSchool({ ...DEFAULT_COUNTING, rateCounting });
}

const shown = (t: GroupTotals) => [t.sufficiency.shown, t.sa.shown, t.saPaSp.shown, t.saPaSpIp.shown];
const group = (r: SchoolTables, id: string) => {
  const g = r.table31.groups.find((x) => x.disciplineId === id);
  if (!g) throw new Error(`no group ${id}`);
  return g.totals;
};

describe('the paper-worked school', () => {
  const count = compute(false);
  const rate = compute(true);

  it('gives each teacher the status worked out by hand, for both counting options', () => {
    const byCount: Record<string, Status> = {
      T1: 'SA',
      T2: 'SA',
      T3: 'PA',
      T4: 'IP',
      T5: 'SA',
      T6: 'SP',
      T7: 'SP',
      T8: 'A',
      T9: 'SA',
      T10: 'SP',
      T11: 'IP',
      T12: 'A',
    };
    expect(count.statuses).toEqual(byCount);
    expect(rate.statuses).toEqual({ ...byCount, T5: 'PA', T6: 'A', T9: 'A' });
  });

  it('Table 3-1 sufficiency and totals', () => {
    expect([group(count, 'ACC').participatingP, group(count, 'ACC').supportingP]).toEqual([21, 2]);
    expect([group(count, 'FIN').participatingP, group(count, 'FIN').supportingP]).toEqual([21, 18]);
    expect([group(count, 'MGT').participatingP, group(count, 'MGT').supportingP]).toEqual([15, 9]);
    expect([
      count.table31.total.participatingP,
      count.table31.total.supportingP,
      count.table31.total.t,
    ]).toEqual([57, 29, 1080]);
    expect(group(count, 'ACC').sufficiency).toMatchObject({ shown: 91.3, pass: true });
    expect(group(count, 'FIN').sufficiency).toMatchObject({ shown: 53.8, pass: false });
    expect(group(count, 'MGT').sufficiency).toMatchObject({ shown: 62.5, pass: true });
    expect(count.table31.total.sufficiency).toMatchObject({ shown: 66.3, threshold: 75, pass: false });
    expect(count.table31.total.disciplineSufficiency).toMatchObject({
      shown: 53.8,
      disciplineId: 'FIN',
      allPass: false,
    });
    expect(count.table31.groups.map((g) => [g.disciplineId, g.fte, g.totals.computedFte])).toEqual([
      ['ACC', 3, 3.3],
      ['FIN', 4, 3.9],
      ['MGT', 2.5, 3.6],
    ]);
  });

  it('Table 3-1 qualification ratios, count option', () => {
    expect(shown(group(count, 'ACC'))).toEqual([91.3, 60.6, 75.8, 100]);
    expect(shown(group(count, 'FIN'))).toEqual([53.8, 25.6, 89.7, 89.7]);
    expect(shown(group(count, 'MGT'))).toEqual([62.5, 27.8, 44.4, 72.2]);
    const total = count.table31.total;
    expect(total.byStatus).toEqual({ SA: 400, PA: 100, SP: 260, IP: 180, A: 140 });
    expect(shown(total)).toEqual([66.3, 37, 70.4, 87]);
    expect([total.sa.pass, total.saPaSp.pass, total.saPaSpIp.pass]).toEqual([false, true, false]);
  });

  it('Table 3-1 qualification ratios, rate option', () => {
    expect(shown(group(rate, 'ACC'))).toEqual([91.3, 60.6, 75.8, 100]);
    expect(shown(group(rate, 'FIN'))).toEqual([53.8, 0, 64.1, 64.1]);
    expect(shown(group(rate, 'MGT'))).toEqual([62.5, 0, 16.7, 44.4]);
    const total = rate.table31.total;
    expect(total.byStatus).toEqual({ SA: 200, PA: 200, SP: 160, IP: 180, A: 340 });
    expect(shown(total)).toEqual([66.3, 18.5, 51.9, 68.5]);
  });

  it('Table 3-2, both options, rows summing to 100 before rounding', () => {
    const row = (r: SchoolTables, level: string) => r.table32.rows.find((x) => x.level === level)?.shown;
    expect(row(count, '1')).toEqual({ SA: 30.8, PA: 0, SP: 30.8, IP: 15.4, A: 23.1 });
    expect(row(count, '2')).toEqual({ SA: 46.2, PA: 30.8, SP: 0, IP: 0, A: 23.1 });
    expect(row(count, '3')).toEqual({ SA: 66.7, PA: 0, SP: 33.3, IP: 0, A: 0 });
    expect(row(count, '4')).toEqual({ SA: 37.5, PA: 6.3, SP: 56.3, IP: 0, A: 0 });
    expect(row(count, '5')).toEqual({ SA: 0, PA: 0, SP: 0, IP: 100, A: 0 });
    expect(row(count, 'total')).toEqual({ SA: 34.9, PA: 5.8, SP: 27.9, IP: 17.4, A: 14 });
    expect(row(rate, '1')).toEqual({ SA: 30.8, PA: 0, SP: 15.4, IP: 15.4, A: 38.5 });
    expect(row(rate, '2')).toEqual({ SA: 0, PA: 76.9, SP: 0, IP: 0, A: 23.1 });
    expect(row(rate, '3')).toEqual({ SA: 33.3, PA: 0, SP: 33.3, IP: 0, A: 33.3 });
    expect(row(rate, '4')).toEqual({ SA: 0, PA: 25, SP: 56.3, IP: 0, A: 18.8 });
    expect(row(rate, 'total')).toEqual({ SA: 17.4, PA: 16.3, SP: 20.9, IP: 17.4, A: 27.9 });
    for (const r of [...count.table32.rows, ...rate.table32.rows]) {
      const sum = Object.values(r.percent).reduce<number>((s, v) => s + (v ?? 0), 0);
      expect(sum).toBeCloseTo(100, 9);
    }
    expect(count.table32.rows.find((r) => r.level === 'total')?.total).toBe(86);
  });

  it('Table 8-1, count option', () => {
    const t = count.table81;
    expect(t.window).toEqual({ from: 2021, to: 2025 });
    const figures = (id: string) => {
      const r = id === 'total' ? t.total : t.rows.find((x) => x.disciplineId === id);
      return r && [Object.values(r.categories), Object.values(r.columns), r.total];
    };
    expect(figures('ACC')).toEqual([[3, 2, 0], [2, 2, 1], 5]);
    expect(figures('FIN')).toEqual([[2, 4, 1], [3, 2, 2], 7]);
    expect(figures('MGT')).toEqual([[2, 2, 1], [2, 3, 0], 5]);
    expect(figures('total')).toEqual([[7, 8, 2], [7, 7, 3], 17]);
    expect(t.uncategorised).toEqual(['O18']);
    const producing = [...t.rows, t.total].map((r) => [r.participatingProducing.shown, r.fteProducing.shown]);
    expect(producing).toEqual([
      [66.7, 75.8],
      [100, 100],
      [100, 72.2],
      [87.5, 83.3],
    ]);
  });

  it('Table 8-1, rate option', () => {
    const t = rate.table81;
    const figures = (id: string) => {
      const r = id === 'total' ? t.total : t.rows.find((x) => x.disciplineId === id);
      return r && [Object.values(r.categories), Object.values(r.columns), r.total];
    };
    expect(figures('ACC')).toEqual([[3, 2, 0], [2, 2, 1], 5]);
    expect(figures('FIN')).toEqual([[1.5, 3, 1], [2.5, 1.5, 1.5], 5.5]);
    expect(figures('MGT')).toEqual([[1.5, 1.5, 1], [1.5, 2.5, 0], 4]);
    expect(figures('total')).toEqual([[6, 6.5, 2], [6, 6, 2.5], 14.5]);
    expect(t.total.participatingProducing.shown).toBe(87.5);
  });

  it('every cell equals the sum of the records its drill-down lists', () => {
    for (const r of [count, rate])
      for (const book of [r.table31.cells, r.table32.cells, r.table81.cells])
        for (const key of book.keys()) {
          const cell = book.get(key);
          expect(cell?.refs.reduce((s, x) => s + x.amount, 0)).toBeCloseTo(cell?.value ?? Number.NaN, 9);
        }
    const fin = count.table81.cells.get('81:FIN:prj');
    expect(fin?.refs.map((r) => r.id).sort()).toEqual(['O16', 'O2', 'O4']);
    const sa = count.table31.cells.get('31:total:sa');
    expect(sa?.refs.map((r) => r.id)).toEqual(['T1', 'T2', 'T5', 'T9']);
  });
});
