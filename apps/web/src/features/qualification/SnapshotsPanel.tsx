import type { Table31, Table32, Table81 } from '@accredit/shared/aacsb/index.ts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { type Presented, type SnapshotAnswer, type TableCode, useSnapshots } from './api.ts';
import type { DrillTarget } from './DrillDrawer.tsx';
import { amountText } from './format.ts';
import { Table31View } from './Table31View.tsx';
import { Table32View } from './Table32View.tsx';
import { Table81View } from './Table81View.tsx';

/** Frozen tables of a report year, each shown as it was submitted, with its differences from live data. */
export function SnapshotsPanel({ table, drill }: { table: TableCode; drill: (t: DrillTarget) => void }) {
  const { t } = useTranslation();
  const { data: rows = [] } = useSnapshots(table);
  const [open, setOpen] = useState<string | null>(null);
  const { data: snap } = useQuery({
    enabled: Boolean(open),
    queryKey: ['qualification', 'snapshot', open],
    queryFn: () => api.get<SnapshotAnswer>('/qualification/snapshot', { id: open }),
  });
  const frozenDrill = (x: Omit<DrillTarget, 'table' | 'year' | 'snapshotId'>) =>
    snap && drill({ ...x, table: snap.tableCode, year: snap.year, snapshotId: snap.id });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Table
        size="small"
        rowKey="id"
        dataSource={rows}
        pagination={false}
        data-testid="snapshots"
        columns={[
          { title: t('qualification.common.year'), dataIndex: 'year' },
          { title: t('qualification.snapshots.note'), dataIndex: 'note' },
          { title: t('qualification.snapshots.by'), dataIndex: 'createBy' },
          {
            title: t('qualification.snapshots.time'),
            dataIndex: 'createTime',
            render: (v: string) => new Date(v).toLocaleString(),
          },
          {
            title: '',
            render: (_, r) => (
              <Button size="small" onClick={() => setOpen(r.id)}>
                {t('qualification.snapshots.open')}
              </Button>
            ),
          },
        ]}
      />
      {snap && (
        <Card
          size="small"
          title={t('qualification.snapshots.frozen', {
            year: snap.year,
            time: new Date(snap.createTime).toLocaleString(),
          })}
        >
          {snap.changes.length === 0 ? (
            <Alert type="success" title={t('qualification.snapshots.same')} />
          ) : (
            <Alert
              type="warning"
              title={t('qualification.snapshots.changed', { count: snap.changes.length })}
              description={
                <Typography.Paragraph style={{ marginBottom: 0 }} data-testid="snapshot-changes">
                  {snap.changes.slice(0, 30).map((c) => (
                    <span key={c.key} style={{ marginRight: 12 }}>
                      {c.key}: {amountText(c.snapshot)} → {amountText(c.live)}
                    </span>
                  ))}
                </Typography.Paragraph>
              }
            />
          )}
          <div style={{ marginTop: 12 }}>
            {snap.tableCode === '31' && (
              <Table31View table={snap.table as Presented<Table31>} drill={frozenDrill} />
            )}
            {snap.tableCode === '32' && (
              <Table32View table={snap.table as Presented<Table32>} drill={frozenDrill} />
            )}
            {snap.tableCode === '81' && (
              <Table81View table={snap.table as Presented<Table81>} drill={frozenDrill} />
            )}
          </div>
        </Card>
      )}
    </Space>
  );
}
