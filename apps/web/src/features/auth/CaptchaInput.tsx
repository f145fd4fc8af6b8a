import { SafetyOutlined } from '@ant-design/icons';
import { Input, Space } from 'antd';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCaptcha, newCheckKey } from './api.ts';

export interface CaptchaHandle {
  /** The key the current image belongs to. */
  checkKey(): string;
  /** A new image (after a failed attempt the old code is spent). */
  refresh(): void;
}

interface Props {
  value?: string;
  onChange?: (value: string) => void;
}

/** Verification code field with its image; a click on the image draws a new code. */
export const CaptchaInput = forwardRef<CaptchaHandle, Props>(function CaptchaInput({ value, onChange }, ref) {
  const { t } = useTranslation();
  const [key, setKey] = useState(newCheckKey);
  const [image, setImage] = useState<string>('');
  const refresh = useCallback(() => setKey(newCheckKey()), []);
  useImperativeHandle(ref, () => ({ checkKey: () => key, refresh }), [key, refresh]);
  useEffect(() => {
    let live = true;
    fetchCaptcha(key).then(
      (src) => live && setImage(src),
      () => live && setImage(''),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        size="large"
        prefix={<SafetyOutlined />}
        placeholder={t('auth.login.captcha')}
        aria-label={t('auth.login.captcha')}
        maxLength={8}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        data-testid="captcha-input"
      />
      <button
        type="button"
        className="auth-captcha"
        onClick={refresh}
        title={t('auth.captcha.refresh')}
        data-testid="captcha-image"
      >
        {image ? (
          <img src={image} alt={t('auth.captcha.alt')} style={{ height: '100%', width: '100%' }} />
        ) : null}
      </button>
    </Space.Compact>
  );
});
