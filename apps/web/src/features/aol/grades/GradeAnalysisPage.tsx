import type { AnalysableAssessment, GradeAnswer } from '@accredit/shared';
import { BarChartOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Select, Skeleton, Space, Statistic, Table, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../app/session.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { histogramOption } from '../results/charts.ts';
import { ChartCard, CodeName, DownloadButton, nameText } from '../results/display.tsx';
import '../results/results.css';
import {
  assessmentsKey,
  BAND_KEYS,
  exportStats,
  fetchAssessments,
  fetchStats,
  programmeList,
  schoolYearList,
  statsKey,
} from './api.ts';
import { histogramBins } from './model.ts';

/**
 * Grade analysis (issue 17 item 5; menu component `gradeAnalysis`, /aol/grade-analysis): pick a
 * school year, a programme, one of their quantitative course assessments, a class (or all) and a
 * component (or the total); the statistics of DOMAIN.md section 5 as the server's model gives
 * them, the five bands and a histogram. The choice lives in the address, so it can be shared.
 */
export default function GradeAnalysisPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const schoolYearId = params.get('schoolYearId') ?? '';
  const programmeId = params.get('programme') ?? '';
  const evaluationId = params.get('evaluationId') ?? '';
  const classId = params.get('classId') ?? '';
  const componentKey = params.get('component') ?? '';
  const set = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next, { replace: true });
  };

  const years = useQuery({ queryKey: ['aolGrades', 'schoolYears'], queryFn: schoolYearList });
  const programmes = useQuery({ queryKey: ['aolGrades', 'programmes'], queryFn: programmeList });
  const assessments = useQuery({
    queryKey: assessmentsKey(schoolYearId, programmeId),
    queryFn: () => fetchAssessments(schoolYearId, programmeId),
  });
  const programmeRows = programmes.data?.records ?? [];
  useEffect(() => {
    if (!programmeId && programmeRows.length === 1) set({ programme: programmeRows[0].id });
  });
  const list = assessments.data ?? [];
  const chosen = list.find((a) => a.id === evaluationId) ?? null;

  return (
    <div className="aolr-page" data-testid="grade-analysis">
      <div className="aolr-filters">
        <Select
          style={{ minWidth: 160 }}
          allowClear
          placeholder={t('aolResults.web.grades.schoolYear')}
          aria-label={t('aolResults.web.grades.schoolYear')}
          loading={years.isLoading}
          value={schoolYearId || undefined}
          options={(years.data?.records ?? []).map((y) => ({ value: y.id, label: y.name }))}
          onChange={(v?: string) =>
            set({ schoolYearId: v ?? '', evaluationId: '', classId: '', component: '' })
          }
          data-testid="grades-year"
        />
        <Select
          style={{ minWidth: 220 }}
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('aolResults.web.grades.programme')}
          aria-label={t('aolResults.web.grades.programme')}
          loading={programmes.isLoading}
          value={programmeId || undefined}
          options={programmeRows.map((p) => ({
            value: p.id,
            label: `${p.code ?? ''} ${nameText(p)}`.trim(),
          }))}
          onChange={(v?: string) => set({ programme: v ?? '', evaluationId: '', classId: '', component: '' })}
          data-testid="grades-programme"
        />
        <Select
          style={{ minWidth: 280 }}
          showSearch
          optionFilterProp="label"
          placeholder={t('aolResults.web.grades.assessment')}
          aria-label={t('aolResults.web.grades.assessment')}
          loading={assessments.isLoading}
          value={evaluationId || undefined}
          options={list.map((a) => ({ value: a.id, label: assessmentLabel(a) }))}
          onChange={(v: string) => set({ evaluationId: v, classId: '', component: '' })}
          data-testid="grades-assessment"
        />
        {chosen ? (
          <>
            <Select
              style={{ minWidth: 160 }}
              aria-label={t('aolResults.web.grades.class')}
              value={classId}
              options={[
                { value: '', label: t('aolResults.web.grades.allClasses') },
                ...chosen.classes.map((c) => ({ value: c.id, label: nameText(c) || c.code || c.id })),
              ]}
              onChange={(v: string) => set({ classId: v })}
              data-testid="grades-class"
            />
            <Select
              style={{ minWidth: 160 }}
              aria-label={t('aolResults.web.grades.component')}
              value={componentKey}
              options={[
                { value: '', label: t('aolResults.web.grades.total') },
                ...chosen.components.map((c) => ({ value: c.key, label: nameText(c) || c.key })),
              ]}
              onChange={(v: string) => set({ component: v })}
              data-testid="grades-component"
            />
          </>
        ) : null}
      </div>
      {chosen ? (
        <Stats assessment={chosen} classId={classId} componentKey={componentKey} />
      ) : assessments.isLoading ? (
        <Skeleton active />
      ) : (
        <Empty description={t('aolResults.web.grades.pick')} />
      )}
      {chosen ? (
        <Button
          type="link"
          icon={<BarChartOutlined />}
          onClick={() =>
            navigate(`/aol/results?evaluationYearId=${encodeURIComponent(chosen.evaluationYearId)}`)
          }
          data-testid="grades-open-results"
        >
          {t('aolResults.web.grades.openResults')}
        </Button>
      ) : null}
    </div>
  );
}

