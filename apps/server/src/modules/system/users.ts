import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { AppError, conflict, forbidden, notFound } from '../../core/errors.ts';
import { passwordPolicyProblem } from '../../core/passwords.ts';
import { sessionsChanged } from '../auth/sessions.ts';
import { dataRuleWhere } from './data-rules.ts';
import { ilike, iso } from './http.ts';
import { rolePermissions } from './permission-cache.ts';
import { sysDepart, sysRole, sysUser, sysUserRole } from './schema.ts';

/** What user routes share: the presenter (never the password hash), checks and data rules. */

export const ZUser = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
  birthday: z.string().nullable(),
  sex: z.number().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  orgCode: z.string().nullable(),
  departId: z.string().nullable(),
  departName: z.string().nullable(),
  status: z.number(),
  workNo: z.string().nullable(),
  post: z.string().nullable(),
  createTime: z.string().nullable(),
  roleIds: z.array(z.string()),
  roleNames: z.string(),
});
export type UserDto = z.infer<typeof ZUser>;

/** Spec 000 section 5: an email shape or empty; a phone of 11 digits starting with 1 or empty. */
const email = z
  .string()
  .trim()
  .max(100)
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'system.user.emailFormat');
const phone = z
  .string()
  .trim()
  .refine((v) => v === '' || /^1\d{10}$/.test(v), 'system.user.phoneFormat');

export const ZProfileInput = z.object({
  realname: z.string().trim().min(1).max(100),
  email: email.nullish(),
  phone: phone.nullish(),
  birthday: z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'errors.field.date')
    .nullish(),
  sex: z.coerce.number().int().min(1).max(2).nullish(),
  avatar: z.string().max(300).nullish(),
});

export const ZUserInput = ZProfileInput.extend({
  username: z
    .string()
    .trim()
    .min(2)
    .max(50)
    .regex(/^[A-Za-z0-9_.@-]+$/, 'system.user.usernameFormat'),
  departId: z.string().max(64).nullish(),
  workNo: z.string().trim().max(50).nullish(),
  post: z.string().trim().max(100).nullish(),
  status: z.coerce.number().int().min(1).max(2).default(1),
  /** Role ids, comma separated (the spec's form) or as a list. */
  selectedroles: z.union([z.string().max(5000), z.array(z.string().max(64)).max(50)]).optional(),
});

export function roleIdsOf(selected: string | string[] | undefined): string[] | undefined {
  if (selected === undefined) return undefined;
  const list = Array.isArray(selected) ? selected : selected.split(',');
  return [...new Set(list.map((s) => s.trim()).filter(Boolean))];
}

const userColumns = {
  id: sysUser.id,
  username: sysUser.username,
  realname: sysUser.realname,
  avatar: sysUser.avatar,
  birthday: sysUser.birthday,
  sex: sysUser.sex,
  email: sysUser.email,
  phone: sysUser.phone,
  orgCode: sysUser.orgCode,
  departId: sysUser.departId,
  departName: sysDepart.departName,
  departNameEn: sysDepart.departNameEn,
  status: sysUser.status,
  workNo: sysUser.workNo,
  post: sysUser.post,
  createTime: sysUser.createTime,
};

/** Columns a data rule on the user screen may name. */
export const USER_RULE_COLUMNS = {
  org_code: sysUser.orgCode,
  sys_org_code: sysUser.orgCode,
  depart_id: sysUser.departId,
  create_by: sysUser.createBy,
  username: sysUser.username,
};

export function userQuery(db: Executor) {
  return db.select(userColumns).from(sysUser).leftJoin(sysDepart, eq(sysDepart.id, sysUser.departId));
}

type UserRow = Awaited<ReturnType<ReturnType<typeof userQuery>['execute']>>[number];

export async function presentUsers(db: Executor, rows: UserRow[], english: boolean): Promise<UserDto[]> {
  const ids = rows.map((r) => r.id);
  const links = ids.length
    ? await db
        .select({
          userId: sysUserRole.userId,
          roleId: sysRole.id,
          name: sysRole.roleName,
          nameEn: sysRole.roleNameEn,
        })
        .from(sysUserRole)
        .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
        .where(inArray(sysUserRole.userId, ids))
        .orderBy(sysRole.roleCode)
    : [];
  return rows.map(({ departNameEn, ...r }) => {
    const mine = links.filter((l) => l.userId === r.id);
    return {
      ...r,
      departName: english ? departNameEn || r.departName : r.departName,
      createTime: iso(r.createTime),
      roleIds: mine.map((l) => l.roleId),
      roleNames: mine.map((l) => (english ? l.nameEn || l.name : l.name)).join(','),
    };
  });
}

