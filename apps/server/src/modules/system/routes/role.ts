import { ROLE_CODES, zEnvelope, zPage } from '@accredit/shared';
import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Module } from '../../../core/app-types.ts';
import { type Executor, inTransaction } from '../../../core/db.ts';
import { ok } from '../../../core/envelope.ts';
import { AppError, conflict, notFound } from '../../../core/errors.ts';
import { newId } from '../../../core/ids.ts';
import { sessionsChanged } from '../../auth/sessions.ts';
import { fetchPage, ilike, orderOf, pageOf, said, ZIdQuery, ZPaging } from '../http.ts';
import { permissionsChanged } from '../permission-cache.ts';
import { sysPermissionDataRule, sysRole, sysRolePermission } from '../schema.ts';
import { ruleColumns } from './data-rule.ts';
import { checkboxTree, ZCheckboxTree } from './permission.ts';

/** /sys/role: the seven built-in roles (codes 1-7, never deleted or renumbered) and any added. */
const tags = ['system: roles'];

const ZRoleInput = z.object({
  roleCode: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z0-9_-]+$/, 'errors.field.invalid'),
  roleName: z.string().trim().min(1).max(100),
  roleNameEn: z.string().trim().max(100).default(''),
  roleNameTw: z.string().trim().max(100).default(''),
  roleNamePt: z.string().trim().max(100).default(''),
  description: z.string().max(500).nullish(),
});

const ZRole = z.object({
  id: z.string(),
  roleCode: z.string(),
  roleName: z.string(),
  roleNameEn: z.string(),
  roleNameTw: z.string(),
  roleNamePt: z.string(),
  description: z.string().nullable(),
  createTime: z.string(),
});

const columns = {
  id: sysRole.id,
  roleCode: sysRole.roleCode,
  roleName: sysRole.roleName,
  roleNameEn: sysRole.roleNameEn,
  roleNameTw: sysRole.roleNameTw,
  roleNamePt: sysRole.roleNamePt,
  description: sysRole.description,
  createTime: sysRole.createTime,
};
type RoleRow = { createTime: Date } & Omit<z.infer<typeof ZRole>, 'createTime'>;
const present = (r: RoleRow) => ({ ...r, createTime: r.createTime.toISOString() });

const isBuiltIn = (code: string) => (ROLE_CODES as readonly string[]).includes(code);

async function codeTaken(db: Executor, roleCode: string, exceptId?: string) {
  const where = exceptId
    ? and(eq(sysRole.roleCode, roleCode), ne(sysRole.id, exceptId))
    : eq(sysRole.roleCode, roleCode);
  const [row] = await db.select({ id: sysRole.id }).from(sysRole).where(where).limit(1);
  return Boolean(row);
}

async function findRole(db: Executor, id: string) {
  const [row] = await db.select(columns).from(sysRole).where(eq(sysRole.id, id));
  if (!row) throw notFound();
  return row;
}

