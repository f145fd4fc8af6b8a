import { zEnvelope } from '@accredit/shared';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Module } from '../../../core/app-types.ts';
import { type Executor, inTransaction } from '../../../core/db.ts';
import { ok } from '../../../core/envelope.ts';
import { AppError, notFound } from '../../../core/errors.ts';
import { markTablesStale } from '../../qualification/freshness.ts';
import { ilike, said, ZIdQuery } from '../http.ts';
import { sysDepart, sysUser } from '../schema.ts';

/**
 * /sys/sysDepart: the department tree. Organisation codes are generated and hierarchical (A01,
 * A01A01, ...), so data rules can select a unit with its sub-units. Reading the tree is open to
 * every signed-in user (forms everywhere pick departments); changing it needs depart:*.
 */
const tags = ['system: departments'];

const ZDepartInput = z.object({
  parentId: z.string().max(64).nullish(),
  departName: z.string().trim().min(1).max(100),
  departNameEn: z.string().trim().max(200).default(''),
  orgCategory: z.enum(['1', '2', '3']).default('2'),
  departOrder: z.coerce.number().int().min(0).max(100_000).default(0),
  isDiscipline: z.boolean().default(false),
  fte: z.coerce.number().min(0).max(100_000).nullish(),
  description: z.string().max(500).nullish(),
});

const ZDepart = z.object({
  id: z.string(),
  key: z.string(),
  value: z.string(),
  title: z.string(),
  parentId: z.string().nullable(),
  departName: z.string(),
  departNameEn: z.string(),
  orgCode: z.string(),
  orgCategory: z.string(),
  departOrder: z.number(),
  isDiscipline: z.boolean(),
  fte: z.number().nullable(),
  description: z.string().nullable(),
  isLeaf: z.boolean(),
  children: z.array(z.unknown()).optional(),
});
type DepartDto = z.infer<typeof ZDepart>;
type Row = typeof sysDepart.$inferSelect;

function present(row: Row, english: boolean): DepartDto {
  const title = english ? row.departNameEn || row.departName : row.departName;
  return {
    id: row.id,
    key: row.id,
    value: row.id,
    title,
    parentId: row.parentId,
    departName: row.departName,
    departNameEn: row.departNameEn,
    orgCode: row.orgCode,
    orgCategory: row.orgCategory,
    departOrder: row.departOrder,
    isDiscipline: row.isDiscipline,
    fte: row.fte,
    description: row.description,
    isLeaf: true,
  };
}

async function allDeparts(db: Executor) {
  return db
    .select()
    .from(sysDepart)
    .where(eq(sysDepart.delFlag, false))
    .orderBy(asc(sysDepart.departOrder), asc(sysDepart.orgCode));
}

function buildTree(rows: Row[], english: boolean): DepartDto[] {
  const nodes = new Map(rows.map((r) => [r.id, present(r, english)]));
  const roots: DepartDto[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as DepartDto;
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    if (parent) {
      parent.isLeaf = false;
      parent.children = [...(parent.children ?? []), node];
    } else roots.push(node);
  }
  return roots;
}

