import type { Page } from '@accredit/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../../i18n/index.ts';
import { renderInApp } from '../../test/render.tsx';
import type { EvidenceQuery, EvidenceRow, TagState, UntaggedQuery } from './api.ts';

/**
 * The evidence screens as a reader sees them: the standard tree with counts, the linked
 * standard's items with type, source, folder and files, untagging what the server says may be
 * changed; a record's tags in its view with an editor; the untagged list's quick tag.
 */
const row = (over: Partial<EvidenceRow>): EvidenceRow => ({
  resource: 'fileInfo',
  id: 'f1',
  title: 'Closing the loop 2025.pdf',
  source: 'field',
  standards: ['AACSB-5'],
  year: null,
  files: [{ url: '/obe/file/abc', fileName: 'Closing the loop 2025.pdf' }],
  folderPath: ['AoL', 'Reports'],
  updatedAt: '2025-06-01T00:00:00.000Z',
  typeLabel: 'File',
  editable: true,
  ...over,
});
const ITEMS = [
  row({}),
  row({
    resource: 'supportMaterials',
    id: 's1',
    title: 'AoL report',
    source: 'tag',
    standards: ['1-1', 'AACSB-5'],
    files: [{ url: '/obe/file/def', fileName: 'aol.docx' }],
    folderPath: undefined,
    typeLabel: 'Supporting documents',
    editable: false,
  }),
];
const page = (records: EvidenceRow[]): Page<EvidenceRow> => ({
  records,
  total: records.length,
  size: 20,
  current: 1,
  pages: 1,
});
const asked: EvidenceQuery[] = [];
const askedUntagged: UntaggedQuery[] = [];
const saved: { resource: string; recordId: string; standards: readonly string[] }[] = [];
let tags: TagState = { standards: ['AACSB-5'], own: false, editable: true };

vi.mock('./api.ts', async (actual) => ({
  ...(await actual<typeof import('./api.ts')>()),
  evidenceApi: {
    list: async (q: EvidenceQuery) => {
      asked.push(q);
      return page(ITEMS);
    },
    summary: async () => ({ AACSB: 2, 'AACSB-5': 2, '1': 1, '1-1': 1 }),
    untagged: async (q: UntaggedQuery) => {
      askedUntagged.push(q);
      return page([row({ id: 'f9', title: 'Untagged minutes.pdf', standards: [], source: 'field' })]);
    },
    tagsOf: async () => tags,
    setTags: async (resource: string, recordId: string, standards: readonly string[]) => {
      saved.push({ resource, recordId, standards });
      tags = { ...tags, standards: [...standards] };
      return tags;
    },
  },
}));

const { default: EvidenceTab } = await import('./EvidenceTab.tsx');
const { default: UntaggedTab } = await import('./UntaggedTab.tsx');
const { EvidenceTags } = await import('./EvidenceTags.tsx');

function wrap(node: ReactNode, entry = '/form/file-sharing?tab=evidence&standard=AACSB-5') {
  return renderInApp(node, entry);
}

beforeAll(async () => {
  await loadSignedInCatalogs();
});
beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  asked.length = 0;
  saved.length = 0;
  tags = { standards: ['AACSB-5'], own: false, editable: true };
});
afterEach(cleanup);

