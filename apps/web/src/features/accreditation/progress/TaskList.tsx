import { type FieldDef, isOverdue, resourceByName } from '@accredit/shared';
import { CommentOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session.tsx';
import { ResourcePage } from '../../../crud/ResourcePage.tsx';
import { CommentsDrawer } from './CommentsDrawer.tsx';
import { StatusSelect } from './StatusSelect.tsx';
import { projectWidget, standardName, standardWidget, statusWidget } from './widgets.tsx';

const TASK = resourceByName('accreditationTask');

/**
 * The task's fields as this screen lists them: no project column or filter (the project is the
 * one on screen), and the status right after the title, so it can be changed without scrolling
 * the table sideways.
 */
function taskFields(fields: readonly FieldDef[]): FieldDef[] {
  const out = fields
    .filter((f) => f.key !== 'status')
    .map((f) => (f.key === 'projectId' ? { ...f, list: false, filter: false } : f));
  const status = fields.find((f) => f.key === 'status');
  const at = out.findIndex((f) => f.key === 'title') + 1;
  if (status) out.splice(at, 0, status);
  return out;
}

/**
 * The project's tasks: the engine's list and form of accreditationTask, kept to this project (the
 * project column and filter dropped, a new task taking the project by itself, the standard picked
 * from the project's scheme), with the status changed in place, overdue due dates in red and each
 * task's comments a click away.
 */
export function TaskList({
  projectId,
  projectName,
  scheme,
  standard,
  onAllStandards,
}: {
  projectId: string;
  projectName: string;
  scheme: string;
  /** Keep the list to this standard's tasks (chosen on the checklist). */
  standard: string | null;
  onAllStandards: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [commentsOf, setCommentsOf] = useState<{ id: string; title: string } | null>(null);
  const today = dayjs().format('YYYY-MM-DD');
  const mayEdit = session.has('accreditationProgress:edit');
  const me = session.user?.id;

  const def = useMemo(() => TASK && { ...TASK, fields: taskFields(TASK.fields) }, []);
  const widgets = useMemo(
    () => ({
      projectId: projectWidget(projectId, projectName),
      standard: standardWidget(scheme),
      status: statusWidget,
    }),
    [projectId, projectName, scheme],
  );
  if (!def) return null;

  return (
    <div data-testid="acc-tasks">
      {standard && (
        <div className="acc-task-filter">
          {t('accProgressWeb.tasks.keptTo')}{' '}
          <Tag closable onClose={onAllStandards} data-testid="acc-task-standard">
            {standardName(standard)}
          </Tag>
        </div>
      )}
      <ResourcePage
        resource={def}
        baseQuery={standard ? { projectId, standard } : { projectId }}
        widgets={widgets}
        columns={{
          title: (c) => ({
            ...c,
            width: 320,
            render: (_v, r) => (
              <span className="acc-task-title" data-testid="acc-task-row" data-title={String(r.title)}>
                <Typography.Text ellipsis>{String(r.title)}</Typography.Text>
                <Tooltip title={t('accProgressWeb.comments.open')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<CommentOutlined />}
                    aria-label={t('accProgressWeb.comments.open')}
                    onClick={() => setCommentsOf({ id: r.id, title: String(r.title) })}
                    data-testid="acc-task-comments"
                  />
                </Tooltip>
              </span>
            ),
          }),
          status: (c) => ({
            ...c,
            ellipsis: false,
            render: (_v, r) => (
              <StatusSelect
                taskId={r.id}
                status={String(r.status)}
                title={String(r.title)}
                mayUpdate={mayEdit || (Boolean(me) && r.assigneeId === me)}
              />
            ),
          }),
          // The standard's own name; the framework is the project's.
          standard: (c) => ({
            ...c,
            width: 220,
            render: (_v, r) => (typeof r.standard === 'string' && r.standard ? standardName(r.standard) : ''),
          }),
          dueDate: (c) => ({
            ...c,
            render: (_v, r) =>
              isOverdue(
                { status: String(r.status), dueDate: r.dueDate ? String(r.dueDate) : null },
                today,
              ) ? (
                <Tooltip title={t('accProgressWeb.tasks.overdue')}>
                  <Typography.Text type="danger" strong data-testid="acc-task-overdue">
                    <ExclamationCircleOutlined aria-label={t('accProgressWeb.tasks.overdue')} />{' '}
                    {String(r.dueDate).slice(0, 10)}
                  </Typography.Text>
                </Tooltip>
              ) : (
                String(r.dueDate ?? '').slice(0, 10)
              ),
          }),
        }}
      />
      <CommentsDrawer target="task" item={commentsOf} onClose={() => setCommentsOf(null)} />
    </div>
  );
}
