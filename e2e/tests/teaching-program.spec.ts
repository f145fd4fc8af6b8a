import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '../fixtures.ts';
import { apiLogin, call, openShell, pickFromSelect, shot, tr } from '../support.ts';

/**
 * Teaching programmes and My Courses (issue 16 items 2 and 6), in English and in Chinese: the
 * administrator opens a programme's plan, adds two courses in one batch (year 1, term 1), sees
 * them with their credit totals, assigns the demo teacher to one of them for the semester and a
 * class, and generates the semester's teaching assignments (one created; a second run changes
 * nothing). The teacher signs in and finds the course, its class and students, and the syllabus
 * still to write on My Courses. Programme, courses, semester and class (with two students) are
 * made through the API. Screenshots at 1440 and 390 px go to /tmp/shots.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
type Lang = 'en-US' | 'zh-CN';

interface Setup {
  tag: string;
  programme: string;
  semester: string;
  courses: { code: string; name: string; nameEn: string }[];
  teacher: { name: string; nameEn: string | null; staffId: string };
  className: string;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function setUp(request: APIRequestContext): Promise<Setup> {
  const tag = randomBytes(3).toString('hex');
  const admin = { token: (await apiLogin(request, 'admin')).token, request };
  const teacher = { token: (await apiLogin(request, 'teacher')).token, request };
  const me = await call<{ id: string }>(teacher, 'get', '/aacsb/teacher/current');
  const record = await call<{ name: string; nameEn: string | null; staffId: string }>(
    admin,
    'get',
    '/aacsb/teacher/queryById',
    { id: me.id },
  );
  const add = (resource: string, body: object) =>
    call<{ id: string }>(admin, 'post', `/aacsb/${resource}/add`, body).then((r) => r.id);
  const semester = `TP ${tag} term`;
  await add('semester', { name: semester, startTime: day(-20), endTime: day(90) });
  const programme = await add('degreePrograms', {
    code: `TP${tag}`,
    name: `会计学${tag}`,
    nameEn: `Accounting ${tag}`,
    degreeLevel: '1',
  });
  const courses = [
    { code: `TPA${tag}`, name: `财务会计${tag}`, nameEn: `Financial Accounting ${tag}`, credits: 3 },
    { code: `TPB${tag}`, name: `管理会计${tag}`, nameEn: `Management Accounting ${tag}`, credits: 2 },
  ];
  for (const c of courses)
    await add('course', { ...c, theoryHours: 32, practiceHours: 16, courseType: '1', degreeLevel: '1' });
  const className = `TP${tag} A`;
  const cls = await add('classes', {
    code: `TPC${tag}`,
    name: className,
    nameEn: className,
    degreeProgramsId: programme,
  });
  for (const n of [1, 2]) {
    const student = await add('student', { studentNumber: `TP${tag}${n}`, name: `学生${tag}${n}`, sex: '1' });
    await add('classStudent', { classId: cls, studentId: student });
  }
  return { tag, programme: `TP${tag}`, semester, courses, teacher: record, className };
}

/** openShell, tried a second time: on a loaded machine the first load of a Chinese shell can take longer than its wait. */
async function open(page: Page, username: string, path: string, lang: Lang) {
  try {
    await openShell(page, username, path, lang);
  } catch {
    await openShell(page, username, path, lang);
  }
}

function nameIn(lang: Lang, zh: string, en: string | null) {
  return lang === 'zh-CN' ? zh : en || zh;
}

