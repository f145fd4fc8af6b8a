/** Licence states of spec 000 section 4 (the server computes the same from the signed key). */
export type LicenceState = 'invalid' | 'expired' | 'expiring' | 'quiet' | 'valid';

export const LICENCE_WARNING_DAYS = 5;
export const LICENCE_QUIET_DAYS = 30;

/** Days from `today` to `dueDate` (YYYY-MM-DD), in whole calendar days. */
export function daysUntil(dueDate: string, today = new Date()): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dueDate);
  if (!m) return null;
  const due = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((due - now) / 86_400_000);
}

export function licenceState(dueDate: string | null | undefined, today = new Date()): LicenceState {
  if (!dueDate) return 'invalid';
  const days = daysUntil(dueDate, today);
  if (days === null) return 'invalid';
  if (days < 0) return 'expired';
  if (days <= LICENCE_WARNING_DAYS) return 'expiring';
  if (days <= LICENCE_QUIET_DAYS) return 'quiet';
  return 'valid';
}
