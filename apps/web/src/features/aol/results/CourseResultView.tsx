import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Skeleton, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bilingual } from '../../../components/english-check.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import {
  type AssessmentKind,
  type CourseResultStudent,
  courseResultsKey,
  downloadCourseExcel,
  downloadCourseReport,
  fetchCourseResults,
  type LoSummary,
  type Named,
  type CourseResultView as Result,
} from './api.ts';
import { attainmentOption, distributionOption, profileOption } from './charts.ts';
import {
  ChartCard,
  CodeName,
  DownloadButton,
  FigureText,
  MetTag,
  nameText,
  ReportButton,
  targetText,
} from './display.tsx';
import {
  bandName,
  bandOrder,
  courseBars,
  courseDistribution,
  courseNamed,
  loCode,
  loNamed,
} from './model.ts';
import './results.css';

/**
 * The results of one course assessment (GET /aacsb/evaluation/results or
 * /aacsb/qualitativeEvaluation/results): the course figure, a table per objective, per-class
 * figures, every student's attainment with missing scores marked apart from typed zeros, the
 * charts, and the downloads (Excel of every table, the course report per class in either
 * language). The assessment wizards show it as their last step; the programme results open it
 * in a drawer.
 */
export function CourseResultView({
  kind,
  id,
  downloads = true,
}: {
  kind: AssessmentKind;
  id: string;
  downloads?: boolean;
}) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: courseResultsKey(kind, id),
    queryFn: () => fetchCourseResults(kind, id),
  });
  if (query.isLoading) return <Skeleton active />;
  if (query.isError || !query.data)
    return <Alert type="error" showIcon message={query.error instanceof Error ? query.error.message : ''} />;
  const result = query.data;
  const course = courseNamed(result);
  const fileName = `${t('aolResults.web.downloads.fileCourse')}-${course?.code ?? ''}`;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="course-results">
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space wrap>
          {course ? <CodeName record={course} /> : null}
          <Tag>{t(`aolResults.web.methods.${result.method}`)}</Tag>
          <Typography.Text data-testid="course-figure">
            {t('aolResults.web.courseFigure', {
              figure: result.course.A?.shown ?? '—',
              rule: t(`aolResults.web.rules.${result.course.rule}`),
            })}
          </Typography.Text>
        </Space>
        {downloads ? (
          <Space wrap>
            <DownloadButton
              label={t('aolResults.web.downloads.excel')}
              testId="course-excel"
              onDownload={() =>
                downloadCourseExcel(
                  kind,
                  id,
                  currentLocale(),
                  `${t('aolResults.web.downloads.fileResults')}-${course?.code ?? id}`,
                )
              }
            />
            <ReportButton
              label={t('aolResults.web.downloads.courseReport')}
              testId="course-report"
              classes={result.classes}
              onDownload={(lang, classId) => downloadCourseReport(kind, id, classId, lang, fileName)}
            />
          </Space>
        ) : null}
      </Space>
      {result.students.length === 0 ? <Empty description={t('aolResults.web.noData')} /> : null}
      <Tabs
        items={[
          { key: 'los', label: t('aolResults.web.tabs.los'), children: <LoTable result={result} /> },
          {
            key: 'charts',
            label: t('aolResults.web.tabs.charts'),
            children: <CourseCharts result={result} />,
          },
          {
            key: 'classes',
            label: t('aolResults.web.tabs.classes'),
            children: <ClassTable result={result} />,
          },
          {
            key: 'students',
            label: t('aolResults.web.tabs.students'),
            children: <StudentTable result={result} />,
          },
        ]}
      />
    </Space>
  );
}

function BandTags({ bands }: { bands: LoSummary['bands'] }) {
  const locale = currentLocale();
  return (
    <Space size={[4, 4]} wrap>
      {bands.map((b) => (
        <Tag key={b.name}>
          {bandName(b, locale)}: {b.count}
        </Tag>
      ))}
    </Space>
  );
}

function LoTable({ result }: { result: Result }) {
  const { t } = useTranslation();
  const qualitative = result.method === 'qualitative';
  return (
    <Table<LoSummary>
      size="small"
      rowKey="loId"
      pagination={false}
      dataSource={result.los}
      scroll={{ x: 'max-content' }}
      data-testid="course-lo-table"
      onRow={(lo) =>
        ({ 'data-testid': `course-lo-${loCode(result, lo.loId)}` }) as React.HTMLAttributes<HTMLElement>
      }
      columns={[
        {
          key: 'lo',
          title: t('aolResults.web.columns.objective'),
          // A long statement wraps instead of pushing the figures off the screen.
          width: 320,
          render: (_, lo) => <CodeName record={loNamed(result, lo.loId)} />,
        },
        {
          key: 'target',
          title: t('aolResults.web.columns.target'),
          render: (_, lo) => targetText(lo.target),
        },
        { key: 'students', title: t('aolResults.web.columns.students'), dataIndex: 'students' },
        ...(qualitative
          ? []
          : [
              { key: 'missing', title: t('aolResults.web.columns.missing'), dataIndex: 'missingScores' },
              { key: 'zeros', title: t('aolResults.web.columns.zeros'), dataIndex: 'typedZeros' },
            ]),
        {
          key: 'A',
          title: t('aolResults.web.columns.attainment'),
          render: (_, lo) => <FigureText figure={lo.A} testId={`course-lo-A-${loCode(result, lo.loId)}`} />,
        },
        {
          key: 'P',
          title: t('aolResults.web.columns.share'),
          render: (_, lo) => <FigureText figure={lo.P} />,
        },
        {
          key: 'met',
          title: t('aolResults.web.columns.result'),
          render: (_, lo) => <MetTag met={lo.met} testId={`course-lo-met-${loCode(result, lo.loId)}`} />,
        },
        {
          key: 'bands',
          title: t('aolResults.web.columns.bands'),
          render: (_, lo) => <BandTags bands={lo.bands} />,
        },
      ]}
    />
  );
}

