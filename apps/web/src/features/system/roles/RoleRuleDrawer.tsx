import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Drawer, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrawerSize } from '../../shell/drawer-size.ts';
import { sysApi, type TreeOption, write } from '../api.ts';
import { ruleIds } from '../logic.ts';
import { quiet, useSave } from '../shared.tsx';

/**
 * Which data rules narrow a role's permission (spec 000 section 6). The rules themselves are
 * written on the menu screen; here the administrator only ticks the ones this role uses.
 */
export function RoleRuleDrawer({
  roleId,
  permission,
  unsaved,
  onClose,
}: {
  roleId: string | null;
  permission: TreeOption | null;
  /** The grant is ticked but not saved yet: a rule can only narrow a saved grant. */
  unsaved: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const drawerSize = useDrawerSize(420);
  const save = useSave();
  const open = Boolean(roleId && permission);
  const rules = useQuery({
    queryKey: ['sys', 'roleRules', permission?.key, roleId],
    queryFn: () => sysApi.roleRules(permission?.key ?? '', roleId ?? ''),
    enabled: open,
  });
  const [picked, setPicked] = useState<string[]>([]);
  useEffect(() => {
    if (rules.data) setPicked(ruleIds(rules.data.drChecked));
  }, [rules.data]);

  const submit = async () => {
    if (!roleId || !permission) return;
    const done = await save(() =>
      write(
        'POST',
        '/sys/role/datarule',
        { body: { roleId, permissionId: permission.key, dataRuleIds: picked.join(',') } },
        quiet,
      ),
    );
    if (done !== undefined) onClose();
  };

  return (
    <Drawer
      title={t('sysadmin.roles.dataRulesOf', { name: permission?.title ?? '' })}
      size={drawerSize}
      open={open}
      onClose={onClose}
      destroyOnHidden
      data-testid="role-rule-drawer"
      extra={
        <Button type="primary" onClick={submit} disabled={unsaved || !rules.data?.datarule.length}>
          {t('common.save')}
        </Button>
      }
    >
      {unsaved && (
        <Alert
          type="warning"
          showIcon
          title={t('sysadmin.roles.saveGrantFirst')}
          style={{ marginBottom: 12 }}
        />
      )}
      {rules.isPending ? (
        <Skeleton active />
      ) : !rules.data?.datarule.length ? (
        <Empty description={t('sysadmin.menus.noRules')} />
      ) : (
        <Checkbox.Group value={picked} onChange={(v) => setPicked(v.map(String))} style={{ width: '100%' }}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            {rules.data.datarule.map((r) => (
              <Checkbox key={r.id} value={r.id} disabled={r.status !== '1'}>
                <Typography.Text strong>{r.ruleName}</Typography.Text>{' '}
                <Typography.Text code>
                  {r.ruleColumn} {r.ruleConditions} {r.ruleValue}
                </Typography.Text>
                {r.status !== '1' && <Tag>{t('sysadmin.common.disabled')}</Tag>}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      )}
    </Drawer>
  );
}
