import { type Locale, REVIEW_ACTIONS, type ResourceDef, zEnvelope, zPage } from '@accredit/shared';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../core/access.ts';
import type { App } from '../core/app-types.ts';
import { type Db, inTransaction } from '../core/db.ts';
import { ok } from '../core/envelope.ts';
import { forbidden } from '../core/errors.ts';
import { translate } from '../core/i18n.ts';
import { actionPermission } from '../workflow/machine.ts';
import { applyReview, historyOf } from '../workflow/review.ts';
import { attachmentsOf, deleteAttachments } from './attachments.ts';
import { idList, ResourceContext } from './context.ts';
import { deleteCustomValues } from './custom-fields.ts';
import { hooksOf, notifyDeleted } from './hooks.ts';
import { parseListQuery } from './list-query.ts';
import { presentRows } from './present.ts';
import {
  assertModifiable,
  findInScope,
  findOneInScope,
  LIST_TOTAL_CAP,
  listConditions,
  listPage,
  orderOf,
} from './records.ts';
import { registerResourceIo } from './routes-io.ts';
import { col } from './scope.ts';
import {
  addBodySchema,
  editBodySchema,
  type ListQueryInput,
  listQuerySchema,
  recordSchema,
} from './validation.ts';
import { type Submission, writeRecord } from './write.ts';

/**
 * The routes of one resource under /aacsb/<name>/ (spec 001 section 7), all derived from its
 * definition: list, queryById, add, edit, delete, deleteBatch (DELETE and POST), processBatch and
 * approvalHistory when reviewed, customFields when customisable, and import/export (routes-io.ts).
 * Every route: permission `<base>:<action>`, the caller's row scope, writes in one transaction.
 */
const zId = z.object({ id: z.string().min(1).max(64) });
const zIds = z.object({
  ids: z.union([z.string().min(1).max(50_000), z.array(z.string().max(64)).max(1000)]),
});
const zWritten = zEnvelope(z.object({ id: z.string() }));
const zCount = zEnvelope(z.object({ count: z.number() }));

