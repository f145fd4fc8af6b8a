import { type ResourceDef, resourceByName, resourcePermission } from '@accredit/shared';
import type { AuthContext } from '../core/access.ts';
import type { Db, Executor } from '../core/db.ts';
import { ResourceContext } from './context.ts';
import type { Row } from './present.ts';
import { findInScope } from './records.ts';

/**
 * Which of some records a caller may open: exactly what the resource's own queryById (its `get`
 * permission) or list (`query`) would answer, with the same row scope (data rules, widening and
 * narrowing hooks). Search, the evidence repository and anything else that shows records of many
 * types at once filter through this, so a title the caller could not open never leaves the server.
 * Missing records (deleted since they were indexed) are simply absent.
 */
export async function visibleRows(
  db: Executor,
  auth: AuthContext,
  resource: string | ResourceDef,
  ids: readonly string[],
): Promise<Row[]> {
  const def = typeof resource === 'string' ? resourceByName(resource) : resource;
  if (!def || ids.length === 0) return [];
  const r = new ResourceContext(def, db as Db);
  const found = new Map<string, Row>();
  for (const action of ['get', 'query'] as const) {
    if (!auth.permissions.has(r.code(action))) continue;
    const wanted = ids.filter((id) => !found.has(id));
    if (wanted.length === 0) break;
    for (const row of await findInScope(db, r.table, wanted, await r.scope(db, auth, action)))
      found.set(String(row.id), row);
  }
  return ids.flatMap((id) => (found.has(id) ? [found.get(id) as Row] : []));
}

export async function visibleIds(
  db: Executor,
  auth: AuthContext,
  resource: string | ResourceDef,
  ids: readonly string[],
): Promise<Set<string>> {
  return new Set((await visibleRows(db, auth, resource, ids)).map((row) => String(row.id)));
}

/** True when the caller may open at least some records of the resource (holds its get or query code). */
export function mayRead(auth: AuthContext, resource: string | ResourceDef): boolean {
  const def = typeof resource === 'string' ? resourceByName(resource) : resource;
  if (!def) return false;
  return (
    auth.permissions.has(resourcePermission(def, 'get')) ||
    auth.permissions.has(resourcePermission(def, 'query'))
  );
}
