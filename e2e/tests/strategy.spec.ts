import { randomBytes } from 'node:crypto';
import { expect as baseExpect, type Page, test } from '../fixtures.ts';
import { apiLogin, type Call, call, openShell, pickFromSelect, shot, tr } from '../support.ts';

/**
 * Issue 19's strategic planning journeys, in English and in Chinese:
 *  1. An administrator revises the mission on its page: Revise opens the editor prefilled with the
 *     mission in force, they rewrite both texts and give an effective date, save, and approve the
 *     new version. The history shows both versions, the new one in force and the old one superseded;
 *     the comparison with the previous version shows the added text; "what it said in <last year>"
 *     shows the old text, not the new one.
 *  2. The strategic plan: on a plan of their own (made over the API: one priority, one goal, an
 *     action In Progress and one Not Started, so 0 of 2 completed), the administrator moves the
 *     action in progress to Completed in place and sees the plan's progress rise from 0.0% to 50.0%
 *     and "1 of 2" completed; the timeline shows a bar per action.
 *  3. The expert signs in, lands on the strategic planning home, reads it, the mission, the plan,
 *     performance targets and continuous improvement, and finds nothing that changes them; an edit
 *     of the mission over the API with the expert's token is refused with 403.
 * Records are the journey's own (unique texts and codes); the demo school's are read, never counted.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
type Lang = 'en-US' | 'zh-CN';
const LANGS: Lang[] = ['en-US', 'zh-CN'];
// Each journey opens pages whose chunks (the rich-text editor, the plan) load on first use; about
// 20 s each on a quiet machine, but a busy two-core machine has been seen to need over a minute.
test.setTimeout(120_000);

interface Version {
  id: string;
  effectiveDate: string;
  state: string;
  contentEn: string | null;
  contentZh: string | null;
}
interface History {
  today: string;
  inForceId: string | null;
  versions: Version[];
  year: { versionId: string | null } | null;
}

/** The day after `date` (YYYY-MM-DD), as YYYY-MM-DD. */
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Visible text of rich text (tags dropped), to look it up on the page. */
const plain = (html: string | null) =>
  (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The mission history, with a version in force: the demo school's, or else (a school without one)
 * an approved version of the journey's own that took effect on 1 January of last year.
 */
async function missionInForce(admin: Call): Promise<History> {
  const history = await call<History>(admin, 'get', '/aacsb/mission/history');
  if (history.inForceId) return history;
  const year = Number(history.today.slice(0, 4)) - 1;
  const { id } = await call<{ id: string }>(admin, 'post', '/aacsb/mission/add', {
    contentZh: '<p>培养具有国际视野和社会责任感的商业人才。</p>',
    contentEn:
      '<p>We develop business people with a global outlook and a sense of social responsibility.</p>',
    effectiveDate: `${year}-01-01`,
    approvedBy: 'School council',
  });
  await call(admin, 'post', '/aacsb/mission/processBatch', { ids: id, action: 'approve' });
  return call<History>(admin, 'get', '/aacsb/mission/history');
}

/** A button's label as antd may show it: two Chinese characters get a space between them. */
const spaced = (label: string) => new RegExp(`^${[...label].join('\\s?')}$`);

/** Approves the pending version shown in the history (the review dialog's OK). */
async function approve(page: Page, lang: Lang, date: string) {
  const mine = page.getByTestId('statement-version').and(page.locator(`[data-date="${date}"]`));
  await expect(mine).toHaveAttribute('data-state', 'pending');
  await mine.getByTestId('statement-approve').click();
  // antd spaces out a two-character Chinese label ("确 定"), so the dialog's OK is its primary button.
  const dialog = page.locator('.ant-modal').filter({ visible: true });
  await expect(dialog).toContainText(tr(lang, 'crud.review.action.approve'));
  await dialog.locator('.ant-btn-primary').click();
  await expect(mine).toHaveAttribute('data-state', 'inForce');
  return mine;
}

/**
 * A plan of the journey's own for this year and the next two: one priority, one goal, action A1
 * In Progress and A2 Not Started (so 0 of 2 completed), codes ending in `stamp`.
 */
async function makePlan(admin: Call, stamp: string): Promise<string> {
  const year = new Date().getFullYear();
  const { id: planId } = await call<{ id: string }>(admin, 'post', '/aacsb/strategicPlan/add', {
    nameZh: `测试计划 ${stamp}`,
    nameEn: `Journey plan ${stamp}`,
    startYear: year,
    endYear: year + 2,
  });
  const { id: priorityId } = await call<{ id: string }>(admin, 'post', '/aacsb/strategicPriority/add', {
    planId,
    code: `P${stamp}`,
    nameZh: '教学卓越',
    nameEn: 'Teaching excellence',
  });
  const { id: goalId } = await call<{ id: string }>(admin, 'post', '/aacsb/strategicGoal/add', {
    priorityId,
    code: `G${stamp}`,
    nameZh: '课程国际化',
    nameEn: 'International curriculum',
  });
  const action = (code: string, status: string, en: string, zh: string) =>
    call(admin, 'post', '/aacsb/strategicAction/add', {
      goalId,
      code,
      titleZh: zh,
      titleEn: en,
      status,
      startDate: `${year}-01-10`,
      dueDate: `${year + 1}-06-30`,
    });
  await action(`A1${stamp}`, '2', 'Revise the core courses', '修订核心课程');
  await action(`A2${stamp}`, '1', 'Recruit visiting professors', '引进访问教授');
  return planId;
}

for (const lang of LANGS) {
  test(`an administrator revises the mission and the history shows both versions (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const { token } = await apiLogin(page.request, 'admin');
    const admin: Call = { token, request: page.request };
    const before = await missionInForce(admin);
    const old = before.versions.find((v) => v.id === before.inForceId);
    expect(old, 'a mission in force').toBeTruthy();
    // The newest date yet, so no two versions share a date (retries, the other language's run)
    // and the new version is the one in force today.
    const latest =
      before.versions
        .map((v) => v.effectiveDate)
        .sort()
        .at(-1) ?? '2000-01-01';
    // In this year, so that last year still reads the old text.
    const startOfYear = `${before.today.slice(0, 4)}-01-01`;
    const date = [nextDay(latest), startOfYear].sort().at(-1) as string;
    expect(date <= before.today, 'room for a version between the newest and today').toBe(true);
    const stamp = randomBytes(3).toString('hex');
    const en = `Revised mission ${stamp}: we educate responsible leaders for a connected world.`;
    const zh = `修订使命 ${stamp}：培养面向互联世界的负责任领导者。`;

    await openShell(page, 'admin', '/strategic-planning/mission', lang);
    const current = page.getByTestId('statement-current-text');
    await expect(current).toContainText(
      plain(lang === 'zh-CN' ? (old?.contentZh ?? '') : (old?.contentEn ?? '')).slice(0, 30),
    );
    await page.getByTestId('statement-revise').click();
    const editor = page.getByTestId('statement-editor');
    const boxes = editor.locator('.rte-content');
    // Prefilled from the mission in force: the English text is there before it is changed.
    await expect(boxes.nth(1)).toContainText(plain(old?.contentEn ?? '').slice(0, 30));
    await boxes.nth(0).fill(zh);
    await boxes.nth(1).fill(en);
    const dateInput = page.locator('#statement-mission_effectiveDate');
    await dateInput.click();
    await dateInput.fill(date);
    await dateInput.press('Enter');
    await expect(dateInput).toHaveValue(date);
    await shot(page, `strategy-mission-revise-${lang}-1440`);
    await page.getByTestId('statement-editor-save').click();
    await expect(editor).toBeHidden();
    await expect(page.getByTestId('statement-pending')).toBeVisible();

    const mine = await approve(page, lang, date);
    // Both versions in the history: the new one in force, the old one superseded since.
    const oldItem = page
      .getByTestId('statement-version')
      .and(page.locator(`[data-date="${old?.effectiveDate}"]`));
    await expect(oldItem).toHaveAttribute('data-state', 'superseded');
    await expect(page.getByTestId('statement-current-text')).toContainText(lang === 'zh-CN' ? zh : en);
    await shot(page, `strategy-mission-history-${lang}-1440`);

    // The comparison with the previous version: the new words are marked as added.
    await mine.getByTestId('statement-compare-previous').click();
    const diff = page.getByTestId('statement-diff-text');
    await expect(diff.locator('ins')).not.toHaveCount(0);
    await expect(diff.locator('ins').first()).toBeVisible();
    await expect(diff).toContainText(stamp);
    await shot(page, `strategy-mission-diff-${lang}-1440`);

    // What it said last year: the version that stood then, never the new text.
    const lastYear = Number(before.today.slice(0, 4)) - 1;
    const then = await call<History>(admin, 'get', '/aacsb/mission/history', { year: String(lastYear) });
    const thenVersion = then.versions.find((v) => v.id === then.year?.versionId);
    expect(thenVersion, `a mission stood in ${lastYear}`).toBeTruthy();
    await page.getByRole('tab', { name: tr(lang, 'statement.tabs.year') }).click();
    await pickFromSelect(page, page.getByTestId('statement-year-select'), String(lastYear));
    const yearText = page.getByTestId('statement-year-text');
    await expect(yearText).toContainText(plain(thenVersion?.contentEn ?? '').slice(0, 30));
    await expect(yearText).not.toContainText(stamp);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `strategy-mission-year-${lang}-390`);
  });

  test(`an administrator completes a plan action and the plan's progress rises (${lang})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const { token } = await apiLogin(page.request, 'admin');
    const admin: Call = { token, request: page.request };
    const stamp = randomBytes(3).toString('hex').toUpperCase();
    const planId = await makePlan(admin, stamp);

    await openShell(page, 'admin', `/strategic-planning/plan?plan=${planId}`, lang);
    const summary = page.getByTestId('plan-summary');
    await expect(summary).toContainText(lang === 'zh-CN' ? `测试计划 ${stamp}` : `Journey plan ${stamp}`);
    const progress = page.getByTestId('plan-progress');
    await expect(progress).toContainText('0.0%');
    await expect(progress).toContainText(
      tr(lang, 'plan.web.summary.completedOf', { completed: 0, total: 2 }),
    );
    await expect(page.getByTestId('plan-priority')).toHaveCount(1);
    const first = page.getByTestId('plan-action').and(page.locator(`[data-code="A1${stamp}"]`));
    await expect(first.getByTestId('plan-status')).toHaveText(tr(lang, 'plan.web.summary.inProgress'));
    await shot(page, `strategy-plan-tree-${lang}-1440`);

    // In place: the action's status select, as a person picks it.
    await pickFromSelect(
      page,
      first.getByTestId('plan-action-status'),
      tr(lang, 'plan.web.summary.completed'),
    );
    await expect(first.getByTestId('plan-status')).toHaveText(tr(lang, 'plan.web.summary.completed'));
    await expect(progress).toContainText('50.0%');
    await expect(progress).toContainText(
      tr(lang, 'plan.web.summary.completedOf', { completed: 1, total: 2 }),
    );

    await page.getByRole('tab', { name: tr(lang, 'plan.web.tabs.timeline') }).click();
    await expect(page.getByTestId('plan-timeline')).toBeVisible();
    await expect(page.getByTestId('plan-tl-row')).toHaveCount(2);
    await expect(page.getByTestId('plan-tl-bar')).toHaveCount(2);
    await shot(page, `strategy-plan-timeline-${lang}-1440`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `strategy-plan-timeline-${lang}-390`);
  });

  test(`the expert reads the strategic planning area and can change nothing (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const { token: adminToken } = await apiLogin(page.request, 'admin');
    const admin: Call = { token: adminToken, request: page.request };
    await missionInForce(admin);
    const planId = await makePlan(admin, randomBytes(3).toString('hex').toUpperCase());
    const token = await openShell(page, 'expert', '/', lang);
    await expect(page).toHaveURL(/\/strategic-planning-index$/);
    await expect(page.getByTestId('area-home')).toBeVisible();
    await expect(page.getByTestId('dashboard-strategy')).toBeVisible();
    await shot(page, `strategy-expert-home-${lang}-1440`);

    // Nothing a reader could press to change a record, on any of the pages.
    const changers = [
      'statement-revise',
      'statement-approve',
      'statement-reject',
      'statement-edit',
      'statement-delete',
      'statement-cancel-approval',
      'plan-action-status',
      'plan-action-edit',
      'plan-add-strategicPriority',
      'plan-edit-strategicPlan',
      'crud-add',
      'crud-edit',
      'crud-approve',
    ];
    const noChangers = async () => {
      for (const id of changers) await expect(page.getByTestId(id)).toHaveCount(0);
      for (const key of ['crud.ui.add', 'crud.ui.edit', 'crud.ui.delete'])
        await expect(page.getByRole('button', { name: spaced(tr(lang, key)) })).toHaveCount(0);
    };

    await page.goto('/strategic-planning/mission');
    await expect(page.getByTestId('statement-current-text')).toBeVisible();
    await expect(page.getByTestId('statement-version').first()).toBeVisible();
    await noChangers();
    await shot(page, `strategy-expert-mission-${lang}-1440`);

    await page.goto(`/strategic-planning/plan?plan=${planId}`);
    await expect(page.getByTestId('plan-summary')).toBeVisible();
    await expect(page.getByTestId('plan-action').first()).toBeVisible();
    await noChangers();

    await page.goto('/strategic-planning/performance-target');
    await expect(page.getByTestId('kpi-page')).toBeVisible();
    await expect(page.locator('.ant-table').first()).toBeVisible();
    await noChangers();

    await page.goto('/strategic-planning/continuous-improvement');
    // The screen (the engine list, or the placeholder while it is being built) has opened.
    await expect(
      page
        .getByTestId('crud-page-continuousImprovement')
        .or(page.getByTestId('pending-page'))
        .or(page.locator('.ant-table'))
        .first(),
    ).toBeVisible();
    await noChangers();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `strategy-expert-improvement-${lang}-390`);

    // The server refuses anyway: an edit of the mission with the expert's own token.
    const expert: Call = { token, request: page.request };
    const history = await call<History>(expert, 'get', '/aacsb/mission/history');
    const res = await page.request.put('/api/aacsb/mission/edit', {
      headers: { 'X-Access-Token': token },
      data: { id: history.inForceId, changeNote: 'expert was here' },
    });
    expect(res.status()).toBe(403);
  });
}
