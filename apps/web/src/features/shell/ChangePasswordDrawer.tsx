import { Drawer, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnsavedForm } from '../../components/unsaved-changes.tsx';
import { ChangePasswordForm, type ChangePasswordValues } from '../auth/ChangePasswordForm.tsx';
import { useDrawerSize } from './drawer-size.ts';

/** Change password (the sign-in feature's form) in the right-hand drawer, 33% wide (spec 000 section 2). */
export default function ChangePasswordDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const size = useDrawerSize('33%');
  const [form] = Form.useForm<ChangePasswordValues>();
  const unsaved = useUnsavedForm(form, true);
  const close = unsaved.guard(onClose);
  return (
    <Drawer
      title={t('shell.account.changePassword')}
      size={size}
      open
      onClose={close}
      data-testid="password-drawer"
    >
      <ChangePasswordForm onCancel={close} form={form} unsaved={unsaved} />
    </Drawer>
  );
}
