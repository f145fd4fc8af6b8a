import { LOCALES, type Locale } from '@accredit/shared';
import {
  BgColorsOutlined,
  BookOutlined,
  DownOutlined,
  FileTextOutlined,
  GlobalOutlined,
  IdcardOutlined,
  LockOutlined,
  LogoutOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { flattenNodes } from '../../app/menu.ts';
import { roleLabel, useSession } from '../../app/session.tsx';
import { useImageUrl } from '../../components/files.ts';
import { LOCALE_LABELS } from '../../components/LanguageSwitch.tsx';
import { changeLocale, currentLocale } from '../../i18n/index.ts';

const ChangePasswordDrawer = lazy(() => import('./ChangePasswordDrawer.tsx'));
const SwitchRoleDrawer = lazy(() => import('./SwitchRoleDrawer.tsx'));
const LogoutDrawer = lazy(() => import('./LogoutDrawer.tsx'));
const AccountInfoDrawer = lazy(() => import('../account/AccountInfoDrawer.tsx'));
const StudentManualDrawer = lazy(() => import('../account/StudentManualDrawer.tsx'));

type Panel = 'password' | 'role' | 'logout' | 'account' | 'manual' | null;

/** The personal notes screen: the menu's, or the generic resource page. */
export function notesPath(menu: ReturnType<typeof useSession>['menu']): string {
  const found = flattenNodes(menu).find(
    ({ node }) =>
      node.key === 'systemUserNotes' ||
      node.component === 'systemUserNotes' ||
      node.perm === 'systemUserNotes',
  );
  return found?.node.path ?? '/resources/systemUserNotes';
}

/** Name and current role; account information, notes, manual, password, switch role, log out. */
export function AccountMenu({ compact, onOpenSettings }: { compact: boolean; onOpenSettings: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [panel, setPanel] = useState<Panel>(null);
  const locale = currentLocale();
  const name = session.user?.realname || session.user?.username || '';
  const role = roleLabel(session.currentRole, locale);
  const avatar = useImageUrl(session.user?.avatar);

  const items: MenuProps['items'] = [
    { key: 'account', icon: <IdcardOutlined />, label: t('shell.account.info') },
    { key: 'notes', icon: <FileTextOutlined />, label: t('shell.account.notes') },
    { key: 'manual', icon: <BookOutlined />, label: t('shell.account.manual') },
    ...(compact
      ? [
          {
            key: 'language',
            icon: <GlobalOutlined />,
            label: t('common.language'),
            children: LOCALES.map((l) => ({ key: `lang:${l}`, label: LOCALE_LABELS[l] })),
          },
          { key: 'settings', icon: <BgColorsOutlined />, label: t('shell.settings.title') },
        ]
      : []),
    { type: 'divider' },
    { key: 'password', icon: <LockOutlined />, label: t('shell.account.changePassword') },
    ...(session.roles.length > 1
      ? [{ key: 'role', icon: <SwapOutlined />, label: t('shell.account.switchRole') }]
      : []),
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.account.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith('lang:')) void changeLocale(key.slice(5) as Locale);
    else if (key === 'notes') navigate(notesPath(session.menu));
    else if (key === 'settings') onOpenSettings();
    else setPanel(key as Panel);
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        {/* On a phone only the picture shows: the person's name names the button. */}
        <button
          type="button"
          className="shell-account"
          data-testid="account-menu"
          aria-label={compact ? `${name} (${role})` : undefined}
        >
          <Avatar
            size={32}
            src={avatar ?? undefined}
            alt=""
            icon={<UserOutlined aria-hidden />}
            style={{ background: '#187065' }}
          />
          {!compact && (
            <span className="shell-account-text">
              <span data-testid="account-name">{name}</span>
              <span className="shell-account-role" data-testid="current-role">
                {role}
              </span>
            </span>
          )}
          {!compact && <DownOutlined aria-hidden style={{ fontSize: 10, color: 'rgba(0,0,0,0.45)' }} />}
        </button>
      </Dropdown>
      <Suspense fallback={null}>
        {panel === 'password' && <ChangePasswordDrawer onClose={() => setPanel(null)} />}
        {panel === 'role' && <SwitchRoleDrawer onClose={() => setPanel(null)} />}
        {panel === 'logout' && <LogoutDrawer onClose={() => setPanel(null)} />}
        {panel === 'account' && <AccountInfoDrawer onClose={() => setPanel(null)} />}
        {panel === 'manual' && <StudentManualDrawer onClose={() => setPanel(null)} />}
      </Suspense>
    </>
  );
}
