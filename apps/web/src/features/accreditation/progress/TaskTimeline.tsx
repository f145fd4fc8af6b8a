import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { progressApi, progressKeys } from './api.ts';
import { StatusTag } from './StatusSelect.tsx';

/**
 * The project's tasks by due date (GET timeline): done in green, overdue in red, the rest in blue;
 * tasks without a due date come last as the server orders them.
 */
export function TaskTimeline({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const timeline = useQuery({
    queryKey: progressKeys.timeline(projectId),
    queryFn: () => progressApi.timeline(projectId),
  });
  if (timeline.isPending) return <Skeleton active />;
  if (timeline.isError) return <Alert type="error" showIcon title={t('accProgressWeb.timeline.failed')} />;
  if (timeline.data.length === 0) return <Empty description={t('accProgressWeb.timeline.empty')} />;
  return (
    <Timeline
      data-testid="acc-timeline"
      items={timeline.data.map((task) => ({
        key: task.id,
        color: task.status === '2' ? 'green' : task.overdue ? 'red' : 'blue',
        content: (
          <div data-testid="acc-timeline-item" data-title={task.title}>
            <Typography.Text strong type={task.overdue ? 'danger' : undefined}>
              {task.dueDate ? task.dueDate.slice(0, 10) : t('accProgressWeb.timeline.noDate')}
            </Typography.Text>{' '}
            <StatusTag status={task.status} />
            {task.overdue && (
              <Typography.Text type="danger"> {t('accProgressWeb.tasks.overdue')}</Typography.Text>
            )}
            <div>{task.title}</div>
            <div className="acc-muted">
              {[task.standardLabel?.split(' / ').at(-1), task.assigneeName].filter(Boolean).join(' · ')}
            </div>
          </div>
        ),
      }))}
    />
  );
}
