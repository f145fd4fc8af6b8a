import { resourceByName } from '@accredit/shared';
import { Alert, Button, Card, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import type { ResourceRecord } from '../../../crud/api.ts';
import { canFrom } from '../../../crud/permissions.ts';
import { ResourcePage } from '../../../crud/ResourcePage.tsx';
import { type BoardKpi, formatFigure, useBoard, useRefreshBoard } from './api.ts';
import { KpiDrawer } from './KpiDrawer.tsx';
import { KpiStatusTag } from './KpiStatusTag.tsx';
import { LivePreview } from './LivePreview.tsx';
import './kpi.css';

/**
 * Performance targets (issue 19 item 3): the engine's list of KPIs (add, edit, delete, import,
 * export) with each KPI's status and latest actual from the board; a KPI's code opens its drawer
 * (years, chart, add/edit years); the live-source picker previews a figure of the product.
 */
export default function PerformanceTargetPage() {
  const { t } = useTranslation();
  const session = useSession();
  const board = useBoard();
  const refresh = useRefreshBoard();
  const [openId, setOpenId] = useState<string | null>(null);
  const def = resourceByName('performanceTarget');
  const yearDef = resourceByName('performanceTargetYear');
  const byId = useMemo(
    () => new Map((board.data?.kpis ?? []).map((k) => [String(k.target.id), k])),
    [board.data],
  );
  if (!def || !yearDef) return null;
  const can = canFrom(def, session);
  const open = openId ? (byId.get(openId) ?? null) : null;

  const statusCell = (k: BoardKpi | undefined) => {
    if (!k) return null;
    const latest = k.summary.latest;
    return (
      <Space size={4} wrap>
        <KpiStatusTag status={k.summary.overall} testId={`kpi-status-${k.target.code}`} />
        {latest && (
          <span className="kpi-latest" data-testid={`kpi-latest-${k.target.code}`}>
            {formatFigure(latest.actual, k.target.unit)} ({latest.year})
          </span>
        )}
      </Space>
    );
  };

  return (
    <Card title={t('kpi.web.title')} className="kpi-page" data-testid="kpi-page">
      {board.isError && <Alert type="error" showIcon title={t('kpi.web.loadFailed')} />}
      <LivePreview defaultYear={board.data?.currentYear ?? new Date().getFullYear()} />
      <ResourcePage
        resource={def}
        can={can}
        columns={{
          code: (column) => ({
            ...column,
            render: (_: unknown, record: ResourceRecord) => (
              <Space orientation="vertical" size={2}>
                <Button
                  type="link"
                  className="kpi-open"
                  onClick={() => setOpenId(String(record.id))}
                  data-testid={`kpi-open-${String(record.code ?? record.id)}`}
                >
                  {String(record.code ?? t('kpi.web.open'))}
                </Button>
                {statusCell(byId.get(String(record.id)))}
              </Space>
            ),
          }),
        }}
      />
      {open && (
        <KpiDrawer
          kpi={open}
          can={canFrom(yearDef, session)}
          onClose={() => setOpenId(null)}
          onChanged={() => void refresh()}
        />
      )}
    </Card>
  );
}
