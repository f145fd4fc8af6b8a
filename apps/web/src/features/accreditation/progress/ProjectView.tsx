import { daysUntil, dictLabel, normaliseMilestones } from '@accredit/shared';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Progress, Skeleton, Space, Statistic, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import { resourceApi } from '../../../crud/api.ts';
import { currentLocale } from '../../../i18n/index.ts';
import { progressApi, progressKeys } from './api.ts';
import { Milestones } from './Milestones.tsx';
import { nextMilestone } from './model.ts';
import { ProjectForm } from './ProjectForm.tsx';
import { StandardsChecklist } from './StandardsChecklist.tsx';
import { TaskList } from './TaskList.tsx';
import { TaskTimeline } from './TaskTimeline.tsx';

/**
 * One project: how far it has come (percent, tasks done, overdue, the visit and the next
 * milestone), then its standards checklist, its tasks, their timeline and the milestones. The tab
 * is kept in the address with the project, so a link opens the same view.
 */
export function ProjectView({
  projectId,
  tab,
  standard,
  onTab,
  onBack,
}: {
  projectId: string;
  tab: string;
  /** The standard the task list is kept to (from the checklist), if any. */
  standard: string | null;
  /** Another tab; for the tasks, optionally kept to one standard. */
  onTab: (tab: string, standard?: string | null) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const client = useQueryClient();
  const locale = currentLocale();
  const [editing, setEditing] = useState(false);
  const progress = useQuery({
    queryKey: progressKeys.progress(projectId),
    queryFn: () => progressApi.progress(projectId),
  });
  const record = useQuery({
    queryKey: ['crud', 'accreditationProject', 'queryById', projectId],
    queryFn: () => resourceApi('accreditationProject').queryById(projectId),
    enabled: editing,
  });
  const mayEdit = session.has('accreditationProgress:edit');
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="acc-back">
      {t('accProgressWeb.project.back')}
    </Button>
  );

  if (progress.isPending) return <Skeleton active />;
  if (progress.isError)
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        {back}
        <Alert type="error" showIcon title={progress.error.message || t('accProgressWeb.project.failed')} />
      </Space>
    );
  const p = progress.data;
  const today = dayjs().format('YYYY-MM-DD');
  const days = daysUntil(p.project.visitDate, today);
  const milestones = normaliseMilestones(p.milestones);
  const next = nextMilestone(milestones);

  return (
    <div data-testid="acc-project" data-name={p.project.name}>
      <div className="acc-toolbar">
        {back}
        {mayEdit && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="acc-project-edit">
            {t('accProgressWeb.project.edit')}
          </Button>
        )}
      </div>
      <Card className="acc-project-head">
        <div className="acc-project-head-body">
          <Progress
            type="circle"
            size={96}
            percent={p.percent}
            status={p.percent >= 100 ? 'success' : 'normal'}
            format={(v) => `${v}%`}
            data-testid="acc-project-percent"
            data-percent={p.percent}
          />
          <div style={{ minWidth: 0, flex: 1 }}>
            <Typography.Title level={4} style={{ marginTop: 0 }} data-testid="acc-project-name">
              {p.project.name}
            </Typography.Title>
            <Space wrap size={[4, 4]}>
              <Tag color="blue">{dictLabel('accreditationScheme', p.project.scheme, locale)}</Tag>
              {p.project.cycleStart && (
                <Tag>
                  {t('accProgressWeb.project.cycle', {
                    start: p.project.cycleStart.slice(0, 10),
                    end: p.project.cycleEnd?.slice(0, 10) ?? '…',
                  })}
                </Tag>
              )}
            </Space>
            <div className="acc-stats">
              <Statistic
                title={t('accProgressWeb.project.tasksDone')}
                value={p.tasks.completed}
                suffix={`/ ${p.tasks.total}`}
              />
              <Statistic
                title={t('accProgressWeb.project.overdue')}
                value={p.tasks.overdue}
                styles={{ content: p.tasks.overdue > 0 ? { color: '#cf1322' } : undefined }}
              />
              <Statistic
                title={t('accProgressWeb.project.visit')}
                value={p.project.visitDate ? p.project.visitDate.slice(0, 10) : '—'}
                suffix={
                  days !== null && days >= 0 ? (
                    <span className="acc-muted">
                      {t('accProgressWeb.projects.daysLeft', { count: days })}
                    </span>
                  ) : undefined
                }
              />
              <Statistic
                title={t('accProgressWeb.project.nextMilestone')}
                value={next ? next.name : '—'}
                suffix={next ? <span className="acc-muted">{next.date}</span> : undefined}
              />
            </div>
          </div>
        </div>
      </Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => onTab(key)}
        destroyOnHidden
        items={[
          {
            key: 'standards',
            label: t('accProgressWeb.tabs.standards'),
            children: <StandardsChecklist progress={p} onTasks={(code) => onTab('tasks', code)} />,
          },
          {
            key: 'tasks',
            label: t('accProgressWeb.tabs.tasks'),
            children: (
              <TaskList
                projectId={projectId}
                projectName={p.project.name}
                scheme={p.project.scheme}
                standard={standard}
                onAllStandards={() => onTab('tasks')}
              />
            ),
          },
          {
            key: 'timeline',
            label: t('accProgressWeb.tabs.timeline'),
            children: <TaskTimeline projectId={projectId} />,
          },
          {
            key: 'milestones',
            label: t('accProgressWeb.tabs.milestones'),
            children: <Milestones projectId={projectId} milestones={milestones} editable={mayEdit} />,
          },
        ]}
      />
      <ProjectForm
        open={editing && Boolean(record.data)}
        record={record.data ?? null}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          void client.invalidateQueries({ queryKey: ['crud'] });
        }}
      />
    </div>
  );
}
