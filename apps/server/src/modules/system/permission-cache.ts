import { and, eq, isNotNull } from 'drizzle-orm';
import { announceChange } from '../../core/changes.ts';
import type { Executor } from '../../core/db.ts';
import { sysPermission, sysRolePermission } from './schema.ts';

/**
 * Permission codes per role, cached in memory for a short while and dropped whenever role
 * permissions, menus or roles change (permissionsChanged(), which tells the other servers too).
 */
const cache = new Map<string, { codes: Set<string>; at: number }>();
const TTL_MS = 30_000;

export function invalidatePermissions(): void {
  cache.clear();
}

/** After a change of grants, menus or roles: this server's copy dropped, the other servers told. */
export async function permissionsChanged(db: Executor): Promise<void> {
  invalidatePermissions();
  await announceChange(db, 'permissions');
}

export async function rolePermissions(db: Executor, roleId: string): Promise<Set<string>> {
  const hit = cache.get(roleId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.codes;
  const rows = await db
    .select({ perms: sysPermission.perms })
    .from(sysRolePermission)
    .innerJoin(sysPermission, eq(sysPermission.id, sysRolePermission.permissionId))
    .where(
      and(
        eq(sysRolePermission.roleId, roleId),
        isNotNull(sysPermission.perms),
        eq(sysPermission.delFlag, false),
        eq(sysPermission.status, '1'),
      ),
    );
  const codes = new Set<string>();
  for (const r of rows)
    for (const code of (r.perms ?? '').split(',')) if (code.trim()) codes.add(code.trim());
  cache.set(roleId, { codes, at: Date.now() });
  return codes;
}
