import ExcelJS from 'exceljs';
import { docxText } from '../documents.ts';
import { expect as baseExpect, type Page, test } from '../fixtures.ts';
import { apiLogin, type Call, call, openShell, shot, signIn } from '../support.ts';

/**
 * Issue 18's journey, in English and in Chinese: the administrator builds a template with every
 * question kind in the builder, adds an anonymous questionnaire from it for the demo student's
 * class and starts collecting; the student answers it on a 390 px phone from their own home; two
 * classmates answer too (over the API, so that the anonymous figures are not withheld); the
 * administrator sees the response rate, reminds those who have not answered, stops, restarts and
 * ends collecting, and downloads the Word report and the Excel answers, which are read back: the
 * figures are there and no respondent's name or username is.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
type Lang = 'en-US' | 'zh-CN';

interface Student {
  id: string;
  name: string;
  nameEn?: string | null;
  studentNumber: string;
  classId: string;
  userId?: string | null;
}
interface Question {
  id: string;
  kind: string;
  required?: boolean;
  options?: { id: string }[];
  rows?: { id: string }[];
  scale?: { points: number };
}
interface Form {
  groupList: { questions: Question[] }[];
}

/** The demo student's class, its code, and two classmates with their accounts. */
async function classOfStudent(admin: Call) {
  const mine = await call<{ records: Student[] }>(admin, 'get', '/aacsb/student/list', {
    name: '*Zhang Xiaoming*',
    pageSize: 5,
  });
  const me = mine.records[0] ?? (await findByAccount(admin));
  const klass = await call<{ id: string; code: string }>(admin, 'get', '/aacsb/classes/queryById', {
    id: me.classId,
  });
  const mates = await call<{ records: Student[] }>(admin, 'get', '/aacsb/student/list', {
    classId: me.classId,
    pageSize: 10,
    column: 'studentNumber',
    order: 'asc',
  });
  const others = mates.records.filter((s) => s.id !== me.id).slice(0, 2);
  expect(others).toHaveLength(2);
  return { classId: me.classId, classCode: klass.code, me, others };
}

async function findByAccount(admin: Call): Promise<Student> {
  const all = await call<{ records: Student[] }>(admin, 'get', '/aacsb/student/list', { pageSize: -1 });
  const me = all.records.find((s) => (s.nameEn ?? '').includes('Zhang Xiaoming') || s.name === '张晓明');
  expect(me, 'the demo student').toBeTruthy();
  return me as Student;
}

/** Answers every question of the form: the first option, 4 of the scale, a short text. */
function fullAnswers(form: Form, n: number): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const q of form.groupList.flatMap((g) => g.questions)) {
    if (q.kind === 'single') answers[q.id] = q.options?.[n % (q.options?.length ?? 1)]?.id;
    if (q.kind === 'multiple') answers[q.id] = [q.options?.[0]?.id];
    if (q.kind === 'rating') answers[q.id] = 3 + n;
    if (q.kind === 'text') answers[q.id] = `Comment ${n}`;
    if (q.kind === 'matrix') answers[q.id] = Object.fromEntries((q.rows ?? []).map((r) => [r.id, 2 + n]));
  }
  return answers;
}

/** Fills a builder text box pair (Chinese and English). */
async function bi(page: Page, testId: string, zh: string, en: string) {
  await page.getByTestId(`${testId}-zh`).fill(zh);
  await page.getByTestId(`${testId}-en`).fill(en);
}

async function addQuestion(page: Page, kind: string) {
  await page.getByTestId('qb-group-0-add-question').click();
  await page.getByTestId(`qb-add-${kind}`).click();
}

/** Builds the template in the builder: one of every kind, the single choice required. */
async function buildTemplate(page: Page, lang: Lang, name: string) {
  await page.getByTestId('crud-add').click();
  const editor = page.getByTestId('qnr-template-editor');
  await expect(editor).toBeVisible();
  await page.locator('#qnr-template-editor_name').fill(name);
  await page.locator('#qnr-template-editor_nameEn').fill(`${name} (EN)`);
  // The second tab: the questions (a new template opens on its names).
  await editor.locator('.ant-tabs-tab').nth(1).click();
  await bi(page, 'qb-group-0-title', '课程体验', 'Course experience');

  await addQuestion(page, 'single');
  await bi(page, 'qb-q-q1-title', '你的出勤情况？', 'How often did you attend?');
  await page.getByTestId('qb-q-q1-required').click();
  await bi(page, 'qb-q-q1-option-0-text', '全部', 'Always');
  await bi(page, 'qb-q-q1-option-1-text', '大部分', 'Mostly');

  await addQuestion(page, 'multiple');
  await bi(page, 'qb-q-q2-title', '哪些活动有帮助？', 'Which activities helped?');
  await bi(page, 'qb-q-q2-option-0-text', '案例', 'Cases');
  await bi(page, 'qb-q-q2-option-1-text', '小组项目', 'Group project');

  await addQuestion(page, 'rating');
  await bi(page, 'qb-q-q3-title', '总体满意度', 'Overall satisfaction');

  await addQuestion(page, 'text');
  await bi(page, 'qb-q-q4-title', '其他意见', 'Anything else?');

  await addQuestion(page, 'matrix');
  await bi(page, 'qb-q-q5-title', '你是否同意以下说法？', 'Do you agree?');
  await bi(page, 'qb-q-q5-row-0-text', '目标清晰', 'Clear objectives');
  await bi(page, 'qb-q-q5-row-1-text', '反馈及时', 'Timely feedback');

  await expect(page.getByTestId('qb-counts')).toContainText('5');
  await expect(page.getByTestId('qb-problems')).toHaveCount(0);
  await shot(page, `qnr-builder-${lang}-1440`);
  await page.getByTestId('qnr-template-save').click();
  await expect(editor).toBeHidden();
  await expect(page.getByTestId('crud-page-questionnaireTemplate')).toContainText(name);
}

