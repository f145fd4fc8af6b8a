import { STATUSES } from '@accredit/shared/aacsb/index.ts';
import { Card, InputNumber, Result, Space, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { defaultYear, useBoard } from './api.ts';
import { BoardTab } from './BoardTab.tsx';
import { EChart } from './EChart.tsx';
import { RulesTab } from './RulesTab.tsx';
import './qualification.css';

/** Faculty qualification (menu item teacherQualification): the board, the rules and the status mix. */
export default function QualificationPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [year, setYear] = useState(defaultYear());
  if (!session.has('teacherQualification:query'))
    return <Result status="403" title={t('crud.ui.noPermission')} />;
  return (
    <Card
      title={t('qualification.pages.qualification')}
      extra={
        <Space>
          <span>{t('qualification.common.year')}</span>
          <InputNumber
            min={2000}
            max={2100}
            value={year}
            onChange={(v) => v && setYear(v)}
            data-testid="year"
          />
        </Space>
      }
    >
      <Tabs
        items={[
          { key: 'board', label: t('qualification.board.tab'), children: <BoardTab year={year} /> },
          { key: 'mix', label: t('qualification.charts.mix'), children: <StatusMix year={year} /> },
          { key: 'rules', label: t('qualification.rules.tab'), children: <RulesTab /> },
        ]}
      />
    </Card>
  );
}

function StatusMix({ year }: { year: number }) {
  const { t } = useTranslation();
  const { data } = useBoard(year);
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'item' },
      legend: { bottom: 0 },
      series: [
        {
          type: 'pie',
          radius: ['40%', '70%'],
          data: STATUSES.map((s) => ({
            name: `${s} · ${t(`qualification.status.${s}`)}`,
            value: data?.teachers.filter((x) => x.status === s).length ?? 0,
          })),
        },
      ],
    }),
    [data, t],
  );
  return <EChart option={option} height={340} testId="status-mix" />;
}
