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
 *     performance targets (a target's yearly figures too) and continuous improvement (both tabs),
 *     and finds nothing that changes them; an edit of the mission over the API with the expert's
 *     token is refused with 403.
 * Records written are the journey's own (unique texts and codes); the demo school's (its 2019
 * mission and 2024 revision, the 2024-2028 plan, targets, improvement records) are read, never
 * counted.
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

/** The mission history; the demo school's 2019 mission and its approved 2024 revision are in it. */
async function missionHistory(c: Call): Promise<History> {
  const history = await call<History>(c, 'get', '/aacsb/mission/history');
  expect(history.inForceId, 'the demo school has a mission in force').toBeTruthy();
  return history;
}

/** Test ids of the controls that would change a strategy record (a prefix ends in "-"). */
const CHANGER_IDS = [
  'statement-revise',
  'statement-approve',
  'statement-reject',
  'statement-edit',
  'statement-delete',
  'statement-cancel-approval',
  'statement-resubmit',
  'plan-action-status',
  'plan-action-edit',
  'plan-add-',
  'plan-edit-',
  'kpi-add-year',
  'kpi-year-edit-',
  'crud-add',
  'crud-edit',
  'crud-approve',
  'crud-import',
  'record-approve',
  'record-reject',
];
/** Labels of the buttons that would change a record, for those without a test id. */
const CHANGER_LABELS = [
  'crud.ui.add',
  'crud.ui.edit',
  'crud.ui.delete',
  'crud.ui.batchDelete',
  'crud.review.action.approve',
  'crud.review.action.reject',
  'crud.review.action.cancel',
  'crud.review.action.resubmit',
  'plan.web.addPlan',
  'plan.web.tree.edit',
  'plan.web.tree.delete',
];

/**
 * Every control on the page that would change a record, in one locator: by test id, or a button by
 * its label as a whole word ("plus Add" with its icon; antd may space two Chinese characters out).
 */
function changers(page: Page, lang: Lang) {
  const css = CHANGER_IDS.map((id) =>
    id.endsWith('-') ? `[data-testid^="${id}"]` : `[data-testid="${id}"]`,
  ).join(', ');
  return page.locator(css).or(changerButtons(page, lang));
}

/** The buttons among changers() found by their label (the plan journey checks the admin sees them). */
function changerButtons(page: Page, lang: Lang) {
  const words = CHANGER_LABELS.map((key) =>
    [...tr(lang, key)].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?'),
  );
  const name = new RegExp(`(^|\\s)(${words.join('|')})(\\s|$)`);
  return page.getByRole('button', { name });
}

/**
 * Goes to another page of the app as its menu does, without reloading it: a reload parses the whole
 * app again, seen to take over 15 s a page on a busy two-core machine. The router follows popstate.
 */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

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
    const before = await missionHistory(admin);
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
    // The administrator's buttons (New plan, Edit, Delete) are found by the label the expert's check uses.
    await expect(changerButtons(page, lang).first()).toBeVisible();
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
    const token = await openShell(page, 'expert', '/', lang);
    await expect(page).toHaveURL(/\/strategic-planning-index$/);
    await expect(page.getByTestId('area-home')).toBeVisible();
    await expect(page.getByTestId('dashboard-strategy')).toBeVisible();
    await shot(page, `strategy-expert-home-${lang}-1440`);
    // On every page: its content first (the demo school's records), then nothing that changes them.
    const none = changers(page, lang);

    await visit(page, '/strategic-planning/mission');
    await expect(page.getByTestId('statement-current-text')).toBeVisible();
    await expect(page.getByTestId('statement-version').first()).toBeVisible();
    await expect(none).toHaveCount(0);
    await shot(page, `strategy-expert-mission-${lang}-1440`);

    // The plan the page opens on (the demo school's 2024-2028 plan, or a newer one of a journey).
    await visit(page, '/strategic-planning/plan');
    await expect(page.getByTestId('plan-summary')).toBeVisible();
    await expect(page.getByTestId('plan-action').first()).toBeVisible();
    await expect(none).toHaveCount(0);

    // Performance targets: the list, and a target's yearly figures in its drawer.
    await visit(page, '/strategic-planning/performance-target');
    const open = page.locator('[data-testid^="kpi-open-"]').first();
    await expect(open).toBeVisible();
    await expect(none).toHaveCount(0);
    await open.click();
    await expect(page.getByTestId('kpi-drawer').locator('.ant-table-row').first()).toBeVisible();
    await expect(none).toHaveCount(0);

    await visit(page, '/strategic-planning/continuous-improvement');
    // The new screen (all improvements, then the records tab) or the placeholder it replaces.
    const all = page.getByTestId('ci-all-table').locator('.ant-table-row').first();
    await expect(all.or(page.getByTestId('pending-page'))).toBeVisible();
    await expect(none).toHaveCount(0);
    if (await page.getByTestId('ci-page').isVisible()) {
      await page.getByRole('tab', { name: tr(lang, 'improvement.tabs.records') }).click();
      const records = page.getByTestId('crud-page-continuousImprovement');
      await expect(records.locator('.ant-table-row').first()).toBeVisible();
      await expect(none).toHaveCount(0);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `strategy-expert-improvement-${lang}-390`);

    // The server refuses anyway: an edit of the mission with the expert's own token.
    const history = await missionHistory({ token, request: page.request });
    const res = await page.request.put('/api/aacsb/mission/edit', {
      headers: { 'X-Access-Token': token },
      data: { id: history.inForceId, changeNote: 'expert was here' },
    });
    expect(res.status()).toBe(403);
  });
}