export function registerResource(app: App, def: ResourceDef, db: Db): void {
  const r = new ResourceContext(def, db);
  const base = `/aacsb/${def.name}`;
  const tags = [def.name];
  const record = recordSchema(def);

  app.get(
    `${base}/list`,
    {
      config: { access: { permission: r.code('query') } },
      schema: {
        tags,
        summary: `List ${def.name}`,
        querystring: listQuerySchema(def),
        response: { 200: zEnvelope(zPage(record)) },
      },
    },
    (request) =>
      r.run(request, async (auth) => {
        const query = request.query as ListQueryInput;
        // Custom-field definitions are read only when the query filters on one (`cf_<id>`).
        const custom = Object.keys(query).some((k) => k.startsWith('cf_')) ? await r.customFields() : [];
        const parsed = parseListQuery(
          def,
          query,
          custom.map((c) => c.id),
        );
        const scope = await r.scope(db, auth, 'query');
        const { rows, total, totalCapped } = await listPage(
          db,
          r.table,
          listConditions(def, r.table, parsed, scope),
          orderOf(r.table, parsed),
          parsed.pageNo,
          parsed.pageSize,
          { cap: LIST_TOTAL_CAP, exact: parsed.exactTotal },
        );
        const size = parsed.pageSize === -1 ? total : parsed.pageSize;
        // Rows the caller may read but not change say so (a teacher's co-authored outputs).
        return ok({
          records: await presentRows(
            db,
            def,
            rows,
            request.locale,
            rows.length ? await r.reach(db, auth) : undefined,
          ),
          total,
          size,
          current: parsed.pageSize === -1 ? 1 : parsed.pageNo,
          pages: size > 0 ? Math.ceil(total / size) : 0,
          totalCapped,
        });
      }),
  );

  app.get(
    `${base}/queryById`,
    {
      config: { access: { permission: r.code('get') } },
      schema: {
        tags,
        summary: `One ${def.name}`,
        querystring: zId.extend({ _t: z.string().optional() }),
        response: { 200: zEnvelope(record) },
      },
    },
    (request) =>
      r.run(request, async (auth) => {
        const row = await findOneInScope(db, r.table, request.query.id, await r.scope(db, auth, 'get'));
        const [out] = await presentRows(db, def, [row], request.locale);
        if (def.attachments?.length) out.attachments = await attachmentsOf(db, def.name, String(row.id));
        return ok(out);
      }),
  );

  app.post(
    `${base}/add`,
    {
      config: { access: { permission: r.code('add') } },
      schema: { tags, summary: `Add ${def.name}`, body: addBodySchema(def), response: { 200: zWritten } },
    },
    (request) =>
      r.run(request, async (auth) => {
        const { values, ...extras } = submissionOf(request.body as BodyRecord);
        const id = await inTransaction(db, async (tx) =>
          writeRecord(await r.target(tx, auth, request.locale), { values, ...extras }, null),
        );
        return ok({ id }, translate(request.locale, 'crud.messages.added'));
      }),
  );

  app.put(
    `${base}/edit`,
    {
      config: { access: { permission: r.code('edit') } },
      schema: { tags, summary: `Edit ${def.name}`, body: editBodySchema(def), response: { 200: zWritten } },
    },
    (request) =>
      r.run(request, async (auth) => {
        const { id, ...body } = request.body as BodyRecord & { id: string };
        await inTransaction(db, async (tx) => {
          const scope = await r.scope(tx, auth, 'edit');
          const [existing] = await findInScope(tx, r.table, [id], scope);
          if (!existing) throw forbiddenOrMissing();
          assertModifiable(def, [existing]);
          const submission = submissionOf(body);
          // Custom-field definitions matter to an edit only when it sends custom values.
          const target = await r.target(tx, auth, request.locale, {
            customFields: submission.custom !== undefined,
          });
          await writeRecord(target, submission, existing);
          // An edit may not carry a record out of the caller's reach (a programme head moving a
          // goal to another programme): the transaction is undone and nothing changes. A caller
          // without a row scope reaches every record, so there is nothing to check again.
          if (scope.length === 0) return;
          const [kept] = await findInScope(tx, r.table, [id], await r.scope(tx, auth, 'edit'));
          if (!kept) throw forbiddenOrMissing();
        });
        return ok({ id }, translate(request.locale, 'crud.messages.edited'));
      }),
  );

  const removeRows = (request: { locale: Locale }, auth: AuthContext, ids: string[]) =>
    inTransaction(db, async (tx) => {
      const rows = await findInScope(tx, r.table, ids, await r.scope(tx, auth, 'delete'));
      if (rows.length !== ids.length) throw forbiddenOrMissing();
      assertModifiable(def, rows);
      await hooksOf(def.name).beforeDelete?.({ tx, def, auth, locale: request.locale }, rows);
      await notifyDeleted(tx, def, ids);
      await deleteCustomValues(tx, def.name, ids);
      await deleteAttachments(tx, def.name, ids);
      await tx.delete(r.table).where(inArray(col(r.table, 'id'), ids));
      return rows.length;
    });

  app.delete(
    `${base}/delete`,
    {
      config: { access: { permission: r.code('delete') } },
      schema: { tags, summary: `Delete ${def.name}`, querystring: zId, response: { 200: zCount } },
    },
    (request) =>
      r.run(request, async (auth) => {
        const count = await removeRows(request, auth, [request.query.id]);
        return ok({ count }, translate(request.locale, 'crud.messages.deleted'));
      }),
  );

  for (const method of ['DELETE', 'POST'] as const) {
    app.route({
      method,
      url: `${base}/deleteBatch`,
      config: { access: { permission: r.code('delete') } },
      schema:
        method === 'DELETE'
          ? { tags, summary: `Delete ${def.name} records`, querystring: zIds, response: { 200: zCount } }
          : { tags, summary: `Delete ${def.name} records`, body: zIds, response: { 200: zCount } },
      handler: (request) =>
        r.run(request, async (auth) => {
          const source = (method === 'DELETE' ? request.query : request.body) as z.infer<typeof zIds>;
          const count = await removeRows(request, auth, idList(source.ids));
          return ok({ count }, translate(request.locale, 'crud.messages.deleted'));
        }),
    });
  }

  if (def.customFields) {
    app.get(
      `${base}/customFields`,
      {
        config: { access: { permission: r.code('query') } },
        schema: {
          tags,
          summary: `Custom fields of ${def.name}`,
          querystring: z.object({ _t: z.string().optional() }),
          response: {
            200: zEnvelope(
              z.array(
                z.object({
                  id: z.string(),
                  label: z.string(),
                  labels: z.record(z.string(), z.string()),
                  fieldType: z.string(),
                  dictCode: z.string().nullable(),
                  required: z.boolean(),
                  sortOrder: z.number(),
                }),
              ),
            ),
          },
        },
      },
      async (request) => ok((await r.customFields()).map((c) => ({ ...c, label: c.labels[request.locale] }))),
    );
  }

  if (def.reviewed) registerReview(app, r);
  registerResourceIo(app, r);
}

