import { useQuery } from '@tanstack/react-query';
import { Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleLabel } from '../../../app/session.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { type Audience, listAll, sysApi } from '../api.ts';

/**
 * The people an announcement goes to: roles, departments or named users. The server matches
 * department ids exactly, so ticking a unit sends its sub-units too (SHOW_ALL).
 */
export function AudiencePicker({
  type,
  value,
  onChange,
  id,
}: {
  type: Audience;
  /** Form.Item's control id: on the picker's input, so the field's label names it. */
  id?: string;
  value?: string[];
  onChange?: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const roles = useQuery({ queryKey: ['sys', 'roles'], queryFn: sysApi.roles, enabled: type === 'ROLE' });
  const departs = useQuery({
    queryKey: ['sys', 'departTree'],
    queryFn: sysApi.departTree,
    enabled: type === 'DEPART',
  });
  const users = useQuery({
    queryKey: ['sys', 'users', 'all'],
    queryFn: () => sysApi.users({ ...listAll, status: 1 }),
    enabled: type === 'USER',
  });
  const common = {
    id,
    value: value ?? [],
    onChange,
    style: { width: '100%' },
    'data-testid': 'audience-picker',
  };
  if (type === 'ROLE')
    return (
      <Select
        {...common}
        mode="multiple"
        loading={roles.isPending}
        placeholder={t('sysadmin.announcements.pickRoles')}
        options={(roles.data ?? []).map((r) => ({ value: r.id, label: roleLabel(r, currentLocale()) }))}
      />
    );
  if (type === 'DEPART')
    return (
      <TreeSelect
        {...common}
        multiple
        treeCheckable
        showCheckedStrategy={TreeSelect.SHOW_ALL}
        treeDefaultExpandAll
        placeholder={t('sysadmin.announcements.pickDeparts')}
        treeData={departs.data ?? []}
      />
    );
  return (
    <Select
      {...common}
      mode="multiple"
      showSearch
      optionFilterProp="label"
      loading={users.isPending}
      placeholder={t('sysadmin.announcements.pickUsers')}
      options={(users.data?.records ?? []).map((u) => ({
        value: u.id,
        label: `${u.realname} (${u.username})`,
      }))}
    />
  );
}
