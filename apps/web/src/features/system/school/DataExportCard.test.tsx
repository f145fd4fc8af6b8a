import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../../../i18n/index.ts';
import { onJobAnnounced } from '../../jobs/events.ts';

configure({ asyncUtilTimeout: 10_000 });

/**
 * The full data export's card on School Settings: only holders of `dataExport` see it; its
 * button starts the job (POST /sys/dataExport/job) and hands the job to the header's job centre.
 */
const held = new Set<string>();
const post = vi.fn(async (_path: string) => ({ jobId: 'job-9' }));
vi.mock('../../../app/session.tsx', () => ({
  useSession: () => ({ has: (code: string) => held.has(code) }),
}));
vi.mock('../../../api/client.ts', () => ({ api: { post: (path: string) => post(path) } }));
const { DataExportCard } = await import('./DataExportCard.tsx');

const show = () =>
  render(
    <App>
      <DataExportCard />
    </App>,
  );

beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
afterEach(() => {
  cleanup();
  held.clear();
  post.mockClear();
});

describe('full data export card', () => {
  it('is hidden without the permission', () => {
    show();
    expect(screen.queryByTestId('data-export-card')).toBeNull();
  });

  it('starts the job and tells the job centre', async () => {
    held.add('dataExport');
    const announced: string[] = [];
    const stop = onJobAnnounced((id) => announced.push(id));
    show();
    expect(screen.getByText('Full data export')).toBeTruthy();
    fireEvent.click(screen.getByTestId('data-export-start'));
    await waitFor(() => expect(announced).toEqual(['job-9']));
    expect(post).toHaveBeenCalledWith('/sys/dataExport/job');
    stop();
  });
});
