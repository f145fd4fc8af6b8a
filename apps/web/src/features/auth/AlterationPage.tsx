import { Alert, Button, Form, Input, Radio, Result, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, requestEnvelope } from '../../api/client.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { PHONE_PATTERN, passwordProblem } from './api.ts';
import { SendCodeButton } from './SendCodeButton.tsx';

type Channel = 'sms' | 'email';

interface Values {
  channel: Channel;
  phone?: string;
  email?: string;
  smscode: string;
  password: string;
  confirmpassword: string;
}

/** Forgotten password (/user/alteration): a code by SMS or e-mail, then a new password under the policy. */
export default function AlterationPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const channel = Form.useWatch('channel', form) ?? 'sms';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setBusy(true);
    setError(null);
    try {
      const body =
        values.channel === 'sms'
          ? {
              phone: values.phone,
              smscode: values.smscode,
              password: values.password,
              confirmpassword: values.confirmpassword,
            }
          : {
              email: values.email,
              smscode: values.smscode,
              password: values.password,
              confirmpassword: values.confirmpassword,
            };
      const answer = await requestEnvelope<null>('POST', '/sys/user/passwordChange', { body, quiet: true });
      setDone(answer.message);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AuthLayout width={480}>
        <Result
          status="success"
          title={t('auth.reset.doneTitle')}
          subTitle={done}
          extra={
            <Link to="/user/login">
              <Button type="primary">{t('auth.reset.backToLogin')}</Button>
            </Link>
          }
        />
      </AuthLayout>
    );
  }

  const target = async (): Promise<Record<string, string> | null> => {
    try {
      if (channel === 'sms') {
        const { phone } = await form.validateFields(['phone']);
        return { mobile: phone ?? '', smsmode: '2' };
      }
      const { email } = await form.validateFields(['email']);
      return { email: email ?? '' };
    } catch {
      return null;
    }
  };

  return (
    <AuthLayout title={t('auth.reset.title')} width={440}>
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="reset-error" />
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ channel: 'sms' }}
        autoComplete="off"
      >
        <Form.Item name="channel">
          <Radio.Group optionType="button" buttonStyle="solid">
            <Radio.Button value="sms">{t('auth.reset.bySms')}</Radio.Button>
            <Radio.Button value="email">{t('auth.reset.byEmail')}</Radio.Button>
          </Radio.Group>
        </Form.Item>
        {channel === 'sms' ? (
          <Form.Item
            name="phone"
            label={t('auth.sms.phone')}
            rules={[
              { required: true, message: t('auth.sms.phoneInvalid') },
              { pattern: PHONE_PATTERN, message: t('auth.sms.phoneInvalid') },
            ]}
          >
            <Input maxLength={11} />
          </Form.Item>
        ) : (
          <Form.Item
            name="email"
            label={t('auth.reset.email')}
            rules={[
              { required: true, message: t('errors.field.email') },
              { type: 'email', message: t('errors.field.email') },
            ]}
          >
            <Input maxLength={200} />
          </Form.Item>
        )}
        <Form.Item label={t('auth.reset.code')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="smscode"
              noStyle
              rules={[{ required: true, whitespace: true, message: t('auth.code.required') }]}
            >
              <Input size="large" maxLength={6} autoComplete="one-time-code" data-testid="reset-code" />
            </Form.Item>
            <SendCodeButton path={channel === 'sms' ? '/sys/sms' : '/sys/user/sendResetMail'} body={target} />
          </Space.Compact>
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth.changePassword.new')}
          rules={[
            {
              validator: (_, value: string | undefined) => {
                const problem = passwordProblem(value ?? '');
                return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
              },
            },
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
        <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="reset-submit">
          {t('auth.reset.submit')}
        </Button>
        <div className="auth-links">
          <Link to="/user/login">{t('auth.reset.backToLogin')}</Link>
        </div>
      </Form>
    </AuthLayout>
  );
}
