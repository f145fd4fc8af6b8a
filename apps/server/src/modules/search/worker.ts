import type { Db } from '../../core/db.ts';
import { indexOutOfDate, rebuildSearchIndex, sweepSearchIndex } from './indexer.ts';

/**
 * The index's background work, one job at a time: on start a rebuild when the index is empty or
 * out of date (else a sweep), then a sweep every few minutes for rows changed outside the
 * engine, and rebuilds asked for by an administrator. Started when the server listens (tests,
 * which never listen, do not run it); stopped between two batches when the app closes.
 */
export const SWEEP_EVERY_MS = 5 * 60 * 1000;

export class SearchIndexWorker {
  private queue: Promise<void> = Promise.resolve();
  private pending = new Set<'rebuild' | 'sweep' | 'start'>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: (level: 'info' | 'error', msg: string) => void,
  ) {}

  start(): void {
    this.enqueue('start');
    this.timer = setInterval(() => this.enqueue('sweep'), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  /** Asks for a rebuild; false when one is already waiting. */
  rebuild(): boolean {
    return this.enqueue('rebuild');
  }

  get busy(): boolean {
    return this.pending.size > 0;
  }

  /** Stops the timer and waits for the job in hand, which ends at its next batch. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.queue;
  }

  private enqueue(kind: 'rebuild' | 'sweep' | 'start'): boolean {
    if (this.stopped || this.pending.has(kind)) return false;
    this.pending.add(kind);
    this.queue = this.queue.then(async () => {
      this.pending.delete(kind);
      if (this.stopped) return;
      try {
        await this.run(kind);
      } catch (e) {
        this.log('error', `Search index ${kind} failed: ${e instanceof Error ? e.message : String(e)}`);
      }
    });
    return true;
  }

  private async run(kind: 'rebuild' | 'sweep' | 'start'): Promise<void> {
    const options = { stopped: () => this.stopped };
    const t0 = performance.now();
    if (kind === 'rebuild' || (kind === 'start' && (await indexOutOfDate(this.db)))) {
      const n = await rebuildSearchIndex(this.db, options);
      this.log('info', `Search index rebuilt: ${n} record(s) in ${Math.round(performance.now() - t0)} ms`);
      return;
    }
    const n = await sweepSearchIndex(this.db, options);
    if (n) this.log('info', `Search index swept: ${n} changed record(s) indexed`);
  }
}
