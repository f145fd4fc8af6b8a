import { DEMO_PASSWORD } from '@accredit/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { login } from './testing.ts';

describe('change password (spec 000 section 5, seven checks in order)', () => {
  const t = useTestApp();

  const freshUser = async () => {
    const user = await buildUser(t.database.db, {
      roles: ['4'],
      username: `pw_${Math.random().toString(36).slice(2, 8)}`,
    });
    const res = await login(t, user.username, DEMO_PASSWORD);
    return { user, token: res.body.result.token };
  };
  const change = (token: string, body: Record<string, string | undefined>, lang?: string) =>
    t.api.put('/sys/user/updatePassword', body, { token, lang });

  it('needs a session', async () => {
    expect((await t.api.put('/sys/user/updatePassword', {})).status).toBe(401);
  });

  it('answers the first failing check, in the spec order', async () => {
    const { user, token } = await freshUser();
    const steps: [Record<string, string | undefined>, string][] = [
      // 1. old password empty (everything else wrong too: the first check wins)
      [{ oldpassword: '', password: '', confirmpassword: 'x' }, 'The old password cannot be empty.'],
      // 2. old password wrong
      [{ oldpassword: 'Wrong@2026', password: '' }, 'The old password is incorrect.'],
      // 3. new password empty
      [{ oldpassword: DEMO_PASSWORD, password: '', confirmpassword: '' }, 'The password cannot be empty.'],
      // 4. weak
      [
        { oldpassword: DEMO_PASSWORD, password: 'short1!', confirmpassword: '' },
        'Please enter 8 or more characters combining digits, upper- or lower-case letters and special symbols.',
      ],
      // 5. contains the username
      [
        { oldpassword: DEMO_PASSWORD, password: `X1!${user.username.toUpperCase()}`, confirmpassword: '' },
        'The password must not contain the username.',
      ],
      // 6. confirmation empty
      [
        { oldpassword: DEMO_PASSWORD, password: 'Better#2027', confirmpassword: '' },
        'The confirmation password cannot be empty.',
      ],
      // 7. the two differ
      [
        { oldpassword: DEMO_PASSWORD, password: 'Better#2027', confirmpassword: 'Better#2028' },
        'The two passwords are different.',
      ],
    ];
    for (const [body, message] of steps) {
      const res = await change(token, body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('refuses every weak password the policy names', async () => {
    const { token } = await freshUser();
    const weak = ['Ab1!', 'abcdefgh', '12345678', 'abcd1234', 'abcd!@#$', '1234!@#$', 'ABCD1234'];
    for (const password of weak) {
      const res = await change(token, { oldpassword: DEMO_PASSWORD, password, confirmpassword: password });
      expect(res.body.message, password).toMatch(/8 or more characters/);
    }
  });

  it('speaks the caller language', async () => {
    const { token } = await freshUser();
    const res = await change(
      token,
      { oldpassword: DEMO_PASSWORD, password: 'Better#2027', confirmpassword: 'x' },
      'zh-CN',
    );
    expect(res.body.message).toBe('两次输入的密码不一样！');
  });

  it('changes the password with code 0 and signs out the other sessions only', async () => {
    const { user, token } = await freshUser();
    const other = (await login(t, user.username, DEMO_PASSWORD)).body.result.token;
    const res = await change(token, {
      oldpassword: DEMO_PASSWORD,
      password: 'Better#2027',
      confirmpassword: 'Better#2027',
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect((await t.api.get('/sys/checkToken', { token: other })).status).toBe(401);
    expect((await t.api.get('/sys/checkToken', { token })).status).toBe(200);
    expect((await login(t, user.username, DEMO_PASSWORD)).status).toBe(400);
    expect((await login(t, user.username, 'Better#2027')).status).toBe(200);
  });
});
