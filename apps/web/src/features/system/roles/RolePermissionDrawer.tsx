import { FilterOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Empty, Input, Skeleton, Space, Tooltip, Tree, Typography } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../../../app/session.tsx';
import { useDiscardGuard } from '../../../components/unsaved-changes.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { useDrawerSize } from '../../shell/drawer-size.ts';
import { type SysRole, sysApi, type TreeOption, write } from '../api.ts';
import { filterTree, permissionChange, toggleChecked, treeKeys } from '../logic.ts';
import { quiet, useSave } from '../shared.tsx';
import { RoleRuleDrawer } from './RoleRuleDrawer.tsx';

/**
 * The permissions of one role: the whole menu-and-button tree with checkboxes (queryTreeList),
 * ticked from queryRolePermission. Saving sends the new list and the list as loaded; the server
 * writes only the difference, so data rules on unchanged grants stay. A permission with data
 * rules offers the rule choice for this role once the grant is saved.
 */
export function RolePermissionDrawer({ role, onClose }: { role: SysRole | null; onClose: () => void }) {
  const { t } = useTranslation();
  const drawerSize = useDrawerSize(640);
  const save = useSave();
  const queryClient = useQueryClient();
  const open = role !== null;
  const tree = useQuery({
    queryKey: ['sys', 'permissionCheckboxTree'],
    queryFn: sysApi.checkboxTree,
    enabled: open,
  });
  const held = useQuery({
    queryKey: ['sys', 'rolePermissions', role?.id],
    queryFn: () => sysApi.rolePermissions(role?.id ?? ''),
    enabled: open,
  });
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [search, setSearch] = useState('');
  const [ruleOf, setRuleOf] = useState<TreeOption | null>(null);

  useEffect(() => {
    if (held.data) setChecked(new Set(held.data));
  }, [held.data]);
  useEffect(() => {
    // First-level menus open; the buttons underneath stay folded until wanted.
    if (tree.data) setExpanded(tree.data.treeList.map((n) => n.key));
  }, [tree.data]);

  const nodes = tree.data?.treeList ?? [];
  const shown = useMemo(() => filterTree(nodes, search), [nodes, search]);
  const change = permissionChange(held.data ?? [], checked);
  const dirty = change.added.length + change.removed.length > 0;
  const close = useDiscardGuard(() => dirty, open && dirty)(onClose);

  const submit = async (close: boolean) => {
    if (!role) return;
    const { permissionIds, lastpermissionIds } = change;
    const done = await save(() =>
      write(
        'POST',
        '/sys/permission/saveRolePermission',
        { body: { roleId: role.id, permissionIds, lastpermissionIds } },
        quiet,
      ),
    );
    if (done === undefined) return;
    await queryClient.invalidateQueries({ queryKey: ['sys', 'rolePermissions', role.id] });
    if (close) onClose();
  };

  const title = (node: TreeOption) => (
    <span>
      {node.title}
      {node.ruleFlag && checked.has(node.key) && (
        <Tooltip title={t('sysadmin.roles.dataRules')}>
          <Button
            type="link"
            size="small"
            icon={<FilterOutlined />}
            aria-label={t('sysadmin.roles.dataRules')}
            data-testid="role-rule-button"
            onClick={(e) => {
              e.stopPropagation();
              setRuleOf(node);
            }}
          />
        </Tooltip>
      )}
    </span>
  );

  return (
    <Drawer
      title={role ? t('sysadmin.roles.permissionsOf', { name: roleLabel(role, currentLocale()) }) : ''}
      size={drawerSize}
      open={open}
      onClose={close}
      destroyOnHidden
      data-testid="role-permission-drawer"
      footer={
        <Space style={{ display: 'flex', justifyContent: 'space-between' }}>
          <Typography.Text type="secondary" data-testid="role-permission-change">
            {dirty
              ? t('sysadmin.roles.pendingChange', {
                  added: change.added.length,
                  removed: change.removed.length,
                })
              : t('sysadmin.roles.noChange')}
          </Typography.Text>
          <Space>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button disabled={!dirty} onClick={() => submit(false)} data-testid="role-permission-save">
              {t('common.save')}
            </Button>
            <Button type="primary" disabled={!dirty} onClick={() => submit(true)}>
              {t('sysadmin.roles.saveAndClose')}
            </Button>
          </Space>
        </Space>
      }
    >
      {tree.isPending || held.isPending ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : (
        <>
          <Alert type="info" showIcon title={t('sysadmin.roles.treeHint')} style={{ marginBottom: 12 }} />
          <Space wrap style={{ marginBottom: 12 }}>
            <Input.Search
              allowClear
              placeholder={t('sysadmin.roles.searchPermission')}
              onChange={(e) => setSearch(e.target.value)}
              style={{ width: 220 }}
            />
            <Button size="small" onClick={() => setChecked(new Set(tree.data?.ids ?? []))}>
              {t('sysadmin.roles.checkAll')}
            </Button>
            <Button size="small" onClick={() => setChecked(new Set())}>
              {t('sysadmin.roles.uncheckAll')}
            </Button>
            <Button size="small" onClick={() => setExpanded(treeKeys(nodes))}>
              {t('sysadmin.roles.expandAll')}
            </Button>
            <Button size="small" onClick={() => setExpanded([])}>
              {t('sysadmin.roles.collapseAll')}
            </Button>
          </Space>
          {shown.length === 0 ? (
            <Empty />
          ) : (
            <Tree<TreeOption>
              checkable
              checkStrictly
              selectable={false}
              treeData={shown}
              titleRender={title}
              expandedKeys={search ? treeKeys(shown) : expanded}
              onExpand={setExpanded}
              checkedKeys={{ checked: [...checked], halfChecked: [] }}
              onCheck={(_, info) =>
                setChecked((c) => toggleChecked(nodes, c, String(info.node.key), info.checked))
              }
              data-testid="role-permission-tree"
            />
          )}
        </>
      )}
      <RoleRuleDrawer
        roleId={role?.id ?? null}
        permission={ruleOf}
        unsaved={ruleOf !== null && change.added.includes(ruleOf.key)}
        onClose={() => setRuleOf(null)}
      />
    </Drawer>
  );
}
