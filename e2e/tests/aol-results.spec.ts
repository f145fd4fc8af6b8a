import { docxText } from '../documents.ts';
import { expect, type Page, test } from '../fixtures.ts';
import {
  apiLogin,
  type Call,
  call,
  openShell,
  pickFromSelect,
  type StoredLang,
  shot,
  tr,
} from '../support.ts';

/**
 * Issue 17 items 4, 5 and 8, as the programme head `progadmin` in English and Chinese, on the
 * demo school's assurance of learning (the BBA has two evaluation years; LO5.2 missed its target
 * in the earlier one): open the earlier year's results and see LO5.2 marked not met, look at the
 * charts, open a course's results, analyse a course's grades, and download the Table 5-1 report
 * and a course report in Word and read their text back. Screenshots at 1440 and 390 px.
 */
interface Figure {
  value: number;
  shown: string;
}
interface YearResults {
  programme: { id: string; code: string };
  los: {
    loId: string;
    code: string;
    B: Figure | null;
    met: boolean | null;
    courses: { courseId: string; code: string; A: Figure }[];
  }[];
  courses: { assessmentId: string; kind: string; courseId: string; code: string }[];
}
interface Analysable {
  id: string;
  evaluationYearId: string;
  yearName: string;
  courseCode: string;
  courseName: string;
  courseNameEn: string | null;
}

async function demo(c: Call) {
  const programmes = await call<{ records: { id: string; code: string }[] }>(
    c,
    'get',
    '/aacsb/degreePrograms/list',
    {
      code: 'BBA',
      pageSize: 50,
    },
  );
  const bba = programmes.records.find((p) => p.code === 'BBA');
  expect(bba, 'the demo BBA').toBeTruthy();
  const years = await call<{ records: { id: string; name: string }[] }>(
    c,
    'get',
    '/aacsb/evaluationYear/list',
    {
      degreeProgramsId: bba?.id,
      pageSize: 50,
      column: 'name',
      order: 'asc',
    },
  );
  expect(years.records.length, 'two evaluation years').toBeGreaterThanOrEqual(2);
  const earlier = years.records[0];
  const results = await call<YearResults>(c, 'get', '/aacsb/evaluationYear/results', {
    evaluationYearId: earlier.id,
  });
  return { bba: bba as { id: string; code: string }, earlier, results };
}

async function download(page: Page, click: () => Promise<void>): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), click()]);
  const path = await file.path();
  expect(path).toBeTruthy();
  expect(file.suggestedFilename()).toMatch(/\.docx$/);
  return docxText(path as string);
}

