import { useQuery } from '@tanstack/react-query';
import { Alert, Form, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { type ResourceRecord, resourceApi } from '../../../crud/api.ts';
import { canListRef, dictOptions, useRefOptions } from '../../../crud/fields.tsx';
import { courseTeachers, nameIn, type PlanRow, plans } from './api.ts';

/** The small dialogs of the plan: edit a plan course (credits, place, type); add who teaches it. */
function messageOf(e: unknown): string {
  if (!(e instanceof ApiError)) return String(e);
  const fields = Object.values(e.fields);
  return fields.length ? fields.join(' ') : e.message;
}

/** A dialog on one plan row: open while `row` is set. */
interface RowDialogProps {
  row: PlanRow | null;
  title: string;
  onClose: () => void;
  onDone: () => void;
}

/** Submitting a dialog's form: `save` runs for the open row, a refusal is shown, `onDone` after success. */
function useRowSubmit<V>(
  row: PlanRow | null,
  save: (row: PlanRow, values: V) => Promise<void>,
  onDone: () => void,
) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (v: V) => {
    if (!row) return;
    setSaving(true);
    setError(null);
    try {
      await save(row, v);
      onDone();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setSaving(false);
    }
  };
  return { error, saving, submit };
}

interface PlanValues {
  credits: number | null;
  studyYear: number;
  term: number;
  courseType: string | null;
}

export function EditPlanRowModal({ row, title, onClose, onDone }: RowDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PlanValues>();
  const { error, saving, submit } = useRowSubmit<PlanValues>(
    row,
    async (r, v) => {
      await plans.edit({ id: r.id, ...v });
    },
    onDone,
  );
  return (
    <Modal
      open={row !== null}
      title={title}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'teaching-edit-row' }}
    >
      {row && (
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{
            credits: row.credits,
            studyYear: row.studyYear,
            term: row.term,
            courseType: row.courseType,
          }}
        >
          <Form.Item name="credits" label={t('teaching.plan.credits')} rules={[{ required: true }]}>
            <InputNumber min={0} max={60} step={0.5} data-testid="teaching-edit-credits" />
          </Form.Item>
          <Form.Item name="studyYear" label={t('teaching.plan.studyYear')}>
            <Select
              options={[1, 2, 3, 4, 5, 6].map((n) => ({ value: n, label: t('teaching.plan.yearN', { n }) }))}
            />
          </Form.Item>
          <Form.Item name="term" label={t('teaching.plan.term')}>
            <Select options={[1, 2, 3].map((n) => ({ value: n, label: t('teaching.plan.termN', { n }) }))} />
          </Form.Item>
          <Form.Item name="courseType" label={t('teaching.plan.type')}>
            <Select options={dictOptions('courseType')} />
          </Form.Item>
        </Form>
      )}
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}

/** Teachers and classes named in the reader's language, with the staff number or class code. */
function useNamedOptions(resource: 'teacher' | 'classes', code: string, enabled: boolean) {
  return useQuery({
    queryKey: ['teaching', 'named', resource],
    enabled: enabled && canListRef(resource),
    staleTime: 60_000,
    queryFn: async () =>
      (await resourceApi(resource).list({ pageNo: 1, pageSize: -1 })).records.map((r: ResourceRecord) => ({
        value: r.id,
        label: `${nameIn(r.name, r.nameEn)}${r[code] ? ` (${r[code]})` : ''}`,
      })),
  });
}

interface TeacherValues {
  teacherId: string;
  semesterId: string;
  classId?: string;
  enrolledStudents?: number | null;
}

export function CourseTeacherModal({ row, title, onClose, onDone }: RowDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TeacherValues>();
  const open = row !== null;
  const teachers = useNamedOptions('teacher', 'staffId', open);
  const semesters = useRefOptions('semester', open);
  const classes = useNamedOptions('classes', 'code', open);
  const { error, saving, submit } = useRowSubmit<TeacherValues>(
    row,
    async (r, v) => {
      await courseTeachers.add({
        teachingProgramId: r.id,
        teacherId: v.teacherId,
        semesterId: v.semesterId,
        classId: v.classId ?? null,
        enrolledStudents: v.enrolledStudents ?? null,
      });
      form.resetFields();
    },
    onDone,
  );
  const select = (
    testId: string,
    options: { data?: { value: string; label: string }[]; isLoading: boolean },
    required: boolean,
  ) => (
    <Select
      showSearch
      allowClear={!required}
      optionFilterProp="label"
      options={options.data ?? []}
      loading={options.isLoading}
      data-testid={testId}
    />
  );
  return (
    <Modal
      open={open}
      title={title}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'teaching-teacher-dialog' }}
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="teacherId" label={t('teaching.teachers.teacher')} rules={[{ required: true }]}>
          {select('teaching-teacher-select', teachers, true)}
        </Form.Item>
        <Form.Item name="semesterId" label={t('teaching.teachers.semester')} rules={[{ required: true }]}>
          {select('teaching-semester-select', semesters, true)}
        </Form.Item>
        <Form.Item name="classId" label={t('teaching.teachers.class')}>
          {select('teaching-class-select', classes, false)}
        </Form.Item>
        <Form.Item
          name="enrolledStudents"
          label={t('teaching.teachers.students')}
          extra={t('teaching.teachers.studentsHint')}
        >
          <InputNumber min={0} max={100_000} precision={0} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
