import type { Executor } from '../../core/db.ts';
import { getMeta, setMeta } from '../../seed/base.ts';

/**
 * The school settings sign-in depends on. They live in sys_meta for now; when the school-settings
 * screen owns them, re-point these getters (and nothing else) at it.
 */
export const SETTING_KEYS = {
  registrationOpen: 'registration_open',
  sso: 'sso',
  casUrl: 'cas_url',
  serviceUrl: 'service_url',
} as const;

const yes = (value: string | null) => value !== null && /^(1|true|yes|y|on)$/i.test(value.trim());

/** Self-registration is a school setting, off unless turned on. */
export async function isRegistrationOpen(db: Executor): Promise<boolean> {
  return yes(await getMeta(db, SETTING_KEYS.registrationOpen));
}

export interface SsoSettings {
  sso: boolean;
  /** The CAS server's base address, e.g. https://cas.example.edu/cas (no trailing slash). */
  casUrl: string | null;
  /** This application's login address as registered with the CAS server. */
  serviceUrl: string | null;
}

export async function ssoSettings(db: Executor): Promise<SsoSettings> {
  const [sso, casUrl, serviceUrl] = await Promise.all([
    getMeta(db, SETTING_KEYS.sso),
    getMeta(db, SETTING_KEYS.casUrl),
    getMeta(db, SETTING_KEYS.serviceUrl),
  ]);
  return {
    sso: yes(sso),
    casUrl: casUrl?.trim().replace(/\/+$/, '') || null,
    serviceUrl: serviceUrl?.trim() || null,
  };
}

/** For tests and the settings screen until it has its own table. */
export async function setAuthSetting(
  db: Executor,
  key: (typeof SETTING_KEYS)[keyof typeof SETTING_KEYS],
  value: string,
): Promise<void> {
  await setMeta(db, key, value);
}
