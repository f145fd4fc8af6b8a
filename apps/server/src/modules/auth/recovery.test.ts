import { createServer, type Server, type Socket } from 'node:net';
import { DEMO_PASSWORD } from '@accredit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { login } from './testing.ts';

/** A tiny SMTP server (RFC 5321 subset, no TLS, no auth) that keeps what it receives. */
function startSmtp(): Promise<{ server: Server; port: number; mails: { to: string[]; data: string }[] }> {
  const mails: { to: string[]; data: string }[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    let data = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let at = buffer.indexOf('\r\n');
      while (at >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            mails.push({ to, data });
            to = [];
            data = '';
            socket.write('250 OK queued\r\n');
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
        } else {
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test\r\n250 8BITMIME\r\n');
          else if (verb === 'MAIL') socket.write('250 OK\r\n');
          else if (verb === 'RCPT') {
            to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
            socket.write('250 OK\r\n');
          } else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') {
            socket.end('221 bye\r\n');
          } else socket.write('250 OK\r\n');
        }
        at = buffer.indexOf('\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, mails });
    }),
  );
}

describe('forgotten password by e-mail (SMTP) and by SMS', () => {
  const env: Record<string, string> = {
    LOGIN_RATE_LIMIT: '1000',
    MAIL_HOST: '127.0.0.1',
    MAIL_FROM: 'Accredit <no-reply@test>',
  };
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  // Runs before the app is built, so the app is configured with the server's port.
  beforeAll(async () => {
    smtp = await startSmtp();
    env.MAIL_PORT = String(smtp.port);
  });
  afterAll(() => new Promise<void>((r) => smtp.server.close(() => r())));
  const t = useTestApp(env);

  const codeIn = (data: string) => /\b(\d{6})\b/.exec(data.replace(/=\r?\n/g, ''))?.[1] ?? '';
  const reset = (body: Record<string, string>) => t.api.post('/sys/user/passwordChange', body);

  it('mails a code to the account address and resets the password with it', async () => {
    const sent = await t.api.post('/sys/user/sendResetMail', { email: 'Staff@demo.accredit.example' });
    expect(sent.status).toBe(200);
    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail.to).toEqual(['staff@demo.accredit.example']);
    expect(mail.data).toContain('your password reset code');
    const code = codeIn(mail.data);
    expect(code).toMatch(/^\d{6}$/);

    const weak = await reset({
      email: 'staff@demo.accredit.example',
      smscode: code,
      password: 'weak',
      confirmpassword: 'weak',
    });
    expect(weak.body.message).toMatch(/8 or more characters/);
    // A refused password does not spend the code.
    const ok = await reset({
      email: 'staff@demo.accredit.example',
      smscode: code,
      password: 'Recovered#2026',
      confirmpassword: 'Recovered#2026',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Your password has been reset. Please sign in with the new password.');
    expect((await login(t, 'staff', DEMO_PASSWORD)).status).toBe(400);
    expect((await login(t, 'staff', 'Recovered#2026')).status).toBe(200);
    // Used once.
    const again = await reset({
      email: 'staff@demo.accredit.example',
      smscode: code,
      password: 'Another#2026',
      confirmpassword: 'Another#2026',
    });
    expect(again.body.message).toBe('The code is wrong or has expired.');
  });

  it('ends every session of the account after a reset', async () => {
    const token = (await login(t, 'expert', DEMO_PASSWORD)).body.result.token;
    await t.api.post('/sys/user/sendResetMail', { email: 'expert@demo.accredit.example' });
    const code = codeIn(smtp.mails.at(-1)!.data);
    await reset({
      email: 'expert@demo.accredit.example',
      smscode: code,
      password: 'Reset#2026x',
      confirmpassword: 'Reset#2026x',
    });
    expect((await t.api.get('/sys/checkToken', { token })).status).toBe(401);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const before = smtp.mails.length;
    const res = await t.api.post('/sys/user/sendResetMail', { email: 'nobody@example.edu' });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/If this address belongs to an account/);
    expect(smtp.mails.length).toBe(before);
  });

  it('refuses a wrong code', async () => {
    await t.api.post('/sys/user/sendResetMail', { email: 'progadmin@demo.accredit.example' });
    const res = await reset({
      email: 'progadmin@demo.accredit.example',
      smscode: '999999x',
      password: 'Reset#2026x',
      confirmpassword: 'Reset#2026x',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The code is wrong or has expired.');
  });

  it('resets by SMS code too', async () => {
    await t.api.post('/sys/sms', { mobile: '13800000007', smsmode: '2' });
    const sent = await t.api.get<{ code: string; purpose: string }>('/sys/test/outbox', {
      query: { to: '13800000007' },
    });
    expect(sent.body.result.purpose).toBe('reset_sms');
    // A reset code does not sign in.
    expect(
      (await t.api.post('/sys/phoneLogin', { mobile: '13800000007', captcha: sent.body.result.code })).status,
    ).toBe(400);
    const res = await reset({
      phone: '13800000007',
      smscode: sent.body.result.code,
      password: 'BySms#2026',
      confirmpassword: 'BySms#2026',
    });
    expect(res.status).toBe(200);
    expect((await login(t, 'expert', 'BySms#2026')).status).toBe(200);
  });

  it('needs exactly one of phone and e-mail', async () => {
    const res = await reset({ smscode: '123456', password: 'BySms#2026', confirmpassword: 'BySms#2026' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Give either a phone number or an e-mail address.');
  });
});
