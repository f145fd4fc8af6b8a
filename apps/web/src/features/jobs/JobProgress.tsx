import { Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Job, percentOf } from './api.ts';
import './jobs.css';

/**
 * A job's bar: the share done while its total is known, a sliding block while it is not (antd's
 * Progress has no indeterminate form), red where it failed, full and green when done.
 */
export function JobProgress({ job }: { job: Job }) {
  const { t } = useTranslation();
  const percent = percentOf(job);
  const active = job.status === 'queued' || job.status === 'running';
  if (percent === null && active)
    return (
      <Progress
        percent={30}
        showInfo={false}
        size="small"
        aria-label={t('jobsWeb.item.working')}
        classNames={{ rail: 'job-progress-rail-indeterminate', track: 'job-progress-track-indeterminate' }}
        data-testid="job-progress"
        data-percent=""
      />
    );
  const status =
    job.status === 'failed'
      ? 'exception'
      : job.status === 'done'
        ? 'success'
        : job.status === 'running'
          ? 'active'
          : 'normal';
  return (
    <Progress
      percent={percent ?? 0}
      status={status}
      size="small"
      aria-label={t('jobsWeb.item.progress', { title: job.title })}
      data-testid="job-progress"
      data-percent={percent ?? 0}
    />
  );
}
