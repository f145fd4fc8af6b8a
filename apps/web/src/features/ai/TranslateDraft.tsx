import { TranslationOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Popover, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAiAvailable } from './AiAssistant.tsx';
import { type TranslationDraft, translateText } from './api.ts';

/**
 * A "Translate" button for a bilingual field, for any form: it asks `/ai/aiTranslate` for a draft
 * of `source` and shows it, editable, for the person to accept (then `onAccept` fills the other
 * field) or discard. When the provider cannot translate (the built-in one with free text) the
 * server's plain explanation is shown instead. Hidden when the AI consultant is not available.
 *
 *   <TranslateDraft source={form.getFieldValue('titleZh')} from="zh" onAccept={(v) => form.setFieldValue('titleEn', v)} />
 */
export function TranslateDraft({
  source,
  from,
  onAccept,
}: {
  source: string | null | undefined;
  from?: 'zh' | 'en';
  onAccept: (text: string) => void;
}) {
  const { t } = useTranslation();
  const available = useAiAvailable();
  const [draft, setDraft] = useState<TranslationDraft | null>(null);
  const [text, setText] = useState('');
  const [loading, setLoading] = useState(false);
  if (!available) return null;

  const ask = async () => {
    if (!source?.trim()) return;
    setLoading(true);
    try {
      const result = await translateText(source, from);
      setDraft(result);
      setText(result.text ?? '');
    } finally {
      setLoading(false);
    }
  };
  const close = () => setDraft(null);

  const content = draft && (
    <Space orientation="vertical" style={{ width: 320 }} data-testid="translate-draft">
      <Alert type={draft.translated ? 'info' : 'warning'} showIcon title={draft.message} />
      {draft.translated && (
        <Input.TextArea
          aria-label={t('ai.translate.title')}
          value={text}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(e) => setText(e.target.value)}
        />
      )}
      <Space>
        {draft.translated && (
          <Button
            type="primary"
            size="small"
            disabled={!text.trim()}
            onClick={() => {
              onAccept(text.trim());
              close();
            }}
          >
            {t('ai.translate.accept')}
          </Button>
        )}
        <Button size="small" onClick={close}>
          {t('ai.translate.discard')}
        </Button>
      </Space>
    </Space>
  );

  return (
    <Popover
      open={Boolean(draft)}
      content={content}
      title={t('ai.translate.title')}
      trigger="click"
      onOpenChange={(o) => !o && close()}
    >
      <Button
        size="small"
        icon={<TranslationOutlined />}
        loading={loading}
        disabled={!source?.trim()}
        onClick={() => void ask()}
      >
        {t('ai.translate.button')}
      </Button>
    </Popover>
  );
}
