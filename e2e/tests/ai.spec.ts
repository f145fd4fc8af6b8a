import { expect, type Page, test } from '../fixtures.ts';
import { apiLogin, openShell, shot } from '../support.ts';

/**
 * The AI consultant (issue 9) with the built-in provider: a teacher asks a suggested question and
 * watches the answer stream in, rates it and resets the rating, copies it, finds it in the history
 * by a word and deletes it; a Chinese question typed and sent with Enter; a role without the `ai`
 * permission sees no button. The school's AI switch is turned on over the API as admin.
 */

const signIn = (page: Page, username: string, lang: 'en-US' | 'zh-CN') =>
  openShell(page, username, '/', lang);

/** Records every text the newest answer shows, and whether rating icons were there while it streamed. */
async function watchAnswers(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { aiSeen: string[]; aiIconsWhileStreaming: boolean };
    w.aiSeen = [];
    w.aiIconsWhileStreaming = false;
    new MutationObserver(() => {
      const answers = document.querySelectorAll('[data-testid="ai-answer"]');
      const last = answers[answers.length - 1] as HTMLElement | undefined;
      if (!last) return;
      const text = last.textContent ?? '';
      if (w.aiSeen.at(-1) !== text) w.aiSeen.push(text);
      const exchange = last.closest('[data-testid="ai-exchange"]');
      if (last.dataset.streaming === 'true' && exchange?.querySelector('[data-testid="ai-rate-helpful"]'))
        w.aiIconsWhileStreaming = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

test.beforeAll(async ({ request }) => {
  const { token } = await apiLogin(request, 'admin');
  const res = await request.put('/api/aacsb/schoolInfo/edit', {
    headers: { 'X-Access-Token': token },
    data: { aiConsultant: '1' },
  });
  expect(res.ok()).toBe(true);
});

test('a teacher asks a suggested question, rates, copies, finds it in the history and deletes it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await signIn(page, 'teacher', 'en-US');
  await page.getByTestId('ai-button').click();
  const dialog = page.locator('.ai-dialog');
  await expect(dialog.getByText('You could ask')).toBeVisible();
  const suggestions = dialog.getByTestId('ai-suggestion');
  await expect(suggestions).toHaveCount(5);

  await watchAnswers(page);
  const question = (await suggestions.first().textContent())?.trim() as string;
  await suggestions.first().click();
  await expect(dialog.getByTestId('ai-exchange').first()).toContainText(question);
  const answer = dialog.getByTestId('ai-answer').first();
  await expect(answer).toHaveAttribute('data-streaming', 'false', { timeout: 20_000 });
  const full = (await answer.textContent()) ?? '';
  expect(full.length).toBeGreaterThan(40);
  // It arrived in pieces, each a beginning of the final answer, and the icons came only at the end.
  const seen = await page.evaluate(() => (window as unknown as { aiSeen: string[] }).aiSeen);
  const partial = seen.filter((s) => s && s !== full && full.startsWith(s));
  expect(partial.length).toBeGreaterThan(1);
  expect(
    await page.evaluate(
      () => (window as unknown as { aiIconsWhileStreaming: boolean }).aiIconsWhileStreaming,
    ),
  ).toBe(false);

  await shot(page, 'ai-answer-en');

  // Rate Helpful, then click it again: back to none (statue 0), saved each time.
  const helpful = dialog.getByTestId('ai-rate-helpful');
  await expect(helpful).toBeEnabled();
  let saved = page.waitForResponse((r) => r.url().includes('/aiChatHistory/edit'));
  await helpful.click();
  expect((await (await saved).json()).result.statue).toBe('2');
  await expect(helpful).toHaveAttribute('aria-pressed', 'true');
  saved = page.waitForResponse((r) => r.url().includes('/aiChatHistory/edit'));
  await helpful.click();
  expect((await (await saved).json()).result.statue).toBe('0');
  await expect(helpful).toHaveAttribute('aria-pressed', 'false');

  await dialog.getByTestId('ai-copy').click();
  await expect(page.getByText('Text has been copied to the clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(full);

  // History: search by a word of the question, then delete on hover; the list reloads.
  // The question's longest word (a suggestion may have no word of five letters).
  const word = question
    .split(/\s+/)
    .map((w) => w.replace(/\W/g, ''))
    .reduce((a, b) => (b.length > a.length ? b : a), '');
  expect(word.length, question).toBeGreaterThanOrEqual(3);
  await dialog.getByTestId('ai-open-history').click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: 'AI history' });
  await drawer.getByTestId('ai-history-search').locator('input').fill(word);
  await drawer.getByTestId('ai-history-search').locator('input').press('Enter');
  const item = drawer.getByTestId('ai-history-item').filter({ hasText: question });
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('ai-history-delete')).toHaveCSS('opacity', '0');
  await item.hover();
  await expect(item.getByTestId('ai-history-delete')).toHaveCSS('opacity', '1');
  await item.getByTestId('ai-history-delete').click();
  await expect(page.getByText('Deleted successfully')).toBeVisible();
  await expect(drawer.getByTestId('ai-history-item').filter({ hasText: question })).toHaveCount(0);
  const left = await page.request.get('/api/aacsb/aiChatHistory/list', {
    headers: { 'X-Access-Token': token },
    params: { pageNo: 1, pageSize: -1, question: `*${word}*` },
  });
  expect((await left.json()).result.total).toBe(0);
});

test('in Chinese: Enter sends a typed question, Shift+Enter does not, the answer is Chinese and copies', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'teacher', 'zh-CN');
  await page.getByTestId('ai-button').click();
  const dialog = page.locator('.ai-dialog');
  const input = dialog.getByTestId('ai-input');
  await input.fill('   ');
  await input.press('Enter');
  await expect(dialog.getByTestId('ai-exchange')).toHaveCount(0);
  await input.fill('审核流程是怎样的？');
  await input.press('Shift+Enter');
  await expect(dialog.getByTestId('ai-exchange')).toHaveCount(0);
  await expect(dialog.getByTestId('ai-counter')).toHaveText('10/2000');
  await input.press('Enter');
  const answer = dialog.getByTestId('ai-answer').first();
  await expect(answer).toHaveAttribute('data-streaming', 'false', { timeout: 20_000 });
  await expect(answer).toContainText('未审核');
  await expect(dialog.getByTestId('ai-counter')).toHaveText('0/2000');
  await dialog.getByTestId('ai-copy').click();
  await expect(page.getByText('文本已复制到剪贴板！')).toBeVisible();
  await shot(page, 'ai-answer-zh');
});

