import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailSender } from './mail.ts';

/** The least SMTP server that takes one message: enough to see what nodemailer sends. */
function smtpServer() {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket: Socket) => {
    let from = '';
    let to: string[] = [];
    let data: string | null = null;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push({ from, to, data });
            data = null;
            to = [];
            socket.write('250 queued\r\n');
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (/^MAIL FROM:/i.test(line)) {
          from = line.slice(10).trim();
          socket.write('250 ok\r\n');
        } else if (/^RCPT TO:/i.test(line)) {
          to.push(line.slice(8).trim());
          socket.write('250 ok\r\n');
        } else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go\r\n');
        } else if (/^QUIT/i.test(line)) {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
        end = buffer.indexOf('\r\n');
      }
    });
  });
  return { server, messages };
}

describe('e-mail through SMTP (nodemailer)', () => {
  const { server, messages } = smtpServer();
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('delivers the code mail with its sender, recipient, subject and text', async () => {
    const sender = new SmtpMailSender({ host: '127.0.0.1', port, secure: false, from: 'noreply@school.edu' });
    await sender.send({
      to: 'teacher@school.edu',
      subject: 'Your code',
      text: 'Your verification code is 123456.',
      code: '123456',
      purpose: 'login',
    });
    expect(messages).toHaveLength(1);
    expect(messages[0].from).toContain('noreply@school.edu');
    expect(messages[0].to).toEqual(['<teacher@school.edu>']);
    expect(messages[0].data).toMatch(/^Subject: Your code$/m);
    expect(messages[0].data).toContain('Your verification code is 123456.');
  });

  it('fails, rather than hangs, when no SMTP server answers', async () => {
    const sender = new SmtpMailSender({
      host: '127.0.0.1',
      port: 1,
      secure: false,
      from: 'noreply@school.edu',
    });
    await expect(
      sender.send({ to: 'a@b.c', subject: 's', text: 't', code: '1', purpose: 'login' }),
    ).rejects.toThrow();
  });
});
