import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadSignedInCatalogs } from '../../../i18n/index.ts';
import { renderInApp } from '../../../test/render.tsx';
import type { IssuedToken } from './api.ts';

/**
 * The issue dialog of service tokens: the form sends name, role and an end-of-day expiry; the
 * token comes back once and is shown with the warning and a copy button; once the dialog is
 * closed, opening it again shows an empty form, not the token.
 */
const add = vi.fn();
vi.mock('./api.ts', async (actual) => ({
  ...(await actual<typeof import('./api.ts')>()),
  tokenApi: {
    roles: async () => [
      { id: 'r4', roleCode: '4', name: 'Teacher' },
      { id: 'r2', roleCode: '2', name: 'Accreditation Unit Administrator' },
    ],
    add: (...a: unknown[]) => add(...a),
  },
}));
vi.mock('../api.ts', async (actual) => ({
  ...(await actual<typeof import('../api.ts')>()),
  sysApi: { users: async () => ({ records: [], total: 0 }) },
}));
const { TokenDialog } = await import('./TokenDialog.tsx');

const TOKEN = `acc_k3k3k3k3k3k3k3k3k3k3.${'s'.repeat(43)}`;
const ISSUED: IssuedToken = {
  id: 'k3k3k3k3k3k3k3k3k3k3',
  name: 'Library sync',
  roleId: 'r4',
  roleCode: '4',
  roleName: 'Teacher',
  userId: 'u1',
  username: 'admin',
  realname: 'Admin',
  prefix: 'acc_k3k3k3k3k3k3k3k3k3k3.ssss',
  expiresAt: '2027-01-01T00:00:00.000Z',
  lastUsedAt: null,
  lastUsedIp: null,
  revokedAt: null,
  revokedBy: null,
  createBy: 'admin',
  createTime: '2026-11-27T00:00:00.000Z',
  status: 'active',
  token: TOKEN,
};

function show(open: boolean, handlers: { onClose?: () => void; onIssued?: () => void } = {}) {
  const ui = (isOpen: boolean) => (
    <TokenDialog
      open={isOpen}
      onClose={handlers.onClose ?? (() => undefined)}
      onIssued={handlers.onIssued ?? (() => undefined)}
    />
  );
  const view = renderInApp(ui(open));
  return { reopen: (isOpen: boolean) => view.rerender(ui(isOpen)) };
}

beforeAll(async () => {
  await loadSignedInCatalogs();
  await i18n.changeLanguage('en-US');
});
afterEach(() => {
  cleanup();
  add.mockReset();
});

async function pickRole(label: string) {
  const select =
    (await screen.findByTestId('token-role')).querySelector('.ant-select') ??
    screen.getByTestId('token-role');
  fireEvent.mouseDown(select.querySelector('input') ?? select);
  fireEvent.click(await screen.findByText(label, { selector: '.ant-select-item-option-content' }));
}

describe('service token dialog', () => {
  it('issues a token and shows it once, with the warning and a copy button', async () => {
    add.mockResolvedValue({ message: 'Token issued', result: ISSUED });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onIssued = vi.fn();
    const onClose = vi.fn();
    const view = show(true, { onIssued, onClose });
    fireEvent.change(await screen.findByTestId('token-name'), { target: { value: ' Library sync ' } });
    await pickRole('Teacher');
    fireEvent.click(screen.getByTestId('token-create'));
    await waitFor(() => expect(add).toHaveBeenCalled());
    const [body] = add.mock.calls[0] as [Record<string, unknown>];
    expect(body).toMatchObject({ name: 'Library sync', roleId: 'r4' });
    expect(body.userId).toBeUndefined();
    // Ninety days by default, to the end of that day.
    const expires = new Date(String(body.expiresAt)).getTime();
    expect(expires).toBeGreaterThan(Date.now() + 89 * 86_400_000);
    expect(expires).toBeLessThan(Date.now() + 91 * 86_400_000);

    const value = (await screen.findByTestId('token-value')) as HTMLInputElement;
    expect(value.value).toBe(TOKEN);
    expect(screen.getByTestId('token-issued').textContent).toContain('It will not be shown again');
    expect(onIssued).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('token-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(TOKEN));
    expect((await screen.findByTestId('token-copy')).textContent).toContain('Copied');

    fireEvent.click(screen.getByTestId('token-done'));
    expect(onClose).toHaveBeenCalled();
    view.reopen(false);
    view.reopen(true);
    expect(await screen.findByTestId('token-name')).toBeTruthy();
    expect(screen.queryByTestId('token-value')).toBeNull();
    expect(document.body.textContent).not.toContain(TOKEN);
  });

  it('does not send without a name and a role', async () => {
    show(true);
    fireEvent.click(await screen.findByTestId('token-create'));
    expect(await screen.findByText('Give the token a name (which integration uses it)')).toBeTruthy();
    expect(await screen.findByText('Choose an existing role')).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
  });
});
