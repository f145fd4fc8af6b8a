import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Empty, Skeleton, Space, Table, Tabs, Tag, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/responsive.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { STATUS_COLOR } from '../assess/AssessmentList.tsx';
import {
  courseResultsKey,
  downloadCourseReport,
  downloadProgrammeExcel,
  downloadProgrammeReport,
  fetchCourseResults,
  fetchProgrammeResults,
  type ProgrammeCourse,
  type ProgrammeGoal,
  type ProgrammeLo,
  programmeResultsKey,
  type ProgrammeResultsView as Result,
} from './api.ts';
import { CourseResultView } from './CourseResultView.tsx';
import {
  CodeName,
  DownloadButton,
  FigureText,
  MetTag,
  nameText,
  ReportButton,
  targetText,
} from './display.tsx';
import { assessedLos, courseRadar, losByGoal, programmeCourses } from './model.ts';
import { ProgrammeCharts } from './ProgrammeCharts.tsx';
import './results.css';

/**
 * A programme's results for one evaluation year (GET /aacsb/evaluationYear/results): per goal
 * and objective the attainment (direct A_j, indirect I_j, blended B_j) against its target, met or
 * not, the courses that contribute with their map weight; the plan's errors as warnings; the
 * charts (attainment against target, distribution, a radar per course, the trend across years);
 * the Excel of the results, the Table 5-1 programme report and each course's report. The
 * evaluation-year page shows it as a tab; /aol/results shows it on its own.
 */
export function ProgrammeResultsView({ evaluationYearId }: { evaluationYearId: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: programmeResultsKey(evaluationYearId),
    queryFn: () => fetchProgrammeResults(evaluationYearId),
  });
  const [openCourse, setOpenCourse] = useState<ProgrammeCourse | null>(null);
  const phone = useIsPhone();
  if (query.isLoading) return <Skeleton active />;
  if (query.isError || !query.data)
    return <Alert type="error" showIcon message={query.error instanceof Error ? query.error.message : ''} />;
  const result = query.data;
  const year = result.year;
  const assessed = assessedLos(result);
  const unmet = assessed.filter((lo) => lo.met === false).length;
  const stem = `${result.programme?.code ?? ''}-${year?.name ?? ''}`;
  // Figures are always computed from the scores entered so far; courses not yet submitted make them provisional.
  const provisional = programmeCourses(result).filter((c) => c.assessmentId && c.status !== '1').length;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="programme-results">
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space wrap>
          {result.programme ? <CodeName record={result.programme} /> : null}
          {year ? <Tag data-testid="results-year">{year.name || year.schoolYear}</Tag> : null}
          {result.los.length > 0 ? (
            unmet > 0 ? (
              <Tag color="error" data-testid="unmet-count">
                {t('aolResults.web.unmetCount', { count: unmet, total: assessed.length })}
              </Tag>
            ) : (
              <Tag color="success" data-testid="unmet-count">
                {t('aolResults.web.allMet')}
              </Tag>
            )
          ) : null}
        </Space>
        <Space wrap>
          <DownloadButton
            label={t('aolResults.web.downloads.excel')}
            testId="programme-excel"
            onDownload={() =>
              downloadProgrammeExcel(
                evaluationYearId,
                currentLocale(),
                `${t('aolResults.web.downloads.fileResults')}-${stem}`,
              )
            }
          />
          <ReportButton
            label={t('aolResults.web.downloads.programmeReport')}
            testId="programme-report"
            onDownload={(lang) =>
              downloadProgrammeReport(
                evaluationYearId,
                lang,
                `${t('aolResults.web.downloads.fileProgramme')}-${stem}`,
              )
            }
          />
        </Space>
      </Space>
      <PlanErrors result={result} />
      {provisional > 0 ? (
        <Alert
          type="warning"
          showIcon
          data-testid="results-provisional"
          message={t('aolResults.web.provisional', { count: provisional })}
        />
      ) : null}
      {result.los.length === 0 ? <Empty description={t('aolResults.web.noData')} /> : null}
      <Tabs
        items={[
          { key: 'los', label: t('aolResults.web.tabs.los'), children: <LoTable result={result} /> },
          {
            key: 'goals',
            label: t('aolResults.web.tabs.goals'),
            children: <GoalTable goals={result.goals} />,
          },
          {
            key: 'courses',
            label: t('aolResults.web.tabs.courses'),
            children: <CourseTable result={result} onOpen={setOpenCourse} />,
          },
          {
            key: 'charts',
            label: t('aolResults.web.tabs.charts'),
            children: <ProgrammeCharts result={result} />,
          },
        ]}
      />
      <Drawer
        open={openCourse !== null}
        onClose={() => setOpenCourse(null)}
        width={phone ? '100%' : 'min(1100px, 92vw)'}
        title={
          openCourse
            ? t('aolResults.web.course.title', { course: `${openCourse.code ?? ''} ${nameText(openCourse)}` })
            : ''
        }
        destroyOnHidden
      >
        {openCourse?.assessmentId && openCourse.kind ? (
          <CourseResultView kind={openCourse.kind} id={openCourse.assessmentId} />
        ) : (
          <Empty description={t('aolResults.web.course.none')} />
        )}
      </Drawer>
    </Space>
  );
}

