import { describe, expect, it } from 'vitest';
import { demoUserOf } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';

/**
 * Every role's own screens (issue 15 item 6): reference data outside System Management, the
 * Countries list seeded, the resume only where a teacher record stands behind it, the expert's
 * landing area first, login-log entries with a code the screen words in the viewer's language.
 */
interface MenuNode {
  path: string;
  children?: MenuNode[];
}
const paths = (menu: MenuNode[]): string[] => menu.flatMap((m) => [m.path, ...paths(m.children ?? [])]);

describe('role screens', () => {
  const t = useTestApp();
  const menuOf = async (token: string) =>
    (await t.api.get<{ menu: MenuNode[] }>('/sys/permission/getUserPermissionByToken', { token })).body.result
      .menu;

  it('gives a teacher reference data and countries outside System Management', async () => {
    const teacher = await t.tokenFor('teacher');
    const menu = await menuOf(teacher);
    expect(menu.map((m) => m.path)).not.toContain('/system-management-homePage');
    const reference = menu.find((m) => m.path === '/reference-data/index');
    expect(paths(reference?.children ?? [])).toEqual(expect.arrayContaining(['/system/country']));
    // The journal lists stay in Impact of Scholarship.
    expect(paths(menu)).toContain('/ImpactOfScholarship/journal-list');

    const countries = await t.api.get<{
      total: number;
      records: { code: string; nameZh: string; nameEn: string }[];
    }>('/aacsb/country/list', { token: teacher, query: { pageNo: 1, pageSize: -1 } });
    expect(countries.status).toBe(200);
    expect(countries.body.result.total).toBe(249);
    const byCode = new Map(countries.body.result.records.map((c) => [c.code, c]));
    expect(byCode.get('CHN')).toMatchObject({ nameZh: '中国', nameEn: 'China' });
    expect(byCode.get('USA')).toMatchObject({ nameZh: '美国', nameEn: 'United States' });
    expect(byCode.get('BRA')).toMatchObject({ nameZh: '巴西', nameEn: 'Brazil' });
    // Administrators still manage it, now under Reference Data.
    const admin = await menuOf(await t.tokenFor('admin'));
    const system = admin.find((m) => m.path === '/system-management-homePage');
    expect(paths(system?.children ?? [])).not.toContain('/system/country');
    expect(paths(admin)).toContain('/system/country');
  });

  it('gives the resume to teachers only; an account without a teacher record gets a 404 to show as empty', async () => {
    expect(paths(await menuOf(await t.tokenFor('teacher')))).toContain('/personal-panel/resume');
    for (const role of ['2', '3', '5', '6'] as const) {
      const token = await t.tokenFor(demoUserOf(role));
      expect(paths(await menuOf(token)), `role ${role}`).not.toContain('/personal-panel/resume');
    }
    // The administrator holds everything; with no teacher record the CV call says so (404), which
    // the resume page shows as an empty state.
    const admin = await t.tokenFor('admin');
    const cv = await t.api.get('/aacsb/teacher/cv/data', { token: admin });
    expect(cv.status).toBe(404);
  });

  it('puts the expert’s landing area first', async () => {
    const menu = await menuOf(await t.tokenFor('expert'));
    expect(menu[0].path).toBe('/strategic-planning-index');
    expect(menu.map((m) => m.path)).not.toContain('/dashboard/workplace');
  });

  it('gives login-log entries a code the screen words in the viewer’s language', async () => {
    // A refused sign-in (wrong verification code) is logged like any attempt.
    await t.api.get('/sys/randomImage/role-screens-key');
    const refused = await t.api.post('/sys/login', {
      username: 'teacher',
      password: 'x',
      captcha: 'ZZZZ',
      checkKey: 'role-screens-key',
    });
    expect(refused.status).toBe(400);
    const admin = await t.tokenFor('admin');
    const log = await t.api.get<{
      records: { logContent: string; logCode: string | null; username: string }[];
    }>('/sys/log/list', { token: admin, query: { logType: 1, pageNo: 1, pageSize: 50 } });
    expect(log.status).toBe(200);
    const entry = log.body.result.records.find((r) => r.username === 'teacher');
    expect(entry).toMatchObject({
      logCode: 'login.wrong_code',
      logContent: 'Sign-in refused: wrong verification code',
    });
  });
});
