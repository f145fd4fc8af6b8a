import { DEFAULT_DATA_RULES, MENU, matrixAllows, ROLE_CODES, type RoleCode } from '@accredit/shared';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { sysPermission, sysRole, sysRolePermission } from '../modules/system/schema.ts';
import { batches, defaultDataRuleId, getMeta, setMeta } from './base.ts';

/**
 * A release that fills an area whose screens an installation already had (as placeholders). The
 * menu seed gives default data rules and grants only to screens and buttons it creates, so such an
 * installation would miss what the release's defaults add: programme heads would reach every
 * programme's records, teachers none of their own. Each area's step runs once (its meta flag),
 * adding the role 3 and role 4 data rules of the area's screens and the matrix's grants of their
 * buttons (with the menus above them). It only adds; an administrator's later changes are never
 * undone, because it never runs again.
 */
export interface AreaUpgrade {
  /** The meta flag that marks the step done. */
  flag: string;
  /** The area's menu path (its screens are its children). */
  areaPath: string;
  /** Only these screens (permission bases) of the area, when a release fills part of an area. */
  screens?: readonly string[];
}

export const CURRICULUM_ACCESS_FLAG = 'upgrade_curriculum_access_v1';
export const AOL_ACCESS_FLAG = 'upgrade_aol_access_v1';

/** The curriculum release (issue 16). */
export const CURRICULUM_UPGRADE: AreaUpgrade = {
  flag: CURRICULUM_ACCESS_FLAG,
  areaPath: '/curriculum-index',
};
/** The assurance-of-learning release (issue 17): heads' programme rules, teachers' own assessments. */
export const AOL_UPGRADE: AreaUpgrade = { flag: AOL_ACCESS_FLAG, areaPath: '/aol/index' };
export const QUESTIONNAIRE_ACCESS_FLAG = 'upgrade_questionnaire_access_v1';
/**
 * The questionnaires release (issue 18): heads' programme rule and teachers' own questionnaires,
 * on the two questionnaire screens only (an installation upgraded for issue 17 keeps the rest of
 * the area as its administrator left it).
 */
export const QUESTIONNAIRE_UPGRADE: AreaUpgrade = {
  flag: QUESTIONNAIRE_ACCESS_FLAG,
  areaPath: '/aol/index',
  screens: ['questionnaire', 'questionnaireTemplate'],
};

export const PROGRESSION_ACCESS_FLAG = 'upgrade_progression_access_v1';
/** The learner progression release (issue 19): heads' programme rule on the three cohort screens. */
export const PROGRESSION_UPGRADE: AreaUpgrade = {
  flag: PROGRESSION_ACCESS_FLAG,
  areaPath: '/learner-progression/index',
};

export const SEARCH_ACCESS_FLAG = 'upgrade_search_access_v1';
/** Search and file sharing (issue 20): teachers and experts search; experts read folders opened to them. */
export const SEARCH_UPGRADE: AreaUpgrade = { flag: SEARCH_ACCESS_FLAG, areaPath: '/InfoRetrieval/index' };
export const FILE_SHARING_ACCESS_FLAG = 'upgrade_file_sharing_access_v1';
export const FILE_SHARING_UPGRADE: AreaUpgrade = {
  flag: FILE_SHARING_ACCESS_FLAG,
  areaPath: '/form/file-sharing',
};

const RULE_ROLES: readonly RoleCode[] = ['3', '4'];

function areaScreens(upgrade: AreaUpgrade): string[] {
  const area = MENU.find((m) => m.path === upgrade.areaPath);
  // A first-level page (file sharing) is its own only screen.
  const screens = area?.children?.length ? area.children : area ? [area] : [];
  const all = screens.flatMap((s) => (s.perm ? [s.perm] : []));
  return upgrade.screens ? all.filter((p) => upgrade.screens?.includes(p)) : all;
}

export async function upgradeAreaAccess(db: Executor, upgrade: AreaUpgrade): Promise<boolean> {
  if (await getMeta(db, upgrade.flag)) return false;
  const screens = areaScreens(upgrade);
  const rows = await db
    .select({
      id: sysPermission.id,
      parentId: sysPermission.parentId,
      perms: sysPermission.perms,
      url: sysPermission.url,
      menuType: sysPermission.menuType,
    })
    .from(sysPermission);
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const roles = new Map(
    (await db.select({ id: sysRole.id, code: sysRole.roleCode }).from(sysRole))
      .filter((r) => (ROLE_CODES as readonly string[]).includes(r.code))
      .map((r) => [r.code as RoleCode, r.id]),
  );

  // Grants: each button of the area the matrix allows a role, with every menu above it.
  const buttons = rows.filter(
    (r) => r.menuType === 2 && r.perms && screens.includes(r.perms.split(':')[0]) && r.parentId,
  );
  const grants: { roleId: string; permissionId: string }[] = [];
  for (const [code, roleId] of roles)
    for (const button of buttons) {
      if (!matrixAllows(code, button.perms as string)) continue;
      for (let id: string | null | undefined = button.id; id; id = parentOf.get(id))
        grants.push({ roleId, permissionId: id });
    }
  for (const batch of batches(grants)) await db.insert(sysRolePermission).values(batch).onConflictDoNothing();

  // Data rules on the screens' menu rows, chosen for the role's grant of that screen.
  const screenRows = new Map<string, string>();
  for (const button of buttons)
    screenRows.set((button.perms as string).split(':')[0], button.parentId as string);
  for (const rule of DEFAULT_DATA_RULES) {
    const screenId = screenRows.get(rule.resource);
    const roleId = roles.get(rule.role);
    if (!RULE_ROLES.includes(rule.role) || !screenId || !roleId) continue;
    const ruleId = await defaultDataRuleId(db, screenId, rule);
    const where = and(eq(sysRolePermission.roleId, roleId), eq(sysRolePermission.permissionId, screenId));
    const [grant] = await db
      .select({ ids: sysRolePermission.dataRuleIds })
      .from(sysRolePermission)
      .where(where);
    if (!grant) continue;
    // Added beside any rule an administrator chose, never in its place.
    const chosen = (grant.ids ?? '').split(',').filter(Boolean);
    if (!chosen.includes(ruleId))
      await db
        .update(sysRolePermission)
        .set({ dataRuleIds: [...chosen, ruleId].join(',') })
        .where(where);
  }
  await setMeta(db, upgrade.flag, new Date().toISOString());
  return true;
}

/** Every area's one-time step, in release order; true when any of them ran. */
export async function upgradeAreasAccess(db: Executor): Promise<boolean> {
  let ran = false;
  for (const upgrade of [
    CURRICULUM_UPGRADE,
    AOL_UPGRADE,
    QUESTIONNAIRE_UPGRADE,
    PROGRESSION_UPGRADE,
    SEARCH_UPGRADE,
    FILE_SHARING_UPGRADE,
  ])
    ran = (await upgradeAreaAccess(db, upgrade)) || ran;
  return ran;
}
