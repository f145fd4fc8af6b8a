import { expect, type Page, test } from '../fixtures.ts';
import { apiLogin, openShell, type StoredLang, shot } from '../support.ts';

/**
 * Issue 16, done-when: a programme head builds a goal tree. The accreditation unit (admin, over
 * the API) creates a programme and makes progadmin its head; progadmin adds a training objective,
 * a learning goal and two objectives with Chinese and English texts and targets, reorders the
 * objectives, edits one, reloads and finds the tree as they left it. In English and Chinese, at
 * 1440 and 390 pixels.
 */
const LANGS: { lang: StoredLang; tag: string; zh: boolean }[] = [
  { lang: 'en-US', tag: 'en', zh: false },
  { lang: 'zh-CN', tag: 'zh', zh: true },
];

async function setUp(page: Page, tag: string): Promise<{ id: string; code: string }> {
  const admin = await apiLogin(page.request, 'admin');
  const head = await apiLogin(page.request, 'progadmin');
  const headers = { 'X-Access-Token': admin.token };
  const code = `E2E-${tag.toUpperCase()}-${Date.now().toString(36).slice(-5)}`;
  const created = await page.request.post('/api/aacsb/degreePrograms/add', {
    headers,
    data: { code, name: '旅游管理（测试）', nameEn: 'Tourism Management (test)', degreeLevel: '1' },
  });
  const id = (await created.json()).result.id as string;
  expect(id).toBeTruthy();
  const assigned = await page.request.post('/api/aacsb/degreeProgramsHead/add', {
    headers,
    data: { degreeProgramsId: id, userId: head.userInfo.id },
  });
  expect((await assigned.json()).success).toBe(true);
  return { id, code };
}

async function fillForm(page: Page, values: { text: string; textEn: string; target?: string }) {
  const form = page.getByTestId('tree-form');
  await form.getByTestId('tree-form-text').fill(values.text);
  await form.getByTestId('tree-form-textEn').fill(values.textEn);
  if (values.target !== undefined) await form.getByTestId('tree-form-target').fill(values.target);
  await form.getByTestId('tree-form-save').click();
  await expect(form).toHaveCount(0);
}

