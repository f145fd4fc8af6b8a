import { type Locale, type ResourceAction, type ResourceDef, resourcePermission } from '@accredit/shared';
import { and, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../core/access.ts';
import type { Db, Executor, Tx } from '../core/db.ts';
import { AppError, unauthorized } from '../core/errors.ts';
import { translate } from '../core/i18n.ts';
import { type CustomField, customFieldsOf } from './custom-fields.ts';
import { hooksOf } from './hooks.ts';
import { labelIn } from './labels.ts';
import type { Reach } from './present.ts';
import { asAppError } from './problems.ts';
import { rowScope } from './scope.ts';
import { type ResourceTable, resourceTable } from './table.ts';
import type { WriteTarget } from './write.ts';

/** What every engine route of one resource shares: the definition, its table and helpers. */
export class ResourceContext {
  readonly table: ResourceTable;
  constructor(
    readonly def: ResourceDef,
    readonly db: Db,
  ) {
    this.table = resourceTable(def);
  }

  code(action: ResourceAction): string {
    return resourcePermission(this.def, action);
  }

  /** A field's label in the caller's language (custom fields by their own labels). */
  labelOf(locale: Locale, key: string, custom: readonly CustomField[] = []): string {
    const field = this.def.fields.find((f) => f.key === key);
    if (field) return labelIn(this.def, field, locale);
    const extra = custom.find((c) => `customFields.${c.id}` === key);
    if (extra) return extra.labels[locale];
    if (key.startsWith('attachments.')) {
      const kind = `crud.attachmentKind.${key.slice('attachments.'.length)}`;
      const named = translate(locale, kind);
      return named === kind ? translate(locale, 'crud.ui.attachments') : named;
    }
    return key;
  }

  /**
   * The rows this action may reach: data rules on the action's button and on the resource's
   * screen, widened by the resource's `widenScope` hook when it has one.
   */
  async scope(db: Executor, auth: AuthContext, action: ResourceAction): Promise<SQL[]> {
    const hooks = hooksOf(this.def.name);
    const ctx = { db, table: this.table, auth, action };
    const narrow = await hooks.narrowScope?.(ctx);
    const rules = await rowScope(db, this.def, this.table, auth, this.code(action));
    if (rules.length === 0) return narrow ? [narrow] : rules;
    const extra = await hooks.widenScope?.(ctx);
    const scoped = extra ? [or(and(...rules), extra) as SQL] : rules;
    return narrow ? [...scoped, narrow] : scoped;
  }

  /**
   * What the caller may change among the rows a list shows them (presentRows marks the others):
   * the row scopes of the changes they hold the right to make.
   */
  async reach(db: Executor, auth: AuthContext): Promise<Reach> {
    const reach: Reach = { table: this.table, scopes: {} };
    for (const action of ['edit', 'delete'] as const)
      if (auth.permissions.has(this.code(action))) reach.scopes[action] = await this.scope(db, auth, action);
    return reach;
  }

  customFields(db: Executor = this.db): Promise<CustomField[]> {
    return this.def.customFields ? customFieldsOf(db, this.def.name) : Promise.resolve([]);
  }

  /** What a write needs; `customFields: false` leaves the definitions unread (an edit sending no custom values). */
  async target(
    tx: Tx,
    auth: AuthContext,
    locale: Locale,
    options: { customFields?: boolean } = {},
  ): Promise<WriteTarget> {
    const customFields = options.customFields === false ? [] : await this.customFields(tx);
    return { tx, def: this.def, table: this.table, auth, locale, customFields };
  }

  /** Runs a handler, turning engine field problems into a translated 400 with labelled fields. */
  async run<T>(request: FastifyRequest, work: (auth: AuthContext) => Promise<T>): Promise<T> {
    const auth = request.auth;
    if (!auth) throw unauthorized();
    try {
      return await work(auth);
    } catch (e) {
      // The custom fields' labels are read only when there is a problem to label.
      const custom = this.def.customFields ? await this.customFields().catch(() => []) : [];
      throw asAppError(e, request.locale, (key) => this.labelOf(request.locale, key, custom));
    }
  }
}

/** `ids` as the spec sends them: comma-separated (or already a list). */
export function idList(ids: string | string[]): string[] {
  const list = (Array.isArray(ids) ? ids : ids.split(',')).map((s) => s.trim()).filter(Boolean);
  if (list.length === 0 || list.length > 1000) throw new AppError(400, 'crud.errors.ids');
  return [...new Set(list)];
}