/** "CODE name · year" of an assessment, the name in the reader's language. */
function assessmentLabel(a: AnalysableAssessment): string {
  const name = nameText({ name: a.courseName, nameEn: a.courseNameEn });
  return `${a.courseCode} ${name} · ${a.yearName}`;
}

function Stats({
  assessment,
  classId,
  componentKey,
}: {
  assessment: AnalysableAssessment;
  classId: string;
  componentKey: string;
}) {
  const { t } = useTranslation();
  const canExport = useSession().has('evaluation:export');
  const query = useQuery({
    queryKey: statsKey(assessment.id, classId, componentKey),
    queryFn: () => fetchStats(assessment.id, classId, componentKey),
  });
  const histogram = useMemo(
    () =>
      query.data
        ? histogramOption(histogramBins(query.data.histogram), t('aolResults.web.grades.count'))
        : null,
    [query.data, t],
  );
  if (query.isLoading) return <Skeleton active />;
  if (query.isError || !query.data)
    return <Alert type="error" showIcon message={query.error instanceof Error ? query.error.message : ''} />;
  const data = query.data;
  const s = data.stats;
  const file = `${t('aolResults.web.grades.title')}-${assessment.courseCode}`;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="grades-stats">
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space wrap>
          <CodeName
            record={{
              id: assessment.courseId,
              code: assessment.courseCode,
              name: assessment.courseName,
              nameEn: assessment.courseNameEn,
            }}
          />
          <Typography.Text type="secondary" data-testid="grades-full-marks">
            {t('aolResults.web.grades.fullMarks', { marks: data.fullMarks })}
          </Typography.Text>
        </Space>
        {canExport ? (
          <DownloadButton
            label={t('aolResults.web.grades.export')}
            testId="grades-export"
            onDownload={() => exportStats(assessment.id, classId, currentLocale(), file)}
          />
        ) : null}
      </Space>
      {s.students === 0 ? <Alert type="info" showIcon message={t('aolResults.web.grades.noScores')} /> : null}
      <StatGrid data={data} />
      <div className="aolr-charts">
        <Table
          size="small"
          rowKey="key"
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="grades-bands"
          title={() => <Typography.Text strong>{t('aolResults.web.grades.bands')}</Typography.Text>}
          dataSource={BAND_KEYS.map((key) => ({
            key,
            count: s.bands.find((b) => b.key === key)?.count ?? 0,
          }))}
          columns={[
            {
              key: 'band',
              title: t('aolResults.web.grades.band'),
              render: (_, r) => t(`aolResults.web.grades.bandNames.${r.key}`),
            },
            { key: 'count', title: t('aolResults.web.grades.count'), dataIndex: 'count' },
          ]}
        />
        {histogram ? (
          <ChartCard
            title={t('aolResults.web.charts.histogram')}
            option={histogram}
            testId="grades-histogram"
          />
        ) : null}
      </div>
    </Space>
  );
}

function StatGrid({ data }: { data: GradeAnswer }) {
  const { t } = useTranslation();
  const s = data.stats;
  const items: [string, string][] = [
    ['students', String(s.students)],
    ['mean', s.mean?.shown ?? '—'],
    ['median', s.median?.shown ?? '—'],
    ['sd', s.sd?.shown ?? '—'],
    ['highest', s.highest === null ? '—' : String(s.highest)],
    ['lowest', s.lowest === null ? '—' : String(s.lowest)],
    ['passRate', s.passRate?.shown ?? '—'],
    ['excellentRate', s.excellentRate?.shown ?? '—'],
  ];
  return (
    <div className="aolr-stats">
      {items.map(([key, value]) => (
        <div className="aolr-chart" key={key}>
          <Statistic title={t(`aolResults.web.grades.${key}`)} value={value} data-testid={`grades-${key}`} />
        </div>
      ))}
    </div>
  );
}
