import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { sysApi } from '../api.ts';

/**
 * Visit figures (loginfo and visitInfo): totals, and the last seven days as a small table. A
 * table rather than a chart keeps the chart library out of this screen.
 */
export function VisitStats() {
  const { t } = useTranslation();
  const totals = useQuery({ queryKey: ['sys', 'loginfo'], queryFn: sysApi.loginInfo });
  const days = useQuery({ queryKey: ['sys', 'visitInfo'], queryFn: sysApi.visitInfo });
  const week = days.data ?? [];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} lg={10}>
        <Row gutter={[12, 12]}>
          {(
            [
              ['totalVisitCount', 'sysadmin.logs.totalVisits'],
              ['todayVisitCount', 'sysadmin.logs.todayVisits'],
              ['todayIp', 'sysadmin.logs.todayIps'],
            ] as const
          ).map(([field, label]) => (
            <Col span={8} key={field}>
              <Card size="small">
                <Statistic
                  title={t(label)}
                  value={totals.data?.[field] ?? 0}
                  loading={totals.isPending}
                  data-testid={`stat-${field}`}
                />
              </Card>
            </Col>
          ))}
        </Row>
      </Col>
      <Col xs={24} lg={14}>
        <Table
          size="small"
          bordered
          rowKey="label"
          loading={days.isPending}
          pagination={false}
          scroll={{ x: 'max-content' }}
          title={() => t('sysadmin.logs.lastSevenDays')}
          dataSource={[
            { label: t('sysadmin.logs.visits'), ...Object.fromEntries(week.map((d) => [d.ymd, d.visit])) },
            { label: t('sysadmin.logs.addresses'), ...Object.fromEntries(week.map((d) => [d.ymd, d.ip])) },
          ]}
          columns={[
            { key: 'label', dataIndex: 'label', title: '' },
            ...week.map((d) => ({
              key: d.ymd,
              dataIndex: d.ymd,
              title: d.ymd.slice(5),
              align: 'center' as const,
            })),
          ]}
        />
      </Col>
    </Row>
  );
}
