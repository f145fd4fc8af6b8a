import type { SearchAnswer } from '@accredit/shared';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Session, SessionProvider } from '../../app/session.tsx';
import { i18n, loadSignedInCatalogs } from '../../i18n/index.ts';
import { renderInApp } from '../../test/render.tsx';
import { HeaderSearch, isSearchShortcut } from './HeaderSearch.tsx';
import { Highlight } from './Highlight.tsx';
import { forgetSearches, recentSearches } from './recent.ts';
import SearchPage from './SearchPage.tsx';

const calls = vi.hoisted(() => ({ query: vi.fn(), types: vi.fn(), departTree: vi.fn(async () => []) }));
vi.mock('./api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api.ts')>()),
  searchApi: calls,
}));

const ANSWER: SearchAnswer = {
  query: '闭环改进',
  took: 12,
  groups: [
    {
      resource: 'fileInfo',
      total: 200,
      more: true,
      hits: [
        {
          resource: 'fileInfo',
          id: 'f1',
          title: [{ text: 'closing-the-loop-zh.pdf' }],
          snippet: [{ text: '本学年' }, { text: '闭环改进', hit: true }, { text: '成效显著 <b>x</b>' }],
          year: 2025,
          file: {
            url: '/obe/file/u1',
            fileName: 'closing-the-loop-zh.pdf',
            mime: 'application/pdf',
            folderId: 'd9',
          },
          standards: ['AACSB-5'],
        },
      ],
    },
    {
      resource: 'syllabus',
      total: 1,
      more: false,
      hits: [
        {
          resource: 'syllabus',
          id: 's1',
          title: [{ text: '管理学' }, { text: '闭环', hit: true }],
          snippet: [],
          year: null,
          standards: [],
        },
      ],
    },
    { resource: 'teacher', total: 0, more: false, hits: [] },
  ],
};

