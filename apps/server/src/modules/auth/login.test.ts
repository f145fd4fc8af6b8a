import { DEMO_PASSWORD } from '@accredit/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { sysLog } from '../system/schema.ts';
import { recordFailure, THROTTLE } from './lockout.ts';
import { sysAuthCode, sysLoginThrottle } from './schema.ts';
import { login } from './testing.ts';

describe('verification code and password transport', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });

  it('draws the code as an SVG image and keeps it server-side', async () => {
    const res = await t.api.get<string>(`/sys/randomImage/${newId()}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(res.body.result.split(',')[1], 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a checkKey that is not a plain token', async () => {
    const res = await t.api.get(`/sys/randomImage/${encodeURIComponent('a b<c>')}`);
    expect(res.status).toBe(400);
  });

  it('gives the public key as PEM (SPKI), the same key each time', async () => {
    const a = await t.api.get<{ publicKey: string }>('/sys/getPublicKey');
    const b = await t.api.get<{ publicKey: string }>('/sys/getPublicKey');
    expect(a.body.result.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(b.body.result.publicKey).toBe(a.body.result.publicKey);
  });

  it('signs in with username, encrypted password and code (case-insensitive)', async () => {
    const res = await login(t, 'teacher', DEMO_PASSWORD, { captcha: 'test' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.result.token.length).toBeGreaterThan(30);
    expect(res.body.result.userInfo).toMatchObject({ username: 'teacher', realname: 'Chen Jing' });
    expect(res.body.result.teacherInfo).toBeNull();
    expect(JSON.stringify(res.body)).not.toContain('password');
    const check = await t.api.get('/sys/checkToken', { token: res.body.result.token });
    expect(check.status).toBe(200);
  });

  it('uses a code only once', async () => {
    const checkKey = newId();
    await t.api.get(`/sys/randomImage/${checkKey}`);
    expect((await login(t, 'teacher', DEMO_PASSWORD, { checkKey })).status).toBe(200);
    const again = await login(t, 'teacher', DEMO_PASSWORD, { checkKey });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/expired or was already used/);
  });

  it('spends the code on a wrong answer too', async () => {
    const checkKey = newId();
    await t.api.get(`/sys/randomImage/${checkKey}`);
    const wrong = await login(t, 'teacher', DEMO_PASSWORD, { checkKey, captcha: 'NOPE' });
    expect(wrong.body.message).toBe('The Code Is Incorrect');
    const right = await login(t, 'teacher', DEMO_PASSWORD, { checkKey });
    expect(right.status).toBe(400);
  });

  it('refuses an expired code (60 s)', async () => {
    const checkKey = newId();
    await t.api.get(`/sys/randomImage/${checkKey}`);
    const [row] = await t.database.db.select().from(sysAuthCode).where(eq(sysAuthCode.target, checkKey));
    expect(row.expiresAt.getTime() - row.sentAt.getTime()).toBe(60_000);
    await t.database.db
      .update(sysAuthCode)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sysAuthCode.target, checkKey));
    const res = await login(t, 'teacher', DEMO_PASSWORD, { checkKey });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/expired/);
  });

  it('says "The Code Is Incorrect" in the caller language', async () => {
    const en = await login(t, 'teacher', DEMO_PASSWORD, { captcha: 'ZZZZ' });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('The Code Is Incorrect');
    const zh = await login(t, 'teacher', DEMO_PASSWORD, { captcha: 'ZZZZ', lang: 'zh-CN' });
    expect(zh.body.message).toBe('验证码错误');
  });

  it('gives the field messages of spec 000 section 5 for empty fields', async () => {
    const en = await t.api.post('/sys/login', { username: '', password: '', captcha: '', checkKey: 'k' });
    expect(en.status).toBe(400);
    expect((en.body.result as { fields: Record<string, string> }).fields).toMatchObject({
      username: 'Please Enter UserName',
      password: 'Please Enter Password',
      captcha: 'Please Enter Code',
    });
    const zh = await t.api.post('/sys/login', { checkKey: 'k' }, { lang: 'zh-CN' });
    expect((zh.body.result as { fields: Record<string, string> }).fields).toMatchObject({
      username: '请输入用户名',
      password: '请输入密码',
      captcha: '请输入验证码',
    });
  });

  it('refuses a wrong password, an unknown user and a frozen user with the same message', async () => {
    const frozen = await buildUser(t.database.db, { roles: ['4'], status: 2 });
    const wrong = await login(t, 'secretary', 'Wrong@2026x');
    const unknown = await login(t, 'nobody_here', DEMO_PASSWORD);
    const cold = await login(t, frozen.username, DEMO_PASSWORD);
    for (const res of [wrong, unknown, cold]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Incorrect username or password.');
    }
  });

  it('refuses a password that is not encrypted with the key', async () => {
    const checkKey = newId();
    await t.api.get(`/sys/randomImage/${checkKey}`);
    const res = await t.api.post('/sys/login', {
      username: 'staff',
      password: Buffer.from(DEMO_PASSWORD).toString('base64'),
      captcha: 'TEST',
      checkKey,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Incorrect username or password.');
  });

  const expire = (key: string) =>
    t.database.db
      .update(sysLoginThrottle)
      .set({ blockedUntil: new Date(Date.now() - 1000) })
      .where(eq(sysLoginThrottle.key, key));

  it('makes one address wait after five failures on one account, while the owner signs in from elsewhere', async () => {
    const user = await buildUser(t.database.db, { roles: ['4'] });
    const attacker = '198.51.100.7';
    for (let i = 0; i < 4; i++)
      expect((await login(t, user.username, 'Wrong@2026x', { from: attacker })).status).toBe(400);
    const fifth = await login(t, user.username, 'Wrong@2026x', { from: attacker });
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toMatch(/try again in 1 min\./);
    // That address waits, even with the right password; the owner from another address does not.
    expect((await login(t, user.username, DEMO_PASSWORD, { from: attacker })).status).toBe(429);
    expect((await login(t, user.username, DEMO_PASSWORD, { from: '203.0.113.20' })).status).toBe(200);
    // The administrator cannot be locked out by a stranger either.
    for (let i = 0; i < 6; i++) await login(t, 'admin', 'Wrong@2026x', { from: attacker });
    expect((await login(t, 'admin', DEMO_PASSWORD, { from: '203.0.113.21' })).status).toBe(200);
  });

  it('doubles the wait with each further failure from the same address', async () => {
    const user = await buildUser(t.database.db, { roles: ['4'] });
    const from = '198.51.100.8';
    const key = `pair:${user.username.toLowerCase()}|${from}`;
    for (let i = 0; i < 5; i++) await login(t, user.username, 'Wrong@2026x', { from });
    await expire(key);
    const sixth = await login(t, user.username, 'Wrong@2026x', { from });
    expect(sixth.body.message).toMatch(/try again in 2 min\./);
    await expire(key);
    expect((await login(t, user.username, 'Wrong@2026x', { from })).body.message).toMatch(/in 4 min\./);
    await expire(key);
    expect((await login(t, user.username, DEMO_PASSWORD, { from })).status).toBe(200);
    // Success forgets that address's failures for the account.
    expect((await login(t, user.username, 'Wrong@2026x', { from })).status).toBe(400);
  });

  it('treats unknown usernames the same way (nothing tells which accounts exist)', async () => {
    const from = '198.51.100.9';
    for (let i = 0; i < 4; i++) await login(t, 'ghost_user', 'Wrong@2026x', { from });
    expect((await login(t, 'ghost_user', 'Wrong@2026x', { from })).status).toBe(429);
  });

  it('blocks an address that guesses across many accounts', async () => {
    const from = '198.51.100.10';
    let wait = 0;
    for (let i = 0; i < THROTTLE.addressFailures; i++)
      wait = await recordFailure(t.database.db, `victim${i}`, from);
    expect(wait).toBe(THROTTLE.addressBlockMinutes);
    const res = await login(t, 'teacher', DEMO_PASSWORD, { from });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/try again in 30 min\./);
    expect((await login(t, 'teacher', DEMO_PASSWORD, { from: '198.51.100.11' })).status).toBe(200);
  });

  it('forgets failures older than the window', async () => {
    const user = await buildUser(t.database.db, { roles: ['4'] });
    const from = '198.51.100.12';
    for (let i = 0; i < 4; i++) await login(t, user.username, 'Wrong@2026x', { from });
    await t.database.db
      .update(sysLoginThrottle)
      .set({ windowStart: new Date(Date.now() - (THROTTLE.windowMinutes + 1) * 60_000) })
      .where(eq(sysLoginThrottle.key, `pair:${user.username.toLowerCase()}|${from}`));
    expect((await login(t, user.username, 'Wrong@2026x', { from })).status).toBe(400);
    expect((await login(t, user.username, DEMO_PASSWORD, { from })).status).toBe(200);
  });

  it('writes every attempt, success or failure, to the login log', async () => {
    const user = await buildUser(t.database.db, { roles: ['4'] });
    await login(t, user.username, 'Wrong@2026x');
    await login(t, user.username, DEMO_PASSWORD, { captcha: 'XXXX' });
    await login(t, user.username, DEMO_PASSWORD);
    const rows = await t.database.db
      .select()
      .from(sysLog)
      .where(and(eq(sysLog.logType, 1), eq(sysLog.username, user.username)))
      .orderBy(sysLog.createTime);
    expect(rows.map((r) => r.outcome)).toEqual(['failure', 'failure', 'success']);
    expect(rows[0].ip).toBeTruthy();
    expect(rows.every((r) => !String(r.requestParam ?? '').includes(DEMO_PASSWORD))).toBe(true);
  });
});

describe('rate limit per address', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '3' });

  it('answers 429 after the limit of login calls in a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await login(t, 'teacher', 'Wrong@2026x', { captcha: 'XXXX' })).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
