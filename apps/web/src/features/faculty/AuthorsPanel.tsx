import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { useUnsavedForm } from '../../components/unsaved-changes.tsx';
import { type ResourceRecord, resourceApi } from '../../crud/api.ts';
import { facultyApi, type TeacherRef } from './api.ts';

/**
 * The authors of one research output (spec 001 section 4): internal authors picked from the
 * faculty, external ("outer-court") authors by name, institution and country, their order,
 * corresponding and lead flags and contribution rate. Before approval the adder and the author
 * may remove an entry; after approval the list is read-only (the server refuses either way).
 */
const authors = resourceApi('researchOutputAuthor');
type Kind = 'internal' | 'external';

function TeacherPicker({ value, onChange }: { value?: string; onChange?: (v: string) => void }) {
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['faculty', 'pickTeachers', keyword],
    queryFn: () => facultyApi.pickTeachers(keyword),
  });
  const label = (r: TeacherRef) => `${r.name}${r.nameEn ? ` · ${r.nameEn}` : ''} (${r.staffId})`;
  return (
    <Select
      showSearch
      value={value}
      onChange={onChange}
      filterOption={false}
      onSearch={setKeyword}
      loading={found.isFetching}
      options={(found.data ?? []).map((r) => ({ value: r.id, label: label(r) }))}
      data-testid="author-teacher-picker"
    />
  );
}

