import type { ReviewerLinkItem } from '@accredit/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { i18n, loadSignedInCatalogs } from '../../../i18n/index.ts';
import { renderInApp } from '../../../test/render.tsx';

/**
 * The reviewer links dialog as an administrator uses it: the links issued with their uses and
 * state; issuing one sends the scope and expiry chosen and shows both addresses once; the
 * server's refusal (external access off) is said in the dialog.
 */
const get = vi.fn();
const post = vi.fn();
vi.mock('../../../api/client.ts', async (actual) => ({
  ...(await actual<typeof import('../../../api/client.ts')>()),
  api: { get: (...a: unknown[]) => get(...a), post: (...a: unknown[]) => post(...a) },
}));
const { ReviewerLinksDialog } = await import('./ReviewerLinksDialog.tsx');

const LINK: ReviewerLinkItem = {
  id: 'l1',
  reportId: 'r1',
  label: 'Peer review team',
  scope: { sections: [], evidence: true, export: false },
  expiresAt: '2099-01-31T15:59:59.000Z',
  revokedAt: null,
  createdBy: 'admin',
  createTime: '2026-11-01T00:00:00.000Z',
  uses: 2,
  lastUsed: '2026-11-20T08:00:00.000Z',
};

function show() {
  renderInApp(
    <ReviewerLinksDialog
      reportId="r1"
      sections={[{ id: 's1', title: 'Standard 3' }]}
      open
      onClose={() => undefined}
    />,
  );
}

beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
afterEach(() => {
  cleanup();
  get.mockReset();
  post.mockReset();
});

describe('reviewer links dialog', () => {
  it('lists the links with their uses and state, and issues one with the scope chosen', async () => {
    get.mockResolvedValue([LINK]);
    post.mockResolvedValue({
      ...LINK,
      id: 'l2',
      label: 'Dean of the visiting team',
      scope: { sections: [], evidence: true, export: true },
      uses: 0,
      lastUsed: null,
      url: 'https://school.example/user/secretPage?token=l2.123.sig',
    });
    show();
    const list = await screen.findByTestId('link-list');
    await waitFor(() => expect(within(list).getByText('Peer review team')).toBeTruthy());
    expect(within(list).getByTestId('link-uses-count').textContent).toMatch(/^2/);
    expect(within(list).getByTestId('link-state').textContent).toBe('Active');
    expect(within(list).getByText('Every section · evidence')).toBeTruthy();

    fireEvent.change(screen.getByTestId('link-label'), { target: { value: 'Dean of the visiting team' } });
    fireEvent.click(screen.getByTestId('link-issue'));
    await waitFor(() => expect(post).toHaveBeenCalled());
    const [path, body] = post.mock.calls[0] as [string, Record<string, unknown>];
    expect(path).toBe('/aacsb/reviewerLink/add');
    expect(body).toMatchObject({
      reportId: 'r1',
      label: 'Dean of the visiting team',
      scope: { sections: [], evidence: true, export: true },
    });
    expect(new Date(String(body.expiresAt)).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(((await screen.findByTestId('link-url')) as HTMLInputElement).value).toBe(
      'https://school.example/user/secretPage?token=l2.123.sig',
    );
    expect((screen.getByTestId('link-word-url') as HTMLInputElement).value).toBe(
      'https://school.example/user/secretExport?token=l2.123.sig',
    );
  });

  it("says the server's refusal when external access is off", async () => {
    get.mockResolvedValue([]);
    post.mockRejectedValue(new ApiError(403, 'The school is not open to external access'));
    show();
    fireEvent.change(await screen.findByTestId('link-label'), { target: { value: 'Team' } });
    fireEvent.click(screen.getByTestId('link-issue'));
    expect((await screen.findByTestId('link-error')).textContent).toContain(
      'The school is not open to external access',
    );
    expect(screen.queryByTestId('link-url')).toBeNull();
  });
});
