import { Alert, App, Button, Form, type FormInstance, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, requestEnvelope } from '../../api/client.ts';
import { KEYS, storage } from '../../api/storage.ts';
import type { UnsavedChanges } from '../../components/unsaved-changes.tsx';
import { passwordProblem, type UserInfo } from './api.ts';

export interface ChangePasswordValues {
  oldpassword?: string;
  password?: string;
  confirmpassword?: string;
}

type Field = keyof ChangePasswordValues;

/**
 * The checks of spec 000 section 5 that the browser can make, in the spec's order (the second,
 * "old password incorrect", only the server can answer): the first failing field and message key.
 */
export function firstProblem(
  values: ChangePasswordValues,
  username?: string | null,
): { field: Field; key: string } | null {
  if (!values.oldpassword) return { field: 'oldpassword', key: 'auth.changePassword.oldRequired' };
  const policy = passwordProblem(values.password ?? '', username);
  if (policy) return { field: 'password', key: policy };
  if (!values.confirmpassword)
    return { field: 'confirmpassword', key: 'auth.changePassword.confirmRequired' };
  if (values.password !== values.confirmpassword)
    return { field: 'confirmpassword', key: 'auth.changePassword.mismatch' };
  return null;
}

/** Spec 000 section 9: back to the root 500 ms after a successful change. */
export const RELOAD_DELAY_MS = 500;

/**
 * Change password (old, new, confirm). The server makes all seven checks again and answers the
 * first failure; code 0 is success: the form is cleared, session storage wiped, and the app goes
 * back to the root after 500 ms (spec 000 section 4). The server has ended the other sessions.
 */
export function ChangePasswordForm({
  onCancel,
  onDone,
  form: hostForm,
  unsaved,
}: {
  onCancel?: () => void;
  onDone?: () => void;
  /** A drawer that asks before closing a changed form brings the form and its guard. */
  form?: FormInstance<ChangePasswordValues>;
  unsaved?: UnsavedChanges;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [ownForm] = Form.useForm<ChangePasswordValues>(hostForm);
  const form = hostForm ?? ownForm;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const username = storage.get<UserInfo>(KEYS.userInfo)?.username;

  const submit = async (values: ChangePasswordValues) => {
    setError(null);
    const problem = firstProblem(values, username);
    if (problem) {
      form.setFields([{ name: problem.field, errors: [t(problem.key)] }]);
      return;
    }
    setBusy(true);
    try {
      const answer = await requestEnvelope<null>('PUT', '/sys/user/updatePassword', {
        body: values,
        quiet: true,
      });
      if (answer.code !== 0) throw new ApiError(400, answer.message);
      void message.success(answer.message);
      form.resetFields();
      sessionStorage.clear();
      onDone?.();
      setTimeout(() => window.location.assign('/'), RELOAD_DELAY_MS);
    } catch (e) {
      const text = e instanceof ApiError ? e.message : String(e);
      if (text === t('auth.changePassword.oldIncorrect'))
        form.setFields([{ name: 'oldpassword', errors: [text] }]);
      else setError(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      {...unsaved?.touchProps}
      onValuesChange={unsaved?.check}
      form={form}
      layout="vertical"
      onFinish={submit}
      autoComplete="off"
      data-testid="change-password-form"
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item name="oldpassword" label={t('auth.changePassword.old')} required>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('auth.changePassword.new')}
        required
        extra={t('auth.password.weak')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmpassword" label={t('auth.changePassword.confirm')} required>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Space>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
        <Button type="primary" htmlType="submit" loading={busy} data-testid="change-password-submit">
          {t('auth.changePassword.submit')}
        </Button>
      </Space>
    </Form>
  );
}
