import { BellOutlined, BookOutlined, IdcardOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';

const AccountInfoDrawer = lazy(() => import('../account/AccountInfoDrawer.tsx'));
const StudentManualDrawer = lazy(() => import('../account/StudentManualDrawer.tsx'));
const NotificationDrawer = lazy(() => import('./NotificationDrawer.tsx'));
const LogoutDrawer = lazy(() => import('./LogoutDrawer.tsx'));

type Panel = 'profile' | 'notifications' | 'manual' | 'logout' | null;

/**
 * The landing page of an account whose roles give it no screen: a student (questionnaires will
 * come here), or someone not yet given a role. It says so plainly and offers what every
 * signed-in person has: their profile, their notifications, the manual, and signing out.
 */
export default function NoScreensPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [panel, setPanel] = useState<Panel>(null);
  const close = () => setPanel(null);
  const name = user?.realname || user?.username || '';
  return (
    <div className="no-screens" data-testid="no-screens">
      <div className="no-screens-bar">
        <LanguageSwitch />
      </div>
      <Card className="no-screens-card">
        <Typography.Title level={3}>{t('shell.noScreens.title', { name })}</Typography.Title>
        <Typography.Paragraph data-testid="no-screens-message">
          {t('shell.noScreens.body')}
        </Typography.Paragraph>
        <Space wrap>
          <Button type="primary" icon={<IdcardOutlined />} onClick={() => setPanel('profile')}>
            {t('shell.noScreens.profile')}
          </Button>
          <Button icon={<BellOutlined />} onClick={() => setPanel('notifications')}>
            {t('shell.noScreens.notifications')}
          </Button>
          <Button icon={<BookOutlined />} onClick={() => setPanel('manual')}>
            {t('shell.noScreens.manual')}
          </Button>
          <Button
            icon={<LogoutOutlined />}
            onClick={() => setPanel('logout')}
            data-testid="no-screens-logout"
          >
            {t('shell.noScreens.signOut')}
          </Button>
        </Space>
      </Card>
      <Suspense fallback={null}>
        {panel === 'profile' && <AccountInfoDrawer onClose={close} />}
        {panel === 'manual' && <StudentManualDrawer onClose={close} />}
        {panel === 'logout' && <LogoutDrawer onClose={close} />}
        <NotificationDrawer open={panel === 'notifications'} onClose={close} />
      </Suspense>
    </div>
  );
}
