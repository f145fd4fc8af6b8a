import type { ProjectProgress, StandardProgress } from '@accredit/shared';
import { CheckCircleFilled, FolderOpenOutlined } from '@ant-design/icons';
import { Button, List, Progress, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { standardName } from './widgets.tsx';

/** Where a standard's evidence is shown (the evidence repository, issue 20). */
export const evidenceLink = (code: string) =>
  `/form/file-sharing?tab=evidence&standard=${encodeURIComponent(code)}`;

/**
 * The scheme's standards as a checklist: each with its progress (tasks done and whether evidence
 * is tagged), its tasks by state, its evidence (a link to the repository's view of it) and, for
 * EQUIS, AMBA and CAMEA, the AACSB standards it draws on (so one record serves both).
 */
export function StandardsChecklist({
  progress,
  onTasks,
}: {
  progress: ProjectProgress;
  /** Opens the task list kept to one standard. */
  onTasks: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <List
      className="acc-checklist"
      dataSource={progress.standards}
      rowKey="code"
      data-testid="acc-checklist"
      renderItem={(s) => <StandardRow s={s} t={t} onTasks={onTasks} />}
    />
  );
}

function StandardRow({
  s,
  t,
  onTasks,
}: {
  s: StandardProgress;
  t: (k: string, v?: Record<string, unknown>) => string;
  onTasks: (code: string) => void;
}) {
  const done = s.percent >= 100;
  return (
    <List.Item data-testid="acc-standard" data-code={s.code}>
      <div className="acc-standard">
        <div className="acc-standard-head">
          <Typography.Text strong>
            {done && <CheckCircleFilled className="acc-done-icon" />} {s.label || standardName(s.code)}
          </Typography.Text>
          <Progress
            percent={s.percent}
            size="small"
            status={done ? 'success' : 'normal'}
            format={(v) => `${v}%`}
            className="acc-standard-bar"
            data-testid="acc-standard-percent"
          />
        </div>
        <Space wrap size={[6, 6]} className="acc-muted">
          <Button
            type="link"
            size="small"
            className="acc-inline-link"
            onClick={() => onTasks(s.code)}
            data-testid="acc-standard-tasks"
          >
            {t('accProgressWeb.checklist.tasks', { done: s.tasks.completed, total: s.tasks.total })}
          </Button>
          {s.tasks.inProgress > 0 && (
            <Tag color="processing">
              {t('accProgressWeb.checklist.inProgress', { count: s.tasks.inProgress })}
            </Tag>
          )}
          {s.tasks.overdue > 0 && (
            <Tag color="red">{t('accProgressWeb.checklist.overdue', { count: s.tasks.overdue })}</Tag>
          )}
          <Link to={evidenceLink(s.code)} data-testid="acc-standard-evidence">
            <FolderOpenOutlined /> {t('accProgressWeb.checklist.evidence', { count: s.evidence })}
          </Link>
          {s.evidence === 0 && <Tag color="warning">{t('accProgressWeb.checklist.noEvidence')}</Tag>}
          {s.aacsb && s.aacsb.length > 0 && (
            <Tooltip title={t('accProgressWeb.checklist.crosswalkHint')}>
              <span>
                {t('accProgressWeb.checklist.crosswalk')}{' '}
                {s.aacsb.map((code) => (
                  <Link key={code} to={evidenceLink(code)}>
                    <Tag>
                      {t('accProgressWeb.checklist.aacsbStandard', { n: code.replace('AACSB-', '') })}
                    </Tag>
                  </Link>
                ))}
              </span>
            </Tooltip>
          )}
        </Space>
      </div>
    </List.Item>
  );
}
