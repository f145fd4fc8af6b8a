import ExcelJS from 'exceljs';
import { docxText } from '../documents.ts';
import { expect as baseExpect, type Page, test } from '../fixtures.ts';
import { apiLogin, type Call, call, openShell, shot, signIn, tr } from '../support.ts';

/**
 * Issue 18's journey, in English and in Chinese: the administrator builds a template with every
 * question kind in the builder (a 7-point rating with its own end labels, the first question
 * required), adds an anonymous questionnaire from it for the demo student's class and starts
 * collecting; the student answers it on a 390 px phone from their own home; two classmates answer
 * too (over the API, so that the anonymous figures are not withheld); the administrator sees the
 * response rate, reminds those who have not answered, stops, restarts and ends collecting, and
 * downloads the Word report and the Excel answers, which are read back: the figures are there and
 * no respondent's name or username is.
 *
 * The three answers, and so the figures expected everywhere:
 *   Q1 single   the student and the first classmate "Always", the second "Mostly": 2 (66.7%), 1 (33.3%)
 *   Q2 multiple the student "Group project", the classmates "Cases": 1 (33.3%), 2 (66.7%)
 *   Q3 rating   6, 5, 6 on 1..7: mean 17/3 = 5.67, attainment 17/21 = 0.810
 *   Q5 matrix   each row 5, 2, 3 on 1..5: mean 10/3 = 3.33
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
  options?: { id: string }[];
  rows?: { id: string }[];
}
interface Form {
  groupList: { questions: Question[] }[];
}

/** The demo `student` account's student record, its class's code, and two classmates. */
async function classOfStudent(admin: Call, studentUserId: string) {
  const all = await call<{ records: Student[] }>(admin, 'get', '/aacsb/student/list', { pageSize: -1 });
  const me = all.records.find((s) => s.userId === studentUserId);
  expect(me, 'the student record of the demo `student` account').toBeTruthy();
  const mine = me as Student;
  const klass = await call<{ code: string }>(admin, 'get', '/aacsb/classes/queryById', { id: mine.classId });
  const others = all.records
    .filter((s) => s.classId === mine.classId && s.id !== mine.id)
    .sort((a, b) => a.studentNumber.localeCompare(b.studentNumber))
    .slice(0, 2);
  expect(others).toHaveLength(2);
  return { classCode: klass.code, me: mine, others };
}

