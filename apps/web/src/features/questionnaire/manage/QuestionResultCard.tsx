import { type CountRow, type QuestionResult, type RatingFigures, textIn } from '@accredit/shared';
import { Card, List, Space, Table, type TableColumnType, Tag, Typography } from 'antd';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/responsive.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { EChart } from '../../qualification/EChart.tsx';
import { barsHeight, type CountBar, choiceOption, meansOption, ratingOption } from './charts.ts';
import { figureText, rateText } from './model.ts';

/**
 * One question's results (issue 18 item 5): choice questions as counts and shares per option,
 * ratings as their distribution with the mean and the attainment (mean / points, the indirect
 * measure's unit), matrices as each row's mean, text answers listed. Each figure beside its chart;
 * charts load lazily with echarts.
 */
function countBars(rows: CountRow[], locale: string): CountBar[] {
  return rows.map((r) => ({ label: textIn(r.text, locale) || r.id, count: r.count, percent: r.percent }));
}

function CountTable({ rows, testId }: { rows: CountRow[]; testId: string }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Table<CountRow>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rows}
      data-testid={testId}
      columns={[
        { key: 'text', title: t('qnrWeb.results.option'), render: (_v, r) => textIn(r.text, locale) || r.id },
        { key: 'count', dataIndex: 'count', title: t('qnrWeb.results.count'), align: 'right', width: 80 },
        {
          key: 'percent',
          title: t('qnrWeb.results.percent'),
          align: 'right',
          width: 90,
          render: (_v, r) => rateText(r.percent),
        },
      ]}
    />
  );
}

/** Mean, respondents and attainment of a rating (or a matrix row). */
function RatingStats({
  figures,
  points,
  testId,
}: {
  figures: RatingFigures;
  points: number;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Space size="large" wrap data-testid={testId} data-mean={figures.mean ?? ''}>
      <span>
        <Typography.Text type="secondary">{t('qnrWeb.results.mean')} </Typography.Text>
        <Typography.Text strong>
          {figureText(figures.mean)} / {points}
        </Typography.Text>
      </span>
      <span>
        <Typography.Text type="secondary">{t('qnrWeb.results.n')} </Typography.Text>
        <Typography.Text strong>{figures.n}</Typography.Text>
      </span>
      <span>
        <Typography.Text type="secondary">{t('qnrWeb.results.attainment')} </Typography.Text>
        <Typography.Text strong>{figureText(figures.attainment)}</Typography.Text>
      </span>
    </Space>
  );
}

function Chart({
  option,
  height,
  testId,
}: {
  option: Parameters<typeof EChart>[0]['option'];
  height: number;
  testId: string;
}) {
  return (
    <div className="qnr-chart">
      <Suspense fallback={null}>
        <EChart option={option} height={height} testId={testId} />
      </Suspense>
    </div>
  );
}

