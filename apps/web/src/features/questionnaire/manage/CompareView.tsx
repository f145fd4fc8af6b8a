import type { QuestionnaireCompare } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import {
  Descriptions,
  Empty,
  Result,
  Select,
  Space,
  Spin,
  Table,
  type TableColumnType,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { useIsPhone } from '../../../components/responsive.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { EChart } from '../../qualification/EChart.tsx';
import { qnrApi, qnrKeys } from './api.ts';
import { barsHeight, pairOption } from './charts.ts';
import { type CompareCell, type CompareLine, compareLines, compareMeanBars } from './compare-model.ts';
import { deltaText, deltaTone, figureText, rateText } from './model.ts';
import { templateName } from './TemplatePicker.tsx';

/**
 * Two runs of the same template side by side (issue 18 item 5): this questionnaire against
 * another run the reader may see (GET /aacsb/questionnaire/runs), each question's respondents and
 * mean in both and the change, choice options' shares and matrix rows' means underneath, and the
 * means of the rating questions and matrix rows as paired bars.
 */
function Delta({ delta }: { delta: number | null }) {
  const tone = deltaTone(delta);
  return (
    <Typography.Text
      type={tone === 'up' ? 'success' : tone === 'down' ? 'danger' : undefined}
      data-testid="qnr-compare-delta"
    >
      {deltaText(delta)}
    </Typography.Text>
  );
}

/** The two runs are A (this questionnaire) and B (the one picked): short labels for the columns and the legend. */
const RUNS = ['a', 'b'] as const;

function Figures({ data }: { data: QuestionnaireCompare }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const phone = useIsPhone();
  const label = { a: t('qnrWeb.compare.runA'), b: t('qnrWeb.compare.runB') };
  const short = { a: t('qnrWeb.compare.shortA'), b: t('qnrWeb.compare.shortB') };
  const lines = useMemo(() => compareLines(data.questions, locale), [data, locale]);
  const bars = useMemo(() => compareMeanBars(data.questions, locale), [data, locale]);
  const option = useMemo(() => pairOption(bars, { a: short.a, b: short.b }), [bars, short.a, short.b]);
  const cell = (line: CompareLine, c: CompareCell) => {
    if (line.kind === 'option') return rateText(c.percent);
    if (line.kind === 'row') return figureText(c.mean);
    return c.mean === null || c.mean === undefined
      ? t('qnrWeb.compare.answered', { count: c.answered ?? 0 })
      : t('qnrWeb.compare.meanOf', { mean: c.mean, count: c.answered ?? 0 });
  };
  const columns: TableColumnType<CompareLine>[] = [
    {
      key: 'title',
      title: t('qnrWeb.compare.question'),
      width: phone ? 170 : undefined,
      render: (_v, r) =>
        r.kind === 'question' ? (
          <strong>{r.title}</strong>
        ) : (
          <span className="qnr-compare-child">{r.title}</span>
        ),
    },
    ...RUNS.map(
      (k): TableColumnType<CompareLine> => ({
        key: k,
        title: short[k],
        align: 'right',
        className: 'qnr-nowrap',
        render: (_v, r) => cell(r, r[k]),
      }),
    ),
    {
      key: 'delta',
      title: t('qnrWeb.compare.change'),
      align: 'right',
      render: (_v, r) => <Delta delta={r.delta} />,
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Descriptions
        size="small"
        bordered
        layout={phone ? 'vertical' : 'horizontal'}
        column={1}
        data-testid="qnr-compare-runs"
        items={RUNS.map((k) => ({
          key: k,
          label: label[k],
          children: (
            <Space direction="vertical" size={0}>
              <Typography.Text strong>{templateName(data[k])}</Typography.Text>
              <Typography.Text type="secondary">
                {t('qnrWeb.compare.runFigures', {
                  respondents: data[k].respondents,
                  rate: rateText(data[k].rate),
                })}
              </Typography.Text>
            </Space>
          ),
        }))}
      />
      {bars.length > 0 && (
        <div className="qnr-chart">
          <Typography.Text strong>{t('qnrWeb.compare.meansChart')}</Typography.Text>
          <Suspense fallback={null}>
            <EChart option={option} height={barsHeight(bars.length * 2)} testId="qnr-compare-chart" />
          </Suspense>
        </div>
      )}
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={lines}
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="qnr-compare-table"
      />
    </Space>
  );
}

export function CompareView({ id }: { id: string }) {
  const { t } = useTranslation();
  const [otherId, setOtherId] = useState<string | undefined>(undefined);
  const runs = useQuery({ queryKey: qnrKeys.runs(id), queryFn: () => qnrApi.runs(id) });
  const compare = useQuery({
    queryKey: qnrKeys.compare(id, otherId ?? ''),
    enabled: Boolean(otherId),
    queryFn: () => qnrApi.compare(id, otherId ?? ''),
  });
  if (runs.isLoading) return <Spin />;
  if (runs.isError)
    return (
      <Result
        status="warning"
        title={runs.error instanceof ApiError ? runs.error.message : String(runs.error)}
      />
    );
  const others = (runs.data ?? []).filter((r) => r.id !== id);
  if (others.length === 0)
    return <Empty description={t('qnrWeb.compare.noRuns')} data-testid="qnr-compare-none" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="qnr-compare">
      <Select
        style={{ width: '100%', maxWidth: 480 }}
        placeholder={t('qnrWeb.compare.pick')}
        value={otherId}
        onChange={setOtherId}
        options={others.map((r) => ({
          value: r.id,
          label: [templateName(r), r.startTime ? dayjs(r.startTime).format('YYYY-MM-DD') : '']
            .filter(Boolean)
            .join(' · '),
        }))}
        data-testid="qnr-compare-run"
      />
      {compare.isFetching && <Spin />}
      {compare.isError && (
        <Result
          status="warning"
          title={compare.error instanceof ApiError ? compare.error.message : String(compare.error)}
        />
      )}
      {compare.data && !compare.isFetching && <Figures data={compare.data} />}
    </Space>
  );
}
