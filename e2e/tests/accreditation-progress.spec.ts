import { randomBytes } from 'node:crypto';
import { expect as baseExpect, type Page, test } from '../fixtures.ts';
import { pickFromSelect, type StoredLang, shot, signIn, tr } from '../support.ts';

/**
 * Issue 21's progress journey, in English and in Chinese:
 *  1. A person who runs accreditation (the administrator in English, the unit administrator in
 *     Chinese) opens Accreditation Progress from the menu, creates an AACSB continuous-improvement
 *     project and opens its card: the standards checklist and a percent.
 *  2. On the Tasks tab they add two tasks for Standard 3, both assigned to the teacher, and mark
 *     the first completed in place: the project's percent goes up.
 *  3. The teacher signs in: the workplace card lists the other task; they mark it completed and it
 *     leaves the card.
 *  4. The manager opens the project again: both tasks done, the percent up once more.
 * Names carry a random mark, so a retry on the same server never meets the first try's project.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
type Lang = 'en-US' | 'zh-CN';
const LANGS: Lang[] = ['en-US', 'zh-CN'];
// Three sign-ins and the engine's list and form: well under a minute on a quiet machine, several
// on the shared two-core runner.
test.setTimeout(240_000);

/** The menu's area and item (packages/shared/src/menu.ts). */
const MENU_AREA: Record<Lang, string> = {
  'en-US': 'Accreditation Progress and Reports',
  'zh-CN': '认证进度与报告',
};
const MENU_LABEL: Record<Lang, string> = { 'en-US': 'Accreditation Progress', 'zh-CN': '认证进度' };
const MANAGER: Record<Lang, string> = { 'en-US': 'admin', 'zh-CN': 'unitadmin' };
/** Options as the pickers show them: the scheme (dictionary), Standard 3, and the teacher (name and account). */
const SCHEME: Record<Lang, string> = {
  'en-US': 'AACSB continuous improvement review',
  'zh-CN': 'AACSB 持续改进评审',
};
const STANDARD_3: Record<Lang, string> = {
  'en-US': 'Standard 3: Faculty and Professional Staff Resources',
  'zh-CN': '标准3：师资与专业人员资源',
};
const TEACHER = 'Chen Jing (teacher)';
/** The generic form's labels (packages/shared/src/resources/accreditation.ts). */
const LABEL = {
  'en-US': {
    name: 'Project name',
    scheme: 'Scheme',
    visit: 'Visit date',
    task: 'Task',
    standard: 'Standard or section',
    assignee: 'Assignee',
    due: 'Due date',
  },
  'zh-CN': {
    name: '项目名称',
    scheme: '认证类型',
    visit: '专家到访日期',
    task: '任务',
    standard: '标准或章节',
    assignee: '负责人',
    due: '截止日期',
  },
} as const;
const STATUS_DONE: Record<Lang, string> = { 'en-US': 'Completed', 'zh-CN': '已完成' };

const drawer = (page: Page) => page.getByRole('dialog').filter({ visible: true });

async function enter(page: Page, username: string, path: string, lang: StoredLang): Promise<void> {
  await signIn(page, username, path, lang);
  await expect(page.getByTestId('side-menu')).toBeVisible({ timeout: 90_000 });
}

/** The project's percent as the head of its page shows it. */
async function percentOf(page: Page): Promise<number> {
  const head = page.getByTestId('acc-project-percent');
  await expect(head).toBeVisible();
  return Number(await head.getAttribute('data-percent'));
}

