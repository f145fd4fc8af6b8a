import type { Page } from '@accredit/shared';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../../i18n/index.ts';
import { renderInApp } from '../../test/render.tsx';
import type { Job } from './api.ts';

// Rendering antd in happy-dom takes seconds when the machine is busy: wait as long as the test may.
configure({ asyncUtilTimeout: 10_000 });
/**
 * The job centre against a mocked client: the badge counts what still runs, the drawer shows each
 * job's bar, figures and actions (cancel, download, the error of a failed one), the list is asked
 * every second only while something runs, and a job that finishes says so with its file.
 */
const server = { jobs: [] as Job[], listCalls: 0 };
const cancel = vi.fn(async (_id: string) => null);
const download = vi.fn(async (_job: Job) => undefined);

vi.mock('../../app/session.tsx', () => ({ useSession: () => ({ user: { id: 'u1', username: 'admin' } }) }));
vi.mock('./api.ts', async (actual) => {
  const real = await actual<typeof import('./api.ts')>();
  return {
    ...real,
    jobsApi: {
      list: async (): Promise<Page<Job>> => {
        server.listCalls++;
        const records = server.jobs.map((j) => ({ ...j }));
        return { records, total: records.length, size: 20, current: 1, pages: 1 };
      },
      queryById: async (id: string) => server.jobs.find((j) => j.id === id),
      cancel: (id: string) => cancel(id),
      download: (job: Job) => download(job),
    },
  };
});
const { JobCentre } = await import('./JobCentre.tsx');
const { announceJob } = await import('./events.ts');

function job(over: Partial<Job> & Pick<Job, 'id' | 'status'>): Job {
  return {
    kind: 'export.resource',
    title: `Export: Students ${over.id}`,
    done: 0,
    total: 0,
    result: null,
    error: null,
    createTime: '2026-11-27 10:00:00',
    startTime: null,
    finishTime: null,
    ...over,
  };
}

function show() {
  renderInApp(<JobCentre />);
}

const items = () => screen.getAllByTestId('job-item');
const item = (id: string) => {
  const found = items().find((el) => el.textContent?.includes(`Students ${id}`));
  if (!found) throw new Error(`no job ${id}`);
  return found;
};

beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
beforeEach(() => {
  server.jobs = [];
  server.listCalls = 0;
  cancel.mockClear();
  download.mockClear();
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en-US');
});

