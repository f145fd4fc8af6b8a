import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, InputNumber, Modal, Space, Switch, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLiveDictionaries } from '../../../app/session.tsx';
import { useUnsavedForm } from '../../../components/unsaved-changes.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { type Dict, type DictItem, sysApi, write } from '../api.ts';
import { pickName } from '../logic.ts';
import { type Can, DeleteLink, quiet, useSave } from '../shared.tsx';

type Values = Omit<DictItem, 'id' | 'dictId' | 'status'> & { enabled: boolean };

/** The items of one dictionary: value, texts in the four languages, sort, enabled or disabled. */
export function DictItemsDrawer({
  dict,
  can,
  onClose,
}: {
  dict: Dict | null;
  can: Can;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSave();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<DictItem | 'new' | null>(null);
  const unsaved = useUnsavedForm(form, editing !== null);
  const closeEditor = unsaved.guard(() => setEditing(null));
  const key = ['sys', 'dictItems', dict?.id];
  const items = useQuery({
    queryKey: key,
    queryFn: () => sysApi.dictItems(dict?.id ?? ''),
    enabled: Boolean(dict),
  });
  // The app's own lookups follow the change at once (forms and lists elsewhere).
  const refresh = () => {
    void loadLiveDictionaries();
    return queryClient.invalidateQueries({ queryKey: key });
  };
  const locale = currentLocale();

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing === 'new') {
      const next = Math.max(0, ...(items.data?.records ?? []).map((i) => i.sortOrder)) + 1;
      form.setFieldsValue({ sortOrder: next, enabled: true });
    } else form.setFieldsValue({ ...editing, enabled: editing.status === 1 });
  }, [editing, form, items.data]);

  const submit = async () => {
    if (!dict || !editing) return;
    const { enabled, ...values } = await form.validateFields();
    const body = { ...values, status: enabled ? 1 : 0 };
    const done = await save(
      () =>
        editing === 'new'
          ? write('POST', '/sys/dictItem/add', { body: { ...body, dictId: dict.id } }, quiet)
          : write('PUT', '/sys/dictItem/edit', { body: { ...body, id: editing.id } }, quiet),
      form,
    );
    if (!done) return;
    setEditing(null);
    void refresh();
  };

  return (
    <Drawer
      title={
        dict ? t('sysadmin.dicts.itemsOf', { name: pickName(locale, dict.dictName, dict.dictNameEn) }) : ''
      }
      size={820}
      open={dict !== null}
      onClose={onClose}
      destroyOnHidden
      data-testid="dict-items-drawer"
    >
      {can('add') && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 12 }}
          onClick={() => setEditing('new')}
          data-testid="dict-item-add"
        >
          {t('common.add')}
        </Button>
      )}
      <Table<DictItem>
        rowKey="id"
        size="small"
        loading={items.isFetching}
        dataSource={items.data?.records ?? []}
        pagination={false}
        columns={[
          { key: 'itemValue', dataIndex: 'itemValue', title: t('sysadmin.dicts.value'), width: 90 },
          { key: 'itemText', dataIndex: 'itemText', title: t('sysadmin.dicts.textZh') },
          { key: 'itemTextEn', dataIndex: 'itemTextEn', title: t('sysadmin.dicts.textEn') },
          { key: 'sortOrder', dataIndex: 'sortOrder', title: t('sysadmin.menus.sort'), width: 70 },
          {
            key: 'status',
            dataIndex: 'status',
            title: t('sysadmin.common.status'),
            width: 90,
            render: (s: number) =>
              s === 1 ? (
                <Tag color="green">{t('sysadmin.common.enabled')}</Tag>
              ) : (
                <Tag>{t('sysadmin.common.disabled')}</Tag>
              ),
          },
          {
            key: 'actions',
            title: t('crud.ui.actions'),
            width: 140,
            render: (_, item) => (
              <Space size={0}>
                {can('edit') && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setEditing(item)}
                    data-testid="dict-item-edit"
                  >
                    {t('common.edit')}
                  </Button>
                )}
                {can('delete') && (
                  <DeleteLink
                    path="/sys/dictItem/delete"
                    id={item.id}
                    title={t('crud.ui.confirmDelete')}
                    onDeleted={() => void refresh()}
                  />
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={t(editing === 'new' ? 'sysadmin.dicts.addItem' : 'sysadmin.dicts.editItem')}
        open={editing !== null}
        onCancel={closeEditor}
        onOk={submit}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        okButtonProps={{ 'data-testid': 'dict-item-save' }}
      >
        <Form {...unsaved.formProps} name="dictItem" form={form} layout="vertical">
          <Form.Item
            name="itemValue"
            label={t('sysadmin.dicts.value')}
            rules={[{ required: true, whitespace: true, message: t('crud.validation.required') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="itemText"
            label={t('sysadmin.dicts.textZh')}
            rules={[{ required: true, whitespace: true, message: t('crud.validation.required') }]}
          >
            <Input maxLength={200} data-testid="dict-item-text" />
          </Form.Item>
          <Form.Item name="itemTextEn" label={t('sysadmin.dicts.textEn')}>
            <Input maxLength={200} data-testid="dict-item-text-en" />
          </Form.Item>
          <Form.Item name="itemTextTw" label={t('sysadmin.dicts.textTw')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="itemTextPt" label={t('sysadmin.dicts.textPt')}>
            <Input maxLength={200} />
          </Form.Item>
          <Space size="large">
            <Form.Item
              name="sortOrder"
              label={t('sysadmin.menus.sort')}
              rules={[{ type: 'integer', message: t('crud.validation.sortOrder') }]}
            >
              <InputNumber min={0} max={100000} precision={0} />
            </Form.Item>
            <Form.Item name="enabled" label={t('sysadmin.common.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
          <Form.Item name="description" label={t('sysadmin.common.description')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