/** The next free code under a parent: prefix + A + two digits (deleted rows keep their codes). */
async function nextOrgCode(db: Executor, parent: Row | null): Promise<string> {
  const prefix = parent?.orgCode ?? '';
  const siblings = await db
    .select({ orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(parent ? eq(sysDepart.parentId, parent.id) : isNull(sysDepart.parentId));
  let max = 0;
  for (const s of siblings) {
    const tail = s.orgCode.slice(prefix.length);
    const n = /^A(\d{2,})$/.exec(tail)?.[1];
    if (n) max = Math.max(max, Number(n));
  }
  return `${prefix}A${String(max + 1).padStart(2, '0')}`;
}

async function findDepart(db: Executor, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(sysDepart)
    .where(and(eq(sysDepart.id, id), eq(sysDepart.delFlag, false)));
  if (!row) throw notFound();
  return row;
}

export const departRoutes: Module = (app, { database }) => {
  const db = database.db;
  const english = (locale: string) => !locale.startsWith('zh');
  const treeResponse = { 200: zEnvelope(z.array(ZDepart)) };

  app.get(
    '/sys/sysDepart/queryTreeList',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'The department tree', response: treeResponse },
    },
    async (request) => ok(buildTree(await allDeparts(db), english(request.locale))),
  );

  app.get(
    '/sys/sysDepart/queryIdTree',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'The department tree as key/value/title (for pickers)',
        response: treeResponse,
      },
    },
    async (request) => ok(buildTree(await allDeparts(db), english(request.locale))),
  );

  app.get(
    '/sys/sysDepart/listAll',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Every department, flat', response: treeResponse },
    },
    async (request) => ok((await allDeparts(db)).map((r) => present(r, english(request.locale)))),
  );

  app.get(
    '/sys/sysDepart/searchBy',
    {
      config: { access: { permission: ['depart:query', 'depart:get'] } },
      schema: {
        tags,
        summary: 'Departments whose name (either language) or organisation code contains a keyword',
        querystring: z.object({ keyWord: z.string().max(100).default(''), _t: z.coerce.number().optional() }),
        response: treeResponse,
      },
    },
    async (request) => {
      const k = request.query.keyWord;
      const rows = await db
        .select()
        .from(sysDepart)
        .where(
          and(
            eq(sysDepart.delFlag, false),
            k
              ? or(
                  ilike(sysDepart.departName, k),
                  ilike(sysDepart.departNameEn, k),
                  ilike(sysDepart.orgCode, k),
                )
              : undefined,
          ),
        )
        .orderBy(asc(sysDepart.orgCode));
      return ok(rows.map((r) => present(r, english(request.locale))));
    },
  );

  app.get(
    '/sys/sysDepart/queryById',
    {
      config: { access: { permission: ['depart:get', 'depart:query'] } },
      schema: {
        tags,
        summary: 'One department',
        querystring: ZIdQuery,
        response: { 200: zEnvelope(ZDepart) },
      },
    },
    async (request) => ok(present(await findDepart(db, request.query.id), english(request.locale))),
  );

  app.get(
    '/sys/sysDepart/queryParentName',
    {
      config: { access: { permission: ['depart:get', 'depart:query'] } },
      schema: {
        tags,
        summary: 'Name of a department’s parent',
        querystring: z.object({ departId: z.string().min(1).max(64), _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.string().nullable()) },
      },
    },
    async (request) => {
      const row = await findDepart(db, request.query.departId);
      if (!row.parentId) return ok(null);
      const parent = await findDepart(db, row.parentId);
      return ok(english(request.locale) ? parent.departNameEn || parent.departName : parent.departName);
    },
  );

  app.post(
    '/sys/sysDepart/add',
    {
      config: { access: { permission: 'depart:add' }, audit: 'add department' },
      schema: {
        tags,
        summary: 'Add a department (its organisation code is generated)',
        body: ZDepartInput,
        response: { 200: zEnvelope(ZDepart) },
      },
    },
    async (request) => {
      const row = await inTransaction(db, async (tx) => {
        const parent = request.body.parentId ? await findDepart(tx, request.body.parentId) : null;
        const [created] = await tx
          .insert(sysDepart)
          .values({
            ...request.body,
            parentId: parent?.id ?? null,
            orgCode: await nextOrgCode(tx, parent),
            createBy: request.auth?.user.username,
          })
          .returning();
        await markTablesStale(tx);
        return created;
      });
      return ok(present(row, english(request.locale)), said(request, 'system.saved'));
    },
  );

  app.put(
    '/sys/sysDepart/edit',
    {
      config: { access: { permission: 'depart:edit' }, audit: 'edit department' },
      schema: {
        tags,
        summary: 'Edit a department (its place in the tree and code stay)',
        body: ZDepartInput.omit({ parentId: true }).extend({ id: z.string().min(1).max(64) }),
        response: { 200: zEnvelope(ZDepart) },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      await findDepart(db, id);
      // Disciplines and their FTE feed the AACSB tables.
      const [row] = await inTransaction(db, async (tx) => {
        await markTablesStale(tx);
        return tx
          .update(sysDepart)
          .set({ ...input, updateBy: request.auth?.user.username, updateTime: new Date() })
          .where(eq(sysDepart.id, id))
          .returning();
      });
      return ok(present(row, english(request.locale)), said(request, 'system.saved'));
    },
  );

  app.delete(
    '/sys/sysDepart/delete',
    {
      config: { access: { permission: 'depart:delete' }, audit: 'delete department' },
      schema: {
        tags,
        summary: 'Delete an empty department',
        querystring: ZIdQuery,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const row = await findDepart(db, request.query.id);
      const [child] = await db
        .select({ id: sysDepart.id })
        .from(sysDepart)
        .where(and(eq(sysDepart.parentId, row.id), eq(sysDepart.delFlag, false)))
        .limit(1);
      const [member] = await db
        .select({ id: sysUser.id })
        .from(sysUser)
        .where(and(eq(sysUser.departId, row.id), eq(sysUser.delFlag, false)))
        .limit(1);
      // People and sub-units must move first: a deleted unit would silently drop them from every report.
      if (child || member) throw new AppError(400, 'system.depart.notEmpty');
      await inTransaction(db, async (tx) => {
        await tx.update(sysDepart).set({ delFlag: true }).where(eq(sysDepart.id, row.id));
        await markTablesStale(tx);
      });
      return ok(null, said(request, 'system.deleted'));
    },
  );

  app.put(
    '/sys/sysDepart/updateDepartFte',
    {
      config: { access: { permission: 'depart:edit' }, audit: 'update department FTE' },
      schema: {
        tags,
        summary: 'Set the FTE of one or more departments',
        body: z.object({
          list: z
            .array(
              z.object({
                id: z.string().min(1).max(64),
                fte: z.coerce.number().min(0).max(100_000).nullable(),
              }),
            )
            .min(1)
            .max(1000),
        }),
        response: { 200: zEnvelope(z.number()) },
      },
    },
    async (request) => {
      const changed = await inTransaction(db, async (tx) => {
        let n = 0;
        for (const item of request.body.list) {
          const rows = await tx
            .update(sysDepart)
            .set({ fte: item.fte, updateBy: request.auth?.user.username, updateTime: new Date() })
            .where(and(eq(sysDepart.id, item.id), eq(sysDepart.delFlag, false)))
            .returning({ id: sysDepart.id });
          n += rows.length;
        }
        await markTablesStale(tx);
        return n;
      });
      if (!changed) throw notFound();
      return ok(changed, said(request, 'system.saved'));
    },
  );
};