/** A classmate's answers (n = 0, 1), as in the table above. */
function classmateAnswers(form: Form, n: number): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const q of form.groupList.flatMap((g) => g.questions)) {
    if (q.kind === 'single') answers[q.id] = q.options?.[n]?.id;
    if (q.kind === 'multiple') answers[q.id] = [q.options?.[0]?.id];
    if (q.kind === 'rating') answers[q.id] = 5 + n;
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

const RATING = { title: ['总体满意度', 'Overall satisfaction'], low: ['非常不满意', 'Very dissatisfied'] };
const RATING_HIGH = ['非常满意', 'Very satisfied'];
const pick = (lang: Lang, pair: string[]) => (lang === 'zh-CN' ? pair[0] : pair[1]) as string;

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
  await bi(page, 'qb-q-q3-title', RATING.title[0] as string, RATING.title[1] as string);
  await page
    .getByTestId('qb-q-q3-points')
    .getByText(tr(lang, 'qnrTemplate.scale.points', { n: 7 }))
    .click();
  await bi(page, 'qb-q-q3-low', RATING.low[0] as string, RATING.low[1] as string);
  await bi(page, 'qb-q-q3-high', RATING_HIGH[0] as string, RATING_HIGH[1] as string);

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

/** Picks the option of a searchable select holding `text`, typed as a person does. */
async function pickTyped(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(text);
  await page
    .locator('.ant-select-dropdown')
    .filter({ visible: true })
    .locator('.ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click();
}

/** Adds the anonymous questionnaire from the template for the class, open now for a week. */
async function addQuestionnaire(page: Page, lang: Lang, template: string, name: string, classCode: string) {
  await page.getByTestId('crud-add').click();
  const editor = page.getByTestId('qnr-editor');
  await expect(editor).toBeVisible();
  await pickTyped(page, 'qnr-template', template);
  // The template's names fill the blank name fields; this run gets names of its own.
  await expect(page.locator('#crud-questionnaire_nameEn')).toHaveValue(`${template} (EN)`);
  await page.locator('#crud-questionnaire_name').fill(name);
  await page.locator('#crud-questionnaire_nameEn').fill(`${name} (EN)`);
  // Anonymous is the default of a new questionnaire: it stays on.
  await expect(page.getByTestId('qnr-anonymous')).toHaveAttribute('aria-checked', 'true');
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const now = Date.now();
  // From yesterday morning (open now in any time zone) to a week ahead.
  for (const [key, value] of [
    ['startTime', `${day(new Date(now - 86_400_000))} 08:00:00`],
    ['endTime', `${day(new Date(now + 7 * 86_400_000))} 18:00:00`],
  ]) {
    const input = page.locator(`#crud-questionnaire_${key}`);
    await input.click();
    await input.fill(value);
    await input.press('Enter');
  }
  await pickTyped(page, 'qnr-audience-class', classCode);
  await page.keyboard.press('Escape');
  const count = page.getByTestId('qnr-audience-count');
  await expect(count).not.toHaveAttribute('data-count', '');
  await expect(count).not.toHaveAttribute('data-count', '0');
  const audience = Number(await count.getAttribute('data-count'));
  await shot(page, `qnr-editor-${lang}-1440`);
  await page.getByTestId('crud-form-save').click();
  await expect(editor).toBeHidden();
  return audience;
}

async function rowOf(page: Page, name: string) {
  const row = page.getByTestId('qnr-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
}

/** A row action with its confirmation, then the row's new state. */
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

/** Every sheet of a workbook as rows of cell texts (as Excel shows them). */
async function workbookSheets(path: string): Promise<Map<string, string[][]>> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  const sheets = new Map<string, string[][]>();
  for (const ws of wb.worksheets) {
    const rows: string[][] = [];
    ws.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (c) => {
        cells.push(typeof c.value === 'number' ? String(c.value) : c.text);
      });
      rows.push(cells);
    });
    sheets.set(ws.name, rows);
  }
  return sheets;
}

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`a questionnaire from template to reports, anonymous, in ${lang}`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const short = lang === 'zh-CN' ? 'zh' : 'en';
    const stamp = Date.now().toString(36).slice(-5);
    const templateName = `E2E ${short} template ${stamp}`;
    const name = `E2E ${short} survey ${stamp}`;
    const admin: Call = { token: (await apiLogin(page.request, 'admin')).token, request: page.request };
    const studentUser = (await apiLogin(page.request, 'student')).userInfo;
    const who = await classOfStudent(admin, String(studentUser.id));

    // 1-2. The administrator builds the template and publishes an anonymous questionnaire to the class.
    await page.setViewportSize({ width: 1440, height: 900 });
    await openShell(page, 'admin', '/aol/questionnaire-template', lang);
    await buildTemplate(page, lang, templateName);
    await page.goto('/aol/questionnaire');
    await expect(page.getByTestId('questionnaires-page')).toBeVisible();
    const audience = await addQuestionnaire(page, lang, templateName, name, who.classCode);
    expect(audience, 'the class has more than the three who will answer').toBeGreaterThan(3);
    await act(page, name, 'start', '1');
    await shot(page, `qnr-list-${short}-1440`);
    const id = (await (await rowOf(page, name)).getAttribute('data-id')) as string;

    // 3. The student answers on a phone, from their own home.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL });
    const student = await phone.newPage();
    await signIn(student, 'student', '/', lang);
    await expect(student.getByTestId('student-menu')).toBeVisible();
    const card = student.getByTestId(`my-qnr-item-${id}`);
    await expect(card).toContainText(lang === 'zh-CN' ? name : `${name} (EN)`);
    await expect(card).toContainText(tr(lang, 'qnrRespond.list.anonymous'));
    await shot(student, `qnr-student-home-${short}-390`);
    await card.getByTestId(`my-qnr-answer-${id}`).click();
    await expect(student.getByTestId('my-qnr-anonymous')).toBeVisible();
    const form = student.getByTestId('qnr-form');
    // The rating shows its own end labels, in the student's language.
    await expect(form.getByTestId('qnr-question-q3')).toContainText(`1 · ${pick(lang, RATING.low)}`);
    await expect(form.getByTestId('qnr-question-q3')).toContainText(`${pick(lang, RATING_HIGH)} · 7`);
    // Submitting with the required question unanswered is stopped at that question.
    await student.getByTestId('my-qnr-submit').click();
    await expect(form.getByTestId('qnr-problem-q1')).toBeVisible();
    await form.getByTestId('qnr-question-q1').getByRole('radio').first().check();
    await form.getByTestId('qnr-question-q2').getByRole('checkbox').nth(1).check();
    await form.getByTestId('qnr-question-q3').locator('.ant-radio-button-wrapper').nth(5).click();
    const comment = lang === 'zh-CN' ? '节奏很好' : 'Good pace';
    await form.getByTestId('qnr-question-q4').locator('textarea').fill(comment);
    const rows = form.locator('[data-testid^="qnr-matrix-row-q5-"]');
    await expect(rows).toHaveCount(2);
    for (let i = 0; i < 2; i++) await rows.nth(i).locator('.ant-radio-button-wrapper').nth(4).click();
    await expect(student.getByTestId('my-qnr-progress')).toContainText(
      tr(lang, 'qnrRespond.answer.progress', { answered: 5, total: 5 }),
    );
    await shot(student, `qnr-answer-${short}-390`);
    await student.getByTestId('my-qnr-submit').click();
    await student.getByTestId('my-qnr-confirm-submit').click();
    await expect(student.getByTestId('my-qnr-thanks')).toBeVisible();
    await shot(student, `qnr-thanks-${short}-390`);
    // Back on the list it is among the answered ones.
    await student.getByTestId('my-qnr-back').click();
    await student.getByTestId('my-qnr-tab-answered').click();
    await expect(student.getByTestId(`my-qnr-item-${id}`)).toContainText(
      tr(lang, 'qnrRespond.list.submitted'),
    );
    await phone.close();

    // Two classmates answer too (three answers: the anonymous figures are then shown).
    const mates: string[] = [];
    for (const [n, mate] of who.others.entries()) {
      const mc: Call = {
        token: (await apiLogin(page.request, mate.studentNumber)).token,
        request: page.request,
      };
      const myForm = await call<Form>(mc, 'get', '/aacsb/myQuestionnaire/get', { id });
      await call(mc, 'post', '/aacsb/myQuestionnaire/submit', { id, answers: classmateAnswers(myForm, n) });
      mates.push(mate.studentNumber, mate.name, ...(mate.nameEn ? [mate.nameEn] : []));
    }

    // 4. Tracking: three answered; only the others are listed and reminded; pause, restart, end.
    await (await rowOf(page, name)).getByTestId('qnr-open-tracking').click();
    const tracking = page.getByTestId('qnr-tracking');
    await expect(tracking.getByTestId('qnr-tracking-total')).toHaveText(
      tr(lang, 'qnrWeb.tracking.answeredOf', { answered: 3, audience }),
    );
    await expect(tracking).toContainText(tr(lang, 'qnrWeb.tracking.notAnswered', { count: audience - 3 }));
    // A classmate who answered is not among those who have not.
    const nonRespondents = tracking.getByTestId('qnr-nonrespondents');
    const search = tracking.getByTestId('qnr-tracking-search').locator('xpath=descendant-or-self::input[1]');
    await search.fill(who.others[0]?.studentNumber ?? '');
    await expect(nonRespondents.locator('.ant-table-placeholder')).toBeVisible();
    await search.fill('');
    await expect(nonRespondents.locator('.ant-table-row').first()).toBeVisible();
    await shot(page, `qnr-tracking-${short}-1440`);
    await tracking.getByTestId('qnr-remind').click();
    await page.getByTestId('qnr-remind-confirm').click();
    await expect(page.locator('.ant-message')).toContainText(
      tr(lang, 'qnrWeb.tracking.reminded', { count: audience - 3 }),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `qnr-tracking-${short}-390`);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.locator('.ant-drawer').filter({ has: tracking }).locator('.ant-drawer-close').click();
    await expect(tracking).toBeHidden();
    await act(page, name, 'stop', '2');
    await act(page, name, 'restart', '1');
    await act(page, name, 'end', '3');

    // 5. Results: the figures, then the Word report and the Excel answers, read back.
    await (await rowOf(page, name)).getByTestId('qnr-open-results').click();
    const results = page.getByTestId('qnr-results');
    await expect(results.getByTestId('qnr-results-respondents')).toHaveText('3');
    await expect(results.getByTestId('qnr-result-0-table')).toContainText('66.7%');
    await expect(results.getByTestId('qnr-result-2-stats')).toContainText('5.67 / 7');
    await shot(page, `qnr-results-${short}-1440`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `qnr-results-${short}-390`);
    await page.setViewportSize({ width: 1440, height: 900 });

    const word = await docxText(await download(page, 'qnr-download-word', short));
    const sheets = await workbookSheets(await download(page, 'qnr-download-excel', short));
    const title = pick(lang, RATING.title);
    expect(word).toContain(title);
    expect(word).toContain(
      tr(lang, 'qnrResults.word.meanLine', { mean: '5.67', points: 7, attainment: '0.810', n: 3 }),
    );
    expect(word).toContain('66.7%');
    expect(word).toContain('33.3%');
    expect(word).toContain('3.33');
    expect(word).toContain(pick(lang, RATING.low));
    expect(word).toContain(comment);
    expect(word).toContain('Comment 1');

    const answersSheet = sheets.get(tr(lang, 'qnrResults.excel.answers')) ?? [];
    const summary = sheets.get(tr(lang, 'qnrResults.excel.summary')) ?? [];
    const [head = [], ...responses] = answersSheet;
    expect(responses).toHaveLength(3);
    // An anonymous file has no identity columns.
    expect(head).not.toContain(tr(lang, 'qnrResults.excel.username'));
    expect(head).not.toContain(tr(lang, 'qnrResults.excel.realname'));
    const ratingColumn = head.findIndex((h) => h.includes(title));
    expect(ratingColumn).toBeGreaterThan(0);
    expect(responses.map((r) => r[ratingColumn]).sort()).toEqual(['5', '6', '6']);
    const meanRow = summary.find((r) => r[1] === title && r[3] === tr(lang, 'qnrResults.excel.meanRow'));
    expect(Number(meanRow?.[6])).toBeCloseTo(17 / 3, 2);
    const excel = [...sheets.values()].flat(2).join('\n');
    expect(excel).toContain(comment);

    // No respondent by account (the demo student's username is the word "student") or by name.
    expect(word).not.toMatch(/\bstudent\b/);
    expect(excel).not.toMatch(/\bstudent\b/);
    const names = [
      String(studentUser.realname ?? ''),
      who.me.studentNumber,
      who.me.name,
      who.me.nameEn ?? '',
      ...mates,
    ];
    for (const n of names.filter((x) => x.length > 1)) {
      expect(word, `no "${n}" in the Word report`).not.toContain(n);
      expect(excel, `no "${n}" in the Excel answers`).not.toContain(n);
    }
  });
}
