import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import type { ImportProblem } from '../../crud/api.ts';
import { ImportProblemsModal } from '../../crud/ImportProblemsModal.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { useDrawerSize } from '../shell/drawer-size.ts';
import { isActive, type Job, type JobStatus, jobsApi } from './api.ts';
import { JobProgress } from './JobProgress.tsx';
import { JOB_POLL_MS, jobsKey, noticeKey } from './watch.ts';

const STATUS_COLOR: Record<JobStatus, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  cancelled: 'warning',
};

/** The caller's jobs, newest first: bar, status, figures, and what can be done with each. */
export default function JobDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const userId = user?.id ?? '';
  const size = useDrawerSize(480);
  const [problems, setProblems] = useState<ImportProblem[] | null>(null);
  // The same query as the header's badge: one request a second serves both.
  const list = useQuery({
    queryKey: jobsKey(userId),
    queryFn: () => jobsApi.list(),
    enabled: Boolean(userId),
    refetchInterval: (query) => (query.state.data?.records.some(isActive) ? JOB_POLL_MS : false),
  });
  const jobs = list.data?.records ?? [];
  return (
    <Drawer
      title={t('jobsWeb.centre.title')}
      placement="right"
      size={size}
      open={open}
      onClose={onClose}
      data-testid="job-drawer"
    >
      {list.isError && <Alert type="error" showIcon title={t('jobsWeb.centre.loadFailed')} />}
      {list.isPending && userId ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : jobs.length === 0 && !list.isError ? (
        <Empty description={t('jobsWeb.centre.empty')} />
      ) : (
        <>
          <ul aria-label={t('jobsWeb.centre.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {jobs.map((job) => (
              <JobItem key={job.id} job={job} onProblems={setProblems} />
            ))}
          </ul>
          {(list.data?.total ?? 0) > jobs.length && (
            <Typography.Text type="secondary">
              {t('jobsWeb.centre.latest', { count: jobs.length })}
            </Typography.Text>
          )}
        </>
      )}
      <ImportProblemsModal
        problems={problems}
        onClose={() => setProblems(null)}
        title={t('jobsWeb.problems.title')}
        labels={{
          row: t('jobsWeb.problems.row'),
          column: t('jobsWeb.problems.column'),
          message: t('jobsWeb.problems.message'),
        }}
        scroll={{ x: 'max-content' }}
      />
    </Drawer>
  );
}

function JobItem({ job, onProblems }: { job: Job; onProblems: (p: ImportProblem[]) => void }) {
  const { t } = useTranslation();
  const { message, notification } = App.useApp();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const number = new Intl.NumberFormat(currentLocale());
  const cancel = useMutation({
    mutationFn: () => jobsApi.cancel(job.id),
    onSuccess: () => {
      message.info(t('jobsWeb.centre.cancelAsked'));
      return queryClient.invalidateQueries({ queryKey: jobsKey(user?.id ?? '') });
    },
  });
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    // The file is taken from here: its notice (JobCentre's, keyed by the job) has served.
    notification.destroy(noticeKey(job.id));
    try {
      await jobsApi.download(job);
    } catch {
      message.error(t('jobsWeb.centre.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };
  const problems = job.result?.errors ?? [];
  const file = job.result?.file;
  const when = dayjs(job.finishTime ?? job.startTime ?? job.createTime).format('YYYY-MM-DD HH:mm');
  return (
    <li
      className="job-item"
      data-testid="job-item"
      data-status={job.status}
      style={{ padding: '12px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
    >
      <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start">
        <Typography.Text strong ellipsis={{ tooltip: job.title }} style={{ maxWidth: 300 }}>
          {job.title}
        </Typography.Text>
        <Tag color={STATUS_COLOR[job.status]} data-testid="job-status" style={{ marginInlineEnd: 0 }}>
          {t(`jobsWeb.status.${job.status}`)}
        </Tag>
      </Space>
      <JobProgress job={job} />
      <Space size={4} wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="job-figures">
          {job.total > 0
            ? t('jobsWeb.item.rows', { done: number.format(job.done), total: number.format(job.total) })
            : isActive(job)
              ? t(job.status === 'queued' ? 'jobsWeb.item.waiting' : 'jobsWeb.item.working')
              : ''}
          {job.total > 0 || isActive(job) ? ' · ' : ''}
          {when}
        </Typography.Text>
        <Space size={4}>
          {isActive(job) && (
            <Button
              size="small"
              loading={cancel.isPending}
              onClick={() => cancel.mutate()}
              data-testid="job-cancel"
            >
              {t('jobsWeb.action.cancel')}
            </Button>
          )}
          {job.status === 'done' && file && (
            <Button
              size="small"
              type="primary"
              loading={downloading}
              onClick={() => void download()}
              data-testid="job-download"
            >
              {t('jobsWeb.action.download')}
            </Button>
          )}
          {problems.length > 0 && (
            <Button size="small" danger onClick={() => onProblems(problems)} data-testid="job-problems">
              {t('jobsWeb.item.problems', { count: problems.length })}
            </Button>
          )}
        </Space>
      </Space>
      {job.status === 'failed' && job.error && (
        <Typography.Paragraph type="danger" style={{ margin: '4px 0 0' }} data-testid="job-error">
          {job.error}
        </Typography.Paragraph>
      )}
      {job.status === 'done' && typeof job.result?.count === 'number' && problems.length === 0 && (
        <Typography.Text type="success" style={{ fontSize: 12 }} data-testid="job-imported">
          {t('jobsWeb.item.imported', { count: number.format(job.result.count) })}
        </Typography.Text>
      )}
    </li>
  );
}
