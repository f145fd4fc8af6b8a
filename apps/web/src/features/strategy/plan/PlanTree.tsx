import type { PlanProgress } from '@accredit/shared';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Progress, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceRecord } from '../../../crud/api.ts';
import type { Can } from '../../../crud/permissions.ts';
import { ActionItem, StandardTags } from './ActionItem.tsx';
import { codeName, type PlanGoal, type PlanPriority, type PlanTreeData } from './api.ts';

/**
 * The plan view: priorities > goals > actions, each level with its share of actions completed and
 * its overdue count; those who may change the plan add, edit and delete each level here (the
 * engine's form, opened with the parent fixed).
 */
export interface Parent {
  key: string;
  id: string;
  text: string;
}

export interface TreeHandlers {
  can: Can;
  onAdd: (resource: string, parent: Parent) => void;
  onEdit: (resource: string, record: ResourceRecord, parent: Parent) => void;
  onDelete: (resource: string, id: string) => void;
  onView: (resource: string, id: string) => void;
  onChanged: () => void;
}

export function ProgressLine({ progress, testId }: { progress: PlanProgress; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="plan-progress" data-testid={testId}>
      <Progress
        percent={progress.percent ?? 0}
        size="small"
        status={progress.overdue > 0 ? 'exception' : progress.percent === 100 ? 'success' : 'normal'}
        format={() => (progress.percent === null ? '—' : `${progress.percent.toFixed(1)}%`)}
      />
      <Typography.Text type="secondary" className="plan-progress-text">
        {t('plan.web.summary.completedOf', { completed: progress.completed, total: progress.total })}
        {progress.overdue > 0 && (
          <Tag color="red" className="plan-progress-overdue">
            {t('plan.web.summary.overdueCount', { count: progress.overdue })}
          </Tag>
        )}
      </Typography.Text>
    </div>
  );
}

function Tools({
  resource,
  record,
  parent,
  child,
  handlers,
}: {
  resource: string;
  record: ResourceRecord;
  parent: Parent;
  child?: { resource: string; key: string; label: string };
  handlers: TreeHandlers;
}) {
  const { t } = useTranslation();
  const { can } = handlers;
  if (!can('add') && !can('edit') && !can('delete')) return null;
  const self: Parent = { key: child?.key ?? '', id: record.id, text: codeName(record) };
  return (
    <Space wrap size={4} className="plan-tools">
      {child && can('add') && (
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() => handlers.onAdd(child.resource, self)}
          data-testid={`plan-add-${child.resource}`}
        >
          {child.label}
        </Button>
      )}
      {can('edit') && (
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => handlers.onEdit(resource, record, parent)}
          data-testid={`plan-edit-${resource}`}
        >
          {t('plan.web.tree.edit')}
        </Button>
      )}
      {can('delete') && (
        <Popconfirm
          title={t('plan.web.tree.confirmDelete')}
          onConfirm={() => handlers.onDelete(resource, record.id)}
        >
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('plan.web.tree.delete')} />
        </Popconfirm>
      )}
    </Space>
  );
}

function Heading({ level, text, extra }: { level: 4 | 5; text: string; extra?: ReactNode }) {
  return (
    <div className="plan-heading">
      <Typography.Title level={level} className="plan-heading-title">
        {text}
      </Typography.Title>
      {extra}
    </div>
  );
}

function GoalBlock({ goal, parent, handlers }: { goal: PlanGoal; parent: Parent; handlers: TreeHandlers }) {
  const { t } = useTranslation();
  const self: Parent = { key: 'goalId', id: goal.id, text: codeName(goal) };
  return (
    <div className="plan-goal" data-testid="plan-goal" data-code={goal.code}>
      <Heading level={5} text={codeName(goal)} extra={<StandardTags codes={goal.standards} />} />
      <ProgressLine progress={goal.progress} testId="plan-goal-progress" />
      <Tools
        resource="strategicGoal"
        record={goal}
        parent={parent}
        child={{ resource: 'strategicAction', key: 'goalId', label: t('plan.web.tree.addAction') }}
        handlers={handlers}
      />
      <div className="plan-actions">
        {goal.actions.length === 0 && (
          <Typography.Text type="secondary">{t('plan.web.tree.noActions')}</Typography.Text>
        )}
        {goal.actions.map((a) => (
          <ActionItem
            key={a.id}
            action={a}
            handlers={{
              can: handlers.can,
              onView: handlers.onView,
              onChanged: handlers.onChanged,
              onEdit: () => handlers.onEdit('strategicAction', a, self),
              onDelete: () => handlers.onDelete('strategicAction', a.id),
            }}
          />
        ))}
      </div>
    </div>
  );
}

function PriorityBlock({
  priority,
  parent,
  handlers,
}: {
  priority: PlanPriority;
  parent: Parent;
  handlers: TreeHandlers;
}) {
  const { t } = useTranslation();
  const self: Parent = { key: 'priorityId', id: priority.id, text: codeName(priority) };
  return (
    <section className="plan-priority" data-testid="plan-priority" data-code={priority.code}>
      <Heading level={4} text={codeName(priority)} />
      <ProgressLine progress={priority.progress} testId="plan-priority-progress" />
      <Tools
        resource="strategicPriority"
        record={priority}
        parent={parent}
        child={{ resource: 'strategicGoal', key: 'priorityId', label: t('plan.web.tree.addGoal') }}
        handlers={handlers}
      />
      {priority.goals.length === 0 && (
        <Typography.Paragraph type="secondary">{t('plan.web.tree.noGoals')}</Typography.Paragraph>
      )}
      {priority.goals.map((g) => (
        <GoalBlock key={g.id} goal={g} parent={self} handlers={handlers} />
      ))}
    </section>
  );
}

export function PlanTree({ data, handlers }: { data: PlanTreeData; handlers: TreeHandlers }) {
  const { t } = useTranslation();
  const planParent: Parent = { key: 'planId', id: data.plan.id, text: codeName(data.plan) };
  return (
    <div className="plan-tree" data-testid="plan-tree">
      {handlers.can('add') && (
        <Button
          icon={<PlusOutlined />}
          onClick={() => handlers.onAdd('strategicPriority', planParent)}
          data-testid="plan-add-strategicPriority"
        >
          {t('plan.web.tree.addPriority')}
        </Button>
      )}
      {data.priorities.length === 0 && <Empty description={t('plan.web.tree.noPriorities')} />}
      {data.priorities.map((p) => (
        <PriorityBlock key={p.id} priority={p} parent={planParent} handlers={handlers} />
      ))}
    </div>
  );
}
