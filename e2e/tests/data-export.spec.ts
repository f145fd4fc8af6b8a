import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures.ts';
import { openShell, shot, tr } from '../support.ts';

/**
 * The full data export (issue 23 item 3) in the browser: an administrator opens School Settings,
 * starts the export from its card, the job centre opens on the job and follows it to the end, and
 * the file it offers is the zip archive (with its manifest). On a phone the card fits the screen.
 */
for (const lang of ['en-US', 'zh-CN'] as const) {
  const tag = lang === 'en-US' ? 'en' : 'zh';
  test(`an administrator exports all the school's data as a job and downloads the archive (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openShell(page, 'admin', '/system/school', lang === 'en-US' ? 'English' : 'zh-CN');
    const card = page.getByTestId('data-export-card');
    await expect(card).toContainText(tr(lang, 'dataExport.card.title'), { timeout: 30_000 });
    await expect(card).toContainText(tr(lang, 'dataExport.card.warning'));
    await card.scrollIntoViewIfNeeded();
    await shot(page, `data-export-card-${tag}-1440`);

    await card.getByTestId('data-export-start').click();
    const drawer = page.getByTestId('job-drawer');
    await expect(drawer).toBeVisible();
    const job = drawer.getByTestId('job-item').first();
    await expect(job).toContainText(tr(lang, 'dataExport.jobTitle'));
    await expect(job).toHaveAttribute('data-status', 'done', { timeout: 240_000 });
    await shot(page, `data-export-done-${tag}-1440`);

    const downloading = page.waitForEvent('download');
    await job.getByTestId('job-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^accredit-export-.*\.zip$/);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from('manifest.json'))).toBe(true);
    expect(bytes.includes(Buffer.from('data/sys_user.jsonl'))).toBe(true);

    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await card.scrollIntoViewIfNeeded();
    const box = await card.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await shot(page, `data-export-card-${tag}-390`);
  });
}
