import { ExclamationCircleOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Result, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { storage } from '../../api/storage.ts';
import { useDrawerSize } from './drawer-size.ts';
import { fetchSchoolInfo } from './school.ts';

/** Spec 000 section 9: the logout call is made 500 ms after confirmation. */
export const LOGOUT_DELAY_MS = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Log out (spec 000 section 4): after confirmation and 500 ms, the logout call; local storage
 * cleared; back to the root, or to the identity provider's logout address in single sign-on
 * mode. A failing call shows an error and the flow still completes.
 */
export async function logout(onError: () => void): Promise<string> {
  await wait(LOGOUT_DELAY_MS);
  const school = await fetchSchoolInfo().catch(() => null);
  try {
    await api.post('/sys/logout', undefined, { quiet: true });
  } catch {
    onError();
    // Give the message a moment on screen before the page goes.
    await wait(1200);
  }
  storage.clear();
  if (school?.sso === 'yes' && school.casUrl) {
    return `${school.casUrl.replace(/\/+$/, '')}/logout?service=${encodeURIComponent(window.location.origin)}`;
  }
  return '/';
}

export default function LogoutDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const size = useDrawerSize('33%');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const target = await logout(() => void message.error(t('shell.logout.failed')));
    window.location.replace(target);
  };
  return (
    <Drawer
      title={t('shell.account.logout')}
      size={size}
      open
      onClose={onClose}
      data-testid="logout-drawer"
      footer={
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="primary" danger loading={busy} onClick={confirm} data-testid="logout-confirm">
            {t('shell.logout.confirm')}
          </Button>
        </Space>
      }
    >
      <Result
        icon={<ExclamationCircleOutlined style={{ color: '#faad14' }} />}
        title={t('shell.logout.title')}
        subTitle={t('shell.logout.warning')}
      />
    </Drawer>
  );
}
