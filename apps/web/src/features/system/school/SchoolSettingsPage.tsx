import { LOCALES, type Page } from '@accredit/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Skeleton,
  Switch,
  Tag,
} from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { LOCALE_LABELS } from '../../../components/LanguageSwitch.tsx';
import { write } from '../api.ts';
import { NoAccess, quiet, usePerms, useSave } from '../shared.tsx';
import { DataExportCard } from './DataExportCard.tsx';
import { ImageField } from './ImageField.tsx';
import {
  FEATURE_SWITCHES,
  fromForm,
  LICENCE_COLORS,
  type SchoolSettings,
  type SettingsForm,
  toForm,
} from './settings.ts';

/**
 * School settings (spec 000 section 3, spec 001 section 3): name, language, images, sign-in,
 * AI, licence, feature switches and the Table 8-1 window. The licence's customer number,
 * product type and due date are read from the signed key by the server and only shown here.
 */
export default function SchoolSettingsPage() {
  const { t } = useTranslation();
  const can = usePerms('schoolInfo');
  const save = useSave();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SettingsForm>();
  const info = useQuery({
    queryKey: ['sys', 'schoolInfo'],
    queryFn: async () =>
      (await api.get<Page<SchoolSettings>>('/aacsb/schoolInfo/list', { pageNo: 1, pageSize: 1 })).records[0],
    enabled: can('query') || can('edit'),
  });
  useEffect(() => {
    if (info.data) form.setFieldsValue(toForm(info.data));
  }, [info.data, form]);
  if (!can('query') && !can('edit')) return <NoAccess />;
  const editable = can('edit');
  const data = info.data;

  const submit = async (values: SettingsForm) => {
    const saved = await save(
      () => write<SchoolSettings>('PUT', '/aacsb/schoolInfo/edit', { body: fromForm(values) }, quiet),
      form,
    );
    if (!saved) return;
    queryClient.setQueryData(['sys', 'schoolInfo'], saved);
    // The header, login page and licence notice read the same settings.
    void queryClient.invalidateQueries({ queryKey: ['schoolInfo'] });
  };

  const flag = (name: keyof SettingsForm, label: string) => (
    <Col xs={12} md={8} key={name}>
      <Form.Item name={name} label={label} valuePropName="checked">
        <Switch />
      </Form.Item>
    </Col>
  );

  return (
    <Card
      title={t('sysadmin.school.title')}
      data-testid="sys-school"
      extra={
        editable && (
          <Button type="primary" onClick={() => form.submit()} data-testid="school-save">
            {t('common.save')}
          </Button>
        )
      }
    >
      {info.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <Form name="school" form={form} layout="vertical" disabled={!editable} onFinish={submit}>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <Card size="small" title={t('sysadmin.school.basic')}>
                <Row gutter={12}>
                  <Col xs={24} md={12}>
                    <Form.Item name="systemName" label={t('sysadmin.school.systemName')}>
                      <Input maxLength={200} data-testid="school-system-name" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="systemNameEn" label={t('sysadmin.school.systemNameEn')}>
                      <Input maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="defaultLanguage" label={t('sysadmin.school.defaultLanguage')}>
                      <Select options={LOCALES.map((l) => ({ value: l, label: LOCALE_LABELS[l] }))} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="contactNumber" label={t('sysadmin.school.contactNumber')}>
                      <Input maxLength={50} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="copyright" label={t('sysadmin.school.copyright')}>
                      <Input maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="version" label={t('sysadmin.school.version')}>
                      <Input maxLength={50} />
                    </Form.Item>
                  </Col>
                </Row>
                <Form.Item name="logo" label={t('sysadmin.school.logo')}>
                  <ImageField disabled={!editable} testId="school-logo" />
                </Form.Item>
                <Form.Item name="loginBackground" label={t('sysadmin.school.loginBackground')}>
                  <ImageField disabled={!editable} />
                </Form.Item>
                <Form.Item name="qrCode" label={t('sysadmin.school.qrCode')}>
                  <ImageField disabled={!editable} />
                </Form.Item>
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card size="small" title={t('sysadmin.school.licence')} style={{ marginBottom: 16 }}>
                {data?.licenceMessage && (
                  <Alert type="warning" showIcon title={data.licenceMessage} style={{ marginBottom: 12 }} />
                )}
                <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
                  <Descriptions.Item label={t('sysadmin.school.licenceState')}>
                    <Tag color={LICENCE_COLORS[data?.licenceState ?? 'invalid']} data-testid="licence-state">
                      {t(`sysadmin.school.licenceStates.${data?.licenceState ?? 'invalid'}`)}
                    </Tag>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('sysadmin.school.dueDate')}>
                    {data?.dueDate ?? '—'}
                    {data?.licenceDaysLeft !== null &&
                    data?.licenceDaysLeft !== undefined &&
                    data.licenceDaysLeft >= 0
                      ? ` (${t('sysadmin.school.daysLeft', { days: data.licenceDaysLeft })})`
                      : ''}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('sysadmin.school.customerNumber')}>
                    {data?.customerNumber ?? '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('sysadmin.school.productType')}>
                    {data?.productType ?? '—'}
                  </Descriptions.Item>
                </Descriptions>
                <Form.Item
                  name="licenceKey"
                  label={t('sysadmin.school.licenceKey')}
                  extra={t('sysadmin.school.licenceKeyHint')}
                >
                  <Input.TextArea
                    rows={3}
                    maxLength={2000}
                    spellCheck={false}
                    data-testid="school-licence-key"
                  />
                </Form.Item>
              </Card>
              <Card size="small" title={t('sysadmin.school.signIn')} style={{ marginBottom: 16 }}>
                <Row gutter={12}>
                  {flag('sso', t('sysadmin.school.sso'))}
                  {flag('registrationOpen', t('sysadmin.school.registrationOpen'))}
                </Row>
                <Form.Item
                  name="casUrl"
                  label={t('sysadmin.school.casUrl')}
                  rules={[{ type: 'url', message: t('crud.validation.url') }]}
                >
                  <Input maxLength={500} placeholder="https://cas.example.edu/cas" />
                </Form.Item>
                <Form.Item
                  name="serviceUrl"
                  label={t('sysadmin.school.serviceUrl')}
                  rules={[{ type: 'url', message: t('crud.validation.url') }]}
                >
                  <Input maxLength={500} />
                </Form.Item>
              </Card>
              <Card size="small" title={t('sysadmin.school.ai')}>
                <Row gutter={12}>
                  {flag('aiConsultant', t('sysadmin.school.aiConsultant'))}
                  <Col xs={12} md={8}>
                    <Form.Item name="aiSelf" label={t('sysadmin.school.aiSelf')}>
                      <Radio.Group
                        options={[
                          { value: 'yes', label: t('sysadmin.school.aiSelfYes') },
                          { value: 'no', label: t('sysadmin.school.aiSelfNo') },
                        ]}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={12} md={8}>
                    <Form.Item label={t('sysadmin.school.aiAskTimes')}>
                      <Input value={String(data?.aiAskTimes ?? 0)} disabled />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card size="small" title={t('sysadmin.school.features')}>
                <Row gutter={12}>
                  {FEATURE_SWITCHES.map((f) => flag(f, t(`sysadmin.school.switches.${f}`)))}
                </Row>
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card size="small" title={t('sysadmin.school.reports')}>
                <Row gutter={12}>
                  <Col xs={24} md={12}>
                    <Form.Item
                      name="table81BaseTime"
                      label={t('sysadmin.school.table81BaseTime')}
                      tooltip={t('sysadmin.school.table81Hint')}
                      rules={[{ required: true, message: t('crud.validation.date') }]}
                    >
                      <DatePicker style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item name="retroactiveYears" label={t('sysadmin.school.retroactiveYears')}>
                      <InputNumber min={1} max={20} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  {flag('contributionRateEnabled', t('sysadmin.school.contributionRateEnabled'))}
                  <Col xs={12} md={16}>
                    <Form.Item
                      name="contributionRate"
                      label={t('sysadmin.school.contributionRate')}
                      tooltip={t('sysadmin.school.contributionRateHint')}
                    >
                      <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                </Row>
              </Card>
            </Col>
          </Row>
        </Form>
      )}
      <DataExportCard />
    </Card>
  );
}
