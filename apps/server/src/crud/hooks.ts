import type { Locale, ResourceDef } from '@accredit/shared';
import type { AuthContext } from '../core/access.ts';
import type { Tx } from '../core/db.ts';
import type { Row } from './present.ts';

/**
 * Rules beyond CRUD, per resource (DESIGN.md section 4): small functions the engine calls inside
 * the write transaction. A hook reports problems by returning them (`{ key: catalog key }`), so an
 * import can list them per row instead of stopping at the first.
 */
export interface HookContext {
  tx: Tx;
  def: ResourceDef;
  auth: AuthContext;
  locale: Locale;
}

export interface ResourceHooks {
  /** Before add or edit; `values` are the submitted (normalised) fields, `existing` the stored row on edit. */
  beforeWrite?(
    ctx: HookContext,
    values: Row,
    existing: Row | null,
  ): Promise<Record<string, string>> | Record<string, string>;
  /** Before rows are deleted (already inside the caller's scope and not locked by review). */
  beforeDelete?(ctx: HookContext, rows: Row[]): Promise<void> | void;
}

const registry = new Map<string, ResourceHooks>();

export function setHooks(resource: string, hooks: ResourceHooks): void {
  registry.set(resource, hooks);
}

export function hooksOf(resource: string): ResourceHooks {
  return registry.get(resource) ?? {};
}
