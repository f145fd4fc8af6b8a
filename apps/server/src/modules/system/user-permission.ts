import type { Locale } from '@accredit/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { forbidden } from '../../core/errors.ts';
import { setSessionRole } from '../auth/sessions.ts';
import { localName } from './http.ts';
import { sysPermission, sysRole, sysRolePermission, sysUserRole } from './schema.ts';

/**
 * The permission answer of spec 000 sections 3 and 6 for the session's current role: the menu
 * tree the role may see, its button permissions (`auth`) and the buttons that exist on those
 * screens (`allAuth`: what the web app must hide when missing from `auth`). Nothing about
 * screens the role cannot see leaves the server.
 */
export interface AuthEntry {
  action: string;
  describe: string;
  type: string;
  status?: string;
}

export interface MenuNode {
  id: string;
  path: string;
  name: string;
  component: string | null;
  redirect?: string;
  route: '0' | '1';
  hidden: boolean;
  meta: {
    title: string;
    titleEn: string;
    titleTw: string;
    titlePt: string;
    icon: string | null;
    keepAlive: boolean;
    url: string;
    permissionList: AuthEntry[];
  };
  children?: MenuNode[];
}

export interface RoleEntry {
  id: string;
  roleCode: string;
  roleName: string;
  roleNameEn: string;
  roleNameTw: string;
  roleNamePt: string;
}

type Row = typeof sysPermission.$inferSelect;

export async function rolesOfUser(db: Executor, userId: string): Promise<RoleEntry[]> {
  return db
    .select({
      id: sysRole.id,
      roleCode: sysRole.roleCode,
      roleName: sysRole.roleName,
      roleNameEn: sysRole.roleNameEn,
      roleNameTw: sysRole.roleNameTw,
      roleNamePt: sysRole.roleNamePt,
    })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, userId))
    .orderBy(asc(sysRole.roleCode));
}

/** Switches the session to `roleId` when the user holds it; refuses with 403 otherwise. */
export async function switchRole(db: Executor, auth: AuthContext, roles: RoleEntry[], roleId: string) {
  if (!roles.some((r) => r.id === roleId)) throw forbidden();
  if (auth.roleId !== roleId) await setSessionRole(db, auth.sessionId, roleId);
}

function entry(row: Row, locale: Locale, withStatus = false): AuthEntry {
  const describe = localName(locale, { zh: row.name, en: row.nameEn, tw: row.nameTw, pt: row.namePt });
  const out: AuthEntry = { action: row.perms ?? '', describe, type: row.permsType };
  if (withStatus) out.status = row.status;
  return out;
}

export async function permissionAnswer(db: Executor, roleId: string | null, locale: Locale) {
  const all = await db
    .select()
    .from(sysPermission)
    .where(and(eq(sysPermission.delFlag, false), eq(sysPermission.status, '1')))
    .orderBy(asc(sysPermission.sortNo));
  const granted = new Set(
    roleId
      ? (
          await db
            .select({ id: sysRolePermission.permissionId })
            .from(sysRolePermission)
            .where(eq(sysRolePermission.roleId, roleId))
        ).map((r) => r.id)
      : [],
  );
  const byId = new Map(all.map((r) => [r.id, r]));
  const menus = all.filter((r) => r.menuType !== 2);
  const buttons = all.filter((r) => r.menuType === 2 && r.perms);

  // A menu is visible when granted, or when it holds a granted button; its ancestors come with it.
  const visible = new Set<string>();
  const reveal = (id: string | null) => {
    let cursor = id ? byId.get(id) : undefined;
    while (cursor && cursor.menuType !== 2 && !visible.has(cursor.id)) {
      visible.add(cursor.id);
      cursor = cursor.parentId ? byId.get(cursor.parentId) : undefined;
    }
  };
  for (const m of menus) if (granted.has(m.id)) reveal(m.id);
  for (const b of buttons) if (granted.has(b.id)) reveal(b.parentId);

  const held = buttons.filter((b) => granted.has(b.id));
  const auth = held.map((b) => entry(b, locale));
  // Buttons on visible screens, and standalone ones (no parent, such as `ai`).
  const allAuth = buttons
    .filter((b) => (b.parentId ? visible.has(b.parentId) : true))
    .map((b) => entry(b, locale, true));

  const heldUnder = new Map<string, AuthEntry[]>();
  for (const b of held) {
    if (!b.parentId) continue;
    const list = heldUnder.get(b.parentId) ?? [];
    list.push(entry(b, locale));
    heldUnder.set(b.parentId, list);
  }
  const node = (m: Row): MenuNode => {
    const children = menus.filter((c) => c.parentId === m.id && visible.has(c.id)).map(node);
    const out: MenuNode = {
      id: m.id,
      path: m.url ?? '',
      name: m.componentName ?? m.id,
      component: m.component,
      route: m.isRoute ? '1' : '0',
      hidden: m.hidden,
      meta: {
        title: m.name,
        titleEn: m.nameEn,
        titleTw: m.nameTw,
        titlePt: m.namePt,
        icon: m.icon,
        keepAlive: m.keepAlive,
        url: m.url ?? '',
        permissionList: heldUnder.get(m.id) ?? [],
      },
    };
    if (m.redirect) out.redirect = m.redirect;
    if (children.length) out.children = children;
    return out;
  };
  const menu = menus.filter((m) => !m.parentId && visible.has(m.id)).map(node);
  return { menu, auth, allAuth };
}
