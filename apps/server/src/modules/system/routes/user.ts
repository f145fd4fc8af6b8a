import { zEnvelope, zPage } from '@accredit/shared';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../../core/access.ts';
import type { Module } from '../../../core/app-types.ts';
import { inTransaction } from '../../../core/db.ts';
import { ok } from '../../../core/envelope.ts';
import { AppError, forbidden, notFound } from '../../../core/errors.ts';
import { hashPassword } from '../../../core/passwords.ts';
import { endUserSessions, sessionsChanged } from '../../auth/sessions.ts';
import { catchUpEveryone } from '../../notification/deliver.ts';
import { fetchPage, idsOf, orderOf, pageOf, said, signedIn, ZIdQuery, ZIdsQuery, ZPaging } from '../http.ts';
import { sysUser } from '../schema.ts';
import {
  assertCanGrant,
  assertUnique,
  checkPassword,
  findVisibleUser,
  orgCodeOf,
  presentUsers,
  roleIdsOf,
  setUserRoles,
  userListWhere,
  userQuery,
  visibleUser,
  ZProfileInput,
  ZUser,
  ZUserFilter,
  ZUserInput,
} from '../users.ts';

/** /sys/user: accounts. Data rules on the user screen narrow list, queryById, edit and delete alike. */
const tags = ['system: users'];
const english = (locale: string) => !locale.startsWith('zh');

