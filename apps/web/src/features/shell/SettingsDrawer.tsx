import { CheckOutlined } from '@ant-design/icons';
import { Drawer, Segmented, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type MenuTheme, THEME_COLORS, useThemeSettings } from '../../app/theme.ts';
import { useDrawerSize } from './drawer-size.ts';

/** Theme settings (spec 000 section 9): the colour list and the side menu's dark or light style. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { settings, change } = useThemeSettings();
  const size = useDrawerSize('33%');
  return (
    <Drawer
      title={t('shell.settings.title')}
      size={size}
      open={open}
      onClose={onClose}
      data-testid="settings-drawer"
    >
      <Typography.Title level={5}>{t('shell.settings.menuStyle')}</Typography.Title>
      <Segmented
        value={settings.menuTheme}
        onChange={(v) => change({ ...settings, menuTheme: v as MenuTheme })}
        options={[
          { value: 'dark', label: t('shell.settings.dark') },
          { value: 'light', label: t('shell.settings.light') },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('shell.settings.color')}
      </Typography.Title>
      <Space wrap>
        {THEME_COLORS.map((color, i) => (
          <Tooltip key={color} title={t(`shell.settings.colors.c${i}`)}>
            <button
              type="button"
              aria-label={t(`shell.settings.colors.c${i}`)}
              aria-pressed={settings.primary === color}
              onClick={() => change({ ...settings, primary: color })}
              style={{
                width: 28,
                height: 28,
                borderRadius: 6,
                border: 0,
                background: color,
                color: '#fff',
                cursor: 'pointer',
              }}
            >
              {settings.primary === color && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </Space>
    </Drawer>
  );
}
