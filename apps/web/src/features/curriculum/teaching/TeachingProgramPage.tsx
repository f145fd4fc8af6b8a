import { resourceByName } from '@accredit/shared';
import { PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Popconfirm, Select, Space, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { useSession } from '../../../app/session.tsx';
import { resourceApi } from '../../../crud/api.ts';
import { canFrom } from '../../../crud/permissions.ts';
import { ResourcePage } from '../../../crud/ResourcePage.tsx';
import { AddCoursesModal, useCourseOptions } from './AddCoursesModal.tsx';
import { type CourseTeacherRow, courseTeachers, nameIn, type PlanRow, teachingApi } from './api.ts';
import { GenerateModal } from './GenerateModal.tsx';
import { CourseTeacherModal, EditPlanRowModal } from './PlanDialogs.tsx';
import { courseLabel, PlanView } from './PlanView.tsx';
import { versionsOf } from './plan-model.ts';

/**
 * Teaching Programmes (培养方案, issue 16 item 2): pick a programme and a plan version (effective
 * year), see its courses by year of study and term with credit totals, add courses in batch,
 * edit or remove them, say who teaches each in which semester and class, and generate the
 * teaching assignments of Tables 3-1 and 3-2 for a semester. The second tab is the engine's list
 * of every course teacher (search and filters across programmes).
 */
export default function TeachingProgramPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const session = useSession();
  const client = useQueryClient();
  const [programmeId, setProgrammeId] = useState<string | undefined>();
  const [version, setVersion] = useState<number | undefined>();
  const [adding, setAdding] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [editing, setEditing] = useState<PlanRow | null>(null);
  const [teaching, setTeaching] = useState<PlanRow | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const can = (action: string) => session.has(`teachingProgram:${action}`);

  const programmes = useQuery({
    queryKey: ['teaching', 'programmes'],
    queryFn: async () => (await resourceApi('degreePrograms').list({ pageNo: 1, pageSize: -1 })).records,
  });
  useEffect(() => {
    if (!programmeId && programmes.data?.length) setProgrammeId(programmes.data[0].id);
  }, [programmeId, programmes.data]);
  const planRows = useQuery({
    queryKey: ['teaching', 'plan', programmeId],
    enabled: Boolean(programmeId),
    queryFn: () => teachingApi.planRows(programmeId as string),
  });
  const versions = useMemo(() => versionsOf(planRows.data ?? []), [planRows.data]);
  const year = version ?? versions[0] ?? new Date().getFullYear();
  const rows = useMemo(
    () => (planRows.data ?? []).filter((r) => r.effectiveYear === year),
    [planRows.data, year],
  );
  const teachers = useQuery({
    queryKey: ['teaching', 'teachers', programmeId, year],
    enabled: Boolean(programmeId),
    queryFn: () => teachingApi.courseTeachers(programmeId as string, year),
  });
  const courses = useCourseOptions();
  const courseById = useMemo(() => new Map((courses.data ?? []).map((c) => [c.id, c])), [courses.data]);

  const refresh = () => client.invalidateQueries({ queryKey: ['teaching'] });
  const failed = (e: unknown) => message.error(e instanceof ApiError ? e.message : String(e));
  const remove = async (ids: string[]) => {
    try {
      const done = await teachingApi.deleteBatch(ids);
      message.success(t('teaching.plan.removed', { count: done.count }));
      setSelected([]);
      await refresh();
    } catch (e) {
      failed(e);
    }
  };
  const removeTeacher = (row: CourseTeacherRow) =>
    modal.confirm({
      title: t('teaching.teachers.removeConfirm'),
      onOk: async () => {
        try {
          await courseTeachers.remove(row.id);
          await refresh();
        } catch (e) {
          failed(e);
        }
      },
    });
  const titleOf = (row: PlanRow | null) =>
    row ? courseLabel(courseById.get(row.courseId), String(row.courseId_dictText ?? '')) : '';

  const toolbar = (
    <Space wrap>
      <Select
        style={{ minWidth: 240 }}
        showSearch
        optionFilterProp="label"
        placeholder={t('teaching.pickProgramme')}
        loading={programmes.isLoading}
        value={programmeId}
        onChange={(v) => {
          setProgrammeId(v);
          setVersion(undefined);
          setSelected([]);
        }}
        options={(programmes.data ?? []).map((p) => ({
          value: p.id,
          label: `${p.code} ${nameIn(p.name, p.nameEn)}`,
        }))}
        data-testid="teaching-programme"
      />
      <Select
        style={{ minWidth: 140 }}
        value={year}
        onChange={(v) => setVersion(v)}
        options={(versions.length ? versions : [year]).map((y) => ({
          value: y,
          label: t('teaching.versionN', { year: y }),
        }))}
        data-testid="teaching-version"
      />
      {can('add') && programmeId && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setAdding(true)}
          data-testid="teaching-add"
        >
          {t('teaching.add.open')}
        </Button>
      )}
      {can('delete') && selected.length > 0 && (
        <Popconfirm
          title={t('teaching.plan.removeSelectedConfirm', { count: selected.length })}
          onConfirm={() => remove(selected)}
        >
          <Button danger data-testid="teaching-remove-selected">
            {t('teaching.plan.removeSelected', { count: selected.length })}
          </Button>
        </Popconfirm>
      )}
      {session.has('teachingAssignment:add') && (
        <Button
          icon={<ThunderboltOutlined />}
          onClick={() => setGenerating(true)}
          data-testid="teaching-generate-open"
        >
          {t('teaching.generate.open')}
        </Button>
      )}
    </Space>
  );

  const plan = !programmeId ? (
    <Empty description={programmes.isLoading ? t('teaching.loading') : t('teaching.noProgrammes')} />
  ) : (
    <PlanView
      rows={rows}
      courses={courseById}
      teachers={teachers.data ?? []}
      actions={{
        canAdd: can('add'),
        canEdit: can('edit'),
        canDelete: can('delete'),
        selected,
        onSelect: setSelected,
        onEdit: setEditing,
        onRemove: (r) => remove([r.id]),
        onAddTeacher: setTeaching,
        onRemoveTeacher: removeTeacher,
      }}
    />
  );
  const teacherDef = resourceByName('teachingProgramTeacher');

  return (
    <Card title={t('teaching.title')} data-testid="teaching-page">
      <Tabs
        items={[
          {
            key: 'plan',
            label: t('teaching.tabs.plan'),
            children: (
              <Space direction="vertical" size="middle" style={{ width: '100%' }}>
                {toolbar}
                {plan}
              </Space>
            ),
          },
          ...(teacherDef
            ? [
                {
                  key: 'teachers',
                  label: t('teaching.tabs.teachers'),
                  children: (
                    <ResourcePage
                      resource={teacherDef}
                      view="viewTeachingProgramTeacher"
                      can={canFrom(teacherDef, session)}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {programmeId && (
        <AddCoursesModal
          open={adding}
          programmeId={programmeId}
          effectiveYear={year}
          planned={new Set(rows.map((r) => r.courseId))}
          onClose={() => setAdding(false)}
          onDone={async (count, y) => {
            message.success(t('teaching.add.done', { count }));
            setAdding(false);
            setVersion(y);
            await refresh();
          }}
        />
      )}
      <EditPlanRowModal
        row={editing}
        title={titleOf(editing)}
        onClose={() => setEditing(null)}
        onDone={async () => {
          setEditing(null);
          await refresh();
        }}
      />
      <CourseTeacherModal
        row={teaching}
        title={t('teaching.teachers.addTitle', { course: titleOf(teaching) })}
        onClose={() => setTeaching(null)}
        onDone={async () => {
          setTeaching(null);
          await refresh();
        }}
      />
      <GenerateModal open={generating} onClose={() => setGenerating(false)} />
    </Card>
  );
}
