import {
  ACTION_TITLES,
  DEFAULT_DATA_RULES,
  LOCALES,
  type Locale,
  type LocaleText,
  MENU,
  type MenuScreen,
  matrixAllows,
  ROLE_CODES,
  type RoleCode,
  STANDALONE_PERMISSIONS,
} from '@accredit/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { newId } from '../core/ids.ts';
import { invalidatePermissions } from '../modules/system/permission-cache.ts';
import { sysPermission, sysRole, sysRolePermission } from '../modules/system/schema.ts';
import { batches, defaultDataRuleId } from './base.ts';
import { upgradeAreasAccess } from './curriculum-upgrade.ts';

type PermissionRow = typeof sysPermission.$inferInsert;

const names = (t: LocaleText) => ({
  name: t['zh-CN'],
  nameEn: t['en-US'],
  nameTw: t['zh-TW'],
  namePt: t['pt-BR'],
});

function buttonTitle(screen: LocaleText, action: LocaleText): LocaleText {
  const out = {} as LocaleText;
  for (const l of LOCALES as readonly Locale[]) out[l] = `${screen[l]} · ${action[l]}`;
  return out;
}

/**
 * Writes the product menu (packages/shared/src/menu.ts) into sys_permission, idempotently: menus
 * are keyed by their path, buttons by their permission code. Rows that already exist are left as
 * the administrator may have changed them. Each NEW row is granted to the roles whose default
 * matrix allows it (with the menus above it), so a later release's new screens reach the right
 * roles without undoing an administrator's changes to existing ones.
 */
export async function seedMenu(db: Executor): Promise<void> {
  const existing = await db
    .select({
      id: sysPermission.id,
      url: sysPermission.url,
      perms: sysPermission.perms,
      menuType: sysPermission.menuType,
    })
    .from(sysPermission);
  const menuIds = new Map(
    existing.filter((r) => r.menuType !== 2 && r.url).map((r) => [r.url as string, r.id]),
  );
  const buttonIds = new Map(
    existing.filter((r) => r.menuType === 2 && r.perms).map((r) => [r.perms as string, r.id]),
  );
  const fresh: PermissionRow[] = [];
  /** For each button code: the ids of the menus above it (to grant with it). */
  const ancestorsOf = new Map<string, string[]>();
  /** Screen base code -> menu row id, for data rules. */
  const screenIds = new Map<string, string>();

  /** Existing screens a release moves into an area it adds (e.g. reference data out of System Management). */
  const moved: { id: string; parentId: string }[] = [];
  const placeMenu = (screen: MenuScreen, parentId: string | null, sortNo: number, level: number): string => {
    const known = menuIds.get(screen.path);
    if (known) {
      if (parentId && fresh.some((r) => r.id === parentId)) moved.push({ id: known, parentId });
      return known;
    }
    const id = newId();
    menuIds.set(screen.path, id);
    fresh.push({
      id,
      parentId,
      ...names(screen.title),
      url: screen.path,
      component: screen.component ?? null,
      componentName: screen.key,
      redirect: screen.redirect ?? null,
      menuType: level === 0 ? 0 : 1,
      icon: screen.icon ?? null,
      sortNo,
      isRoute: true,
      isLeaf: !(screen.children?.length || screen.actions?.length),
      keepAlive: screen.keepAlive ?? false,
      hidden: screen.hidden ?? false,
      createBy: 'system',
    });
    return id;
  };

  const walk = (
    items: readonly MenuScreen[],
    parentId: string | null,
    ancestors: string[],
    level: number,
  ) => {
    items.forEach((screen, index) => {
      const id = placeMenu(screen, parentId, index + 1, level);
      const chain = [...ancestors, id];
      if (screen.perm) {
        screenIds.set(screen.perm, id);
        (screen.actions ?? []).forEach((action, n) => {
          const code = `${screen.perm}:${action}`;
          ancestorsOf.set(code, chain);
          if (buttonIds.has(code)) return;
          const buttonId = newId();
          buttonIds.set(code, buttonId);
          fresh.push({
            id: buttonId,
            parentId: id,
            ...names(buttonTitle(screen.title, ACTION_TITLES[action])),
            menuType: 2,
            perms: code,
            permsType: '1',
            sortNo: n + 1,
            isRoute: false,
            isLeaf: true,
            createBy: 'system',
          });
        });
      }
      if (screen.children) walk(screen.children, id, chain, level + 1);
    });
  };
  walk(MENU, null, [], 0);
  for (const standalone of STANDALONE_PERMISSIONS) {
    ancestorsOf.set(standalone.code, []);
    if (buttonIds.has(standalone.code)) continue;
    const id = newId();
    buttonIds.set(standalone.code, id);
    fresh.push({
      id,
      parentId: null,
      ...names(standalone.title),
      menuType: 2,
      perms: standalone.code,
      permsType: '1',
      isRoute: false,
      hidden: true,
      createBy: 'system',
    });
  }
  if (fresh.length === 0) {
    if (await upgradeAreasAccess(db)) invalidatePermissions();
    return;
  }
  for (const batch of batches(fresh)) await db.insert(sysPermission).values(batch);
  if (moved.length) {
    const previous = await db
      .select({ parentId: sysPermission.parentId })
      .from(sysPermission)
      .where(
        inArray(
          sysPermission.id,
          moved.map((m) => m.id),
        ),
      );
    for (const m of moved)
      await db.update(sysPermission).set({ parentId: m.parentId }).where(eq(sysPermission.id, m.id));
    await dropEmptiedMenus(
      db,
      previous.flatMap((p) => (p.parentId ? [p.parentId] : [])),
    );
  }

  const freshIds = new Set(fresh.map((r) => r.id as string));
  await grantFresh(db, freshIds, buttonIds, ancestorsOf);
  await seedDefaultDataRules(db, freshIds, screenIds);
  await upgradeAreasAccess(db);
  invalidatePermissions();
}

