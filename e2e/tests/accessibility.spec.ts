import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '../fixtures.ts';
import { openLoginPage, openShell, type StoredLang, shot } from '../support.ts';

/**
 * Accessibility (issue 15 item 9): axe, with the WCAG 2.0 and 2.1 A and AA rules, finds no
 * critical or serious violation on the login page, the workplace, a generic list (the faculty
 * profiles) and that list's open Add drawer, in English and in Chinese. A failure prints each
 * violation with the elements it names, so the message says what to fix.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LIST = '/staff-resources/teacher';

async function expectNoSeriousViolation(page: Page, what: string): Promise<void> {
  // Let antd's enter animations (drawers, fades) finish: half-transparent text is not its colour.
  await page.waitForTimeout(600);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  const report = serious
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes
          .slice(0, 8)
          .map(
            (n) =>
              `    ${n.target.join(' ')}\n      ${n.html.slice(0, 240)}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`,
          )
          .join('\n'),
    )
    .join('\n');
  // Soft: one run lists what is wrong on every page, not just the first.
  expect
    .soft(
      serious.map((v) => v.id),
      `${what}: axe found\n${report}`,
    )
    .toEqual([]);
}

for (const lang of ['English', 'zh-CN'] as const satisfies readonly StoredLang[]) {
  test.describe(`${lang}`, () => {
    // axe reads every node's colours: slow on a busy two-core machine.
    test.setTimeout(240_000);
    test('the login page', async ({ page }) => {
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
        await openLoginPage(page, lang);
        await expect.soft(page.getByRole('main')).toBeVisible();
        await expect.soft(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByTestId('captcha-input')).toBeVisible();
        await expectNoSeriousViolation(page, `login page ${width}px`);
        await shot(page, `a11y-login-${lang}-${width}`);
      }
    });

    test('the workplace', async ({ page }) => {
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
        await openShell(page, 'admin', '/dashboard/workplace', lang);
        await expect(page.getByTestId('workplace')).toBeVisible();
        await expectNoSeriousViolation(page, `workplace ${width}px`);
        await shot(page, `a11y-workplace-${lang}-${width}`);
      }
    });

    test('a list and its Add drawer', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openShell(page, 'admin', LIST, lang);
      await expect(page.getByTestId('crud-page-teacher')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expectNoSeriousViolation(page, 'faculty list');
      await shot(page, `a11y-list-${lang}-1440`);

      await page.getByTestId('crud-add').click();
      const drawer = page.getByRole('dialog').filter({ visible: true });
      await expect(drawer).toBeVisible();
      await expect(page.getByTestId('crud-form-save')).toBeVisible();
      await expectNoSeriousViolation(page, 'faculty Add drawer');
      // Every field label points at a control a screen reader can reach (antd's `for` = the id).
      const orphans = await drawer.evaluate((root) =>
        Array.from(root.querySelectorAll('label[for]'))
          .filter((l) => !document.getElementById(l.getAttribute('for') ?? ''))
          .map((l) => `${l.textContent} -> #${l.getAttribute('for')}`),
      );
      expect(orphans, 'labels whose control has no such id').toEqual([]);
      await shot(page, `a11y-drawer-${lang}-1440`);
    });
  });
}
