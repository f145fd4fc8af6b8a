import { afterEach, describe, expect, it } from 'vitest';
import { storage } from '../api/storage.ts';
import { canListRef } from './fields.tsx';
import { PERMISSION_LIST_KEY } from './permissions.ts';

/** Who gets a reference picker: those who may list what it points at (others see the name). */
describe('reference pickers', () => {
  afterEach(() => localStorage.clear());
  const hold = (codes: string[]) =>
    storage.set(
      PERMISSION_LIST_KEY,
      codes.map((action) => ({ action })),
    );

  it('offers departments and disciplines to anyone signed in, accounts to those who list users', () => {
    hold(['teacher:query']);
    expect([canListRef('department'), canListRef('discipline'), canListRef('user')]).toEqual([
      true,
      true,
      false,
    ]);
    hold(['teacher:query', 'user:query']);
    expect(canListRef('user')).toBe(true);
  });

  it('offers a resource only with its list permission', () => {
    hold(['teacherDiscipline:query']);
    expect(canListRef('teacher')).toBe(false);
    hold(['teacher:query']);
    expect(canListRef('teacher')).toBe(true);
    expect(canListRef('nothing')).toBe(false);
  });
});
