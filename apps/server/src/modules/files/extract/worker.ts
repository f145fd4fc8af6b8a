import type { Database } from '../../../core/db.ts';
import type { FileStorage } from '../../../core/storage.ts';
import { clearLeases, drainWith } from './jobs.ts';
import type { ExtractLimits } from './limits.ts';
import { onTextQueued, TEXT_CHANNEL } from './queue.ts';
import { TextExtractor } from './runner.ts';

/**
 * The server's extraction worker: woken when a file is queued (this process, or another server
 * through NOTIFY), and every few seconds in case a word was missed or files were left queued by a
 * restart. One pass at a time; a wake during a pass runs another pass after it.
 */
export interface TextWorker {
  /** Runs a pass now (or right after the one running). */
  wake(): void;
  /** Resolves when no pass is running or due (tests). */
  idle(): Promise<void>;
  /** Stops waking, ends the thread, and waits for the pass in progress to give up. */
  stop(): Promise<void>;
  readonly threaded: boolean;
}

export interface TextWorkerOptions {
  database: Database;
  storage: FileStorage;
  log?: (msg: string) => void;
  pollMs?: number;
  threads?: boolean;
  limits?: ExtractLimits;
}

export async function startTextWorker(options: TextWorkerOptions): Promise<TextWorker> {
  const { database, storage, log } = options;
  const db = database.db;
  const extractor = new TextExtractor({ threads: options.threads ?? true, log });
  let stopped = false;
  let again = false;
  let pass: Promise<void> | null = null;

  // The embedded database belongs to this one process: a lease found now was left by a stop
  // mid-file, and nobody else will read that file.
  if (database.driver === 'pglite') await clearLeases(db);

  const run = (): void => {
    if (stopped) return;
    if (pass) {
      again = true;
      return;
    }
    pass = (async () => {
      do {
        again = false;
        try {
          await drainWith({ db, storage, extractor, limits: options.limits, log, stopping: () => stopped });
        } catch (e) {
          if (!stopped) log?.(`Text extraction pass failed: ${e instanceof Error ? e.message : String(e)}`);
        }
      } while (again && !stopped);
    })().finally(() => {
      pass = null;
    });
  };

  const unhook = onTextQueued(run);
  const unlisten = await database.listen(TEXT_CHANNEL, run).catch((e: unknown) => {
    log?.(
      `Text extraction does not hear other servers (polls instead): ${e instanceof Error ? e.message : e}`,
    );
    return async () => {};
  });
  const timer = setInterval(run, options.pollMs ?? 5000);
  timer.unref();
  run(); // files left queued before this start

  return {
    wake: run,
    get threaded() {
      return extractor.threaded;
    },
    async idle() {
      while (pass) await pass;
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      unhook();
      await unlisten();
      await extractor.close();
      await pass;
    },
  };
}