export const userRoutes: Module = (app, { database }) => {
  const db = database.db;

  app.get(
    '/sys/user/list',
    {
      config: { access: { permission: 'user:query' } },
      schema: {
        tags,
        summary: 'Users, paged and filtered',
        querystring: ZPaging.extend(ZUserFilter.shape),
        response: { 200: zEnvelope(zPage(ZUser)) },
      },
    },
    async (request) => {
      const q = request.query;
      const where = await userListWhere(db, request.auth, q);
      const order = orderOf(
        {
          username: sysUser.username,
          realname: sysUser.realname,
          createTime: sysUser.createTime,
          status: sysUser.status,
        },
        q.column,
        q.order,
        desc(sysUser.createTime),
      );
      const { rows, ...counted } = await fetchPage(
        db,
        userQuery(db).where(where).orderBy(order),
        sysUser,
        where,
        q,
      );
      return ok(pageOf(await presentUsers(db, rows, english(request.locale)), counted, q));
    },
  );

  app.get(
    '/sys/user/queryById',
    {
      config: { access: { permission: ['user:get', 'user:query'] } },
      schema: { tags, summary: 'One user', querystring: ZIdQuery, response: { 200: zEnvelope(ZUser) } },
    },
    async (request) => {
      const row = await findVisibleUser(db, request.auth, request.query.id, ['user:get', 'user:query']);
      return ok((await presentUsers(db, [row], english(request.locale)))[0]);
    },
  );

  app.post(
    '/sys/user/add',
    {
      config: { access: { permission: 'user:add' }, audit: 'add user' },
      schema: {
        tags,
        summary: 'Add a user (password under the policy)',
        body: ZUserInput.extend({
          password: z.string().max(128),
          confirmpassword: z.string().max(128).optional(),
        }),
        response: { 200: zEnvelope(ZUser) },
      },
    },
    async (request) => {
      const { password, confirmpassword, selectedroles, ...input } = request.body;
      checkPassword(password, input.username);
      if (confirmpassword !== undefined && confirmpassword !== password)
        throw new AppError(400, 'system.user.passwordMismatch');
      const roleIds = roleIdsOf(selectedroles) ?? [];
      await assertCanGrant(db, request.auth, roleIds);
      await assertUnique(db, input);
      const passwordHash = await hashPassword(password);
      const user = await inTransaction(db, async (tx) => {
        const [created] = await tx
          .insert(sysUser)
          .values({
            ...input,
            passwordHash,
            orgCode: await orgCodeOf(tx, input.departId),
            createBy: request.auth?.user.username,
            sysOrgCode: request.auth?.user.orgCode,
          })
          .returning({ id: sysUser.id });
        await setUserRoles(tx, created.id, roleIds);
        await catchUpEveryone(tx, created.id);
        return created;
      });
      const [row] = await userQuery(db).where(eq(sysUser.id, user.id));
      return ok((await presentUsers(db, [row], english(request.locale)))[0], said(request, 'system.saved'));
    },
  );

  app.put(
    '/sys/user/edit',
    {
      config: { access: { permission: 'user:edit' }, audit: 'edit user' },
      schema: {
        tags,
        summary: 'Edit a user and their roles (not the password)',
        body: ZUserInput.extend({ id: z.string().min(1).max(64) }),
        response: { 200: zEnvelope(ZUser) },
      },
    },
    async (request) => {
      const { id, selectedroles, ...input } = request.body;
      const current = await findVisibleUser(db, request.auth, id, ['user:edit']);
      const roleIds = roleIdsOf(selectedroles);
      if (roleIds) await assertCanGrant(db, request.auth, roleIds);
      if (input.username !== current.username) throw new AppError(400, 'system.user.usernameFixed');
      await assertUnique(db, input, id);
      await inTransaction(db, async (tx) => {
        await tx
          .update(sysUser)
          .set({
            ...input,
            orgCode: await orgCodeOf(tx, input.departId),
            updateBy: request.auth?.user.username,
            updateTime: new Date(),
          })
          .where(eq(sysUser.id, id));
        if (roleIds) await setUserRoles(tx, id, roleIds);
        if (input.status === 2) await endUserSessions(tx, id, undefined, 'frozen');
        await sessionsChanged(tx);
      });
      const [row] = await userQuery(db).where(eq(sysUser.id, id));
      return ok((await presentUsers(db, [row], english(request.locale)))[0], said(request, 'system.saved'));
    },
  );

  app.put(
    '/sys/user/editUser',
    {
      config: { access: 'authenticated', audit: 'edit profile' },
      schema: {
        tags,
        summary: 'Edit a profile: one’s own, or anyone’s with user:edit',
        body: ZProfileInput.extend({ id: z.string().min(1).max(64).optional() }),
        response: { 200: zEnvelope(ZUser) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const { id = auth.user.id, ...input } = request.body;
      if (id !== auth.user.id) {
        if (!auth.permissions.has('user:edit')) throw forbidden();
        await findVisibleUser(db, auth, id, ['user:edit']);
      }
      await assertUnique(db, input, id);
      const [updated] = await db
        .update(sysUser)
        .set({ ...input, updateBy: auth.user.username, updateTime: new Date() })
        .where(and(eq(sysUser.id, id), eq(sysUser.delFlag, false)))
        .returning({ id: sysUser.id });
      if (!updated) throw notFound();
      await sessionsChanged(db);
      const [row] = await userQuery(db).where(eq(sysUser.id, id));
      return ok((await presentUsers(db, [row], english(request.locale)))[0], said(request, 'system.saved'));
    },
  );

  const remove = async (request: { auth: AuthContext | null }, ids: string[]) => {
    const auth = signedIn(request.auth);
    if (ids.includes(auth.user.id)) throw new AppError(400, 'system.user.notSelf');
    let removed = 0;
    await inTransaction(db, async (tx) => {
      for (const id of ids) {
        const [row] = await tx
          .update(sysUser)
          .set({ delFlag: true, updateBy: auth.user.username, updateTime: new Date() })
          .where(await visibleUser(tx, auth, id, ['user:delete']))
          .returning({ id: sysUser.id });
        if (!row) continue;
        removed++;
        await endUserSessions(tx, id, undefined, 'deleted');
      }
    });
    if (!removed) throw notFound();
    return removed;
  };

  app.delete(
    '/sys/user/delete',
    {
      config: { access: { permission: 'user:delete' }, audit: 'delete user' },
      schema: {
        tags,
        summary: 'Delete a user',
        querystring: ZIdQuery,
        response: { 200: zEnvelope(z.number()) },
      },
    },
    async (request) => ok(await remove(request, [request.query.id]), said(request, 'system.deleted')),
  );

  app.delete(
    '/sys/user/deleteBatch',
    {
      config: { access: { permission: 'user:delete' }, audit: 'delete users' },
      schema: {
        tags,
        summary: 'Delete several users',
        querystring: ZIdsQuery,
        response: { 200: zEnvelope(z.number()) },
      },
    },
    async (request) => ok(await remove(request, idsOf(request.query.ids)), said(request, 'system.deleted')),
  );

  app.put(
    '/sys/user/frozenBatch',
    {
      config: { access: { permission: ['user:enable', 'user:disable'] }, audit: 'freeze or unfreeze users' },
      schema: {
        tags,
        summary: 'Freeze (status 2) or unfreeze (status 1) users',
        body: z.object({ ids: z.string().min(1).max(20_000), status: z.coerce.number().int().min(1).max(2) }),
        response: { 200: zEnvelope(z.number()) },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const { status } = request.body;
      if (!auth.permissions.has(status === 2 ? 'user:disable' : 'user:enable')) throw forbidden();
      const ids = idsOf(request.body.ids);
      if (status === 2 && ids.includes(auth.user.id)) throw new AppError(400, 'system.user.notSelf');
      let changed = 0;
      await inTransaction(db, async (tx) => {
        for (const id of ids) {
          const [row] = await tx
            .update(sysUser)
            .set({ status, updateBy: auth.user.username, updateTime: new Date() })
            .where(await visibleUser(tx, auth, id, [status === 2 ? 'user:disable' : 'user:enable']))
            .returning({ id: sysUser.id });
          if (!row) continue;
          changed++;
          if (status === 2) await endUserSessions(tx, id, undefined, 'frozen');
        }
      });
      return ok(changed, said(request, 'system.saved'));
    },
  );

  app.get(
    '/sys/user/checkOnlyUser',
    {
      config: { access: { permission: ['user:add', 'user:edit'] } },
      schema: {
        tags,
        summary: 'Is a username, phone or email free? (409 when taken)',
        querystring: z.object({
          username: z.string().max(100).optional(),
          phone: z.string().max(20).optional(),
          email: z.string().max(100).optional(),
          id: z.string().max(64).optional(),
          _t: z.coerce.number().optional(),
        }),
        response: { 200: zEnvelope(z.boolean()) },
      },
    },
    async (request) => {
      const { id, username, phone, email } = request.query;
      await assertUnique(db, { username, phone, email }, id);
      return ok(true);
    },
  );

  app.put(
    '/sys/user/changPassword',
    {
      config: { access: { permission: 'user:edit' }, audit: 'reset user password' },
      schema: {
        tags,
        summary: 'Administrator resets a user’s password (policy applies; their sessions end)',
        body: z.object({
          id: z.string().max(64).optional(),
          username: z.string().max(100).optional(),
          password: z.string().max(128),
          confirmpassword: z.string().max(128).optional(),
        }),
        response: { 200: zEnvelope(z.null()) },
      },
    },
    async (request) => {
      const { id, username, password, confirmpassword } = request.body;
      if (!id && !username) throw new AppError(400, 'errors.badRequest');
      const [target] = await db
        .select({ id: sysUser.id, username: sysUser.username })
        .from(sysUser)
        .where(
          and(id ? eq(sysUser.id, id) : eq(sysUser.username, username as string), eq(sysUser.delFlag, false)),
        );
      if (!target) throw notFound();
      await findVisibleUser(db, request.auth, target.id, ['user:edit']);
      checkPassword(password, target.username);
      if (confirmpassword !== undefined && confirmpassword !== password)
        throw new AppError(400, 'system.user.passwordMismatch');
      const passwordHash = await hashPassword(password);
      await inTransaction(db, async (tx) => {
        await tx
          .update(sysUser)
          .set({ passwordHash, passwordChangedAt: new Date() })
          .where(eq(sysUser.id, target.id));
        await endUserSessions(tx, target.id, request.auth?.sessionId, 'password');
      });
      return ok(null, said(request, 'system.user.passwordReset'));
    },
  );
};
