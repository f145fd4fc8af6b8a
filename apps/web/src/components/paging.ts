import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';

/** A page of a server-paged list (the spec's pageNo and pageSize). */
export interface Paging {
  pageNo: number;
  pageSize: number;
}

/**
 * antd's pagination for a server-paged table: the current page and size, the total in the user's
 * language, and page changes handed back (leave `onPage` out when the table's own onChange does it).
 */
export function tablePaging(
  t: TFunction,
  page: Paging,
  total: number | undefined,
  onPage?: (page: Paging) => void,
  sizeChanger = false,
): TablePaginationConfig {
  return {
    current: page.pageNo,
    pageSize: page.pageSize,
    total: total ?? 0,
    showSizeChanger: sizeChanger || undefined,
    showTotal: (count) => t('crud.ui.total', { total: count }),
    onChange: onPage ? (pageNo, pageSize) => onPage({ pageNo, pageSize }) : undefined,
  };
}
