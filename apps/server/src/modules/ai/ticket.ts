import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../core/db.ts';
import { installationSecret } from '../../core/secrets.ts';

/**
 * Tickets of the external chat variant (spec 000 section 7: `GET /ai/getMd5Message?timeStamp=`,
 * then `POST /ai/aiChat` with question, ticket and timeStamp). The ticket is an HMAC-SHA256 of the
 * timestamp under a secret generated on the server's first use and kept in sys_meta, so nobody
 * can compute one without asking the server; it expires 5 minutes after its timestamp.
 */
export const TICKET_LIFETIME_MS = 5 * 60_000;
/** Clocks differ a little between the caller and the server. */
const FUTURE_SKEW_MS = 60_000;
const SECRET_KEY = 'ai_ticket_secret';

const secretOf = (db: Executor) => installationSecret(db, SECRET_KEY);

/** Milliseconds; a value that reads as seconds (before the year 2001 in ms) is taken as seconds. */
export function timestampMs(timeStamp: number): number {
  return timeStamp < 1e12 ? timeStamp * 1000 : timeStamp;
}

function sign(secret: Buffer, timeStamp: string): string {
  return createHmac('sha256', secret).update(`ai-ticket:${timeStamp}`).digest('hex');
}

export async function issueTicket(db: Executor, timeStamp: string): Promise<string> {
  return sign(await secretOf(db), timeStamp);
}

export type TicketCheck = 'ok' | 'expired' | 'invalid';

export async function checkTicket(
  db: Executor,
  timeStamp: string,
  ticket: string,
  now = Date.now(),
): Promise<TicketCheck> {
  if (!/^\d{1,16}$/.test(timeStamp) || !/^[0-9a-f]{64}$/i.test(ticket)) return 'invalid';
  const expected = Buffer.from(sign(await secretOf(db), timeStamp), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(ticket.toLowerCase(), 'hex'))) return 'invalid';
  const at = timestampMs(Number(timeStamp));
  if (at > now + FUTURE_SKEW_MS || now - at > TICKET_LIFETIME_MS) return 'expired';
  return 'ok';
}
