import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Outbox } from './outbox.ts';

export interface CodeMail {
  to: string;
  subject: string;
  text: string;
  /** The code inside the text, for the log sender. */
  code: string;
  purpose: string;
}

/** How e-mail leaves the server: SMTP when MAIL_HOST is set, else the server log. */
export interface MailSender {
  send(mail: CodeMail): Promise<void>;
}

export class LogMailSender implements MailSender {
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly outbox?: Outbox,
  ) {}

  async send({ to, code, purpose }: CodeMail): Promise<void> {
    this.log.info({ to, purpose }, `E-mail code for ${to}: ${code}`);
    this.outbox?.add({ channel: 'mail', to, code, purpose, at: Date.now() });
  }
}

export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
}

export class SmtpMailSender implements MailSender {
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpOptions) {
    this.transport = nodemailer.createTransport({
      host: options.host,
      port: options.port,
      secure: options.secure,
      auth: options.user ? { user: options.user, pass: options.password ?? '' } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send({ to, subject, text }: CodeMail): Promise<void> {
    await this.transport.sendMail({ from: this.options.from, to, subject, text });
  }
}
