import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The shape of a service token: `acc_<id>.<secret>`, where id is the sys_api_token row and secret
 * 32 random bytes (base64url, 43 characters). Only SHA-256 of the secret is stored; the row is
 * found by its id and the secret compared in constant time, so neither the lookup nor the
 * comparison tells a caller how close a guess came.
 */
export const TOKEN_PREFIX = 'acc_';
const SHAPE = /^acc_([0-9a-z]{1,64})\.([A-Za-z0-9_-]{43,128})$/;

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export interface NewToken {
  token: string;
  secretHash: string;
  /** What the list shows to tell tokens apart: the id and the first four characters of the secret. */
  prefix: string;
}

export function newServiceToken(id: string): NewToken {
  const secret = randomBytes(32).toString('base64url');
  return {
    token: `${TOKEN_PREFIX}${id}.${secret}`,
    secretHash: hashSecret(secret),
    prefix: `${TOKEN_PREFIX}${id}.${secret.slice(0, 4)}`,
  };
}

/** The id and secret of a well-formed token, or null for anything else. */
export function parseServiceToken(token: string): { id: string; secret: string } | null {
  const m = SHAPE.exec(token);
  return m ? { id: m[1], secret: m[2] } : null;
}

/** Whether the secret hashes to the stored hash, compared in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** `Authorization: Bearer <token>`, or undefined. */
export function bearerOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const m = value ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return m?.[1];
}
