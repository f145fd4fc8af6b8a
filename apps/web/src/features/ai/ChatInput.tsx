import { SendOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Input, Typography } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSend, clip, counter, MAX_QUESTION, sendsOnKey } from './input-rules.ts';

/** The question box: input rules in input-rules.ts; while an answer streams, Send becomes Stop. */
export function ChatInput({
  busy,
  onSend,
  onStop,
}: {
  busy: boolean;
  onSend: (question: string) => void;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const composing = useRef(false);

  const send = () => {
    if (busy || !canSend(value)) return;
    onSend(value.trim());
    setValue('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    const key = {
      key: e.key,
      shiftKey: e.shiftKey,
      isComposing: e.nativeEvent.isComposing,
      keyCode: e.keyCode,
    };
    if (!sendsOnKey(key, composing.current)) return;
    e.preventDefault();
    send();
  };

  return (
    <div className="ai-input">
      <Input.TextArea
        value={value}
        maxLength={MAX_QUESTION}
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder={t('ai.dialog.placeholder')}
        aria-label={t('ai.dialog.placeholder')}
        data-testid="ai-input"
        onChange={(e) => setValue(clip(e.target.value))}
        onKeyDown={onKeyDown}
        onCompositionStart={() => {
          composing.current = true;
        }}
        onCompositionEnd={() => {
          composing.current = false;
        }}
      />
      <div className="ai-input-bar">
        <Typography.Text type="secondary" data-testid="ai-counter">
          {counter(value)}
        </Typography.Text>
        {busy ? (
          <Button icon={<StopOutlined />} onClick={onStop} data-testid="ai-stop">
            {t('ai.dialog.stop')}
          </Button>
        ) : (
          <Button
            type="primary"
            icon={<SendOutlined />}
            disabled={!canSend(value)}
            onClick={send}
            data-testid="ai-send"
          >
            {t('ai.dialog.send')}
          </Button>
        )}
      </div>
    </div>
  );
}
