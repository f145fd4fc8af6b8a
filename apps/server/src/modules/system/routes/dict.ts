import { zEnvelope, zPage } from '@accredit/shared';
import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Module } from '../../../core/app-types.ts';
import type { Executor } from '../../../core/db.ts';
import { ok } from '../../../core/envelope.ts';
import { conflict, notFound } from '../../../core/errors.ts';
import { dictItems, dictionariesChanged, labelled, liveDictionaries } from '../dict-cache.ts';
import { fetchPage, ilike, localName, orderOf, pageOf, said, ZIdQuery, ZPaging } from '../http.ts';
import { sysCategory, sysDict, sysDictItem } from '../schema.ts';

/** /sys/dict and /sys/dictItem: dictionaries, their items, the cached item lookup and category trees. */
const tags = ['system: dictionaries'];

const ZDictInput = z.object({
  dictCode: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'errors.field.invalid'),
  dictName: z.string().trim().min(1).max(100),
  dictNameEn: z.string().trim().max(100).default(''),
  description: z.string().max(500).nullish(),
});
const ZDict = ZDictInput.extend({
  id: z.string(),
  description: z.string().nullable(),
  createTime: z.string(),
});

const ZItemInput = z.object({
  dictId: z.string().min(1).max(64),
  itemValue: z.string().trim().min(1).max(100),
  itemText: z.string().trim().min(1).max(200),
  itemTextEn: z.string().trim().max(200).default(''),
  itemTextTw: z.string().trim().max(200).default(''),
  itemTextPt: z.string().trim().max(200).default(''),
  description: z.string().max(500).nullish(),
  sortOrder: z.coerce.number().int().min(0).max(100_000).default(0),
  status: z.coerce.number().int().min(0).max(1).default(1),
});
const ZItem = ZItemInput.extend({ id: z.string(), description: z.string().nullable() });

const dictColumns = {
  id: sysDict.id,
  dictCode: sysDict.dictCode,
  dictName: sysDict.dictName,
  dictNameEn: sysDict.dictNameEn,
  description: sysDict.description,
  createTime: sysDict.createTime,
};
const itemColumns = {
  id: sysDictItem.id,
  dictId: sysDictItem.dictId,
  itemValue: sysDictItem.itemValue,
  itemText: sysDictItem.itemText,
  itemTextEn: sysDictItem.itemTextEn,
  itemTextTw: sysDictItem.itemTextTw,
  itemTextPt: sysDictItem.itemTextPt,
  description: sysDictItem.description,
  sortOrder: sysDictItem.sortOrder,
  status: sysDictItem.status,
};
const presentDict = (r: { createTime: Date } & Omit<z.infer<typeof ZDict>, 'createTime'>) => ({
  ...r,
  createTime: r.createTime.toISOString(),
});

async function assertCodeFree(db: Executor, code: string, exceptId?: string) {
  const [row] = await db
    .select({ id: sysDict.id })
    .from(sysDict)
    .where(and(eq(sysDict.dictCode, code), exceptId ? ne(sysDict.id, exceptId) : undefined));
  if (row) throw conflict('system.dict.codeExists');
}

async function assertValueFree(db: Executor, dictId: string, value: string, exceptId?: string) {
  const [row] = await db
    .select({ id: sysDictItem.id })
    .from(sysDictItem)
    .where(
      and(
        eq(sysDictItem.dictId, dictId),
        eq(sysDictItem.itemValue, value),
        exceptId ? ne(sysDictItem.id, exceptId) : undefined,
      ),
    );
  if (row) throw conflict('system.dict.valueExists');
}

const ZCategoryNode = z.looseObject({
  key: z.string(),
  value: z.string(),
  code: z.string(),
  title: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  children: z.array(z.unknown()).optional(),
});

type CategoryDto = {
  key: string;
  value: string;
  code: string;
  title: string;
  name: string;
  nameEn: string;
  children?: CategoryDto[];
};

