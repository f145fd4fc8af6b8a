import { randomBytes } from 'node:crypto';
import { docxText } from '../documents.ts';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '../fixtures.ts';
import { apiLogin, call, openShell, pickFromSelect, shot, tr } from '../support.ts';

/**
 * Syllabi (issue 16 item 4), in English and in Chinese: the teacher writes a syllabus for a
 * course they teach (objectives linked to programme objectives, one link flagged as missing from
 * the curriculum map; an assessment plan whose weights the server refuses until they total 100),
 * and submits it; the programme head rejects it with a reason; the teacher reads the reason,
 * fixes it and re-submits; the head approves; the syllabus is then locked (no Edit), its approval
 * history kept, and it exports to Word in English and in Chinese. The course, its programme
 * (headed by progadmin), plan row, teacher assignment and map cell are made through the API.
 * Screenshots at 1440 and 390 px go to /tmp/shots.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
const PAGE = '/curriculum/syllabus';
type Lang = 'en-US' | 'zh-CN';

/** A button's name as shown: antd puts a space between two Chinese characters ("确 定"). */
const button = (lang: Lang, key: string) => new RegExp(`^${[...tr(lang, key)].join('\\s*')}$`);

interface Setup {
  tag: string;
  courseLabel: string;
}

/** A programme headed by progadmin with two objectives, the course in its plan taught by the demo teacher, LO1 mapped. */
async function setUp(request: APIRequestContext): Promise<Setup> {
  const tag = randomBytes(3).toString('hex');
  const admin = { token: (await apiLogin(request, 'admin')).token, request };
  const head = await apiLogin(request, 'progadmin');
  const teacher = { token: (await apiLogin(request, 'teacher')).token, request };
  const me = await call<{ id: string }>(teacher, 'get', '/aacsb/teacher/current');
  const add = (resource: string, body: object) =>
    call<{ id: string }>(admin, 'post', `/aacsb/${resource}/add`, body).then((r) => r.id);
  await add('schoolYear', { name: `SYL ${tag} 2025-2026`, startTime: '2025-09-01', endTime: '2026-07-31' });
  const semester = await add('semester', {
    name: `SYL ${tag} autumn`,
    startTime: '2025-09-01',
    endTime: '2026-01-31',
  });
  const programme = await add('degreePrograms', {
    code: `P${tag}`,
    name: `金融学${tag}`,
    nameEn: `Finance ${tag}`,
    degreeLevel: '1',
  });
  await add('degreeProgramsHead', { degreeProgramsId: programme, userId: String(head.userInfo.id) });
  const lg = await add('degreeProgramsLg', {
    degreeProgramsId: programme,
    code: 'LG1',
    name: '分析能力',
    nameEn: 'Analysis',
  });
  const lo = (code: string, name: string, nameEn: string) =>
    add('degreeProgramsLo', { degreeProgramsId: programme, lgId: lg, code, name, nameEn });
  const lo1 = await lo('LO1.1', '财务分析', 'Financial analysis');
  await lo('LO1.2', '企业估值', 'Valuation');
  const code = `SYL${tag}`;
  const course = await add('course', {
    code,
    name: `公司金融${tag}`,
    nameEn: `Corporate Finance ${tag}`,
    credits: 3,
    theoryHours: 48,
    practiceHours: 0,
    courseType: '1',
  });
  const plan = await add('teachingProgram', {
    degreeProgramsId: programme,
    courseId: course,
    effectiveYear: 2024,
    studyYear: 2,
    term: 1,
  });
  await add('teachingProgramTeacher', { teachingProgramId: plan, teacherId: me.id, semesterId: semester });
  await add('curriculumMap', {
    degreeProgramsId: programme,
    effectiveYear: 2024,
    courseId: course,
    loId: lo1,
    level: 'H',
  });
  return { tag, courseLabel: `${code} / 公司金融${tag}` };
}

const rowOf = (page: Page, tag: string) =>
  page.getByTestId('crud-page-syllabus').getByRole('row').filter({ hasText: tag });

