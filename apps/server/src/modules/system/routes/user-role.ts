import { zEnvelope } from '@accredit/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Module } from '../../../core/app-types.ts';
import { inTransaction } from '../../../core/db.ts';
import { ok } from '../../../core/envelope.ts';
import { sessionsChanged } from '../../auth/sessions.ts';
import { dataRuleWhere } from '../data-rules.ts';
import { idsOf, said } from '../http.ts';
import { sysRole, sysUser, sysUserRole } from '../schema.ts';
import {
  assertCanGrant,
  findVisibleUser,
  presentUsers,
  USER_RULE_COLUMNS,
  userQuery,
  ZUser,
} from '../users.ts';

/** Who holds which role: the user-role calls of spec 000 section 7. */
const tags = ['system: users'];

export const userRoleRoutes: Module = (app, { database }) => {
  const db = database.db;

  app.get(
    '/sys/user/queryUserRole',
    {
      config: { access: { permission: ['user:get', 'user:edit', 'user:query'] } },
      schema: {
        tags,
        summary: 'Role ids of one user',
        querystring: z.object({ userid: z.string().min(1).max(64), _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.array(z.string())) },
      },
    },
    async (request) => {
      await findVisibleUser(db, request.auth, request.query.userid, ['user:get', 'user:edit', 'user:query']);
      const rows = await db
        .select({ roleId: sysUserRole.roleId })
        .from(sysUserRole)
        .where(eq(sysUserRole.userId, request.query.userid));
      return ok(rows.map((r) => r.roleId));
    },
  );

  app.post(
    '/sys/user/addSysUserRole',
    {
      config: { access: { permission: ['user:edit', 'role:edit'] }, audit: 'add users to a role' },
      schema: {
        tags,
        summary: 'Give a role to several users',
        body: z.object({
          roleId: z.string().min(1).max(64),
          userIdList: z.array(z.string().max(64)).min(1).max(1000),
        }),
        response: { 200: zEnvelope(z.number()) },
      },
    },
    async (request) => {
      const { roleId, userIdList } = request.body;
      await assertCanGrant(db, request.auth, [roleId]);
      const users = await db
        .select({ id: sysUser.id })
        .from(sysUser)
        .where(and(inArray(sysUser.id, userIdList), eq(sysUser.delFlag, false)));
      if (!users.length) return ok(0);
      const rows = await db
        .insert(sysUserRole)
        .values(users.map((u) => ({ userId: u.id, roleId })))
        .onConflictDoNothing()
        .returning({ userId: sysUserRole.userId });
      await sessionsChanged(db);
      return ok(rows.length, said(request, 'system.saved'));
    },
  );

  app.delete(
    '/sys/user/deleteUserRole',
    {
      config: { access: { permission: ['user:edit', 'role:edit'] }, audit: 'remove a user from a role' },
      schema: {
        tags,
        summary: 'Take a role from users (userId may list several, comma separated)',
        querystring: z.object({ roleId: z.string().min(1).max(64), userId: z.string().min(1).max(20_000) }),
        response: { 200: zEnvelope(z.number()) },
      },
    },
    async (request) => {
      const { roleId } = request.query;
      // Taking a role away is granting in reverse: the same rule keeps it to people with its powers.
      await assertCanGrant(db, request.auth, [roleId]);
      const rows = await inTransaction(db, (tx) =>
        tx
          .delete(sysUserRole)
          .where(
            and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, idsOf(request.query.userId))),
          )
          .returning({ userId: sysUserRole.userId }),
      );
      await sessionsChanged(db);
      return ok(rows.length, said(request, 'system.deleted'));
    },
  );

  app.get(
    '/sys/user/queryUserByDepId',
    {
      config: { access: { permission: 'user:query' } },
      schema: {
        tags,
        summary: 'Users of one department',
        querystring: z.object({ id: z.string().min(1).max(64), _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.array(ZUser)) },
      },
    },
    async (request) => {
      const rules = await dataRuleWhere(db, request.auth, ['user:query'], USER_RULE_COLUMNS);
      const rows = await userQuery(db)
        .where(and(eq(sysUser.departId, request.query.id), eq(sysUser.delFlag, false), ...rules))
        .orderBy(asc(sysUser.username));
      return ok(await presentUsers(db, rows, !request.locale.startsWith('zh')));
    },
  );

  app.get(
    '/sys/user/queryUserRoleMap',
    {
      config: { access: { permission: 'user:query' } },
      schema: {
        tags,
        summary: 'Role names per user id',
        querystring: z.object({ userIds: z.string().min(1).max(20_000), _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.record(z.string(), z.string())) },
      },
    },
    async (request) => {
      const english = !request.locale.startsWith('zh');
      const rows = await db
        .select({ userId: sysUserRole.userId, name: sysRole.roleName, nameEn: sysRole.roleNameEn })
        .from(sysUserRole)
        .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
        .where(inArray(sysUserRole.userId, idsOf(request.query.userIds)))
        .orderBy(asc(sysRole.roleCode));
      const map: Record<string, string> = {};
      for (const r of rows) {
        const name = english ? r.nameEn || r.name : r.name;
        map[r.userId] = map[r.userId] ? `${map[r.userId]},${name}` : name;
      }
      return ok(map);
    },
  );
};
