import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Tooltip,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../../../api/client.ts';
import { tablePaging } from '../../../components/paging.ts';
import { fixedUnlessPhone, RowActions, useIsPhone } from '../../../components/responsive.tsx';
import { ImportButton } from '../../../crud/ImportButton.tsx';
import { type SysUser, sysApi, write } from '../api.ts';
import { NoAccess, quiet, usePerms, useSave } from '../shared.tsx';
import { PasswordModal } from './PasswordModal.tsx';
import { UserDrawer } from './UserDrawer.tsx';

const FROZEN = 2;

/**
 * Users (spec 000 section 7): search, add and edit, freeze and unfreeze (registered accounts wait
 * frozen until an administrator unfreezes them), password reset, delete. Buttons follow the
 * current role's `user:*` codes.
 */
export default function UsersPage() {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const can = usePerms('user');
  const queryClient = useQueryClient();
  const save = useSave();
  const [filters, setFilters] = useState<Query>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ user: SysUser | null } | null>(null);
  const [resetting, setResetting] = useState<SysUser | null>(null);
  const [search] = Form.useForm();
  const query = { ...filters, ...page, column: 'createTime', order: 'desc' };
  const list = useQuery({
    queryKey: ['sys', 'users', query],
    queryFn: () => sysApi.users(query),
    enabled: can('query'),
    placeholderData: keepPreviousData,
  });
  const refresh = () => {
    setSelected([]);
    return queryClient.invalidateQueries({ queryKey: ['sys', 'users'] });
  };
  const freeze = async (ids: string[], status: 1 | 2) => {
    const done = await save(() =>
      write('PUT', '/sys/user/frozenBatch', { body: { ids: ids.join(','), status } }, quiet),
    );
    if (done !== undefined) void refresh();
  };
  const remove = async (ids: string[]) => {
    const path = ids.length === 1 ? '/sys/user/delete' : '/sys/user/deleteBatch';
    const query = ids.length === 1 ? { id: ids[0] } : { ids: ids.join(',') };
    const done = await save(() => write('DELETE', path, { query }, quiet));
    if (done !== undefined) void refresh();
  };
  if (!can('query')) return <NoAccess />;

  // Username, name and status first and unbroken: they stay in view on a phone.
  const columns: TableColumnsType<SysUser> = [
    {
      key: 'username',
      dataIndex: 'username',
      title: t('sysadmin.users.username'),
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    },
    {
      key: 'realname',
      dataIndex: 'realname',
      title: t('sysadmin.users.realname'),
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('sysadmin.users.status'),
      render: (s: number) =>
        s === FROZEN ? (
          <Tag color="orange">{t('sysadmin.users.frozen')}</Tag>
        ) : (
          <Tag color="green">{t('sysadmin.users.normal')}</Tag>
        ),
    },
    {
      key: 'roleNames',
      dataIndex: 'roleNames',
      title: t('sysadmin.users.roles'),
      ellipsis: true,
      width: 220,
    },
    {
      key: 'departName',
      dataIndex: 'departName',
      title: t('sysadmin.users.depart'),
      ellipsis: true,
      width: 160,
    },
    { key: 'phone', dataIndex: 'phone', title: t('sysadmin.users.phone') },
    { key: 'email', dataIndex: 'email', title: t('sysadmin.users.email'), ellipsis: true, width: 200 },
    {
      key: 'actions',
      title: t('crud.ui.actions'),
      fixed: fixedUnlessPhone(phone, 'right'),
      render: (_, u) => (
        <RowActions phone={phone}>
          {can('edit') && (
            <Button type="link" size="small" onClick={() => setEditing({ user: u })} data-testid="user-edit">
              {t('common.edit')}
            </Button>
          )}
          {can('edit') && (
            <Button type="link" size="small" onClick={() => setResetting(u)} data-testid="user-reset">
              {t('sysadmin.users.resetPassword')}
            </Button>
          )}
          {u.status === FROZEN && can('enable') && (
            <Button type="link" size="small" onClick={() => freeze([u.id], 1)} data-testid="user-unfreeze">
              {t('sysadmin.users.unfreeze')}
            </Button>
          )}
          {u.status !== FROZEN && can('disable') && (
            <Popconfirm title={t('sysadmin.users.confirmFreeze')} onConfirm={() => freeze([u.id], 2)}>
              <Button type="link" size="small" data-testid="user-freeze">
                {t('sysadmin.users.freeze')}
              </Button>
            </Popconfirm>
          )}
          {can('delete') && (
            <Popconfirm title={t('crud.ui.confirmDelete')} onConfirm={() => remove([u.id])}>
              <Button type="link" size="small" danger data-testid="user-delete">
                {t('common.delete')}
              </Button>
            </Popconfirm>
          )}
        </RowActions>
      ),
    },
  ];
  const batch = can('delete') || can('enable') || can('disable');

  return (
    <Card title={t('sysadmin.users.title')} data-testid="sys-users">
      <Form
        name="userSearch"
        form={search}
        layout="inline"
        style={{ rowGap: 8, marginBottom: 12 }}
        onFinish={(v: Record<string, string | undefined>) => {
          setFilters({ username: v.username?.trim(), realname: v.realname?.trim(), status: v.status });
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
      >
        <Form.Item name="username" label={t('sysadmin.users.username')}>
          <Input allowClear data-testid="user-search-username" />
        </Form.Item>
        <Form.Item name="realname" label={t('sysadmin.users.realname')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="status" label={t('sysadmin.users.status')}>
          <Select
            allowClear
            style={{ width: 140 }}
            options={[
              { value: '1', label: t('sysadmin.users.normal') },
              { value: '2', label: t('sysadmin.users.frozen') },
            ]}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="user-search">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              search.resetFields();
              setFilters({});
            }}
          >
            {t('common.reset')}
          </Button>
        </Space>
      </Form>
      {filters.status === '2' && can('enable') && (
        <Alert type="info" showIcon title={t('sysadmin.users.approvalHint')} style={{ marginBottom: 12 }} />
      )}
      <Space wrap style={{ marginBottom: 12 }}>
        {can('add') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ user: null })}
            data-testid="user-add"
          >
            {t('common.add')}
          </Button>
        )}
        {can('import') && (
          <Tooltip title={t('sysadmin.users.importHint')}>
            <span>
              <ImportButton upload={sysApi.importUsers} onImported={() => void refresh()} />
            </span>
          </Tooltip>
        )}
        {can('import') && (
          <Button
            onClick={() =>
              sysApi.userTemplate(`${t('sysadmin.users.title')}-${t('crud.import.template')}.xlsx`)
            }
            data-testid="user-template"
          >
            {t('crud.ui.downloadTemplate')}
          </Button>
        )}
        {can('export') && (
          <Button
            icon={<DownloadOutlined />}
            onClick={() => sysApi.exportUsers(filters, `${t('sysadmin.users.title')}.xlsx`)}
            data-testid="user-export"
          >
            {t('crud.ui.export')}
          </Button>
        )}
        {can('enable') && (
          <Button
            onClick={() => {
              search.setFieldsValue({ status: '2' });
              search.submit();
            }}
          >
            {t('sysadmin.users.awaitingApproval')}
          </Button>
        )}
        {selected.length > 0 && can('disable') && (
          <Popconfirm title={t('sysadmin.users.confirmFreeze')} onConfirm={() => freeze(selected, 2)}>
            <Button data-testid="user-batch-freeze">{t('sysadmin.users.freezeSelected')}</Button>
          </Popconfirm>
        )}
        {selected.length > 0 && can('enable') && (
          <Button onClick={() => freeze(selected, 1)} data-testid="user-batch-unfreeze">
            {t('sysadmin.users.unfreezeSelected')}
          </Button>
        )}
        {selected.length > 0 && can('delete') && (
          <Popconfirm
            title={t('crud.ui.confirmBatchDelete', { count: selected.length })}
            onConfirm={() => remove(selected)}
          >
            <Button danger data-testid="user-batch-delete">
              {t('crud.ui.batchDelete')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      <Table<SysUser>
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        columns={columns}
        rowSelection={
          batch ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) } : undefined
        }
        pagination={tablePaging(t, page, list.data?.total, setPage, true)}
      />
      <UserDrawer
        open={editing !== null}
        user={editing?.user ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
      <PasswordModal user={resetting} onClose={() => setResetting(null)} />
    </Card>
  );
}
