import { drawSuggestions } from '@accredit/shared/ai/suggestions.ts';
import {
  HistoryOutlined,
  PlusOutlined,
  ReloadOutlined,
  RobotOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Modal, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { currentLocale } from '../../i18n/index.ts';
import { AnswerActions } from './AnswerActions.tsx';
import { ChatInput } from './ChatInput.tsx';
import { useChat } from './useChat.ts';

/**
 * The AI chat dialog: five suggested questions drawn at random for the current page's area, the
 * conversation, and the input. Answers are shown as plain text (React escapes it), never as HTML.
 */
export default function AiChatDialog({
  open,
  onClose,
  onOpenHistory,
}: {
  open: boolean;
  onClose: () => void;
  onOpenHistory: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [draw, setDraw] = useState(0);
  const chat = useChat();
  const end = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new draw on opening, on a new page, language or "other questions"
  const suggestions = useMemo(
    () => drawSuggestions(pathname, currentLocale()),
    [pathname, i18n.language, draw, open],
  );
  const last = chat.exchanges.at(-1);

  // Follow the answer as it grows. A block body: newer browsers return a promise from
  // scrollIntoView, which React would take for a cleanup function.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the answer grows
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [last?.answer, chat.exchanges.length]);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={720}
      className="ai-dialog"
      title={
        <Space>
          <RobotOutlined />
          {t('ai.dialog.title')}
        </Space>
      }
    >
      <div className="ai-toolbar">
        <Button size="small" icon={<HistoryOutlined />} onClick={onOpenHistory} data-testid="ai-open-history">
          {t('ai.dialog.history')}
        </Button>
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={chat.reset}
          disabled={chat.exchanges.length === 0}
        >
          {t('ai.dialog.newChat')}
        </Button>
      </div>
      <div className="ai-conversation" data-testid="ai-conversation">
        <Typography.Paragraph type="secondary">{t('ai.dialog.welcome')}</Typography.Paragraph>
        <div className="ai-suggestions">
          <Typography.Text strong>{t('ai.dialog.suggested')}</Typography.Text>
          <Button size="small" type="link" icon={<ReloadOutlined />} onClick={() => setDraw((n) => n + 1)}>
            {t('ai.dialog.refresh')}
          </Button>
          <div className="ai-suggestion-list">
            {suggestions.map((q) => (
              <Button
                key={q}
                size="small"
                disabled={chat.busy}
                onClick={() => void chat.ask(q)}
                data-testid="ai-suggestion"
              >
                {q}
              </Button>
            ))}
          </div>
        </div>
        {chat.exchanges.map((e) => (
          <div key={e.key} className="ai-exchange" data-testid="ai-exchange">
            <div className="ai-message ai-message-user">
              <Avatar size="small" icon={<UserOutlined />} aria-label={t('ai.dialog.you')} />
              <div className="ai-bubble ai-bubble-user">{e.question}</div>
            </div>
            <div className="ai-message">
              <Avatar
                size="small"
                icon={<RobotOutlined />}
                aria-label={t('ai.dialog.assistant')}
                className="ai-avatar-bot"
              />
              <div className="ai-bubble" aria-busy={e.streaming} aria-live="polite">
                <div
                  className="ai-answer"
                  data-testid="ai-answer"
                  data-streaming={e.streaming ? 'true' : 'false'}
                >
                  {e.answer ||
                    (e.streaming ? t('ai.dialog.thinking') : e.failed ? t('ai.dialog.failed') : '')}
                </div>
                {!e.streaming && e.answer && (
                  <AnswerActions
                    answer={e.answer}
                    statue={e.statue}
                    canRate={Boolean(e.id)}
                    onRate={(s) => void chat.rate(e.key, e.id, s)}
                  />
                )}
              </div>
            </div>
          </div>
        ))}
        <div ref={end} />
      </div>
      <ChatInput busy={chat.busy} onSend={(q) => void chat.ask(q)} onStop={chat.stop} />
    </Modal>
  );
}
