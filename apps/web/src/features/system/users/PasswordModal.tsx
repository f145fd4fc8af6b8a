import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUnsavedForm } from '../../../components/unsaved-changes.tsx';
import type { SysUser } from '../api.ts';
import { write } from '../api.ts';
import { quiet, useSave } from '../shared.tsx';

/**
 * An administrator sets a new password (changPassword). The password policy is the server's:
 * its refusal (too weak, contains the username) is shown under the password field.
 */
export function PasswordModal({ user, onClose }: { user: SysUser | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string; confirmpassword: string }>();
  const unsaved = useUnsavedForm(form, user !== null);
  const close = unsaved.guard(onClose);
  const save = useSave();
  const submit = async () => {
    const values = await form.validateFields();
    if (!user) return;
    const done = await save(
      () => write('PUT', '/sys/user/changPassword', { body: { id: user.id, ...values } }, quiet),
      form,
      'password',
    );
    if (done !== undefined) onClose();
  };
  return (
    <Modal
      title={t('sysadmin.users.resetPasswordOf', { name: user?.realname ?? '' })}
      open={user !== null}
      onCancel={close}
      onOk={submit}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      destroyOnHidden
      data-testid="password-modal"
    >
      <Form {...unsaved.formProps} name="resetPassword" form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="password"
          label={t('sysadmin.users.newPassword')}
          extra={t('sysadmin.users.passwordHint')}
          rules={[{ required: true, message: t('sysadmin.users.passwordRequired') }]}
        >
          <Input.Password autoComplete="new-password" data-testid="reset-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={t('sysadmin.users.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('sysadmin.users.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: async (_, v) => {
                if (v && v !== getFieldValue('password')) throw new Error(t('system.user.passwordMismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="reset-confirm" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
