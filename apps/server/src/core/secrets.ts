import { randomBytes } from 'node:crypto';
import { getMeta, setMeta } from '../seed/base.ts';
import type { Executor } from './db.ts';

/**
 * A signing secret of this installation (AI tickets, reviewer links): 32 random bytes made on first
 * use and kept in sys_meta under `key`, so every server sharing the database signs alike and nothing
 * secret sits in the repository or the configuration. Cached per database and key.
 */
const cache = new WeakMap<object, Map<string, Buffer>>();

export async function installationSecret(db: Executor, key: string): Promise<Buffer> {
  let byKey = cache.get(db);
  const known = byKey?.get(key);
  if (known) return known;
  let stored = await getMeta(db, key);
  if (!stored) {
    // Two first requests at once may both generate; the later write wins and a token signed with
    // the earlier secret fails once. Read back so every process uses the stored one.
    await setMeta(db, key, randomBytes(32).toString('base64'));
    stored = (await getMeta(db, key)) as string;
  }
  const secret = Buffer.from(stored, 'base64');
  if (!byKey) {
    byKey = new Map();
    cache.set(db, byKey);
  }
  byKey.set(key, secret);
  return secret;
}
