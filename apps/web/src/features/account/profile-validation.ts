/**
 * Profile checks of spec 000 section 5. A bad email or phone number shows its message and the
 * field is cleared; that failure blocks the save once (the next save goes ahead with the field
 * empty). Name, gender and number are required on the student or teacher record.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const PHONE_PATTERN = /^1\d{10}$/;

export type ProfileProblem = 'email' | 'phone';

export function emailOk(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  return v === '' || EMAIL_PATTERN.test(v);
}

export function phoneOk(value: string | null | undefined): boolean {
  const v = (value ?? '').trim();
  return v === '' || PHONE_PATTERN.test(v);
}

export interface ContactFields {
  email?: string | null;
  phone?: string | null;
}

/** The values to keep (bad ones cleared) and the problems found, in field order. */
export function checkContact<T extends ContactFields>(values: T): { values: T; problems: ProfileProblem[] } {
  const problems: ProfileProblem[] = [];
  const out = { ...values };
  if (!emailOk(values.email)) {
    problems.push('email');
    out.email = '';
  }
  if (!phoneOk(values.phone)) {
    problems.push('phone');
    out.phone = '';
  }
  return { values: out, problems };
}

/** Avatar upload rule: JPEG or PNG, under 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export type AvatarProblem = 'type' | 'size';

export function avatarProblem(file: { type: string; size: number }): AvatarProblem | null {
  if (file.type !== 'image/jpeg' && file.type !== 'image/png') return 'type';
  if (file.size >= AVATAR_MAX_BYTES) return 'size';
  return null;
}
