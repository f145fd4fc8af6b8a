import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../core/db.ts';
import { installationSecret } from '../../core/secrets.ts';

/**
 * Reviewer link tokens: `<linkId>.<expiry>.<signature>`, the signature an HMAC-SHA256 of
 * `<linkId>.<expiry>` under a secret generated on the server's first use and kept in sys_meta
 * (as the AI tickets' secret is: no configuration needed, the same on every server of one
 * database). The link row keeps only the SHA-256 of the signature, so the database alone cannot
 * give a working address, and a signature that checks out must still match the row it names
 * (a link re-issued with another expiry never answers to the old address).
 */
const SECRET_KEY = 'reviewer_link_secret';
const secretOf = (db: Executor) => installationSecret(db, SECRET_KEY);

const sign = (secret: Buffer, linkId: string, expiry: number) =>
  createHmac('sha256', secret).update(`reviewer-link:${linkId}.${expiry}`).digest('base64url');

export const hashOf = (signature: string) => createHash('sha256').update(signature).digest('hex');

/** Seconds since 1970 (what the token carries). */
export const expirySeconds = (at: Date) => Math.floor(at.getTime() / 1000);

export async function issueToken(
  db: Executor,
  linkId: string,
  expiresAt: Date,
): Promise<{ token: string; secretHash: string }> {
  const expiry = expirySeconds(expiresAt);
  const signature = sign(await secretOf(db), linkId, expiry);
  return { token: `${linkId}.${expiry}.${signature}`, secretHash: hashOf(signature) };
}

export interface ParsedToken {
  linkId: string;
  expiry: number;
  signature: string;
}

/** The parts of a well-formed token, or null. */
export function parseToken(token: string): ParsedToken | null {
  const m = /^([a-z0-9]{1,64})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  return { linkId: m[1], expiry: Number(m[2]), signature: m[3] };
}

/** True when the signature is the server's for these parts (constant time). */
export async function signatureHolds(db: Executor, t: ParsedToken): Promise<boolean> {
  const expected = Buffer.from(sign(await secretOf(db), t.linkId, t.expiry));
  const given = Buffer.from(t.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
