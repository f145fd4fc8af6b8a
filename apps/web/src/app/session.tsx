import {
  applyLiveDictionaries,
  type DictionaryItemDef,
  isLocale,
  type Locale,
  ROLE_NAMES,
  type RoleCode,
} from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { api } from '../api/client.ts';
import { KEYS, storage } from '../api/storage.ts';
import {
  buildMenu,
  heldCodes,
  landingPath,
  type MenuNode,
  type PermissionEntry,
  type RawMenuItem,
} from './menu.ts';

/** A role the user holds, as the permission call lists it. */
export interface RoleInfo {
  id: string;
  roleCode: string;
  roleName: string;
  roleNameEn?: string | null;
  roleNameTw?: string | null;
  roleNamePt?: string | null;
}

/** GET /sys/permission/getUserPermissionByToken (spec 000 sections 3 and 7). */
export interface PermissionPayload {
  menu: RawMenuItem[];
  roles?: RoleInfo[];
  currentRoleId?: string | null;
  auth?: PermissionEntry[];
  allAuth?: PermissionEntry[];
}

/** The signed-in user as the login answer and /sys/checkToken give it. */
export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar?: string | null;
  phone?: string | null;
  email?: string | null;
  orgCode?: string | null;
  birthday?: string | null;
}

export interface Session {
  user: UserInfo | null;
  menu: MenuNode[];
  roles: RoleInfo[];
  currentRole: RoleInfo | null;
  held: ReadonlySet<string>;
  /** Button check: the current role holds this code. */
  has(code: string): boolean;
  landing: string;
  /** A Program Administrator's head assignments (spec 000 section 6); empty for other roles. */
  headAssignments: HeadAssignment[];
}

/** One head assignment: the user heads this degree programme. */
export interface HeadAssignment {
  id: string;
  userId: string;
  degreeProgramsId: string;
  degreeProgramsId_dictText?: string;
}

/** Where the head assignments are stored for the session (spec 000 section 6). */
export const HEAD_ASSIGNMENTS_KEY = 'Degree_Programs_Head';

/**
 * The signed-in Program Administrator's head assignments (GET /aacsb/degreeProgramsHead/list with
 * their userId), stored for the session; other roles have none. The data rule on the programme
 * screen lets a head list the assignments of their own programmes.
 */
export async function fetchHeadAssignments(
  user: UserInfo | null,
  role: RoleInfo | null,
): Promise<HeadAssignment[]> {
  let heads: HeadAssignment[] = [];
  if (user && role?.roleCode === '3') {
    const page = await api
      .get<{ records: HeadAssignment[] }>(
        '/aacsb/degreeProgramsHead/list',
        { userId: user.id, pageSize: -1 },
        { quiet: true },
      )
      .catch(() => null);
    heads = page?.records ?? [];
  }
  storage.set(HEAD_ASSIGNMENTS_KEY, heads);
  return heads;
}

/** The stored current role: an id, or an object with an id (older clients stored the role). */
export function storedRoleId(): string | null {
  const raw = storage.get<unknown>(KEYS.currentRole);
  if (typeof raw === 'string' && raw) return raw;
  if (raw && typeof raw === 'object' && 'id' in raw && typeof raw.id === 'string') return raw.id;
  return null;
}

export function storeCurrentRole(roleId: string): void {
  storage.set(KEYS.currentRole, roleId);
}

/** Role code in English, the role name in the other languages (spec 000 section 2). */
export function roleLabel(role: RoleInfo | null | undefined, locale: Locale): string {
  if (!role) return '';
  if (locale === 'en-US')
    return role.roleCode in ROLE_NAMES
      ? ROLE_NAMES[role.roleCode as RoleCode][locale]
      : role.roleNameEn || role.roleCode;
  if (locale === 'zh-TW' && role.roleNameTw) return role.roleNameTw;
  if (locale === 'pt-BR' && role.roleNamePt) return role.roleNamePt;
  if (role.roleCode in ROLE_NAMES && isLocale(locale)) return ROLE_NAMES[role.roleCode as RoleCode][locale];
  return role.roleName;
}

export function sortRoles(roles: readonly RoleInfo[]): RoleInfo[] {
  return [...roles].sort((a, b) => a.roleCode.localeCompare(b.roleCode, 'en', { numeric: true }));
}

export class EmptyMenuError extends Error {}

export async function fetchPermissions(roleId: string | null): Promise<PermissionPayload> {
  const payload = await api.get<PermissionPayload>('/sys/permission/getUserPermissionByToken', {
    roleId: roleId ?? undefined,
  });
  if (!payload || !Array.isArray(payload.menu)) throw new EmptyMenuError();
  // An account whose roles give no screen (a student, someone not yet given a role) is not signed
  // out in a loop: the shell shows it a page of its own (profile, notifications, manual).
  storage.set(KEYS.menu, payload.menu);
  storage.set(KEYS.roles, payload.roles ?? []);
  // The button list of the current role, for screens that read it from storage.
  storage.set('Permission_List', payload.auth ?? []);
  if (payload.currentRoleId) storeCurrentRole(payload.currentRoleId);
  return payload;
}

export async function fetchUser(): Promise<UserInfo | null> {
  const stored = storage.get<UserInfo>(KEYS.userInfo);
  if (stored?.id) return stored;
  const checked = await api.get<{ userInfo: UserInfo }>('/sys/checkToken', undefined, { quiet: true });
  if (checked?.userInfo) storage.set(KEYS.userInfo, checked.userInfo);
  return checked?.userInfo ?? null;
}

export function buildSession(
  payload: PermissionPayload,
  user: UserInfo | null,
  headAssignments: HeadAssignment[] = [],
): Session {
  const held = heldCodes(payload.auth);
  const menu = buildMenu(payload.menu, held);
  const roles = sortRoles(payload.roles ?? []);
  const currentRole = roles.find((r) => r.id === payload.currentRoleId) ?? null;
  return {
    user,
    menu,
    roles,
    currentRole,
    held,
    has: (code) => held.has(code),
    landing: landingPath(menu, currentRole?.roleCode),
    headAssignments,
  };
}

/**
 * The administrators' dictionaries (items added, renamed or disabled), over the product's own, so
 * forms offer and lists label what the server accepts. Without them the built-in items serve.
 */
export async function loadLiveDictionaries(): Promise<void> {
  try {
    const live = await api.get<Record<string, DictionaryItemDef[]>>(
      '/sys/dict/queryAllDictItems',
      undefined,
      {
        quiet: true,
      },
    );
    if (live) applyLiveDictionaries(live);
  } catch {
    /* the built-in dictionaries stand */
  }
}

/** Loads the session once per page load (the "first navigation after login"). */
export function useSessionQuery() {
  const roleId = storedRoleId();
  return useQuery({
    queryKey: ['session', roleId],
    queryFn: async () => {
      const [payload, user] = await Promise.all([
        fetchPermissions(roleId),
        fetchUser().catch(() => null),
        loadLiveDictionaries(),
      ]);
      const roles = payload.roles ?? [];
      const role = roles.find((r) => r.id === payload.currentRoleId) ?? null;
      return buildSession(payload, user, await fetchHeadAssignments(user, role));
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  const value = useMemo(() => session, [session]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside the shell');
  return session;
}

/** For components that may render outside the shell (e.g. a shared button). */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext);
}
