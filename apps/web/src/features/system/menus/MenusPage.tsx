import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { type Key, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../../components/MenuIcon.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { type SysPermission, sysApi } from '../api.ts';
import { filterTree, pickName, treeKeys } from '../logic.ts';
import { DeleteLink, NoAccess, usePerms } from '../shared.tsx';
import { DataRulesDrawer } from './DataRulesDrawer.tsx';
import { type MenuDialog, MenuDrawer } from './MenuDrawer.tsx';

type Row = SysPermission & { key: string; title: string; children?: Row[] };

const TYPE_COLORS = ['blue', 'cyan', 'default'];

/** Menus and buttons: the tree the seed writes from packages/shared/src/menu.ts, editable here. */
export default function MenusPage() {
  const { t } = useTranslation();
  const can = usePerms('permission');
  const queryClient = useQueryClient();
  const locale = currentLocale();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<MenuDialog | null>(null);
  const [rulesOf, setRulesOf] = useState<SysPermission | null>(null);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);
  const tree = useQuery({
    queryKey: ['sys', 'permissionTree'],
    queryFn: sysApi.permissionTree,
    enabled: can('query'),
  });
  const title = (n: SysPermission) => pickName(locale, n.name, n.nameEn, n.nameTw, n.namePt);
  const rows = useMemo(() => {
    const toRow = (n: SysPermission): Row => {
      const children = (n.children ?? []).map(toRow);
      const name = pickName(locale, n.name, n.nameEn, n.nameTw, n.namePt);
      return { ...n, key: n.id, title: name, children: children.length ? children : undefined };
    };
    return (tree.data ?? []).map(toRow);
  }, [tree.data, locale]);
  const shown = useMemo(() => filterTree(rows, search), [rows, search]);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['sys', 'permissionTree'] });
    void queryClient.invalidateQueries({ queryKey: ['sys', 'permissionCheckboxTree'] });
  };
  if (!can('query')) return <NoAccess />;

  const columns: TableColumnsType<Row> = [
    {
      key: 'title',
      dataIndex: 'title',
      title: t('sysadmin.menus.name'),
      render: (v: string, r) => (
        <Space>
          {r.menuType !== 2 && <MenuIcon name={r.icon} />}
          {v}
        </Space>
      ),
    },
    {
      key: 'menuType',
      dataIndex: 'menuType',
      title: t('sysadmin.menus.type'),
      render: (v: number) => <Tag color={TYPE_COLORS[v]}>{t(`sysadmin.menus.types.${v}`)}</Tag>,
    },
    { key: 'url', dataIndex: 'url', title: t('sysadmin.menus.path'), ellipsis: true },
    { key: 'component', dataIndex: 'component', title: t('sysadmin.menus.component'), ellipsis: true },
    {
      key: 'perms',
      dataIndex: 'perms',
      title: t('sysadmin.menus.perms'),
      render: (v: string | null) => (v ? <Typography.Text code>{v}</Typography.Text> : null),
    },
    { key: 'sortNo', dataIndex: 'sortNo', title: t('sysadmin.menus.sort') },
    {
      key: 'flags',
      title: t('sysadmin.menus.flags'),
      render: (_, r) => (
        <Space size={2}>
          {r.hidden && <Tag>{t('sysadmin.menus.hidden')}</Tag>}
          {r.keepAlive && <Tag>{t('sysadmin.menus.keepAlive')}</Tag>}
          {r.menuType !== 2 && !r.route && <Tag>{t('sysadmin.menus.notRoute')}</Tag>}
          {r.status === '0' && <Tag color="orange">{t('sysadmin.common.disabled')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('crud.ui.actions'),
      fixed: 'right',
      render: (_, r) => (
        <Space size={0}>
          {can('edit') && (
            <Button type="link" size="small" onClick={() => setDialog({ record: r, parentId: r.parentId })}>
              {t('common.edit')}
            </Button>
          )}
          {can('add') && r.menuType !== 2 && (
            <Button type="link" size="small" onClick={() => setDialog({ record: null, parentId: r.id })}>
              {t('sysadmin.menus.addChild')}
            </Button>
          )}
          {r.menuType !== 2 && (
            <Button type="link" size="small" onClick={() => setRulesOf(r)} data-testid="menu-rules">
              {t('sysadmin.menus.dataRules')}
            </Button>
          )}
          {can('delete') && (
            <DeleteLink
              path="/sys/permission/delete"
              id={r.id}
              title={t(r.children?.length ? 'sysadmin.menus.confirmDeleteTree' : 'crud.ui.confirmDelete')}
              onDeleted={() => void refresh()}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('sysadmin.menus.title')} data-testid="sys-menus">
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('sysadmin.menus.search')}
          onSearch={setSearch}
          style={{ width: 260 }}
        />
        {can('add') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDialog({ record: null, parentId: null })}
          >
            {t('common.add')}
          </Button>
        )}
      </Space>
      <Table<Row>
        rowKey="id"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={tree.isFetching}
        dataSource={shown}
        columns={columns}
        pagination={false}
        expandable={{
          expandedRowKeys: search ? treeKeys(shown) : expanded,
          onExpandedRowsChange: (keys) => setExpanded(keys),
        }}
      />
      <MenuDrawer
        dialog={dialog}
        tree={tree.data ?? []}
        title={title}
        onClose={() => setDialog(null)}
        onSaved={() => {
          setDialog(null);
          refresh();
        }}
      />
      <DataRulesDrawer
        menu={rulesOf}
        title={rulesOf ? title(rulesOf) : ''}
        canEdit={can('edit')}
        onClose={() => setRulesOf(null)}
      />
    </Card>
  );
}
