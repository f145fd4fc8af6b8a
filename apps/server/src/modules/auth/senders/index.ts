import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../core/config.ts';
import { LogMailSender, type MailSender, SmtpMailSender } from './mail.ts';
import { Outbox } from './outbox.ts';
import { HttpSmsSender, LogSmsSender, type SmsSender } from './sms.ts';

export interface Senders {
  sms: SmsSender;
  mail: MailSender;
  /** Present only when NODE_ENV=test. */
  outbox: Outbox | null;
}

export function createSenders(config: Config, log: FastifyBaseLogger): Senders {
  const outbox = config.NODE_ENV === 'test' ? new Outbox() : null;
  const sms =
    config.SMS_SENDER === 'http' && config.SMS_HTTP_URL
      ? new HttpSmsSender({
          url: config.SMS_HTTP_URL,
          template: config.SMS_HTTP_TEMPLATE,
          token: config.SMS_HTTP_TOKEN,
        })
      : new LogSmsSender(log, outbox ?? undefined);
  const mail = config.MAIL_HOST
    ? new SmtpMailSender({
        host: config.MAIL_HOST,
        port: config.MAIL_PORT,
        secure: config.MAIL_SECURE,
        user: config.MAIL_USER,
        password: config.MAIL_PASSWORD,
        from: config.MAIL_FROM,
      })
    : new LogMailSender(log, outbox ?? undefined);
  return { sms, mail, outbox };
}
