import { dictChoices } from '@accredit/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Input, Select, Space, Table, type TableColumnType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tablePaging } from '../../../components/paging.ts';
import { useIsPhone } from '../../../components/responsive.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import {
  fetchImprovements,
  type Improvement,
  type ImprovementQuery,
  improvementsKey,
  type Origin,
  type SortColumn,
} from './api.ts';

/**
 * Every improvement in one table (issue 19 item 4): the school's records and the actions of
 * assurance of learning, with origin, status, owner and due date (overdue in red); filters, sort
 * and paging are the server's. An AoL action links to the screen where it is kept.
 */
export const AOL_ACTIONS_PATH = '/aol/improvement-action';
const STATUS_COLOURS: Record<string, string> = { '1': 'default', '2': 'processing', '3': 'success' };
const SORTABLE: readonly string[] = ['dueDate', 'status', 'finding'];

/** The text of a bilingual pair a reader of `locale` reads first. */
export function inLocale(zh: string | null, en: string | null, locale: string): string {
  return (locale.startsWith('zh') ? zh || en : en || zh) ?? '';
}

export function AllImprovements() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const phone = useIsPhone();
  const [q, setQ] = useState<ImprovementQuery>({ pageNo: 1, pageSize: 10, column: 'dueDate', order: 'asc' });
  const query = useQuery({
    queryKey: improvementsKey(q),
    queryFn: () => fetchImprovements(q),
    placeholderData: keepPreviousData,
  });
  const set = (patch: Partial<ImprovementQuery>) => setQ((old) => ({ ...old, pageNo: 1, ...patch }));
  const sortOrder = (key: string) =>
    q.column === key ? (q.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null;

  const columns: TableColumnType<Improvement>[] = [
    {
      key: 'origin',
      title: t('improvement.origin.label'),
      width: 120,
      render: (_, r) => (
        <Tag
          color={r.origin === 'aol' ? 'purple' : 'blue'}
          data-testid="ci-row-origin"
          data-origin={r.origin}
        >
          {t(`improvement.origin.${r.origin}`)}
        </Tag>
      ),
    },
    {
      key: 'finding',
      title: t('improvement.col.finding'),
      sorter: true,
      sortOrder: sortOrder('finding'),
      width: phone ? 220 : undefined,
      render: (_, r) => (
        <Space orientation="vertical" size={2}>
          <Typography.Text>{inLocale(r.finding, r.findingEn, locale)}</Typography.Text>
          <Typography.Text type="secondary" ellipsis={{ tooltip: true }} style={{ maxWidth: 360 }}>
            {inLocale(r.action, r.actionEn, locale)}
          </Typography.Text>
          {r.origin === 'aol' && (
            <Link to={AOL_ACTIONS_PATH} data-testid="ci-row-aol-link">
              {t('improvement.open')}
            </Link>
          )}
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('improvement.col.status'),
      sorter: true,
      sortOrder: sortOrder('status'),
      width: 120,
      render: (_, r) => <Tag color={STATUS_COLOURS[r.status ?? ''] ?? 'default'}>{r.status_dictText}</Tag>,
    },
    {
      key: 'owner',
      title: t('improvement.col.owner'),
      width: 120,
      render: (_, r) => r.ownerId_dictText ?? '–',
    },
    {
      key: 'dueDate',
      title: t('improvement.col.dueDate'),
      sorter: true,
      sortOrder: sortOrder('dueDate'),
      width: 130,
      render: (_, r) =>
        r.overdue ? (
          <Space size={4} wrap>
            <Typography.Text type="danger" data-testid="ci-row-overdue">
              {r.dueDate}
            </Typography.Text>
            <Tag color="red">{t('improvement.overdue')}</Tag>
          </Space>
        ) : (
          (r.dueDate ?? '–')
        ),
    },
    {
      key: 'programme',
      title: t('improvement.col.programme'),
      width: 160,
      render: (_, r) => r.degreeProgramsId_dictText ?? '–',
    },
    {
      key: 'standards',
      title: t('improvement.col.standards'),
      width: 160,
      render: (_, r) => r.standards_dictText ?? '–',
    },
    { key: 'year', title: t('improvement.col.year'), width: 80, render: (_, r) => r.year ?? '–' },
  ];

  const statusOptions = [
    { value: '', label: t('improvement.status.all') },
    ...dictChoices('planActionStatus').map((i) => ({ value: i.value, label: i.label[locale] })),
  ];
  const originOptions = [
    { value: '', label: t('improvement.origin.all') },
    ...(['ci', 'aol'] as const).map((o) => ({ value: o, label: t(`improvement.origin.${o}`) })),
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('improvement.intro')}
      </Typography.Paragraph>
      <Space wrap style={{ width: '100%' }}>
        <Input.Search
          allowClear
          placeholder={t('improvement.keyword')}
          onSearch={(keyword) => set({ keyword: keyword.trim() || undefined })}
          style={{ width: phone ? '100%' : 260 }}
          data-testid="ci-keyword"
        />
        <Select
          value={q.status ?? ''}
          options={statusOptions}
          onChange={(status: string) => set({ status: status || undefined })}
          style={{ width: phone ? 160 : 180 }}
          data-testid="ci-status-filter"
        />
        <Select
          value={q.origin ?? ''}
          options={originOptions}
          onChange={(origin: Origin | '') => set({ origin: origin || undefined })}
          style={{ width: phone ? 170 : 200 }}
          data-testid="ci-origin-filter"
        />
      </Space>
      {query.isError && <Alert type="error" showIcon title={t('improvement.failed')} />}
      <Table
        data-testid="ci-all-table"
        size="small"
        rowKey={(r) => `${r.origin}-${r.id}`}
        loading={query.isFetching}
        columns={columns}
        dataSource={query.data?.records ?? []}
        locale={{ emptyText: t('improvement.empty') }}
        scroll={{ x: 'max-content' }}
        pagination={tablePaging(t, q, query.data?.total, undefined, true)}
        onChange={(pagination, _filters, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = String(s?.columnKey ?? '');
          const sorted = s?.order && SORTABLE.includes(key);
          setQ((old) => ({
            ...old,
            pageNo: pagination.current ?? 1,
            pageSize: pagination.pageSize ?? old.pageSize,
            column: sorted ? (key as SortColumn) : 'dueDate',
            order: sorted && s.order === 'descend' ? 'desc' : 'asc',
          }));
        }}
      />
    </Space>
  );
}
