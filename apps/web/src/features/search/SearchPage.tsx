import { resourceByName, resourceTitle, type SearchHit, type SearchQuery } from '@accredit/shared';
import { FilterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useIsPhone } from '../../components/responsive.tsx';
import { RecordViewDrawer } from '../../crud/RecordView.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { searchApi } from './api.ts';
import { FilePreviewDrawer, folderHref } from './FilePreview.tsx';
import { SearchFilters, useSearchTypes } from './SearchFilters.tsx';
import { ResultGroup, ResultSummary } from './SearchResults.tsx';
import { NoResults, SearchError, SearchStart } from './SearchStates.tsx';
import {
  activeFilters,
  MAX_QUERY,
  parseSearch,
  type SearchState,
  singleType,
  toQuery,
  toSearchParams,
  withChange,
} from './url-state.ts';
import './search.css';

/**
 * Information Retrieval / Search (issue 20): one query over every record type and the shared
 * files, grouped by type with the matching words marked, narrowed by type, year, department and
 * standard. The address holds the whole search, so a result list can be linked. A record opens
 * read-only (its own queryById decides), a file in a preview.
 */
export default function SearchPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const phone = useIsPhone();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseSearch(params), [params]);
  const query = toQuery(state);
  const one = singleType(state);
  const [typed, setTyped] = useState(state.q);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [opened, setOpened] = useState<SearchHit | null>(null);
  useEffect(() => setTyped(state.q), [state.q]);

  const types = useSearchTypes();
  const answer = useQuery({
    queryKey: ['search', 'query', query, locale],
    enabled: query !== null,
    queryFn: ({ signal }) => searchApi.query(query ?? { q: '' }, signal),
    // While a filter or the page changes, the shown results stay (dimmed); a new query's never do.
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as SearchQuery | null | undefined)?.q === query?.q ? previous : undefined,
    staleTime: 30_000,
  });

  const go = (next: SearchState) => setParams(toSearchParams(next));
  const change = (c: Partial<SearchState>) => go(withChange(state, c));
  const typeLabel = (resource: string) => {
    const def = resourceByName(resource);
    if (def) return resourceTitle(def, locale, t);
    return types.data?.find((ty) => ty.resource === resource)?.label ?? resource;
  };
  const filters = activeFilters(state);
  const groups = (answer.data?.groups ?? []).filter((g) => g.total > 0 && (!one || g.resource === one));
  const openedDef = opened && !opened.file ? resourceByName(opened.resource) : undefined;
  // A folder opens where its files are; a file in a preview; any other record read-only.
  const open = (hit: SearchHit) => {
    if (hit.resource === 'fileSharing') navigate(folderHref(hit.id));
    else setOpened(hit);
  };
  // A shown answer from an earlier query stays while the next loads; the first load shows a spinner.
  const waiting = query !== null && answer.isPending;

  return (
    <div className="search-page" data-testid="search-page">
      <Input.Search
        size="large"
        allowClear
        enterButton={t('search.page.submit')}
        maxLength={MAX_QUERY}
        placeholder={t('search.page.placeholder')}
        aria-label={t('search.page.submit')}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onSearch={(v) => change({ q: v.trim().slice(0, MAX_QUERY) })}
        data-testid="search-page-input"
      />
      {phone && (
        <Button
          icon={<FilterOutlined />}
          onClick={() => setFiltersOpen(!filtersOpen)}
          type={filters ? 'primary' : 'default'}
          ghost={filters > 0}
          data-testid="search-filters-toggle"
        >
          {filters ? t('search.filter.active', { n: filters }) : t('search.filter.title')}
        </Button>
      )}
      {(!phone || filtersOpen) && <SearchFilters state={state} types={types.data ?? []} onChange={change} />}

      {!state.q && <SearchStart />}
      {waiting && (
        <div className="search-loading" data-testid="search-loading">
          <Spin size="large" />
        </div>
      )}
      {query !== null && answer.isError && !answer.isFetching && (
        <SearchError error={answer.error} onRetry={() => void answer.refetch()} />
      )}
      {query !== null && answer.data && !answer.isError && (
        <Spin spinning={answer.isFetching && !waiting}>
          <div className="search-results" data-testid="search-results">
            {one && (
              <Button
                type="link"
                style={{ paddingInline: 0, alignSelf: 'flex-start' }}
                onClick={() => change({ types: [] })}
                data-testid="search-back-to-all"
              >
                {t('search.page.backToAll')}
              </Button>
            )}
            {groups.length > 0 ? (
              <>
                <ResultSummary answer={answer.data} />
                {groups.map((g) => (
                  <ResultGroup
                    key={g.resource}
                    group={g}
                    label={typeLabel(g.resource)}
                    single={one !== null}
                    pageNo={state.pageNo}
                    onShowAll={() => change({ types: [g.resource] })}
                    onPage={(pageNo) => go({ ...state, pageNo })}
                    onOpen={open}
                  />
                ))}
              </>
            ) : (
              <NoResults
                q={state.q}
                filtered={filters > 0}
                onClearFilters={() => change({ types: [], year: null, departId: null, standard: null })}
              />
            )}
          </div>
        </Spin>
      )}

      <FilePreviewDrawer file={opened?.file ?? null} onClose={() => setOpened(null)} />
      {openedDef && (
        <RecordViewDrawer
          def={openedDef}
          recordId={opened?.id ?? null}
          can={() => false}
          onReview={() => {}}
          onClose={() => setOpened(null)}
        />
      )}
    </div>
  );
}
