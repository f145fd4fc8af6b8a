import { describe, expect, it } from 'vitest';
import { histogramBins } from '../grades/model.ts';
import type { CourseResultView, ProgrammeResultsView } from './api.ts';
import {
  attainmentOption,
  COLORS,
  distributionOption,
  histogramOption,
  profileOption,
  radarOption,
  trendOption,
} from './charts.ts';
import {
  assessedLos,
  bandOrder,
  courseBars,
  courseDistribution,
  courseProfile,
  courseRadar,
  losByGoal,
  programmeBandNames,
  programmeBars,
  programmeCourses,
  programmeDistribution,
  trendLines,
  widestCourse,
} from './model.ts';

const fig = (value: number, shown: string) => ({ value, shown, exact: '' });
type Series = {
  type: string;
  data: unknown[];
  name?: string;
  stack?: string;
  markLine?: { data: unknown[] };
};
const seriesOf = (o: object) => (o as { series: Series[] }).series;

describe('attainment chart', () => {
  const option = attainmentOption(
    [
      { code: 'LO1.1', figure: fig(0.7499999, '0.750'), target: 0.75, met: false },
      { code: 'LO1.2', figure: fig(0.8, '0.800'), target: 0.7, met: true },
      { code: 'LO2.1', figure: null, target: 0.7, met: null },
    ],
    { attainment: 'Attainment', target: 'Target' },
  );
  it('draws the unrounded value, labels it with the shown text, colours by met', () => {
    const [bars, targets] = seriesOf(option);
    const data = bars.data as {
      value: number | null;
      itemStyle: { color: string };
      label: { formatter: string };
    }[];
    expect(data.map((d) => d.value)).toEqual([0.7499999, 0.8, null]);
    // The label is the model's text, not a rounding of the value (0.7499999 would print 0.750 by luck only).
    expect(data.map((d) => d.label.formatter)).toEqual(['0.750', '0.800', '']);
    expect(data.map((d) => d.itemStyle.color)).toEqual([COLORS.unmet, COLORS.met, COLORS.none]);
    expect(targets.type).toBe('scatter');
    expect(targets.data).toEqual([0.75, 0.7, 0.7]);
    expect((option as { xAxis: { data: string[] } }).xAxis.data).toEqual(['LO1.1', 'LO1.2', 'LO2.1']);
  });
  it('keeps the axis at 1 or above, so that a target is never off the chart', () => {
    expect((option as { yAxis: { max: number } }).yAxis.max).toBe(1);
    const big = attainmentOption([{ code: 'A', figure: fig(1.2, '1.200'), target: 0.7, met: true }], {
      attainment: 'a',
      target: 't',
    });
    expect((big as { yAxis: { max: number } }).yAxis.max).toBe(1.2);
  });
});

describe('distribution chart', () => {
  it('stacks one series per band in the given order, a missing band counting 0', () => {
    const option = distributionOption(
      [
        {
          code: 'LO1',
          bands: [
            { name: 'Exceeds', count: 3 },
            { name: 'Below', count: 1 },
          ],
        },
        { code: 'LO2', bands: [{ name: 'Meets', count: 2 }] },
      ],
      ['Exceeds', 'Meets', 'Below'],
    );
    const series = seriesOf(option);
    expect(series.map((s) => s.name)).toEqual(['Exceeds', 'Meets', 'Below']);
    expect(series.every((s) => s.stack === 'bands')).toBe(true);
    expect(series.map((s) => s.data)).toEqual([
      [3, 0],
      [0, 2],
      [1, 0],
    ]);
  });
});

