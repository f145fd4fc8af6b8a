import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  Popconfirm,
  Space,
  Table,
  type TableColumnsType,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../../../api/client.ts';
import { listPaging } from '../../../crud/list-total.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { type LogEntry, sysApi, write } from '../api.ts';
import { NoAccess, quiet, usePerms, useSave } from '../shared.tsx';
import { logText } from './log-text.ts';
import { VisitStats } from './VisitStats.tsx';

type LogType = '1' | '2';
const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm:ss') : '');

/** Login and operation logs with keyword and date filters, visit figures, and deletion for admins. */
export default function LogsPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const can = usePerms('log');
  const save = useSave();
  const queryClient = useQueryClient();
  const [logType, setLogType] = useState<LogType>('1');
  const [filters, setFilters] = useState<Query>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  // Past 10,000 entries the server says "10,000+" until the exact figure is asked for (kept while paging).
  const [exactTotal, setExactTotal] = useState(false);
  const query = { ...filters, ...page, logType, ...(exactTotal ? { exactTotal: 'true' } : {}) };
  const list = useQuery({
    queryKey: ['sys', 'logs', query],
    queryFn: () => sysApi.logs(query),
    enabled: can('query'),
    placeholderData: keepPreviousData,
  });
  if (!can('query')) return <NoAccess />;

  const remove = async (ids: string[]) => {
    const done = await save(() =>
      ids.length === 1
        ? write('DELETE', '/sys/log/delete', { query: { id: ids[0] } }, quiet)
        : write('DELETE', '/sys/log/deleteBatch', { query: { ids: ids.join(',') } }, quiet),
    );
    if (done === undefined) return;
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: ['sys', 'logs'] });
  };

  const outcome = (v: string | null) =>
    v === 'success' ? (
      <Tag color="green">{t('sysadmin.logs.success')}</Tag>
    ) : v ? (
      <Tag color="red">{t('sysadmin.logs.failure')}</Tag>
    ) : null;
  const columns: TableColumnsType<LogEntry> = [
    {
      key: 'logContent',
      dataIndex: 'logContent',
      title: t('sysadmin.logs.content'),
      ellipsis: true,
      width: 280,
      render: (_: string, r: LogEntry) => logText(r, t, locale),
    },
    { key: 'username', dataIndex: 'username', title: t('sysadmin.logs.user') },
    { key: 'ip', dataIndex: 'ip', title: t('sysadmin.logs.ip') },
    ...(logType === '2'
      ? ([
          {
            key: 'request',
            title: t('sysadmin.logs.request'),
            render: (_: unknown, r: LogEntry) => (
              <Typography.Text code>
                {r.method} {r.requestUrl}
              </Typography.Text>
            ),
          },
          { key: 'target', dataIndex: 'target', title: t('sysadmin.logs.target'), ellipsis: true },
          {
            key: 'costTime',
            dataIndex: 'costTime',
            title: t('sysadmin.logs.duration'),
            render: (v: number | null) => (v === null ? '' : `${v} ms`),
          },
        ] as TableColumnsType<LogEntry>)
      : []),
    { key: 'outcome', dataIndex: 'outcome', title: t('sysadmin.logs.outcome'), render: outcome },
    { key: 'createTime', dataIndex: 'createTime', title: t('sysadmin.logs.time'), render: time },
    ...(can('delete')
      ? [
          {
            key: 'actions',
            title: t('crud.ui.actions'),
            render: (_: unknown, r: LogEntry) => (
              <Popconfirm title={t('crud.ui.confirmDelete')} onConfirm={() => remove([r.id])}>
                <Button type="link" size="small" danger>
                  {t('common.delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  const table = (
    <>
      <Form
        name="logSearch"
        layout="inline"
        style={{ rowGap: 8, marginBottom: 12 }}
        onFinish={(v: { keyWord?: string; range?: [Dayjs, Dayjs] | null }) => {
          setFilters({
            keyWord: v.keyWord?.trim(),
            createTime_begin: v.range?.[0]?.format('YYYY-MM-DD'),
            createTime_end: v.range?.[1]?.format('YYYY-MM-DD'),
          });
          setPage((p) => ({ ...p, pageNo: 1 }));
          setExactTotal(false);
        }}
      >
        <Form.Item name="keyWord" label={t('sysadmin.logs.keyword')}>
          <Input allowClear data-testid="log-keyword" />
        </Form.Item>
        <Form.Item name="range" label={t('sysadmin.logs.dateRange')}>
          <DatePicker.RangePicker />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="log-search">
            {t('common.search')}
          </Button>
          {can('delete') && selected.length > 0 && (
            <Popconfirm
              title={t('crud.ui.confirmBatchDelete', { count: selected.length })}
              onConfirm={() => remove(selected)}
            >
              <Button danger>{t('crud.ui.batchDelete')}</Button>
            </Popconfirm>
          )}
        </Space>
      </Form>
      <div data-testid="log-table">
        <Table<LogEntry>
          rowKey="id"
          size="small"
          scroll={{ x: 'max-content' }}
          loading={list.isFetching}
          dataSource={list.data?.records ?? []}
          columns={columns}
          rowSelection={
            can('delete')
              ? { selectedRowKeys: selected, onChange: (k) => setSelected(k.map(String)) }
              : undefined
          }
          pagination={{
            ...listPaging(t, page, list.data, {
              exact: exactTotal,
              onExact: () => setExactTotal(true),
              counting: exactTotal && list.isFetching,
            }),
            onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          }}
        />
      </div>
    </>
  );

  return (
    <Card title={t('sysadmin.logs.title')} data-testid="sys-logs">
      <VisitStats />
      <Tabs
        activeKey={logType}
        onChange={(k) => {
          setLogType(k as LogType);
          setSelected([]);
          setPage((p) => ({ ...p, pageNo: 1 }));
          setExactTotal(false);
        }}
        items={[
          { key: '1', label: t('sysadmin.logs.login'), children: logType === '1' ? table : null },
          { key: '2', label: t('sysadmin.logs.operation'), children: logType === '2' ? table : null },
        ]}
      />
    </Card>
  );
}
