import { dictLabel } from '@accredit/shared';
import { Button, Card, Empty, Popconfirm, Space, Table, type TableColumnType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/responsive.tsx';
import type { ResourceRecord } from '../../../crud/api.ts';
import { currentLocale } from '../../../i18n/index.ts';
import type { CourseTeacherRow, PlanRow } from './api.ts';
import { nameIn } from './api.ts';
import { ELECTIVE, groupPlan, planTotals } from './plan-model.ts';

/**
 * One version of a programme's plan: by year of study and term, each term's courses with their
 * credits and who teaches them in which semester, and the credit totals (per term, per year,
 * required and elective). Buttons show only where the role may act.
 */
export interface PlanActions {
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onEdit: (row: PlanRow) => void;
  onRemove: (row: PlanRow) => void;
  onAddTeacher: (row: PlanRow) => void;
  onRemoveTeacher: (row: CourseTeacherRow) => void;
}

export function courseLabel(course: ResourceRecord | undefined, fallback: string): string {
  return course ? `${course.code} ${nameIn(course.name, course.nameEn)}` : fallback;
}

function TeacherTags({
  rows,
  canEdit,
  onRemove,
}: {
  rows: CourseTeacherRow[];
  canEdit: boolean;
  onRemove: (row: CourseTeacherRow) => void;
}) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return <Typography.Text type="secondary">{t('teaching.teachers.none')}</Typography.Text>;
  return (
    <Space size={[4, 4]} wrap>
      {rows.map((r) => {
        const cls = nameIn(r.class_name, r.class_nameEn);
        const students = r.enrolledStudents ?? null;
        return (
          <Tag
            key={r.id}
            data-testid="teaching-teacher-tag"
            closable={canEdit}
            onClose={(e) => {
              e.preventDefault();
              onRemove(r);
            }}
          >
            {nameIn(r.teacher_name, r.teacher_nameEn)} · {r.semester_name}
            {cls ? ` · ${cls}` : ''}
            {students !== null ? ` (${t('teaching.teachers.studentCount', { count: students })})` : ''}
          </Tag>
        );
      })}
    </Space>
  );
}

export function PlanView({
  rows,
  courses,
  teachers,
  actions,
}: {
  rows: PlanRow[];
  courses: Map<string, ResourceRecord>;
  teachers: CourseTeacherRow[];
  actions: PlanActions;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const phone = useIsPhone();
  const totals = planTotals(rows);
  if (rows.length === 0)
    return <Empty description={t('teaching.plan.empty')} data-testid="teaching-plan-empty" />;
  const byPlan = new Map<string, CourseTeacherRow[]>();
  for (const r of teachers) byPlan.set(r.teachingProgramId, [...(byPlan.get(r.teachingProgramId) ?? []), r]);

  const columns: TableColumnType<PlanRow>[] = [
    {
      key: 'course',
      title: t('teaching.plan.course'),
      width: phone ? 150 : 260,
      render: (_, r) => (
        <span data-testid="teaching-plan-course">
          {courseLabel(courses.get(r.courseId), String(r.courseId_dictText ?? ''))}
        </span>
      ),
    },
    {
      key: 'type',
      title: t('teaching.plan.type'),
      width: 90,
      render: (_, r) =>
        r.courseType ? (
          <Tag color={r.courseType === ELECTIVE ? 'gold' : 'blue'}>
            {dictLabel('courseType', r.courseType, locale)}
          </Tag>
        ) : null,
    },
    { key: 'credits', dataIndex: 'credits', title: t('teaching.plan.credits'), width: 80, align: 'right' },
    {
      key: 'teachers',
      title: t('teaching.teachers.title'),
      render: (_, r) => (
        <TeacherTags
          rows={byPlan.get(r.id) ?? []}
          canEdit={actions.canEdit}
          onRemove={actions.onRemoveTeacher}
        />
      ),
    },
    {
      key: 'actions',
      title: t('teaching.plan.actions'),
      width: 220,
      render: (_, r) => (
        <Space size={0} wrap>
          {actions.canAdd && (
            <Button
              type="link"
              size="small"
              onClick={() => actions.onAddTeacher(r)}
              data-testid="teaching-add-teacher"
            >
              {t('teaching.teachers.add')}
            </Button>
          )}
          {actions.canEdit && (
            <Button type="link" size="small" onClick={() => actions.onEdit(r)} data-testid="teaching-edit">
              {t('teaching.plan.edit')}
            </Button>
          )}
          {actions.canDelete && (
            <Popconfirm title={t('teaching.plan.removeConfirm')} onConfirm={() => actions.onRemove(r)}>
              <Button type="link" size="small" danger data-testid="teaching-remove">
                {t('teaching.plan.remove')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap data-testid="teaching-totals">
        <Tag>{t('teaching.totals.courses', { count: totals.courses })}</Tag>
        <Tag color="purple" data-testid="teaching-total-credits">
          {t('teaching.totals.credits', { credits: totals.credits })}
        </Tag>
        <Tag color="blue">{t('teaching.totals.required', { credits: totals.required })}</Tag>
        <Tag color="gold">{t('teaching.totals.elective', { credits: totals.elective })}</Tag>
      </Space>
      {groupPlan(rows).map((year) => (
        <Card
          key={year.studyYear}
          size="small"
          data-testid={`teaching-year-${year.studyYear}`}
          title={`${t('teaching.plan.yearN', { n: year.studyYear })} · ${t('teaching.totals.credits', { credits: year.credits })}`}
        >
          {year.terms.map((term) => (
            <div key={term.term} style={{ marginBottom: 12 }}>
              <Typography.Title level={5} style={{ marginTop: 4 }}>
                {t('teaching.plan.termN', { n: term.term })} ·{' '}
                {t('teaching.totals.credits', { credits: term.credits })}
              </Typography.Title>
              <Table
                size="small"
                rowKey="id"
                pagination={false}
                columns={columns}
                dataSource={term.rows}
                scroll={{ x: 'max-content' }}
                rowSelection={
                  actions.canDelete
                    ? {
                        selectedRowKeys: actions.selected.filter((id) => term.rows.some((r) => r.id === id)),
                        onChange: (keys) => {
                          const here = new Set(term.rows.map((r) => r.id));
                          actions.onSelect([
                            ...actions.selected.filter((id) => !here.has(id)),
                            ...keys.map(String),
                          ]);
                        },
                      }
                    : undefined
                }
              />
            </div>
          ))}
        </Card>
      ))}
    </Space>
  );
}
