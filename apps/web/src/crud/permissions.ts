import { type ResourceAction, type ResourceDef, resourcePermission } from '@accredit/shared';
import { storage } from '../api/storage.ts';

/**
 * Which buttons a resource page shows. Screens pass `can` (the shell gives the current role's
 * codes from GET /sys/permission/getUserPermissionByToken); without it the page reads the code
 * list stored under 'Permission_List'. The server checks every call regardless.
 */
export type Can = (action: ResourceAction) => boolean;

export const PERMISSION_LIST_KEY = 'Permission_List';

export function storedCodes(): Set<string> {
  const raw = storage.get<unknown>(PERMISSION_LIST_KEY);
  if (!Array.isArray(raw)) return new Set();
  return new Set(
    raw
      .map((p) => (typeof p === 'string' ? p : (p as { action?: string }).action))
      .filter((c): c is string => Boolean(c)),
  );
}

export function canFrom(def: ResourceDef, held: { has(code: string): boolean }): Can {
  return (action) => held.has(resourcePermission(def, action));
}
