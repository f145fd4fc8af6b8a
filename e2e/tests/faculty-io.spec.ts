import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import { apiLogin } from '../support.ts';

/**
 * Publication capture and the CV in the browser (issue 7): the demo teacher (陈静, "Chen Jing")
 * imports a BibTeX file holding a duplicate and an author two teachers could be, chooses which
 * teacher that is, and submits; the new records are Unreviewed in the list; then the teacher
 * exports the CV in English and in Chinese and the Word files say so.
 */
const _DEMO_PASSWORD = 'Demo@2026';

async function signIn(page: Page, username: string, path: string) {
  const { token, userInfo } = await apiLogin(page.request, username);
  await page.goto('/404');
  await page.evaluate(
    ({ token, userInfo }) => {
      localStorage.clear();
      const put = (k: string, v: unknown) =>
        localStorage.setItem(`pro__${k}`, JSON.stringify({ value: v, expire: Date.now() + 604_800_000 }));
      put('Access-Token', token);
      put('Login_Userinfo', userInfo);
      put('Tip_Status', true);
      localStorage.setItem('pro__CURRENT_LANGUAGE', 'English');
    },
    { token, userInfo },
  );
  await page.goto(path);
}

/** The text of a downloaded .docx (word/document.xml), paragraphs on their own lines. */
async function docxText(path: string): Promise<string> {
  const zip = await JSZip.loadAsync(readFileSync(path));
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  return xml
    .split('</w:p>')
    .map((p) => [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''))
    .join('\n')
    .replace(/&amp;/g, '&');
}

test('a teacher imports BibTeX, resolves an author, sees Unreviewed records and exports the CV in two languages', async ({
  page,
}) => {
  const tag = randomBytes(3).toString('hex');
  // Two colleagues publish as "Zhou Min": the import cannot guess which one is meant.
  const admin = await apiLogin(page.request, 'admin');
  for (const n of [1, 2]) {
    const res = await page.request.post('/api/aacsb/teacher/add', {
      headers: { 'X-Access-Token': admin.token },
      data: { staffId: `E2E-${tag}-${n}`, name: 'Zhou Min', sex: '1' },
    });
    expect((await res.json()).success).toBe(true);
  }
  const first = `Supply Chain Finance under Uncertainty ${tag}`;
  const second = `Case Teaching with Live Companies ${tag}`;
  const bib = `@article{a${tag},
  author = {Chen, Jing and Zhou, Min and M{\\"u}ller, Hans},
  title = {${first}},
  journal = {Journal of Operations Management},
  year = {2026}, month = may, volume = {72}, pages = {10--31},
  doi = {10.1002/joom.${tag}}
}
@article{b${tag},
  author = {Chen, Jing and Zhou, Min},
  title = {${first}},
  journal = {J. Oper. Manag.},
  year = {2026},
  doi = {https://doi.org/10.1002/JOOM.${tag}}
}
@article{c${tag},
  author = {陈静 and Smith, John},
  title = {${second}},
  journal = {Academy of Management Learning {\\&} Education},
  year = {2026}, month = jun
}
`;

  await signIn(page, 'teacher', '/ImpactOfScholarship/import');
  await expect(page.getByTestId('capture-wizard')).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'my-papers.bib', mimeType: 'text/plain', buffer: Buffer.from(bib) });
  await page.getByTestId('capture-read').click();

  await expect(page.getByTestId('capture-summary')).toContainText(
    '3 entries, 1 duplicates, 1 authors to choose',
  );
  await expect(page.getByTestId('capture-duplicate-1')).toHaveText('Duplicate of line 1');
  await expect(page.getByTestId('capture-include-1')).not.toBeChecked();
  // Nothing goes on while the ambiguous author is open.
  await expect(page.getByTestId('capture-next')).toBeDisabled();
  await page.getByTestId('author-choice-0-1').locator('.ant-select').click();
  await page
    .locator('.ant-select-dropdown')
    .filter({ visible: true })
    .getByText(`Zhou Min · E2E-${tag}-1`)
    .click();
  await page.getByTestId('capture-next').click();

  await expect(page.getByTestId('capture-confirm')).toContainText(
    '2 entries will be created as Unreviewed research outputs; 1 are skipped.',
  );
  await page.getByTestId('capture-import').click();
  await expect(page.getByTestId('capture-done')).toContainText('2 research outputs imported');

  // The new records are in the teacher's list, Unreviewed.
  await page.getByRole('button', { name: 'Open my research outputs' }).click();
  for (const title of [first, second]) {
    const row = page.getByRole('row').filter({ hasText: title });
    // The list loads the whole first page with authors: give a busy machine time.
    await expect(row).toHaveCount(1, { timeout: 30_000 });
    await expect(row).toContainText('Unreviewed');
  }

  // The CV, in English and in Chinese.
  await page.goto('/personal-panel/resume');
  await expect(page.getByTestId('cv-content')).toContainText(first);
  await page.getByTestId('cv-lang').getByText('English').click();
  let download = page.waitForEvent('download');
  await page.getByTestId('cv-export').click();
  const english = await docxText(await (await download).path());
  expect(english).toContain('Curriculum Vitae');
  expect(english).toContain('Intellectual Contributions');
  expect(english).toContain(
    `陈静, Zhou Min, Müller, Hans. ${first}. Journal of Operations Management, 72: 10-31`,
  );
  expect(english).toContain('(not yet reviewed)');

  await page.getByTestId('cv-lang').getByText('Chinese').click();
  await expect(page.getByTestId('cv-content')).toContainText('科研成果');
  download = page.waitForEvent('download');
  await page.getByTestId('cv-export').click();
  const chinese = await docxText(await (await download).path());
  expect(chinese).toContain('个人简历');
  expect(chinese).toContain('科研成果');
  expect(chinese).toContain('期刊论文');
  expect(chinese).toContain(second);
  expect(chinese).toContain('（未审核）');
});
