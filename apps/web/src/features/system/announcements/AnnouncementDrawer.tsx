import { UploadOutlined } from '@ant-design/icons';
import { Button, Col, Drawer, Form, Input, Radio, Row, Space, Typography, Upload } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { RichText } from '../../../components/RichText.tsx';
import { RichTextEditor } from '../../../components/RichTextEditor.tsx';
import { useUnsavedForm } from '../../../components/unsaved-changes.tsx';
import { type Announcement, type AttachedFile, type Audience, uploadFile, write } from '../api.ts';
import { quiet, useSave } from '../shared.tsx';
import { AudiencePicker } from './AudiencePicker.tsx';

interface Values {
  title: string;
  priority: Announcement['priority'];
  msgType: Audience;
  audienceIds: string[];
  content: string;
  files: AttachedFile[];
}

/**
 * Write or change an announcement (a draft until released). The content is HTML typed in a plain
 * text area with a live preview through the same allow-list the notification drawer uses; the
 * server sanitises it again on save. Attachments go through POST /obe/uploadFile.
 */
export function AnnouncementDrawer({
  record,
  open,
  onClose,
  onSaved,
}: {
  record: Announcement | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const unsaved = useUnsavedForm(form, open);
  const close = unsaved.guard(onClose);
  const save = useSave();
  const msgType = Form.useWatch('msgType', form) ?? 'ALL';
  const content = Form.useWatch('content', form) ?? '';
  const files = (Form.useWatch('files', form) ?? []) as AttachedFile[];

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (record) form.setFieldsValue(record);
  }, [open, record, form]);

  const submit = async (values: Values) => {
    const body = { ...values, audienceIds: values.msgType === 'ALL' ? [] : values.audienceIds, files };
    const done = await save(
      () =>
        record
          ? write('PUT', '/sys/annountCement/edit', { body: { ...body, id: record.id } }, quiet)
          : write('POST', '/sys/annountCement/add', { body }, quiet),
      form,
    );
    if (done) onSaved();
  };

  return (
    <Drawer
      title={t(record ? 'sysadmin.announcements.edit' : 'sysadmin.announcements.add')}
      size="60%"
      open={open}
      onClose={close}
      destroyOnHidden
      data-testid="announcement-drawer"
      extra={
        <Space>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="primary" onClick={() => form.submit()} data-testid="announcement-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form
        {...unsaved.formProps}
        name="announcement"
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ priority: 'M', msgType: 'ALL', audienceIds: [], content: '', files: [] }}
      >
        <Form.Item
          name="title"
          label={t('sysadmin.announcements.titleField')}
          rules={[{ required: true, whitespace: true, message: t('sysadmin.announcements.titleRequired') }]}
        >
          <Input maxLength={200} data-testid="announcement-title" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item name="priority" label={t('sysadmin.announcements.priority')}>
              <Radio.Group
                optionType="button"
                options={(['L', 'M', 'H'] as const).map((p) => ({
                  value: p,
                  label: t(`sysadmin.announcements.priorities.${p}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={14}>
            <Form.Item name="msgType" label={t('sysadmin.announcements.audience')}>
              <Radio.Group
                optionType="button"
                onChange={() => form.setFieldValue('audienceIds', [])}
                options={(['ALL', 'ROLE', 'DEPART', 'USER'] as const).map((a) => ({
                  value: a,
                  label: t(`sysadmin.announcements.audiences.${a}`),
                }))}
              />
            </Form.Item>
          </Col>
        </Row>
        {msgType !== 'ALL' && (
          <Form.Item
            name="audienceIds"
            label={t(`sysadmin.announcements.audiences.${msgType}`)}
            rules={[
              {
                required: true,
                type: 'array',
                min: 1,
                message: t('sysadmin.announcements.audienceRequired'),
              },
            ]}
          >
            <AudiencePicker type={msgType} />
          </Form.Item>
        )}
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Form.Item name="content" label={t('sysadmin.announcements.content')}>
              <RichTextEditor
                label={t('sysadmin.announcements.content')}
                testId="announcement-content"
                minHeight={240}
              />
            </Form.Item>
          </Col>
          <Col xs={24} lg={12}>
            <Typography.Text type="secondary">{t('sysadmin.announcements.preview')}</Typography.Text>
            <div className="sys-preview" data-testid="announcement-preview">
              <RichText html={content} />
            </div>
          </Col>
        </Row>
        <Form.Item name="files" label={t('sysadmin.announcements.attachments')}>
          <Upload
            multiple
            fileList={files.map((f) => ({ uid: f.filePath, name: f.fileName, status: 'done' as const }))}
            customRequest={({ file, onSuccess, onError }) => {
              uploadFile(file as File)
                .then((stored) => {
                  const next = [
                    ...(form.getFieldValue('files') ?? []),
                    { fileName: stored.fileName, filePath: stored.url },
                  ];
                  form.setFieldValue('files', next);
                  onSuccess?.(stored);
                })
                .catch((e: unknown) => onError?.(e instanceof ApiError ? e : new Error(String(e))));
            }}
            onRemove={(f) => {
              form.setFieldValue(
                'files',
                files.filter((x) => x.filePath !== f.uid),
              );
            }}
          >
            <Button icon={<UploadOutlined />}>{t('sysadmin.announcements.upload')}</Button>
          </Upload>
        </Form.Item>
      </Form>
    </Drawer>
  );
}
