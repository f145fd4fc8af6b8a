import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../../../api/client.ts';
import { roleLabel } from '../../../app/session.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { type SysRole, sysApi } from '../api.ts';
import { AddButton, DeleteLink, NoAccess, PagedTable, usePerms } from '../shared.tsx';
import { type RoleDialog, RoleModal } from './RoleModal.tsx';
import { RolePermissionDrawer } from './RolePermissionDrawer.tsx';
import { RoleUsersDrawer } from './RoleUsersDrawer.tsx';

const BUILT_IN = /^[1-7]$/;

/** Roles: the seven built-in ones (kept) and any added; permissions and data rules per role. */
export default function RolesPage() {
  const { t } = useTranslation();
  const can = usePerms('role');
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<Query>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [dialog, setDialog] = useState<RoleDialog | null>(null);
  const [permissionsOf, setPermissionsOf] = useState<SysRole | null>(null);
  const [usersOf, setUsersOf] = useState<SysRole | null>(null);
  const canUsers = usePerms('user');
  const query = { ...filters, ...page };
  const list = useQuery({
    queryKey: ['sys', 'roleList', query],
    queryFn: () => sysApi.roleList(query),
    enabled: can('query'),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['sys', 'roleList'] });
  if (!can('query')) return <NoAccess />;
  const locale = currentLocale();

  const columns: TableColumnsType<SysRole> = [
    {
      key: 'roleCode',
      dataIndex: 'roleCode',
      title: t('sysadmin.roles.code'),
      render: (code: string) => (
        <Space>
          {code}
          {BUILT_IN.test(code) && <Tag>{t('sysadmin.roles.builtIn')}</Tag>}
        </Space>
      ),
    },
    { key: 'name', title: t('sysadmin.roles.name'), render: (_, r) => roleLabel(r, locale) },
    { key: 'roleName', dataIndex: 'roleName', title: t('sysadmin.roles.nameZh') },
    { key: 'roleNameEn', dataIndex: 'roleNameEn', title: t('sysadmin.roles.nameEn') },
    { key: 'description', dataIndex: 'description', title: t('sysadmin.common.description'), ellipsis: true },
    {
      key: 'actions',
      title: t('crud.ui.actions'),
      fixed: 'right',
      render: (_, r) => (
        <Space size={0} wrap>
          {can('edit') && (
            <Button
              type="link"
              size="small"
              onClick={() => setPermissionsOf(r)}
              data-testid="role-permissions"
            >
              {t('sysadmin.roles.permissions')}
            </Button>
          )}
          {can('edit') && canUsers('query') && (
            <Button type="link" size="small" onClick={() => setUsersOf(r)} data-testid="role-users">
              {t('sysadmin.roles.users')}
            </Button>
          )}
          {can('edit') && (
            <Button type="link" size="small" onClick={() => setDialog({ mode: 'edit', role: r })}>
              {t('common.edit')}
            </Button>
          )}
          {can('add') && (
            <Button
              type="link"
              size="small"
              onClick={() => setDialog({ mode: 'copy', role: r })}
              data-testid="role-copy"
            >
              {t('sysadmin.roles.copy')}
            </Button>
          )}
          {can('delete') && !BUILT_IN.test(r.roleCode) && (
            <DeleteLink
              path="/sys/role/delete"
              id={r.id}
              title={t('crud.ui.confirmDelete')}
              onDeleted={() => void refresh()}
              testId="role-delete"
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('sysadmin.roles.title')} data-testid="sys-roles">
      <Form
        name="roleSearch"
        layout="inline"
        style={{ rowGap: 8, marginBottom: 12 }}
        onFinish={(v: { roleName?: string; roleCode?: string }) => {
          setFilters({ roleName: v.roleName?.trim(), roleCode: v.roleCode?.trim() });
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
      >
        <Form.Item name="roleName" label={t('sysadmin.roles.nameZh')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="roleCode" label={t('sysadmin.roles.code')}>
          <Input allowClear />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form>
      {can('add') && <AddButton onClick={() => setDialog({ mode: 'add' })} testId="role-add" />}
      <PagedTable<SysRole>
        list={list}
        page={page}
        onPage={setPage}
        scroll={{ x: 'max-content' }}
        columns={columns}
      />
      <RoleModal
        dialog={dialog}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          void refresh();
          void queryClient.invalidateQueries({ queryKey: ['sys', 'roles'] });
        }}
      />
      <RolePermissionDrawer role={permissionsOf} onClose={() => setPermissionsOf(null)} />
      <RoleUsersDrawer role={usersOf} onClose={() => setUsersOf(null)} />
    </Card>
  );
}
