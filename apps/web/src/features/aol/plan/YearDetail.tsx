import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton, Tabs } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client.ts';
import { useIsPhone } from '../../../components/responsive.tsx';
import { useDiscardGuard } from '../../../components/unsaved-changes.tsx';
import { labelOf, planApi } from './api.ts';
import { CycleTab } from './CycleTab.tsx';
import { PlanEditor } from './PlanEditor.tsx';

/**
 * One evaluation year: its plan (the objectives assessed and the courses assessing each) and the
 * AACSB view of the programme's cycle. The plan's unsaved changes survive a switch of tab, and
 * leaving the year (or the browser tab) asks first.
 */
export const YEAR_TABS = ['plan', 'cycle'] as const;
export type YearTab = (typeof YEAR_TABS)[number];

export const planKey = (yearId: string) => ['aolPlan', 'plan', yearId];

export function YearDetail({
  yearId,
  tab,
  onTab,
  onBack,
}: {
  yearId: string;
  tab: YearTab;
  onTab: (tab: YearTab) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const plan = useQuery({ queryKey: planKey(yearId), queryFn: () => planApi.plan(yearId) });
  const dirtyRef = useRef(false);
  const [dirty, setDirty] = useState(false);
  const guard = useDiscardGuard(() => dirtyRef.current, dirty);
  const onDirty = (d: boolean) => {
    dirtyRef.current = d;
    setDirty(d);
  };
  const back = (
    <Button
      icon={<ArrowLeftOutlined />}
      onClick={guard(onBack)}
      aria-label={t('aolPlan.web.year.back')}
      title={t('aolPlan.web.year.back')}
      data-testid="eval-year-back"
    >
      {phone ? null : t('aolPlan.web.year.back')}
    </Button>
  );
  if (plan.error)
    return (
      <Result
        status={plan.error instanceof ApiError && plan.error.status === 404 ? '404' : 'error'}
        title={t('aolPlan.web.year.notLoaded')}
        subTitle={plan.error.message}
        extra={back}
      />
    );
  const data = plan.data;
  const yearName = data ? String(data.year.name || data.year.schoolYear || '') : '';

  return (
    <Card
      className="aol-plan-detail"
      data-testid="eval-year-detail"
      title={
        <div className="aol-plan-title">
          <span data-testid="eval-year-title">
            {data ? [labelOf(data.programme), yearName].filter(Boolean).join(' · ') : ''}
          </span>
        </div>
      }
      extra={back}
    >
      {!data ? (
        <Skeleton active />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(key) => onTab(key as YearTab)}
          items={[
            {
              key: 'plan',
              label: t('aolPlan.web.tabs.plan'),
              children: <PlanEditor plan={data} yearId={yearId} onDirty={onDirty} />,
            },
            {
              key: 'cycle',
              label: t('aolPlan.web.tabs.cycle'),
              children: <CycleTab programmeId={data.year.degreeProgramsId} />,
            },
          ]}
        />
      )}
    </Card>
  );
}
