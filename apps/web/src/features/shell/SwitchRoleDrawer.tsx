import { Button, Drawer, Form, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleLabel, storeCurrentRole, useSession } from '../../app/session.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { useDrawerSize } from './drawer-size.ts';

/** Switch role (spec 000 section 2): the user's roles by code; confirm stores it and reloads at the root. */
export default function SwitchRoleDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const size = useDrawerSize('33%');
  const [roleId, setRoleId] = useState(session.currentRole?.id ?? session.roles[0]?.id);
  const locale = currentLocale();
  const confirm = () => {
    if (!roleId) return;
    storeCurrentRole(roleId);
    window.location.replace('/');
  };
  return (
    <Drawer
      title={t('shell.account.switchRole')}
      size={size}
      open
      onClose={onClose}
      data-testid="switch-role-drawer"
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" onClick={confirm} disabled={!roleId} data-testid="switch-role-confirm">
            {t('common.confirm')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('shell.switchRole.hint')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('shell.switchRole.role')}>
          <Select
            data-testid="switch-role-select"
            value={roleId}
            onChange={setRoleId}
            options={session.roles.map((r) => ({ value: r.id, label: roleLabel(r, locale) }))}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
