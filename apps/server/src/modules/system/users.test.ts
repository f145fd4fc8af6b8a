import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';

interface UserDto {
  id: string;
  username: string;
  orgCode: string | null;
  status: number;
  roleNames: string;
}
interface PageOf<T> {
  records: T[];
  total: number;
}

describe('users', () => {
  const t = useTestApp();

  async function departId(token: string, orgCode: string) {
    const all = await t.api.get<{ id: string; orgCode: string }[]>('/sys/sysDepart/listAll', { token });
    return all.body.result.find((d) => d.orgCode === orgCode)?.id as string;
  }

  it('adds a user only under the password policy, in the caller’s language', async () => {
    const admin = await t.tokenFor('admin');
    const base = { username: 'newteacher', realname: 'New Teacher' };
    const weak = await t.api.post(
      '/sys/user/add',
      { ...base, password: 'short1!' },
      { token: admin, lang: 'en-US' },
    );
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/8 or more characters/);
    const named = await t.api.post(
      '/sys/user/add',
      { ...base, password: 'Newteacher#2026' },
      { token: admin },
    );
    expect(named.status).toBe(400);
    expect(named.body.message).toMatch(/username/);
    const badPhone = await t.api.post(
      '/sys/user/add',
      { ...base, password: 'Str0ng#Pass', phone: '12345' },
      { token: admin, lang: 'zh-CN' },
    );
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.result).toMatchObject({ fields: { phone: '请输入11位手机号码。' } });

    const roles = (
      await t.api.get<{ id: string; roleCode: string }[]>('/sys/role/queryall', { token: admin })
    ).body.result;
    const teacherRole = roles.find((r) => r.roleCode === '4')?.id as string;
    const created = await t.api.post<UserDto>(
      '/sys/user/add',
      {
        ...base,
        password: 'Str0ng#Pass',
        selectedroles: teacherRole,
        departId: await departId(admin, 'A01A04'),
      },
      { token: admin },
    );
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({
      username: 'newteacher',
      orgCode: 'A01A04',
      roleNames: 'Teacher',
      status: 1,
    });
    expect(JSON.stringify(created.body)).not.toMatch(/password/i);

    const again = await t.api.post('/sys/user/add', { ...base, password: 'Str0ng#Pass' }, { token: admin });
    expect(again.status).toBe(409);
    expect(
      (await t.api.get('/sys/user/checkOnlyUser', { token: admin, query: { username: 'newteacher' } }))
        .status,
    ).toBe(409);
    expect(
      (await t.api.get('/sys/user/checkOnlyUser', { token: admin, query: { username: 'nobody' } })).status,
    ).toBe(200);
  });

  it('freezes a user, which ends their sessions, and resets a password under the policy', async () => {
    const admin = await t.tokenFor('admin');
    const staff = await t.tokenFor('staff');
    const list = await t.api.get<PageOf<UserDto>>('/sys/user/list', {
      token: admin,
      query: { username: 'staff', pageSize: -1 },
    });
    const id = list.body.result.records.find((u) => u.username === 'staff')?.id as string;
    expect((await t.api.get('/sys/permission/getUserPermissionByToken', { token: staff })).status).toBe(200);

    expect((await t.api.put('/sys/user/frozenBatch', { ids: id, status: 2 }, { token: admin })).status).toBe(
      200,
    );
    expect((await t.api.get('/sys/permission/getUserPermissionByToken', { token: staff })).status).toBe(401);
    expect((await t.api.put('/sys/user/frozenBatch', { ids: id, status: 1 }, { token: admin })).status).toBe(
      200,
    );

    const fresh = await t.tokenFor('staff');
    const weak = await t.api.put('/sys/user/changPassword', { id, password: 'abc' }, { token: admin });
    expect(weak.status).toBe(400);
    const reset = await t.api.put(
      '/sys/user/changPassword',
      { id, password: 'N3w#Secret', confirmpassword: 'N3w#Secret' },
      { token: admin },
    );
    expect(reset.status).toBe(200);
    expect((await t.api.get('/sys/permission/getUserPermissionByToken', { token: fresh })).status).toBe(401);
  });

  it('does not let an administrator delete or freeze their own account', async () => {
    const admin = await t.tokenFor('admin');
    const me = (
      await t.api.get<PageOf<UserDto>>('/sys/user/list', { token: admin, query: { username: 'admin' } })
    ).body.result.records[0];
    expect((await t.api.delete('/sys/user/delete', { token: admin, query: { id: me.id } })).status).toBe(400);
    expect(
      (await t.api.put('/sys/user/frozenBatch', { ids: me.id, status: 2 }, { token: admin })).status,
    ).toBe(400);
  });

  it('lets everyone edit their own profile through editUser, and nobody else’s without user:edit', async () => {
    const teacher = await t.tokenFor('teacher');
    const mine = await t.api.put<UserDto>(
      '/sys/user/editUser',
      { realname: 'Chen Jing (edited)', email: 'cj@example.edu' },
      { token: teacher },
    );
    expect(mine.status).toBe(200);
    const admin = await t.tokenFor('admin');
    const other = (
      await t.api.get<PageOf<UserDto>>('/sys/user/list', { token: admin, query: { username: 'expert' } })
    ).body.result.records[0];
    const theirs = await t.api.put(
      '/sys/user/editUser',
      { id: other.id, realname: 'Hijacked' },
      { token: teacher },
    );
    expect(theirs.status).toBe(403);
  });
});

