import { zEnvelope } from '@accredit/shared';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { unauthorized } from '../../core/errors.ts';
import { containsLike } from '../../core/like.ts';
import { col } from '../../crud/scope.ts';
import { sysUser } from '../system/schema.ts';
import { staffMembers } from './people.ts';

/**
 * Who is who among the professional staff, for forms: the caller's own staff record (their yearly
 * records default to it) and the accounts a staff record may be linked to. Picking an account
 * needs the right to add staff records or to read users: a staff member does not browse accounts.
 */
const zStaffRef = z.object({
  id: z.string(),
  staffNumber: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
});
const zAccount = z.object({ id: z.string(), username: z.string(), realname: z.string() });

export function registerStaffRoutes(app: App, db: Db): void {
  app.get(
    '/aacsb/professionalStaff/current',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['professionalStaff'],
        summary: "The caller's own professional staff record, or null",
        querystring: z.object({ _t: z.string().optional() }),
        response: { 200: zEnvelope(zStaffRef.nullable()) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      const [row] = await db
        .select({
          id: col(staffMembers, 'id'),
          staffNumber: col(staffMembers, 'staffNumber'),
          nameZh: col(staffMembers, 'nameZh'),
          nameEn: col(staffMembers, 'nameEn'),
        })
        .from(staffMembers)
        .where(eq(col(staffMembers, 'userId'), request.auth.user.id))
        .limit(1);
      return ok(row ? (row as z.infer<typeof zStaffRef>) : null);
    },
  );

  app.get(
    '/aacsb/professionalStaff/accounts',
    {
      config: { access: { permission: ['professionalStaff:add', 'user:query'] } },
      schema: {
        tags: ['professionalStaff'],
        summary: 'Accounts by username or name (or one by id), to link to a staff record',
        querystring: z.object({
          keyword: z.string().max(50).optional(),
          id: z.string().max(64).optional(),
          _t: z.string().optional(),
        }),
        response: { 200: zEnvelope(z.array(zAccount)) },
      },
    },
    async (request) => {
      const { keyword, id } = request.query;
      const pattern = containsLike(keyword?.trim() ?? '');
      const rows = await db
        .select({ id: sysUser.id, username: sysUser.username, realname: sysUser.realname })
        .from(sysUser)
        .where(
          and(
            eq(sysUser.delFlag, false),
            id ? eq(sysUser.id, id) : or(ilike(sysUser.username, pattern), ilike(sysUser.realname, pattern)),
          ),
        )
        .orderBy(asc(sysUser.username))
        .limit(30);
      return ok(rows);
    },
  );
}
