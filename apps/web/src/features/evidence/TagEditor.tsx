import type { Locale } from '@accredit/shared';
import { Alert, Button, Flex, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { StandardPicker } from './StandardPicker.tsx';
import { standardLabel, standardTag } from './standards.ts';

/** A refused save's message: the field's own when the server names one, else the whole message. */
export function saveError(e: unknown): string {
  if (e instanceof ApiError) return Object.values(e.fields)[0] || e.message;
  return String(e);
}

/** The picker with save and cancel; the server's refusal shows beside it. */
export function TagEditor({
  initial,
  onSave,
  onCancel,
  testId = 'evidence-editor',
}: {
  initial: readonly string[];
  onSave: (codes: string[]) => Promise<unknown>;
  onCancel: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<string[]>([...initial]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSave(codes);
    } catch (e) {
      setError(saveError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex vertical gap={8} data-testid={testId} style={{ width: '100%' }}>
      <StandardPicker value={codes} onChange={setCodes} disabled={busy} />
      {error && <Alert type="error" showIcon title={error} data-testid={`${testId}-error`} />}
      <Flex gap={8} justify="flex-end">
        <Button size="small" onClick={onCancel} disabled={busy}>
          {t('evidence.tags.cancel')}
        </Button>
        <Button
          size="small"
          type="primary"
          loading={busy}
          onClick={() => void save()}
          data-testid={`${testId}-save`}
        >
          {t('evidence.tags.save')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** One tag per standard: a framework's code or a category's name, the full label on hover. */
export function StandardTags({ codes, locale }: { codes: readonly string[]; locale: Locale }) {
  return (
    <span data-testid="evidence-standards">
      {codes.map((code) => (
        <Tooltip key={code} title={standardLabel(code, locale)}>
          <Tag color="blue" style={{ marginBottom: 2 }}>
            {standardTag(code, locale)}
          </Tag>
        </Tooltip>
      ))}
    </span>
  );
}
