import { CheckOutlined, DeleteOutlined, RobotOutlined } from '@ant-design/icons';
import { App, Button, Card, Popconfirm, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { RichText } from '../../../components/RichText.tsx';
import { type AiDraft, reportApi } from './api.ts';

/**
 * The AI consultant's draft of a section (issue 21 item 5): asked for, shown with the records and
 * tables each statement cites (links), and kept apart from the text until a person accepts it
 * (appended to the text as a new revision) or discards it.
 */
export function AiDraftPanel({
  sectionId,
  draft,
  mayWrite,
  onChanged,
}: {
  sectionId: string;
  draft: AiDraft | null;
  mayWrite: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<'draft' | 'accept' | 'discard' | null>(null);
  const run = async (what: 'draft' | 'accept' | 'discard', call: () => Promise<unknown>, done: string) => {
    setBusy(what);
    try {
      await call();
      message.success(done);
      await onChanged();
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : t('accReportWeb.ai.failed'));
    } finally {
      setBusy(null);
    }
  };
  const ask = () => run('draft', () => reportApi.aiDraft(sectionId), t('accReportWeb.ai.ready'));
  if (!draft)
    return mayWrite ? (
      <div className="acc-rep-ai-ask">
        <Button icon={<RobotOutlined />} loading={busy === 'draft'} onClick={ask} data-testid="ai-draft">
          {t('accReportWeb.ai.ask')}
        </Button>
        <Typography.Text type="secondary">{t('accReportWeb.ai.askHelp')}</Typography.Text>
      </div>
    ) : null;
  return (
    <Card
      size="small"
      className="acc-rep-ai"
      data-testid="ai-draft-panel"
      title={
        <Space size={4} wrap>
          <RobotOutlined />
          {t('accReportWeb.ai.title')}
          <Tag color="purple">{t('accReportWeb.ai.mustAccept')}</Tag>
        </Space>
      }
      extra={
        <Typography.Text type="secondary">
          {t('accReportWeb.ai.madeBy', {
            provider: draft.provider,
            time: dayjs(draft.createdAt).format('YYYY-MM-DD HH:mm'),
          })}
        </Typography.Text>
      }
    >
      <RichText html={draft.html} className="acc-rep-ai-text" />
      {draft.citations?.length > 0 && (
        <div className="acc-rep-ai-sources" data-testid="ai-citations">
          <Typography.Text strong>{t('accReportWeb.ai.sources')}</Typography.Text>
          <ol>
            {draft.citations.map((c) => (
              <li key={`${c.href}-${c.label}`}>
                <a href={c.href}>{c.label}</a>
              </li>
            ))}
          </ol>
        </div>
      )}
      {mayWrite && (
        <Space wrap>
          <Button
            type="primary"
            icon={<CheckOutlined />}
            loading={busy === 'accept'}
            onClick={() =>
              run('accept', () => reportApi.acceptDraft(sectionId), t('accReportWeb.ai.accepted'))
            }
            data-testid="ai-accept"
          >
            {t('accReportWeb.ai.accept')}
          </Button>
          <Popconfirm
            title={t('accReportWeb.ai.discardConfirm')}
            onConfirm={() =>
              run('discard', () => reportApi.discardDraft(sectionId), t('accReportWeb.ai.discarded'))
            }
            okText={t('accReportWeb.common.ok')}
            cancelText={t('accReportWeb.common.cancel')}
          >
            <Button icon={<DeleteOutlined />} loading={busy === 'discard'} data-testid="ai-discard">
              {t('accReportWeb.ai.discard')}
            </Button>
          </Popconfirm>
          <Button icon={<RobotOutlined />} loading={busy === 'draft'} onClick={ask} data-testid="ai-redraft">
            {t('accReportWeb.ai.again')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