/**
 * After screens moved out of a menu (the walk above), a role that held the old menu only for those
 * screens would still see it, empty: its grant of the old menu goes when nothing beneath it is
 * granted to the role any more.
 */
async function dropEmptiedMenus(db: Executor, oldParents: string[]): Promise<void> {
  if (!oldParents.length) return;
  const rows = await db
    .select({ id: sysPermission.id, parentId: sysPermission.parentId })
    .from(sysPermission);
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const isUnder = (id: string, ancestor: string) => {
    for (let cursor = parentOf.get(id); cursor; cursor = parentOf.get(cursor))
      if (cursor === ancestor) return true;
    return false;
  };
  const grants = await db
    .select({ roleId: sysRolePermission.roleId, permissionId: sysRolePermission.permissionId })
    .from(sysRolePermission)
    .where(inArray(sysRolePermission.permissionId, [...new Set(oldParents)]));
  for (const { roleId, permissionId: menu } of grants) {
    const held = await db
      .select({ id: sysRolePermission.permissionId })
      .from(sysRolePermission)
      .where(eq(sysRolePermission.roleId, roleId));
    if (held.some((h) => isUnder(h.id, menu))) continue;
    await db
      .delete(sysRolePermission)
      .where(and(eq(sysRolePermission.roleId, roleId), eq(sysRolePermission.permissionId, menu)));
  }
}

async function roleIds(db: Executor): Promise<Map<RoleCode, string>> {
  const roles = await db.select({ id: sysRole.id, code: sysRole.roleCode }).from(sysRole);
  const out = new Map<RoleCode, string>();
  for (const r of roles)
    if ((ROLE_CODES as readonly string[]).includes(r.code)) out.set(r.code as RoleCode, r.id);
  return out;
}

async function grantFresh(
  db: Executor,
  freshIds: Set<string>,
  buttonIds: Map<string, string>,
  ancestorsOf: Map<string, string[]>,
): Promise<void> {
  const roles = await roleIds(db);
  const grants: { roleId: string; permissionId: string }[] = [];
  for (const [code, roleId] of roles) {
    const wanted = new Set<string>();
    for (const [perm, buttonId] of buttonIds) {
      if (!matrixAllows(code, perm)) continue;
      const chain = [...(ancestorsOf.get(perm) ?? []), buttonId];
      for (const id of chain) if (freshIds.has(id)) wanted.add(id);
    }
    for (const permissionId of wanted) grants.push({ roleId, permissionId });
  }
  for (const batch of batches(grants)) await db.insert(sysRolePermission).values(batch).onConflictDoNothing();
}

/** Default data rules of the matrix, set on the screen's menu row and chosen for their role. */
async function seedDefaultDataRules(
  db: Executor,
  freshIds: Set<string>,
  screenIds: Map<string, string>,
): Promise<void> {
  const roles = await roleIds(db);
  for (const rule of DEFAULT_DATA_RULES) {
    const screenId = screenIds.get(rule.resource);
    const roleId = roles.get(rule.role);
    // Only for screens created now: an administrator's later choices stay as they are.
    if (!screenId || !roleId || !freshIds.has(screenId)) continue;
    const ruleId = await defaultDataRuleId(db, screenId, rule);
    await db
      .update(sysRolePermission)
      .set({ dataRuleIds: ruleId })
      .where(and(eq(sysRolePermission.roleId, roleId), eq(sysRolePermission.permissionId, screenId)));
  }
}
