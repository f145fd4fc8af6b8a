import { sql } from 'drizzle-orm';
import type { Database, Executor } from './db.ts';

/**
 * What one server changed that the others cache: each server drops its copy when told. On
 * PostgreSQL the word goes round with NOTIFY (delivered when the writing transaction commits)
 * to every server LISTENing; the embedded database has one server, which drops its own copy
 * directly. `*` means "anything may have changed" (a listener that reconnected).
 */
export const CHANGES_CHANNEL = 'accredit_changes';
export type ChangeTopic = 'permissions' | 'dictionaries' | 'sessions';

export async function announceChange(db: Executor, topic: ChangeTopic): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${topic})`);
}

/** Subscribes the server's caches; returns the stop function. */
export function followChanges(
  database: Database,
  handlers: Record<ChangeTopic, () => void | Promise<void>>,
  onError: (err: unknown) => void,
): Promise<() => Promise<void>> {
  return database.listen(CHANGES_CHANNEL, (payload) => {
    for (const [topic, handler] of Object.entries(handlers)) {
      if (payload === topic || payload === '*') Promise.resolve(handler()).catch(onError);
    }
  });
}
