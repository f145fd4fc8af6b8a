import { describe, expect, it } from 'vitest';
import { loadCatalogs } from '../i18n/catalogs.ts';
import {
  AOL_DEFAULTS,
  checkAims,
  checkBands,
  checkComponents,
  checkRubric,
  scoreProblem,
  zAolBand,
  zAolComponent,
  zAolRubricLevel,
} from './config.ts';

const en = loadCatalogs()['en-US'];
const keys = (ps: { path: string; key: string }[]) => ps.map((p) => [p.path, p.key]);
const components = [
  { key: 'U', kind: 'ordinary' as const, name: '平时', fullMarks: 30 },
  { key: 'E', kind: 'exam' as const, name: '期末', fullMarks: 70 },
];

describe('AoL configuration', () => {
  it('has the defaults of DOMAIN.md 5, valid under the schemas', () => {
    expect(AOL_DEFAULTS.mapWeights).toEqual({ H: 3, M: 2, L: 1 });
    expect(AOL_DEFAULTS.bands.map((b) => [b.nameEn, b.min])).toEqual([
      ['Exceeds', 0.85],
      ['Meets', 0.7],
      ['Below', 0],
    ]);
    expect(AOL_DEFAULTS.rubric.map((l) => [l.name, l.nameEn, l.score])).toEqual([
      ['优秀', 'Excellent', 90],
      ['良好', 'Good', 80],
      ['中等', 'Medium', 70],
      ['较差', 'Poor', 60],
    ]);
    const { target, goalTarget, theta, missingMethod, courseRule, goalRule, cycleYears } = AOL_DEFAULTS;
    expect([target, goalTarget, theta, missingMethod, courseRule, goalRule, cycleYears]).toEqual([
      0.7,
      0.7,
      0.8,
      'zero',
      'min',
      'min',
      5,
    ]);
    for (const b of AOL_DEFAULTS.bands) expect(zAolBand.parse(b)).toEqual(b);
    for (const l of AOL_DEFAULTS.rubric) expect(zAolRubricLevel.parse(l)).toEqual(l);
    expect(zAolComponent.safeParse({ ...components[0], fullMarks: 0 }).success).toBe(false);
    expect(checkBands(AOL_DEFAULTS.bands)).toEqual([]);
    expect(checkRubric(AOL_DEFAULTS.rubric)).toEqual([]);
  });

  it('names the two rubric problems with the messages of the specification', () => {
    const ps = checkRubric([
      { name: ' ', score: 90 },
      { name: 'Good', score: 80 },
      { name: 'Good ', score: 70 },
    ]);
    expect(keys(ps)).toEqual([
      ['rubric.0.name', 'aol.rubric.nameRequired'],
      ['rubric.2.name', 'aol.rubric.nameRepeated'],
    ]);
    expect(en['aol.rubric.nameRequired']).toBe('Please Configure Qualitative Gauge Score Segment Name');
    expect(en['aol.rubric.nameRepeated']).toBe('Cannot Repeat Qualitative Gauge Score Segment Name');
    expect(keys(checkRubric([{ name: 'Zero', score: 0 }]))).toEqual([['rubric', 'aol.rubric.noTop']]);
  });

  it('checks components: unique keys, full marks above 0', () => {
    expect(checkComponents(components)).toEqual([]);
    const ps = checkComponents([...components, { ...components[0], fullMarks: 0 }]);
    expect(keys(ps)).toEqual([
      ['components.2.key', 'aol.components.keyRepeated'],
      ['components.2.fullMarks', 'aol.components.fullMarksPositive'],
    ]);
  });

  it('checks aims: known component and LO, 0 < S_jk <= F_k, weights of an LO total exactly 1', () => {
    // 0.1 + 0.2 + 0.7 is 1.0000000000000002 in doubles but exactly 1 here.
    const ok = [
      { loId: 'j1', componentKey: 'U', marks: 10, weight: 0.1 },
      { loId: 'j1', componentKey: 'E', marks: 20, weight: 0.2 },
      { loId: 'j1', componentKey: 'T', marks: 10, weight: 0.7 },
      { loId: 'j2', componentKey: 'U', marks: 30, weight: 0.7 },
      { loId: 'j2', componentKey: 'E', marks: 70, weight: 0.3 },
    ];
    const withTest = [...components, { key: 'T', kind: 'test' as const, name: '测验', fullMarks: 10 }];
    expect(checkAims(ok, withTest, ['j1', 'j2'])).toEqual([]);
    const bad = [
      { loId: 'j1', componentKey: 'U', marks: 31, weight: 0.5 },
      { loId: 'j1', componentKey: 'X', marks: 5, weight: 0.4 },
      { loId: 'j9', componentKey: 'E', marks: 10, weight: 1 },
    ];
    const ps = checkAims(bad, components, ['j1', 'j2']);
    expect(keys(ps)).toEqual([
      ['aims.0.marks', 'aol.aims.marksOverFull'],
      ['aims.1.componentKey', 'aol.aims.unknownComponent'],
      ['aims.2.loId', 'aol.aims.unknownLo'],
      ['los.j1', 'aol.aims.weightsTotal'],
      ['los.j2', 'aol.aims.loWithoutAim'],
    ]);
    expect(ps[3].params).toEqual({ loId: 'j1', total: '0.900' });
  });

  it('checks bands (a band from 0, names unique) and scores (0 <= x <= S_jk)', () => {
    expect(
      keys(
        checkBands([
          { name: 'A', min: 0.5 },
          { name: 'A', min: 0.2 },
        ]),
      ),
    ).toEqual([
      ['bands.1.name', 'aol.bands.nameRepeated'],
      ['bands', 'aol.bands.noZero'],
    ]);
    expect(scoreProblem(10, 10)).toBeNull();
    expect(scoreProblem(0, 10)).toBeNull();
    expect(scoreProblem(10.5, 10)).toEqual({
      path: 'score',
      key: 'aol.scores.outOfRange',
      params: { max: 10 },
    });
    expect(scoreProblem(-1, 10)?.key).toBe('aol.scores.outOfRange');
    expect(scoreProblem('7', 10)?.key).toBe('aol.scores.notANumber');
  });
});
