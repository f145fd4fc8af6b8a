import type { Page } from '@accredit/shared';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceRecord } from '../../crud/api.ts';
import { i18n, loadSignedInCatalogs } from '../../i18n/index.ts';
import { renderInApp } from '../../test/render.tsx';
import { onJobAnnounced } from './events.ts';

// Rendering antd in happy-dom takes seconds when the machine is busy: wait as long as the test may.
configure({ asyncUtilTimeout: 10_000 });
/**
 * The generic list's Export and Import turn into background jobs past a size: a list of more than
 * 2,000 rows (or a capped "10,000+") starts the export job with the list's filter and hands the
 * job to the job centre; a smaller one downloads at once. An import file over 256 KB goes the job
 * route; a smaller one is imported at once with its problems shown in place.
 */
type Query = Record<string, unknown>;
const size = { total: 0, capped: false };
const exportXls = vi.fn(async (_q: Query, _name: string) => undefined);
const exportJob = vi.fn(async (_q: Query) => ({ jobId: 'job-1' }));
const importExcel = vi.fn(async (_f: File) => ({ message: 'Imported 3 rows' }));
const importJob = vi.fn(async (_f: File) => ({ jobId: 'job-2' }));

vi.mock('../../crud/api.ts', async (actual) => {
  const real = await actual<typeof import('../../crud/api.ts')>();
  return {
    ...real,
    resourceApi: (name: string) => ({
      ...real.resourceApi(name),
      list: async (query: Query): Promise<Page<ResourceRecord>> => ({
        records: [{ id: 'r1', linkName: 'A link', linkUrl: 'https://example.org' }],
        total: size.total,
        totalCapped: size.capped,
        size: Number(query.pageSize),
        current: 1,
        pages: 1,
      }),
      exportXls,
      exportJob,
      importExcel,
      importJob,
    }),
  };
});
const { ResourcePage } = await import('../../crud/ResourcePage.tsx');

function show() {
  renderInApp(
    <ResourcePage resource="externalLinks" can={(a) => ['query', 'export', 'import'].includes(a)} />,
  );
}

const announced: string[] = [];
let stopListening = () => {};
beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
beforeEach(() => {
  for (const f of [exportXls, exportJob, importExcel, importJob]) f.mockClear();
  announced.length = 0;
  stopListening = onJobAnnounced((id) => announced.push(id));
});
afterEach(() => {
  stopListening();
  cleanup();
});

async function exportWith(total: number, capped = false) {
  size.total = total;
  size.capped = capped;
  show();
  await screen.findByText('A link');
  fireEvent.click(screen.getByTestId('crud-export'));
}

describe('the list export', { timeout: 30_000 }, () => {
  it('downloads at once up to 2,000 rows', async () => {
    await exportWith(2000);
    await waitFor(() => expect(exportXls).toHaveBeenCalledTimes(1));
    expect(exportJob).not.toHaveBeenCalled();
    expect(announced).toEqual([]);
  });

  it('starts a job past 2,000 rows, with the list filter, and hands it to the job centre', async () => {
    await exportWith(2001);
    await waitFor(() => expect(exportJob).toHaveBeenCalledTimes(1));
    expect(exportXls).not.toHaveBeenCalled();
    expect(exportJob.mock.calls[0][0]).not.toHaveProperty('pageNo');
    expect(announced).toEqual(['job-1']);
    expect(await screen.findByText(/The export runs in the background/)).toBeTruthy();
  });

  it('starts a job for a capped "10,000+" list', async () => {
    await exportWith(10_000, true);
    await waitFor(() => expect(announced).toEqual(['job-1']));
    expect(exportXls).not.toHaveBeenCalled();
  });
});

describe('the list import', { timeout: 30_000 }, () => {
  const pick = async (bytes: number) => {
    size.total = 1;
    size.capped = false;
    show();
    await screen.findByText('A link');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File([new Uint8Array(bytes)], 'students.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(input, { target: { files: [file] } });
  };

  it('imports a small file at once', async () => {
    await pick(10_000);
    await waitFor(() => expect(importExcel).toHaveBeenCalledTimes(1));
    expect(importJob).not.toHaveBeenCalled();
    expect(await screen.findByText('Imported 3 rows')).toBeTruthy();
  });

  it('imports a file over 256 KB as a job', async () => {
    await pick(300 * 1024);
    await waitFor(() => expect(importJob).toHaveBeenCalledTimes(1));
    expect(importExcel).not.toHaveBeenCalled();
    expect(announced).toEqual(['job-2']);
    expect(await screen.findByText(/imported in the background/)).toBeTruthy();
  });
});
