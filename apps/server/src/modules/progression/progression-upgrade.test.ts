import { describe, expect, it } from 'vitest';
import { PROGRESSION_ACCESS_FLAG } from '../../seed/curriculum-upgrade.ts';
import { seedMenu } from '../../seed/menu.ts';
import { grantEdits, grantLookups } from '../../test/grants.ts';
import { useTestApp } from '../../test/harness.ts';

/**
 * An installation from before the learner progression release had the three screens (as
 * placeholders) without the programme heads' rule. The next start adds it once on each of them;
 * a later start leaves alone what an administrator then removed.
 */
describe('learner progression access on an upgraded installation', () => {
  const t = useTestApp();

  it('adds the heads’ programme rule on admission, retention and employment once', async () => {
    const db = t.database.db;
    const { roleId, screen, grantOf, rulesOn } = grantLookups(db);
    const { unpickRules, deleteRules, forgetUpgrade } = grantEdits(db);
    const head = await roleId('3');
    const screens = await Promise.all(
      ['admission', 'retention', 'employment'].map((s) => screen(`/learner-progression/${s}`)),
    );
    await unpickRules(screens);
    await deleteRules(screens);
    await forgetUpgrade(PROGRESSION_ACCESS_FLAG);

    await seedMenu(db);
    for (const s of screens) {
      expect(await rulesOn(s)).toEqual(['own programmes: #{sys_user_programs}']);
      expect((await grantOf(head, s)).ids?.split(',')).toHaveLength(1);
    }

    // The administrator then takes the rule off admission: a later start leaves it so.
    await unpickRules([screens[0] as string], head);
    await seedMenu(db);
    expect((await grantOf(head, screens[0] as string)).ids ?? '').toBe('');
  });
});