describe('data rules on the user screen', () => {
  const t = useTestApp();

  it('limit list, queryById, edit and delete alike to the rule’s rows', async () => {
    const admin = await t.tokenFor('admin');
    // A department administrator role: users query/get/edit/delete, limited to their own unit.
    const role = await t.api.post<{ id: string }>(
      '/sys/role/add',
      { roleCode: 'deptadmin', roleName: '系管理员', roleNameEn: 'Department admin' },
      { token: admin },
    );
    const roleId = role.body.result.id;
    const menu = (
      await t.api.get<
        {
          id: string;
          url: string | null;
          children?: { id: string; url: string | null; children?: { id: string; perms: string | null }[] }[];
        }[]
      >('/sys/permission/list', { token: admin })
    ).body.result;
    const system = menu.find((m) => m.url === '/system-management-homePage');
    const userScreen = system?.children?.find((c) => c.url === '/system/user');
    const buttons = (userScreen?.children ?? []).filter((b) =>
      ['user:query', 'user:get', 'user:edit', 'user:delete'].includes(b.perms ?? ''),
    );
    const grant = [system?.id, userScreen?.id, ...buttons.map((b) => b.id)].join(',');
    expect(
      (
        await t.api.post(
          '/sys/permission/saveRolePermission',
          { roleId, permissionIds: grant },
          { token: admin },
        )
      ).status,
    ).toBe(200);
    const rule = await t.api.post<{ id: string }>(
      '/sys/permission/addPermissionRule',
      {
        permissionId: userScreen?.id,
        ruleName: 'own unit',
        ruleColumn: 'org_code',
        ruleConditions: 'RIGHT_LIKE',
        ruleValue: '#{sys_org_code}',
      },
      { token: admin },
    );
    expect(rule.status).toBe(200);
    const chosen = await t.api.post(
      '/sys/role/datarule',
      { permissionId: userScreen?.id, roleId, dataRuleIds: rule.body.result.id },
      { token: admin },
    );
    expect(chosen.status).toBe(200);

    const departs = (
      await t.api.get<{ id: string; orgCode: string }[]>('/sys/sysDepart/listAll', { token: admin })
    ).body.result;
    const finance = departs.find((d) => d.orgCode === 'A01A02')?.id;
    const created = await t.api.post(
      '/sys/user/add',
      {
        username: 'financehead',
        realname: 'Finance Head',
        password: 'Fin#2026ok',
        departId: finance,
        selectedroles: roleId,
      },
      { token: admin },
    );
    expect(created.status).toBe(200);
    const head = await t.tokenFor('financehead', 'deptadmin');

    const everyone = (
      await t.api.get<{ records: { id: string; username: string }[] }>('/sys/user/list', {
        token: admin,
        query: { pageSize: -1 },
      })
    ).body.result.records;
    const id = (name: string) => everyone.find((u) => u.username === name)?.id as string;

    const seen = (
      await t.api.get<{ records: { username: string; orgCode: string }[] }>('/sys/user/list', {
        token: head,
        query: { pageSize: -1 },
      })
    ).body.result.records;
    expect(seen.map((u) => u.username).sort()).toEqual(['financehead', 'progadmin']);
    expect(seen.every((u) => u.orgCode.startsWith('A01A02'))).toBe(true);

    // Another unit's member: not found on every path, and unchanged afterwards.
    const teacher = id('teacher');
    expect((await t.api.get('/sys/user/queryById', { token: head, query: { id: teacher } })).status).toBe(
      404,
    );
    expect(
      (
        await t.api.put(
          '/sys/user/edit',
          { id: teacher, username: 'teacher', realname: 'Changed' },
          { token: head },
        )
      ).status,
    ).toBe(404);
    expect((await t.api.delete('/sys/user/delete', { token: head, query: { id: teacher } })).status).toBe(
      404,
    );
    const still = await t.api.get<{ realname: string }>('/sys/user/queryById', {
      token: admin,
      query: { id: teacher },
    });
    expect(still.body.result.realname).toBe('Chen Jing');

    // Their own unit's member: allowed.
    const prog = id('progadmin');
    expect((await t.api.get('/sys/user/queryById', { token: head, query: { id: prog } })).status).toBe(200);
    expect(
      (
        await t.api.put(
          '/sys/user/edit',
          { id: prog, username: 'progadmin', realname: 'Zhao Min', departId: finance },
          { token: head },
        )
      ).status,
    ).toBe(200);

    // Holding user:edit is not enough to hand out the administrator role.
    const roles = (
      await t.api.get<{ id: string; roleCode: string }[]>('/sys/role/queryall', { token: admin })
    ).body.result;
    const adminRole = roles.find((r) => r.roleCode === '1')?.id as string;
    const escalate = await t.api.put(
      '/sys/user/edit',
      { id: prog, username: 'progadmin', realname: 'Zhao Min', selectedroles: adminRole },
      { token: head },
    );
    expect(escalate.status).toBe(403);

    // A hostile rule value stays a value: no SQL runs from it.
    const hostile = await t.api.post(
      '/sys/permission/addPermissionRule',
      {
        permissionId: userScreen?.id,
        ruleName: 'x',
        ruleColumn: 'org_code',
        ruleConditions: '=',
        ruleValue: "' or 1=1 --",
      },
      { token: admin },
    );
    await t.api.post(
      '/sys/role/datarule',
      { permissionId: userScreen?.id, roleId, dataRuleIds: (hostile.body.result as { id: string }).id },
      { token: admin },
    );
    const none = await t.api.get<{ total: number }>('/sys/user/list', { token: head });
    expect(none.body.result.total).toBe(0);
  });
});
