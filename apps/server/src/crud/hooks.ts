import type { Locale, ResourceAction, ResourceDef } from '@accredit/shared';
import type { SQL } from 'drizzle-orm';
import type { AuthContext } from '../core/access.ts';
import type { Executor, Tx } from '../core/db.ts';
import type { SubmittedAttachment } from './attachments.ts';
import type { Row } from './present.ts';
import type { ResourceTable } from './table.ts';

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
  /** The attachments sent with an add or edit (undefined on edit keeps the stored ones). */
  attachments?: readonly SubmittedAttachment[];
}

export interface ScopeContext {
  db: Executor;
  table: ResourceTable;
  auth: AuthContext;
  action: ResourceAction;
}

export interface ResourceHooks {
  /** Before add or edit; `values` are the submitted (normalised) fields, `existing` the stored row on edit. */
  beforeWrite?(
    ctx: HookContext,
    values: Row,
    existing: Row | null,
  ): Promise<Record<string, string>> | Record<string, string>;
  /**
   * After add, edit or import stored the row, in the same transaction: keeps the records that
   * follow from it in step (a student's link to their own class). `values` are the stored fields,
   * `existing` the row before an edit (null on add).
   */
  afterWrite?(ctx: HookContext, id: string, values: Row, existing: Row | null): Promise<void> | void;
  /**
   * afterWrite for many records an import added at once (in the order stored; each as afterWrite
   * with `existing` null would be). A resource with afterWrite but not this is imported row by
   * row; with it, a few hundred rows a statement (write.ts storeNewSubmissions).
   */
  afterWriteMany?(ctx: HookContext, added: readonly { id: string; values: Row }[]): Promise<void> | void;
  /** Before rows are deleted (already inside the caller's scope and not locked by review). */
  beforeDelete?(ctx: HookContext, rows: Row[]): Promise<void> | void;
  /**
   * Rows this caller may also reach for this action beyond their data rules (OR-ed with them),
   * e.g. a teacher's co-authored outputs that someone else added. Undefined adds nothing.
   */
  widenScope?(ctx: ScopeContext): Promise<SQL | undefined> | SQL | undefined;
  /**
   * A condition every row this caller reaches must also meet (AND-ed with the data rules and any
   * widening), e.g. the folder permissions of shared files. Applies to list, queryById, edit,
   * delete and export alike, and to whoever asks (administrators included) unless the hook says
   * otherwise. Undefined adds nothing.
   */
  narrowScope?(ctx: ScopeContext): Promise<SQL | undefined> | SQL | undefined;
}

const registry = new Map<string, ResourceHooks>();

export function setHooks(resource: string, hooks: ResourceHooks): void {
  registry.set(resource, hooks);
}

export function hooksOf(resource: string): ResourceHooks {
  return registry.get(resource) ?? {};
}

/**
 * Listeners of every resource's writes (the search index): called inside the write transaction
 * after a record is stored (add, edit, import) or before records are deleted, for any resource.
 */
export interface WriteListener {
  stored?(tx: Tx, def: ResourceDef, id: string): Promise<void> | void;
  /** Many records stored at once (an import's batch); without it, `stored` is called for each. */
  storedMany?(tx: Tx, def: ResourceDef, ids: readonly string[]): Promise<void> | void;
  deleted?(tx: Tx, def: ResourceDef, ids: readonly string[]): Promise<void> | void;
  /** After a review action changed records' review status (workflow/review.ts). */
  reviewed?(tx: Tx, def: ResourceDef, ids: readonly string[]): Promise<void> | void;
}

const listeners: WriteListener[] = [];

export function onAnyWrite(listener: WriteListener): void {
  if (!listeners.includes(listener)) listeners.push(listener);
}

export async function notifyStored(tx: Tx, def: ResourceDef, id: string): Promise<void> {
  for (const l of listeners) await l.stored?.(tx, def, id);
}

export async function notifyStoredMany(tx: Tx, def: ResourceDef, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  for (const l of listeners) {
    if (l.storedMany) await l.storedMany(tx, def, ids);
    else if (l.stored) for (const id of ids) await l.stored(tx, def, id);
  }
}

export async function notifyDeleted(tx: Tx, def: ResourceDef, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  for (const l of listeners) await l.deleted?.(tx, def, ids);
}

export async function notifyReviewed(tx: Tx, def: ResourceDef, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  for (const l of listeners) await l.reviewed?.(tx, def, ids);
}
