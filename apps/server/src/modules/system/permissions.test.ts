import { MENU } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';

interface AuthEntry {
  action: string;
  describe: string;
  type: string;
}
interface MenuNode {
  path: string;
  route: string;
  meta: { title: string; titleEn: string; icon: string | null; permissionList: AuthEntry[] };
  children?: MenuNode[];
}
interface Answer {
  menu: MenuNode[];
  roles: { id: string; roleCode: string; roleNameEn: string }[];
  currentRoleId: string;
  auth: AuthEntry[];
  allAuth: AuthEntry[];
}

const paths = (menu: MenuNode[]): string[] => menu.flatMap((m) => [m.path, ...paths(m.children ?? [])]);
const codes = (list: AuthEntry[]) => list.map((a) => a.action);

describe('getUserPermissionByToken', () => {
  const t = useTestApp();
  const answer = async (token: string, roleId?: string) =>
    t.api.get<Answer>('/sys/permission/getUserPermissionByToken', { token, query: { roleId } });

  it('gives the administrator the whole menu and every button', async () => {
    const res = await answer(await t.tokenFor('admin'));
    expect(res.status).toBe(200);
    const { menu, auth, allAuth, roles, currentRoleId } = res.body.result;
    expect(menu.map((m) => m.path)).toEqual(MENU.map((m) => m.path));
    const system = menu.find((m) => m.path === '/system-management-homePage');
    expect(system?.meta).toMatchObject({
      title: '系统管理',
      titleEn: 'System Management',
      icon: 'SettingOutlined',
    });
    expect(paths(system?.children ?? [])).toContain('/system/user');
    expect(codes(auth)).toEqual(
      expect.arrayContaining(['user:add', 'role:edit', 'ai', 'researchOutput:review']),
    );
    expect(allAuth.length).toBe(auth.length);
    expect(roles.map((r) => r.roleCode)).toEqual(['1']);
    expect(currentRoleId).toBe(roles[0].id);
  });

  it('gives a teacher only their screens, and allAuth only the buttons of those screens', async () => {
    const res = await answer(await t.tokenFor('teacher'), undefined);
    const { menu, auth, allAuth } = res.body.result;
    const all = paths(menu);
    expect(all).toContain('/ImpactOfScholarship/contributions');
    expect(all).toContain('/personal-panel/profile');
    expect(all).not.toContain('/system/user');
    expect(all).not.toContain('/system/role');
    expect(all).not.toContain('/strategic-planning-index');
    const held = codes(auth);
    expect(held).toEqual(expect.arrayContaining(['researchOutput:add', 'researchOutput:edit', 'ai']));
    expect(held).not.toContain('researchOutput:review');
    const known = codes(allAuth);
    // The review button exists on a screen the teacher sees, so the web must know to hide it ...
    expect(known).toContain('researchOutput:review');
    // ... but buttons of screens the teacher cannot see are not described to them at all.
    expect(known.some((c) => c.startsWith('user:') || c.startsWith('role:'))).toBe(false);
    const article = menu
      .find((m) => m.path === '/ImpactOfScholarship/index')
      ?.children?.find((c) => c.path === '/ImpactOfScholarship/contributions');
    expect(codes(article?.meta.permissionList ?? [])).toContain('researchOutput:add');
  });

  it('lands the expert on strategic planning, read-only', async () => {
    const { menu, auth } = (await answer(await t.tokenFor('expert'))).body.result;
    expect(menu[0].path).toBe('/strategic-planning-index');
    expect(codes(auth).every((c) => c === 'ai' || c.endsWith(':query') || c.endsWith(':get'))).toBe(true);
  });

  it('switches role only to a role the user holds, and the switch binds later calls', async () => {
    const token = await t.tokenFor('multirole', '2');
    const first = (await answer(token)).body.result;
    expect(first.roles.map((r) => r.roleCode)).toEqual(['2', '4', '5']);
    expect((await t.api.get('/sys/user/list', { token })).status).toBe(200);

    const teacherRole = first.roles.find((r) => r.roleCode === '4')?.id as string;
    const switched = (await answer(token, teacherRole)).body.result;
    expect(switched.currentRoleId).toBe(teacherRole);
    expect(paths(switched.menu)).not.toContain('/strategic-planning-index');
    // The unit administrator's rights no longer apply on this session.
    expect((await t.api.get('/sys/user/list', { token })).status).toBe(403);

    const adminRoleId = (await answer(await t.tokenFor('admin'))).body.result.currentRoleId;
    const refused = await answer(token, adminRoleId);
    expect(refused.status).toBe(403);
    expect((await answer(token)).body.result.currentRoleId).toBe(teacherRole);
  });

  it('describes buttons in the caller’s language', async () => {
    const token = await t.tokenFor('teacher');
    const zh = (await t.api.get<Answer>('/sys/permission/getUserPermissionByToken', { token, lang: 'zh-CN' }))
      .body.result;
    expect(zh.auth.find((a) => a.action === 'researchOutput:add')?.describe).toBe('科研成果 · 新增');
    const pt = (await t.api.get<Answer>('/sys/permission/getUserPermissionByToken', { token, lang: 'pt-BR' }))
      .body.result;
    expect(pt.auth.find((a) => a.action === 'researchOutput:add')?.describe).toBe(
      'Contribuições intelectuais · Adicionar',
    );
  });
});