/** A course of the year by id, named from the year's courses or the LOs' contributing courses. */
function courseOf(result: Result, courseId: string): ProgrammeCourse {
  const listed = result.courses?.find((c) => c.courseId === courseId);
  if (listed) return listed;
  const contributing = result.los.flatMap((lo) => lo.courses).find((c) => c.courseId === courseId);
  return contributing
    ? { courseId, code: contributing.code, name: contributing.name, nameEn: contributing.nameEn }
    : { courseId, code: courseId };
}

function PlanErrors({ result }: { result: Result }) {
  const { t } = useTranslation();
  if (result.errors.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="results-errors"
      message={t('aolResults.web.errors.title')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {result.errors.map((e) => {
            const course = courseOf(result, e.courseId);
            const lo = result.los.find((l) => l.loId === e.loId);
            return (
              <li key={`${e.courseId}:${e.loId}`}>
                {t('aolResults.web.errors.noMapCell', {
                  course: `${course.code ?? ''} ${nameText(course)}`.trim(),
                  lo: lo?.code ?? e.loCode ?? e.loId,
                })}
              </li>
            );
          })}
        </ul>
      }
    />
  );
}

function LoCourses({ result, lo }: { result: Result; lo: ProgrammeLo }) {
  if (lo.courses.length === 0) return <>—</>;
  return (
    <div className="aolr-lo-courses">
      {lo.courses.map((c) => {
        const course = courseOf(result, c.courseId);
        return (
          <span key={c.courseId} data-testid={`lo-course-${lo.code}-${course.code ?? c.courseId}`}>
            <Typography.Text strong>{course.code}</Typography.Text> {nameText(course)} ·{' '}
            <Tag style={{ marginInlineEnd: 4 }}>{c.level ?? '—'}</Tag>v {c.v?.shown ?? '—'} · A {c.A.shown}
          </span>
        );
      })}
    </div>
  );
}

type LoRow = ProgrammeLo & { goal: ProgrammeGoal | null };

function LoTable({ result }: { result: Result }) {
  const { t } = useTranslation();
  const rows: LoRow[] = losByGoal(result).flatMap((g) => g.los.map((lo) => ({ ...lo, goal: g.goal })));
  const hasIndirect = result.los.some((lo) => lo.I !== null);
  return (
    <Table<LoRow>
      size="small"
      rowKey="loId"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      data-testid="results-lo-table"
      onRow={(lo) =>
        ({ 'data-testid': `lo-row-${lo.code}`, 'data-met': String(lo.met) }) as HTMLAttributes<HTMLElement>
      }
      columns={[
        { key: 'goal', title: t('aolResults.web.columns.goal'), render: (_, lo) => lo.goal?.code ?? '' },
        {
          key: 'lo',
          title: t('aolResults.web.columns.objective'),
          // A long statement wraps instead of pushing the figures off the screen.
          width: 320,
          render: (_, lo) => (
            <CodeName record={{ id: lo.loId, code: lo.code, name: lo.name, nameEn: lo.nameEn }} />
          ),
        },
        {
          key: 'target',
          title: t('aolResults.web.columns.target'),
          render: (_, lo) => targetText(lo.target),
        },
        {
          key: 'A',
          title: t('aolResults.web.columns.direct'),
          render: (_, lo) => <FigureText figure={lo.A} />,
        },
        ...(hasIndirect
          ? [
              {
                key: 'I',
                title: t('aolResults.web.columns.indirect'),
                render: (_: unknown, lo: LoRow) => <FigureText figure={lo.I} />,
              },
            ]
          : []),
        {
          key: 'B',
          title: t('aolResults.web.columns.blended'),
          render: (_, lo) => <FigureText figure={lo.B} testId={`lo-B-${lo.code}`} />,
        },
        {
          key: 'met',
          title: t('aolResults.web.columns.result'),
          render: (_, lo) => <MetTag met={lo.met} testId={`lo-met-${lo.code}`} />,
        },
        {
          key: 'courses',
          title: t('aolResults.web.columns.courses'),
          render: (_, lo) => <LoCourses result={result} lo={lo} />,
        },
      ]}
    />
  );
}

