import { CheckCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Skeleton, Table, type TableColumnType, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fixedUnlessPhone, useIsPhone } from '../../../components/responsive.tsx';
import { type CycleAnswer, nameIn, planApi } from './api.ts';

type Row = CycleAnswer['rows'][number];

/**
 * The AACSB view of a programme (issue 17 item 1): which objective is assessed in which school
 * year of the cycle (a mark where an evaluation year assesses it), and the warning list of the
 * objectives no year of the cycle assesses.
 */
export function CycleTab({ programmeId }: { programmeId: string }) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const cycle = useQuery({
    queryKey: ['aolPlan', 'cycle', programmeId],
    queryFn: () => planApi.cycle(programmeId),
  });
  if (cycle.isLoading) return <Skeleton active />;
  if (cycle.error) return <Alert type="error" showIcon title={cycle.error.message} />;
  const data = cycle.data;
  if (!data || data.rows.length === 0) return <Empty description={t('aolPlan.web.cycle.empty')} />;
  const years = data.years;
  const span = years.length ? `${years[0].label} – ${years[years.length - 1].label}` : '';

  const columns: TableColumnType<Row>[] = [
    {
      key: 'lo',
      title: t('aolPlan.web.cycle.objective'),
      fixed: fixedUnlessPhone(phone, 'left'),
      width: phone ? 150 : 340,
      render: (_v, r) => (
        <div className="aol-plan-cycle-lo">
          <strong>{r.code}</strong>
          <div className="aol-plan-cycle-name">{nameIn(r.name, r.nameEn)}</div>
        </div>
      ),
    },
    ...years.map(
      (y, i): TableColumnType<Row> => ({
        key: `y${y.startYear}`,
        align: 'center',
        width: 96,
        title: (
          <Tooltip title={y.evaluated ? undefined : t('aolPlan.web.cycle.noYear')}>
            <span className={y.evaluated ? undefined : 'aol-plan-cycle-empty'}>{y.label}</span>
          </Tooltip>
        ),
        render: (_v, r) =>
          r.assessed[i] ? (
            <CheckCircleFilled
              className="aol-plan-cycle-mark"
              aria-label={t('aolPlan.web.cycle.assessed')}
              data-testid="cycle-mark"
            />
          ) : null,
      }),
    ),
    {
      key: 'count',
      title: t('aolPlan.web.cycle.count'),
      align: 'center',
      width: 80,
      render: (_v, r) => r.count,
    },
  ];

  return (
    <div className="aol-plan-cycle" data-testid="cycle-view">
      <Typography.Paragraph type="secondary">
        {t('aolPlan.web.cycle.hint', { span, years: years.length })}
      </Typography.Paragraph>
      {data.notAssessed.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          data-testid="cycle-warnings"
          title={t('aolPlan.web.cycle.notAssessed', { count: data.notAssessed.length })}
          description={
            <ul className="aol-plan-list">
              {data.notAssessed.map((lo) => (
                <li key={lo.loId} data-testid="cycle-warning">
                  <strong>{lo.code}</strong> {nameIn(lo.name, lo.nameEn)}
                </li>
              ))}
            </ul>
          }
        />
      ) : (
        <Alert type="success" showIcon title={t('aolPlan.web.cycle.allAssessed')} />
      )}
      <Table<Row>
        className="aol-plan-cycle-table"
        rowKey="loId"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={data.rows}
        columns={columns}
        data-testid="cycle-matrix"
      />
    </div>
  );
}