type BodyRecord = Record<string, unknown> &
  Pick<Submission, 'attachments'> & { customFields?: Submission['custom'] };

/** A validated body split into the record's fields and its extras. */
function submissionOf(body: BodyRecord): Submission {
  const { customFields, attachments, ...values } = body;
  return { values, custom: customFields, attachments };
}

/** Out of scope and absent look the same, so ids of others' records reveal nothing. */
function forbiddenOrMissing() {
  return forbidden('crud.errors.notFoundOrForbidden');
}

function registerReview(app: App, r: ResourceContext): void {
  const { def, db } = r;
  const base = `/aacsb/${def.name}`;
  const tags = [def.name];
  app.post(
    `${base}/processBatch`,
    {
      config: { access: { permission: [r.code('review'), r.code('edit')] }, audit: `review ${def.name}` },
      schema: {
        tags,
        summary: `Review ${def.name} records (approve, reject, cancel approval, re-submit)`,
        body: zIds.extend({ action: z.enum(REVIEW_ACTIONS), reason: z.string().max(1000).nullish() }),
        response: { 200: zCount },
      },
    },
    (request) =>
      r.run(request, async (auth) => {
        const { ids, action, reason } = request.body;
        // The route admits reviewers and editors; each action needs its own permission.
        if (!auth.permissions.has(r.code(actionPermission(action)))) throw forbidden();
        const count = await inTransaction(db, async (tx) =>
          applyReview(tx, {
            def,
            table: r.table,
            ids: idList(ids),
            action,
            reason,
            auth,
            scope: await r.scope(tx, auth, actionPermission(action)),
          }),
        );
        return ok({ count }, translate(request.locale, `crud.review.done.${action}`));
      }),
  );

  app.get(
    `${base}/approvalHistory`,
    {
      config: { access: { permission: r.code('get') } },
      schema: {
        tags,
        summary: `Approval history of one ${def.name}`,
        querystring: zId.extend({ _t: z.string().optional() }),
        response: {
          200: zEnvelope(
            z.array(
              z.object({
                id: z.string(),
                action: z.string(),
                fromStatus: z.number(),
                toStatus: z.number(),
                fromStatus_dictText: z.string(),
                toStatus_dictText: z.string(),
                reason: z.string().nullable(),
                operator: z.string(),
                operatorName: z.string().nullable(),
                operateTime: z.string(),
              }),
            ),
          ),
        },
      },
    },
    (request) =>
      r.run(request, async (auth) => {
        await findOneInScope(db, r.table, request.query.id, await r.scope(db, auth, 'get'));
        return ok(await historyOf(db, def.name, request.query.id, request.locale));
      }),
  );
}
