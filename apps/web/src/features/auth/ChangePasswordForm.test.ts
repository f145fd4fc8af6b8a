import { describe, expect, it } from 'vitest';
import { firstProblem } from './ChangePasswordForm.tsx';

describe('change-password checks in the order of spec 000 section 5', () => {
  it('names the first failing check', () => {
    expect(firstProblem({}, 'teacher')).toEqual({
      field: 'oldpassword',
      key: 'auth.changePassword.oldRequired',
    });
    expect(firstProblem({ oldpassword: 'x' }, 'teacher')).toEqual({
      field: 'password',
      key: 'auth.password.empty',
    });
    expect(firstProblem({ oldpassword: 'x', password: 'abc' }, 'teacher')?.key).toBe('auth.password.weak');
    expect(firstProblem({ oldpassword: 'x', password: 'Teacher#2026' }, 'teacher')?.key).toBe(
      'auth.password.containsUsername',
    );
    expect(firstProblem({ oldpassword: 'x', password: 'Better#2026' }, 'teacher')).toEqual({
      field: 'confirmpassword',
      key: 'auth.changePassword.confirmRequired',
    });
    expect(
      firstProblem({ oldpassword: 'x', password: 'Better#2026', confirmpassword: 'Better#2027' }, 'teacher')
        ?.key,
    ).toBe('auth.changePassword.mismatch');
    expect(
      firstProblem({ oldpassword: 'x', password: 'Better#2026', confirmpassword: 'Better#2026' }, 'teacher'),
    ).toBeNull();
  });
});
