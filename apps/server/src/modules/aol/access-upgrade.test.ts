import { describe, expect, it } from 'vitest';
import { AOL_ACCESS_FLAG } from '../../seed/curriculum-upgrade.ts';
import { seedMenu } from '../../seed/menu.ts';
import { grantEdits, grantLookups } from '../../test/grants.ts';
import { useTestApp } from '../../test/harness.ts';

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
    const { roleId, screen, screens: screenIds, button, grantOf, rulesOn } = grantLookups(db);
    const { unpickRules, deleteRules, revoke, forgetUpgrade } = grantEdits(db);
    const progadmin = await roleId('3');
    const teacher = await roleId('4');
    const quantitative = await screen('/aol/quantitative');
    const years = await screen('/aol/evaluation-year');
    const yearQuery = await button('evaluationYear:query');

    // The older installation: no rules on the AoL screens, no evaluation year for teachers.
    const screens = await screenIds(['/aol/evaluation-year', '/aol/quantitative', '/aol/qualitative']);
    await unpickRules(screens);
    await deleteRules(screens);
    await revoke(teacher, [years, yearQuery]);
    await forgetUpgrade(AOL_ACCESS_FLAG);

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
    await revoke(teacher, [yearQuery]);
    await seedMenu(db);
    expect(await grantOf(teacher, yearQuery)).toBeUndefined();
  });
});
