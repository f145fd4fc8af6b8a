import type { SearchAnswer, SearchGroup, SearchHit, TextSegment } from '@accredit/shared';
import { FileTextOutlined, FolderOutlined } from '@ant-design/icons';
import { Button, Card, Pagination, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/index.ts';
import { Highlight, plainText } from './Highlight.tsx';
import { standardLabel, standardTagText } from './standards.ts';
import { PAGE_SIZE } from './url-state.ts';

/** "23", or "200+" when the server stopped counting at its cap. */
export function countText(group: Pick<SearchGroup, 'total' | 'more'>): string {
  return group.more ? `${group.total}+` : String(group.total);
}

/** Matches over every group, and whether any group stopped counting. */
export function answerTotal(answer: SearchAnswer): { count: number; more: boolean } {
  return {
    count: answer.groups.reduce((n, g) => n + g.total, 0),
    more: answer.groups.some((g) => g.more),
  };
}

function HitItem({ hit, typeLabel, onOpen }: { hit: SearchHit; typeLabel: string; onOpen: () => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const title: TextSegment[] = hit.title.length ? hit.title : [{ text: hit.file?.fileName || typeLabel }];
  return (
    <div className="search-hit" data-testid="search-hit" data-resource={hit.resource} data-id={hit.id}>
      <button
        type="button"
        className="search-hit-title"
        onClick={onOpen}
        aria-label={plainText(title)}
        data-testid="search-hit-open"
      >
        {hit.file && <FileTextOutlined className="search-hit-icon" />}
        {hit.resource === 'fileSharing' && <FolderOutlined className="search-hit-icon" />}
        <Highlight segments={title} testId="search-hit-title" />
      </button>
      {hit.snippet.length > 0 && (
        <div className="search-hit-snippet">
          <Highlight segments={hit.snippet} testId="search-hit-snippet" />
        </div>
      )}
      {/* Neither the title nor a snippet shows the words: say where they were, so the hit is not a puzzle. */}
      {hit.snippet.length === 0 && !title.some((s) => s.hit) && (
        <div className="search-hit-snippet search-hit-intext">{t('search.hit.inText')}</div>
      )}
      {(hit.year !== null || hit.standards.length > 0 || hit.file) && (
        <div className="search-hit-tags">
          {hit.file && <Tag color="blue">{t('search.hit.file')}</Tag>}
          {hit.year !== null && (
            <Tag data-testid="search-hit-year">{t('search.hit.year', { year: hit.year })}</Tag>
          )}
          {hit.standards.map((code) => (
            <Tooltip key={code} title={standardLabel(code, locale)}>
              <Tag color="geekblue" data-testid="search-hit-standard">
                {standardTagText(code, locale)}
              </Tag>
            </Tooltip>
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * One type's results: its name and count, the top hits, and "show all" (which narrows the search
 * to this type); when the search is narrowed to it, its hits page by page.
 */
export function ResultGroup({
  group,
  label,
  single,
  pageNo,
  onShowAll,
  onPage,
  onOpen,
}: {
  group: SearchGroup;
  label: string;
  single: boolean;
  pageNo: number;
  onShowAll: () => void;
  onPage: (page: number) => void;
  onOpen: (hit: SearchHit) => void;
}) {
  const { t } = useTranslation();
  const count = countText(group);
  return (
    <Card
      size="small"
      className="search-group"
      data-testid="search-group"
      data-resource={group.resource}
      title={
        <span>
          {label}{' '}
          <Tag className="search-group-count" data-testid="search-group-count">
            {count}
          </Tag>
        </span>
      }
    >
      {group.hits.map((hit) => (
        <HitItem key={`${hit.resource}:${hit.id}`} hit={hit} typeLabel={label} onOpen={() => onOpen(hit)} />
      ))}
      {!single && (group.more || group.total > group.hits.length) && (
        <Button
          type="link"
          onClick={onShowAll}
          data-testid="search-group-show-all"
          style={{ paddingInline: 0 }}
        >
          {t('search.group.showAll', { n: count, type: label })}
        </Button>
      )}
      {single && group.total > PAGE_SIZE && (
        <Pagination
          size="small"
          align="center"
          current={pageNo}
          pageSize={PAGE_SIZE}
          total={group.total}
          showSizeChanger={false}
          onChange={onPage}
          data-testid="search-pagination"
          style={{ marginTop: 12 }}
        />
      )}
    </Card>
  );
}

export function ResultSummary({ answer }: { answer: SearchAnswer }) {
  const { t } = useTranslation();
  const { count, more } = answerTotal(answer);
  return (
    <Typography.Text type="secondary" data-testid="search-summary">
      {t(more ? 'search.page.summaryMore' : 'search.page.summary', { n: count, took: answer.took })}
    </Typography.Text>
  );
}
