import { useQuery } from '@tanstack/react-query';
import { Button, Col, Row, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../components/responsive.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { type SearchType, searchApi } from './api.ts';
import { standardTree } from './standards.ts';
import type { SearchState } from './url-state.ts';

/** The searchable types the caller may read, named in the language in use (cached per language). */
export function useSearchTypes() {
  return useQuery({
    queryKey: ['search', 'types', currentLocale()],
    queryFn: searchApi.types,
    staleTime: 5 * 60_000,
  });
}

function useDepartTree() {
  return useQuery({
    queryKey: ['sys', 'departTree'],
    queryFn: searchApi.departTree,
    staleTime: 5 * 60_000,
  });
}

/** Years offered: this year and the fifteen before, and next year (plans run ahead). */
export function yearChoices(now = new Date()): number[] {
  const last = now.getFullYear() + 1;
  return Array.from({ length: 17 }, (_, i) => last - i);
}

/** Type, year, department and standard; each change is written to the address by the caller. */
export function SearchFilters({
  state,
  types,
  onChange,
}: {
  state: SearchState;
  types: SearchType[];
  onChange: (change: Partial<SearchState>) => void;
}) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const departs = useDepartTree();
  const phone = useIsPhone();
  const standards = useMemo(() => standardTree(locale), [locale]);
  const years = useMemo(() => yearChoices(), []);
  const any = state.types.length > 0 || state.year !== null || state.departId || state.standard;
  return (
    <Row gutter={[8, 8]} align="middle" data-testid="search-filters">
      <Col xs={24} md={12} xl={7}>
        <Select
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          style={{ width: '100%' }}
          placeholder={t('search.filter.types')}
          aria-label={t('search.filter.types')}
          value={state.types}
          optionFilterProp="label"
          options={types.map((ty) => ({ value: ty.resource, label: ty.label }))}
          onChange={(v: string[]) => onChange({ types: v })}
          data-testid="search-filter-types"
        />
      </Col>
      <Col xs={24} md={12} xl={4}>
        <Select
          allowClear
          style={{ width: '100%' }}
          placeholder={t('search.filter.year')}
          aria-label={t('search.filter.year')}
          value={state.year ?? undefined}
          options={years.map((y) => ({ value: y, label: String(y) }))}
          onChange={(v?: number) => onChange({ year: v ?? null })}
          data-testid="search-filter-year"
        />
      </Col>
      <Col xs={24} md={12} xl={6}>
        <TreeSelect
          allowClear
          showSearch
          treeNodeFilterProp="title"
          style={{ width: '100%' }}
          placeholder={t('search.filter.department')}
          aria-label={t('search.filter.department')}
          loading={departs.isPending}
          value={state.departId ?? undefined}
          treeData={departs.data ?? []}
          popupMatchSelectWidth={phone ? true : 320}
          treeDefaultExpandAll
          onChange={(v?: string) => onChange({ departId: v ?? null })}
          data-testid="search-filter-department"
        />
      </Col>
      <Col xs={24} md={12} xl={5}>
        <TreeSelect
          allowClear
          showSearch
          treeNodeFilterProp="title"
          treeNodeLabelProp="label"
          style={{ width: '100%' }}
          placeholder={t('search.filter.standard')}
          aria-label={t('search.filter.standard')}
          value={state.standard ?? undefined}
          treeData={standards}
          popupMatchSelectWidth={phone ? true : 380}
          onChange={(v?: string) => onChange({ standard: v ?? null })}
          data-testid="search-filter-standard"
        />
      </Col>
      <Col xs={24} xl={2}>
        {any && (
          <Button
            type="link"
            style={{ paddingInline: 0 }}
            onClick={() => onChange({ types: [], year: null, departId: null, standard: null })}
            data-testid="search-filter-clear"
          >
            {t('search.filter.clear')}
          </Button>
        )}
      </Col>
    </Row>
  );
}
