import { resourceByName } from '@accredit/shared';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Select, Skeleton, Space, Statistic, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../app/session.tsx';
import { type ResourceRecord, resourceApi } from '../../../crud/api.ts';
import { canFrom } from '../../../crud/permissions.ts';
import { RecordViewDrawer } from '../../../crud/RecordView.tsx';
import { ResourceForm } from '../../../crud/ResourceForm.tsx';
import { ResourcePage } from '../../../crud/ResourcePage.tsx';
import { codeName, nameOf, type PlanTreeData, usePlans, usePlanTree, useRefreshPlan } from './api.ts';
import { PlanTimelineView } from './PlanTimelineView.tsx';
import { type Parent, PlanTree, ProgressLine } from './PlanTree.tsx';
import { fixedParent } from './widgets.tsx';
import './plan.css';

/**
 * Strategic Plan (menu `strategicPlan`, issue 19 item 2): pick a plan, read its priorities > goals
 * > actions with progress and overdue counts, follow the actions on a timeline, and (with the
 * rights) add, edit and delete every level through the engine's form with its parent fixed, and
 * move an action's status in place. The plans themselves are also listed by the engine (import,
 * export, delete). The expert reads everything and changes nothing (no buttons, and the server
 * refuses anyway).
 */
/** A plan's name, with its years unless the name already says them. */
function planLabel(plan: ResourceRecord): string {
  const name = codeName(plan);
  return name.includes(String(plan.startYear))
    ? name
    : `${name} (${plan.startYear ?? ''}–${plan.endYear ?? ''})`;
}

interface Editing {
  resource: string;
  record: ResourceRecord | null;
  parent?: Parent;
}

function Summary({ data }: { data: PlanTreeData }) {
  const { t } = useTranslation();
  const p = data.progress;
  const years = `${data.plan.startYear ?? ''}–${data.plan.endYear ?? ''}`;
  return (
    <div className="plan-summary" data-testid="plan-summary">
      <div className="plan-summary-head">
        <Typography.Title level={4} className="plan-summary-title">
          {nameOf(data.plan)}
        </Typography.Title>
        <Typography.Text type="secondary">
          {years}
          {typeof data.plan.approvedBy === 'string' && data.plan.approvedBy
            ? ` · ${t('plan.web.summary.adoptedBy', { body: data.plan.approvedBy })}`
            : ''}
        </Typography.Text>
      </div>
      <ProgressLine progress={p} testId="plan-progress" />
      <div className="plan-figures">
        <Statistic title={t('plan.web.summary.notStarted')} value={p.notStarted} />
        <Statistic title={t('plan.web.summary.inProgress')} value={p.inProgress} />
        <Statistic title={t('plan.web.summary.completed')} value={p.completed} />
        <Statistic
          title={t('plan.web.summary.overdue')}
          value={p.overdue}
          styles={{ content: { color: p.overdue > 0 ? '#cf1322' : undefined } }}
          data-testid="plan-overdue"
        />
      </div>
    </div>
  );
}

export default function StrategicPlanPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const plans = usePlans();
  const planId = params.get('plan') ?? plans.data?.[0]?.id;
  const tree = usePlanTree(planId);
  const refresh = useRefreshPlan();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [viewing, setViewing] = useState<{ resource: string; id: string } | null>(null);
  const [tab, setTab] = useState('tree');
  const planDef = resourceByName('strategicPlan');
  const editDef = editing ? resourceByName(editing.resource) : undefined;
  const viewDef = viewing ? resourceByName(viewing.resource) : undefined;
  if (!planDef) return null;
  const can = canFrom(planDef, session);

  const pickPlan = (id: string) => setParams({ plan: id }, { replace: true });
  const remove = async (resource: string, id: string) => {
    // The client shows the server's refusal (a priority that still has goals) as a notice.
    await resourceApi(resource).remove(id);
    void refresh();
  };
  const handlers = {
    can,
    onAdd: (resource: string, parent: Parent) => setEditing({ resource, record: null, parent }),
    onEdit: (resource: string, record: ResourceRecord, parent: Parent) =>
      setEditing({ resource, record, parent }),
    onDelete: (resource: string, id: string) => void remove(resource, id).catch(() => undefined),
    onView: (resource: string, id: string) => setViewing({ resource, id }),
    onChanged: () => void refresh(),
  };

  const picker = (
    <Space wrap className="plan-picker">
      <Select
        className="plan-picker-select"
        value={planId}
        placeholder={t('plan.web.pickPlan')}
        aria-label={t('plan.web.pickPlan')}
        loading={plans.isLoading}
        onChange={pickPlan}
        options={(plans.data ?? []).map((p) => ({ value: p.id, label: planLabel(p) }))}
        data-testid="plan-picker"
      />
      {can('add') && (
        <Button
          icon={<PlusOutlined />}
          onClick={() => setEditing({ resource: 'strategicPlan', record: null })}
        >
          {t('plan.web.addPlan')}
        </Button>
      )}
      {can('edit') && tree.data && (
        <Button
          icon={<EditOutlined />}
          onClick={() => setEditing({ resource: 'strategicPlan', record: tree.data.plan })}
          data-testid="plan-edit-strategicPlan"
        >
          {t('plan.web.editPlan')}
        </Button>
      )}
    </Space>
  );

  const body = () => {
    if (plans.isLoading || (planId && tree.isLoading)) return <Skeleton active />;
    if (!planId) return <Empty description={t('plan.web.noPlans')} />;
    if (tree.isError || !tree.data) return <Alert type="error" title={t('plan.web.loadFailed')} />;
    const data = tree.data;
    return (
      <>
        <Summary data={data} />
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'tree',
              label: t('plan.web.tabs.tree'),
              children: <PlanTree data={data} handlers={handlers} />,
            },
            {
              key: 'timeline',
              label: t('plan.web.tabs.timeline'),
              children: <PlanTimelineView data={data} />,
            },
            {
              key: 'plans',
              label: t('plan.web.tabs.plans'),
              children: <ResourcePage resource={planDef} can={can} />,
            },
          ]}
        />
      </>
    );
  };

  return (
    <Card title={t('plan.web.title')} className="plan-page" data-testid="strategic-plan">
      {picker}
      {body()}
      {editDef && (
        <ResourceForm
          def={editDef}
          open={editing !== null}
          record={editing?.record ?? null}
          customFields={[]}
          widgets={
            editing?.parent?.key
              ? { [editing.parent.key]: fixedParent(editing.parent.id, editing.parent.text) }
              : undefined
          }
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
      {viewDef && (
        <RecordViewDrawer
          def={viewDef}
          recordId={viewing?.id ?? null}
          can={() => false}
          onReview={() => {}}
          onClose={() => setViewing(null)}
        />
      )}
    </Card>
  );
}