/** Shows the address the page wrote, so the test reads the URL state. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function mount(ui: ReactNode, path: string) {
  renderInApp(
    <>
      {ui}
      <Where />
    </>,
    path,
  );
}

const where = () => decodeURIComponent(screen.getByTestId('where').textContent ?? '').replace(/\+/g, ' ');

function session(codes: string[]): Session {
  const held = new Set(codes);
  return {
    user: null,
    menu: [],
    roles: [],
    currentRole: null,
    held,
    has: (c) => held.has(c),
    landing: '/',
    headAssignments: [],
  };
}

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
  await loadSignedInCatalogs();
});
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  forgetSearches();
  await i18n.changeLanguage('en-US');
});

describe('matched words', () => {
  it('are marked, and every piece stays text (no markup from a record or a file)', () => {
    render(<Highlight segments={ANSWER.groups[0].hits[0].snippet} testId="s" />);
    const root = screen.getByTestId('s');
    expect([...root.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['闭环改进']);
    expect(root.querySelector('b')).toBeNull();
    expect(root.textContent).toBe('本学年闭环改进成效显著 <b>x</b>');
  });
});

describe('the Search screen', { timeout: 20_000 }, () => {
  it('before a search shows what can be found, and asks nothing', async () => {
    calls.types.mockResolvedValue([]);
    mount(<SearchPage />, '/InfoRetrieval/search');
    expect(await screen.findByTestId('search-empty')).toBeTruthy();
    expect(calls.query).not.toHaveBeenCalled();
  });

  it('searches what the address says and shows groups with counts, marks and tags', async () => {
    calls.types.mockResolvedValue([{ resource: 'fileInfo', label: 'Files' }]);
    calls.query.mockResolvedValue(ANSWER);
    mount(<SearchPage />, '/InfoRetrieval/search?q=闭环改进&year=2025&standard=AACSB-5');
    const groups = await screen.findAllByTestId('search-group');
    expect(calls.query.mock.calls[0][0]).toEqual({ q: '闭环改进', year: 2025, standard: 'AACSB-5', size: 5 });
    // A type with nothing the caller may open is not shown.
    expect(groups.map((g) => g.dataset.resource)).toEqual(['fileInfo', 'syllabus']);
    expect(screen.getAllByTestId('search-group-count').map((c) => c.textContent)).toEqual(['200+', '1']);
    expect(screen.getAllByTestId('search-hit-title')[1].querySelector('mark')?.textContent).toBe('闭环');
    expect(screen.getByTestId('search-hit-year').textContent).toBe('Year 2025');
    expect(screen.getByTestId('search-hit-standard').textContent).toBe('AACSB-5');
    expect(screen.queryByText('The words were found in its text.')).toBeNull();
    expect(screen.getByTestId('search-summary').textContent).toContain('More than 201 found');
    // Only the group with more than it shows offers "show all".
    expect(screen.getAllByTestId('search-group-show-all')).toHaveLength(1);
  });

  it('"show all" narrows the search to that type, in the address, and pages it', async () => {
    calls.types.mockResolvedValue([]);
    calls.query.mockResolvedValue(ANSWER);
    mount(<SearchPage />, '/InfoRetrieval/search?q=loop');
    fireEvent.click(await screen.findByTestId('search-group-show-all'));
    await waitFor(() => expect(where()).toBe('/InfoRetrieval/search?q=loop&types=fileInfo'));
    await waitFor(() =>
      expect(calls.query).toHaveBeenLastCalledWith(
        { q: 'loop', types: 'fileInfo', size: 20 },
        expect.anything(),
      ),
    );
    fireEvent.click(await screen.findByTitle('2'));
    await waitFor(() => expect(where()).toBe('/InfoRetrieval/search?q=loop&types=fileInfo&pageNo=2'));
    fireEvent.click(screen.getByTestId('search-back-to-all'));
    await waitFor(() => expect(where()).toBe('/InfoRetrieval/search?q=loop'));
  });

  it('writes a new query to the address and says when nothing was found', async () => {
    calls.types.mockResolvedValue([]);
    calls.query.mockResolvedValue({ query: 'zzz', took: 3, groups: [] });
    mount(<SearchPage />, '/InfoRetrieval/search?q=old&year=2024');
    const box = (await screen.findByTestId('search-page-input')).querySelector('input') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'zzz' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(where()).toBe('/InfoRetrieval/search?q=zzz&year=2024'));
    expect((await screen.findByTestId('search-none')).textContent).toContain('Nothing found for “zzz”');
    fireEvent.click(screen.getByTestId('search-none-clear'));
    await waitFor(() => expect(where()).toBe('/InfoRetrieval/search?q=zzz'));
  });

  it('opens a found file in a preview with its download and its folder', async () => {
    calls.types.mockResolvedValue([]);
    calls.query.mockResolvedValue(ANSWER);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('no', { status: 403 }));
    mount(<SearchPage />, '/InfoRetrieval/search?q=loop');
    fireEvent.click((await screen.findAllByTestId('search-hit-open'))[0]);
    expect(await screen.findByTestId('search-preview-download')).toBeTruthy();
    fireEvent.click(screen.getByTestId('search-preview-folder'));
    await waitFor(() => expect(where()).toBe('/form/file-sharing?folder=d9'));
    vi.restoreAllMocks();
  });

  it('opens a found folder in File sharing', async () => {
    calls.types.mockResolvedValue([]);
    calls.query.mockResolvedValue({
      query: 'standard 4',
      took: 2,
      groups: [
        {
          resource: 'fileSharing',
          total: 1,
          more: false,
          hits: [
            {
              resource: 'fileSharing',
              id: 'k8',
              title: [{ text: 'Standard 4' }],
              snippet: [],
              year: null,
              standards: [],
            },
          ],
        },
      ],
    });
    mount(<SearchPage />, '/InfoRetrieval/search?q=standard+4');
    // Neither title nor snippet shows the words: the hit says they are in its text.
    expect((await screen.findByTestId('search-hit')).textContent).toContain(
      'The words were found in its text.',
    );
    fireEvent.click(await screen.findByTestId('search-hit-open'));
    await waitFor(() => expect(where()).toBe('/form/file-sharing?folder=k8'));
  });

  it('reports a failed search with a way to try again', async () => {
    calls.types.mockResolvedValue([]);
    calls.query.mockRejectedValueOnce(new Error('Search is unavailable')).mockResolvedValue(ANSWER);
    mount(<SearchPage />, '/InfoRetrieval/search?q=loop');
    expect((await screen.findByTestId('search-error')).textContent).toContain('Search is unavailable');
    fireEvent.click(screen.getByTestId('search-retry'));
    expect(await screen.findAllByTestId('search-group')).toHaveLength(2);
  });
});

describe('the header search box', { timeout: 20_000 }, () => {
  it('is not shown to a role that may not search', () => {
    mount(
      <SessionProvider session={session([])}>
        <HeaderSearch compact={false} />
      </SessionProvider>,
      '/home',
    );
    expect(screen.queryByTestId('header-search-input')).toBeNull();
  });

  it('opens the Search screen with the words on Enter and remembers them', async () => {
    mount(
      <SessionProvider session={session(['infoRetrieval:query'])}>
        <HeaderSearch compact={false} />
      </SessionProvider>,
      '/home',
    );
    const box = screen.getByTestId('header-search-input') as HTMLInputElement;
    fireEvent.change(box, { target: { value: ' 翻转课堂 ' } });
    await act(async () => {
      fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(where()).toBe('/InfoRetrieval/search?q=翻转课堂');
    expect(recentSearches()).toEqual(['翻转课堂']);
    expect(box.value).toBe('');
  });

  it('takes "/" outside a text field, and Ctrl+K anywhere, as the shortcut', () => {
    const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
      const e = new KeyboardEvent('keydown', init);
      Object.defineProperty(e, 'target', { value: target });
      return isSearchShortcut(e);
    };
    const field = document.createElement('input');
    expect(key({ key: '/' })).toBe(true);
    expect(key({ key: '/' }, field)).toBe(false);
    expect(key({ key: 'k', ctrlKey: true }, field)).toBe(true);
    expect(key({ key: 'k' })).toBe(false);
  });
});
