import { AuditOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, List, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../app/session.tsx';
import { Panel } from '../../../components/Panel.tsx';
import { progressApi, progressKeys } from './api.ts';
import { StatusSelect } from './StatusSelect.tsx';
import './progress.css';

/** The address of a project's tasks on Accreditation Progress. */
export const projectTasksPath = (projectId: string) =>
  `/accreditation/progress?project=${encodeURIComponent(projectId)}&tab=tasks`;

/**
 * The workplace card of accreditation tasks (issue 21 item 2): the person's open tasks by due
 * date, overdue ones in red, each with its status to change in place. Shown only to someone with
 * open tasks; a completed task leaves the card.
 */
export function MyTasksCard() {
  const { t } = useTranslation();
  const session = useSession();
  const mine = useQuery({ queryKey: progressKeys.mine(), queryFn: progressApi.mine, retry: false });
  const tasks = mine.data ?? [];
  if (tasks.length === 0) return null;
  const mayOpen = session.has('accreditationProgress:query');
  const overdue = tasks.filter((x) => x.overdue).length;
  return (
    <Panel
      title={
        <Space>
          <AuditOutlined />
          {t('accProgressWeb.mine.title')}
          <Badge count={tasks.length} color="#187065" />
          {overdue > 0 && <Badge count={t('accProgressWeb.mine.overdue', { count: overdue })} />}
        </Space>
      }
      className="workplace-panel acc-mytasks"
      style={{ marginTop: 16 }}
      data-testid="acc-my-tasks"
    >
      <List
        dataSource={tasks}
        rowKey="id"
        renderItem={(task) => (
          <List.Item data-testid="acc-my-task" data-title={task.title}>
            <List.Item.Meta
              title={mayOpen ? <Link to={projectTasksPath(task.projectId)}>{task.title}</Link> : task.title}
              description={
                <span>
                  {task.projectName}
                  {task.standardLabel ? ` · ${task.standardLabel.split(' / ').at(-1)}` : ''}
                  {task.dueDate && (
                    <>
                      {' · '}
                      <Typography.Text type={task.overdue ? 'danger' : 'secondary'} strong={task.overdue}>
                        {t(task.overdue ? 'accProgressWeb.mine.overdueSince' : 'accProgressWeb.mine.due', {
                          date: task.dueDate.slice(0, 10),
                        })}
                      </Typography.Text>
                    </>
                  )}
                </span>
              }
            />
            <StatusSelect
              taskId={task.id}
              status={task.status}
              mayUpdate={task.mayUpdate}
              title={task.title}
            />
          </List.Item>
        )}
      />
    </Panel>
  );
}
