import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.ts';
import { useTestApp } from '../../test/harness.ts';
import { sysRole, sysUser, sysUserRole } from '../system/schema.ts';
import { isRegistrationOpen, setAuthSetting } from './settings.ts';
import { login } from './testing.ts';

describe('self-registration', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000', REGISTRATION_ROLE: '4' });

  const register = async (body: Record<string, string>, lang?: string) => {
    const checkKey = newId();
    await t.api.get(`/sys/randomImage/${checkKey}`);
    return t.api.post<{ username: string; status: number }>(
      '/sys/user/register',
      { realname: 'New Person', captcha: 'TEST', checkKey, ...body },
      { lang },
    );
  };
  const settings = async () =>
    (await t.api.get<{ registrationOpen: boolean }>('/sys/authSettings')).body.result.registrationOpen;

  it('is off by default and refuses', async () => {
    expect(await isRegistrationOpen(t.database.db)).toBe(false);
    expect(await settings()).toBe(false);
    const res = await register({ username: 'newbie', password: 'Fresh#2026', confirmpassword: 'Fresh#2026' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Registration is not open at this school.');
  });

  it('when open, creates a frozen account with the configured role, refused until approved', async () => {
    await setAuthSetting(t.database.db, 'registration_open', 'true');
    expect(await settings()).toBe(true);
    const res = await register({
      username: 'newbie',
      password: 'Fresh#2026',
      confirmpassword: 'Fresh#2026',
      phone: '13700000001',
      email: 'Newbie@Example.edu',
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ username: 'newbie', status: 2 });
    const [user] = await t.database.db.select().from(sysUser).where(eq(sysUser.username, 'newbie'));
    expect(user.status).toBe(2);
    expect(user.email).toBe('newbie@example.edu');
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const roles = await t.database.db
      .select({ code: sysRole.roleCode })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
      .where(eq(sysUserRole.userId, user.id));
    expect(roles.map((r) => r.code)).toEqual(['4']);

    const refused = await login(t, 'newbie', 'Fresh#2026');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Incorrect username or password.');

    // An administrator approves the account.
    await t.database.db.update(sysUser).set({ status: 1 }).where(eq(sysUser.id, user.id));
    expect((await login(t, 'newbie', 'Fresh#2026')).status).toBe(200);
  });

  it('applies the password policy and the confirmation', async () => {
    await setAuthSetting(t.database.db, 'registration_open', 'yes');
    const weak = await register({ username: 'weakling', password: 'weak', confirmpassword: 'weak' });
    expect(weak.body.message).toMatch(/8 or more characters/);
    const named = await register({
      username: 'weakling',
      password: 'weakling#1',
      confirmpassword: 'weakling#1',
    });
    expect(named.body.message).toBe('The password must not contain the username.');
    const differ = await register({
      username: 'weakling',
      password: 'Fresh#2026',
      confirmpassword: 'Fresh#2027',
    });
    expect(differ.body.message).toBe('The two passwords are different.');
  });

  it('refuses a taken username, phone or e-mail, and a wrong code', async () => {
    await setAuthSetting(t.database.db, 'registration_open', '1');
    const base = { password: 'Fresh#2026', confirmpassword: 'Fresh#2026' };
    expect((await register({ ...base, username: 'teacher' })).status).toBe(409);
    expect((await register({ ...base, username: 'phoneclash', phone: '13800000001' })).body.message).toBe(
      'This phone number already belongs to an account.',
    );
    expect(
      (await register({ ...base, username: 'mailclash', email: 'teacher@demo.accredit.example' })).status,
    ).toBe(409);
    expect((await register({ ...base, username: 'badcode', captcha: 'NOPE' })).body.message).toBe(
      'The Code Is Incorrect',
    );
    expect((await register({ ...base, username: 'a b' })).status).toBe(400);
  });
});