const objectiveCodes = (page: Page) =>
  page
    .getByTestId('tree-item-lg-LG1')
    .locator('[data-testid^="tree-item-lo-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));

for (const { lang, tag, zh } of LANGS) {
  test(`a programme head builds a goal tree (${tag})`, async ({ page }) => {
    test.setTimeout(240_000);
    const programme = await setUp(page, tag);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openShell(page, 'progadmin', `/curriculum/degree-programs?programme=${programme.id}`, lang);
    await expect(page.getByTestId('programme-title')).toContainText(programme.code);
    await expect(page.getByTestId('goal-tree')).toBeVisible();

    // A training objective.
    await page.getByTestId('tree-add-training').click();
    await expect(page.getByTestId('tree-form-code')).toHaveValue('T1');
    await fillForm(page, {
      text: '培养具有国际视野的旅游管理人才',
      textEn: 'Tourism managers with an international outlook',
    });
    await expect(page.getByTestId('tree-item-to-T1')).toBeVisible();

    // A learning goal and two objectives under it.
    await page.getByTestId('tree-add-goal').click();
    await expect(page.getByTestId('tree-form-code')).toHaveValue('LG1');
    await fillForm(page, { text: '有效沟通', textEn: 'Effective communication', target: '0.8' });
    const goal = page.getByTestId('tree-item-lg-LG1');
    await expect(goal).toBeVisible();
    await page.getByTestId('tree-add-objective-LG1').click();
    await expect(page.getByTestId('tree-form-code')).toHaveValue('LO1.1');
    await fillForm(page, { text: '书面表达清晰', textEn: 'Writes clearly', target: '0.75' });
    // The next code is suggested from the tree as shown: wait for the first objective to appear.
    await expect(page.getByTestId('tree-item-lo-LO1.1')).toBeVisible();
    await page.getByTestId('tree-add-objective-LG1').click();
    await expect(page.getByTestId('tree-form-code')).toHaveValue('LO1.2');
    await fillForm(page, { text: '口头陈述有说服力', textEn: 'Presents persuasively' });
    await expect.poll(() => objectiveCodes(page)).toEqual(['tree-item-lo-LO1.1', 'tree-item-lo-LO1.2']);
    await expect(page.getByTestId('tree-item-lo-LO1.2').getByTestId('tree-item-target')).toContainText(
      '0.70',
    );

    // Reorder: LO1.2 first.
    await page.getByTestId('tree-item-lo-LO1.1').getByTestId('tree-down').click();
    await expect.poll(() => objectiveCodes(page)).toEqual(['tree-item-lo-LO1.2', 'tree-item-lo-LO1.1']);

    // Edit LO1.1: a new English text and target.
    await page.getByTestId('tree-item-lo-LO1.1').getByTestId('tree-edit').click();
    await page.getByTestId('tree-form-textEn').fill('Writes clearly and concisely');
    await page.getByTestId('tree-form-target').fill('0.85');
    await page.getByTestId('tree-form-save').click();
    await expect(page.getByTestId('tree-form')).toHaveCount(0);
    await shot(page, `programmes-tree-1440-${tag}`);

    // Kept after a reload.
    await page.reload();
    await expect(page.getByTestId('goal-tree')).toBeVisible({ timeout: 30_000 });
    expect(await objectiveCodes(page)).toEqual(['tree-item-lo-LO1.2', 'tree-item-lo-LO1.1']);
    const edited = page.getByTestId('tree-item-lo-LO1.1');
    await expect(edited).toContainText('Writes clearly and concisely');
    await expect(edited).toContainText('书面表达清晰');
    await expect(edited.getByTestId('tree-item-target')).toContainText('0.85');
    await expect(goal.getByTestId('tree-item-target').first()).toContainText('0.80');
    await expect(page.getByTestId('tree-item-to-T1')).toContainText(
      zh ? '培养具有国际视野的旅游管理人才' : 'Tourism managers with an international outlook',
    );
    await expect(edited.getByTestId('tree-item-text')).toHaveText(
      zh ? '书面表达清晰' : 'Writes clearly and concisely',
    );

    // The curriculum map of the programme opens in its own tab.
    await page.getByRole('tab', { name: zh ? '课程地图' : 'Curriculum map' }).click();
    await expect(
      page.getByText(zh ? '当前版本尚未提供课程地图' : 'not available in this version'),
    ).toHaveCount(0);
    await shot(page, `programmes-map-1440-${tag}`);

    // The heads tab lists progadmin; a head has no account picker.
    await page.getByRole('tab', { name: zh ? '项目负责人' : 'Heads' }).click();
    await expect(page.getByTestId('programme-head').first()).toBeVisible();
    await expect(page.getByTestId('programme-head-add')).toHaveCount(0);
    await page.getByRole('tab', { name: zh ? '目标与指标点' : 'Goals and objectives' }).click();
    await expect(page.getByTestId('goal-tree')).toBeVisible();

    // On a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('tree-item-lo-LO1.1')).toBeVisible();
    // Measured until the page has laid itself out for the new width (antd's breakpoints re-render
    // after the resize): read at once, it once found the page wider than the phone.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(1);
    await shot(page, `programmes-tree-390-${tag}`);
    await page.getByTestId('tree-item-lo-LO1.2').getByTestId('tree-edit').click();
    await shot(page, `programmes-form-390-${tag}`);
    await page.getByTestId('tree-form-cancel').click();

    // Without an address, the head lands on a programme they head; "All programmes" lists them.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/curriculum/degree-programs');
    await expect(page.getByTestId('programme-detail')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('programme-back').click();
    await expect(page.getByTestId(`programme-open-${programme.code}`)).toBeVisible();
    await expect(page.getByTestId('crud-add')).toHaveCount(0);
    await shot(page, `programmes-list-1440-${tag}`);
  });
}
