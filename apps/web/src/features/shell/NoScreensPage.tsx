import {
  BellOutlined,
  BookOutlined,
  CloudUploadOutlined,
  FormOutlined,
  IdcardOutlined,
  LogoutOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Skeleton, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { studentFolders, studentKeys } from '../files/student-api.ts';
import { MyQuestionnaires } from '../questionnaire/answer/MyQuestionnaires.tsx';
import { fetchOpenCount, myQnrKeys, openParam } from '../questionnaire/answer/my-api.ts';
import { UNREAD_POLL_MS, unreadKey } from './NotificationBell.tsx';
import { unreadCount } from './notifications.ts';
import '../questionnaire/answer/student-home.css';

const AccountInfoDrawer = lazy(() => import('../account/AccountInfoDrawer.tsx'));
const StudentManualDrawer = lazy(() => import('../account/StudentManualDrawer.tsx'));
const NotificationDrawer = lazy(() => import('./NotificationDrawer.tsx'));
const LogoutDrawer = lazy(() => import('./LogoutDrawer.tsx'));
const StudentUploads = lazy(() => import('../files/StudentUploads.tsx'));

type Panel = 'profile' | 'notifications' | 'manual' | 'logout' | null;

/**
 * The home of an account whose roles give it no screen: a student, or someone not yet given a
 * role (issue 18 item 3). Its own small menu (my questionnaires, notifications, profile, the
 * student manual, signing out: beside the page on a desktop, a strip across the top on a phone)
 * and the questionnaires addressed to the person, answered here; a notification's link
 * (`?open=<id>`) opens one directly, whatever the path. A student's "My uploads" (`?view=uploads`,
 * issue 20) sends files into the shared folders opened to students and lists the student's own.
 */
export default function NoScreensPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [panel, setPanel] = useState<Panel>(null);
  const close = () => setPanel(null);
  const name = user?.realname || user?.username || '';
  const userId = user?.id ?? '';
  const toAnswer = useQuery({ queryKey: myQnrKeys.count, queryFn: fetchOpenCount, retry: false });
  const unread = useQuery({
    queryKey: unreadKey(userId),
    queryFn: () => unreadCount(userId),
    enabled: Boolean(userId),
    refetchInterval: UNREAD_POLL_MS,
  });
  // Students (and only they) upload into the folders opened to them: the menu offers it when the
  // server answers the student's folders.
  const student = useQuery({ queryKey: studentKeys.folders, queryFn: studentFolders, retry: false });
  const answering = openParam(params.get('open')) !== null;
  const uploads = student.isSuccess && params.get('view') === 'uploads' && !answering;
  const toList = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('open');
      next.delete('view');
      return next;
    });
  const toUploads = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('open');
      next.set('view', 'uploads');
      return next;
    });

  return (
    <div className="student-home" data-testid="no-screens">
      <header className="student-home-bar">
        <Typography.Title level={3} className="student-home-welcome">
          {t('shell.noScreens.title', { name })}
        </Typography.Title>
        <LanguageSwitch />
      </header>
      <div className="student-home-body">
        <nav className="student-home-menu" aria-label={t('qnrRespond.home.menu')} data-testid="student-menu">
          <MenuButton
            icon={<FormOutlined />}
            active={!uploads}
            count={toAnswer.data?.open}
            onClick={toList}
            testId="student-menu-questionnaires"
          >
            {t('qnrRespond.home.questionnaires')}
          </MenuButton>
          {student.isSuccess && (
            <MenuButton
              icon={<CloudUploadOutlined />}
              active={uploads}
              onClick={toUploads}
              testId="student-menu-uploads"
            >
              {t('fileWeb.student.menu')}
            </MenuButton>
          )}
          <MenuButton
            icon={<BellOutlined />}
            count={unread.data}
            onClick={() => setPanel('notifications')}
            testId="student-menu-notifications"
          >
            {t('shell.noScreens.notifications')}
          </MenuButton>
          <MenuButton
            icon={<IdcardOutlined />}
            onClick={() => setPanel('profile')}
            testId="student-menu-profile"
          >
            {t('shell.noScreens.profile')}
          </MenuButton>
          <MenuButton icon={<BookOutlined />} onClick={() => setPanel('manual')} testId="student-menu-manual">
            {t('shell.noScreens.manual')}
          </MenuButton>
          <MenuButton icon={<LogoutOutlined />} onClick={() => setPanel('logout')} testId="no-screens-logout">
            {t('shell.noScreens.signOut')}
          </MenuButton>
        </nav>
        <main className="student-home-main">
          {uploads ? (
            <>
              <Typography.Title level={4} style={{ marginTop: 0 }}>
                {t('fileWeb.student.title')}
              </Typography.Title>
              <Suspense fallback={<Skeleton active />}>
                <StudentUploads />
              </Suspense>
            </>
          ) : (
            <>
              {!answering && (
                <Typography.Paragraph type="secondary" data-testid="no-screens-message">
                  {t('qnrRespond.home.body')}
                </Typography.Paragraph>
              )}
              <MyQuestionnaires />
            </>
          )}
        </main>
      </div>
      <Suspense fallback={null}>
        {panel === 'profile' && <AccountInfoDrawer onClose={close} />}
        {panel === 'manual' && <StudentManualDrawer onClose={close} />}
        {panel === 'logout' && <LogoutDrawer onClose={close} />}
        <NotificationDrawer open={panel === 'notifications'} onClose={close} />
      </Suspense>
    </div>
  );
}

function MenuButton({
  icon,
  children,
  onClick,
  testId,
  active,
  count,
}: {
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
  testId: string;
  active?: boolean;
  count?: number;
}) {
  return (
    <Button
      type={active ? 'primary' : 'text'}
      ghost={active}
      icon={icon}
      onClick={onClick}
      className="student-home-menu-item"
      aria-current={active ? 'page' : undefined}
      data-testid={testId}
    >
      <span className="student-home-menu-label">{children}</span>
      {count ? <Badge count={count} overflowCount={99} size="small" /> : null}
    </Button>
  );
}
