import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Empty, Row, Table, type TableColumnType, Typography } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/index.ts';
import { barOption } from '../areas/dashboards/Kit.tsx';
import { EChart } from '../qualification/EChart.tsx';
import { type BudgetCategoryRow, type BudgetYearRow, budgetSummaryKey, fetchBudgetSummary } from './api.ts';

/**
 * The budget above the list of budget lines (issue 19 item 5): totals, balance and year-on-year
 * change per year, income against expenditure by year, and the latest year by category. Figures
 * come computed from the server (shared facilities/budget.ts); this only lays them out.
 */
export function budgetChartOption(
  years: readonly BudgetYearRow[],
  names: { income: string; expenditure: string },
): EChartsCoreOption {
  return barOption(
    years.map((y) => y.year),
    [
      { name: names.income, data: years.map((y) => y.income) },
      { name: names.expenditure, data: years.map((y) => y.expenditure) },
    ],
  );
}

export function BudgetSummary() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const query = useQuery({ queryKey: budgetSummaryKey, queryFn: fetchBudgetSummary });
  const years = query.data?.years ?? [];
  const latest = years[years.length - 1];
  const amount = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }), [locale]);
  const money = (n: number) => amount.format(n);
  const change = (n: number | null) => (n === null ? '–' : `${n > 0 ? '+' : ''}${n.toFixed(1)} %`);
  const option = useMemo(
    () => budgetChartOption(years, { income: t('budget.income'), expenditure: t('budget.expenditure') }),
    [years, t],
  );

  const yearColumns: TableColumnType<BudgetYearRow>[] = [
    { key: 'year', title: t('budget.year'), dataIndex: 'year', fixed: 'left', width: 72 },
    { key: 'income', title: t('budget.income'), align: 'right', render: (_, y) => money(y.income) },
    {
      key: 'expenditure',
      title: t('budget.expenditure'),
      align: 'right',
      render: (_, y) => money(y.expenditure),
    },
    {
      key: 'balance',
      title: t('budget.balance'),
      align: 'right',
      render: (_, y) => (
        <Typography.Text type={y.balance < 0 ? 'danger' : undefined}>{money(y.balance)}</Typography.Text>
      ),
    },
    {
      key: 'incomeChange',
      title: t('budget.incomeChange'),
      align: 'right',
      render: (_, y) => change(y.incomeChange),
    },
    {
      key: 'expenditureChange',
      title: t('budget.expenditureChange'),
      align: 'right',
      render: (_, y) => change(y.expenditureChange),
    },
  ];
  const categoryColumns: TableColumnType<BudgetCategoryRow>[] = [
    { key: 'category', title: t('budget.category'), dataIndex: 'category_dictText' },
    { key: 'kind', title: t('budget.kind'), dataIndex: 'kind_dictText' },
    { key: 'amount', title: t('budget.amount'), align: 'right', render: (_, c) => money(c.amount) },
    {
      key: 'share',
      title: t('budget.share'),
      align: 'right',
      render: (_, c) => (c.share === null ? '–' : `${c.share.toFixed(1)} %`),
    },
    { key: 'change', title: t('budget.change'), align: 'right', render: (_, c) => change(c.change) },
  ];

  return (
    <Card title={t('budget.title')} data-testid="budget-summary" loading={query.isLoading}>
      {query.isError && <Alert type="error" showIcon title={t('budget.failed')} />}
      {!query.isError && years.length === 0 && <Empty description={t('budget.empty')} />}
      {years.length > 0 && (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <Table
              size="small"
              rowKey="year"
              pagination={false}
              columns={yearColumns}
              dataSource={years}
              scroll={{ x: 'max-content' }}
              onRow={(y) => ({ 'data-testid': `budget-year-${y.year}` }) as React.HTMLAttributes<HTMLElement>}
            />
          </Col>
          <Col xs={24} xl={12}>
            <Typography.Text strong>{t('budget.chart')}</Typography.Text>
            <EChart option={option} height={260} testId="budget-chart" />
          </Col>
          {latest && (
            <Col xs={24}>
              <Typography.Text strong>{t('budget.breakdown', { year: latest.year })}</Typography.Text>
              <Table
                size="small"
                rowKey={(c) => `${c.kind}-${c.category}`}
                pagination={false}
                columns={categoryColumns}
                dataSource={latest.categories}
                scroll={{ x: 'max-content' }}
                data-testid="budget-breakdown"
              />
            </Col>
          )}
          <Col xs={24}>
            <Typography.Text type="secondary">{t('budget.unit')}</Typography.Text>
          </Col>
        </Row>
      )}
    </Card>
  );
}