describe('role permissions', () => {
  const t = useTestApp();

  it('saves only the difference and keeps data rules of unchanged grants; copyRole copies both', async () => {
    const admin = await t.tokenFor('admin');
    const roles = (
      await t.api.get<{ id: string; roleCode: string }[]>('/sys/role/queryall', { token: admin })
    ).body.result;
    const teacherRole = roles.find((r) => r.roleCode === '4')?.id as string;
    const held = (
      await t.api.get<string[]>('/sys/permission/queryRolePermission', {
        token: admin,
        query: { roleId: teacherRole },
      })
    ).body.result;
    const tree = (await t.api.get<{ ids: string[] }>('/sys/role/queryTreeList', { token: admin })).body
      .result;
    const extra = tree.ids.find((id) => !held.includes(id)) as string;

    const saved = await t.api.post<{ added: number; removed: number }>(
      '/sys/permission/saveRolePermission',
      { roleId: teacherRole, permissionIds: [...held, extra].join(','), lastpermissionIds: held.join(',') },
      { token: admin },
    );
    expect(saved.body.result).toEqual({ added: 1, removed: 0 });

    // The teacher's "own records" rule on journal articles survived the save.
    const list = (
      await t.api.get<{
        records: { id: string; url: string | null; children?: { url: string | null; id: string }[] }[];
      }>('/sys/permission/list', { token: admin })
    ).body.result as unknown as {
      id: string;
      url: string | null;
      children?: { id: string; url: string | null }[];
    }[];
    const scholarship = list.find((m) => m.url === '/ImpactOfScholarship/index');
    const article = scholarship?.children?.find((c) => c.url === '/ImpactOfScholarship/contributions')
      ?.id as string;
    const rule = await t.api.get<{ drChecked: string }>(`/sys/role/datarule/${article}/${teacherRole}`, {
      token: admin,
    });
    expect(rule.body.result.drChecked).not.toBe('');

    const copy = await t.api.post<{ id: string }>(
      '/sys/role/copyRole',
      { id: teacherRole, roleCode: 'teacher2', roleName: '教师副本', roleNameEn: 'Teacher copy' },
      { token: admin },
    );
    expect(copy.status).toBe(200);
    const copied = (
      await t.api.get<string[]>('/sys/permission/queryRolePermission', {
        token: admin,
        query: { roleId: copy.body.result.id },
      })
    ).body.result;
    expect(copied.sort()).toEqual([...held, extra].sort());
    const copiedRule = await t.api.get<{ drChecked: string }>(
      `/sys/role/datarule/${article}/${copy.body.result.id}`,
      { token: admin },
    );
    expect(copiedRule.body.result.drChecked).toBe(rule.body.result.drChecked);

    const removed = await t.api.post<{ added: number; removed: number }>(
      '/sys/permission/saveRolePermission',
      { roleId: teacherRole, permissionIds: held.join(',') },
      { token: admin },
    );
    expect(removed.body.result).toEqual({ added: 0, removed: 1 });
  });

  it('keeps the built-in roles and refuses a duplicate code', async () => {
    const admin = await t.tokenFor('admin');
    const roles = (
      await t.api.get<{ id: string; roleCode: string }[]>('/sys/role/queryall', { token: admin })
    ).body.result;
    const expert = roles.find((r) => r.roleCode === '7')?.id as string;
    expect((await t.api.delete('/sys/role/delete', { token: admin, query: { id: expert } })).status).toBe(
      400,
    );
    const dup = await t.api.get('/sys/role/checkRoleCode', {
      token: admin,
      query: { roleCode: '4' },
      lang: 'zh-CN',
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('角色编码已存在。');
  });
});
