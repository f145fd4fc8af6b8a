import { useQuery } from '@tanstack/react-query';
import { Alert, Form, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { resourceApi } from '../../../crud/api.ts';
import { type BatchProblem, batchProblems, nameIn, teachingApi } from './api.ts';

/**
 * Adds many courses to a programme's plan at once: the courses, their year of study and term, and
 * the plan version. The server adds all or none; a refusal lists each course's problem here.
 */
interface Values {
  effectiveYear: number;
  courseIds: string[];
  studyYear: number;
  term: number;
}

export function useCourseOptions(enabled = true) {
  return useQuery({
    queryKey: ['teaching', 'courses'],
    enabled,
    queryFn: async () => (await resourceApi('course').list({ pageNo: 1, pageSize: -1 })).records,
    staleTime: 60_000,
  });
}

export function AddCoursesModal({
  open,
  programmeId,
  effectiveYear,
  planned,
  onClose,
  onDone,
}: {
  open: boolean;
  programmeId: string;
  effectiveYear: number;
  /** Courses already in this version's plan (left out of the choices). */
  planned: ReadonlySet<string>;
  onClose: () => void;
  onDone: (count: number, year: number) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [problems, setProblems] = useState<BatchProblem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const courses = useCourseOptions(open);
  const version = Form.useWatch('effectiveYear', form);
  const options = (courses.data ?? [])
    .filter((c) => version !== effectiveYear || !planned.has(c.id))
    .map((c) => ({ value: c.id, label: `${c.code} ${nameIn(c.name, c.nameEn)}` }));

  const submit = async (v: Values) => {
    setSaving(true);
    setProblems([]);
    setError(null);
    try {
      const done = await teachingApi.batchAdd({
        degreeProgramsId: programmeId,
        effectiveYear: v.effectiveYear,
        items: v.courseIds.map((courseId) => ({ courseId, studyYear: v.studyYear, term: v.term })),
      });
      form.resetFields(['courseIds']);
      onDone(done.count, v.effectiveYear);
    } catch (e) {
      const list = batchProblems(e);
      setProblems(list);
      if (list.length === 0) setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('teaching.add.title')}
      okText={t('teaching.add.submit')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      wrapProps={{ 'data-testid': 'teaching-add-courses' }}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ effectiveYear, studyYear: 1, term: 1, courseIds: [] }}
      >
        <Form.Item
          name="courseIds"
          label={t('teaching.add.courses')}
          rules={[{ required: true, message: t('teaching.add.pickCourses') }]}
        >
          <Select
            mode="multiple"
            showSearch
            optionFilterProp="label"
            options={options}
            loading={courses.isLoading}
            data-testid="teaching-add-course-select"
          />
        </Form.Item>
        <Form.Item name="studyYear" label={t('teaching.plan.studyYear')} rules={[{ required: true }]}>
          <Select
            data-testid="teaching-add-study-year"
            options={[1, 2, 3, 4, 5, 6].map((n) => ({ value: n, label: t('teaching.plan.yearN', { n }) }))}
          />
        </Form.Item>
        <Form.Item name="term" label={t('teaching.plan.term')} rules={[{ required: true }]}>
          <Select
            data-testid="teaching-add-term"
            options={[1, 2, 3].map((n) => ({ value: n, label: t('teaching.plan.termN', { n }) }))}
          />
        </Form.Item>
        <Form.Item name="effectiveYear" label={t('teaching.plan.version')} rules={[{ required: true }]}>
          <InputNumber min={1900} max={2200} precision={0} data-testid="teaching-add-version" />
        </Form.Item>
      </Form>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="teaching-add-problems"
          title={t('teaching.add.refused')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {problems.map((p) => (
                <li key={`${p.index}-${p.courseId}`}>{p.message}</li>
              ))}
            </ul>
          }
        />
      )}
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
