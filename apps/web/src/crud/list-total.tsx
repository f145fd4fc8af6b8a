import type { Page } from '@accredit/shared';
import { Button, Space, type TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import { type Paging, tablePaging } from '../components/paging.ts';
import { currentLocale } from '../i18n/index.ts';

/**
 * The paging of a resource list whose total may be capped (issue 22): past 10,000 matches the
 * server stops counting and says `totalCapped`, so the list shows "10,000+" with a button that
 * asks for the exact figure (the list's `exactTotal=true`); otherwise the usual total.
 */
export interface ListTotal {
  /** The list is asking for the exact total (and keeps doing so while paging). */
  exact: boolean;
  onExact(): void;
  counting: boolean;
}

export function cappedTotalText(t: TFunction, total: number): string {
  return t('crud.ui.totalCapped', { total: new Intl.NumberFormat(currentLocale()).format(total) });
}

export function listPaging(
  t: TFunction,
  page: Paging,
  data: Pick<Page<unknown>, 'total' | 'totalCapped'> | undefined,
  total: ListTotal,
): TablePaginationConfig {
  const base = tablePaging(t, page, data?.total, undefined, true);
  if (!data?.totalCapped) return base;
  return {
    ...base,
    showTotal: (count) => (
      <Space size={4} data-testid="crud-total">
        <span>{cappedTotalText(t, count)}</span>
        <Button
          type="link"
          size="small"
          loading={total.counting}
          onClick={total.onExact}
          data-testid="crud-count-all"
        >
          {t('crud.ui.countAll')}
        </Button>
      </Space>
    ),
  };
}
