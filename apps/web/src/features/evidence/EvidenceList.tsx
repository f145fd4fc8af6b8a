import { FolderOutlined } from '@ant-design/icons';
import { Checkbox, Empty, Flex, Pagination, Spin, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/index.ts';
import type { EvidenceRow } from './api.ts';
import { EvidenceFiles } from './EvidenceFiles.tsx';
import { StandardTags } from './TagEditor.tsx';
import './evidence.css';

/**
 * Pieces of evidence as a list that reads on a phone as well as on a desk: the title, what kind
 * of record it is and how it came to the standard, its standards, folder and files, then the
 * actions the screen gives (open, untag, tag).
 */
export const itemKey = (item: Pick<EvidenceRow, 'resource' | 'id'>) => `${item.resource}:${item.id}`;

export function EvidenceList({
  items,
  loading,
  total,
  pageNo,
  pageSize,
  onPage,
  actions,
  below,
  selected,
  onSelect,
  empty,
}: {
  items: readonly EvidenceRow[];
  loading: boolean;
  total: number;
  pageNo: number;
  pageSize: number;
  onPage: (pageNo: number, pageSize: number) => void;
  /** Buttons at the item's end. */
  actions?: (item: EvidenceRow) => ReactNode;
  /** Something under the item (an open tag editor). */
  below?: (item: EvidenceRow) => ReactNode;
  /** Selection for bulk actions, by itemKey. */
  selected?: ReadonlySet<string>;
  onSelect?: (item: EvidenceRow, on: boolean) => void;
  empty: string;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  if (loading && items.length === 0) return <Spin style={{ display: 'block', margin: 24 }} />;
  if (items.length === 0) return <Empty description={empty} data-testid="evidence-empty" />;
  return (
    <div data-testid="evidence-list">
      {items.map((item) => (
        <div key={itemKey(item)} className="evidence-item" data-testid="evidence-item">
          <Flex gap={8} align="flex-start">
            {onSelect && (
              <Checkbox
                checked={selected?.has(itemKey(item)) ?? false}
                disabled={!item.editable}
                onChange={(e) => onSelect(item, e.target.checked)}
                aria-label={item.title}
                data-testid="evidence-select"
              />
            )}
            <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
              <Flex wrap gap={6} align="center">
                <Typography.Text strong className="evidence-title" data-testid="evidence-title">
                  {item.title}
                </Typography.Text>
                <Tag>{item.typeLabel}</Tag>
                {item.standards.length > 0 && (
                  <Tag color={item.source === 'tag' ? 'green' : 'geekblue'} data-testid="evidence-source">
                    {t(`evidence.source.${item.source}`)}
                  </Tag>
                )}
                {item.year !== null && <Typography.Text type="secondary">{item.year}</Typography.Text>}
              </Flex>
              {item.standards.length > 0 && <StandardTags codes={item.standards} locale={locale} />}
              {item.folderPath && item.folderPath.length > 0 && (
                <Typography.Text type="secondary" data-testid="evidence-folder">
                  <FolderOutlined /> {item.folderPath.join(' / ')}
                </Typography.Text>
              )}
              <EvidenceFiles files={item.files} />
              {item.files.length === 0 && item.resource !== 'fileInfo' && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('evidence.files.none')}
                </Typography.Text>
              )}
              {below?.(item)}
            </Flex>
            {actions && (
              <Flex vertical gap={4} align="flex-end" className="evidence-actions">
                {actions(item)}
              </Flex>
            )}
          </Flex>
        </div>
      ))}
      <Pagination
        size="small"
        current={pageNo}
        pageSize={pageSize}
        total={total}
        showSizeChanger
        pageSizeOptions={[10, 20, 50, 100]}
        showTotal={(n) => t('evidence.view.total', { count: n })}
        onChange={onPage}
        style={{ marginTop: 12, justifyContent: 'flex-end' }}
      />
    </div>
  );
}
