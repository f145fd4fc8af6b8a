import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { KEYS, storage } from '../../api/storage.ts';
import { AFTER_LOGIN_PATH } from '../../app/guards.tsx';
import { currentLocale } from '../../i18n/index.ts';
import { encryptWithPublicKey } from './rsa.ts';

/** The sign-in calls of spec 000 section 7 and what the login screens need around them. */
export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  phone: string | null;
  email: string | null;
  orgCode: string | null;
  birthday: string | null;
  sex: number | null;
  departId: string | null;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  teacherInfo: Record<string, unknown> | null;
}

export interface AuthSettings {
  registrationOpen: boolean;
  sso: boolean;
  casUrl: string | null;
  serviceUrl: string | null;
}

/** The public part of the school settings the login screens show. */
export interface LoginLook {
  systemName?: string | null;
  systemNameEn?: string | null;
  logo?: string | null;
  loginBackground?: string | null;
  /** Set when the licence is invalid, expired or expiring soon, in the caller's language. */
  licenceMessage?: string | null;
}

export function useLoginLook() {
  return useQuery({
    // The licence message comes in the caller's language.
    queryKey: ['auth', 'look', currentLocale()],
    queryFn: async () =>
      (
        await api.get<{ records: LoginLook[] }>(
          '/aacsb/schoolInfo/list',
          { pageNo: 1, pageSize: 1 },
          { quiet: true },
        )
      ).records[0] ?? null,
    staleTime: 10 * 60_000,
    retry: false,
  });
}

export function useAuthSettings() {
  return useQuery({
    queryKey: ['auth', 'settings'],
    queryFn: () => api.get<AuthSettings>('/sys/authSettings', undefined, { quiet: true }),
    staleTime: 60_000,
  });
}

/** The password leaves the browser only encrypted with the installation's public key. */
export async function encryptPassword(plain: string): Promise<string> {
  const { publicKey } = await api.get<{ publicKey: string }>('/sys/getPublicKey', undefined, { quiet: true });
  return encryptWithPublicKey(publicKey, plain);
}

export function newCheckKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function fetchCaptcha(checkKey: string): Promise<string> {
  return api.get<string>(`/sys/randomImage/${checkKey}`, undefined, { quiet: true });
}

/** Keeps what the session needs; the password is never stored (remember keeps the username). */
export function storeLogin(result: LoginResult): void {
  storage.set(KEYS.token, result.token);
  storage.set(KEYS.userInfo, result.userInfo);
}

/** Only a path of this site: `redirect` comes from the address bar and must not lead elsewhere. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return AFTER_LOGIN_PATH;
  if (value.startsWith('/user/login')) return AFTER_LOGIN_PATH;
  return value;
}

/** 11 digits starting with 1 (spec 000 section 5). */
export const PHONE_PATTERN = /^1\d{10}$/;

/**
 * The password policy of spec 000 section 5 as the server applies it: the message key of the
 * first rule broken, or null.
 */
export function passwordProblem(password: string, username?: string | null): string | null {
  if (!password) return 'auth.password.empty';
  const strong =
    password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9]/.test(password);
  if (!strong) return 'auth.password.weak';
  if (username && password.toLowerCase().includes(username.toLowerCase()))
    return 'auth.password.containsUsername';
  return null;
}
