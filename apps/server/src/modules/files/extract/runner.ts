import { Worker } from 'node:worker_threads';
import { type ExtractLimits, ExtractTimeout, type TextKind } from './limits.ts';

/**
 * Runs extractions in a worker thread, so a 2,000-page PDF does not hold the server's event loop,
 * and a file that runs past its time or memory is stopped by ending the thread. The thread is
 * started on the first file and ended after a minute without work. The server runs TypeScript
 * through tsx (`node --import tsx`); a thread does not inherit that loader in a usable way on
 * Node 20 (its entry is resolved before the loader is ready), and under vitest there is no such
 * loader at all, so the thread first registers tsx itself and then imports its entry. Where no
 * thread can be started, the extraction runs here instead: a PDF gives the event loop its turn
 * between pages, a Word file is read in one go (tens of milliseconds for a long report).
 */
export interface ThreadJob {
  id: number;
  kind: TextKind;
  bytes: ArrayBuffer;
  limits: ExtractLimits;
}

export type ThreadReply =
  | { ready: true }
  | { id: number; ok: true; text: string }
  | { id: number; ok: false; error: string };

const IDLE_MS = 60_000;
/** Time the thread's own limit gets before the thread is ended from here. */
const GRACE_MS = 5_000;
const START_MS = 30_000;
const THREAD_MEMORY_MB = 512;

/**
 * The thread's start: pdf.js (and its parser, which pdf.js would otherwise import on the first
 * file) is loaded before tsx's loader is registered, so tsx does not transform its 3 MB of
 * JavaScript (a start of about 2 s instead of 7 s on a busy machine); then the TypeScript entry.
 */
function threadSource(): string | null {
  try {
    const url = (specifier: string) => JSON.stringify(import.meta.resolve(specifier));
    const entry = JSON.stringify(new URL('./thread.ts', import.meta.url).href);
    return [
      `Promise.all([import(${url('pdfjs-dist/legacy/build/pdf.mjs')}), import(${url('pdfjs-dist/legacy/build/pdf.worker.mjs')})])`,
      '.then(([, parser]) => { globalThis.pdfjsWorker = parser; })',
      `.then(() => import(${url('tsx/esm/api')}))`,
      `.then((tsx) => { tsx.register(); return import(${entry}); })`,
    ].join('');
  } catch {
    return null;
  }
}

export class TextExtractor {
  private thread: Worker | null = null;
  private starting: Promise<Worker | null> | null = null;
  private idle: NodeJS.Timeout | undefined;
  private chain: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private threadsFailed = false;
  private closed = false;

  constructor(
    private readonly options: { threads: boolean; log?: (msg: string) => void } = { threads: true },
  ) {}

  /** Whether files are read in a thread (false after a thread could not be started). */
  get threaded(): boolean {
    return this.options.threads && !this.threadsFailed;
  }

  /** The file's text; throws when it cannot be read within the limits. One file at a time. */
  run(kind: TextKind, bytes: Uint8Array, limits: ExtractLimits): Promise<string> {
    const job = this.chain.then(() => this.runNow(kind, bytes, limits));
    this.chain = job.catch(() => undefined);
    return job;
  }

  private async runNow(kind: TextKind, bytes: Uint8Array, limits: ExtractLimits): Promise<string> {
    clearTimeout(this.idle);
    if (this.closed) throw new Error('text extraction is closed');
    const thread = this.threaded ? await this.start() : null;
    if (this.closed) {
      // Closed while the thread was starting: no file is begun, and the thread does not linger.
      await this.stopThread();
      throw new Error('text extraction is closed');
    }
    if (!thread) {
      // Loaded only here, never with the server: pdf.js's legacy build brings core-js, which
      // replaces JSON.parse, JSON.stringify and Array.prototype.push for the whole process (each
      // several times slower), so it belongs in the extraction thread alone.
      const { extractText } = await import('./extract.ts');
      return extractText(kind, bytes, limits);
    }
    try {
      return await this.send(thread, kind, bytes, limits);
    } finally {
      if (this.thread) {
        this.idle = setTimeout(() => void this.stopThread(), IDLE_MS);
        this.idle.unref();
      }
    }
  }

  private start(): Promise<Worker | null> {
    if (this.thread) return Promise.resolve(this.thread);
    this.starting ??= new Promise<Worker | null>((resolve) => {
      const source = threadSource();
      if (!source) {
        resolve(null);
        return;
      }
      const thread = new Worker(source, {
        eval: true,
        execArgv: [],
        resourceLimits: { maxOldGenerationSizeMb: THREAD_MEMORY_MB },
      });
      thread.unref();
      // Only this code's own listeners are removed: a Worker keeps internal ones of its own.
      const detach = () => {
        clearTimeout(timer);
        thread.off('error', onError);
        thread.off('exit', onExit);
        thread.off('message', onReady);
      };
      const fail = (why: string) => {
        detach();
        void thread.terminate();
        this.threadsFailed = true;
        this.options.log?.(`Text extraction runs in the server's own thread: ${why}`);
        resolve(null);
      };
      const onError = (e: Error) => fail(e.message);
      const onExit = (code: number) => fail(`the thread ended (${code})`);
      const onReady = (m: ThreadReply) => {
        if (!('ready' in m)) return fail('unexpected first message');
        detach();
        // A thread that ends by itself (out of memory) is replaced on the next file.
        thread.on('exit', () => {
          if (this.thread === thread) this.thread = null;
        });
        thread.on('error', () => undefined);
        this.thread = thread;
        resolve(thread);
      };
      const timer = setTimeout(() => fail('the thread did not start'), START_MS);
      thread.on('error', onError);
      thread.on('exit', onExit);
      thread.on('message', onReady);
    }).finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private send(thread: Worker, kind: TextKind, bytes: Uint8Array, limits: ExtractLimits): Promise<string> {
    const id = this.nextId++;
    // A copy the thread may own (the caller keeps its buffer; a Buffer's slice would be a view).
    const copy = new Uint8Array(bytes).buffer;
    return new Promise<string>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        thread.off('message', onMessage);
        thread.off('error', onError);
        thread.off('exit', onExit);
      };
      const onMessage = (m: ThreadReply) => {
        if ('ready' in m || m.id !== id) return;
        done();
        if (m.ok) resolve(m.text);
        else reject(new Error(m.error));
      };
      const onError = (e: Error) => {
        done();
        reject(new Error(`extraction thread failed: ${e.message}`));
      };
      const onExit = (code: number) => {
        done();
        reject(new Error(`extraction thread ended (${code})`));
      };
      const timer = setTimeout(() => {
        done();
        void this.stopThread();
        reject(new ExtractTimeout());
      }, limits.timeoutMs + GRACE_MS);
      thread.on('message', onMessage);
      thread.on('error', onError);
      thread.on('exit', onExit);
      thread.postMessage({ id, kind, bytes: copy, limits } satisfies ThreadJob, [copy]);
    });
  }

  private async stopThread(): Promise<void> {
    clearTimeout(this.idle);
    const thread = this.thread;
    this.thread = null;
    if (thread) await thread.terminate();
  }

  /** Ends the thread (the server is closing); a file being read fails and stays queued. */
  async close(): Promise<void> {
    this.closed = true;
    await this.stopThread();
  }
}
