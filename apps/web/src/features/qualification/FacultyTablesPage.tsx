import { Card, Result, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { defaultYear, useTable31, useTable32 } from './api.ts';
import { DrillDrawer, type DrillTarget } from './DrillDrawer.tsx';
import { SnapshotsPanel } from './SnapshotsPanel.tsx';
import { Table31View } from './Table31View.tsx';
import { Table32View } from './Table32View.tsx';
import { TableToolbar } from './Toolbar.tsx';
import { WhatIfTab } from './WhatIfPanel.tsx';
import './qualification.css';

/** Tables 3-1 and 3-2 (menu item facultyReport): drill-down on every figure, what-if, snapshots, exports. */
export default function FacultyTablesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [year, setYear] = useState(defaultYear());
  const [tab, setTab] = useState('31');
  const [target, setTarget] = useState<DrillTarget | null>(null);
  const t31 = useTable31(year);
  const t32 = useTable32(year);
  if (!session.has('facultyReport:query')) return <Result status="403" title={t('crud.ui.noPermission')} />;
  const drill = (x: Omit<DrillTarget, 'table' | 'year'>, table: '31' | '32' = '31') =>
    setTarget({ ...x, table, year });
  return (
    <Card
      title={t('qualification.pages.tables')}
      extra={
        <TableToolbar year={year} onYear={setYear} table={tab === '32' ? '32' : '31'} perm="facultyReport" />
      }
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: '31',
            label: t('qualification.table31.tab'),
            children: t31.data ? (
              <Table31View table={t31.data.table} drill={(x) => drill(x, '31')} />
            ) : (
              <Spin />
            ),
          },
          {
            key: '32',
            label: t('qualification.table32.tab'),
            children: t32.data ? (
              <Table32View table={t32.data.table} drill={(x) => drill(x, '32')} />
            ) : (
              <Spin />
            ),
          },
          {
            key: 'whatif',
            label: t('qualification.whatif.tab'),
            // Its input (every teacher) is asked for when the tab is first opened.
            children: <WhatIfTab year={year} />,
          },
          {
            key: 'snapshots31',
            label: t('qualification.snapshots.tab31'),
            children: <SnapshotsPanel table="31" drill={setTarget} />,
          },
          {
            key: 'snapshots32',
            label: t('qualification.snapshots.tab32'),
            children: <SnapshotsPanel table="32" drill={setTarget} />,
          },
        ]}
      />
      <DrillDrawer target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