describe('radar and trend charts', () => {
  it('puts each LO on the radar with its figure and target (a missing figure at 0)', () => {
    const option = radarOption(
      [
        { code: 'LO1', figure: fig(0.8, '0.800'), target: 0.7 },
        { code: 'LO2', figure: null, target: 0.75 },
      ],
      { attainment: 'A', target: 'T' },
    ) as { radar: { indicator: { name: string; max: number }[] }; series: { data: { value: number[] }[] }[] };
    expect(option.radar.indicator).toEqual([
      { name: 'LO1', max: 1 },
      { name: 'LO2', max: 1 },
    ]);
    expect(option.series[0].data.map((d) => d.value)).toEqual([
      [0.8, 0],
      [0.7, 0.75],
    ]);
  });
  it('profiles a course on a radar from three LOs, as bars below that', () => {
    const bar = (code: string) => ({ code, figure: fig(0.8, '0.800'), target: 0.7, met: true });
    const labels = { attainment: 'A', target: 'T' };
    expect(profileOption([bar('a'), bar('b'), bar('c')], labels)).toHaveProperty('radar');
    const two = profileOption([bar('a'), bar('b')], labels);
    expect(two).not.toHaveProperty('radar');
    expect(seriesOf(two).map((s) => s.type)).toEqual(['bar', 'scatter']);
  });
  it('draws a line per LO with gaps for years it was not assessed, and one target line', () => {
    const option = trendOption(
      ['2024-2025', '2025-2026'],
      [
        { code: 'LO1', figures: [fig(0.65, '0.650'), fig(0.78, '0.780')] },
        { code: 'LO2', figures: [null, fig(0.9, '0.900')] },
      ],
      0.7,
    );
    const series = seriesOf(option);
    expect(series.map((s) => s.type)).toEqual(['line', 'line']);
    expect(series[1].data[0]).toBeNull();
    expect(series[0].data[1]).toEqual({ value: 0.78, label: { formatter: '0.780' } });
    expect(series[0].markLine?.data).toEqual([{ yAxis: 0.7 }]);
    expect(series[1].markLine).toBeUndefined();
  });
});

describe('histogram', () => {
  it('labels the bins by their marks and counts them', () => {
    const bins = histogramBins([
      { from: 0, to: 10, count: 0 },
      { from: 10, to: 20, count: 2 },
      { from: 26.1, to: 34.8, count: 1 },
    ]);
    expect(bins).toEqual([
      { label: '0–10', count: 0 },
      { label: '10–20', count: 2 },
      { label: '26.1–34.8', count: 1 },
    ]);
    expect(seriesOf(histogramOption(bins, 'Students'))[0].data).toEqual([0, 2, 1]);
  });
});

const band = (name: string, nameEn: string, count: number) => ({ name, nameEn, count });

describe('course results shaped for the charts', () => {
  const result = {
    method: 'quantitative',
    students: [],
    course: { A: fig(0.7, '0.700'), rule: 'min' },
    los: [
      {
        loId: 'a',
        code: 'LO1',
        target: 0.7,
        students: 4,
        missingScores: 1,
        typedZeros: 0,
        A: fig(0.7, '0.700'),
        P: fig(75, '75.0'),
        met: true,
        bands: [band('优秀', 'Exceeds', 1), band('达标', 'Meets', 2), band('未达标', 'Below', 1)],
        byClass: [],
      },
    ],
  } as CourseResultView;
  it('names bands in the reader language, in their configured order', () => {
    expect(courseDistribution(result, 'en-US')[0].bands.map((b) => b.name)).toEqual([
      'Exceeds',
      'Meets',
      'Below',
    ]);
    expect(courseDistribution(result, 'zh-CN')[0].bands.map((b) => b.name)).toEqual([
      '优秀',
      '达标',
      '未达标',
    ]);
    expect(
      bandOrder([result.los[0].bands, [band('良好', 'Good', 1), band('优秀', 'Exceeds', 1)]], 'en-US'),
    ).toEqual(['Exceeds', 'Meets', 'Below', 'Good']);
  });
  it('gives one bar per LO with its code, figure and target', () => {
    expect(courseBars(result)).toEqual([{ code: 'LO1', figure: result.los[0].A, target: 0.7, met: true }]);
  });
});

