import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { docxText } from '../documents.ts';
import { expect, type Page, test } from '../fixtures.ts';
import { apiLogin, signIn } from '../support.ts';

/**
 * Publication capture and the CV in the browser (issue 7): the demo teacher (陈静, "Chen Jing")
 * imports a BibTeX file holding a duplicate and an author two teachers could be, chooses which
 * teacher that is, attaches the supporting PDF its research report needs, and submits; the new
 * records are Unreviewed in the list, the report with its PDF; then the teacher exports the CV in
 * English and in Chinese and the Word files say so. A GBK export of CNKI reads in Chinese.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const GBK_FIXTURE = join(
  import.meta.dirname,
  '../../apps/server/src/modules/faculty-io/fixtures/cnki-gbk.txt',
);

/** Screenshots for a person to look at, when SHOTS names a folder. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Attaches a PDF to a preview row, as a person picks it in the file dialog. */
async function attachPdf(page: Page, index: number, name: string) {
  await page
    .getByTestId(`capture-attach-${index}`)
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId(`capture-attach-${index}`)).toContainText(name);
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
      data: { staffId: `E2E-${tag}-${n}`, name: 'Zhou Min', nameEn: 'Zhou Min', sex: '1' },
    });
    expect((await res.json()).success).toBe(true);
  }
  const first = `Supply Chain Finance under Uncertainty ${tag}`;
  const second = `Case Teaching with Live Companies ${tag}`;
  const report = `Carbon Disclosure of Greater Bay Area Firms ${tag}`;
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
@techreport{d${tag},
  author = {Chen, Jing},
  title = {${report}},
  institution = {Guangdong Local Financial Supervision Bureau},
  year = {2026}, month = mar
}
`;

  const token = await signIn(page, 'teacher', '/ImpactOfScholarship/import');
  await expect(page.getByTestId('capture-wizard')).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'my-papers.bib', mimeType: 'text/plain', buffer: Buffer.from(bib) });
  await page.getByTestId('capture-read').click();

  await expect(page.getByTestId('capture-summary')).toContainText(
    '4 entries, 1 duplicates, 1 authors to choose, 1 incomplete.',
  );
  await expect(page.getByTestId('capture-duplicate-1')).toHaveText('Duplicate of line 1');
  await expect(page.getByTestId('capture-include-1')).not.toBeChecked();
  // The research report needs a supporting PDF: left out until one is attached.
  await expect(page.getByTestId('capture-attach-3')).toContainText('This type needs a supporting PDF.');
  await expect(page.getByTestId('capture-include-3')).not.toBeChecked();
  await page.getByTestId('capture-include-3').check();
  await expect(page.getByTestId('capture-needs-pdf')).toHaveText(
    '1 chosen entries still need a supporting PDF.',
  );
  await attachPdf(page, 3, 'carbon-disclosure.pdf');
  await expect(page.getByTestId('capture-include-3')).toBeChecked();
  await expect(page.getByTestId('capture-needs-pdf')).toHaveCount(0);
  await expect(page.getByTestId('capture-summary')).toContainText('1 authors to choose, 0 incomplete.');
  // Nothing goes on while the ambiguous author is open.
  await expect(page.getByTestId('capture-next')).toBeDisabled();
  await page.getByTestId('author-choice-0-1').locator('.ant-select').click();
  await page
    .locator('.ant-select-dropdown')
    .filter({ visible: true })
    .getByText(`Zhou Min · E2E-${tag}-1`)
    .click();
  await shot(page, 'capture-preview-en');
  await page.getByTestId('capture-next').click();

  await expect(page.getByTestId('capture-confirm')).toContainText(
    '3 entries will be created as Unreviewed research outputs; 1 are skipped.',
  );
  await page.getByTestId('capture-import').click();
  await expect(page.getByTestId('capture-done')).toContainText('3 research outputs imported');

  // The report was stored with its PDF.
  const list = await page.request.get('/api/aacsb/researchOutput/list', {
    headers: { 'X-Access-Token': token },
    params: { titleEn: report, pageSize: 10 },
  });
  const found = ((await list.json()).result.records as { id: string; titleEn: string }[]).filter(
    (r) => r.titleEn === report,
  );
  expect(found).toHaveLength(1);
  const stored = await page.request.get('/api/aacsb/researchOutput/queryById', {
    headers: { 'X-Access-Token': token },
    params: { id: found[0].id },
  });
  expect((await stored.json()).result.attachments).toEqual([
    expect.objectContaining({ kind: 'support', fileName: 'carbon-disclosure.pdf' }),
  ]);

  // The new records are in the teacher's list, Unreviewed.
  await page.getByRole('button', { name: 'Open my research outputs' }).click();
  for (const title of [first, second, report]) {
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
    `Chen Jing, Zhou Min, Müller, Hans. ${first}. Journal of Operations Management, 72: 10-31`,
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

test('a GBK export of CNKI previews with its Chinese text, and its research report imports with a PDF', async ({
  page,
}) => {
  const token = await signIn(page, 'teacher', '/ImpactOfScholarship/import');
  await expect(page.getByTestId('capture-wizard')).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'CNKI-export.txt', mimeType: 'text/plain', buffer: readFileSync(GBK_FIXTURE) });
  await page.getByTestId('capture-read').click();
  await expect(page.getByTestId('capture-encoding')).toHaveText('The file was read as GBK / GB18030 text.');
  await expect(page.getByTestId('capture-row-0')).toContainText(
    '绿色信贷政策、融资约束与重污染企业投资——基于《绿色信贷指引》的准自然实验',
  );
  // 刘喆: a GBK character outside GB2312.
  await expect(page.getByTestId('capture-row-0')).toContainText('刘喆');
  const report = '粤港澳大湾区跨境金融服务发展报告（2023）';
  await expect(page.getByTestId('capture-row-1')).toContainText(report);
  await expect(page.getByTestId('capture-attach-1')).toContainText('This type needs a supporting PDF.');
  await attachPdf(page, 1, '大湾区跨境金融报告.pdf');
  await expect(page.getByTestId('capture-include-1')).toBeChecked();
  await page.getByTestId('capture-next').click();
  await expect(page.getByTestId('capture-confirm')).toHaveText(
    '3 entries will be created as Unreviewed research outputs; 0 are skipped.',
  );
  await page.getByTestId('capture-import').click();
  await expect(page.getByTestId('capture-done')).toContainText('3 research outputs imported');

  // The commit sent the text as the server read it: the titles arrived intact, the PDF with the report.
  const list = await page.request.get('/api/aacsb/researchOutput/list', {
    headers: { 'X-Access-Token': token },
    params: { titleZh: report, pageSize: 10 },
  });
  const found = ((await list.json()).result.records as { id: string; titleZh: string }[]).filter(
    (r) => r.titleZh === report,
  );
  expect(found).toHaveLength(1);
  const stored = await page.request.get('/api/aacsb/researchOutput/queryById', {
    headers: { 'X-Access-Token': token },
    params: { id: found[0].id },
  });
  expect((await stored.json()).result.attachments).toEqual([
    expect.objectContaining({ kind: 'support', fileName: '大湾区跨境金融报告.pdf' }),
  ]);
});
