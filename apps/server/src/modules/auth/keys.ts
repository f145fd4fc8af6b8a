import { constants, generateKeyPair, privateDecrypt } from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from '../../core/db.ts';
import { getMeta } from '../../seed/base.ts';
import { sysMeta } from '../system/schema.ts';

/**
 * The login page encrypts the password with this installation's RSA public key (RSA-OAEP,
 * SHA-256, through Web Crypto), so it never travels or sits in a log in clear even behind a
 * TLS-terminating proxy. The pair is made on first use and kept in sys_meta: never in the repository.
 */
const PUBLIC_KEY = 'auth_rsa_public_key';
const PRIVATE_KEY = 'auth_rsa_private_key';

interface KeyPair {
  publicKey: string;
  privateKey: string;
}

const generate = promisify(generateKeyPair);
const loaded = new WeakMap<Db, Promise<KeyPair>>();

async function loadOrCreate(db: Db): Promise<KeyPair> {
  const [publicKey, privateKey] = [await getMeta(db, PUBLIC_KEY), await getMeta(db, PRIVATE_KEY)];
  if (publicKey && privateKey) return { publicKey, privateKey };
  const pair = await generate('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  // Two processes starting together: the first insert wins, both then read the same pair.
  await db.transaction(async (tx) => {
    await tx.insert(sysMeta).values({ key: PRIVATE_KEY, value: pair.privateKey }).onConflictDoNothing();
    await tx.insert(sysMeta).values({ key: PUBLIC_KEY, value: pair.publicKey }).onConflictDoNothing();
  });
  return {
    publicKey: (await getMeta(db, PUBLIC_KEY)) ?? pair.publicKey,
    privateKey: (await getMeta(db, PRIVATE_KEY)) ?? pair.privateKey,
  };
}

export function loginKeys(db: Db): Promise<KeyPair> {
  let pair = loaded.get(db);
  if (!pair) {
    pair = loadOrCreate(db);
    pair.catch(() => loaded.delete(db));
    loaded.set(db, pair);
  }
  return pair;
}

/** The plain password, or null when the text is not a ciphertext of our key. */
export async function decryptPassword(db: Db, base64: string): Promise<string | null> {
  if (!base64 || base64.length > 1024) return null;
  const { privateKey } = await loginKeys(db);
  try {
    return privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64, 'base64'),
    ).toString('utf8');
  } catch {
    return null;
  }
}
