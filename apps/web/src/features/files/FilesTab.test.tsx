import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { i18n, loadSignedInCatalogs } from '../../i18n/index.ts';
import { renderInApp } from '../../test/render.tsx';
import type { FileRecord } from './api.ts';
import type { FolderItem } from './model.ts';
import { UploadQueue } from './upload-queue.ts';

/**
 * The Files tab as a manager and as a reader see it: a manager gets the upload, new subfolder and
 * permissions controls and a delete that says what goes with the folder; a reader only reads and
 * downloads. The upload list gives each file a line with its status and progress, the server's
 * refusal beside a refused file, and a retry that finishes it.
 */
let codes = new Set<string>();
vi.mock('../../app/session.tsx', () => ({
  useSession: () => ({ has: (code: string) => codes.has(code), user: { username: 'li' } }),
}));

const folder = (
  id: string,
  parentId: string | null,
  name: string,
  fileCount: number,
  manage: boolean,
): FolderItem => ({
  id,
  parentId,
  name,
  fileCount,
  expertVisible: id === 'ex',
  studentUpload: false,
  restricted: id === 'ex',
  uploadRestricted: false,
  rights: { upload: manage, manage, remove: manage },
});
let TREE: FolderItem[] = [];
const FILE = {
  id: 'f1',
  folderId: 'r',
  fileName: 'Closing the loop.pdf',
  url: '/obe/file/abcdefghij0123456789',
  mime: 'application/pdf',
  size: 35_840,
  version: 2,
  textStatus: '2',
  standards: 'AACSB-5',
  createBy: 'wang',
  createTime: '2026-03-01T02:00:00Z',
  updateTime: '2026-03-02T02:00:00Z',
} as FileRecord;

vi.mock('./api.ts', async (actual) => ({
  ...(await actual<typeof import('./api.ts')>()),
  useFolderTree: () => ({ data: TREE, isPending: false, isError: false }),
  useFolderPath: (id: string) => ({ data: [{ id, name: TREE.find((f) => f.id === id)?.name ?? id }] }),
  useFolderFiles: () => ({ data: { records: [FILE], total: 1 }, isFetching: false }),
  useRefreshFiles: () => async () => {},
}));

const { default: FilesTab } = await import('./FilesTab.tsx');
const { UploadList } = await import('./UploadPanel.tsx');

function show(path = '/form/file-sharing?folder=r') {
  renderInApp(<FilesTab />, path);
}

beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
afterEach(cleanup);

describe('files tab', { timeout: 30_000 }, () => {
  it('gives a manager the upload and folder controls, and a delete that names what goes with it', async () => {
    codes = new Set(['fileSharing:query', 'fileSharing:add', 'fileSharing:edit', 'fileSharing:delete']);
    TREE = [
      folder('r', null, 'Reports', 1, true),
      folder('y', 'r', '2025', 3, true),
      folder('q', 'y', 'Q1', 2, true),
    ];
    show();
    expect(screen.getByTestId('files-upload')).toBeTruthy();
    expect(screen.getByTestId('files-upload-folder')).toBeTruthy();
    expect(screen.getByTestId('folder-permissions')).toBeTruthy();
    expect(screen.getByTestId('files-dropzone')).toBeTruthy();
    const row = screen.getAllByTestId('file-row')[0];
    expect(within(row).getByText('35 KB')).toBeTruthy();
    expect(within(row).getByText('v2')).toBeTruthy();
    expect(within(row).getByText('AACSB-5')).toBeTruthy();
    expect(within(row).getByTestId('file-text-status').textContent).toBe('Indexed');

    const node = screen.getAllByTestId('folder-node').find((n) => n.getAttribute('data-name') === 'Reports');
    fireEvent.click(within(node as HTMLElement).getByTestId('folder-actions'));
    fireEvent.click(await screen.findByText('Delete'));
    const body = await screen.findByText(/2 subfolder\(s\) and 6 file\(s\)/);
    expect(body).toBeTruthy();
  });

  it('gives a reader reading and downloading only', () => {
    codes = new Set(['fileSharing:query', 'fileSharing:get']);
    TREE = [folder('r', null, 'Reports', 1, false), folder('ex', null, 'Expert room', 3, false)];
    show();
    for (const id of [
      'files-upload',
      'files-upload-folder',
      'folder-permissions',
      'folder-new',
      'folder-new-top',
      'files-dropzone',
      'folder-actions',
    ])
      expect(screen.queryAllByTestId(id)).toHaveLength(0);
    expect(screen.getByTestId('file-download')).toBeTruthy();
    // Nothing to choose rows for: the file is someone else's and the folder is not theirs to manage.
    expect(document.querySelectorAll('.ant-table-selection-column')).toHaveLength(0);
    const expert = screen
      .getAllByTestId('folder-node')
      .find((n) => n.getAttribute('data-name') === 'Expert room');
    expect(within(expert as HTMLElement).getByTestId('folder-lock')).toBeTruthy();
    expect(within(expert as HTMLElement).getByTestId('folder-expert').textContent).toBe('Experts');
  });
});

describe('upload list', () => {
  it('shows each file with its status and progress, the refusal beside the refused one, and a retry that finishes it', async () => {
    let refuse = true;
    const queue = new UploadQueue({
      makeFolders: async () => ({}),
      upload: async (f) => {
        if (f.name === 'notes.txt' && refuse)
          throw new ApiError(400, 'This type of file is not accepted here.');
        return { url: `/obe/file/${f.name}`, fileName: f.name };
      },
      register: async () => {},
    });
    const files = [new File(['%PDF'], 'a.pdf'), new File(['x'], 'notes.txt')];
    await act(() => queue.add(files, 'r'));
    const { rerender } = render(<UploadList items={queue.snapshot()} queue={queue} />);
    const items = screen.getAllByTestId('upload-item');
    // The refused file comes first: it needs a decision.
    expect(
      items.map((i) => [
        i.getAttribute('data-name'),
        i.getAttribute('data-status'),
        i.getAttribute('data-percent'),
      ]),
    ).toEqual([
      ['notes.txt', 'failed', '0'],
      ['a.pdf', 'done', '100'],
    ]);
    expect(within(items[0]).getByTestId('upload-error').textContent).toBe(
      'This type of file is not accepted here.',
    );
    expect(screen.getByTestId('upload-summary').textContent).toBe('1 of 2 uploaded · failed: 1');
    refuse = false;
    fireEvent.click(within(items[0]).getByTestId('upload-retry'));
    await waitFor(() => expect(queue.snapshot().every((i) => i.status === 'done')).toBe(true));
    rerender(<UploadList items={queue.snapshot()} queue={queue} />);
    expect(screen.getAllByTestId('upload-item').map((i) => i.getAttribute('data-status'))).toEqual([
      'done',
      'done',
    ]);
    expect(screen.getByTestId('upload-summary').textContent).toBe('2 of 2 uploaded');
  });
});
