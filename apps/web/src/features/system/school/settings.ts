import type { Locale } from '@accredit/shared';
import dayjs, { type Dayjs } from 'dayjs';

/**
 * School settings as the server keeps them (flags '1'/'0', sso 'yes'/'no') and as the form edits
 * them (switches). The conversion lives here so the round trip can be tested.
 */
export type LicenceState = 'invalid' | 'expired' | 'expiring' | 'quiet' | 'valid';

export const FEATURE_SWITCHES = [
  'teachingAchievements',
  'professionalEngagement',
  'alignmentTable31',
  'openEquis',
  'openAmba',
  'openExternalAccess',
] as const;

/** '1'/'0' fields shown as switches. */
export const FLAG_FIELDS = [
  ...FEATURE_SWITCHES,
  'aiConsultant',
  'registrationOpen',
  'contributionRateEnabled',
] as const;
type FlagField = (typeof FLAG_FIELDS)[number];

export const LICENCE_COLORS: Record<LicenceState, string> = {
  invalid: 'red',
  expired: 'red',
  expiring: 'orange',
  quiet: 'gold',
  valid: 'green',
};

interface Common {
  systemName: string;
  systemNameEn: string;
  logo: string | null;
  loginBackground: string | null;
  qrCode: string | null;
  defaultLanguage: Locale;
  aiSelf: 'yes' | 'no';
  licenceKey: string | null;
  contactNumber: string | null;
  copyright: string | null;
  version: string | null;
  retroactiveYears: number;
  contributionRate: number;
  casUrl: string | null;
  serviceUrl: string | null;
}

export interface SchoolSettings extends Common, Record<FlagField, '0' | '1'> {
  id: string;
  sso: 'yes' | 'no';
  table81BaseTime: string;
  aiAskTimes: number;
  dueDate: string | null;
  licenceState: LicenceState;
  licenceDaysLeft: number | null;
  licenceMessage: string | null;
  customerNumber: string | null;
  productType: string | null;
}

export interface SettingsForm extends Common, Record<FlagField | 'sso', boolean> {
  table81BaseTime: Dayjs | null;
}

export function toForm(s: SchoolSettings): SettingsForm {
  const flags = Object.fromEntries(FLAG_FIELDS.map((f) => [f, s[f] === '1'])) as Record<FlagField, boolean>;
  return {
    systemName: s.systemName ?? '',
    systemNameEn: s.systemNameEn ?? '',
    logo: s.logo ?? null,
    loginBackground: s.loginBackground ?? null,
    qrCode: s.qrCode ?? null,
    defaultLanguage: s.defaultLanguage,
    aiSelf: s.aiSelf === 'no' ? 'no' : 'yes',
    licenceKey: s.licenceKey ?? '',
    contactNumber: s.contactNumber ?? '',
    copyright: s.copyright ?? '',
    version: s.version ?? '',
    retroactiveYears: s.retroactiveYears,
    contributionRate: s.contributionRate,
    casUrl: s.casUrl ?? '',
    serviceUrl: s.serviceUrl ?? '',
    ...flags,
    sso: s.sso === 'yes',
    table81BaseTime: s.table81BaseTime ? dayjs(s.table81BaseTime) : null,
  };
}

/** The body of /aacsb/schoolInfo/edit. An empty licence key is sent as null (no key). */
export function fromForm(v: SettingsForm): Record<string, unknown> {
  const flags = Object.fromEntries(FLAG_FIELDS.map((f) => [f, v[f] ? '1' : '0']));
  const text = (x: string | null | undefined) => (x ?? '').trim();
  return {
    systemName: text(v.systemName),
    systemNameEn: text(v.systemNameEn),
    logo: v.logo || null,
    loginBackground: v.loginBackground || null,
    qrCode: v.qrCode || null,
    defaultLanguage: v.defaultLanguage,
    aiSelf: v.aiSelf,
    licenceKey: text(v.licenceKey) || null,
    contactNumber: text(v.contactNumber) || null,
    copyright: text(v.copyright) || null,
    version: text(v.version) || null,
    retroactiveYears: v.retroactiveYears,
    contributionRate: v.contributionRate,
    casUrl: text(v.casUrl),
    serviceUrl: text(v.serviceUrl),
    ...flags,
    sso: v.sso ? 'yes' : 'no',
    table81BaseTime: v.table81BaseTime ? v.table81BaseTime.format('YYYY-MM-DD') : undefined,
  };
}
