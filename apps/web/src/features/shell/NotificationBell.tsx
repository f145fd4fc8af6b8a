import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { onShellDrawer } from './events.ts';
import { unreadCount } from './notifications.ts';

const NotificationDrawer = lazy(() => import('./NotificationDrawer.tsx'));

export const unreadKey = (userId: string) => ['notifications', 'unread', userId] as const;
export const UNREAD_POLL_MS = 20_000;

/** The header bell: unread count, and the notification drawer on click. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const userId = user?.id ?? '';
  useEffect(
    () =>
      onShellDrawer((drawer) => {
        if (drawer !== 'notifications') return;
        setLoaded(true);
        setOpen(true);
      }),
    [],
  );
  const unread = useQuery({
    queryKey: unreadKey(userId),
    queryFn: () => unreadCount(userId),
    enabled: Boolean(userId),
    // A new notification shows within 20 s, and at once when the window gets focus again.
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
  const count = unread.data ?? 0;
  return (
    <>
      <Tooltip title={t('shell.notifications.title')}>
        <Button
          type="text"
          // The name holds the count the badge shows (WCAG 2.5.3, label in name).
          aria-label={
            count > 0 ? t('shell.notifications.bellUnread', { count }) : t('shell.notifications.title')
          }
          data-testid="notification-bell"
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          icon={
            <Badge
              count={count}
              size="small"
              overflowCount={99}
              data-testid="unread-count"
              data-count={count}
              // Whether the count is the server's yet (before its first answer it shows 0).
              data-loaded={unread.isSuccess}
            >
              <BellOutlined style={{ fontSize: 16 }} />
            </Badge>
          }
        />
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <NotificationDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
