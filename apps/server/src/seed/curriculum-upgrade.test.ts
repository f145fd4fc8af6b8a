import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newId } from '../core/ids.ts';
import { sysPermissionDataRule, sysRolePermission } from '../modules/system/schema.ts';
import { grantEdits, grantLookups } from '../test/grants.ts';
import { useTestApp } from '../test/harness.ts';
import { CURRICULUM_ACCESS_FLAG } from './curriculum-upgrade.ts';
import { seedMenu } from './menu.ts';

/**
 * An installation from before the curriculum release had its screens (placeholders) without the
 * programme heads' data rules or the teacher's syllabus buttons. The next start adds them once,
 * beside an administrator's own rule, and a later start does not put back what the administrator
 * then removed.
 */
describe('curriculum access on an upgraded installation', () => {
  const t = useTestApp();

  it('adds the heads’ rules and the teachers’ syllabus buttons once, keeping the administrator’s choices', async () => {
    const db = t.database.db;
    const { roleId, screen, screens, button, grantOf } = grantLookups(db);
    const { unpickRules, revoke, forgetUpgrade } = grantEdits(db);
    const progadmin = await roleId('3');
    const teacher = await roleId('4');
    const programmes = await screen('/curriculum/degree-programs');
    const syllabusAdd = await button('syllabus:add');

    // The older installation: no programme rules, no syllabus:add for teachers, and an
    // administrator's own rule on the programme screen for heads.
    const curriculumScreens = await screens([
      '/curriculum/degree-programs',
      '/curriculum/course',
      '/curriculum/student',
    ]);
    await unpickRules(curriculumScreens, progadmin);
    await db.delete(sysPermissionDataRule).where(eq(sysPermissionDataRule.ruleName, 'own programmes'));
    await revoke(teacher, [syllabusAdd]);
    const adminRule = newId();
    await db.insert(sysPermissionDataRule).values({
      id: adminRule,
      permissionId: programmes,
      ruleName: 'not closed',
      ruleColumn: 'degree_level',
      ruleConditions: '!=',
      ruleValue: '5',
    });
    await db
      .update(sysRolePermission)
      .set({ dataRuleIds: adminRule })
      .where(and(eq(sysRolePermission.roleId, progadmin), eq(sysRolePermission.permissionId, programmes)));
    await forgetUpgrade(CURRICULUM_ACCESS_FLAG);

    await seedMenu(db);

    const rules = await db
      .select()
      .from(sysPermissionDataRule)
      .where(eq(sysPermissionDataRule.ruleName, 'own programmes'));
    expect(rules.map((r) => r.ruleValue).sort()).toEqual(
      [
        '#{sys_user_program_classes}',
        '#{sys_user_program_classes}',
        '#{sys_user_program_courses}',
        '#{sys_user_program_courses}',
        '#{sys_user_programs}',
        '#{sys_user_programs}',
      ].sort(),
    );
    const chosen = (await grantOf(progadmin, programmes)).ids?.split(',') ?? [];
    expect(chosen).toContain(adminRule);
    expect(chosen).toContain(rules.find((r) => r.permissionId === programmes)?.id);
    expect(await grantOf(teacher, syllabusAdd)).toBeTruthy();

    // The administrator then takes the syllabus button away again: a later start leaves it so.
    await revoke(teacher, [syllabusAdd]);
    await seedMenu(db);
    expect(await grantOf(teacher, syllabusAdd)).toBeUndefined();
  });
});