/** Adds the anonymous questionnaire from the template for the class, open now for a week. */
async function addQuestionnaire(page: Page, lang: Lang, template: string, name: string, classCode: string) {
  await page.getByTestId('crud-add').click();
  const editor = page.getByTestId('qnr-editor');
  await expect(editor).toBeVisible();
  const templates = page.getByTestId('qnr-template');
  await templates.click();
  await page.keyboard.type(template);
  await page
    .locator('.ant-select-dropdown')
    .filter({ visible: true })
    .locator('.ant-select-item-option')
    .filter({ hasText: template })
    .first()
    .click();
  await page.locator('#crud-questionnaire_name').fill(name);
  const anonymous = page.getByTestId('qnr-anonymous');
  if ((await anonymous.getAttribute('aria-checked')) !== 'true') await anonymous.click();
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const now = new Date();
  for (const [key, value] of [
    ['startTime', `${day(new Date(now.getTime() - 86_400_000))} 08:00:00`],
    ['endTime', `${day(new Date(now.getTime() + 7 * 86_400_000))} 18:00:00`],
  ]) {
    const input = page.locator(`#crud-questionnaire_${key}`);
    await input.click();
    await input.fill(value);
    await input.press('Enter');
  }
  const classes = page.getByTestId('qnr-audience-class');
  await classes.click();
  await page.keyboard.type(classCode);
  await page
    .locator('.ant-select-dropdown')
    .filter({ visible: true })
    .locator('.ant-select-item-option')
    .filter({ hasText: classCode })
    .first()
    .click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('qnr-audience-count')).not.toHaveAttribute('data-count', '');
  await expect(page.getByTestId('qnr-audience-count')).not.toHaveAttribute('data-count', '0');
  await shot(page, `qnr-editor-${lang}-1440`);
  await page.getByTestId('crud-form-save').click();
  await expect(editor).toBeHidden();
}

async function rowOf(page: Page, name: string) {
  const row = page.getByTestId('qnr-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

async function act(page: Page, name: string, action: string, status: string) {
  const row = await rowOf(page, name);
  await row.getByTestId(`qnr-action-${action}`).click();
  await page.getByTestId(`qnr-confirm-${action}`).click();
  await expect((await rowOf(page, name)).getByTestId('qnr-status')).toHaveAttribute('data-status', status);
}

async function download(page: Page, testId: string, suffix: 'en' | 'zh'): Promise<string> {
  await page.getByTestId(testId).click();
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByTestId(`${testId}-${suffix}`).click(),
  ]);
  const path = await file.path();
  expect(path).toBeTruthy();
  return path as string;
}

