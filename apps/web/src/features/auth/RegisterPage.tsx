import { Alert, Button, Form, Input, Result, Spin } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError, api } from '../../api/client.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { PHONE_PATTERN, passwordProblem, useAuthSettings } from './api.ts';
import { type CaptchaHandle, CaptchaInput } from './CaptchaInput.tsx';

interface Values {
  username: string;
  realname: string;
  password: string;
  confirmpassword: string;
  phone?: string;
  email?: string;
  captcha: string;
}

/** Self-registration (a school setting): the account waits frozen until an administrator approves. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useAuthSettings();
  const [form] = Form.useForm<Values>();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (settings.isLoading) return <Spin fullscreen />;
  if (!settings.data?.registrationOpen) {
    return (
      <AuthLayout>
        <Result
          status="warning"
          title={t('auth.register.closed')}
          extra={<Link to="/user/login">{t('auth.reset.backToLogin')}</Link>}
        />
      </AuthLayout>
    );
  }

  const submit = async (values: Values) => {
    setBusy(true);
    setError(null);
    try {
      await api.post(
        '/sys/user/register',
        {
          ...values,
          phone: values.phone || undefined,
          email: values.email || undefined,
          checkKey: captchaRef.current?.checkKey() ?? '',
        },
        { quiet: true },
      );
      navigate(`/user/register-result?username=${encodeURIComponent(values.username)}`);
    } catch (e) {
      const fields = e instanceof ApiError ? e.fields : {};
      const named = Object.entries(fields).filter(([name]) => name in values);
      if (named.length)
        form.setFields(named.map(([name, msg]) => ({ name: name as keyof Values, errors: [msg] })));
      else setError(e instanceof ApiError ? e.message : String(e));
      form.setFieldValue('captcha', '');
      captchaRef.current?.refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout title={t('auth.register.title')} width={440}>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 16 }}
          data-testid="register-error"
        />
      )}
      <Form form={form} layout="vertical" onFinish={submit} autoComplete="off">
        <Form.Item
          name="username"
          label={t('auth.register.username')}
          rules={[
            { required: true, whitespace: true, message: t('auth.login.usernameRequired') },
            { pattern: /^[A-Za-z0-9_.@-]{3,30}$/, message: t('auth.register.usernameInvalid') },
          ]}
        >
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item
          name="realname"
          label={t('auth.register.realname')}
          rules={[{ required: true, whitespace: true, message: t('auth.register.realnameRequired') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.changePassword.new')}
          dependencies={['username']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) => {
                const problem = passwordProblem(value ?? '', getFieldValue('username'));
                return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label={t('auth.changePassword.confirm')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('auth.changePassword.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('auth.changePassword.mismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('auth.register.phone')}
          rules={[{ pattern: PHONE_PATTERN, message: t('auth.sms.phoneInvalid') }]}
        >
          <Input maxLength={11} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('auth.register.email')}
          rules={[{ type: 'email', message: t('errors.field.email') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="captcha"
          label={t('auth.login.captcha')}
          rules={[{ required: true, whitespace: true, message: t('auth.login.captchaRequired') }]}
        >
          <CaptchaInput ref={captchaRef} />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={busy}
          data-testid="register-submit"
        >
          {t('auth.register.submit')}
        </Button>
        <div className="auth-links">
          <Link to="/user/login">{t('auth.register.haveAccount')}</Link>
        </div>
      </Form>
    </AuthLayout>
  );
}