async function adminBuildsPlan(page: Page, lang: Lang, s: Setup) {
  await open(page, 'admin', '/curriculum/teaching-program', lang);
  await expect(page.getByTestId('teaching-page')).toBeVisible();
  const programmeLabel = `${s.programme} ${lang === 'zh-CN' ? `会计学${s.tag}` : `Accounting ${s.tag}`}`;
  await pickFromSelect(
    page,
    page.getByTestId('teaching-programme').locator('input'),
    programmeLabel,
    s.programme,
  );
  await expect(page.getByTestId('teaching-plan-empty')).toBeVisible();

  await page.getByTestId('teaching-add').click();
  const dialog = page.getByTestId('teaching-add-courses');
  await expect(dialog).toBeVisible();
  for (const c of s.courses)
    await pickFromSelect(
      page,
      dialog.getByTestId('teaching-add-course-select').locator('input'),
      `${c.code} ${nameIn(lang, c.name, c.nameEn)}`,
      c.code,
    );
  await page.keyboard.press('Escape');
  // antd spaces out a two-character Chinese button label, so the footer's primary button is meant.
  await dialog.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(dialog).toBeHidden();
  const year1 = page.getByTestId('teaching-year-1');
  await expect(year1.getByTestId('teaching-plan-course')).toHaveCount(2);
  await expect(page.getByTestId('teaching-total-credits')).toHaveText(
    tr(lang, 'teaching.totals.credits', { credits: 5 }),
  );

  // The first course gets its teacher for the semester and the class.
  const first = s.courses[0];
  const row = year1.locator('tr', { hasText: first.code });
  await row.getByTestId('teaching-add-teacher').click();
  const who = page.getByTestId('teaching-teacher-dialog');
  await expect(who).toBeVisible();
  await pickFromSelect(
    page,
    who.getByTestId('teaching-teacher-select').locator('input'),
    `${nameIn(lang, s.teacher.name, s.teacher.nameEn)} (${s.teacher.staffId})`,
    s.teacher.staffId,
  );
  await pickFromSelect(
    page,
    who.getByTestId('teaching-semester-select').locator('input'),
    s.semester,
    s.semester,
  );
  await pickFromSelect(
    page,
    who.getByTestId('teaching-class-select').locator('input'),
    `${s.className} (TPC${s.tag})`,
    s.tag,
  );
  await who.locator('.ant-btn-primary').click();
  await expect(who).toBeHidden();
  const tag = row.getByTestId('teaching-teacher-tag');
  await expect(tag).toContainText(s.semester);
  await expect(tag).toContainText(tr(lang, 'teaching.teachers.studentCount', { count: 2 }));
  await shot(page, `teaching-program-${lang}-1440`);

  // Teaching assignments of the semester: one created, then nothing changes.
  await page.getByTestId('teaching-generate-open').click();
  const gen = page.getByTestId('teaching-generate');
  await pickFromSelect(
    page,
    gen.getByTestId('teaching-generate-semester').locator('input'),
    s.semester,
    s.semester,
  );
  await gen.getByTestId('teaching-generate-run').click();
  await expect(gen.getByTestId('teaching-generate-created')).toHaveText('1');
  await gen.getByTestId('teaching-generate-run').click();
  await expect(gen.getByTestId('teaching-generate-created')).toHaveText('0');
  await expect(gen.getByTestId('teaching-generate-unchanged')).toHaveText('1');
  await shot(page, `teaching-generate-${lang}-1440`);
  await gen.locator('.ant-modal-footer .ant-btn-default').click();
  await expect(gen).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(year1).toBeVisible();
  await shot(page, `teaching-program-${lang}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function teacherSeesCourse(page: Page, lang: Lang, s: Setup) {
  await open(page, 'teacher', '/curriculum/my-courses', lang);
  const mine = page.getByTestId('my-courses');
  await expect(mine).toBeVisible();
  await pickFromSelect(page, mine.getByTestId('my-course-semester').locator('input'), s.semester, s.semester);
  const first = s.courses[0];
  const row = page.getByTestId('my-course-table').locator('tr', { hasText: first.code });
  await expect(row).toContainText(nameIn(lang, first.name, first.nameEn));
  await expect(row).toContainText(s.className);
  await expect(row).toContainText(tr(lang, 'teaching.teachers.studentCount', { count: 2 }));
  await expect(row.getByTestId('my-course-syllabus-state')).toHaveText(tr(lang, 'teaching.my.state.none'));
  await expect(row).not.toContainText(s.courses[1].code);
  await expect(page.getByTestId('my-course-tasks')).toContainText(
    tr(lang, 'teaching.my.task.writeSyllabus', {
      course: `${first.code} ${nameIn(lang, first.name, first.nameEn)}`,
    }),
  );
  await shot(page, `my-courses-${lang}-1440`);
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone each course is a card.
  await expect(page.getByTestId('my-course-table')).toContainText(first.code);
  await expect(page.getByTestId('my-course-syllabus-state')).toHaveText(tr(lang, 'teaching.my.state.none'));
  await shot(page, `my-courses-${lang}-390`);
  await page.setViewportSize({ width: 1440, height: 900 });
  // The syllabus link opens the syllabus screen on that course.
  await row.getByTestId('my-course-syllabus-link').click();
  await expect(page).toHaveURL(/\/curriculum\/syllabus\?courseId=/);
}

for (const lang of ['en-US', 'zh-CN'] as const) {
  test(`teaching programme to My Courses (${lang})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const s = await setUp(page.request);
    await adminBuildsPlan(page, lang, s);
    await teacherSeesCourse(page, lang, s);
  });
}
