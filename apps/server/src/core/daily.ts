import { sql } from 'drizzle-orm';
import { sysMeta } from '../modules/system/schema.ts';
import type { Db, Executor } from './db.ts';

/**
 * Work the server does once a day (reminders), and how it remembers what it already did, so a
 * restart, a second server or a button pressed twice never repeats it.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Records `value` under `key` in sys_meta; false when the row already holds that value (this
 * reminder, for this state, was claimed before: by this server or another).
 */
export async function claimOnce(tx: Executor, key: string, value: string): Promise<boolean> {
  const claimed = await tx
    .insert(sysMeta)
    .values({ key, value })
    .onConflictDoUpdate({
      target: sysMeta.key,
      set: { value, updateTime: new Date() },
      setWhere: sql`${sysMeta.value} <> ${value}`,
    })
    .returning({ key: sysMeta.key });
  return claimed.length > 0;
}

/**
 * Runs `work` once on start, then every 24 hours (the timer does not keep the process alive); a
 * run still going is not started twice. Started by the server (main.ts), never by the app, so tests
 * do not run it. `what` names the work in the log ("accreditation task reminder"). Returns a stop function.
 */
export function startDaily(
  db: Db,
  work: (db: Db) => Promise<number>,
  what: string,
  log: (msg: string) => void,
): () => void {
  let busy = false;
  const run = async () => {
    if (busy) return;
    busy = true;
    try {
      const sent = await work(db);
      if (sent) log(`Sent ${sent} ${what}(s)`);
    } catch (e) {
      log(`${what[0].toUpperCase()}${what.slice(1)}s failed: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      busy = false;
    }
  };
  const first = setTimeout(() => void run(), 0);
  first.unref();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
