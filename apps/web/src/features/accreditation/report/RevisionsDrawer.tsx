import type { DiffPart } from '@accredit/shared';
import { RollbackOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Empty, List, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrawerSize } from '../../shell/drawer-size.ts';
import { reportApi, reportKeys } from './api.ts';

/**
 * A section's revisions (each save, restore and accepted AI draft is one): who, when, the note, and
 * for the one picked its differences from the current text, word by word, with restore.
 */
export function DiffView({ parts }: { parts: DiffPart[] }) {
  const { t } = useTranslation();
  if (parts.every((p) => p.op === '='))
    return <Typography.Text type="secondary">{t('accReportWeb.revisions.same')}</Typography.Text>;
  return (
    <div className="acc-rep-diff" data-testid="revision-diff">
      {parts.map((p, i) =>
        p.op === '=' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional
          <span key={i}>{p.text}</span>
        ) : p.op === '+' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional
          <ins key={i} title={t('accReportWeb.revisions.added')}>
            {p.text}
          </ins>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positional
          <del key={i} title={t('accReportWeb.revisions.removed')}>
            {p.text}
          </del>
        ),
      )}
    </div>
  );
}

function Revision({
  id,
  mayRestore,
  onRestored,
}: {
  id: string;
  mayRestore: boolean;
  onRestored: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const revision = useQuery({
    queryKey: ['accReport', 'revision', id],
    queryFn: () => reportApi.revision(id),
  });
  if (revision.isPending) return <Skeleton active />;
  if (!revision.data) return null;
  return (
    <div className="acc-rep-revision">
      <Typography.Paragraph type="secondary">{t('accReportWeb.revisions.diffHelp')}</Typography.Paragraph>
      <DiffView parts={revision.data.diff} />
      {mayRestore && (
        <Popconfirm
          title={t('accReportWeb.revisions.restoreConfirm')}
          okText={t('accReportWeb.common.ok')}
          cancelText={t('accReportWeb.common.cancel')}
          onConfirm={async () => {
            setBusy(true);
            try {
              await reportApi.restore(id);
              message.success(t('accReportWeb.revisions.restored'));
              onRestored();
            } catch {
              /* the client has shown the server's message */
            } finally {
              setBusy(false);
            }
          }}
        >
          <Button
            icon={<RollbackOutlined />}
            loading={busy}
            style={{ marginTop: 8 }}
            data-testid="revision-restore"
          >
            {t('accReportWeb.revisions.restore')}
          </Button>
        </Popconfirm>
      )}
    </div>
  );
}

export function RevisionsDrawer({
  sectionId,
  mayRestore,
  onClose,
  onRestored,
}: {
  sectionId: string | null;
  mayRestore: boolean;
  onClose: () => void;
  onRestored: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const size = useDrawerSize(640);
  const [picked, setPicked] = useState<string | null>(null);
  const revisions = useQuery({
    queryKey: reportKeys.revisions(sectionId ?? ''),
    queryFn: () => reportApi.revisions(sectionId ?? ''),
    enabled: Boolean(sectionId),
  });
  return (
    <Drawer
      open={Boolean(sectionId)}
      onClose={() => {
        setPicked(null);
        onClose();
      }}
      size={size}
      title={t('accReportWeb.revisions.title')}
      destroyOnHidden
    >
      <div data-testid="revisions-drawer">
        {revisions.isPending ? (
          <Skeleton active />
        ) : !revisions.data?.length ? (
          <Empty description={t('accReportWeb.revisions.none')} />
        ) : (
          <List
            dataSource={revisions.data}
            renderItem={(r) => (
              <List.Item
                key={r.id}
                className={r.id === picked ? 'acc-rep-revision-picked' : undefined}
                data-testid="revision-item"
              >
                <Space direction="vertical" style={{ width: '100%' }}>
                  <Space wrap>
                    <Tag>{t('accReportWeb.revisions.version', { n: r.version })}</Tag>
                    <Typography.Text>{r.authorName}</Typography.Text>
                    <Typography.Text type="secondary">
                      {dayjs(r.createTime).format('YYYY-MM-DD HH:mm')}
                    </Typography.Text>
                    <Typography.Text type="secondary">
                      {t('accReportWeb.revisions.words', { n: r.words })}
                    </Typography.Text>
                    <Button
                      size="small"
                      type="link"
                      onClick={() => setPicked(r.id === picked ? null : r.id)}
                      data-testid="revision-open"
                    >
                      {r.id === picked
                        ? t('accReportWeb.revisions.hide')
                        : t('accReportWeb.revisions.compare')}
                    </Button>
                  </Space>
                  {r.note && <Typography.Text italic>{r.note}</Typography.Text>}
                  {r.id === picked && (
                    <Revision
                      id={r.id}
                      mayRestore={mayRestore}
                      onRestored={() => {
                        setPicked(null);
                        void onRestored();
                        onClose();
                      }}
                    />
                  )}
                </Space>
              </List.Item>
            )}
          />
        )}
      </div>
    </Drawer>
  );
}
