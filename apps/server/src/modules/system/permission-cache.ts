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
/** Other per-role reads (the data rules of a role on some codes), kept and dropped with the codes. */
const roleReads = new Map<string, { value: Promise<unknown>; at: number }>();
const ROLE_READS_MAX = 5_000;

export function invalidatePermissions(): void {
  cache.clear();
  roleReads.clear();
}

/**
 * What `load` reads about a role, kept under `key` like the role's codes (issue 22 item 4: the data
 * rules of a list are read once per role, not on every call). The promise is kept at once, so a
 * change dropping the cache while a read is under way is never overwritten by that older read.
 */
export function keptForRole<T>(key: string, load: () => Promise<T>): Promise<T> {
  const hit = roleReads.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  if (roleReads.size >= ROLE_READS_MAX) roleReads.clear();
  const value = load();
  roleReads.set(key, { value, at: Date.now() });
  value.catch(() => roleReads.delete(key));
  return value;
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