describe('programme results shaped for the charts', () => {
  const result: ProgrammeResultsView = {
    goals: [
      { lgId: 'g1', code: 'LG1', target: 0.7, G: fig(0.65, '0.650'), met: false },
      { lgId: 'g2', code: 'LG2', target: 0.7, G: fig(0.8, '0.800'), met: true },
    ],
    los: [
      {
        loId: 'l2',
        code: 'LO2.1',
        lgId: 'g2',
        target: 0.7,
        courses: [{ courseId: 'c1', A: fig(0.8, '0.800'), level: 'H', v: fig(1, '1.000') }],
        A: fig(0.8, '0.800'),
        I: null,
        B: fig(0.8, '0.800'),
        met: true,
      },
      {
        loId: 'l1',
        code: 'LO1.1',
        lgId: 'g1',
        target: 0.7,
        courses: [
          { courseId: 'c1', A: fig(0.6, '0.600'), level: 'H', v: fig(0.6, '0.600') },
          { courseId: 'c2', A: fig(0.725, '0.725'), level: 'M', v: fig(0.4, '0.400'), code: 'C2' },
        ],
        A: fig(0.65, '0.650'),
        I: null,
        B: fig(0.65, '0.650'),
        met: false,
      },
    ],
    errors: [],
  };
  it('groups the LOs under their goals in the goals order', () => {
    expect(losByGoal(result).map((g) => [g.goal?.code, g.los.map((l) => l.code)])).toEqual([
      ['LG1', ['LO1.1']],
      ['LG2', ['LO2.1']],
    ]);
  });
  it('gives each course its radar: the LOs it assesses and its own A_cj', () => {
    expect(courseRadar(result, 'c1').map((p) => [p.code, p.figure?.shown])).toEqual([
      ['LO2.1', '0.800'],
      ['LO1.1', '0.600'],
    ]);
    expect(courseRadar(result, 'c2').map((p) => [p.code, p.figure?.shown])).toEqual([['LO1.1', '0.725']]);
  });
  it('charts only the LOs assessed that year, and shows first the radar of the course with most LOs', () => {
    const withIdle = {
      ...result,
      los: [
        ...result.los,
        {
          loId: 'l9',
          code: 'LO9.9',
          lgId: 'g2',
          target: 0.7,
          courses: [],
          A: null,
          I: null,
          B: null,
          met: null,
        },
      ],
    };
    expect(assessedLos(withIdle).map((l) => l.code)).toEqual(['LO2.1', 'LO1.1']);
    expect(programmeBars(withIdle).map((b) => b.code)).toEqual(['LO2.1', 'LO1.1']);
    expect(widestCourse(withIdle)).toBe('c1');
  });
  it('gives a course profile its own met flags from the course figures', () => {
    const withCourses = {
      ...result,
      courses: [
        {
          courseId: 'c1',
          los: [
            { loId: 'l1', met: false },
            { loId: 'l2', met: true },
          ],
        },
      ],
    };
    expect(courseProfile(withCourses, 'c1').map((b) => [b.code, b.figure?.shown, b.met])).toEqual([
      ['LO2.1', '0.800', true],
      ['LO1.1', '0.600', false],
    ]);
    expect(courseProfile(withCourses, 'c2').map((b) => b.met)).toEqual([null]);
  });
  it('lists the contributing courses when the answer has no course list', () => {
    expect(programmeCourses(result).map((c) => [c.courseId, c.code])).toEqual([
      ['c1', undefined],
      ['c2', 'C2'],
    ]);
  });
  it('adds up the band counts of the courses assessing each LO', () => {
    const courses = [
      [{ loId: 'l1', bands: [band('优秀', 'Exceeds', 2), band('未达标', 'Below', 3)] }],
      [
        { loId: 'l1', bands: [band('优秀', 'Exceeds', 1), band('达标', 'Meets', 4)] },
        { loId: 'l2', bands: [band('达标', 'Meets', 5)] },
      ],
    ];
    expect(programmeDistribution(result.los, courses, 'en-US')).toEqual([
      { code: 'LO2.1', bands: [{ name: 'Meets', count: 5 }] },
      {
        code: 'LO1.1',
        bands: [
          { name: 'Exceeds', count: 3 },
          { name: 'Below', count: 3 },
          { name: 'Meets', count: 4 },
        ],
      },
    ]);
    expect(programmeBandNames(courses, 'zh-CN')).toEqual(['优秀', '未达标', '达标']);
  });
  it('shapes the trend: years by name, a line per LO assessed some year, one target line only when shared', () => {
    const point = (evaluationYearId: string, figure: ReturnType<typeof fig> | null) => ({
      evaluationYearId,
      figure,
      met: null,
    });
    const trend = {
      years: [
        { id: 'y1', name: '2024-2025' },
        { id: 'y2', name: '2025-2026' },
      ],
      los: [
        {
          loId: 'l1',
          code: 'LO1.1',
          points: [point('y1', fig(0.65, '0.650')), point('y2', fig(0.78, '0.780'))],
        },
        { loId: 'l2', code: 'LO2.1', points: [point('y1', null), point('y2', fig(0.8, '0.800'))] },
        { loId: 'l3', code: 'LO3.1', points: [point('y1', null), point('y2', null)] },
      ],
    };
    expect(trendLines(trend, { l1: 0.7, l2: 0.7, l3: 0.9 })).toEqual({
      years: ['2024-2025', '2025-2026'],
      lines: [
        { code: 'LO1.1', figures: [fig(0.65, '0.650'), fig(0.78, '0.780')] },
        { code: 'LO2.1', figures: [null, fig(0.8, '0.800')] },
      ],
      target: 0.7,
    });
    expect(trendLines(trend, { l1: 0.7, l2: 0.75 }).target).toBeUndefined();
  });
});