function GoalTable({ goals }: { goals: ProgrammeGoal[] }) {
  const { t } = useTranslation();
  return (
    <Table<ProgrammeGoal>
      size="small"
      rowKey="lgId"
      pagination={false}
      dataSource={goals}
      scroll={{ x: 'max-content' }}
      data-testid="results-goal-table"
      columns={[
        {
          key: 'goal',
          title: t('aolResults.web.columns.goal'),
          render: (_, g) => (
            <CodeName record={{ id: g.lgId, code: g.code, name: g.name, nameEn: g.nameEn }} />
          ),
        },
        { key: 'target', title: t('aolResults.web.columns.target'), render: (_, g) => targetText(g.target) },
        {
          key: 'G',
          title: t('aolResults.web.columns.attainment'),
          render: (_, g) => <FigureText figure={g.G} testId={`goal-G-${g.code}`} />,
        },
        {
          key: 'met',
          title: t('aolResults.web.columns.result'),
          render: (_, g) => <MetTag met={g.met} testId={`goal-met-${g.code}`} />,
        },
      ]}
    />
  );
}

function CourseTable({ result, onOpen }: { result: Result; onOpen: (c: ProgrammeCourse) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const courses = programmeCourses(result);
  return (
    <Table<ProgrammeCourse>
      size="small"
      rowKey={(c) => `${c.courseId}:${c.assessmentId ?? ''}`}
      pagination={false}
      dataSource={courses}
      scroll={{ x: 'max-content' }}
      data-testid="results-course-table"
      onRow={(c) => ({ 'data-testid': `course-row-${c.code ?? c.courseId}` }) as HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'course',
          title: t('aolResults.web.columns.course'),
          render: (_, c) => (
            <CodeName record={{ id: c.courseId, code: c.code, name: c.name, nameEn: c.nameEn }} />
          ),
        },
        {
          key: 'method',
          title: t('aolResults.web.columns.method'),
          render: (_, c) => (c.kind ? t(`aolResults.web.methods.${c.kind}`) : '—'),
        },
        {
          key: 'status',
          title: t('aolResults.web.columns.status'),
          render: (_, c) => (
            <Tag color={STATUS_COLOR[c.status ?? '0']} data-testid="results-course-status">
              {t(`aolResults.web.status.${c.status === '1' || c.status === '2' ? c.status : '0'}`)}
            </Tag>
          ),
        },
        {
          key: 'los',
          title: t('aolResults.web.columns.objectives'),
          render: (_, c) => (
            <Space size={[4, 4]} wrap>
              {courseRadar(result, c.courseId).map((p) => (
                <Tag key={p.code}>
                  {p.code}: {p.figure?.shown ?? '—'}
                </Tag>
              ))}
            </Space>
          ),
        },
        {
          key: 'students',
          title: t('aolResults.web.columns.students'),
          render: (_, c) => c.students ?? '—',
        },
        {
          key: 'actions',
          title: t('aolResults.web.columns.actions'),
          render: (_, c) =>
            c.assessmentId && c.kind ? (
              <Space wrap>
                <Button
                  size="small"
                  onClick={() => onOpen(c)}
                  data-testid={`open-course-${c.code ?? c.courseId}`}
                >
                  {t('aolResults.web.course.open')}
                </Button>
                <ReportButton
                  label={t('aolResults.web.downloads.courseReport')}
                  testId={`course-report-${c.code ?? c.courseId}`}
                  loadClasses={() =>
                    queryClient
                      .fetchQuery({
                        queryKey: courseResultsKey(c.kind ?? 'quantitative', c.assessmentId ?? ''),
                        queryFn: () => fetchCourseResults(c.kind ?? 'quantitative', c.assessmentId ?? ''),
                      })
                      .then((r) => r.classes ?? [])
                  }
                  onDownload={(lang, classId) =>
                    downloadCourseReport(
                      c.kind ?? 'quantitative',
                      c.assessmentId ?? '',
                      classId,
                      lang,
                      `${t('aolResults.web.downloads.fileCourse')}-${c.code ?? ''}`,
                    )
                  }
                />
              </Space>
            ) : null,
        },
      ]}
    />
  );
}

export default ProgrammeResultsView;