function AddAuthorDialog({
  kind,
  outputId,
  onClose,
}: {
  kind: Kind | null;
  outputId: string;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const unsaved = useUnsavedForm(form, kind !== null);
  const close = unsaved.guard(() => onClose(false));
  const [saving, setSaving] = useState(false);
  const required = [{ required: true, message: t('crud.validation.required') }];
  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await authors.add({ ...values, outputId });
      form.resetFields();
      onClose(true);
    } catch (e) {
      if (e instanceof ApiError && Object.keys(e.fields).length > 0)
        form.setFields(Object.entries(e.fields).map(([name, error]) => ({ name, errors: [error] })));
      else Modal.error({ content: e instanceof Error ? e.message : String(e) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={kind !== null}
      title={t(kind === 'external' ? 'faculty.authors.addExternal' : 'faculty.authors.addInternal')}
      onCancel={close}
      onOk={save}
      confirmLoading={saving}
      okText={t('crud.ui.save')}
      cancelText={t('crud.ui.cancel')}
      destroyOnHidden
    >
      <Form {...unsaved.formProps} form={form} layout="vertical" name="faculty-author" component="div">
        {kind === 'internal' ? (
          <Form.Item name="teacherId" label={t('resources.researchOutputAuthor.teacherId')} rules={required}>
            <TeacherPicker />
          </Form.Item>
        ) : (
          <>
            <Form.Item
              name="externalName"
              label={t('resources.researchOutputAuthor.externalName')}
              rules={required}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              name="externalInstitution"
              label={t('resources.researchOutputAuthor.externalInstitution')}
            >
              <Input maxLength={200} />
            </Form.Item>
            <Form.Item name="externalCountry" label={t('resources.researchOutputAuthor.externalCountry')}>
              <Input maxLength={100} />
            </Form.Item>
          </>
        )}
        <Space size="large">
          <Form.Item name="isLead" label={t('resources.researchOutputAuthor.isLead')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="isCorresponding"
            label={t('resources.researchOutputAuthor.isCorresponding')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="rate"
            label={t('resources.researchOutputAuthor.rate')}
            extra={t('faculty.authors.rateHint')}
          >
            <InputNumber min={0} max={100} />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}

/** `readOnly`: the list only, as a reviewer reads it beside the record. */
export function AuthorsPanel({
  output,
  readOnly = false,
}: {
  output: ResourceRecord | null;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState<Kind | null>(null);
  const outputId = output?.id ?? '';
  const list = useQuery({
    queryKey: ['crud', 'researchOutputAuthor', 'list', { outputId }],
    enabled: Boolean(output),
    queryFn: () => authors.list({ outputId, pageNo: 1, pageSize: -1, column: 'authorOrder', order: 'asc' }),
  });
  const me = useQuery({
    queryKey: ['faculty', 'currentTeacher'],
    enabled: !readOnly,
    queryFn: facultyApi.currentTeacher,
  });
  if (!output) return <Alert type="info" showIcon title={t('faculty.authors.saveFirst')} />;
  const locked = readOnly || output.reviewStatus === 1;
  const rows = list.data?.records ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['crud', 'researchOutputAuthor'] });
  const addMe = async () => {
    if (!me.data) return;
    await authors.add({
      outputId,
      teacherId: me.data.id,
      isLead: rows.length === 0,
      isCorresponding: rows.length === 0,
    });
    message.success(t('crud.messages.added'));
    void refresh();
  };
  const remove = async (id: string) => {
    await authors.remove(id);
    message.success(t('crud.messages.deleted'));
    void refresh();
  };
  const iAmAuthor = me.data && rows.some((r) => r.teacherId === me.data?.id);
  return (
    <div data-testid="authors-panel">
      {locked && !readOnly && (
        <Alert
          type="warning"
          showIcon
          title={t('faculty.errors.authorLocked')}
          style={{ marginBottom: 12 }}
        />
      )}
      {!locked && (
        <Space wrap style={{ marginBottom: 12 }}>
          {me.data && !iAmAuthor && (
            <Button type="primary" onClick={addMe} data-testid="author-add-me">
              {t('faculty.authors.addMe')}
            </Button>
          )}
          <Button onClick={() => setAdding('internal')} data-testid="author-add-internal">
            {t('faculty.authors.addInternal')}
          </Button>
          <Button onClick={() => setAdding('external')} data-testid="author-add-external">
            {t('faculty.authors.addExternal')}
          </Button>
        </Space>
      )}
      <Table<ResourceRecord>
        rowKey="id"
        size="small"
        pagination={false}
        loading={list.isFetching}
        dataSource={rows}
        columns={[
          {
            key: 'order',
            title: t('resources.researchOutputAuthor.authorOrder'),
            dataIndex: 'authorOrder',
            width: 70,
          },
          {
            key: 'name',
            title: t('faculty.authors.name'),
            render: (_v, r) =>
              r.teacherId ? (
                <Space>
                  {String(r.teacherId_dictText ?? '')}
                  <Tag color="green">{t('faculty.authors.internal')}</Tag>
                </Space>
              ) : (
                <Space>
                  {[r.externalName, r.externalInstitution, r.externalCountry].filter(Boolean).join(' · ')}
                  <Tag>{t('faculty.authors.external')}</Tag>
                </Space>
              ),
          },
          {
            key: 'flags',
            title: t('faculty.authors.flags'),
            render: (_v, r) => (
              <Space size={4}>
                {r.isLead === true && <Tag color="blue">{t('resources.researchOutputAuthor.isLead')}</Tag>}
                {r.isCorresponding === true && (
                  <Tag color="purple">{t('resources.researchOutputAuthor.isCorresponding')}</Tag>
                )}
              </Space>
            ),
          },
          { key: 'rate', title: t('resources.researchOutputAuthor.rate'), dataIndex: 'rate', width: 110 },
          ...(readOnly
            ? []
            : [
                {
                  key: 'actions',
                  title: t('crud.ui.actions'),
                  render: (_v: unknown, r: ResourceRecord) =>
                    locked ? null : (
                      <Popconfirm title={t('crud.ui.confirmDelete')} onConfirm={() => remove(r.id)}>
                        <Button size="small" type="link" danger>
                          {t('crud.ui.delete')}
                        </Button>
                      </Popconfirm>
                    ),
                },
              ]),
        ]}
      />
      <AddAuthorDialog
        kind={adding}
        outputId={outputId}
        onClose={(saved) => {
          setAdding(null);
          if (saved) void refresh();
        }}
      />
    </div>
  );
}
