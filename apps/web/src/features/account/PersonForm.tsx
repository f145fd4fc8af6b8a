import { App, Button, Col, Form, type FormInstance, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UnsavedChanges } from '../../components/unsaved-changes.tsx';
import { useSubmitGuard } from '../../components/useSubmitGuard.ts';
import { type PersonKind, type PersonRecord, savePerson } from './account-api.ts';

const asCode = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : String(v));

/**
 * The student or teacher record of the account (spec 000 section 2): name, gender and number are
 * required (spec 000 section 5), with the job and education of a teacher.
 */
export function PersonForm({
  kind,
  record,
  form: hostForm,
  unsaved,
}: {
  kind: PersonKind;
  record: PersonRecord;
  /** The account drawer brings the form and its unsaved-changes guard. */
  form?: FormInstance;
  unsaved?: UnsavedChanges;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, string | undefined>>(hostForm);
  const numberField = kind === 'student' ? 'studentNumber' : 'staffId';
  const save = useSubmitGuard(async (values: Record<string, string | undefined>) => {
    try {
      const note = await savePerson(kind, { ...record, ...values });
      void message.success(note || t('shell.profile.saved'));
      unsaved?.settle();
    } catch {
      void message.error(t('shell.profile.failed'));
    }
  });
  const sexOptions = [
    { value: '1', label: t('shell.profile.sex.male') },
    { value: '2', label: t('shell.profile.sex.female') },
  ];
  return (
    <Form
      {...unsaved?.touchProps}
      onValuesChange={unsaved?.check}
      form={form}
      layout="vertical"
      onFinish={save}
      data-testid={`person-form-${kind}`}
      initialValues={{
        name: record.name ?? '',
        sex: asCode(record.sex),
        [numberField]: (record[numberField] as string | null) ?? '',
        duty: record.duty ?? '',
        subject: record.subject ?? '',
        education: asCode(record.education),
      }}
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="name"
            label={t('shell.profile.name')}
            rules={[{ required: true, whitespace: true, message: t('shell.profile.nameRequired') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="sex"
            label={t('shell.profile.gender')}
            rules={[{ required: true, message: t('shell.profile.genderRequired') }]}
          >
            <Select options={sexOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={numberField}
            label={kind === 'student' ? t('shell.profile.studentNumber') : t('shell.profile.staffId')}
            rules={[
              {
                required: true,
                whitespace: true,
                message:
                  kind === 'student'
                    ? t('shell.profile.studentNumberRequired')
                    : t('shell.profile.staffIdRequired'),
              },
            ]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        {kind === 'teacher' && (
          <>
            <Col xs={24} md={8}>
              <Form.Item name="duty" label={t('shell.profile.duty')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="subject" label={t('shell.profile.subject')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="education" label={t('shell.profile.education')}>
                <Select
                  allowClear
                  options={[
                    { value: '1', label: t('shell.profile.educationLevels.bachelor') },
                    { value: '2', label: t('shell.profile.educationLevels.master') },
                    { value: '3', label: t('shell.profile.educationLevels.doctor') },
                  ]}
                />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
      <Button type="primary" htmlType="submit">
        {t('common.save')}
      </Button>
    </Form>
  );
}