export const dictRoutes: Module = (app, { database }) => {
  const db = database.db;

  app.get(
    '/sys/dict/getDictItems/:code',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Enabled items of a dictionary, with the label in the caller’s language (cached)',
        params: z.object({ code: z.string().min(1).max(100) }),
        response: {
          200: zEnvelope(
            z.array(
              z.object({
                value: z.string(),
                text: z.string(),
                textEn: z.string(),
                label: z.string(),
                title: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => ok(labelled(await dictItems(db, request.params.code), request.locale)),
  );

  app.get(
    '/sys/dict/queryAllDictItems',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary:
          'Every dictionary’s items in every language (disabled ones flagged), for the web app’s lookups',
        querystring: z.object({ _t: z.coerce.number().optional() }),
        response: {
          200: zEnvelope(
            z.record(
              z.string(),
              z.array(
                z.object({
                  value: z.string(),
                  label: z.record(z.string(), z.string()),
                  disabled: z.boolean().optional(),
                }),
              ),
            ),
          ),
        },
      },
    },
    async () => ok(await liveDictionaries(db)),
  );

  app.get(
    '/sys/category/tree',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'A category tree (e.g. accreditationCategory)',
        querystring: z.object({ code: z.string().min(1).max(100), _t: z.coerce.number().optional() }),
        // Nodes nest to any depth; the schema names the first level's fields (deeper nodes have the same).
        response: { 200: zEnvelope(z.array(ZCategoryNode)) },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(sysCategory)
        .where(eq(sysCategory.treeCode, request.query.code))
        .orderBy(asc(sysCategory.sortOrder));
      const nodes = new Map<string, CategoryDto>();
      for (const r of rows) {
        const title = localName(request.locale, { zh: r.name, en: r.nameEn, tw: r.nameTw, pt: r.namePt });
        nodes.set(r.id, { key: r.id, value: r.code, code: r.code, title, name: r.name, nameEn: r.nameEn });
      }
      const roots: CategoryDto[] = [];
      for (const r of rows) {
        const node = nodes.get(r.id) as CategoryDto;
        const parent = r.parentId ? nodes.get(r.parentId) : undefined;
        if (parent) parent.children = [...(parent.children ?? []), node];
        else roots.push(node);
      }
      return ok(roots);
    },
  );

  app.get(
    '/sys/dict/list',
    {
      config: { access: { permission: 'dict:query' } },
      schema: {
        tags,
        summary: 'Dictionaries, paged',
        querystring: ZPaging.extend({
          dictName: z.string().max(100).optional(),
          dictCode: z.string().max(100).optional(),
        }),
        response: { 200: zEnvelope(zPage(ZDict)) },
      },
    },
    async (request) => {
      const q = request.query;
      const where: SQL[] = [eq(sysDict.delFlag, false)];
      if (q.dictName) where.push(ilike(sysDict.dictName, q.dictName));
      if (q.dictCode) where.push(ilike(sysDict.dictCode, q.dictCode));
      const order = orderOf(
        { dictCode: sysDict.dictCode, dictName: sysDict.dictName, createTime: sysDict.createTime },
        q.column,
        q.order,
        desc(sysDict.createTime),
      );
      const { rows, ...counted } = await fetchPage(
        db,
        db
          .select(dictColumns)
          .from(sysDict)
          .where(and(...where))
          .orderBy(order),
        sysDict,
        and(...where),
        q,
      );
      return ok(pageOf(rows.map(presentDict), counted, q));
    },
  );

  app.get(
    '/sys/dict/queryById',
    {
      config: { access: { permission: ['dict:get', 'dict:query'] } },
      schema: { tags, summary: 'One dictionary', querystring: ZIdQuery, response: { 200: zEnvelope(ZDict) } },
    },
    async (request) => {
      const [row] = await db
        .select(dictColumns)
        .from(sysDict)
        .where(and(eq(sysDict.id, request.query.id), eq(sysDict.delFlag, false)));
      if (!row) throw notFound();
      return ok(presentDict(row));
    },
  );

  app.post(
    '/sys/dict/add',
    {
      config: { access: { permission: 'dict:add' }, audit: 'add dictionary' },
      schema: { tags, summary: 'Add a dictionary', body: ZDictInput, response: { 200: zEnvelope(ZDict) } },
    },
    async (request) => {
      await assertCodeFree(db, request.body.dictCode);
      const [row] = await db
        .insert(sysDict)
        .values({ ...request.body, createBy: request.auth?.user.username })
        .returning(dictColumns);
      await dictionariesChanged(db);
      return ok(presentDict(row), said(request, 'system.saved'));
    },
  );

  app.put(
    '/sys/dict/edit',
    {
      config: { access: { permission: 'dict:edit' }, audit: 'edit dictionary' },
      schema: {
        tags,
        summary: 'Edit a dictionary',
        body: ZDictInput.extend({ id: z.string().min(1).max(64) }),
        response: { 200: zEnvelope(ZDict) },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      await assertCodeFree(db, input.dictCode, id);
      const [row] = await db
        .update(sysDict)
        .set({ ...input, updateBy: request.auth?.user.username, updateTime: new Date() })
        .where(and(eq(sysDict.id, id), eq(sysDict.delFlag, false)))
        .returning(dictColumns);
      if (!row) throw notFound();
      await dictionariesChanged(db);
      return ok(presentDict(row), said(request, 'system.saved'));
    },
  );

  app.delete(
    '/sys/dict/delete',
    {
      config: { access: { permission: 'dict:delete' }, audit: 'delete dictionary' },
      schema: {
        tags,
        summary: 'Delete a dictionary and its items',
        querystring: ZIdQuery,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const [row] = await db
        .delete(sysDict)
        .where(eq(sysDict.id, request.query.id))
        .returning({ id: sysDict.id });
      if (!row) throw notFound();
      await dictionariesChanged(db);
      return ok(null, said(request, 'system.deleted'));
    },
  );

  app.get(
    '/sys/dictItem/list',
    {
      config: { access: { permission: 'dict:query' } },
      schema: {
        tags,
        summary: 'Items of one dictionary, paged',
        querystring: ZPaging.extend({
          dictId: z.string().min(1).max(64),
          itemText: z.string().max(200).optional(),
          status: z.coerce.number().int().min(0).max(1).optional(),
        }),
        response: { 200: zEnvelope(zPage(ZItem)) },
      },
    },
    async (request) => {
      const q = request.query;
      const where: SQL[] = [eq(sysDictItem.dictId, q.dictId)];
      if (q.itemText) where.push(ilike(sysDictItem.itemText, q.itemText));
      if (q.status !== undefined) where.push(eq(sysDictItem.status, q.status));
      const order = orderOf(
        { sortOrder: sysDictItem.sortOrder, itemValue: sysDictItem.itemValue },
        q.column,
        q.order,
        asc(sysDictItem.sortOrder),
      );
      const { rows, ...counted } = await fetchPage(
        db,
        db
          .select(itemColumns)
          .from(sysDictItem)
          .where(and(...where))
          .orderBy(order),
        sysDictItem,
        and(...where),
        q,
      );
      return ok(pageOf(rows, counted, q));
    },
  );

  app.post(
    '/sys/dictItem/add',
    {
      config: { access: { permission: 'dict:add' }, audit: 'add dictionary item' },
      schema: {
        tags,
        summary: 'Add a dictionary item',
        body: ZItemInput,
        response: { 200: zEnvelope(ZItem) },
      },
    },
    async (request) => {
      const [dict] = await db
        .select({ id: sysDict.id })
        .from(sysDict)
        .where(eq(sysDict.id, request.body.dictId));
      if (!dict) throw notFound();
      await assertValueFree(db, request.body.dictId, request.body.itemValue);
      const [row] = await db
        .insert(sysDictItem)
        .values({ ...request.body, createBy: request.auth?.user.username })
        .returning(itemColumns);
      await dictionariesChanged(db);
      return ok(row, said(request, 'system.saved'));
    },
  );

  app.put(
    '/sys/dictItem/edit',
    {
      config: { access: { permission: 'dict:edit' }, audit: 'edit dictionary item' },
      schema: {
        tags,
        summary: 'Edit a dictionary item (status 0 disables it)',
        body: ZItemInput.omit({ dictId: true }).extend({ id: z.string().min(1).max(64) }),
        response: { 200: zEnvelope(ZItem) },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      const [current] = await db
        .select({ dictId: sysDictItem.dictId })
        .from(sysDictItem)
        .where(eq(sysDictItem.id, id));
      if (!current) throw notFound();
      await assertValueFree(db, current.dictId, input.itemValue, id);
      const [row] = await db
        .update(sysDictItem)
        .set({ ...input, updateBy: request.auth?.user.username, updateTime: new Date() })
        .where(eq(sysDictItem.id, id))
        .returning(itemColumns);
      await dictionariesChanged(db);
      return ok(row, said(request, 'system.saved'));
    },
  );

  app.delete(
    '/sys/dictItem/delete',
    {
      config: { access: { permission: 'dict:delete' }, audit: 'delete dictionary item' },
      schema: {
        tags,
        summary: 'Delete a dictionary item',
        querystring: ZIdQuery,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const [row] = await db
        .delete(sysDictItem)
        .where(eq(sysDictItem.id, request.query.id))
        .returning({ id: sysDictItem.id });
      if (!row) throw notFound();
      await dictionariesChanged(db);
      return ok(null, said(request, 'system.deleted'));
    },
  );
};
