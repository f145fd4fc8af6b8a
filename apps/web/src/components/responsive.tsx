import { EllipsisOutlined } from '@ant-design/icons';
import { Button, Grid, Popover, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Lists on a phone (issue 15 item 7). Below antd's `md` breakpoint (768 px) a list keeps its key
 * columns (name or title, status) in view and its row actions compact: one button that opens
 * them, in a column that is not pinned to the right (a pinned column as wide as the screen hides
 * every other). The remaining columns are reached by scrolling the table sideways.
 */
export function useIsPhone(): boolean {
  return Grid.useBreakpoint().md === false;
}

/** A table column's fixed side: none on a phone. */
export function fixedUnlessPhone(phone: boolean, side: 'left' | 'right'): 'left' | 'right' | undefined {
  return phone ? undefined : side;
}

/**
 * Row actions: inline on a wide screen; on a phone behind one "more" button, listed one per line
 * (confirmations inside still work: the list stays open while they ask).
 */
export function RowActions({ phone, children }: { phone: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  if (!phone)
    return (
      <Space size={0} wrap>
        {children}
      </Space>
    );
  return (
    <PhoneMenu
      placement="bottomRight"
      listTestId="row-actions-list"
      button={
        <Button
          type="text"
          size="small"
          icon={<EllipsisOutlined />}
          aria-label={t('crud.ui.actions')}
          data-testid="row-actions"
        />
      }
    >
      {children}
    </PhoneMenu>
  );
}

/** A phone's list of actions behind one button, one per line. */
export function PhoneMenu({
  button,
  placement,
  listTestId,
  children,
}: {
  button: ReactNode;
  placement: 'bottomLeft' | 'bottomRight';
  listTestId: string;
  children: ReactNode;
}) {
  return (
    <Popover
      trigger="click"
      placement={placement}
      content={
        <Space direction="vertical" size={0} align="start" data-testid={listTestId}>
          {children}
        </Space>
      }
    >
      {button}
    </Popover>
  );
}

/** What a phone layout needs of a table column. */
interface PhoneColumn {
  key?: string | number | bigint;
  width?: string | number;
  ellipsis?: unknown;
  fixed?: unknown;
}

/**
 * A generic list's columns on a phone: the key columns (`keys`, e.g. the record's title fields and
 * its review status) first, in that order, then the rest; every column gets a width, because a
 * truncated column without one collapses to nothing when the table scrolls sideways, and no
 * column is pinned.
 */
export function phoneColumns<C extends PhoneColumn>(columns: readonly C[], keys: readonly string[]): C[] {
  const rank = (c: C) => {
    const i = keys.indexOf(String(c.key));
    return i < 0 ? keys.length : i;
  };
  return [...columns]
    .map((c, index) => ({ c, index }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.index - b.index)
    .map(({ c }) => ({
      ...c,
      fixed: undefined,
      width: c.width ?? (keys.includes(String(c.key)) ? (c.key === 'reviewStatus' ? 110 : 180) : 140),
    }));
}

/** The width a phone table takes: its columns' widths plus `extra` (selection, actions). */
export function phoneTableWidth(columns: readonly PhoneColumn[], extra = 0): number {
  return columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 140), extra);
}

/** The title fields of a record type in the order a reader of `locale` looks for them. */
export function titleKeysFor(title: readonly string[] | undefined, locale: string): string[] {
  const keys = [...(title ?? [])];
  if (locale.startsWith('zh')) return keys;
  return [...keys.filter((k) => /En$/.test(k)), ...keys.filter((k) => !/En$/.test(k))];
}