export const roleRoutes: Module = (app, { database }) => {
  const db = database.db;

  app.get(
    '/sys/role/list',
    {
      config: { access: { permission: 'role:query' } },
      schema: {
        tags,
        summary: 'Roles, paged',
        querystring: ZPaging.extend({
          roleName: z.string().max(100).optional(),
          roleCode: z.string().max(50).optional(),
        }),
        response: { 200: zEnvelope(zPage(ZRole)) },
      },
    },
    async (request) => {
      const q = request.query;
      const where: SQL[] = [];
      if (q.roleName) where.push(ilike(sysRole.roleName, q.roleName));
      if (q.roleCode) where.push(ilike(sysRole.roleCode, q.roleCode));
      const order = orderOf(
        { roleCode: sysRole.roleCode, roleName: sysRole.roleName, createTime: sysRole.createTime },
        q.column,
        q.order,
        asc(sysRole.roleCode),
      );
      const { rows, ...counted } = await fetchPage(
        db,
        db
          .select(columns)
          .from(sysRole)
          .where(and(...where))
          .orderBy(order),
        sysRole,
        and(...where),
        q,
      );
      return ok(pageOf(rows.map(present), counted, q));
    },
  );

  app.get(
    '/sys/role/queryall',
    {
      config: {
        access: {
          permission: ['role:query', 'user:add', 'user:edit', 'announcement:add', 'announcement:edit'],
        },
      },
      schema: { tags, summary: 'Every role (for pickers)', response: { 200: zEnvelope(z.array(ZRole)) } },
    },
    async () => ok((await db.select(columns).from(sysRole).orderBy(asc(sysRole.roleCode))).map(present)),
  );

  app.get(
    '/sys/role/queryById',
    {
      config: { access: { permission: ['role:get', 'role:query'] } },
      schema: { tags, summary: 'One role', querystring: ZIdQuery, response: { 200: zEnvelope(ZRole) } },
    },
    async (request) => ok(present(await findRole(db, request.query.id))),
  );

  app.get(
    '/sys/role/checkRoleCode',
    {
      config: { access: { permission: ['role:add', 'role:edit'] } },
      schema: {
        tags,
        summary: 'Is this role code free? (409 when taken)',
        querystring: z.object({
          roleCode: z.string().min(1).max(50),
          id: z.string().max(64).optional(),
          _t: z.coerce.number().optional(),
        }),
        response: { 200: zEnvelope(z.boolean()) },
      },
    },
    async (request) => {
      if (await codeTaken(db, request.query.roleCode, request.query.id))
        throw conflict('system.role.codeExists');
      return ok(true);
    },
  );

  app.get(
    '/sys/role/queryTreeList',
    {
      config: { access: { permission: ['role:edit', 'role:query'] } },
      schema: {
        tags,
        summary: 'Permission checkbox tree for the role-permission screen',
        response: { 200: zEnvelope(ZCheckboxTree) },
      },
    },
    async (request) => ok(await checkboxTree(db, request.locale !== 'zh-CN' && request.locale !== 'zh-TW')),
  );

  app.post(
    '/sys/role/add',
    {
      config: { access: { permission: 'role:add' }, audit: 'add role' },
      schema: { tags, summary: 'Add a role', body: ZRoleInput, response: { 200: zEnvelope(ZRole) } },
    },
    async (request) => {
      if (await codeTaken(db, request.body.roleCode)) throw conflict('system.role.codeExists');
      const [row] = await db
        .insert(sysRole)
        .values({ ...request.body, createBy: request.auth?.user.username })
        .returning(columns);
      return ok(present(row), said(request, 'system.saved'));
    },
  );

  app.put(
    '/sys/role/edit',
    {
      config: { access: { permission: 'role:edit' }, audit: 'edit role' },
      schema: {
        tags,
        summary: 'Edit a role',
        body: ZRoleInput.extend({ id: z.string().min(1).max(64) }),
        response: { 200: zEnvelope(ZRole) },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      const current = await findRole(db, id);
      // Codes 1-7 carry meaning across the product (spec 000 section 3): they are never renumbered.
      if (isBuiltIn(current.roleCode) && input.roleCode !== current.roleCode)
        throw new AppError(400, 'system.role.builtIn');
      if (await codeTaken(db, input.roleCode, id)) throw conflict('system.role.codeExists');
      const [row] = await db
        .update(sysRole)
        .set({ ...input, updateBy: request.auth?.user.username, updateTime: new Date() })
        .where(eq(sysRole.id, id))
        .returning(columns);
      await sessionsChanged(db);
      return ok(present(row), said(request, 'system.saved'));
    },
  );

  app.delete(
    '/sys/role/delete',
    {
      config: { access: { permission: 'role:delete' }, audit: 'delete role' },
      schema: {
        tags,
        summary: 'Delete an added role (built-in roles stay)',
        querystring: ZIdQuery,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const role = await findRole(db, request.query.id);
      if (isBuiltIn(role.roleCode)) throw new AppError(400, 'system.role.builtIn');
      await db.delete(sysRole).where(eq(sysRole.id, role.id));
      await permissionsChanged(db);
      await sessionsChanged(db);
      return ok(null, said(request, 'system.deleted'));
    },
  );

  app.post(
    '/sys/role/copyRole',
    {
      config: { access: { permission: 'role:add' }, audit: 'copy role' },
      schema: {
        tags,
        summary: 'Copy a role with its permissions and data rules',
        body: ZRoleInput.extend({ id: z.string().min(1).max(64) }),
        response: { 200: zEnvelope(ZRole) },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      await findRole(db, id);
      if (await codeTaken(db, input.roleCode)) throw conflict('system.role.codeExists');
      const row = await inTransaction(db, async (tx) => {
        const newRoleId = newId();
        const [created] = await tx
          .insert(sysRole)
          .values({ ...input, id: newRoleId, createBy: request.auth?.user.username })
          .returning(columns);
        const grants = await tx.select().from(sysRolePermission).where(eq(sysRolePermission.roleId, id));
        if (grants.length)
          await tx.insert(sysRolePermission).values(grants.map((g) => ({ ...g, roleId: newRoleId })));
        return created;
      });
      return ok(present(row), said(request, 'system.saved'));
    },
  );

  app.get(
    '/sys/role/datarule/:permissionId/:roleId',
    {
      config: { access: { permission: 'role:edit' } },
      schema: {
        tags,
        summary: 'Data rules of a permission, and which of them the role uses',
        params: z.object({ permissionId: z.string().min(1).max(64), roleId: z.string().min(1).max(64) }),
        response: { 200: zEnvelope(z.object({ datarule: z.array(z.unknown()), drChecked: z.string() })) },
      },
    },
    async (request) => {
      const { permissionId, roleId } = request.params;
      const datarule = await db
        .select(ruleColumns)
        .from(sysPermissionDataRule)
        .where(eq(sysPermissionDataRule.permissionId, permissionId));
      const [grant] = await db
        .select({ ids: sysRolePermission.dataRuleIds })
        .from(sysRolePermission)
        .where(and(eq(sysRolePermission.roleId, roleId), eq(sysRolePermission.permissionId, permissionId)));
      return ok({ datarule, drChecked: grant?.ids ?? '' });
    },
  );

  app.post(
    '/sys/role/datarule',
    {
      config: { access: { permission: 'role:edit' }, audit: 'choose data rules of a role' },
      schema: {
        tags,
        summary: 'Choose the data rules a role uses on one permission',
        body: z.object({
          permissionId: z.string().min(1).max(64),
          roleId: z.string().min(1).max(64),
          dataRuleIds: z.string().max(5000).default(''),
        }),
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const { permissionId, roleId, dataRuleIds } = request.body;
      const ids = [
        ...new Set(
          dataRuleIds
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ];
      if (ids.length) {
        const own = await db
          .select({ id: sysPermissionDataRule.id })
          .from(sysPermissionDataRule)
          .where(
            and(eq(sysPermissionDataRule.permissionId, permissionId), inArray(sysPermissionDataRule.id, ids)),
          );
        if (own.length !== ids.length) throw new AppError(400, 'errors.badRequest');
      }
      const [row] = await db
        .update(sysRolePermission)
        .set({ dataRuleIds: ids.length ? ids.join(',') : null })
        .where(and(eq(sysRolePermission.roleId, roleId), eq(sysRolePermission.permissionId, permissionId)))
        .returning({ roleId: sysRolePermission.roleId });
      // A rule only narrows a permission the role holds.
      if (!row) throw new AppError(400, 'system.role.permissionNotHeld');
      await permissionsChanged(db);
      return ok(null, said(request, 'system.saved'));
    },
  );
};
