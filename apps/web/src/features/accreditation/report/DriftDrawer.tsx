import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Empty, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDrawerSize } from '../../shell/drawer-size.ts';
import { type DriftItem, reportApi, reportKeys } from './api.ts';

/** What changed in the live data since the report was frozen: per block, the cells that differ. */
type Row = DriftItem['cells'][number] & { key: string };

export function DriftDrawer({ reportId, onClose }: { reportId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const size = useDrawerSize(960);
  const drift = useQuery({
    queryKey: reportKeys.drift(reportId ?? ''),
    queryFn: () => reportApi.drift(reportId ?? ''),
    enabled: Boolean(reportId),
  });
  const items = drift.data ?? [];
  return (
    <Drawer
      open={Boolean(reportId)}
      onClose={onClose}
      title={t('accReportWeb.drift.title')}
      size={size}
      destroyOnHidden
    >
      <div data-testid="drift-drawer">
        <Typography.Paragraph type="secondary">{t('accReportWeb.drift.intro')}</Typography.Paragraph>
        {drift.isPending ? (
          <Skeleton active />
        ) : drift.isError ? (
          <Alert type="error" showIcon title={t('accReportWeb.drift.failed')} />
        ) : items.length === 0 ? (
          <Empty description={t('accReportWeb.drift.none')} />
        ) : (
          items.map((item) => (
            <section key={item.key} className="acc-rep-drift" data-testid="drift-block">
              <Typography.Title level={5}>{item.title}</Typography.Title>
              {item.sections?.length > 0 && (
                <Typography.Paragraph type="secondary">
                  {t('accReportWeb.drift.where', { sections: item.sections.map((s) => s.title).join(', ') })}
                </Typography.Paragraph>
              )}
              <Table<Row>
                size="small"
                pagination={false}
                rowKey="key"
                scroll={{ x: 'max-content' }}
                dataSource={item.cells.map((c, i) => ({ ...c, key: `${i}` }))}
                columns={[
                  { title: t('accReportWeb.drift.row'), dataIndex: 'row' },
                  { title: t('accReportWeb.drift.column'), dataIndex: 'column' },
                  {
                    title: t('accReportWeb.drift.frozen'),
                    dataIndex: 'frozen',
                    render: (v: string) => v,
                  },
                  {
                    title: t('accReportWeb.drift.live'),
                    dataIndex: 'live',
                    render: (v: string) => <strong data-testid="drift-live">{v}</strong>,
                  },
                ]}
              />
            </section>
          ))
        )}
      </div>
    </Drawer>
  );
}
