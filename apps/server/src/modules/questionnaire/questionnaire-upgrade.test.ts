import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QUESTIONNAIRE_ACCESS_FLAG } from '../../seed/curriculum-upgrade.ts';
import { seedMenu } from '../../seed/menu.ts';
import { grantEdits, grantLookups } from '../../test/grants.ts';
import { useTestApp } from '../../test/harness.ts';
import { sysMeta } from '../system/schema.ts';

/**
 * An installation from before the questionnaires release had the two questionnaire screens (as
 * placeholders) without the programme heads' rule (their programmes' questionnaires), the
 * teachers' rule (their own) or the teachers' read of questionnaires. The next start adds them
 * once, on those two screens only: the rest of the assurance-of-learning area stays as its
 * administrator left it, and a later start leaves alone what an administrator then removed.
 */
describe('questionnaire access on an upgraded installation', () => {
  const t = useTestApp();

  it('adds the heads’ and teachers’ rules and the teachers’ read once, on the questionnaire screens only', async () => {
    const db = t.database.db;
    const { roleId, screen, button, grantOf, rulesOn } = grantLookups(db);
    const { unpickRules, deleteRules, revoke, forgetUpgrade } = grantEdits(db);
    const progadmin = await roleId('3');
    const teacher = await roleId('4');
    const questionnaires = await screen('/aol/questionnaire');
    const templates = await screen('/aol/questionnaire-template');
    const years = await screen('/aol/evaluation-year');
    const query = await button('questionnaire:query');
    const get = await button('questionnaire:get');

    // The older installation: no rules on the questionnaire screens, no questionnaires for teachers;
    // and an administrator has since taken the heads' rule off the evaluation years.
    const screens = [questionnaires, templates];
    await unpickRules([...screens, years]);
    await deleteRules(screens);
    await revoke(teacher, [questionnaires, query, get]);
    await forgetUpgrade(QUESTIONNAIRE_ACCESS_FLAG);

    await seedMenu(db);

    expect((await rulesOn(questionnaires)).sort()).toEqual([
      'own programmes: #{sys_user_programs}',
      'own records: #{sys_user_code}',
    ]);
    expect(await rulesOn(templates)).toEqual([]);
    expect((await grantOf(progadmin, questionnaires)).ids?.split(',')).toHaveLength(1);
    expect((await grantOf(teacher, questionnaires)).ids?.split(',')).toHaveLength(1);
    expect(await grantOf(teacher, query)).toBeTruthy();
    expect(await grantOf(teacher, get)).toBeTruthy();
    // Teachers only read questionnaires; templates are not theirs.
    expect(await grantOf(teacher, await button('questionnaire:add'))).toBeUndefined();
    expect(await grantOf(teacher, templates)).toBeUndefined();
    // Another screen of the area keeps what its administrator chose.
    expect((await grantOf(progadmin, years)).ids).toBeNull();
    const [flag] = await db.select().from(sysMeta).where(eq(sysMeta.key, QUESTIONNAIRE_ACCESS_FLAG));
    expect(flag).toBeTruthy();

    // The administrator then takes the teachers' questionnaires away: a later start leaves it so.
    await revoke(teacher, [query]);
    await seedMenu(db);
    expect(await grantOf(teacher, query)).toBeUndefined();
  });
});
