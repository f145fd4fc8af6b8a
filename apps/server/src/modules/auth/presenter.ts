import { z } from 'zod';
import type { sysUser } from '../system/schema.ts';

/** What the browser learns about the signed-in user (spec 000 section 3, user_info): never the hash. */
export const ZUserInfo = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  orgCode: z.string().nullable(),
  birthday: z.string().nullable(),
  sex: z.number().nullable(),
  departId: z.string().nullable(),
});
export type UserInfo = z.infer<typeof ZUserInfo>;

export const ZLoginResult = z.object({
  token: z.string(),
  userInfo: ZUserInfo,
  /** The teacher record of the user; null until the faculty module provides it. */
  teacherInfo: z.record(z.string(), z.unknown()).nullable(),
});
export type LoginResult = z.infer<typeof ZLoginResult>;

export function presentUser(user: typeof sysUser.$inferSelect): UserInfo {
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    phone: user.phone,
    email: user.email,
    orgCode: user.orgCode,
    birthday: user.birthday,
    sex: user.sex,
    departId: user.departId,
  };
}