/** The where clause for one user as seen through the caller's data rules on `codes`. */
export async function visibleUser(
  db: Executor,
  auth: AuthContext | null,
  id: string,
  codes: string[],
): Promise<SQL> {
  const rules = await dataRuleWhere(db, auth, codes, USER_RULE_COLUMNS);
  return and(eq(sysUser.id, id), eq(sysUser.delFlag, false), ...rules) as SQL;
}

export async function findVisibleUser(db: Executor, auth: AuthContext | null, id: string, codes: string[]) {
  const [row] = await userQuery(db).where(await visibleUser(db, auth, id, codes));
  if (!row) throw notFound();
  return row;
}

export function checkPassword(password: string, username: string): void {
  const problem = passwordPolicyProblem(password, username);
  if (problem) throw new AppError(400, problem);
}

/** username, phone and email are each unique among present users. */
export async function assertUnique(
  db: Executor,
  fields: { username?: string; phone?: string | null; email?: string | null },
  exceptId?: string,
): Promise<void> {
  const checks: [keyof typeof fields, SQL][] = [];
  if (fields.username) checks.push(['username', eq(sysUser.username, fields.username)]);
  if (fields.phone) checks.push(['phone', eq(sysUser.phone, fields.phone)]);
  if (fields.email) checks.push(['email', eq(sysUser.email, fields.email)]);
  if (!checks.length) return;
  const rows = await db
    .select({ username: sysUser.username, phone: sysUser.phone, email: sysUser.email })
    .from(sysUser)
    .where(and(or(...checks.map(([, c]) => c)), exceptId ? ne(sysUser.id, exceptId) : undefined));
  for (const [field] of checks) {
    if (rows.some((r) => r[field] === fields[field])) throw conflict(`system.user.${field}Exists`);
  }
}

/** Nobody hands out a role with powers they do not hold themselves (no escalation through the user screen). */
export async function assertCanGrant(
  db: Executor,
  auth: AuthContext | null,
  roleIds: string[],
): Promise<void> {
  if (!auth) throw forbidden();
  for (const roleId of roleIds) {
    const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.id, roleId));
    if (!role) throw new AppError(400, 'errors.badRequest');
    for (const code of await rolePermissions(db, roleId)) if (!auth.permissions.has(code)) throw forbidden();
  }
}

export async function setUserRoles(db: Executor, userId: string, roleIds: string[]): Promise<void> {
  await db.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  if (roleIds.length) await db.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId, roleId })));
  await sessionsChanged(db);
}

/** The department's organisation code goes with the user, for data rules on #{sys_org_code}. */
export async function orgCodeOf(db: Executor, departId: string | null | undefined): Promise<string | null> {
  if (!departId) return null;
  const [d] = await db
    .select({ orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(eq(sysDepart.id, departId));
  if (!d) throw new AppError(400, 'errors.field.invalidOption');
  return d.orgCode;
}

/** The filters of the user list, shared by its export. */
export const ZUserFilter = z.object({
  /** Username, name or staff number containing the text (the pickers' one box). */
  keyword: z.string().max(100).optional(),
  username: z.string().max(100).optional(),
  realname: z.string().max(100).optional(),
  phone: z.string().max(20).optional(),
  status: z.coerce.number().int().min(1).max(2).optional(),
  departId: z.string().max(64).optional(),
  roleId: z.string().max(64).optional(),
});

/** Present users matching the filter, as the caller's data rules on the user screen let them see. */
export async function userListWhere(
  db: Executor,
  auth: AuthContext | null,
  q: z.infer<typeof ZUserFilter>,
): Promise<SQL> {
  const where: (SQL | undefined)[] = [eq(sysUser.delFlag, false)];
  if (q.keyword)
    where.push(
      or(
        ilike(sysUser.username, q.keyword),
        ilike(sysUser.realname, q.keyword),
        ilike(sysUser.workNo, q.keyword),
      ),
    );
  if (q.username) where.push(ilike(sysUser.username, q.username));
  if (q.realname) where.push(ilike(sysUser.realname, q.realname));
  if (q.phone) where.push(ilike(sysUser.phone, q.phone));
  if (q.status) where.push(eq(sysUser.status, q.status));
  if (q.departId) where.push(eq(sysUser.departId, q.departId));
  if (q.roleId)
    where.push(
      inArray(
        sysUser.id,
        db.select({ id: sysUserRole.userId }).from(sysUserRole).where(eq(sysUserRole.roleId, q.roleId)),
      ),
    );
  where.push(...(await dataRuleWhere(db, auth, ['user:query'], USER_RULE_COLUMNS)));
  return and(...where) as SQL;
}
