import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AOL_ACCESS_FLAG } from '../../seed/curriculum-upgrade.ts';
import { seedMenu } from '../../seed/menu.ts';
import { grantLookups } from '../../test/grants.ts';
import { useTestApp } from '../../test/harness.ts';
import { sysMeta, sysPermission, sysPermissionDataRule, sysRolePermission } from '../system/schema.ts';

/**
 * An installation from before the assurance-of-learning release had its screens (placeholders)
 * without the programme heads' rules on them, the teachers' own-assessment rule, or the teachers'
 * evaluation-year buttons. The next start adds them once; a later start leaves alone what an
 * administrator then removed.
 */
describe('assurance-of-learning access on an upgraded installation', () => {
  const t = useTestApp();

  it('adds the heads’ and teachers’ rules and the teachers’ buttons once', async () => {
    const db = t.database.db;
    const { roleId, screen, button, grantOf, rulesOn } = grantLookups(db);
    const progadmin = await roleId('3');
    const teacher = await roleId('4');
    const quantitative = await screen('/aol/quantitative');
    const years = await screen('/aol/evaluation-year');
    const yearQuery = await button('evaluationYear:query');

    // The older installation: no rules on the AoL screens, no evaluation year for teachers.
    const screens = (
      await db
        .select({ id: sysPermission.id })
        .from(sysPermission)
        .where(inArray(sysPermission.url, ['/aol/evaluation-year', '/aol/quantitative', '/aol/qualitative']))
    ).map((r) => r.id);
    await db
      .update(sysRolePermission)
      .set({ dataRuleIds: null })
      .where(inArray(sysRolePermission.permissionId, screens));
    await db.delete(sysPermissionDataRule).where(inArray(sysPermissionDataRule.permissionId, screens));
    await db
      .delete(sysRolePermission)
      .where(
        and(
          eq(sysRolePermission.roleId, teacher),
          inArray(sysRolePermission.permissionId, [years, yearQuery]),
        ),
      );
    await db.delete(sysMeta).where(eq(sysMeta.key, AOL_ACCESS_FLAG));

    await seedMenu(db);

    expect((await rulesOn(quantitative)).sort()).toEqual([
      'own assessments: #{sys_user_teacher_assessments}',
      'own programmes: #{sys_user_programs}',
    ]);
    expect((await grantOf(progadmin, quantitative)).ids?.split(',')).toHaveLength(1);
    expect((await grantOf(teacher, quantitative)).ids?.split(',')).toHaveLength(1);
    expect(await grantOf(teacher, yearQuery)).toBeTruthy();
    expect(await grantOf(teacher, years)).toBeTruthy();

    // The administrator then takes the teachers' evaluation year away: a later start leaves it so.
    await db
      .delete(sysRolePermission)
      .where(and(eq(sysRolePermission.roleId, teacher), eq(sysRolePermission.permissionId, yearQuery)));
    await seedMenu(db);
    expect(await grantOf(teacher, yearQuery)).toBeUndefined();
  });
});
