import { SyncOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Tooltip } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import type { TFunction } from 'i18next';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { isActive, isImport, type Job, type JobStatus, jobsApi } from './api.ts';
import { onJobAnnounced, onOpenJobCentre } from './events.ts';
import { JOB_POLL_MS, jobsKey, newlyFinished, noticeKey } from './watch.ts';

const JobDrawer = lazy(() => import('./JobDrawer.tsx'));

/**
 * The header's job centre (issue 22 item 3): a badge with the jobs still queued or running, the
 * drawer listing the caller's jobs, and a notice with the file when one of them finishes. The
 * list is asked every second while something runs and not at all otherwise.
 */
export function JobCentre() {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id ?? '';
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const seen = useRef(new Map<string, JobStatus>());
  const startedHere = useRef(new Set<string>());
  const list = useQuery({
    queryKey: jobsKey(userId),
    queryFn: () => jobsApi.list(),
    enabled: Boolean(userId),
    refetchInterval: (query) => (query.state.data?.records.some(isActive) ? JOB_POLL_MS : false),
    refetchOnWindowFocus: 'always',
  });
  const jobs = list.data?.records;
  const running = (jobs ?? []).filter(isActive).length;

  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    const offOpen = onOpenJobCentre(show);
    const offStarted = onJobAnnounced((jobId) => {
      startedHere.current.add(jobId);
      void queryClient.invalidateQueries({ queryKey: jobsKey(userId) });
      show();
    });
    return () => {
      offOpen();
      offStarted();
    };
  }, [queryClient, userId, show]);

  useEffect(() => {
    if (!jobs) return;
    const finished = newlyFinished(seen.current, jobs, startedHere.current);
    for (const job of finished) {
      if (isImport(job)) void queryClient.invalidateQueries({ queryKey: ['crud'] });
      tellFinished(job, t, notification, show);
    }
  }, [jobs, queryClient, t, notification, show]);

  const label = running > 0 ? t('jobsWeb.centre.running', { count: running }) : t('jobsWeb.centre.title');
  return (
    <>
      <Tooltip title={t('jobsWeb.centre.title')}>
        <Button
          type="text"
          aria-label={label}
          data-testid="job-centre-button"
          onClick={show}
          icon={
            <Badge count={running} size="small" data-testid="job-count" data-count={running}>
              <SyncOutlined spin={running > 0} style={{ fontSize: 16 }} />
            </Badge>
          }
        />
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <JobDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The notice of a finished job: its file to download, its problems to look at, or its error. */
function tellFinished(job: Job, t: TFunction, notification: NotificationInstance, showCentre: () => void) {
  const key = noticeKey(job.id);
  const problems = job.result?.errors?.length ?? 0;
  // An import refused for problems in its file fails with them: they are shown like a done one's.
  if (job.status === 'failed' && !problems) {
    notification.error({
      key,
      placement: 'bottomRight',
      title: t('jobsWeb.notice.failed', { title: job.title }),
      description: job.error ?? undefined,
      duration: 8,
    });
    return;
  }
  const file = job.result?.file;
  notification[problems ? 'warning' : 'success']({
    key,
    // Below, so that it never covers the job centre's drawer's first jobs and their buttons.
    placement: 'bottomRight',
    title: t(problems ? 'jobsWeb.notice.problems' : 'jobsWeb.notice.done', { title: job.title }),
    description: problems
      ? t('jobsWeb.item.problems', { count: problems })
      : typeof job.result?.count === 'number'
        ? t('jobsWeb.item.imported', { count: formatCount(job.result.count) })
        : file?.fileName,
    duration: file ? 0 : 6,
    actions: file ? (
      <Button
        type="primary"
        size="small"
        data-testid="job-notice-download"
        onClick={() => {
          notification.destroy(key);
          void jobsApi.download(job);
        }}
      >
        {t('jobsWeb.action.download')}
      </Button>
    ) : problems ? (
      <Button
        size="small"
        onClick={() => {
          notification.destroy(key);
          showCentre();
        }}
      >
        {t('jobsWeb.action.show')}
      </Button>
    ) : undefined,
  });
}

function formatCount(n: number): string {
  return new Intl.NumberFormat(currentLocale()).format(n);
}
