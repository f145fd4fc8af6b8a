import { DEMO_PASSWORD } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { sysUser } from '../system/schema.ts';
import { sysSession } from './schema.ts';
import { hashToken } from './sessions.ts';
import { login } from './testing.ts';

describe('sessions', () => {
  const t = useTestApp({ SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '168' });

  const signIn = async (username = 'staff') => {
    const res = await login(t, username, DEMO_PASSWORD);
    expect(res.status).toBe(200);
    return res.body.result.token;
  };
  const sessionOf = async (token: string) => {
    const [row] = await t.database.db
      .select()
      .from(sysSession)
      .where(eq(sysSession.tokenHash, hashToken(token)));
    return row;
  };

  it('keeps only a hash of the token, with a 7-day absolute lifetime', async () => {
    const token = await signIn();
    const row = await sessionOf(token);
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(168 * 3_600_000, -4);
    expect(row.loginType).toBe(1);
  });

  it('answers checkToken with the user for a live token', async () => {
    const token = await signIn();
    const res = await t.api.get<{ valid: boolean; userInfo: { username: string } }>('/sys/checkToken', {
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ valid: true, userInfo: { username: 'staff' } });
  });

  it('refuses a forged token with 401', async () => {
    const res = await t.api.get('/sys/checkToken', { token: 'a'.repeat(43) });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Not authorised, please log in again.');
    expect((await t.api.get('/sys/checkToken')).status).toBe(401);
  });

  it('ends the token on logout; replaying it gets 401 token expired', async () => {
    const token = await signIn();
    const out = await t.api.post('/sys/logout', undefined, { token });
    expect(out.status).toBe(200);
    const replay = await t.api.get('/sys/checkToken', { token });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('Token expired, please log in again.');
    const zh = await t.api.get('/sys/checkToken', { token, lang: 'zh-CN' });
    expect(zh.body.message).toBe('Token失效，请重新登录');
    expect((await sessionOf(token)).endReason).toBe('logout');
  });

  it('answers logout without a live token too, so the sign-out flow always completes', async () => {
    expect((await t.api.post('/sys/logout')).status).toBe(200);
    expect((await t.api.post('/sys/logout', undefined, { token: 'forged' })).status).toBe(200);
  });

  it('ends a session idle for longer than the idle timeout', async () => {
    const token = await signIn();
    await t.database.db
      .update(sysSession)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sysSession.tokenHash, hashToken(token)));
    const res = await t.api.get('/sys/checkToken', { token });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Token expired, please log in again.');
  });

  it('keeps a session used within the idle timeout', async () => {
    const token = await signIn();
    await t.database.db
      .update(sysSession)
      .set({ lastSeenAt: new Date(Date.now() - 29 * 60_000) })
      .where(eq(sysSession.tokenHash, hashToken(token)));
    expect((await t.api.get('/sys/checkToken', { token })).status).toBe(200);
    // The use moved last-seen forward.
    expect(Date.now() - (await sessionOf(token)).lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('ends a session at its absolute lifetime even when in use', async () => {
    const token = await signIn();
    await t.database.db
      .update(sysSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sysSession.tokenHash, hashToken(token)));
    expect((await t.api.get('/sys/checkToken', { token })).status).toBe(401);
  });

  it('ends the sessions of an account that gets frozen', async () => {
    const token = await signIn('secretary');
    await t.database.db.update(sysUser).set({ status: 2 }).where(eq(sysUser.username, 'secretary'));
    expect((await t.api.get('/sys/checkToken', { token })).status).toBe(401);
    await t.database.db.update(sysUser).set({ status: 1 }).where(eq(sysUser.username, 'secretary'));
    expect((await t.api.get('/sys/checkToken', { token })).status).toBe(401);
  });

  it('gives each sign-in its own token', async () => {
    const a = await signIn();
    const b = await signIn();
    expect(a).not.toBe(b);
    await t.api.post('/sys/logout', undefined, { token: a });
    expect((await t.api.get('/sys/checkToken', { token: b })).status).toBe(200);
  });
});
