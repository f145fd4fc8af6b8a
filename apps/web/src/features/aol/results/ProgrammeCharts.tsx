import { useQueries, useQuery } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import {
  courseResultsKey,
  fetchCourseResults,
  fetchTrend,
  type ProgrammeResultsView as Result,
  trendKey,
} from './api.ts';
import { attainmentOption, distributionOption, profileOption, trendOption } from './charts.ts';
import { ChartCard, nameText } from './display.tsx';
import {
  courseProfile,
  goalBars,
  programmeBandNames,
  programmeBars,
  programmeCourses,
  programmeDistribution,
  trendLines,
  widestCourse,
} from './model.ts';

/**
 * The charts of a programme's evaluation year: objectives and goals against their targets, the
 * students by band (added up over the courses), a radar per course, the trend across the
 * programme's evaluation years. Options are memoised: a new option redraws the chart.
 */
export function ProgrammeCharts({ result }: { result: Result }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const courses = programmeCourses(result);
  const [courseId, setCourseId] = useState<string | undefined>(() => widestCourse(result));
  const programmeId = result.programme?.id ?? '';
  const trend = useQuery({
    queryKey: trendKey(programmeId),
    queryFn: () => fetchTrend(programmeId),
    enabled: programmeId !== '',
  });
  const labels = useMemo(
    () => ({
      attainment: t('aolResults.web.charts.attainmentSeries'),
      target: t('aolResults.web.charts.targetSeries'),
    }),
    [t],
  );
  const bars = useMemo(() => attainmentOption(programmeBars(result), labels), [result, labels]);
  const goals = useMemo(() => attainmentOption(goalBars(result), labels), [result, labels]);
  // Band counts: from the year's answer when it carries them, else from each course's results.
  const sent = (result.courses ?? []).some((c) => c.los?.some((l) => l.bands));
  const fetched = useQueries({
    queries: sent
      ? []
      : courses.flatMap((c) =>
          c.assessmentId && c.kind
            ? [
                {
                  queryKey: courseResultsKey(c.kind, c.assessmentId),
                  queryFn: () => fetchCourseResults(c.kind ?? 'quantitative', c.assessmentId ?? ''),
                },
              ]
            : [],
        ),
  });
  const bandLists = sent
    ? (result.courses ?? []).map((c) => c.los ?? [])
    : fetched.flatMap((q) => (q.data ? [q.data.los] : []));
  const bandKey = bandLists.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lists change when their count does
  const rows = useMemo(() => programmeDistribution(result.los, bandLists, locale), [result, bandKey, locale]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  const distribution = useMemo(
    () => distributionOption(rows, programmeBandNames(bandLists, locale)),
    [rows, bandKey, locale],
  );
  const radar = useMemo(
    () => profileOption(courseId ? courseProfile(result, courseId) : [], labels),
    [result, courseId, labels],
  );
  const trendData = useMemo(
    () =>
      trend.data
        ? trendLines(trend.data, Object.fromEntries(result.los.map((lo) => [lo.loId, lo.target])))
        : null,
    [trend.data, result],
  );
  const trendChart = useMemo(
    () => (trendData ? trendOption(trendData.years, trendData.lines, trendData.target) : null),
    [trendData],
  );
  return (
    <div className="aolr-charts">
      <ChartCard title={t('aolResults.web.charts.attainment')} option={bars} testId="chart-attainment" />
      {result.goals.length > 0 ? (
        <ChartCard title={t('aolResults.web.tabs.goals')} option={goals} testId="chart-goals" />
      ) : null}
      {rows.length > 0 ? (
        <ChartCard
          title={t('aolResults.web.charts.distribution')}
          option={distribution}
          testId="chart-distribution"
        />
      ) : null}
      {courses.length > 0 ? (
        <ChartCard
          title={t('aolResults.web.charts.radar')}
          option={radar}
          testId="chart-radar"
          extra={
            <Select
              size="small"
              style={{ minWidth: 180, maxWidth: '100%' }}
              value={courseId}
              onChange={setCourseId}
              aria-label={t('aolResults.web.charts.pickCourse')}
              options={courses.map((c) => ({
                value: c.courseId,
                label: `${c.code ?? ''} ${nameText(c)}`.trim(),
              }))}
              data-testid="chart-radar-course"
            />
          }
        />
      ) : null}
      {trendChart && trendData ? (
        <div>
          <ChartCard title={t('aolResults.web.charts.trend')} option={trendChart} testId="chart-trend" />
          {trendData.years.length < 2 ? (
            <Typography.Text type="secondary">{t('aolResults.web.charts.oneYear')}</Typography.Text>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
