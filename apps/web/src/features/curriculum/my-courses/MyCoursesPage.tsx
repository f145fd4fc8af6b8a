import { BookOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Empty,
  List,
  Select,
  Space,
  Table,
  type TableColumnType,
  Tag,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../app/session.tsx';
import { useIsPhone } from '../../../components/responsive.tsx';
import { useRefOptions } from '../../../crud/fields.tsx';
import { nameIn } from '../teaching/api.ts';
import { type MyCourse, myCoursesApi, type SyllabusState, syllabusPath } from './api.ts';

/**
 * My Courses (issue 16 item 6): the signed-in teacher's courses this semester (the one whose dates
 * contain today, else the latest; another can be picked), their classes and students, each
 * course's syllabus for the current school year and what waits for the teacher (syllabi to
 * write or fix). An account linked to no teacher record sees an empty page that says so.
 */
const STATE_COLOR: Record<SyllabusState, string> = {
  none: 'default',
  submitted: 'processing',
  rejected: 'error',
  approved: 'success',
};

export default function MyCoursesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [semesterId, setSemesterId] = useState<string | undefined>();
  const data = useQuery({
    queryKey: ['myCourse', semesterId],
    queryFn: () => myCoursesApi.list(semesterId),
  });
  const semesters = useRefOptions('semester', session.has('semester:query'));
  const result = data.data;
  const canSyllabus = session.has('syllabus:query');
  const phone = useIsPhone();

  const columns: TableColumnType<MyCourse>[] = [
    {
      key: 'course',
      title: t('teaching.my.course'),
      render: (_, c) => (
        <span data-testid="my-course-name">
          {c.code} {nameIn(c.name, c.nameEn)}
        </span>
      ),
    },
    {
      key: 'programmes',
      title: t('teaching.my.programmes'),
      render: (_, c) => c.programmes.map((p) => <Tag key={p.id}>{nameIn(p.name, p.nameEn)}</Tag>),
    },
    {
      key: 'classes',
      title: t('teaching.my.classes'),
      render: (_, c) => (
        <Space direction="vertical" size={0}>
          {c.classes.map((cls, i) => (
            <span key={cls.id ?? `none-${i}`}>
              {nameIn(cls.name, cls.nameEn) || t('teaching.my.noClass')} ·{' '}
              {t('teaching.teachers.studentCount', { count: cls.students })}
            </span>
          ))}
        </Space>
      ),
    },
    { key: 'students', dataIndex: 'students', title: t('teaching.my.students'), align: 'right' },
    { key: 'credits', dataIndex: 'credits', title: t('teaching.plan.credits'), align: 'right' },
    {
      key: 'syllabus',
      title: t('teaching.my.syllabus'),
      render: (_, c) => (
        <Space direction="vertical" size={2}>
          <Tag color={STATE_COLOR[c.syllabus.state]} data-testid="my-course-syllabus-state">
            {t(`teaching.my.state.${c.syllabus.state}`)}
          </Tag>
          {c.syllabus.state === 'rejected' && c.syllabus.reason && (
            <Typography.Text type="danger">{c.syllabus.reason}</Typography.Text>
          )}
          {canSyllabus && (
            <Button
              size="small"
              type="link"
              icon={c.syllabus.state === 'none' ? <EditOutlined /> : <BookOutlined />}
              onClick={() => navigate(syllabusPath(c.courseId))}
              data-testid="my-course-syllabus-link"
            >
              {t(c.syllabus.state === 'none' ? 'teaching.my.write' : 'teaching.my.open')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const header = (
    <Space wrap>
      {result?.teacher && (
        <Typography.Text strong data-testid="my-course-teacher">
          {nameIn(result.teacher.name, result.teacher.nameEn)}
        </Typography.Text>
      )}
      {result?.teacher && (
        <Select
          style={{ minWidth: 200 }}
          showSearch
          optionFilterProp="label"
          value={semesterId ?? result.semester?.id}
          onChange={setSemesterId}
          options={
            semesters.data ??
            (result.semester ? [{ value: result.semester.id, label: result.semester.name }] : [])
          }
          data-testid="my-course-semester"
        />
      )}
      {result?.schoolYear && (
        <Typography.Text type="secondary">
          {t('teaching.my.schoolYear', { name: result.schoolYear.name })}
        </Typography.Text>
      )}
    </Space>
  );

  if (result && !result.teacher)
    return (
      <Card title={t('teaching.my.title')} data-testid="my-courses">
        <Empty description={t('teaching.my.noTeacher')} data-testid="my-course-no-teacher" />
      </Card>
    );

  return (
    <Card
      title={t('teaching.my.title')}
      extra={phone ? undefined : header}
      loading={data.isLoading}
      data-testid="my-courses"
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {phone && header}
        {data.isError && <Alert type="error" showIcon title={t('teaching.my.failed')} />}
        <Card size="small" title={t('teaching.my.tasks')} data-testid="my-course-tasks">
          {result?.tasks.length ? (
            <List
              size="small"
              dataSource={result.tasks}
              renderItem={(task) => (
                <List.Item
                  actions={
                    canSyllabus
                      ? [
                          <Button
                            key="go"
                            size="small"
                            type="link"
                            onClick={() => navigate(syllabusPath(task.courseId))}
                          >
                            {t(task.kind === 'writeSyllabus' ? 'teaching.my.write' : 'teaching.my.fix')}
                          </Button>,
                        ]
                      : []
                  }
                >
                  <List.Item.Meta
                    title={t(`teaching.my.task.${task.kind}`, {
                      course: `${task.code} ${nameIn(task.name, task.nameEn)}`,
                    })}
                    description={task.reason ? t('teaching.my.reason', { reason: task.reason }) : undefined}
                  />
                </List.Item>
              )}
            />
          ) : (
            <Typography.Text type="secondary">{t('teaching.my.noTasks')}</Typography.Text>
          )}
        </Card>
        {phone && result?.courses.length ? (
          <List
            dataSource={result.courses}
            data-testid="my-course-table"
            renderItem={(c) => (
              <Card
                size="small"
                style={{ marginBottom: 8 }}
                title={columns[0].render?.(null, c, 0) as ReactNode}
              >
                {columns.slice(1).map((col) => (
                  <div key={String(col.key)} style={{ marginBottom: 4 }}>
                    <Typography.Text type="secondary">{col.title as ReactNode}: </Typography.Text>
                    {col.render
                      ? (col.render(null, c, 0) as ReactNode)
                      : String(c[col.dataIndex as keyof MyCourse] ?? '')}
                  </div>
                ))}
              </Card>
            )}
          />
        ) : (
          <Table
            size="small"
            rowKey="courseId"
            columns={columns}
            dataSource={result?.courses ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{
              emptyText: (
                <Empty
                  description={
                    result?.semester
                      ? t('teaching.my.noCourses', { semester: result.semester.name })
                      : t('teaching.my.noSemester')
                  }
                />
              ),
            }}
            data-testid="my-course-table"
          />
        )}
      </Space>
    </Card>
  );
}