function Body({ q, index }: { q: QuestionResult; index: number }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const locale = currentLocale();
  const countName = t('qnrWeb.results.count');
  const meanName = t('qnrWeb.results.mean');
  const option = useMemo(() => {
    if ((q.kind === 'single' || q.kind === 'multiple') && q.options)
      return choiceOption(countBars(q.options, locale), countName);
    if (q.kind === 'rating' && q.rating)
      return ratingOption(
        countBars(q.rating.distribution, locale),
        { low: textIn(q.scale?.low, locale), high: textIn(q.scale?.high, locale) },
        countName,
      );
    if (q.kind === 'matrix' && q.rows)
      return meansOption(
        q.rows.map((r) => ({ label: textIn(r.text, locale) || r.id, mean: r.mean })),
        q.scale?.points ?? 5,
        meanName,
      );
    return null;
  }, [q, locale, countName, meanName]);
  const testId = `qnr-result-${index}`;

  if (q.kind === 'text')
    return (
      <List
        size="small"
        bordered
        dataSource={q.texts ?? []}
        locale={{ emptyText: t('qnrWeb.results.noTexts') }}
        pagination={(q.texts?.length ?? 0) > 10 ? { pageSize: 10, size: 'small' } : false}
        renderItem={(text) => <List.Item className="qnr-text-answer">{text}</List.Item>}
        data-testid={`${testId}-texts`}
      />
    );
  if ((q.kind === 'single' || q.kind === 'multiple') && q.options)
    return (
      <div className="qnr-result-body">
        <div>
          <CountTable rows={q.options} testId={`${testId}-table`} />
          {q.kind === 'multiple' && (
            <Typography.Text type="secondary" className="qnr-note">
              {t('qnrWeb.results.multipleNote')}
            </Typography.Text>
          )}
        </div>
        {option && <Chart option={option} height={barsHeight(q.options.length)} testId={`${testId}-chart`} />}
      </div>
    );
  if (q.kind === 'rating' && q.rating)
    return (
      <div className="qnr-result-body">
        <div>
          <RatingStats figures={q.rating} points={q.scale?.points ?? 5} testId={`${testId}-stats`} />
          <CountTable rows={q.rating.distribution} testId={`${testId}-table`} />
        </div>
        {option && <Chart option={option} height={260} testId={`${testId}-chart`} />}
      </div>
    );
  if (q.kind === 'matrix' && q.rows) {
    const points = q.scale?.points ?? 5;
    type MatrixRow = NonNullable<QuestionResult['rows']>[number];
    const mean = (r: MatrixRow) => `${figureText(r.mean)} / ${points}`;
    // On a phone the row's text keeps the width: its figures are one column.
    const columns: TableColumnType<MatrixRow>[] = phone
      ? [
          { key: 'text', title: t('qnrWeb.results.row'), render: (_v, r) => textIn(r.text, locale) || r.id },
          {
            key: 'mean',
            title: t('qnrWeb.results.mean'),
            align: 'right',
            width: 96,
            render: (_v, r) => (
              <div className="qnr-nowrap">
                <div>{mean(r)}</div>
                <Typography.Text type="secondary">
                  {t('qnrWeb.results.answered', { count: r.n })}
                </Typography.Text>
              </div>
            ),
          },
        ]
      : [
          { key: 'text', title: t('qnrWeb.results.row'), render: (_v, r) => textIn(r.text, locale) || r.id },
          {
            key: 'n',
            dataIndex: 'n',
            title: t('qnrWeb.results.n'),
            align: 'right',
            width: 96,
            className: 'qnr-nowrap',
          },
          {
            key: 'mean',
            title: t('qnrWeb.results.mean'),
            align: 'right',
            width: 90,
            className: 'qnr-nowrap',
            render: (_v, r) => mean(r),
          },
          {
            key: 'attainment',
            title: t('qnrWeb.results.attainment'),
            align: 'right',
            width: 100,
            render: (_v, r) => figureText(r.attainment),
          },
        ];
    return (
      <div className="qnr-result-body">
        <Table<MatrixRow>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={q.rows}
          data-testid={`${testId}-table`}
          columns={columns}
        />
        {option && <Chart option={option} height={barsHeight(q.rows.length)} testId={`${testId}-chart`} />}
      </div>
    );
  }
  return null;
}

export function QuestionResultCard({ q, index }: { q: QuestionResult; index: number }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Card
      size="small"
      className="qnr-result"
      data-testid={`qnr-result-${index}`}
      data-question={q.questionId}
      title={
        <div className="qnr-result-title">
          <Typography.Text strong>
            {index + 1}. {textIn(q.title, locale)}
          </Typography.Text>
        </div>
      }
    >
      <Space size={4} wrap className="qnr-result-meta">
        <Tag>{t(`qnrWeb.kinds.${q.kind}`)}</Tag>
        {q.required && <Tag color="red">{t('qnrWeb.results.required')}</Tag>}
        {(q.loIds?.length ?? 0) > 0 && <Tag color="purple">{t('qnrWeb.results.mapped')}</Tag>}
        <Typography.Text type="secondary" data-testid={`qnr-result-${index}-answered`}>
          {t('qnrWeb.results.answered', { count: q.answered })}
        </Typography.Text>
      </Space>
      <Body q={q} index={index} />
    </Card>
  );
}
