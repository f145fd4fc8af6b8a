import { LockOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, Space, Spin } from 'antd';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, api } from '../../api/client.ts';
import { KEYS, storage } from '../../api/storage.ts';
import { AuthLayout } from './AuthLayout.tsx';
import {
  encryptPassword,
  type LoginResult,
  PHONE_PATTERN,
  safeRedirect,
  storeLogin,
  useAuthSettings,
} from './api.ts';
import { type CaptchaHandle, CaptchaInput } from './CaptchaInput.tsx';
import { SendCodeButton } from './SendCodeButton.tsx';
import { SsoLogin } from './SsoLogin.tsx';

interface AccountValues {
  username: string;
  password: string;
  captcha: string;
  remember: boolean;
}

interface PhoneValues {
  mobile: string;
  captcha: string;
}

interface SignInTab {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * Two tabs drawn like antd's centred Tabs (bar, ink line, arrow keys), without its code: antd's Tabs
 * with its overflow menu weighs some 18 kB gzipped on the first page (issue 6). A tab's form stays
 * mounted once shown, so switching back keeps what was typed.
 */
function SignInTabs({ items, onChange }: { items: SignInTab[]; onChange: () => void }) {
  const id = useId();
  const [active, setActive] = useState(items[0].key);
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set([items[0].key]));
  const select = (key: string) => {
    if (key === active) return;
    setActive(key);
    setShown((s) => new Set(s).add(key));
    onChange();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = items[(items.findIndex((i) => i.key === active) + step + items.length) % items.length];
    select(next.key);
    document.getElementById(`${id}-tab-${next.key}`)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-orientation="horizontal" className="auth-tabs" onKeyDown={onKeyDown}>
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={item.key === active}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={item.key === active ? 0 : -1}
            className="auth-tab"
            onClick={() => select(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) =>
        shown.has(item.key) ? (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            aria-labelledby={`${id}-tab-${item.key}`}
            hidden={item.key !== active}
          >
            {item.children}
          </div>
        ) : null,
      )}
    </>
  );
}

/** Login screen (spec 000 section 2): account or phone, links to registration and recovery. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const settings = useAuthSettings();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const captchaRef = useRef<CaptchaHandle>(null);
  const [account] = Form.useForm<AccountValues>();
  const [phone] = Form.useForm<PhoneValues>();
  const remembered = storage.get<string>(KEYS.rememberedUsername);

  if (settings.isLoading) return <Spin fullscreen />;
  if (settings.data?.sso) return <SsoLogin settings={settings.data} />;

  const signedIn = (result: LoginResult) => {
    storeLogin(result);
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
  const attempt = async (work: () => Promise<LoginResult>, afterFailure?: () => void) => {
    setBusy(true);
    setError(null);
    try {
      signedIn(await work());
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : t('auth.login.loginFailed'));
      afterFailure?.();
    } finally {
      setBusy(false);
    }
  };

  const submitAccount = (values: AccountValues) =>
    attempt(
      async () => {
        if (values.remember) storage.set(KEYS.rememberedUsername, values.username.trim(), null);
        else storage.remove(KEYS.rememberedUsername);
        return api.post<LoginResult>(
          '/sys/login',
          {
            username: values.username.trim(),
            password: await encryptPassword(values.password),
            captcha: values.captcha.trim(),
            checkKey: captchaRef.current?.checkKey() ?? '',
          },
          { quiet: true },
        );
      },
      () => {
        // The code was spent by the attempt: show a new one.
        account.setFieldValue('captcha', '');
        captchaRef.current?.refresh();
      },
    );

  const submitPhone = (values: PhoneValues) =>
    attempt(() => api.post<LoginResult>('/sys/phoneLogin', values, { quiet: true }));

  const accountForm = (
    <Form
      form={account}
      onFinish={submitAccount}
      initialValues={{ username: remembered ?? '', remember: Boolean(remembered) }}
      autoComplete="off"
    >
      <Form.Item
        name="username"
        rules={[{ required: true, whitespace: true, message: t('auth.login.usernameRequired') }]}
      >
        <Input
          size="large"
          prefix={<UserOutlined />}
          placeholder={t('auth.login.username')}
          aria-label={t('auth.login.username')}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: t('auth.login.passwordRequired') }]}>
        <Input.Password
          size="large"
          prefix={<LockOutlined />}
          placeholder={t('auth.login.password')}
          aria-label={t('auth.login.password')}
          autoComplete="current-password"
        />
      </Form.Item>
      <Form.Item
        name="captcha"
        rules={[{ required: true, whitespace: true, message: t('auth.login.captchaRequired') }]}
      >
        <CaptchaInput ref={captchaRef} />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked" style={{ marginBottom: 12 }}>
        <Checkbox>{t('auth.login.remember')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={busy} data-testid="login-submit">
        {t('auth.login.submit')}
      </Button>
    </Form>
  );

  const phoneForm = (
    <Form form={phone} onFinish={submitPhone} autoComplete="off">
      <Form.Item
        name="mobile"
        rules={[
          { required: true, message: t('auth.sms.phoneInvalid') },
          { pattern: PHONE_PATTERN, message: t('auth.sms.phoneInvalid') },
        ]}
      >
        <Input
          size="large"
          prefix={<MobileOutlined />}
          placeholder={t('auth.sms.phone')}
          aria-label={t('auth.sms.phone')}
          maxLength={11}
        />
      </Form.Item>
      <Form.Item>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="captcha"
            noStyle
            rules={[{ required: true, whitespace: true, message: t('auth.sms.codeRequired') }]}
          >
            <Input
              size="large"
              prefix={<SafetyOutlined />}
              placeholder={t('auth.sms.code')}
              aria-label={t('auth.sms.code')}
              maxLength={6}
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SendCodeButton
            path="/sys/sms"
            body={async () => {
              try {
                const { mobile } = await phone.validateFields(['mobile']);
                return { mobile, smsmode: '0' };
              } catch {
                return null;
              }
            }}
          />
        </Space.Compact>
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={busy}
        data-testid="phone-login-submit"
      >
        {t('auth.login.submit')}
      </Button>
    </Form>
  );

  return (
    <AuthLayout>
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />
      )}
      <SignInTabs
        onChange={() => setError(null)}
        items={[
          { key: 'account', label: t('auth.login.tabAccount'), children: accountForm },
          { key: 'phone', label: t('auth.login.tabPhone'), children: phoneForm },
        ]}
      />
      <div className="auth-links">
        <Link to="/user/alteration">{t('auth.login.forgot')}</Link>
        {settings.data?.registrationOpen && <Link to="/user/register">{t('auth.login.register')}</Link>}
      </div>
    </AuthLayout>
  );
}
