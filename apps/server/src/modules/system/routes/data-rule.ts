import { RULE_CONDITIONS, zEnvelope } from '@accredit/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Module } from '../../../core/app-types.ts';
import { ok } from '../../../core/envelope.ts';
import { notFound } from '../../../core/errors.ts';
import { ilike, said, ZIdQuery } from '../http.ts';
import { permissionsChanged } from '../permission-cache.ts';
import { sysPermission, sysPermissionDataRule } from '../schema.ts';

/**
 * Data rules of a permission (name, column, condition, value, status). A rule narrows a role only
 * once the role-permission screen chooses it (/sys/role/datarule); values are bound as parameters.
 */
const tags = ['system: permissions'];

const ZRuleInput = z.object({
  permissionId: z.string().min(1).max(64),
  ruleName: z.string().trim().min(1).max(100),
  ruleColumn: z.string().regex(/^[a-z][a-z0-9_]{0,62}$/, 'errors.field.invalid'),
  ruleConditions: z.enum(RULE_CONDITIONS),
  ruleValue: z.string().trim().min(1).max(500),
  status: z.enum(['0', '1']).default('1'),
});
const ZRule = z.object({
  id: z.string(),
  permissionId: z.string(),
  ruleName: z.string(),
  ruleColumn: z.string(),
  ruleConditions: z.string(),
  ruleValue: z.string(),
  status: z.string(),
});

export const ruleColumns = {
  id: sysPermissionDataRule.id,
  permissionId: sysPermissionDataRule.permissionId,
  ruleName: sysPermissionDataRule.ruleName,
  ruleColumn: sysPermissionDataRule.ruleColumn,
  ruleConditions: sysPermissionDataRule.ruleConditions,
  ruleValue: sysPermissionDataRule.ruleValue,
  status: sysPermissionDataRule.status,
};

export const dataRuleRoutes: Module = (app, { database }) => {
  const db = database.db;

  // Data rules of a permission.
  app.get(
    '/sys/permission/getPermRuleListByPermId',
    {
      config: { access: { permission: ['permission:query', 'role:edit'] } },
      schema: {
        tags,
        summary: 'Data rules of one permission',
        querystring: z.object({ permissionId: z.string().min(1).max(64), _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.array(ZRule)) },
      },
    },
    async (request) =>
      ok(
        await db
          .select(ruleColumns)
          .from(sysPermissionDataRule)
          .where(eq(sysPermissionDataRule.permissionId, request.query.permissionId)),
      ),
  );

  app.get(
    '/sys/permission/queryPermissionRule',
    {
      config: { access: { permission: ['permission:query', 'role:edit'] } },
      schema: {
        tags,
        summary: 'Data rules of one permission, filtered by name or value',
        querystring: z.object({
          permissionId: z.string().min(1).max(64),
          ruleName: z.string().max(100).optional(),
          ruleValue: z.string().max(500).optional(),
          _t: z.coerce.number().optional(),
        }),
        response: { 200: zEnvelope(z.array(ZRule)) },
      },
    },
    async (request) => {
      const { permissionId, ruleName, ruleValue } = request.query;
      const where = [eq(sysPermissionDataRule.permissionId, permissionId)];
      if (ruleName) where.push(ilike(sysPermissionDataRule.ruleName, ruleName));
      if (ruleValue) where.push(ilike(sysPermissionDataRule.ruleValue, ruleValue));
      return ok(
        await db
          .select(ruleColumns)
          .from(sysPermissionDataRule)
          .where(and(...where)),
      );
    },
  );

  app.post(
    '/sys/permission/addPermissionRule',
    {
      config: { access: { permission: 'permission:edit' }, audit: 'add data rule' },
      schema: { tags, summary: 'Add a data rule', body: ZRuleInput, response: { 200: zEnvelope(ZRule) } },
    },
    async (request) => {
      const [menu] = await db
        .select({ id: sysPermission.id })
        .from(sysPermission)
        .where(eq(sysPermission.id, request.body.permissionId));
      if (!menu) throw notFound();
      const [row] = await db
        .insert(sysPermissionDataRule)
        .values({ ...request.body, createBy: request.auth?.user.username })
        .returning(ruleColumns);
      await permissionsChanged(db);
      return ok(row);
    },
  );

  app.put(
    '/sys/permission/editPermissionRule',
    {
      config: { access: { permission: 'permission:edit' }, audit: 'edit data rule' },
      schema: {
        tags,
        summary: 'Edit a data rule',
        body: ZRuleInput.omit({ permissionId: true }).extend({ id: z.string().min(1).max(64) }),
        response: { 200: zEnvelope(ZRule) },
      },
    },
    async (request) => {
      const { id, ...input } = request.body;
      const [row] = await db
        .update(sysPermissionDataRule)
        .set({ ...input, updateBy: request.auth?.user.username, updateTime: new Date() })
        .where(eq(sysPermissionDataRule.id, id))
        .returning(ruleColumns);
      if (!row) throw notFound();
      await permissionsChanged(db);
      return ok(row);
    },
  );

  app.delete(
    '/sys/permission/deletePermissionRule',
    {
      config: { access: { permission: 'permission:edit' }, audit: 'delete data rule' },
      schema: {
        tags,
        summary: 'Delete a data rule',
        querystring: ZIdQuery,
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const [row] = await db
        .delete(sysPermissionDataRule)
        .where(eq(sysPermissionDataRule.id, request.query.id))
        .returning({ id: sysPermissionDataRule.id });
      if (!row) throw notFound();
      await permissionsChanged(db);
      return ok(null, said(request, 'system.deleted'));
    },
  );
};
