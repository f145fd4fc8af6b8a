import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../auth/ChangePasswordForm.tsx';
import { useDrawerSize } from './drawer-size.ts';

/** Change password (the sign-in feature's form) in the right-hand drawer, 33% wide (spec 000 section 2). */
export default function ChangePasswordDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const size = useDrawerSize('33%');
  return (
    <Drawer
      title={t('shell.account.changePassword')}
      size={size}
      open
      onClose={onClose}
      data-testid="password-drawer"
    >
      <ChangePasswordForm onCancel={onClose} />
    </Drawer>
  );
}
