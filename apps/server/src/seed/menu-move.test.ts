import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysPermission, sysRole, sysRolePermission } from '../modules/system/schema.ts';
import { useTestApp } from '../test/harness.ts';
import { seedMenu } from './menu.ts';

/**
 * An installation from before Reference Data had Countries, Tips and External Links under System
 * Management, and teachers held System Management for them. The next start moves them into the
 * new area and takes the emptied System Management from teachers, not from administrators.
 */
interface MenuNode {
  path: string;
  children?: MenuNode[];
}

describe('menu seed on an older installation', () => {
  const t = useTestApp();

  it('moves reference data into its new area and drops the emptied System Management', async () => {
    const db = t.database.db;
    const byUrl = async (url: string) =>
      (await db.select({ id: sysPermission.id }).from(sysPermission).where(eq(sysPermission.url, url)))[0].id;
    const system = await byUrl('/system-management-homePage');
    const reference = await byUrl('/reference-data/index');
    const screens = await Promise.all(
      ['/system/country', '/system/tips', '/system/external-links'].map(byUrl),
    );
    const [teacherRole] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, '4'));
    // The older layout: no Reference Data, the screens under System Management, which teachers hold.
    await db.update(sysPermission).set({ parentId: system }).where(inArray(sysPermission.id, screens));
    await db.delete(sysRolePermission).where(eq(sysRolePermission.permissionId, reference));
    await db.delete(sysPermission).where(eq(sysPermission.id, reference));
    await db.insert(sysRolePermission).values({ roleId: teacherRole.id, permissionId: system });

    await seedMenu(db);

    const menuOf = async (user: string) =>
      (
        await t.api.get<{ menu: MenuNode[] }>('/sys/permission/getUserPermissionByToken', {
          token: await t.tokenFor(user),
        })
      ).body.result.menu;
    const teacher = await menuOf('teacher');
    expect(teacher.map((m) => m.path)).not.toContain('/system-management-homePage');
    const area = teacher.find((m) => m.path === '/reference-data/index');
    expect(area?.children?.map((c) => c.path)).toEqual(expect.arrayContaining(['/system/country']));
    const admin = await menuOf('admin');
    const adminSystem = admin.find((m) => m.path === '/system-management-homePage');
    expect(adminSystem?.children?.map((c) => c.path)).toContain('/system/user');
    expect(adminSystem?.children?.map((c) => c.path)).not.toContain('/system/country');
    expect(admin.find((m) => m.path === '/reference-data/index')?.children?.length).toBe(3);
  });
});
