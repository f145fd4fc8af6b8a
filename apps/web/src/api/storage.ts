import { LOCAL_EXPIRY_MS, STORAGE_PREFIX } from '@accredit/shared';

/** localStorage with the `pro__` prefix and an expiry (spec 000 sections 3 and 9). */
interface Stored<T> {
  value: T;
  expire: number | null;
}

export const KEYS = {
  token: 'Access-Token',
  userInfo: 'Login_Userinfo',
  roles: 'Login_Roles',
  currentRole: 'Current_Role',
  menu: 'Menu_List',
  dueDate: 'Due_Date',
  tipStatus: 'Tip_Status',
  /** "Remember me" on the login page: the username only, never the password. */
  rememberedUsername: 'Login_Username',
} as const;

/** Kept by clear(): choices of the person at this browser rather than of a session. */
const KEPT_ON_CLEAR = ['CURRENT_LANGUAGE', KEYS.rememberedUsername];

export const storage = {
  get<T>(key: string): T | null {
    try {
      const raw = localStorage.getItem(STORAGE_PREFIX + key);
      if (raw === null) return null;
      const stored = JSON.parse(raw) as Stored<T>;
      if (stored.expire !== null && stored.expire < Date.now()) {
        localStorage.removeItem(STORAGE_PREFIX + key);
        return null;
      }
      return stored.value;
    } catch {
      return null;
    }
  },
  set<T>(key: string, value: T, expiryMs: number | null = LOCAL_EXPIRY_MS): void {
    const stored: Stored<T> = { value, expire: expiryMs === null ? null : Date.now() + expiryMs };
    localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(stored));
  },
  remove(key: string): void {
    localStorage.removeItem(STORAGE_PREFIX + key);
  },
  /** Clears every key of the app (the language choice and a remembered username stay). */
  clear(): void {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(STORAGE_PREFIX) && !KEPT_ON_CLEAR.includes(key.slice(STORAGE_PREFIX.length)))
        localStorage.removeItem(key);
    }
  },
};

export function getToken(): string | null {
  return storage.get<string>(KEYS.token);
}