describe('the job centre', { timeout: 30_000 }, () => {
  it('counts the jobs in progress and lists each with its bar, figures and actions', async () => {
    server.jobs = [
      job({ id: 'a', status: 'running', done: 4500, total: 10_000 }),
      job({ id: 'b', status: 'queued' }),
      job({
        id: 'c',
        status: 'done',
        done: 20_000,
        total: 20_000,
        result: { file: { fileId: 'f1', fileName: 'Students.xlsx', size: 10, mime: 'x' } },
      }),
      job({ id: 'd', status: 'failed', done: 10, total: 100, error: 'The file could not be written' }),
      job({
        id: 'h',
        kind: 'import.resource',
        status: 'done',
        done: 3,
        total: 3,
        result: { errors: [{ row: 7, column: 'Sex', message: 'Not a value of the list' }] },
      }),
    ];
    show();
    await waitFor(() => expect(screen.getByTestId('job-count').dataset.count).toBe('2'));
    expect(screen.getByTestId('job-centre-button').getAttribute('aria-label')).toBe(
      'Background jobs, 2 in progress',
    );
    fireEvent.click(screen.getByTestId('job-centre-button'));
    expect(await screen.findByText('Background jobs', { selector: '.ant-drawer-title' })).toBeTruthy();
    await waitFor(() => expect(items()).toHaveLength(5));

    // Running with a known total: its share, the figures, a cancel button.
    const running = item('a');
    expect(within(running).getByTestId('job-progress').dataset.percent).toBe('45');
    expect(within(running).getByTestId('job-figures').textContent).toContain('4,500 of 10,000 rows');
    expect(within(running).getByTestId('job-status').textContent).toBe('Running');
    expect(within(running).queryByTestId('job-download')).toBeNull();
    // Queued, total unknown: the bar has no figure and slides.
    const queued = item('b');
    expect(within(queued).getByTestId('job-progress').dataset.percent).toBe('');
    expect(queued.querySelector('.job-progress-track-indeterminate')).toBeTruthy();
    expect(within(queued).getByTestId('job-figures').textContent).toContain('Waiting to start');
    // Done: full bar and the file; no cancel.
    const done = item('c');
    expect(within(done).getByTestId('job-progress').dataset.percent).toBe('100');
    expect(within(done).queryByTestId('job-cancel')).toBeNull();
    // Failed: its message, no download.
    const failed = item('d');
    expect(within(failed).getByTestId('job-error').textContent).toBe('The file could not be written');
    expect(within(failed).getByTestId('job-status').textContent).toBe('Failed');
    expect(within(failed).queryByTestId('job-download')).toBeNull();
    expect(within(failed).queryByTestId('job-cancel')).toBeNull();

    // An import refused for problems in its file: they are listed as the direct import lists them.
    fireEvent.click(within(item('h')).getByTestId('job-problems'));
    expect(await screen.findByText('Not a value of the list')).toBeTruthy();
    expect(screen.getByText('Problems in the file')).toBeTruthy();

    fireEvent.click(within(done).getByTestId('job-download'));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(download.mock.calls[0][0].id).toBe('c');

    fireEvent.click(within(running).getByTestId('job-cancel'));
    await waitFor(() => expect(cancel).toHaveBeenCalledWith('a'));
    expect(await screen.findByText('Cancel requested: the job stops at its next step.')).toBeTruthy();
  });

  it('asks every second while a job runs, then stops, and says when it finished with its file', async () => {
    server.jobs = [job({ id: 'e', status: 'running', done: 100, total: 1000 })];
    show();
    await waitFor(() => expect(screen.getByTestId('job-count').dataset.count).toBe('1'));
    await waitFor(() => expect(server.listCalls).toBeGreaterThanOrEqual(2), { timeout: 10_000 });

    server.jobs = [
      job({
        id: 'e',
        status: 'done',
        done: 1000,
        total: 1000,
        result: { file: { fileId: 'f2', fileName: 'Students e.xlsx', size: 10, mime: 'x' } },
      }),
    ];
    expect(await screen.findByText('Finished: Export: Students e', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('job-count').dataset.count).toBe('0');
    // Taken from the drawer, the file's notice goes.
    fireEvent.click(screen.getByTestId('job-centre-button'));
    fireEvent.click(await within(await screen.findByTestId('job-drawer')).findByTestId('job-download'));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    // (happy-dom never ends the fade, so the notice is seen leaving rather than gone.)
    await waitFor(() =>
      expect(
        screen.getByTestId('job-notice-download').closest('.ant-notification-notice')?.className,
      ).toContain('leave'),
    );

    // Nothing runs: no more asking.
    const calls = server.listCalls;
    await act(() => new Promise((r) => setTimeout(r, 2500)));
    expect(server.listCalls).toBe(calls);
  });

  it('follows a job started on the page, opens the drawer, and reports a failure', async () => {
    show();
    await waitFor(() => expect(server.listCalls).toBe(1));
    expect(screen.queryByTestId('job-drawer')).toBeNull();
    // Started and failed before the next poll: still news, because this page started it.
    server.jobs = [job({ id: 'f', status: 'failed', error: 'Too many rows' })];
    act(() => announceJob('f'));
    expect(await screen.findByText('Failed: Export: Students f')).toBeTruthy();
    expect(await screen.findByTestId('job-drawer')).toBeTruthy();
    await waitFor(() => expect(within(item('f')).getByTestId('job-error').textContent).toBe('Too many rows'));
  });

  it('speaks Chinese', async () => {
    await i18n.changeLanguage('zh-CN');
    server.jobs = [job({ id: 'g', status: 'running', done: 1, total: 4 })];
    show();
    fireEvent.click(screen.getByTestId('job-centre-button'));
    await waitFor(() => expect(within(item('g')).getByTestId('job-status').textContent).toBe('进行中'));
    expect(within(item('g')).getByTestId('job-figures').textContent).toContain('1 / 4 行');
    expect(within(item('g')).getByTestId('job-cancel').textContent).toBe('取 消');
  });
});