for (const lang of ['en-US', 'zh-CN'] as const) {
  const short = lang === 'en-US' ? 'en' : 'zh';
  test(`a programme head reads a year's results, analyses grades and downloads the reports (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const { token } = await apiLogin(page.request, 'progadmin');
    const c: Call = { token, request: page.request };
    const { bba, earlier, results } = await demo(c);
    const unmet = results.los.find((l) => l.code === 'LO5.2');
    expect(unmet?.met, 'LO5.2 is not met in the earlier year').toBe(false);
    const figure = unmet?.B?.shown ?? '';

    // The results of the earlier year: LO5.2 marked not met, with the server's figure.
    await page.setViewportSize({ width: 1440, height: 900 });
    await openShell(page, 'progadmin', `/aol/results?evaluationYearId=${earlier.id}`, lang as StoredLang);
    const row = page.getByTestId('lo-row-LO5.2');
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row).toHaveAttribute('data-met', 'false');
    await expect(page.getByTestId('lo-met-LO5.2')).toHaveText(tr(lang, 'aolResults.web.unmet'));
    await expect(page.getByTestId('lo-B-LO5.2')).toHaveText(figure);
    await expect(page.getByTestId('unmet-count')).toBeVisible();
    await shot(page, `aol-results-${short}-1440`);

    // The charts draw (echarts loads on first use).
    await page.getByRole('tab', { name: tr(lang, 'aolResults.web.tabs.charts') }).click();
    await expect(page.getByTestId('chart-attainment').locator('canvas')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('chart-radar').locator('canvas')).toBeVisible();
    await expect(page.getByTestId('chart-trend').locator('canvas')).toBeVisible({ timeout: 20_000 });
    await shot(page, `aol-results-charts-${short}-1440`);

    // The Table 5-1 report in the page's language, read back.
    await page.getByTestId('programme-report').click();
    const table51 = await download(page, () => page.getByTestId(`programme-report-${short}`).click());
    expect(table51).toContain(tr(lang, 'aolResults.table51.title'));
    expect(table51).toContain('LO5.2');
    expect(table51).toContain(figure);

    // A course assessing LO5.2: its results in a drawer, then its report.
    const course = unmet?.courses[0];
    expect(course).toBeTruthy();
    const code = course?.code ?? '';
    await page.getByRole('tab', { name: tr(lang, 'aolResults.web.tabs.courses') }).click();
    await page.getByTestId(`open-course-${code}`).click();
    const drawer = page.getByTestId('course-results');
    await expect(drawer.getByTestId('course-lo-A-LO5.2')).toHaveText(course?.A.shown ?? '');
    await expect(drawer.getByTestId('course-lo-met-LO5.2')).toHaveText(tr(lang, 'aolResults.web.unmet'));
    await shot(page, `aol-course-results-${short}-1440`);
    await drawer.getByTestId('course-report').click();
    const report = await download(page, () =>
      page.getByTestId(`course-report-${short}`).filter({ visible: true }).click(),
    );
    expect(report).toContain(tr(lang, 'aolResults.word.courseTitle'));
    expect(report).toContain(code);
    expect(report).toContain('LO5.2');
    expect(report).toContain(course?.A.shown ?? '');
    await page.keyboard.press('Escape');

    // Grade analysis of that course, reached from the menu's screen.
    const analysable = await call<Analysable[]>(c, 'get', '/aacsb/gradeAnalysis/courses', {
      degreeProgramsId: bba.id,
    });
    const target =
      analysable.find((a) => a.evaluationYearId === earlier.id && a.courseCode === code) ?? analysable[0];
    expect(target, 'an analysable assessment').toBeTruthy();
    const stats = await call<{ stats: { students: number; mean: Figure | null } }>(
      c,
      'get',
      '/aacsb/gradeAnalysis/stats',
      { evaluationId: target.id },
    );
    await page.goto(`/aol/grade-analysis?programme=${bba.id}`);
    const name = lang === 'zh-CN' ? target.courseName : target.courseNameEn || target.courseName;
    await pickFromSelect(
      page,
      page.getByTestId('grades-assessment'),
      `${target.courseCode} ${name} · ${target.yearName}`,
      target.courseCode,
    );
    await expect(page.getByTestId('grades-stats')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('grades-students')).toContainText(String(stats.stats.students));
    await expect(page.getByTestId('grades-mean')).toContainText(stats.stats.mean?.shown ?? '—');
    await expect(page.getByTestId('grades-histogram').locator('canvas')).toBeVisible({ timeout: 20_000 });
    await shot(page, `aol-grades-${short}-1440`);

    // On a phone: the tables scroll, the charts fit the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await shot(page, `aol-grades-${short}-390`);
    const bodyWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(bodyWidth).toBeLessThanOrEqual(400);
    await page.goto(`/aol/results?evaluationYearId=${earlier.id}`);
    await expect(page.getByTestId('lo-row-LO5.2')).toBeVisible({ timeout: 30_000 });
    await shot(page, `aol-results-${short}-390`);
    await page.getByRole('tab', { name: tr(lang, 'aolResults.web.tabs.charts') }).click();
    await expect(page.getByTestId('chart-attainment').locator('canvas')).toBeVisible({ timeout: 20_000 });
    const chartWidth = await page
      .getByTestId('chart-attainment')
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(chartWidth).toBeLessThanOrEqual(390);
    await shot(page, `aol-results-charts-${short}-390`);
  });
}
