import { Card, Col, Row, Statistic, Tag, Typography } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../qualification/EChart.tsx';

/**
 * The pieces every area dashboard is made of (issue 19 item 8): a section with a title, figure
 * cards (a number, its unit, and a pass or fail mark against a threshold where there is one) and
 * chart cards. Dashboards compose these from the areas' own calls; nothing here fetches.
 */
export function DashboardSection({
  title,
  extra,
  children,
  testId,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section className="area-dashboard-section" data-testid={testId}>
      <div className="area-dashboard-head">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </div>
      <Row gutter={[16, 16]}>{children}</Row>
    </section>
  );
}

export interface FigureCardProps {
  label: string;
  value: number | string | null | undefined;
  suffix?: string;
  precision?: number;
  /** Met (true), not met (false), or no threshold (null/undefined). */
  pass?: boolean | null;
  hint?: ReactNode;
  testId?: string;
  onClick?: () => void;
}

export function FigureCard({
  label,
  value,
  suffix,
  precision,
  pass,
  hint,
  testId,
  onClick,
}: FigureCardProps) {
  const { t } = useTranslation();
  const empty = value === null || value === undefined || value === '';
  return (
    <Col xs={12} md={8} xl={6}>
      <Card
        size="small"
        className="area-figure"
        hoverable={Boolean(onClick)}
        onClick={onClick}
        data-testid={testId}
      >
        <Statistic
          title={label}
          value={empty ? '—' : value}
          precision={empty || typeof value === 'string' ? undefined : precision}
          suffix={empty ? undefined : suffix}
        />
        <div className="area-figure-foot">
          {pass === true && <Tag color="green">{t('areas.dashboard.pass')}</Tag>}
          {pass === false && <Tag color="red">{t('areas.dashboard.fail')}</Tag>}
          {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
        </div>
      </Card>
    </Col>
  );
}

export function ChartCard({
  title,
  option,
  height = 260,
  testId,
  wide,
}: {
  title: string;
  option: EChartsCoreOption;
  height?: number;
  testId?: string;
  /** Across the whole row instead of half of it on wide screens. */
  wide?: boolean;
}) {
  return (
    <Col xs={24} xl={wide ? 24 : 12}>
      <Card size="small" title={title}>
        <EChart option={option} height={height} testId={testId} />
      </Card>
    </Col>
  );
}

/** A bar chart of named series over categories (years, cohorts), the dashboards' common chart. */
export function barOption(
  categories: readonly (string | number)[],
  series: { name: string; data: readonly (number | null)[]; type?: 'bar' | 'line'; stack?: string }[],
  unit = '',
): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: categories.map(String) },
    yAxis: { type: 'value', axisLabel: { formatter: unit ? `{value}${unit}` : '{value}' } },
    series: series.map((s) => ({
      name: s.name,
      type: s.type ?? 'bar',
      stack: s.stack,
      data: [...s.data],
      label: { show: false },
    })),
  };
}
