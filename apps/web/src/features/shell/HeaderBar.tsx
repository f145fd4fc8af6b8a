import { BgColorsOutlined, CalendarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { JobCentre } from '../jobs/JobCentre.tsx';
import { HeaderSearch } from '../search/HeaderSearch.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { onShellDrawer } from './events.ts';
import { greetingKey } from './greeting.ts';
import { LinksPopover } from './LinksPopover.tsx';
import { NotificationBell } from './NotificationBell.tsx';

// Drawers load when first opened; the calendar pulls in antd's Calendar and dayjs plugins.
const CalendarDrawer = lazy(() => import('./CalendarDrawer.tsx'));
const SettingsDrawer = lazy(() => import('./SettingsDrawer.tsx'));

/** Right side of the header: greeting, links, calendar, jobs, notifications, theme, language, account. */
export function HeaderBar({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const [calendar, setCalendar] = useState(false);
  const [settings, setSettings] = useState(false);
  const [calendarLoaded, setCalendarLoaded] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  useEffect(
    () =>
      onShellDrawer((drawer) => {
        if (drawer !== 'calendar') return;
        setCalendarLoaded(true);
        setCalendar(true);
      }),
    [],
  );
  const name = session.user?.realname || session.user?.username || '';
  return (
    <div className="shell-header-actions">
      {!compact && (
        <span className="shell-greeting" data-testid="greeting">
          {t('shell.greetingWithName', { greeting: t(greetingKey()), name })}
        </span>
      )}
      <HeaderSearch compact={compact} />
      <LinksPopover />
      <Tooltip title={t('shell.calendar.title')}>
        <Button
          type="text"
          icon={<CalendarOutlined />}
          aria-label={t('shell.calendar.title')}
          data-testid="calendar-button"
          onClick={() => {
            setCalendarLoaded(true);
            setCalendar(true);
          }}
        />
      </Tooltip>
      <JobCentre />
      <NotificationBell />
      {!compact && (
        <Tooltip title={t('shell.settings.title')}>
          <Button
            type="text"
            icon={<BgColorsOutlined />}
            aria-label={t('shell.settings.title')}
            data-testid="settings-button"
            onClick={() => {
              setSettingsLoaded(true);
              setSettings(true);
            }}
          />
        </Tooltip>
      )}
      {!compact && <LanguageSwitch style={{ padding: '0 8px' }} />}
      <AccountMenu
        compact={compact}
        onOpenSettings={() => {
          setSettingsLoaded(true);
          setSettings(true);
        }}
      />
      <Suspense fallback={null}>
        {calendarLoaded && <CalendarDrawer open={calendar} onClose={() => setCalendar(false)} />}
        {settingsLoaded && <SettingsDrawer open={settings} onClose={() => setSettings(false)} />}
      </Suspense>
    </div>
  );
}