type ClassRow = LoSummary['byClass'][number] & { loId: string; key: string };

function className(classes: Named[] | undefined, classId: string | null, none: string): Named {
  if (!classId) return { id: '', name: none, nameEn: none };
  return classes?.find((c) => c.id === classId) ?? { id: classId, name: classId };
}

function ClassTable({ result }: { result: Result }) {
  const { t } = useTranslation();
  const rows: ClassRow[] = result.los.flatMap((lo) =>
    lo.byClass.map((c) => ({ ...c, loId: lo.loId, key: `${lo.loId}:${c.classId ?? ''}` })),
  );
  const none = t('aolResults.web.noClass');
  return (
    <Table<ClassRow>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      data-testid="course-class-table"
      columns={[
        { key: 'lo', title: t('aolResults.web.columns.code'), render: (_, r) => loCode(result, r.loId) },
        {
          key: 'class',
          title: t('aolResults.web.columns.class'),
          render: (_, r) => (
            <Bilingual record={className(result.classes, r.classId, none)} zh="name" en="nameEn" />
          ),
        },
        { key: 'students', title: t('aolResults.web.columns.students'), dataIndex: 'students' },
        ...(result.method === 'qualitative'
          ? []
          : [{ key: 'missing', title: t('aolResults.web.columns.missing'), dataIndex: 'missingScores' }]),
        {
          key: 'A',
          title: t('aolResults.web.columns.attainment'),
          render: (_, r) => <FigureText figure={r.A} />,
        },
        { key: 'P', title: t('aolResults.web.columns.share'), render: (_, r) => <FigureText figure={r.P} /> },
        { key: 'met', title: t('aolResults.web.columns.result'), render: (_, r) => <MetTag met={r.met} /> },
        {
          key: 'bands',
          title: t('aolResults.web.columns.bands'),
          render: (_, r) => <BandTags bands={r.bands} />,
        },
      ]}
    />
  );
}

function StudentTable({ result }: { result: Result }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const none = t('aolResults.web.noClass');
  const qualitative = result.method === 'qualitative';
  return (
    <Table<CourseResultStudent>
      size="small"
      rowKey="studentId"
      dataSource={result.students}
      pagination={result.students.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      data-testid="course-student-table"
      columns={[
        {
          key: 'number',
          title: t('aolResults.web.columns.studentNumber'),
          render: (_, s) => s.studentNumber ?? '',
        },
        {
          key: 'name',
          title: t('aolResults.web.columns.name'),
          render: (_, s) => <Bilingual record={s} zh="name" en="nameEn" />,
        },
        {
          key: 'class',
          title: t('aolResults.web.columns.class'),
          render: (_, s) => nameText(className(result.classes, s.classId, none)),
        },
        ...result.los.map((lo) => ({
          key: `lo-${lo.loId}`,
          title: loCode(result, lo.loId),
          render: (_: unknown, s: CourseResultStudent) => {
            const own = s.los.find((l) => l.loId === lo.loId);
            if (!own) return '—';
            return (
              <Space size={4} wrap>
                {own.a ? (
                  <Typography.Text type={own.met === false ? 'danger' : undefined}>
                    {own.a.shown}
                  </Typography.Text>
                ) : (
                  <Typography.Text type="secondary">
                    {qualitative ? t('aolResults.web.notRated') : '—'}
                  </Typography.Text>
                )}
                {own.band ? (
                  <Tag>
                    {bandName(lo.bands.find((b) => b.name === own.band) ?? { name: own.band }, locale)}
                  </Tag>
                ) : null}
                {own.missing > 0 ? (
                  <Tag color="orange" data-testid="missing-mark">
                    {t('aolResults.web.missingMark', { count: own.missing })}
                  </Tag>
                ) : null}
                {own.zeros > 0 ? (
                  <Tag color="default">{t('aolResults.web.zeroMark', { count: own.zeros })}</Tag>
                ) : null}
              </Space>
            );
          },
        })),
      ]}
    />
  );
}

function CourseCharts({ result }: { result: Result }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const labels = useMemo(
    () => ({
      attainment: t('aolResults.web.charts.attainmentSeries'),
      target: t('aolResults.web.charts.targetSeries'),
    }),
    [t],
  );
  const bars = useMemo(() => attainmentOption(courseBars(result), labels), [result, labels]);
  const distribution = useMemo(
    () =>
      distributionOption(
        courseDistribution(result, locale),
        bandOrder(
          result.los.map((l) => l.bands),
          locale,
        ),
      ),
    [result, locale],
  );
  const radar = useMemo(() => profileOption(courseBars(result), labels), [result, labels]);
  return (
    <div className="aolr-charts">
      <ChartCard
        title={t('aolResults.web.charts.attainment')}
        option={bars}
        testId="course-chart-attainment"
      />
      <ChartCard
        title={t('aolResults.web.charts.distribution')}
        option={distribution}
        testId="course-chart-distribution"
      />
      <ChartCard title={t('aolResults.web.charts.radar')} option={radar} testId="course-chart-radar" />
    </div>
  );
}

export default CourseResultView;
