import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '../fixtures.ts';
import { apiLogin, openShell } from '../support.ts';

/**
 * Reviewers see what they approve (issue 15 item 4): a teacher submits journal articles with a
 * supporting PDF and a co-author from another university; the research secretary opens one from
 * the review queue, reads its authors and the PDF shown in the page, and approves it (asked
 * first); then approves several at once, asked with the count. The teacher's notice names the
 * record and links to it.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
const PAGE = '/ImpactOfScholarship/contributions';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

type Call = { token: string; request: APIRequestContext };

async function call<T>(c: Call, method: 'get' | 'post', url: string, data?: object): Promise<T> {
  const res = await c.request[method](`/api${url}`, {
    headers: { 'X-Access-Token': c.token },
    ...(method === 'post' ? { data } : {}),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`${url}: ${body.message}`);
  return body.result as T;
}

/** A journal article with a supporting PDF, its teacher as lead author and an external co-author. */
async function submit(c: Call, teacherId: string, titleEn: string): Promise<string> {
  const upload = await c.request.post('/api/obe/uploadFile', {
    headers: { 'X-Access-Token': c.token },
    multipart: {
      kind: 'pdf',
      file: { name: 'accepted-manuscript.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  const file = (await upload.json()).result as { url: string; fileName: string };
  const { id } = await call<{ id: string }>(c, 'post', '/aacsb/researchOutput/add', {
    outputType: '1',
    titleZh: `评审测试 ${titleEn}`,
    titleEn,
    venueName: 'Strategic Management Journal',
    publishDate: '2025-05-01',
    category: '2',
    peerReviewed: true,
    attachments: [{ kind: 'support', fileName: file.fileName, url: file.url }],
  });
  await call(c, 'post', '/aacsb/researchOutputAuthor/add', {
    outputId: id,
    teacherId,
    isLead: true,
    isCorresponding: true,
  });
  await call(c, 'post', '/aacsb/researchOutputAuthor/add', {
    outputId: id,
    externalName: 'Maria Santos',
    externalInstitution: 'University of São Paulo',
  });
  return id;
}

async function searchQueue(page: Page, text: string) {
  const search = page.getByTestId('crud-search');
  await search.getByLabel('English title', { exact: true }).fill(text);
  await search.getByRole('button', { name: 'Search' }).click();
}

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('a reviewer opens a record with its authors and PDF before approving; batch approval confirms the count', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const tag = randomBytes(3).toString('hex');
  const { token } = await apiLogin(page.request, 'teacher');
  const teacher = { token, request: page.request };
  const me = await call<{ id: string; name: string; nameEn?: string }>(
    teacher,
    'get',
    '/aacsb/teacher/current',
  );
  const single = `Review with evidence ${tag}`;
  await submit(teacher, me.id, single);
  const batch = [1, 2, 3].map((n) => `Batch ${tag} paper ${n}`);
  for (const title of batch) await submit(teacher, me.id, title);

  // 1. The research secretary opens the review queue and the record.
  await openShell(page, 'secretary', `${PAGE}?tab=review`);
  await searchQueue(page, single);
  await rowOf(page, single).getByTestId('crud-view').click();
  const view = page.getByRole('dialog').filter({ has: page.getByTestId('record-view') });
  await expect(view).toBeVisible();
  await expect(view.getByTestId('record-view')).toContainText('Strategic Management Journal');
  // Authors: the teacher by name, the external co-author with their institution.
  const authors = view.getByTestId('authors-panel');
  // In English the teacher is named by their English name (the demo teacher's is Chen Jing).
  await expect(authors).toContainText(new RegExp(`${me.name}|${me.nameEn || 'Chen Jing'}`));
  await expect(authors).toContainText('Maria Santos · University of São Paulo');
  await expect(authors.getByTestId('author-add-internal')).toHaveCount(0);
  // The supporting PDF is shown in the page, in a frame.
  await expect(view.getByTestId('record-documents')).toContainText('accepted-manuscript.pdf');
  const frame = view.getByTestId('pdf-frame');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', /^blob:/);

  // 2. Approve beside it: asked first, then the record leaves the queue.
  await view.getByTestId('record-approve').click();
  const confirm = page.locator('.ant-modal-confirm').filter({ visible: true });
  await expect(confirm.locator('.ant-modal-confirm-title')).toHaveText('Approve this record?');
  await page.getByTestId('approve-confirm').click();
  await expect(page.getByText('Approved').first()).toBeVisible();
  await expect(view).toBeHidden();
  await expect(rowOf(page, single)).toHaveCount(0);

  // 3. Several at once: the confirmation names the count; cancelling approves nothing.
  await searchQueue(page, `Batch ${tag}`);
  for (const title of batch) await expect(rowOf(page, title)).toBeVisible();
  await page.getByRole('columnheader').getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Batch approve' }).click();
  await expect(confirm.locator('.ant-modal-confirm-title')).toHaveText('Approve 3 records?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  for (const title of batch) await expect(rowOf(page, title)).toBeVisible();
  await page.getByRole('button', { name: 'Batch approve' }).click();
  await page.getByTestId('approve-confirm').click();
  for (const title of batch) await expect(rowOf(page, title)).toHaveCount(0);

  // 4. The teacher's notice names the record and links to it; the link opens it, PDF included.
  const notes = await call<{ records: { title: string; content: string }[] }>(
    teacher,
    'get',
    '/aacsb/viewUserNotification/list?pageSize=20',
  );
  const notice = notes.records.find((n) => n.title.includes(single));
  expect(notice?.content).toContain(`>${single}</a> (Journal Articles) was approved.`);
  const link = /href="([^"]+)"/.exec(notice?.content ?? '')?.[1] ?? '';
  expect(link).toMatch(/^\/ImpactOfScholarship\/contributions\?open=/);
  await openShell(page, 'teacher', link.replace(/&amp;/g, '&'));
  const opened = page.getByRole('dialog').filter({ has: page.getByTestId('record-view') });
  await expect(opened).toContainText(single);
  await expect(opened).toContainText('Reviewed');
  await expect(opened.getByTestId('pdf-frame')).toBeVisible();
});
