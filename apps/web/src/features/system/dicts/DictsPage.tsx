import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../../../api/client.ts';
import { loadLiveDictionaries } from '../../../app/session.tsx';
import { useUnsavedForm } from '../../../components/unsaved-changes.tsx';
import { type Dict, sysApi, write } from '../api.ts';
import { AddButton, DeleteLink, NoAccess, PagedTable, quiet, usePerms, useSave } from '../shared.tsx';
import { DictItemsDrawer } from './DictItemsDrawer.tsx';

type Values = Pick<Dict, 'dictCode' | 'dictName' | 'dictNameEn' | 'description'>;

/** Dictionaries (the enumerations of spec 001 section 9) and their items. */
export default function DictsPage() {
  const { t } = useTranslation();
  const can = usePerms('dict');
  const save = useSave();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [filters, setFilters] = useState<Query>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [editing, setEditing] = useState<Dict | 'new' | null>(null);
  const unsaved = useUnsavedForm(form, editing !== null);
  const closeEditor = unsaved.guard(() => setEditing(null));
  const [itemsOf, setItemsOf] = useState<Dict | null>(null);
  const query = { ...filters, ...page, column: 'dictCode', order: 'asc' };
  const list = useQuery({
    queryKey: ['sys', 'dicts', query],
    queryFn: () => sysApi.dicts(query),
    enabled: can('query'),
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    void loadLiveDictionaries();
    return queryClient.invalidateQueries({ queryKey: ['sys', 'dicts'] });
  };
  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (editing !== 'new') form.setFieldsValue(editing);
  }, [editing, form]);
  if (!can('query')) return <NoAccess />;

  const submit = async () => {
    const values = await form.validateFields();
    const done = await save(
      () =>
        editing === 'new' || !editing
          ? write('POST', '/sys/dict/add', { body: values }, quiet)
          : write('PUT', '/sys/dict/edit', { body: { ...values, id: editing.id } }, quiet),
      form,
    );
    if (!done) return;
    setEditing(null);
    void refresh();
  };

  return (
    <Card title={t('sysadmin.dicts.title')} data-testid="sys-dicts">
      <Form
        name="dictSearch"
        layout="inline"
        style={{ rowGap: 8, marginBottom: 12 }}
        onFinish={(v: { dictName?: string; dictCode?: string }) => {
          setFilters({ dictName: v.dictName?.trim(), dictCode: v.dictCode?.trim() });
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
      >
        <Form.Item name="dictName" label={t('sysadmin.dicts.name')}>
          <Input allowClear data-testid="dict-search-name" />
        </Form.Item>
        <Form.Item name="dictCode" label={t('sysadmin.dicts.code')}>
          <Input allowClear data-testid="dict-search-code" />
        </Form.Item>
        <Button type="primary" htmlType="submit" data-testid="dict-search">
          {t('common.search')}
        </Button>
      </Form>
      {can('add') && <AddButton onClick={() => setEditing('new')} />}
      <PagedTable<Dict>
        list={list}
        page={page}
        onPage={setPage}
        columns={[
          {
            key: 'dictCode',
            dataIndex: 'dictCode',
            title: t('sysadmin.dicts.code'),
            render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
          },
          { key: 'dictName', dataIndex: 'dictName', title: t('sysadmin.dicts.nameZh') },
          { key: 'dictNameEn', dataIndex: 'dictNameEn', title: t('sysadmin.dicts.nameEn') },
          {
            key: 'description',
            dataIndex: 'description',
            title: t('sysadmin.common.description'),
            ellipsis: true,
          },
          {
            key: 'actions',
            title: t('crud.ui.actions'),
            render: (_, d) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setItemsOf(d)} data-testid="dict-items">
                  {t('sysadmin.dicts.items')}
                </Button>
                {can('edit') && (
                  <Button type="link" size="small" onClick={() => setEditing(d)}>
                    {t('common.edit')}
                  </Button>
                )}
                {can('delete') && (
                  <DeleteLink
                    path="/sys/dict/delete"
                    id={d.id}
                    title={t('sysadmin.dicts.confirmDelete')}
                    onDeleted={() => void refresh()}
                  />
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={t(editing === 'new' ? 'sysadmin.dicts.add' : 'sysadmin.dicts.edit')}
        open={editing !== null}
        onCancel={closeEditor}
        onOk={submit}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
      >
        <Form {...unsaved.formProps} name="dict" form={form} layout="vertical">
          <Form.Item
            name="dictCode"
            label={t('sysadmin.dicts.code')}
            rules={[
              { required: true, message: t('crud.validation.required') },
              { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: t('sysadmin.dicts.codeFormat') },
            ]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="dictName"
            label={t('sysadmin.dicts.nameZh')}
            rules={[{ required: true, whitespace: true, message: t('crud.validation.required') }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="dictNameEn" label={t('sysadmin.dicts.nameEn')}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="description" label={t('sysadmin.common.description')}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
      <DictItemsDrawer dict={itemsOf} can={can} onClose={() => setItemsOf(null)} />
    </Card>
  );
}
