import { type BlockKind, type BlockRef, blockKey } from '@accredit/shared';
import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton, Space, Tag, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { LiveBlockRenderProps } from '../../../components/rich-text/LiveBlockNode.tsx';
import { reportApi, reportKeys } from './api.ts';
import { BlockView } from './block-view.ts';

/** The ref a node's attributes stand for (unreadable parameters count as none). */
export function refOf(kind: string, params: string): BlockRef {
  let parsed: BlockRef['params'] = {};
  try {
    const value: unknown = JSON.parse(params || '{}');
    if (value && typeof value === 'object' && !Array.isArray(value)) parsed = value as BlockRef['params'];
  } catch {
    /* drawn with no parameters: the server says what is missing */
  }
  return { kind: kind as BlockKind, params: parsed };
}

/** Resolves one block (live, or the snapshot of a frozen report) for the editor and the preview. */
export function useBlock(ref: BlockRef, reportId: string) {
  return useQuery({
    queryKey: reportKeys.block(reportId, blockKey(ref)),
    queryFn: async () => (await reportApi.resolve([ref], reportId))[0] ?? null,
    staleTime: 5_000,
  });
}

/**
 * A live block inside the section editor: the block drawn from its data, with its state (live or
 * frozen, when taken) and, while the text may be edited, refresh and remove.
 */
export function EditorBlock({
  kind,
  params,
  editable,
  remove,
  reportId,
}: LiveBlockRenderProps & { reportId: string }) {
  const { t } = useTranslation();
  const ref = refOf(kind, params);
  const block = useBlock(ref, reportId);
  const data = block.data;
  return (
    <div className="acc-rep-block">
      <div className="acc-rep-block-bar">
        <Space size={4} wrap>
          <Tag color="processing">{t(`accReportWeb.kinds.${kind}`, { defaultValue: kind })}</Tag>
          {data && (
            <Tag color={data.frozen ? 'blue' : 'green'} data-testid="block-state">
              {data.frozen ? t('accReportWeb.block.frozen') : t('accReportWeb.block.live')}
            </Tag>
          )}
          {data && (
            <span className="acc-rep-block-time">
              {t('accReportWeb.block.takenAt', { time: dayjs(data.takenAt).format('YYYY-MM-DD HH:mm') })}
            </span>
          )}
        </Space>
        <Space size={2}>
          <Tooltip title={t('accReportWeb.block.refresh')}>
            <Button
              size="small"
              type="text"
              icon={<ReloadOutlined />}
              aria-label={t('accReportWeb.block.refresh')}
              loading={block.isFetching}
              onClick={() => void block.refetch()}
              data-testid="block-refresh"
            />
          </Tooltip>
          {editable && (
            <Tooltip title={t('accReportWeb.block.remove')}>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('accReportWeb.block.remove')}
                onClick={remove}
                data-testid="block-remove"
              />
            </Tooltip>
          )}
        </Space>
      </div>
      {block.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : block.isError || !data ? (
        <Alert type="warning" showIcon title={t('accReportWeb.block.failed')} />
      ) : (
        <BlockView data={data} hideTakenAt />
      )}
    </div>
  );
}
