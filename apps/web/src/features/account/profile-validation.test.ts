import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarProblem, checkContact, emailOk, phoneOk } from './profile-validation.ts';

describe('profile validation', () => {
  it('accepts a standard email or an empty one', () => {
    expect(emailOk('chen.jing@school.edu.cn')).toBe(true);
    expect(emailOk('')).toBe(true);
    expect(emailOk(null)).toBe(true);
    expect(emailOk('chen.jing@')).toBe(false);
    expect(emailOk('no spaces@x.cn')).toBe(false);
  });

  it('accepts an 11-digit phone number starting with 1, or none', () => {
    expect(phoneOk('13812345678')).toBe(true);
    expect(phoneOk('')).toBe(true);
    expect(phoneOk('23812345678')).toBe(false);
    expect(phoneOk('1381234567')).toBe(false);
    expect(phoneOk('138123456789')).toBe(false);
    expect(phoneOk('1381234567a')).toBe(false);
  });

  it('clears a bad field and reports it', () => {
    const { values, problems } = checkContact({ email: 'bad', phone: '123', birthday: '1990-01-01' });
    expect(problems).toEqual(['email', 'phone']);
    expect(values).toEqual({ email: '', phone: '', birthday: '1990-01-01' });
    expect(checkContact({ email: 'a@b.cn', phone: '13800000000' }).problems).toEqual([]);
  });

  it('takes JPEG or PNG avatars under 2 MB', () => {
    expect(avatarProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarProblem({ type: 'image/jpeg', size: AVATAR_MAX_BYTES - 1 })).toBeNull();
    expect(avatarProblem({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(avatarProblem({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBe('size');
  });
});
