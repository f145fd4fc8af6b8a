import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { sysAuthCode } from './schema.ts';
import { fillTemplate, HttpSmsSender } from './senders/sms.ts';

describe('phone sign-in with an SMS code', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
  let next = 13900000000;
  const phoneUser = async () => {
    next += 1;
    const phone = String(next);
    const user = await buildUser(t.database.db, { roles: ['4'], phone });
    return { user, phone };
  };
  const send = (mobile: string, smsmode?: string) => t.api.post('/sys/sms', { mobile, smsmode });
  const lastCode = async (phone: string) =>
    (await t.api.get<{ code: string; purpose: string }>('/sys/test/outbox', { query: { to: phone } })).body
      .result;
  const phoneLogin = (mobile: string, captcha: string) =>
    t.api.post<{ token: string; userInfo: { username: string } }>('/sys/phoneLogin', { mobile, captcha });

  it('sends a 6-digit code through the log sender and signs in with it', async () => {
    const { user, phone } = await phoneUser();
    const sent = await send(phone);
    expect(sent.status).toBe(200);
    const { code, purpose } = await lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(purpose).toBe('sms_login');
    const res = await phoneLogin(phone, code);
    expect(res.status).toBe(200);
    expect(res.body.result.userInfo.username).toBe(user.username);
    expect((await t.api.get('/sys/checkToken', { token: res.body.result.token })).status).toBe(200);
    // Used once.
    expect((await phoneLogin(phone, code)).status).toBe(400);
  });

  it('keeps the code 5 minutes', async () => {
    const { phone } = await phoneUser();
    await send(phone);
    const [row] = await t.database.db
      .select()
      .from(sysAuthCode)
      .where(and(eq(sysAuthCode.target, phone), eq(sysAuthCode.purpose, 'sms_login')));
    expect(row.expiresAt.getTime() - row.sentAt.getTime()).toBe(300_000);
    await t.database.db
      .update(sysAuthCode)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(sysAuthCode.target, phone), eq(sysAuthCode.purpose, 'sms_login')));
    const res = await phoneLogin(phone, (await lastCode(phone)).code);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The SMS code is wrong or has expired.');
  });

  it('allows 5 tries: after five wrong codes the right one no longer works', async () => {
    const { phone } = await phoneUser();
    await send(phone);
    const { code } = await lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await phoneLogin(phone, wrong)).status).toBe(400);
    expect((await phoneLogin(phone, code)).status).toBe(400);
  });

  it('allows a right code after fewer than five wrong tries', async () => {
    const { phone } = await phoneUser();
    await send(phone);
    const { code } = await lastCode(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await phoneLogin(phone, wrong);
    expect((await phoneLogin(phone, code)).status).toBe(200);
  });

  it('sends at most one code per phone per 60 seconds', async () => {
    const { phone } = await phoneUser();
    expect((await send(phone)).status).toBe(200);
    const again = await send(phone);
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/less than 60 seconds/);
    // Signing in with the code does not lift the wait.
    await phoneLogin(phone, (await lastCode(phone)).code);
    expect((await send(phone)).status).toBe(429);
    await t.database.db
      .update(sysAuthCode)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(sysAuthCode.target, phone), eq(sysAuthCode.purpose, 'throttle:sms')));
    expect((await send(phone)).status).toBe(200);
  });

  it('answers the same for a number without an account, and sends nothing', async () => {
    const res = await send('13111111111');
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/If this number belongs to an account/);
    expect((await t.api.get('/sys/test/outbox', { query: { to: '13111111111' } })).status).toBe(404);
  });

  it('sends nothing to a frozen account', async () => {
    next += 1;
    const phone = String(next);
    await buildUser(t.database.db, { roles: ['4'], phone, status: 2 });
    expect((await send(phone)).status).toBe(200);
    expect((await t.api.get('/sys/test/outbox', { query: { to: phone } })).status).toBe(404);
  });

  it('checks the phone shape: 11 digits starting with 1', async () => {
    const res = await send('2380000000');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Please enter an 11-digit mobile phone number.');
  });

  it('gives the demo accounts phones', async () => {
    expect((await send('13800000004')).status).toBe(200);
    const res = await phoneLogin('13800000004', (await lastCode('13800000004')).code);
    expect(res.body.result.userInfo.username).toBe('teacher');
  });
});

describe('HTTP SMS sender', () => {
  const received: { body: string; type?: string; auth?: string }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      received.push({ body, type: req.headers['content-type'], auth: req.headers.authorization });
      res.statusCode = body.includes('fail') ? 500 : 200;
      res.end('{}');
    });
  });
  const ready = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`),
    ),
  );
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('posts the filled template with the token', async () => {
    const url = await ready;
    const sender = new HttpSmsSender({
      url,
      template: '{"to":"{{phone}}","text":"code {{code}}"}',
      token: 'secret',
    });
    await sender.send({ phone: '13800000001', code: '123456', purpose: 'sms_login', minutes: 5 });
    expect(JSON.parse(received[0].body)).toEqual({ to: '13800000001', text: 'code 123456' });
    expect(received[0].type).toBe('application/json');
    expect(received[0].auth).toBe('Bearer secret');
  });

  it('fails when the gateway fails', async () => {
    const url = await ready;
    const sender = new HttpSmsSender({ url, template: 'p={{phone}}&fail=1' });
    await expect(sender.send({ phone: '13800000001', code: '1', purpose: 'x', minutes: 5 })).rejects.toThrow(
      /500/,
    );
  });

  it('escapes values so they cannot change the body shape', () => {
    const filled = fillTemplate('{"p":"{{phone}}"}', {
      phone: '1","x":"y',
      code: '',
      purpose: '',
      minutes: 5,
    });
    expect(JSON.parse(filled.body)).toEqual({ p: '1","x":"y' });
    expect(fillTemplate('a={{code}}', { phone: '', code: '1&b=2', purpose: '', minutes: 5 }).body).toBe(
      'a=1%26b%3D2',
    );
  });
});
