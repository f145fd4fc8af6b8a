import { resourceByName } from '@accredit/shared';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Empty, Popconfirm, Space, Table, Tag, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../../crud/api.ts';
import { resourceApi } from '../../../crud/api.ts';
import type { Can } from '../../../crud/permissions.ts';
import { ResourceForm } from '../../../crud/ResourceForm.tsx';
import { EChart } from '../../qualification/EChart.tsx';
import { useDrawerSize } from '../../shell/drawer-size.ts';
import { nameOf } from '../plan/api.ts';
import { fixedParent } from '../plan/widgets.tsx';
import { type BoardKpi, type BoardYear, formatFigure } from './api.ts';
import { KpiStatusTag } from './KpiStatusTag.tsx';
import { kpiChartOption } from './kpi-chart.ts';

/**
 * One KPI's drawer: what it measures and where the actual comes from, the chart of actual against
 * target, and its years (target, actual, status, gap) added, edited and deleted through the
 * engine's performanceTargetYear form with the KPI fixed. A live KPI's actual is the module's
 * figure; its typed actual is shown aside as ignored.
 */
export function KpiDrawer({
  kpi,
  can,
  onClose,
  onChanged,
}: {
  kpi: BoardKpi | null;
  can: Can;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const size = useDrawerSize('33%');
  const yearDef = resourceByName('performanceTargetYear');
  const [editing, setEditing] = useState<{ record: ResourceRecord | null } | null>(null);
  const target = kpi?.target;
  const unit = target?.unit;
  const option = useMemo(
    () =>
      kpi
        ? kpiChartOption(
            kpi.years,
            { target: t('kpi.web.target'), actual: t('kpi.web.actual') },
            String(unit) === '1',
          )
        : null,
    [kpi, unit, t],
  );
  if (!kpi || !target || !yearDef) return null;
  const title = [target.code, nameOf(target)].filter(Boolean).join(' ');
  const fmt = (v: number | null) => formatFigure(v, unit);

  const columns = [
    { key: 'year', dataIndex: 'year', title: t('kpi.web.year'), width: 70 },
    { key: 'target', title: t('kpi.web.target'), render: (_: unknown, y: BoardYear) => fmt(y.target) },
    {
      key: 'actual',
      title: t('kpi.web.actual'),
      render: (_: unknown, y: BoardYear) => {
        const text = <span data-testid={`kpi-actual-${y.year}`}>{fmt(y.actual)}</span>;
        return y.numerator !== null && y.denominator !== null ? (
          <Tooltip title={t('kpi.web.counts', { numerator: y.numerator, denominator: y.denominator })}>
            {text}
          </Tooltip>
        ) : (
          text
        );
      },
    },
    {
      key: 'status',
      title: t('kpi.web.status'),
      render: (_: unknown, y: BoardYear) => (
        <KpiStatusTag status={y.status} testId={`kpi-year-status-${y.year}`} />
      ),
    },
    {
      key: 'gap',
      title: t('kpi.web.gap'),
      responsive: ['sm' as const],
      render: (_: unknown, y: BoardYear) => y.gap ?? '—',
    },
    ...(kpi.live
      ? [
          {
            key: 'typed',
            title: t('kpi.web.typedActual'),
            responsive: ['md' as const],
            render: (_: unknown, y: BoardYear) => <span className="kpi-ignored">{fmt(y.typedActual)}</span>,
          },
        ]
      : []),
    { key: 'note', dataIndex: 'note', title: t('kpi.web.note'), responsive: ['md' as const] },
    {
      key: 'actions',
      title: '',
      render: (_: unknown, y: BoardYear) => (
        <Space size={0}>
          {can('edit') && (
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('kpi.web.editYear')}
              onClick={() =>
                setEditing({
                  record: {
                    id: y.id,
                    targetId: target.id,
                    year: y.year,
                    target: y.target,
                    actual: y.typedActual,
                    note: y.note,
                  },
                })
              }
              data-testid={`kpi-year-edit-${y.year}`}
            />
          )}
          {can('delete') && (
            <Popconfirm
              title={t('kpi.web.deleteConfirm', { year: y.year })}
              onConfirm={async () => {
                await resourceApi('performanceTargetYear').remove(y.id);
                onChanged();
              }}
            >
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('kpi.web.deleteYear')}
              />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Drawer open onClose={onClose} size={size} title={title} destroyOnHidden data-testid="kpi-drawer">
      <Descriptions size="small" column={1} className="kpi-facts">
        <Descriptions.Item label={t('kpi.web.sourceOf')}>
          <Space wrap>
            <Tag color={kpi.live ? 'blue' : 'default'}>
              {kpi.live ? t('kpi.web.live') : t('kpi.web.typed')}
            </Tag>
            <span>{String(target.source_dictText ?? target.source ?? '')}</span>
            {target.sourceProgrammeId ? (
              <span>· {String(target.sourceProgrammeId_dictText ?? '')}</span>
            ) : null}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('kpi.web.baseline')}>
          {target.baseline === null || target.baseline === undefined
            ? '—'
            : `${fmt(Number(target.baseline))}${target.baselineYear ? ` (${target.baselineYear})` : ''}`}
        </Descriptions.Item>
      </Descriptions>
      {kpi.liveError && <Alert type="warning" showIcon title={t('kpi.web.liveError')} />}
      {kpi.summary.flagged > 0 && (
        <Alert
          type="error"
          showIcon
          title={t('kpi.web.flagged', { count: kpi.summary.flagged })}
          data-testid="kpi-flagged"
        />
      )}
      {kpi.years.length === 0 ? (
        <Empty description={t('kpi.web.noYears')} />
      ) : (
        option && (
          <div className="kpi-chart">
            <h4>{t('kpi.web.chartTitle')}</h4>
            <EChart option={option} height={260} testId="kpi-chart" />
          </div>
        )
      )}
      {can('add') && (
        <Button
          icon={<PlusOutlined />}
          onClick={() => setEditing({ record: null })}
          data-testid="kpi-add-year"
        >
          {t('kpi.web.addYear')}
        </Button>
      )}
      <Table
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={kpi.years}
        columns={columns}
        scroll={{ x: 'max-content' }}
        data-testid="kpi-years"
      />
      <ResourceForm
        def={yearDef}
        open={editing !== null}
        record={editing?.record ?? null}
        customFields={[]}
        widgets={{ targetId: fixedParent(String(target.id), title) }}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          onChanged();
        }}
      />
    </Drawer>
  );
}
