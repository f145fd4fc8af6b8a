import { zEnvelope } from '@accredit/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Module } from '../../../core/app-types.ts';
import { type Db, inTransaction } from '../../../core/db.ts';
import { ok } from '../../../core/envelope.ts';
import { badRequest, notFound } from '../../../core/errors.ts';
import { newId } from '../../../core/ids.ts';
import { ilike, said, signedIn, ZIdQuery } from '../http.ts';
import { permissionsChanged } from '../permission-cache.ts';
import { sysPermission, sysPermissionDataRule, sysRolePermission } from '../schema.ts';
import { permissionAnswer, rolesOfUser, switchRole } from '../user-permission.ts';

/**
 * /sys/permission: the caller's permission answer, the menu and button tree, role permissions
 * (saved as a difference) and data rules.
 */
const tags = ['system: permissions'];

const ZPermissionInput = z.object({
  parentId: z.string().max(64).nullish(),
  name: z.string().trim().min(1).max(100),
  nameEn: z.string().trim().max(100).default(''),
  nameTw: z.string().trim().max(100).default(''),
  namePt: z.string().trim().max(100).default(''),
  url: z.string().max(300).nullish(),
  component: z.string().max(300).nullish(),
  componentName: z.string().max(100).nullish(),
  redirect: z.string().max(300).nullish(),
  menuType: z.coerce.number().int().min(0).max(2),
  perms: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_:*,.-]*$/, 'errors.field.invalid')
    .nullish(),
  permsType: z.enum(['1', '2']).default('1'),
  sortNo: z.coerce.number().min(0).max(100_000).default(0),
  icon: z.string().max(100).nullish(),
  route: z.boolean().default(true),
  keepAlive: z.boolean().default(false),
  hidden: z.boolean().default(false),
  alwaysShow: z.boolean().default(false),
  status: z.enum(['0', '1']).default('1'),
});

const ZPermission = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  nameEn: z.string(),
  nameTw: z.string(),
  namePt: z.string(),
  url: z.string().nullable(),
  component: z.string().nullable(),
  componentName: z.string().nullable(),
  redirect: z.string().nullable(),
  menuType: z.number(),
  perms: z.string().nullable(),
  permsType: z.string(),
  sortNo: z.number(),
  icon: z.string().nullable(),
  route: z.boolean(),
  leaf: z.boolean(),
  keepAlive: z.boolean(),
  hidden: z.boolean(),
  status: z.string(),
  children: z.array(z.unknown()).optional(),
});
type PermissionDto = z.infer<typeof ZPermission>;

type Row = typeof sysPermission.$inferSelect;
function present(row: Row): PermissionDto {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    nameEn: row.nameEn,
    nameTw: row.nameTw,
    namePt: row.namePt,
    url: row.url,
    component: row.component,
    componentName: row.componentName,
    redirect: row.redirect,
    menuType: row.menuType,
    perms: row.perms,
    permsType: row.permsType,
    sortNo: row.sortNo,
    icon: row.icon,
    route: row.isRoute,
    leaf: row.isLeaf,
    keepAlive: row.keepAlive,
    hidden: row.hidden,
    status: row.status,
  };
}

function rowValues(input: z.infer<typeof ZPermissionInput>) {
  const { route, ...rest } = input;
  return { ...rest, parentId: rest.parentId || null, isRoute: route };
}

async function allRows(db: Db) {
  return db
    .select()
    .from(sysPermission)
    .where(eq(sysPermission.delFlag, false))
    .orderBy(asc(sysPermission.sortNo));
}

function tree(rows: Row[]): PermissionDto[] {
  const nodes = new Map(rows.map((r) => [r.id, present(r)]));
  const roots: PermissionDto[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as PermissionDto;
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    if (parent) parent.children = [...(parent.children ?? []), node];
    else roots.push(node);
  }
  return roots;
}

export interface TreeOption {
  key: string;
  value: string;
  title: string;
  slotTitle: string;
  ruleFlag: boolean;
  isLeaf: boolean;
  children?: TreeOption[];
}

/** The checkbox tree of the role-permission screen: {treeList, ids}. */
export async function checkboxTree(db: Db, english: boolean) {
  const rows = await allRows(db);
  const ruled = new Set(
    (await db.select({ id: sysPermissionDataRule.permissionId }).from(sysPermissionDataRule)).map(
      (r) => r.id,
    ),
  );
  const nodes = new Map<string, TreeOption>();
  for (const r of rows) {
    const title = english ? r.nameEn || r.name : r.name;
    nodes.set(r.id, {
      key: r.id,
      value: r.id,
      title,
      slotTitle: title,
      ruleFlag: ruled.has(r.id),
      isLeaf: true,
    });
  }
  const treeList: TreeOption[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id) as TreeOption;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    if (parent) {
      parent.isLeaf = false;
      parent.children = [...(parent.children ?? []), node];
    } else treeList.push(node);
  }
  return { treeList, ids: rows.map((r) => r.id) };
}

