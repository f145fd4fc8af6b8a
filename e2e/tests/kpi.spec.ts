import { randomBytes } from 'node:crypto';
import { expect as baseExpect, type Page, serverUrl, test } from '../fixtures.ts';
import { apiLogin, type Call, call, openShell, pickFromSelect, shot, tr } from '../support.ts';

/**
 * Issue 19's live KPI, in English and in Chinese: an administrator adds a KPI on the performance
 * targets screen through the engine form (percent, higher is better, source "SA ratio (Table 3-1)"),
 * opens its drawer and adds a target for the reporting year Table 3-1 opens on (the last full year)
 * set just above today's figure. The drawer's actual for that year is Table 3-1's school SA ratio
 * (the module's own route) and the year reads "missed". Then a teacher outside SA is overridden to
 * SA on the qualification board's identify route; after a reload the screen's actual is the new
 * Table 3-1 figure, higher than before, and the year reads "met". The override is cancelled and the
 * KPI deleted afterwards, pass or fail, so the demo school is as it was for the other journeys.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
type Lang = 'en-US' | 'zh-CN';

// Both journeys override a teacher of the same year: one after the other.
test.describe.configure({ mode: 'serial' });
// About 35 s on a quiet machine; a two-core machine shared with other builds and browsers has been
// seen to need 90 s for the same steps (12 s to show the shell).
test.setTimeout(150_000);

/**
 * What a journey changed and has not undone yet (teachers overridden, KPI codes): undone in its
 * `finally`, or, when a slow machine ran the test out of time before that, after the file.
 */
const leftovers = { teachers: new Set<string>(), kpis: new Set<string>() };

test.afterAll(async ({ playwright }, workerInfo) => {
  if (!leftovers.teachers.size && !leftovers.kpis.size) return;
  const request = await playwright.request.newContext({ baseURL: serverUrl(workerInfo.parallelIndex) });
  const admin: Call = { token: (await apiLogin(request, 'admin')).token, request };
  for (const id of [...leftovers.teachers]) await cancel(admin, id);
  for (const code of [...leftovers.kpis]) await deleteKpi(admin, code);
  await request.dispose();
});

/** The year Table 3-1 opens on (qualification/api.ts defaultYear): the last full year. */
const YEAR = new Date().getFullYear() - 1;

/** The engine form's labels and the dictionary options picked, as each language shows them. */
const FORM = {
  'en-US': {
    code: 'Number',
    unit: 'Percent (%)',
    direction: 'Higher is better',
    source: 'SA ratio (Table 3-1)',
  },
  'zh-CN': {
    code: '编号',
    unit: '百分比（%）',
    direction: '越高越好',
    source: 'SA 比例（表 3-1）',
  },
} as const;

interface Table31 {
  table: { total: { sa: { shown: number | null } } };
}
interface BoardTeacher {
  id: string;
  name: string;
  status: string;
  identification: unknown;
}

/** Table 3-1's school SA ratio of the year, as its own route gives it. */
async function saOfTable31(admin: Call): Promise<number> {
  const t = await call<Table31>(admin, 'get', '/qualification/table31', { year: String(YEAR) });
  const sa = t.table.total.sa.shown;
  expect(sa, 'Table 3-1 has a school SA ratio for the year').not.toBeNull();
  return sa as number;
}

/** How the KPI screen writes a percent. */
const percent = (v: number) => `${v.toFixed(1)}%`;

const visibleDrawer = (page: Page) => page.getByRole('dialog').filter({ visible: true }).last();

/** Narrows the engine list to the KPI's code (the demo's own KPIs fill the first page). */
async function findKpi(page: Page, lang: Lang, code: string) {
  const search = page.getByTestId('crud-search');
  await search.getByLabel(FORM[lang].code, { exact: true }).fill(code);
  // antd spaces a two-character Chinese label ("查 询").
  const label = new RegExp(`^${[...tr(lang, 'crud.ui.search')].join('\\s*')}$`);
  await search.getByRole('button', { name: label }).click();
  await expect(page.getByTestId(`kpi-open-${code}`)).toBeVisible();
}

