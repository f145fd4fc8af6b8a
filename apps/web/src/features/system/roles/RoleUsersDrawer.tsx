import { UserAddOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Popconfirm, Select, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../../../app/session.tsx';
import { tablePaging } from '../../../components/paging.ts';
import { currentLocale } from '../../../i18n/index.ts';
import { useDrawerSize } from '../../shell/drawer-size.ts';
import { type SysRole, type SysUser, sysApi } from '../api.ts';
import { useSave } from '../shared.tsx';

/**
 * Who holds a role (spec 000 section 7: addSysUserRole, deleteUserRole): the holders, paged,
 * with removal one by one or by selection, and a search box to add several people at once.
 * Removing a role keeps the person's other roles.
 */
export function RoleUsersDrawer({ role, onClose }: { role: SysRole | null; onClose: () => void }) {
  const { t } = useTranslation();
  const drawerSize = useDrawerSize(720);
  const save = useSave();
  const queryClient = useQueryClient();
  const open = role !== null;
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const [keyword, setKeyword] = useState('');
  const [adding, setAdding] = useState<string[]>([]);
  const roleId = role?.id ?? '';
  useEffect(() => {
    if (!open) return;
    setPage((p) => ({ ...p, pageNo: 1 }));
    setSelected([]);
    setAdding([]);
  }, [open]);
  const holders = useQuery({
    queryKey: ['sys', 'users', { roleId, ...page }],
    queryFn: () => sysApi.users({ roleId, ...page, column: 'username', order: 'asc' }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const candidates = useQuery({
    queryKey: ['sys', 'users', { keyword, pick: true }],
    queryFn: () => sysApi.users({ keyword: `*${keyword.trim()}*`, pageNo: 1, pageSize: 20 }),
    enabled: open && keyword.trim() !== '',
  });
  const refresh = () => {
    setSelected([]);
    return queryClient.invalidateQueries({ queryKey: ['sys', 'users'] });
  };
  const add = async () => {
    const done = await save(() => sysApi.addUsersToRole(roleId, adding));
    if (done === undefined) return;
    setAdding([]);
    setKeyword('');
    void refresh();
  };
  const remove = async (ids: string[]) => {
    const done = await save(() => sysApi.removeUsersFromRole(roleId, ids));
    if (done !== undefined) void refresh();
  };
  const label = (u: SysUser) => `${u.realname} (${u.username})`;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={drawerSize}
      title={role ? t('sysadmin.roles.usersOf', { name: roleLabel(role, currentLocale()) }) : ''}
      destroyOnHidden
    >
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <Select<string[]>
          mode="multiple"
          style={{ width: '100%' }}
          value={adding}
          onChange={setAdding}
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          placeholder={t('sysadmin.roles.chooseUsers')}
          loading={candidates.isFetching}
          options={(candidates.data?.records ?? [])
            .filter((u) => !u.roleIds.includes(roleId))
            .map((u) => ({ value: u.id, label: label(u) }))}
          data-testid="role-users-pick"
        />
        <Button
          type="primary"
          icon={<UserAddOutlined />}
          disabled={adding.length === 0}
          onClick={add}
          data-testid="role-users-add"
        >
          {t('sysadmin.roles.addUsers')}
        </Button>
      </Space.Compact>
      {selected.length > 0 && (
        <Popconfirm
          title={t('sysadmin.roles.confirmRemove', { count: selected.length })}
          onConfirm={() => remove(selected)}
        >
          <Button danger style={{ marginBottom: 12 }} data-testid="role-users-remove-selected">
            {t('sysadmin.roles.removeSelected')}
          </Button>
        </Popconfirm>
      )}
      <Table<SysUser>
        rowKey="id"
        size="small"
        loading={holders.isFetching}
        dataSource={holders.data?.records ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        columns={[
          { key: 'username', dataIndex: 'username', title: t('sysadmin.users.username') },
          { key: 'realname', dataIndex: 'realname', title: t('sysadmin.users.realname') },
          { key: 'departName', dataIndex: 'departName', title: t('sysadmin.users.depart'), ellipsis: true },
          {
            key: 'roleNames',
            dataIndex: 'roleNames',
            title: t('sysadmin.users.roles'),
            ellipsis: true,
            render: (v: string) => <Typography.Text type="secondary">{v}</Typography.Text>,
          },
          {
            key: 'actions',
            title: t('crud.ui.actions'),
            render: (_, u) => (
              <Popconfirm
                title={t('sysadmin.roles.confirmRemove', { count: 1 })}
                onConfirm={() => remove([u.id])}
              >
                <Button type="link" size="small" danger data-testid="role-users-remove">
                  {t('sysadmin.roles.removeUser')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
        pagination={tablePaging(t, page, holders.data?.total, setPage)}
        data-testid="role-users-table"
      />
    </Drawer>
  );
}