async function workbookText(path: string): Promise<string> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const cells: string[] = [];
  for (const ws of wb.worksheets)
    ws.eachRow((row) => {
      for (const v of (row.values as unknown[]).slice(1))
        if (v !== null && v !== undefined) cells.push(String(v));
    });
  return cells.join('\n');
}

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`a questionnaire from template to reports, anonymous, in ${lang}`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    const short = lang === 'zh-CN' ? 'zh' : 'en';
    const stamp = Date.now().toString(36).slice(-5);
    const templateName = `E2E ${short} template ${stamp}`;
    const name = `E2E ${short} survey ${stamp}`;
    const admin: Call = { token: (await apiLogin(page.request, 'admin')).token, request: page.request };
    const who = await classOfStudent(admin);

    // 1-2. The administrator builds the template and publishes an anonymous questionnaire to the class.
    await page.setViewportSize({ width: 1440, height: 900 });
    await openShell(page, 'admin', '/aol/questionnaire-template', lang);
    await buildTemplate(page, lang, templateName);
    await page.goto('/aol/questionnaire');
    await expect(page.getByTestId('questionnaires-page')).toBeVisible();
    await addQuestionnaire(page, lang, templateName, name, who.classCode);
    await act(page, name, 'start', '1');
    const id = (await (await rowOf(page, name)).getAttribute('data-id')) as string;

    // 3. The student answers on a phone, from their own home.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: test.info().project.use.baseURL,
    });
    const student = await phone.newPage();
    await signIn(student, 'student', '/', lang);
    await expect(student.getByTestId('student-menu')).toBeVisible();
    await student.getByTestId(`my-qnr-answer-${id}`).click();
    await expect(student.getByTestId('my-qnr-anonymous')).toBeVisible();
    const form = student.getByTestId('qnr-form');
    await form.getByTestId('qnr-question-q1').getByRole('radio').first().check();
    await form.getByTestId('qnr-question-q2').getByRole('checkbox').nth(1).check();
    await form.getByTestId('qnr-question-q3').locator('.ant-radio-button-wrapper').nth(3).click();
    await form
      .getByTestId('qnr-question-q4')
      .locator('textarea')
      .fill(lang === 'zh-CN' ? '节奏很好' : 'Good pace');
    const rows = form.locator('[data-testid^="qnr-matrix-row-q5-"]');
    for (let i = 0; i < (await rows.count()); i++)
      await rows.nth(i).locator('.ant-radio-button-wrapper').nth(4).click();
    await shot(student, `qnr-answer-${short}-390`);
    await student.getByTestId('my-qnr-submit').click();
    await student.getByTestId('my-qnr-confirm-submit').click();
    await expect(student.getByTestId('my-qnr-thanks')).toBeVisible();
    await shot(student, `qnr-thanks-${short}-390`);
    await phone.close();

    // Two classmates answer too (three answers: the anonymous figures are then shown).
    const mates: string[] = [];
    for (const [n, mate] of who.others.entries()) {
      const mc: Call = {
        token: (await apiLogin(page.request, mate.studentNumber)).token,
        request: page.request,
      };
      const myForm = await call<Form>(mc, 'get', '/aacsb/myQuestionnaire/get', { id });
      await call(mc, 'post', '/aacsb/myQuestionnaire/submit', { id, answers: fullAnswers(myForm, n) });
      mates.push(mate.studentNumber, mate.name, ...(mate.nameEn ? [mate.nameEn] : []));
    }

    // 4. Tracking: three answered; the others are reminded; pause, restart, end.
    await (await rowOf(page, name)).getByTestId('qnr-open-tracking').click();
    const tracking = page.getByTestId('qnr-tracking');
    await expect(tracking.getByTestId('qnr-tracking-total')).toContainText('3');
    const { total } = await call<{ total: { audience: number; answered: number } }>(
      admin,
      'get',
      '/aacsb/questionnaire/tracking',
      { id },
    );
    const audience = total.audience;
    await expect(tracking.getByTestId('qnr-tracking-total')).toContainText(String(audience));
    expect(audience).toBeGreaterThan(3);
    await shot(page, `qnr-tracking-${short}-1440`);
    await tracking.getByTestId('qnr-remind').click();
    await page.getByTestId('qnr-remind-confirm').click();
    await expect(page.locator('.ant-message')).toContainText(String(audience - 3));
    await page.locator('.ant-drawer').filter({ has: tracking }).locator('.ant-drawer-close').click();
    await expect(tracking).toBeHidden();
    await act(page, name, 'stop', '2');
    await act(page, name, 'restart', '1');
    await act(page, name, 'end', '3');

    // 5. Results: the figures, then the Word report and the Excel answers, read back.
    await (await rowOf(page, name)).getByTestId('qnr-open-results').click();
    const results = page.getByTestId('qnr-results');
    await expect(results.getByTestId('qnr-results-respondents')).toContainText('3');
    await shot(page, `qnr-results-${short}-1440`);
    const word = await docxText(await download(page, 'qnr-download-word', short));
    const excel = await workbookText(await download(page, 'qnr-download-excel', short));
    const title = lang === 'zh-CN' ? '总体满意度' : 'Overall satisfaction';
    expect(word).toContain(title);
    expect(excel).toContain(title);
    expect(word).toContain(lang === 'zh-CN' ? '节奏很好' : 'Good pace');
    // No respondent by account (the demo student's username is the word "student") or by name.
    expect(word).not.toMatch(/\bstudent\b/);
    expect(excel).not.toMatch(/\bstudent\b/);
    const names = ['Zhang Xiaoming', who.me.studentNumber, who.me.name, ...mates];
    for (const n of names.filter((x) => x && x.length > 1)) {
      expect(word, `no "${n}" in the Word report`).not.toContain(n);
      expect(excel, `no "${n}" in the Excel answers`).not.toContain(n);
    }
  });
}