/** Opens the KPI's drawer from its code in the list (the board behind it may still be loading). */
async function openKpi(page: Page, code: string) {
  const drawer = page.getByTestId('kpi-drawer');
  await expect(async () => {
    await page.getByTestId(`kpi-open-${code}`).click();
    await expect(drawer).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  return drawer;
}

/**
 * Overrides one teacher outside SA (and not identified, so cancelling gives the demo back) to SA
 * and gives that teacher with the new Table 3-1 figure. A teacher who counts for nothing in the
 * table (no share of the faculty) would leave it as it was: that one is cancelled and the next tried.
 */
async function overrideToSa(admin: Call, before: number): Promise<{ teacher: BoardTeacher; after: number }> {
  const board = await call<{ teachers: BoardTeacher[] }>(admin, 'get', '/qualification/board', {
    year: String(YEAR),
  });
  const candidates = board.teachers.filter((x) => x.status !== 'SA' && x.identification === null);
  expect(candidates.length, 'a teacher outside SA, not identified yet').toBeGreaterThan(0);
  for (const teacher of candidates.slice(0, 5)) {
    await call(admin, 'post', '/qualification/identify', {
      year: YEAR,
      teacherIds: [teacher.id],
      status: 'SA',
      reason: 'KPI journey: doctorate confirmed',
    });
    leftovers.teachers.add(teacher.id);
    const after = await saOfTable31(admin);
    if (after !== before) return { teacher, after };
    await cancel(admin, teacher.id);
  }
  throw new Error('no override moved the SA ratio of Table 3-1');
}

async function cancel(admin: Call, teacherId: string) {
  await call(admin, 'post', '/qualification/cancel', {
    year: YEAR,
    teacherId,
    reason: 'KPI journey: demo restored',
  });
  leftovers.teachers.delete(teacherId);
}

async function deleteKpi(admin: Call, code: string) {
  const list = await call<{ records: { id: string }[] }>(admin, 'get', '/aacsb/performanceTarget/list', {
    code,
  });
  for (const r of list.records) {
    await admin.request.delete('/api/aacsb/performanceTarget/delete', {
      headers: { 'X-Access-Token': admin.token },
      params: { id: r.id },
    });
  }
  leftovers.kpis.delete(code);
}

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`a KPI on the live SA ratio follows Table 3-1 when a teacher's status changes (${lang})`, async ({
    page,
  }) => {
    const f = FORM[lang];
    const code = `KPI-E2E-${lang === 'en-US' ? 'EN' : 'ZH'}-${randomBytes(2).toString('hex')}`;
    await page.setViewportSize({ width: 1440, height: 900 });
    const token = await openShell(page, 'admin', '/strategic-planning/performance-target', lang);
    const admin: Call = { token, request: page.request };
    await expect(page.getByTestId('kpi-page')).toBeVisible();
    const before = await saOfTable31(admin);
    // Just above today's figure: missed now, met once one more teacher is SA.
    const target = Math.round(before * 10 + 1) / 10;
    leftovers.kpis.add(code);
    try {
      // 1. The KPI, through the engine form.
      await page.getByTestId('crud-add').click();
      const form = visibleDrawer(page);
      await page.locator('#crud-performanceTarget_code').fill(code);
      await page.locator('#crud-performanceTarget_nameZh').fill(`SA 教师比例 ${code}`);
      await page.locator('#crud-performanceTarget_nameEn').fill(`SA faculty ratio ${code}`);
      await pickFromSelect(page, page.locator('#crud-performanceTarget_unit'), f.unit);
      await pickFromSelect(page, page.locator('#crud-performanceTarget_direction'), f.direction);
      await pickFromSelect(page, page.locator('#crud-performanceTarget_source'), f.source);
      await shot(page, `kpi-add-${lang}`);
      await form.getByTestId('crud-form-save').click();
      await expect(form).toBeHidden();

      // 2. Its drawer; a target for the reporting year.
      await findKpi(page, lang, code);
      const drawer = await openKpi(page, code);
      await expect(drawer.getByText(f.source)).toBeVisible();
      await drawer.getByTestId('kpi-add-year').click();
      await page.locator('#crud-performanceTargetYear_year').fill(String(YEAR));
      await page.locator('#crud-performanceTargetYear_target').fill(String(target));
      await visibleDrawer(page).getByTestId('crud-form-save').click();

      // 3. The live actual is Table 3-1's SA ratio; below the target of a closed year: missed.
      await expect(drawer.getByTestId(`kpi-actual-${YEAR}`)).toHaveText(percent(before));
      const status = drawer.getByTestId(`kpi-year-status-${YEAR}`);
      await expect(status).toHaveAttribute('data-status', 'missed');
      await expect(status).toHaveText(tr(lang, 'kpi.web.statuses.missed'));
      await expect(drawer.getByTestId('kpi-chart')).toBeVisible();
      await shot(page, `kpi-drawer-before-${lang}`);

      // 4. A teacher becomes SA on the qualification board (its identify route).
      const { after } = await overrideToSa(admin, before);
      expect(after).toBeGreaterThan(before);

      // 5. After a reload the screen shows the new figure, and the year is met.
      await page.reload();
      await findKpi(page, lang, code);
      await expect(page.getByTestId(`kpi-latest-${code}`)).toHaveText(`${percent(after)} (${YEAR})`);
      await expect(page.getByTestId(`kpi-status-${code}`)).toHaveAttribute('data-status', 'met');
      const again = await openKpi(page, code);
      await expect(again.getByTestId(`kpi-actual-${YEAR}`)).toHaveText(percent(after));
      await expect(again.getByTestId(`kpi-year-status-${YEAR}`)).toHaveText(tr(lang, 'kpi.web.statuses.met'));
      await expect(again.getByTestId('kpi-flagged')).toHaveCount(0);
      await shot(page, `kpi-drawer-after-${lang}`);
      // On a phone: the drawer opened there (a chart drawn at 1440 px is not redrawn for 390 px).
      await again.locator('.ant-drawer-close').click();
      await expect(again).toBeHidden();
      await page.setViewportSize({ width: 390, height: 844 });
      const phone = await openKpi(page, code);
      await expect(phone.getByTestId(`kpi-actual-${YEAR}`)).toHaveText(percent(after));
      await expect(phone.getByTestId('kpi-chart')).toBeVisible();
      await shot(page, `kpi-drawer-after-${lang}-390`);
    } finally {
      for (const id of [...leftovers.teachers]) await cancel(admin, id);
      await deleteKpi(admin, code);
    }
    // The demo school is back: Table 3-1 shows the figure it started with.
    expect(await saOfTable31(admin)).toBe(before);
  });
}