async function fillDate(page: Page, label: string, day: string) {
  const input = drawer(page).getByLabel(label, { exact: true });
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

async function addTask(page: Page, lang: Lang, title: string, due: string) {
  await page.getByTestId('crud-add').click();
  const l = LABEL[lang];
  await drawer(page).getByLabel(l.task, { exact: true }).fill(title);
  await pickFromSelect(page, drawer(page).getByLabel(l.standard, { exact: true }), STANDARD_3[lang]);
  await pickFromSelect(page, drawer(page).getByLabel(l.assignee, { exact: true }), TEACHER, 'teacher');
  await fillDate(page, l.due, due);
  await page.getByTestId('crud-form-save').click();
  await expect(drawer(page)).toHaveCount(0);
  await expect(page.getByTestId('acc-task-row').and(page.locator(`[data-title="${title}"]`))).toBeVisible();
}

/** The task's row in the engine's table. */
const taskRow = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

for (const lang of LANGS) {
  test(`a project's percent moves as its tasks are completed, by the manager and by the assignee (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const mark = randomBytes(3).toString('hex');
    const name = lang === 'en-US' ? `AACSB CIR review ${mark}` : `AACSB 持续改进 ${mark}`;
    const first = lang === 'en-US' ? `Update faculty sufficiency table ${mark}` : `更新师资充足性表 ${mark}`;
    const second = lang === 'en-US' ? `Collect faculty CVs ${mark}` : `收集教师简历 ${mark}`;
    const l = LABEL[lang];

    // 1. The manager creates the project from Accreditation Progress and opens it.
    await enter(page, MANAGER[lang], '/', lang);
    const menu = page.getByTestId('side-menu');
    await menu.getByText(MENU_AREA[lang], { exact: true }).click();
    await menu.getByText(MENU_LABEL[lang], { exact: true }).click();
    await expect(page).toHaveURL(/\/accreditation\/progress/);
    await page.getByTestId('acc-project-add').click();
    await drawer(page).getByLabel(l.name, { exact: true }).fill(name);
    await pickFromSelect(page, drawer(page).getByLabel(l.scheme, { exact: true }), SCHEME[lang]);
    await fillDate(page, l.visit, '2027-10-12');
    await page.getByTestId('crud-form-save').click();
    const card = page.locator(`[data-testid="acc-project-card"][data-name="${name}"]`);
    await expect(card).toBeVisible();
    await shot(page, `acc-progress-cards-${lang}`);
    await card.click();
    await expect(page.getByTestId('acc-project-name')).toHaveText(name);
    // The checklist is the scheme's nine standards.
    await expect(page.getByTestId('acc-standard')).toHaveCount(9);
    await expect(page.getByTestId('acc-project-percent')).toBeVisible();

    // 2. Two tasks for Standard 3, both the teacher's; the first completed in place.
    await page.getByRole('tab', { name: tr(lang, 'accProgressWeb.tabs.tasks') }).click();
    await addTask(page, lang, first, '2027-03-01');
    await addTask(page, lang, second, '2027-04-01');
    const withTasks = await percentOf(page);
    await pickFromSelect(page, taskRow(page, first).getByTestId('task-status-select'), STATUS_DONE[lang]);
    await expect(taskRow(page, first).getByTestId('task-status-select')).toHaveAttribute('data-status', '2');
    await expect.poll(() => percentOf(page)).toBeGreaterThan(withTasks);
    const afterFirst = await percentOf(page);
    await shot(page, `acc-progress-tasks-${lang}`);

    // 3. The teacher completes the other task from the workplace card.
    await enter(page, 'teacher', '/dashboard/workplace', lang);
    const mine = page.getByTestId('acc-my-tasks');
    const item = mine.locator(`[data-testid="acc-my-task"][data-title="${second}"]`);
    await expect(item).toBeVisible();
    await expect(mine.locator(`[data-testid="acc-my-task"][data-title="${first}"]`)).toHaveCount(0);
    await mine.scrollIntoViewIfNeeded();
    await shot(page, `acc-progress-workplace-${lang}`);
    // Completed, the task leaves the card (so the pick is checked by its leaving, not by the select).
    await expect(async () => {
      if ((await item.count()) > 0) {
        await item.getByTestId('task-status-select').click();
        await page
          .locator('.ant-select-dropdown')
          .filter({ visible: true })
          .getByTitle(STATUS_DONE[lang], { exact: true })
          .click({ timeout: 3000 });
      }
      await expect(item).toHaveCount(0, { timeout: 5000 });
    }).toPass({ timeout: 30_000 });

    // 4. The manager sees both done and the percent up again.
    await enter(page, MANAGER[lang], '/accreditation/progress', lang);
    await page.locator(`[data-testid="acc-project-card"][data-name="${name}"]`).click();
    await expect(page.getByTestId('acc-project-name')).toHaveText(name);
    expect(await percentOf(page)).toBeGreaterThan(afterFirst);
    const standard3 = page.locator('[data-testid="acc-standard"][data-code="AACSB-3"]');
    await expect(standard3).toContainText(tr(lang, 'accProgressWeb.checklist.tasks', { done: 2, total: 2 }));
    await shot(page, `acc-progress-standards-${lang}`);
  });
}