export const ZCheckboxTree = z.object({ treeList: z.array(z.unknown()), ids: z.array(z.string()) });

export const permissionRoutes: Module = (app, { database }) => {
  const db = database.db;

  app.get(
    '/sys/permission/getUserPermissionByToken',
    {
      config: { access: 'authenticated' },
      schema: {
        tags,
        summary: 'Menu, roles and button permissions of the current role (optionally switching role)',
        querystring: z.object({ roleId: z.string().max(64).optional(), _t: z.coerce.number().optional() }),
        response: {
          200: zEnvelope(
            z.object({
              menu: z.array(z.unknown()),
              roles: z.array(z.unknown()),
              currentRoleId: z.string().nullable(),
              auth: z.array(z.unknown()),
              allAuth: z.array(z.unknown()),
            }),
          ),
        },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const roles = await rolesOfUser(db, auth.user.id);
      let currentRoleId = auth.roleId;
      if (request.query.roleId) {
        await switchRole(db, auth, roles, request.query.roleId);
        currentRoleId = request.query.roleId;
      }
      if (currentRoleId && !roles.some((r) => r.id === currentRoleId)) currentRoleId = null;
      const answer = await permissionAnswer(db, currentRoleId, request.locale);
      return ok({ ...answer, roles, currentRoleId });
    },
  );

  app.get(
    '/sys/permission/list',
    {
      config: { access: { permission: 'permission:query' } },
      schema: {
        tags,
        summary: 'The whole menu and button tree',
        querystring: z.object({ name: z.string().max(100).optional(), _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.array(ZPermission)) },
      },
    },
    async (request) => {
      if (request.query.name) {
        const rows = await db
          .select()
          .from(sysPermission)
          .where(and(eq(sysPermission.delFlag, false), ilike(sysPermission.name, request.query.name)))
          .orderBy(asc(sysPermission.sortNo));
        return ok(rows.map(present));
      }
      return ok(tree(await allRows(db)));
    },
  );

  app.get(
    '/sys/permission/queryTreeList',
    {
      config: { access: { permission: ['permission:query', 'role:edit'] } },
      schema: {
        tags,
        summary: 'Checkbox tree of all permissions',
        response: { 200: zEnvelope(ZCheckboxTree) },
      },
    },
    async (request) => ok(await checkboxTree(db, request.locale !== 'zh-CN' && request.locale !== 'zh-TW')),
  );

  app.get(
    '/sys/permission/queryListAsync',
    {
      config: { access: { permission: 'permission:query' } },
      schema: {
        tags,
        summary: 'Children of one menu (lazy tree)',
        querystring: z.object({ pid: z.string().max(64).optional(), _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.array(ZPermission)) },
      },
    },
    async (request) => {
      const pid = request.query.pid;
      const rows = await db
        .select()
        .from(sysPermission)
        .where(
          and(
            eq(sysPermission.delFlag, false),
            pid ? eq(sysPermission.parentId, pid) : isNull(sysPermission.parentId),
          ),
        )
        .orderBy(asc(sysPermission.sortNo));
      return ok(rows.map(present));
    },
  );

  app.get(
    '/sys/permission/loadAllRoleIds',
    {
      config: { access: { permission: ['permission:query', 'role:edit'] } },
      schema: {
        tags,
        summary: 'Ids of every permission (for "select all")',
        response: { 200: zEnvelope(z.array(z.string())) },
      },
    },
    async () => ok((await allRows(db)).map((r) => r.id)),
  );

  app.get(
    '/sys/permission/queryRolePermission',
    {
      config: { access: { permission: ['role:edit', 'role:query'] } },
      schema: {
        tags,
        summary: 'Permission ids a role holds',
        querystring: z.object({ roleId: z.string().min(1).max(64), _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.array(z.string())) },
      },
    },
    async (request) => {
      const rows = await db
        .select({ id: sysRolePermission.permissionId })
        .from(sysRolePermission)
        .where(eq(sysRolePermission.roleId, request.query.roleId));
      return ok(rows.map((r) => r.id));
    },
  );

  app.post(
    '/sys/permission/saveRolePermission',
    {
      config: { access: { permission: 'role:edit' }, audit: 'save role permissions' },
      schema: {
        tags,
        summary: 'Save a role’s permissions (only the difference is written)',
        body: z.object({
          roleId: z.string().min(1).max(64),
          permissionIds: z.string().max(100_000),
          lastpermissionIds: z.string().max(100_000).optional(),
        }),
        response: { 200: zEnvelope(z.object({ added: z.number(), removed: z.number() })) },
      },
    },
    async (request) => {
      const { roleId } = request.body;
      const wanted = new Set(
        request.body.permissionIds
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
      const result = await inTransaction(db, async (tx) => {
        const known = new Set(
          wanted.size
            ? (
                await tx
                  .select({ id: sysPermission.id })
                  .from(sysPermission)
                  .where(inArray(sysPermission.id, [...wanted]))
              ).map((r) => r.id)
            : [],
        );
        const current = new Set(
          (
            await tx
              .select({ id: sysRolePermission.permissionId })
              .from(sysRolePermission)
              .where(eq(sysRolePermission.roleId, roleId))
          ).map((r) => r.id),
        );
        // Difference against what is stored (not what the client says it had), so unchanged rows keep their data rules.
        const add = [...known].filter((id) => !current.has(id));
        const remove = [...current].filter((id) => !wanted.has(id));
        if (add.length)
          await tx.insert(sysRolePermission).values(add.map((permissionId) => ({ roleId, permissionId })));
        if (remove.length)
          await tx
            .delete(sysRolePermission)
            .where(
              and(eq(sysRolePermission.roleId, roleId), inArray(sysRolePermission.permissionId, remove)),
            );
        return { added: add.length, removed: remove.length };
      });
      await permissionsChanged(db);
      return ok(result, said(request, 'system.saved'));
    },
  );

  app.post(
    '/sys/permission/add',
    {
      config: { access: { permission: 'permission:add' }, audit: 'add menu or permission' },
      schema: {
        tags,
        summary: 'Add a menu or button',
        body: ZPermissionInput,
        response: { 200: zEnvelope(ZPermission) },
      },
    },
    async (request) => {
      const id = newId();
      const [row] = await inTransaction(db, async (tx) => {
        if (request.body.parentId) {
          await tx
            .update(sysPermission)
            .set({ isLeaf: false })
            .where(eq(sysPermission.id, request.body.parentId));
        }
        return tx
          .insert(sysPermission)
          .values({ ...rowValues(request.body), id, createBy: request.auth?.user.username })
          .returning();
      });
      await permissionsChanged(db);
      return ok(present(row));
    },
  );

  app.put(
    '/sys/permission/edit',
    {
      config: { access: { permission: 'permission:edit' }, audit: 'edit menu or permission' },
      schema: {
        tags,
        summary: 'Edit a menu or button',
        body: ZPermissionInput.extend({ id: z.string().min(1).max(64) }),
        response: { 200: zEnvelope(ZPermission) },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      if (input.parentId === id) throw badRequest();
      const [row] = await db
        .update(sysPermission)
        .set({ ...rowValues(input), updateBy: request.auth?.user.username, updateTime: new Date() })
        .where(and(eq(sysPermission.id, id), eq(sysPermission.delFlag, false)))
        .returning();
      if (!row) throw notFound();
      await permissionsChanged(db);
      return ok(present(row));
    },
  );

  app.delete(
    '/sys/permission/delete',
    {
      config: { access: { permission: 'permission:delete' }, audit: 'delete menu or permission' },
      schema: {
        tags,
        summary: 'Delete a menu or button with everything under it',
        querystring: ZIdQuery,
        response: { 200: zEnvelope(z.number()) },
      },
    },
    async (request) => {
      const rows = await allRows(db);
      const doomed = new Set([request.query.id]);
      let grew = true;
      while (grew) {
        grew = false;
        for (const r of rows)
          if (r.parentId && doomed.has(r.parentId) && !doomed.has(r.id)) {
            doomed.add(r.id);
            grew = true;
          }
      }
      if (!rows.some((r) => r.id === request.query.id)) throw notFound();
      await inTransaction(db, async (tx) => {
        await tx
          .update(sysPermission)
          .set({ delFlag: true })
          .where(inArray(sysPermission.id, [...doomed]));
        await tx.delete(sysRolePermission).where(inArray(sysRolePermission.permissionId, [...doomed]));
      });
      await permissionsChanged(db);
      return ok(doomed.size, said(request, 'system.deleted'));
    },
  );
};