test('a role without the ai permission sees no AI button', async ({ page, request }) => {
  const { token } = await apiLogin(request, 'admin');
  const headers = { 'X-Access-Token': token };
  const roles = (await (await request.get('/api/sys/role/queryall', { headers })).json()).result as {
    id: string;
    roleCode: string;
  }[];
  const staffRole = roles.find((r) => r.roleCode === '6')?.id as string;
  const held = (
    await (
      await request.get('/api/sys/permission/queryRolePermission', { headers, params: { roleId: staffRole } })
    ).json()
  ).result as string[];
  const tree = (await (await request.get('/api/sys/permission/list', { headers })).json()).result as {
    id: string;
    perms: string | null;
  }[];
  const ai = tree.find((p) => p.perms === 'ai')?.id as string;
  expect(held).toContain(ai);
  const without = held.filter((id) => id !== ai);
  const saved = await request.post('/api/sys/permission/saveRolePermission', {
    headers,
    data: { roleId: staffRole, permissionIds: without.join(','), lastpermissionIds: held.join(',') },
  });
  expect(saved.ok()).toBe(true);
  try {
    const staffToken = await signIn(page, 'staff', 'en-US');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('ai-button')).toHaveCount(0);
    const refused = await page.request.post('/api/ai/aiChat', {
      headers: { 'X-Access-Token': staffToken },
      data: { question: 'hi' },
    });
    expect(refused.status()).toBe(403);
  } finally {
    await request.post('/api/sys/permission/saveRolePermission', {
      headers,
      data: { roleId: staffRole, permissionIds: held.join(','), lastpermissionIds: without.join(',') },
    });
  }
});