describe('evidence by standard', { timeout: 30_000 }, () => {
  it('opens at the linked standard with counts, items, folders and files', async () => {
    wrap(<EvidenceTab />);
    expect(await screen.findByText('AoL report', {}, { timeout: 10_000 })).toBeTruthy();
    expect(asked[0]).toMatchObject({ standard: 'AACSB-5', pageNo: 1, pageSize: 20 });
    expect(screen.getByTestId('evidence-heading').textContent).toBe(
      'AACSB standards / Standard 5: Assurance of Learning',
    );
    await waitFor(() =>
      expect(screen.getByTestId('evidence-node-AACSB').textContent).toBe('AACSB standards2'),
    );
    expect(screen.getByTestId('evidence-node-AACSB-5').textContent).toContain('2');
    const [file, record] = screen.getAllByTestId('evidence-item');
    expect(within(file).getByTestId('evidence-folder').textContent).toContain('AoL / Reports');
    expect(within(file).getByText('Own standards')).toBeTruthy();
    expect(within(file).queryByTestId('evidence-open')).toBeNull();
    expect(within(record).getByText('Tagged')).toBeTruthy();
    expect(within(record).getByText('Supporting documents')).toBeTruthy();
    expect(within(record).getByText('aol.docx')).toBeTruthy();
    expect(within(record).getByTestId('evidence-open')).toBeTruthy();
    // Only what the server marks editable may be changed.
    expect(within(record).queryByTestId('evidence-untag')).toBeNull();
    expect(within(record).queryByTestId('evidence-edit')).toBeNull();
    fireEvent.click(within(file).getByTestId('evidence-untag'));
    fireEvent.click(await screen.findByRole('button', { name: 'Untag' }));
    await waitFor(() => expect(saved).toEqual([{ resource: 'fileInfo', recordId: 'f1', standards: [] }]));
  });

  it('reads in Chinese', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    wrap(<EvidenceTab />);
    expect(await screen.findByText('AoL report', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByTestId('evidence-heading').textContent).toBe('AACSB 标准 / 标准5：学习成效评估');
    expect(screen.getAllByText('已标注').length).toBeGreaterThan(0);
  });

  it('ignores a standard the trees do not have', async () => {
    wrap(<EvidenceTab />, '/form/file-sharing?tab=evidence&standard=nope');
    expect(await screen.findByText('AoL report', {}, { timeout: 10_000 })).toBeTruthy();
    expect(asked[0]?.standard).toBeUndefined();
    expect(screen.getByTestId('evidence-heading').textContent).toBe('All tagged evidence');
  });
});

describe("a record's tags", { timeout: 30_000 }, () => {
  it('shows the standards and saves an edit', async () => {
    wrap(<EvidenceTags resource="supportMaterials" recordId="s1" />);
    expect(await screen.findByText('Evidence for standards')).toBeTruthy();
    expect(screen.getByTestId('evidence-standards').textContent).toBe('AACSB-5');
    fireEvent.click(screen.getByTestId('evidence-tags-edit'));
    expect(screen.getByTestId('evidence-picker')).toBeTruthy();
    fireEvent.click(screen.getByTestId('evidence-editor-save'));
    await waitFor(() =>
      expect(saved).toEqual([{ resource: 'supportMaterials', recordId: 's1', standards: ['AACSB-5'] }]),
    );
    await waitFor(() => expect(screen.queryByTestId('evidence-picker')).toBeNull());
  });

  it('offers no editor to a reader, and says when nothing is tagged', async () => {
    tags = { standards: [], own: false, editable: false };
    wrap(<EvidenceTags resource="supportMaterials" recordId="s1" />);
    expect(await screen.findByText('Not tagged to any standard')).toBeTruthy();
    expect(screen.queryByTestId('evidence-tags-edit')).toBeNull();
  });
});

describe('untagged evidence', { timeout: 30_000 }, () => {
  it('lists what no standard names, with a quick tag', async () => {
    wrap(<UntaggedTab />, '/form/file-sharing?tab=untagged');
    expect(await screen.findByText('Untagged minutes.pdf', {}, { timeout: 10_000 })).toBeTruthy();
    expect(askedUntagged.at(-1)).toMatchObject({ pageNo: 1, pageSize: 20 });
    fireEvent.click(screen.getByTestId('evidence-edit'));
    expect(screen.getByTestId('evidence-editor')).toBeTruthy();
    // Ticking an item offers tagging several at once.
    const box = screen.getByTestId('evidence-select');
    fireEvent.click(box.tagName === 'INPUT' ? box : (box.querySelector('input') as HTMLInputElement));
    expect(screen.getByTestId('untagged-bulk-save').textContent).toContain('Tag selected (1)');
  });
});
