import { SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Before a search: what can be found and how to ask. */
export function SearchStart() {
  const { t } = useTranslation();
  return (
    <div className="search-state" data-testid="search-empty">
      <Result
        icon={<SearchOutlined />}
        title={t('search.empty.title')}
        subTitle={t('search.empty.body')}
        extra={
          <ul className="search-tips">
            <li>{t('search.empty.tipWords')}</li>
            <li>{t('search.empty.tipChinese')}</li>
            <li>{t('search.empty.tipFilters')}</li>
          </ul>
        }
      />
    </div>
  );
}

/** A search that found nothing the caller may open: what to try next. */
export function NoResults({
  q,
  filtered,
  onClearFilters,
}: {
  q: string;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="search-state" data-testid="search-none">
      <Empty
        description={
          <Typography.Title level={5} style={{ marginTop: 8 }}>
            {t('search.none.title', { q })}
          </Typography.Title>
        }
      >
        <ul className="search-tips search-tips-block">
          <li>{t('search.none.tipSpelling')}</li>
          {filtered && <li>{t('search.none.tipFilters')}</li>}
          <li>{t('search.none.tipScope')}</li>
          <li>{t('search.none.tipExtract')}</li>
        </ul>
        {filtered && (
          <Button onClick={onClearFilters} data-testid="search-none-clear">
            {t('search.filter.clear')}
          </Button>
        )}
      </Empty>
    </div>
  );
}

/** The call failed (the server's own message when it gave one). */
export function SearchError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('search.error.title')}
      subTitle={error instanceof Error ? error.message : undefined}
      extra={
        <Button type="primary" onClick={onRetry} data-testid="search-retry">
          {t('search.error.retry')}
        </Button>
      }
      data-testid="search-error"
    />
  );
}
