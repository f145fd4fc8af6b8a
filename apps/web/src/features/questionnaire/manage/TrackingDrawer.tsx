import { type NonRespondent, QUESTIONNAIRE_STATUS, type RateRow, textIn } from '@accredit/shared';
import { BarChartOutlined, BellOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  type ButtonProps,
  Empty,
  Input,
  Progress,
  Result,
  Space,
  Spin,
  Table,
  type TableColumnType,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { tablePaging } from '../../../components/paging.ts';
import { useIsPhone } from '../../../components/responsive.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { qnrApi, qnrKeys } from './api.ts';
import { ratePercent, rateText } from './model.ts';
import { PanelDrawer } from './PanelDrawer.tsx';

/**
 * Tracking (issue 18 item 4): the response rate overall and per audience group, and who has not
 * answered yet, with "Remind non-respondents" (a notification to each of them, only while
 * collecting). For an anonymous questionnaire the same list is shown: the server keeps only the
 * fact of having answered, never which answer was whose.
 */
function RateLine({ row, label, testId }: { row: RateRow; label: string; testId: string }) {
  return (
    <div className="qnr-rate-line" data-testid={testId} data-rate={row.rate ?? ''}>
      <Typography.Text className="qnr-rate-label" ellipsis={{ tooltip: label }}>
        {label}
      </Typography.Text>
      <Progress percent={ratePercent(row)} format={() => rateText(row.rate)} size="small" />
      <Typography.Text type="secondary" className="qnr-rate-count">
        {row.answered} / {row.audience}
      </Typography.Text>
    </div>
  );
}

export function TrackingDrawer({
  id,
  canRemind,
  onClose,
  onResults,
}: {
  id: string | null;
  canRemind: boolean;
  onClose: () => void;
  onResults: (id: string) => void;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const phone = useIsPhone();
  const locale = currentLocale();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const tracking = useQuery({
    queryKey: qnrKeys.tracking(id ?? ''),
    enabled: id !== null,
    queryFn: () => qnrApi.tracking(id ?? ''),
  });
  const data = tracking.data;
  const labels = useMemo(
    () => new Map((data?.groups ?? []).map((g) => [g.key, textIn(g.label, locale) || g.key])),
    [data, locale],
  );
  const people = useMemo(() => {
    const all = data?.nonRespondents ?? [];
    const k = keyword.trim().toLowerCase();
    if (!k) return all;
    return all.filter(
      (p) =>
        p.realname.toLowerCase().includes(k) ||
        p.username.toLowerCase().includes(k) ||
        (labels.get(p.groupKey) ?? '').toLowerCase().includes(k),
    );
  }, [data, keyword, labels]);
  const collecting = data?.status === QUESTIONNAIRE_STATUS.collecting;
  const waiting = data?.nonRespondents.length ?? 0;

  const remind = () =>
    modal.confirm({
      title: t('qnrWeb.tracking.remindConfirm', { count: waiting }),
      content: t('qnrWeb.tracking.remindExplain'),
      okText: t('qnrWeb.tracking.remind'),
      cancelText: t('crud.ui.cancel'),
      okButtonProps: { 'data-testid': 'qnr-remind-confirm' } as ButtonProps,
      onOk: async () => {
        try {
          const sent = await qnrApi.remind(id ?? '');
          if (sent > 0) message.success(t('qnrWeb.tracking.reminded', { count: sent }));
          else message.info(t('qnrWeb.tracking.nobodyToRemind'));
        } catch (e) {
          message.error(e instanceof ApiError ? e.message : String(e));
        } finally {
          void queryClient.invalidateQueries({ queryKey: qnrKeys.tracking(id ?? '') });
        }
      },
    });

  // Columns get widths on a phone only, where the table scrolls sideways; a wide screen shares the room out.
  const phoneWidth = (px: number) => (phone ? px : undefined);
  const columns: TableColumnType<NonRespondent>[] = [
    {
      key: 'realname',
      dataIndex: 'realname',
      title: t('qnrWeb.tracking.columns.name'),
      width: phoneWidth(120),
    },
    {
      key: 'username',
      dataIndex: 'username',
      title: t('qnrWeb.tracking.columns.username'),
      width: phoneWidth(120),
    },
    {
      key: 'group',
      title: t('qnrWeb.tracking.columns.group'),
      width: phoneWidth(140),
      render: (_v, p) => labels.get(p.groupKey) ?? p.groupKey,
    },
    ...(data?.anonymous
      ? []
      : [
          {
            key: 'started',
            title: t('qnrWeb.tracking.columns.started'),
            width: phoneWidth(100),
            render: (_v: unknown, p: NonRespondent) =>
              p.started ? <Tag color="blue">{t('qnrWeb.tracking.draftSaved')}</Tag> : null,
          },
        ]),
    {
      key: 'remindCount',
      dataIndex: 'remindCount',
      title: t('qnrWeb.tracking.columns.reminders'),
      width: phoneWidth(100),
    },
    {
      key: 'lastReminded',
      title: t('qnrWeb.tracking.columns.lastReminded'),
      width: phoneWidth(150),
      render: (_v, p) => (p.lastReminded ? dayjs(p.lastReminded).format('YYYY-MM-DD HH:mm') : '—'),
    },
  ];

  return (
    <PanelDrawer
      panel="tracking"
      id={id}
      size={880}
      onClose={onClose}
      extra={
        <Space wrap>
          <Button
            icon={<ReloadOutlined />}
            aria-label={t('qnrWeb.refresh')}
            onClick={() => void tracking.refetch()}
            data-testid="qnr-tracking-refresh"
          />
          {id && (
            <Button
              icon={<BarChartOutlined />}
              onClick={() => onResults(id)}
              data-testid="qnr-tracking-results"
            >
              {t('qnrWeb.panels.results')}
            </Button>
          )}
        </Space>
      }
    >
      {tracking.isLoading && <Spin />}
      {tracking.isError && (
        <Result
          status="warning"
          title={tracking.error instanceof ApiError ? tracking.error.message : String(tracking.error)}
        />
      )}
      {data && (
        <div className="qnr-tracking" data-testid="qnr-tracking">
          {data.anonymous && (
            <Alert
              type="info"
              showIcon
              title={t('qnrWeb.tracking.anonymousNote')}
              data-testid="qnr-tracking-anonymous"
            />
          )}
          {data.total.audience === 0 ? (
            <Empty description={t('qnrWeb.tracking.nobodyYet')} />
          ) : (
            <>
              <div className="qnr-tracking-total">
                <Progress
                  type="dashboard"
                  percent={ratePercent(data.total)}
                  format={() => rateText(data.total.rate)}
                  size={phone ? 110 : 130}
                />
                <div>
                  <Typography.Title level={5} style={{ marginTop: 0 }}>
                    {t('qnrWeb.tracking.overall')}
                  </Typography.Title>
                  <Typography.Text data-testid="qnr-tracking-total" data-rate={data.total.rate ?? ''}>
                    {t('qnrWeb.tracking.answeredOf', {
                      answered: data.total.answered,
                      audience: data.total.audience,
                    })}
                  </Typography.Text>
                </div>
              </div>
              {data.groups.length > 0 && (
                <section>
                  <Typography.Title level={5}>{t('qnrWeb.tracking.byGroup')}</Typography.Title>
                  {data.groups.map((g) => (
                    <RateLine
                      key={g.key}
                      row={g}
                      label={labels.get(g.key) ?? g.key}
                      testId={`qnr-rate-${g.key}`}
                    />
                  ))}
                </section>
              )}
              <section>
                <div className="qnr-section-head">
                  <Typography.Title level={5} style={{ margin: 0 }}>
                    {t('qnrWeb.tracking.notAnswered', { count: waiting })}
                  </Typography.Title>
                  <div className="qnr-head-tools">
                    <Input.Search
                      allowClear
                      placeholder={t('qnrWeb.tracking.search')}
                      onChange={(e) => {
                        setKeyword(e.target.value);
                        setPage((p) => ({ ...p, pageNo: 1 }));
                      }}
                      className="qnr-search"
                      data-testid="qnr-tracking-search"
                    />
                    {canRemind && (
                      <Button
                        type="primary"
                        icon={<BellOutlined />}
                        disabled={!collecting || waiting === 0}
                        title={collecting ? undefined : t('qnrWeb.tracking.remindOnlyCollecting')}
                        onClick={remind}
                        data-testid="qnr-remind"
                      >
                        {t('qnrWeb.tracking.remind')}
                      </Button>
                    )}
                  </div>
                </div>
                {canRemind && !collecting && (
                  <Typography.Text type="secondary">
                    {t('qnrWeb.tracking.remindOnlyCollecting')}
                  </Typography.Text>
                )}
                <Table<NonRespondent>
                  rowKey="userId"
                  size="small"
                  columns={columns}
                  dataSource={people}
                  scroll={{ x: 'max-content' }}
                  pagination={tablePaging(t, page, people.length)}
                  onChange={(p) => setPage({ pageNo: p.current ?? 1, pageSize: p.pageSize ?? 10 })}
                  locale={{ emptyText: t('qnrWeb.tracking.everyoneAnswered') }}
                  data-testid="qnr-nonrespondents"
                />
              </section>
            </>
          )}
        </div>
      )}
    </PanelDrawer>
  );
}
