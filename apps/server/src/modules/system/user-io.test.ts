import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../core/passwords.ts';
import { grantToRole, multipartFile, readWorkbook, roleIdOf, workbookFile } from '../../crud/testing.ts';
import { useTestApp } from '../../test/harness.ts';
import { sysUser } from './schema.ts';

interface UserDto {
  username: string;
  realname: string;
  orgCode: string | null;
  status: number;
  sex: number | null;
  roleNames: string;
}
interface Problem {
  row: number;
  column: string;
  message: string;
}

/** Users in and out of Excel: all rows or none, every problem named, no escalation, no passwords out. */
describe('user import and export', () => {
  const t = useTestApp();

  async function upload(token: string, rows: (string | number | null)[][], lang = 'en-US') {
    const { payload, headers } = multipartFile(await workbookFile(rows));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sys/user/importExcel',
      payload,
      headers: { ...headers, 'x-access-token': token, 'x-lang': lang },
    });
    return { status: res.statusCode, body: JSON.parse(res.body) };
  }

  async function find(token: string, username: string) {
    const res = await t.api.get<{ records: UserDto[] }>('/sys/user/list', {
      token,
      query: { username, lang: 'en-US' },
    });
    return res.body.result.records.find((u) => u.username === username);
  }

  it('imports every row (headers in Chinese, choices by label, roles by code or name) in one go', async () => {
    const admin = await t.tokenFor('admin');
    const res = await upload(
      admin,
      [
        ['*用户账号', '*用户姓名', '工号', '性别', '所属部门', '角色', '状态', '登录密码'],
        ['imp.one', '导入一', 'T9001', '女', 'A01A01', '4', '正常', 'Imported#2026'],
        ['imp.two', 'Import Two', 'T9002', 'Male', 'Finance', 'Teacher, 5', 'Frozen', ''],
      ],
      'zh-CN',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toEqual({ count: 2, withoutPassword: 1 });
    expect(res.body.message).toContain('已导入 2 个用户');
    const one = await find(admin, 'imp.one');
    expect(one).toMatchObject({ realname: '导入一', orgCode: 'A01A01', sex: 2, status: 1 });
    const two = await find(admin, 'imp.two');
    expect(two).toMatchObject({ orgCode: 'A01A02', sex: 1, status: 2 });
    expect(two?.roleNames.split(',').length).toBe(2);

    // The one with a password signs in with it; the other has none that works.
    const hashes = await t.database.db
      .select({ username: sysUser.username, hash: sysUser.passwordHash })
      .from(sysUser)
      .where(inArray(sysUser.username, ['imp.one', 'imp.two']));
    const hashOf = (u: string) => hashes.find((h) => h.username === u)?.hash ?? '';
    expect(await verifyPassword(hashOf('imp.one'), 'Imported#2026')).toBe(true);
    expect(await verifyPassword(hashOf('imp.two'), '')).toBe(false);
    expect(hashOf('imp.two')).not.toMatch(/argon2/);
  });

  it('reports every bad row with its column in the caller’s language and stores nothing', async () => {
    const admin = await t.tokenFor('admin');
    const res = await upload(admin, [
      ['Username', 'Name', 'Phone', 'Email', 'Department', 'Roles', 'Gender', 'Password'],
      ['good.row', 'Good Row', '', '', '', '', '', ''],
      ['admin', 'Taken', '', '', '', '', '', ''],
      ['bad name!', 'Bad', '123', 'not-an-email', 'NOPE', 'nosuchrole', 'x', 'weak'],
      ['dup.row', '', '', '', '', '', '', ''],
      ['dup.row', 'Dup', '', '', '', '', '', ''],
    ]);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Nothing was imported/);
    const problems = res.body.result.errors as Problem[];
    const at = (row: number) => problems.filter((p) => p.row === row).map((p) => p.column);
    expect(at(2)).toEqual([]);
    expect(at(3)).toEqual(['Username']);
    expect(problems.find((p) => p.row === 3)?.message).toMatch(/already taken/);
    expect(at(4).sort()).toEqual(
      ['Department', 'Email', 'Gender', 'Password', 'Phone', 'Roles', 'Username'].sort(),
    );
    expect(at(5)).toEqual(['Name']);
    expect(at(6)).toEqual(['Username']);
    expect(await find(admin, 'good.row')).toBeUndefined();
  });

  it('refuses to hand out a role with powers the importer lacks, and a file without the required columns', async () => {
    // A unit administrator may manage users of their unit, but not make anyone an administrator.
    const admin = await t.tokenFor('admin');
    await grantToRole(t.database.db, await roleIdOf(t.database.db, '2'), ['user:query', 'user:import']);
    const unit = await t.tokenFor('unitadmin');
    const res = await upload(unit, [
      ['Username', 'Name', 'Roles'],
      ['would.be.admin', 'Nope', '1'],
    ]);
    expect(res.status).toBe(400);
    expect((res.body.result.errors as Problem[])[0]).toMatchObject({ row: 2, column: 'Roles' });

    const missing = await upload(admin, [['Name'], ['Only a name']]);
    expect(missing.status).toBe(400);
    expect((missing.body.result.errors as Problem[])[0]).toMatchObject({ row: 1, column: 'Username' });
  });

  it('exports the filtered list in the caller’s language, without passwords, and only with the permission', async () => {
    const admin = await t.tokenFor('admin');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sys/user/exportXls',
      query: { username: '*admin*' },
      headers: { 'x-access-token': admin, 'x-lang': 'zh-CN' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const rows = await readWorkbook(res.rawPayload);
    expect(rows[0]).toContain('用户账号');
    expect(rows[0].join()).not.toMatch(/密码/);
    const names = rows.slice(1).map((r) => r[0]);
    expect(names).toEqual(expect.arrayContaining(['admin', 'unitadmin']));
    expect(names).not.toContain('teacher');

    const template = await t.app.inject({
      method: 'GET',
      url: '/api/sys/user/importTemplate',
      headers: { 'x-access-token': admin, 'x-lang': 'en-US' },
    });
    expect((await readWorkbook(template.rawPayload))[0]).toEqual(
      expect.arrayContaining(['*Username', 'Password']),
    );

    const teacher = await t.tokenFor('teacher');
    const refused = await t.api.get('/sys/user/exportXls', { token: teacher });
    expect(refused.status).toBe(403);
  });
});
