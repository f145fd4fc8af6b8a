// @vitest-environment jsdom
import type { ReportReading } from '@accredit/shared';
import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client.ts';
import { i18n } from '../../../i18n/index.ts';
import { renderInApp } from '../../../test/render.tsx';

/**
 * The reviewers' door before any sign-in: only the open catalogs are loaded, so the page brings
 * its own texts; a good link shows the report read-only (with the Word file when the link allows
 * it), a refused one says the server's reason, an address without a token says what to do.
 */
vi.mock('../../qualification/EChart.tsx', () => ({ EChart: () => null }));
vi.mock('../../auth/api.ts', () => ({ useLoginLook: () => ({ data: undefined }) }));
const fetchSecretReport = vi.fn<(token: string) => Promise<ReportReading>>();
vi.mock('./api.ts', () => ({
  fetchSecretReport: (token: string) => fetchSecretReport(token),
  downloadSecretExport: vi.fn(),
  downloadSecretFile: vi.fn(),
}));
const { default: SecretPage } = await import('../SecretPage.tsx');

const READING: ReportReading = {
  report: {
    id: 'r',
    title: 'CIR Report 2027',
    scheme: 'AACSB-CIR',
    status: '0',
    frozenTime: null,
    year: 2025,
  },
  school: 'Demo School',
  sections: [
    { id: 's', parentId: null, number: '1', title: 'Introduction', standard: null, html: '<p>Hello.</p>' },
  ],
  blocks: {},
  evidence: [],
  mayExport: true,
};

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/user/secretPage', element: <SecretPage /> },
      { path: '/user/secretExport', element: <SecretPage /> },
    ],
    { initialEntries: [path] },
  );
  renderInApp(<RouterProvider router={router} />, false);
}

beforeAll(async () => {
  await i18n.changeLanguage('en-US');
});
afterEach(() => {
  cleanup();
  fetchSecretReport.mockReset();
});

describe('the reviewers’ page', () => {
  it('loads its own texts and shows the report read-only, with the Word file when allowed', async () => {
    expect(i18n.hasResourceBundle('en-US', 'accDoorWeb')).toBe(false);
    fetchSecretReport.mockResolvedValue(READING);
    open('/user/secretPage?token=abc.123.sig');
    expect((await screen.findByTestId('reader-title')).textContent).toBe('CIR Report 2027');
    expect(fetchSecretReport).toHaveBeenCalledWith('abc.123.sig');
    expect(screen.getByText("Reviewer's copy · read only")).toBeTruthy();
    expect(screen.getByTestId('door-word-en')).toBeTruthy();
    expect(screen.getByText('Contents')).toBeTruthy();
  });

  it("says the server's reason when the link is refused", async () => {
    fetchSecretReport.mockRejectedValue(new ApiError(403, 'This link has been revoked'));
    open('/user/secretPage?token=abc.123.sig');
    expect((await screen.findByTestId('door-refused')).textContent).toBe('This link has been revoked');
    expect(screen.getByText('This link cannot be opened')).toBeTruthy();
    expect(screen.queryByTestId('reader-title')).toBeNull();
  });

  it('tells a visitor without a token to open the whole link', async () => {
    open('/user/secretPage');
    expect((await screen.findByTestId('door-refused')).textContent).toMatch(/no access key/);
    expect(fetchSecretReport).not.toHaveBeenCalled();
  });
});