/** Opens the syllabus list as a user and finds the course's syllabus through the search form. */
async function openList(page: Page, user: string, lang: Lang, s: Setup) {
  await openShell(page, user, PAGE, lang);
  const search = page.getByTestId('crud-search');
  const course = search
    .locator('.ant-form-item')
    .filter({ hasText: courseLabelOf(lang) })
    .first()
    .locator('.ant-select');
  await pickFromSelect(page, course, s.courseLabel, s.tag);
  // A click while the picker is still closing may only close it: search until the row shows.
  await expect(async () => {
    await search.getByRole('button', { name: button(lang, 'crud.ui.search') }).click();
    await expect(rowOf(page, s.tag)).toHaveCount(1, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}
const courseLabelOf = (lang: Lang) => (lang === 'zh-CN' ? '课程' : 'Course');

async function cell(part: string, page: Page, row: number) {
  return page.getByTestId(`syllabus-part-${part}`).locator('tbody tr.ant-table-row').nth(row);
}

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`${lang}: a teacher writes and submits a syllabus; the head rejects, the teacher fixes, the head approves; locked and in Word`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const s = await setUp(page.request);
    const loLabel = (code: string, zh: string, en: string) =>
      `${code} ${lang === 'zh-CN' ? zh : en} · ${lang === 'zh-CN' ? `金融学${s.tag}` : `Finance ${s.tag}`}`;

    // 1. The teacher writes the syllabus.
    await openShell(page, 'teacher', PAGE, lang);
    await page.getByTestId('crud-add').click();
    const editor = page.getByRole('dialog').filter({ has: page.getByTestId('syllabus-save') });
    await expect(editor).toBeVisible();
    await pickFromSelect(page, editor.getByTestId('ref-courseId'), s.courseLabel, s.tag);
    await pickFromSelect(page, editor.getByTestId('ref-schoolYearId'), `SYL ${s.tag} 2025-2026`, s.tag);
    await editor.getByRole('tab', { name: tr(lang, 'syllabus.ui.tabs.description') }).click();
    await editor.getByTestId('syllabus-summary').fill('本课程介绍公司金融的基本原理。');
    await editor
      .getByTestId('syllabus-summaryEn')
      .fill('This course introduces the principles of corporate finance.');

    await editor.getByRole('tab', { name: tr(lang, 'syllabus.ui.tabs.objectives') }).click();
    await editor.getByTestId('syllabus-add-objectives').click();
    const objective = await cell('objectives', page, 0);
    await objective.locator('input').first().fill('CO1');
    await objective.locator('textarea').nth(0).fill('能够分析企业的财务报表');
    await objective.locator('textarea').nth(1).fill('Analyse a firm’s financial statements');
    const los = objective.getByTestId('syllabus-lo-select');
    await pickFromSelect(page, los, loLabel('LO1.1', '财务分析', 'Financial analysis'));
    await expect(objective.getByTestId('syllabus-map-flag')).toHaveCount(0);
    await pickFromSelect(page, los, loLabel('LO1.2', '企业估值', 'Valuation'));
    await objective.locator('input').first().click();
    await expect(objective.getByTestId('syllabus-map-flag')).toContainText(
      `LO1.2: ${tr(lang, 'syllabus.ui.notInMap')}`,
    );
    await shot(page, `syllabus-editor-objectives-${lang}-1440`);

    await editor.getByRole('tab', { name: tr(lang, 'syllabus.ui.tabs.assessment') }).click();
    for (const [i, [zh, en, weight]] of [
      ['平时成绩', 'Coursework', '40'],
      ['期末考试', 'Final exam', '50'],
    ].entries()) {
      await editor.getByTestId('syllabus-add-assessment').click();
      const row = await cell('assessment', page, i);
      await row.locator('input').nth(0).fill(zh);
      await row.locator('input').nth(1).fill(en);
      await row.locator('input').nth(3).fill(weight);
    }
    await expect(editor.getByTestId('syllabus-weight-total')).toHaveText(
      tr(lang, 'syllabus.ui.weightsOff', { total: 90 }),
    );
    // The server refuses weights that do not total 100, naming the part and the column.
    await editor.getByTestId('syllabus-save').click();
    await expect(editor.getByTestId('syllabus-error-assessment')).toContainText(
      tr(lang, 'syllabus.errors.weightsTotal', { total: 90 }),
    );
    await (await cell('assessment', page, 1)).locator('input').nth(3).fill('60');
    await expect(editor.getByTestId('syllabus-weight-total')).toHaveText(
      tr(lang, 'syllabus.ui.weightsTotal', { total: 100 }),
    );

    await editor.getByRole('tab', { name: tr(lang, 'syllabus.ui.tabs.schedule') }).click();
    await editor.getByTestId('syllabus-add-schedule').click();
    const week = await cell('schedule', page, 0);
    await week.locator('input').nth(0).fill('1');
    await week.locator('textarea').nth(0).fill('公司金融导论');
    await week.locator('textarea').nth(1).fill('Introduction to corporate finance');
    await editor.getByRole('tab', { name: tr(lang, 'syllabus.ui.tabs.textbooks') }).click();
    await editor.getByTestId('syllabus-add-textbooks').click();
    await (await cell('textbooks', page, 0))
      .locator('textarea')
      .first()
      .fill('Corporate Finance (5th edition)');
    await editor.getByTestId('syllabus-save').click();
    await expect(editor).toBeHidden();

    // 2. The programme head rejects it with a reason.
    await openList(page, 'progadmin', lang, s);
    await rowOf(page, s.tag)
      .getByRole('button', { name: button(lang, 'crud.review.action.reject') })
      .click();
    const reason =
      lang === 'zh-CN'
        ? 'CO1 与 LO1.2 的关联不在课程地图中，请删除。'
        : 'CO1 → LO1.2 is not in the curriculum map: remove it.';
    const dialog = page.locator('.ant-modal').filter({ visible: true });
    await dialog.locator('textarea').fill(reason);
    await dialog.getByRole('button', { name: button(lang, 'crud.ui.ok') }).click();
    await expect(rowOf(page, s.tag)).toContainText(tr(lang, 'crud.review.status.rejected'));

    // 3. The teacher reads the reason, removes the unmapped link and re-submits.
    await openList(page, 'teacher', lang, s);
    await rowOf(page, s.tag).getByTestId('crud-edit').click();
    await expect(page.getByTestId('syllabus-rejected')).toContainText(reason);
    const fixing = page.getByRole('dialog').filter({ has: page.getByTestId('syllabus-save-resubmit') });
    await fixing.getByRole('tab', { name: tr(lang, 'syllabus.ui.tabs.objectives') }).click();
    const linked = (await cell('objectives', page, 0)).getByTestId('syllabus-lo-select');
    await linked
      .locator('.ant-select-selection-item')
      .filter({ hasText: 'LO1.2' })
      .locator('.ant-select-selection-item-remove')
      .click();
    await expect((await cell('objectives', page, 0)).getByTestId('syllabus-map-flag')).toHaveCount(0);
    await fixing.getByTestId('syllabus-save-resubmit').click();
    const resubmit = page.locator('.ant-modal').filter({ visible: true });
    await resubmit.locator('textarea').fill(lang === 'zh-CN' ? '已删除该关联' : 'Link removed');
    await resubmit.getByRole('button', { name: button(lang, 'crud.ui.ok') }).click();
    await expect(rowOf(page, s.tag)).toContainText(tr(lang, 'crud.review.status.unreviewed'));

    // 4. The head opens it, sees every link in the map, and approves.
    await openList(page, 'progadmin', lang, s);
    await rowOf(page, s.tag).getByTestId('crud-view').click();
    await expect(page.getByTestId('syllabus-sheet')).toContainText('Analyse a firm’s financial statements');
    await expect(page.getByText(tr(lang, 'syllabus.ui.mapOk'))).toBeVisible();
    await page.getByTestId('record-approve').click();
    await page.getByTestId('approve-confirm').click();
    await expect(rowOf(page, s.tag)).toContainText(tr(lang, 'crud.review.status.reviewed'));

    // 5. The teacher finds it locked, with its history, and exports it to Word in both languages.
    await openList(page, 'teacher', lang, s);
    const row = rowOf(page, s.tag);
    await expect(row).toContainText(tr(lang, 'crud.review.status.reviewed'));
    await expect(row.getByTestId('crud-edit')).toHaveCount(0);
    await row.getByRole('button', { name: button(lang, 'crud.review.action.history') }).click();
    const history = page.locator('.ant-drawer').filter({ visible: true });
    await expect(history).toContainText(reason);
    await expect(history.locator('tbody tr.ant-table-row')).toHaveCount(3);
    await history.locator('.ant-drawer-close').click();
    await row.getByTestId('crud-view').click();
    await expect(page.getByTestId('syllabus-locked')).toBeVisible();
    await expect(page.getByTestId('syllabus-new-version')).toBeVisible();
    await shot(page, `syllabus-approved-${lang}-1440`);
    const word = async (button: string) => {
      const downloading = page.waitForEvent('download', { timeout: 90_000 });
      await page.getByTestId(button).click();
      return docxText(await (await downloading).path());
    };
    const en = await word('syllabus-word-en');
    for (const text of [
      'Course Syllabus',
      `Corporate Finance ${s.tag}`,
      'This course introduces the principles of corporate finance.',
      'Analyse a firm’s financial statements',
      'LO1.1',
      'Coursework',
      'Final exam',
      'Introduction to corporate finance',
      'Reviewed',
    ])
      expect(en).toContain(text);
    expect(en).not.toContain('LO1.2');
    const zh = await word('syllabus-word-zh');
    for (const text of [
      '课程教学大纲',
      `公司金融${s.tag}`,
      '能够分析企业的财务报表',
      '平时成绩',
      '公司金融导论',
      '已审核',
    ])
      expect(zh).toContain(text);

    // 6. On a phone the syllabus still reads; a new version starts from it as an unreviewed draft
    // holding the same content, and opens in the editor.
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `syllabus-approved-${lang}-390`);
    await page.getByTestId('syllabus-new-version').click();
    await expect(page.getByText(tr(lang, 'syllabus.messages.newVersion', { version: 2 }))).toBeVisible();
    await page.locator('.ant-drawer-close').filter({ visible: true }).click();
    const draft = rowOf(page, s.tag).filter({ hasText: tr(lang, 'crud.review.status.unreviewed') });
    await expect(draft).toHaveCount(1);
    await shot(page, `syllabus-list-${lang}-390`);
    await draft.getByTestId('row-actions').click();
    await page.getByTestId('row-actions-list').filter({ visible: true }).getByTestId('crud-edit').click();
    const phoneEditor = page.getByRole('dialog').filter({ has: page.getByTestId('syllabus-save') });
    await phoneEditor.getByRole('tab', { name: tr(lang, 'syllabus.ui.tabs.assessment') }).click();
    await expect(phoneEditor.getByTestId('syllabus-weight-total')).toHaveText(
      tr(lang, 'syllabus.ui.weightsTotal', { total: 100 }),
    );
    await expect((await cell('assessment', page, 0)).locator('input').nth(1)).toHaveValue('Coursework');
    await shot(page, `syllabus-editor-${lang}-390`);
  });
}
