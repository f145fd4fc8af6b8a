import { dictLabel } from '@accredit/shared';
import { OUTPUT_COLUMNS, type OutputMapping, type OutputTarget } from '@accredit/shared/aacsb/index.ts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Result, Row, Select, Space, Spin, Table, Tabs, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { useSession } from '../../app/session.tsx';
import { RichText } from '../../components/RichText.tsx';
import { RichTextEditor } from '../../components/RichTextEditor.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { defaultYear, useSettings, useTable81, useTrends } from './api.ts';
import { DrillDrawer, type DrillTarget } from './DrillDrawer.tsx';
import { EChart } from './EChart.tsx';
import { SnapshotsPanel } from './SnapshotsPanel.tsx';
import { Table81View } from './Table81View.tsx';
import { TableToolbar } from './Toolbar.tsx';
import './qualification.css';

/** Table 8-1 (menu item researchOutputs): Part A with drill-down, Parts B and C, the output-type mapping, trends, snapshots. */
export default function Table81Page() {
  const { t } = useTranslation();
  const session = useSession();
  const [year, setYear] = useState(defaultYear());
  const [target, setTarget] = useState<DrillTarget | null>(null);
  const t81 = useTable81(year);
  if (!session.has('researchOutputs:query')) return <Result status="403" title={t('crud.ui.noPermission')} />;
  return (
    <Card
      title={t('qualification.pages.table81')}
      extra={<TableToolbar year={year} onYear={setYear} table="81" perm="researchOutputs" />}
    >
      <Tabs
        items={[
          {
            key: 'a',
            label: t('qualification.table81.partA'),
            children: t81.data ? (
              <Table81View table={t81.data.table} drill={(x) => setTarget({ ...x, table: '81', year })} />
            ) : (
              <Spin />
            ),
          },
          {
            key: 'bc',
            label: t('qualification.table81.partsBC'),
            children: t81.data ? <Narrative year={year} initial={t81.data.narrative} /> : <Spin />,
          },
          { key: 'trends', label: t('qualification.charts.trends'), children: <Trends year={year} /> },
          ...(session.has('researchOutputs:edit')
            ? [{ key: 'mapping', label: t('qualification.mapping.tab'), children: <MappingEditor /> }]
            : []),
          {
            key: 'snapshots',
            label: t('qualification.snapshots.tab81'),
            children: <SnapshotsPanel table="81" drill={setTarget} />,
          },
        ]}
      />
      <DrillDrawer target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}

function Narrative({ year, initial }: { year: number; initial: { B: string; C: string } }) {
  const { t } = useTranslation();
  const session = useSession();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [parts, setParts] = useState(initial);
  useEffect(() => setParts(initial), [initial]);
  const canEdit = session.has('researchOutputs:edit');
  const save = async () => {
    const saved = await api.put<{ B: string; C: string }>('/qualification/narrative', { year, ...parts });
    setParts(saved);
    message.success(t('qualification.messages.saved'));
    await queryClient.invalidateQueries({ queryKey: ['qualification', 't81', year] });
  };
  return (
    <Row gutter={16}>
      {(['B', 'C'] as const).map((part) => (
        <Col xs={24} lg={12} key={part}>
          <Typography.Title level={5}>{t(`qualification.table81.part${part}`)}</Typography.Title>
          {canEdit ? (
            <RichTextEditor
              value={parts[part]}
              onChange={(html) => setParts((p) => ({ ...p, [part]: html }))}
              label={t(`qualification.table81.part${part}`)}
              testId={`narrative-${part}`}
              minHeight={200}
            />
          ) : (
            <Card size="small">
              <RichText html={parts[part]} />
            </Card>
          )}
        </Col>
      ))}
      {canEdit && (
        <Col span={24} style={{ marginTop: 12 }}>
          <Button type="primary" onClick={save} data-testid="narrative-save">
            {t('qualification.common.save')}
          </Button>
        </Col>
      )}
    </Row>
  );
}

function Trends({ year }: { year: number }) {
  const { t } = useTranslation();
  const { data = [] } = useTrends(year - 9, year);
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: {},
      grid: { left: 40, right: 20, bottom: 30 },
      xAxis: { type: 'category', data: data.map((r) => String(r.year)) },
      yAxis: { type: 'value' },
      series: OUTPUT_COLUMNS.map((c) => ({
        name: t(`qualification.table81.${c}`),
        type: 'bar',
        stack: 'all',
        data: data.map((r) => r[c]),
      })),
    }),
    [data, t],
  );
  return <EChart option={option} height={320} testId="trends-chart" />;
}

const TARGETS: OutputTarget[] = [...OUTPUT_COLUMNS, 'excluded'];

function MappingEditor() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { data } = useSettings();
  const [mapping, setMapping] = useState<OutputMapping | null>(null);
  useEffect(() => {
    if (data) setMapping(data.mapping);
  }, [data]);
  if (!mapping) return <Spin />;
  const options = TARGETS.map((x) => ({
    value: x,
    label: t(x === 'excluded' ? 'qualification.mapping.excluded' : `qualification.table81.${x}`),
  }));
  const save = async () => {
    await api.put('/qualification/mapping', { mapping });
    message.success(t('qualification.messages.saved'));
    await queryClient.invalidateQueries({ queryKey: ['qualification'] });
  };
  const rows = Object.entries(mapping).sort(([a], [b]) => Number(a) - Number(b));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('qualification.mapping.hint')}</Typography.Text>
      <Table
        size="small"
        rowKey={([type]) => type}
        pagination={false}
        dataSource={rows}
        columns={[
          {
            title: t('qualification.mapping.type'),
            render: (_, [type]) => dictLabel('researchOutputType', type, locale),
          },
          ...(['reviewed', 'unreviewed'] as const).map((k) => ({
            title: t(`qualification.mapping.${k}`),
            render: (_: unknown, [type, entry]: [string, OutputMapping[string]]) => (
              <Select<OutputTarget>
                size="small"
                style={{ width: 240 }}
                value={entry[k]}
                options={options}
                onChange={(v) => setMapping((m) => (m ? { ...m, [type]: { ...m[type], [k]: v } } : m))}
              />
            ),
          })),
        ]}
      />
      <Button type="primary" onClick={save}>
        {t('qualification.common.save')}
      </Button>
    </Space>
  );
}
