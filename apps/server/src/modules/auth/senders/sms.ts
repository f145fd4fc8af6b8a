import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from './outbox.ts';

/** One SMS with a verification code. */
export interface SmsMessage {
  phone: string;
  code: string;
  purpose: string;
  minutes: number;
}

/** How SMS codes leave the server; chosen by SMS_SENDER. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Development: the code goes to the server log instead of a phone. */
export class LogSmsSender implements SmsSender {
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly outbox?: Outbox,
  ) {}

  async send({ phone, code, purpose }: SmsMessage): Promise<void> {
    this.log.info({ phone, purpose }, `SMS code for ${phone}: ${code}`);
    this.outbox?.add({ channel: 'sms', to: phone, code, purpose, at: Date.now() });
  }
}

export interface HttpSmsOptions {
  url: string;
  /** Body with {{phone}}, {{code}}, {{purpose}}, {{minutes}}: JSON when it starts with `{`, else form-encoded. */
  template: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string;
  timeoutMs?: number;
}

/** Fills the template; values are escaped for the body's own format so they cannot change its shape. */
export function fillTemplate(template: string, message: SmsMessage): { body: string; contentType: string } {
  const json = template.trim().startsWith('{');
  const encode = (v: string) => (json ? JSON.stringify(v).slice(1, -1) : encodeURIComponent(v));
  const values: Record<string, string> = {
    phone: message.phone,
    code: message.code,
    purpose: message.purpose,
    minutes: String(message.minutes),
  };
  const body = template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? encode(values[name]) : whole,
  );
  return { body, contentType: json ? 'application/json' : 'application/x-www-form-urlencoded' };
}

/** Production: posts the filled template to the school's SMS gateway. */
export class HttpSmsSender implements SmsSender {
  constructor(private readonly options: HttpSmsOptions) {}

  async send(message: SmsMessage): Promise<void> {
    const { body, contentType } = fillTemplate(this.options.template, message);
    const headers: Record<string, string> = { 'content-type': contentType };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    const res = await fetch(this.options.url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}
