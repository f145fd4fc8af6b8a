import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, requestEnvelope } from '../../api/client.ts';

const WAIT_SECONDS = 60;

/**
 * "Get code": asks the server to send a code, then counts down the 60 s before another may be
 * sent. `target` returns the checked phone or address, or null when the field is not valid yet.
 */
export function SendCodeButton({
  path,
  body,
  disabled,
}: {
  path: '/sys/sms' | '/sys/user/sendResetMail';
  body: () => Promise<Record<string, string> | null>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [left, setLeft] = useState(0);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const send = async () => {
    const payload = await body();
    if (!payload) return;
    setBusy(true);
    try {
      const answer = await requestEnvelope<null>('POST', path, { body: payload, quiet: true });
      void message.success(answer.message);
      setLeft(WAIT_SECONDS);
    } catch (e) {
      void message.error(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="large"
      onClick={send}
      loading={busy}
      disabled={disabled || left > 0}
      data-testid="send-code"
    >
      {left > 0 ? t('auth.sms.resendIn', { seconds: left }) : t('auth.sms.getCode')}
    </Button>
  );
}
