import { randomBytes } from 'node:crypto';
import { expect as baseExpect, type Page, test } from '../fixtures.ts';
import { openShell, pickFromSelect, shot, tr } from '../support.ts';

/**
 * Issue 23's service tokens, in English and in Chinese: the administrator opens System Management >
 * API Tokens, issues a token for the Teacher role acting as the demo teacher, copies it from the
 * once-only dialog; an integration (the test's request context) lists the teacher's research
 * outputs with it and is refused the user list; the administrator revokes it and the same call is
 * refused (401, in the caller's language).
 */
const expect = baseExpect.configure({ timeout: 30_000 });
type Lang = 'en-US' | 'zh-CN';
test.setTimeout(240_000);

const dialog = (page: Page) => page.getByRole('dialog').filter({ visible: true }).first();

for (const lang of ['en-US', 'zh-CN'] as const satisfies Lang[]) {
  test(`an administrator issues a token, an integration uses it, and it is refused once revoked (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.setViewportSize({ width: 1440, height: 900 });
    const name = `${lang === 'en-US' ? 'Library sync' : '图书馆同步'} ${randomBytes(3).toString('hex')}`;
    await openShell(page, 'admin', '/system/api-tokens', lang);
    await expect(page.getByTestId('sys-api-tokens')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('sys-api-tokens')).toContainText(tr(lang, 'apiToken.web.title'));

    // Issue: name, the Teacher role, acting as the demo teacher, the default expiry.
    await page.getByTestId('token-add').click();
    await expect(dialog(page)).toContainText(tr(lang, 'apiToken.web.add'));
    await page.getByTestId('token-name').fill(name);
    await pickFromSelect(page, page.getByTestId('token-role'), lang === 'en-US' ? 'Teacher' : '教师');
    await pickFromSelect(page, page.getByTestId('token-user'), 'Chen Jing (teacher)', 'teacher');
    await shot(page, `api-token-form-${lang}-1440`);
    await page.getByTestId('token-create').click();

    // Shown once, with the warning; copied with the button.
    const value = page.getByTestId('token-value');
    await expect(value).toHaveValue(/^acc_[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    await expect(page.getByTestId('token-issued')).toContainText(tr(lang, 'apiToken.web.onceWarning'));
    const token = await value.inputValue();
    await page.getByTestId('token-copy').click();
    await expect(page.getByTestId('token-copy')).toContainText(tr(lang, 'apiToken.web.copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await shot(page, `api-token-shown-once-${lang}-1440`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `api-token-shown-once-${lang}-390`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByTestId('token-done').click();
    await expect(page.getByTestId('token-issued')).toHaveCount(0);
    // The page no longer holds it anywhere.
    expect(await page.content()).not.toContain(token);

    // An integration uses it: what the Teacher role may, nothing else.
    const headers = { Authorization: `Bearer ${token}`, 'X-Lang': lang };
    const outputs = await request.get('/api/aacsb/researchOutput/list', { headers, params: { pageSize: 5 } });
    expect(outputs.status()).toBe(200);
    const body = (await outputs.json()) as { success: boolean; result: { records: unknown[] } };
    expect(body.success).toBe(true);
    expect((await request.get('/api/sys/user/list', { headers })).status()).toBe(403);

    // The list shows it, with its last use.
    const row = page.getByTestId('token-list').getByRole('row').filter({ hasText: name });
    await page.reload();
    await expect(row.getByTestId('token-status')).toHaveText(tr(lang, 'apiToken.web.statusActive'), {
      timeout: 60_000,
    });
    // The prefix: the id and the first four characters of the secret.
    await expect(row).toContainText(token.slice(0, token.indexOf('.') + 5));
    await expect(row).not.toContainText(tr(lang, 'apiToken.web.never'));
    await shot(page, `api-token-list-${lang}-1440`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `api-token-list-${lang}-390`);
    await page.getByTestId('token-add').click();
    await expect(page.getByTestId('token-name')).toBeVisible();
    await shot(page, `api-token-form-${lang}-390`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('token-name')).toHaveCount(0);
    await page.setViewportSize({ width: 1440, height: 900 });

    // Revoked: refused at once, with the reason in the caller's language.
    await row.getByTestId('token-revoke').click();
    const confirm = page.getByTestId('token-revoke-confirm');
    await expect(async () => {
      if (await confirm.isVisible()) await confirm.click({ timeout: 3000 });
      await expect(row.getByTestId('token-status')).toHaveText(tr(lang, 'apiToken.web.statusRevoked'), {
        timeout: 5000,
      });
    }).toPass({ timeout: 30_000 });
    await shot(page, `api-token-revoked-${lang}-1440`);
    const refused = await request.get('/api/aacsb/researchOutput/list', { headers });
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe(tr(lang, 'apiToken.errors.revoked'));
  });
}
