import { ApiError } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import { folderOfPath, foldersToCreate, groupBy } from './model.ts';
import { type PostOptions, TooManyError } from './upload-xhr.ts';

/**
 * The upload list of the Files tab (and of the students' panel): each file goes up on its own with
 * its own progress, a few at a time; a folder upload first creates (or reuses) its subfolders in
 * one call; the files that went up are then registered in one call per folder. A file that fails
 * keeps the server's message and can be tried again: only the steps it still lacks run again
 * (folder, upload, registration). Plain class with a snapshot, so React reads it through
 * useSyncExternalStore and tests drive it without a browser.
 */
export type UploadStatus = 'waiting' | 'uploading' | 'registering' | 'done' | 'failed';

export interface UploadItem {
  key: string;
  /** The file's own name. */
  name: string;
  /** Its path inside a dropped or chosen folder ("Reports/2025/a.pdf"), else its name. */
  relativePath: string;
  size: number;
  /** The folder the upload was started in. */
  baseFolderId: string;
  /** The folder it goes into (a subfolder of the base for a folder upload), once known. */
  folderId: string | null;
  status: UploadStatus;
  percent: number;
  error: string | null;
  /** The stored file's address once it went up. */
  url: string | null;
  fileName: string | null;
}

export interface UploadTransport {
  /** Creates or reuses nested folders under `parentId`: id by path. */
  makeFolders(parentId: string, paths: string[]): Promise<Record<string, string>>;
  upload(file: File, item: UploadItem, options: PostOptions): Promise<{ url: string; fileName: string }>;
  /** Registers uploaded files in a folder (all or none); absent when the upload registers itself. */
  register?(folderId: string, files: { fileName: string; url: string }[]): Promise<void>;
}

const PARALLEL = 3;
const MAX_WAITS = 5;
/** The server takes at most 500 folder paths and 200 files a call: bigger uploads go in parts. */
const PATHS_PER_CALL = 200;
const FILES_PER_CALL = 100;

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

let seq = 0;
const nextKey = () => `u${Date.now().toString(36)}-${(seq++).toString(36)}`;

function messageOf(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('errors.internal');
}

/**
 * The registration's refusal per file: addBatch names each file's problems as fields
 * `files.<index>.<field>`; the files without a problem of their own were refused with them.
 */
export function registrationMessages(error: unknown, count: number): string[] {
  const own: string[][] = Array.from({ length: count }, () => []);
  if (error instanceof ApiError)
    for (const [key, message] of Object.entries(error.fields)) {
      const index = Number(/^files\.(\d+)\./.exec(key)?.[1] ?? Number.NaN);
      if (index >= 0 && index < count) own[index].push(message);
    }
  if (own.every((m) => m.length === 0)) return own.map(() => messageOf(error));
  return own.map((m) => (m.length > 0 ? m.join('; ') : i18n.t('fileWeb.upload.refusedWithOthers')));
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export class UploadQueue {
  private items: UploadItem[] = [];
  private files = new Map<string, File>();
  private controllers = new Map<string, AbortController>();
  private listeners = new Set<() => void>();
  private running = 0;
  private slots: (() => void)[] = [];

  constructor(
    private readonly transport: UploadTransport,
    /** Called after each batch settles (refresh the folder's list and counts). */
    private readonly onSettled?: (folderIds: string[]) => void,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  snapshot = (): readonly UploadItem[] => this.items;

  private emit() {
    for (const l of this.listeners) l();
  }

  private patch(key: string, change: Partial<UploadItem>) {
    this.items = this.items.map((i) => (i.key === key ? { ...i, ...change } : i));
    this.emit();
  }

  private get(key: string): UploadItem | undefined {
    return this.items.find((i) => i.key === key);
  }

  /** Adds files (a folder's files carry `webkitRelativePath`) to upload into a folder. */
  add(files: readonly File[], baseFolderId: string): Promise<void> {
    const added: UploadItem[] = files.map((file) => {
      const relativePath = file.webkitRelativePath || file.name;
      const inSubfolder = folderOfPath(relativePath) !== '';
      const key = nextKey();
      this.files.set(key, file);
      return {
        key,
        name: file.name,
        relativePath,
        size: file.size,
        baseFolderId,
        folderId: inSubfolder ? null : baseFolderId,
        status: 'waiting',
        percent: 0,
        error: null,
        url: null,
        fileName: null,
      };
    });
    this.items = [...this.items, ...added];
    this.emit();
    return this.run(added.map((i) => i.key));
  }

  /** Tries a failed file again from the step it failed at. */
  retry(key: string): Promise<void> {
    const item = this.get(key);
    if (item?.status !== 'failed') return Promise.resolve();
    this.patch(key, { status: 'waiting', error: null });
    return this.run([key]);
  }

  /** Retries every failed file. */
  retryFailed(): Promise<void> {
    const keys = this.items.filter((i) => i.status === 'failed').map((i) => i.key);
    for (const key of keys) this.patch(key, { status: 'waiting', error: null });
    return this.run(keys);
  }

  /** Takes a file off the list (stopping it if it is still going up). */
  remove(key: string) {
    this.controllers.get(key)?.abort();
    this.items = this.items.filter((i) => i.key !== key);
    this.files.delete(key);
    this.emit();
  }

  /** Takes the finished files off the list. */
  clearDone() {
    for (const i of this.items) if (i.status === 'done') this.files.delete(i.key);
    this.items = this.items.filter((i) => i.status !== 'done');
    this.emit();
  }

  /** Stops everything (the page closes). */
  dispose() {
    for (const c of this.controllers.values()) c.abort();
  }

  private async run(keys: string[]) {
    await this.resolveFolders(keys);
    const ready = keys.map((k) => this.get(k)).filter((i): i is UploadItem => Boolean(i?.folderId));
    await Promise.all(ready.filter((i) => !i.url).map((i) => this.slot(() => this.uploadOne(i.key))));
    await this.registerUploaded(keys);
    const folders = new Set(keys.map((k) => this.get(k)?.folderId).filter((f): f is string => Boolean(f)));
    this.onSettled?.([...folders]);
  }

  /** One call per starting folder creates the subfolders a folder upload needs. */
  private async resolveFolders(keys: string[]) {
    const pending = keys.map((k) => this.get(k)).filter((i): i is UploadItem => Boolean(i && !i.folderId));
    for (const [base, group] of groupBy(pending, (i) => i.baseFolderId)) {
      try {
        // Parents come before their children, so each part finds the folders the last one made.
        const made: Record<string, string> = {};
        for (const part of chunks(foldersToCreate(group.map((i) => i.relativePath)), PATHS_PER_CALL))
          Object.assign(made, await this.transport.makeFolders(base, part));
        for (const item of group) {
          const id = made[folderOfPath(item.relativePath)];
          if (id) this.patch(item.key, { folderId: id });
          else this.patch(item.key, { status: 'failed', error: i18n.t('fileWeb.upload.noFolder') });
        }
      } catch (error) {
        for (const item of group) this.patch(item.key, { status: 'failed', error: messageOf(error) });
      }
    }
  }

  private async slot<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= PARALLEL) await new Promise<void>((resolve) => this.slots.push(resolve));
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.slots.shift()?.();
    }
  }

  private async uploadOne(key: string) {
    const file = this.files.get(key);
    const item = this.get(key);
    if (!file || !item) return;
    const controller = new AbortController();
    this.controllers.set(key, controller);
    try {
      for (let waits = 0; ; waits++) {
        this.patch(key, { status: 'uploading', percent: 0 });
        try {
          const stored = await this.transport.upload(file, item, {
            signal: controller.signal,
            onProgress: (percent) => {
              if (this.get(key)?.status === 'uploading') this.patch(key, { percent: Math.round(percent) });
            },
          });
          this.patch(key, {
            percent: 100,
            url: stored.url,
            fileName: stored.fileName || item.name,
            status: this.transport.register ? 'registering' : 'done',
          });
          return;
        } catch (error) {
          // Too many uploads in a minute: wait as the server says and go on by itself.
          if (error instanceof TooManyError && waits < MAX_WAITS && !controller.signal.aborted) {
            this.patch(key, { status: 'waiting', percent: 0 });
            await sleep(error.retryAfterMs, controller.signal);
            continue;
          }
          throw error;
        }
      }
    } catch (error) {
      if (this.get(key)) this.patch(key, { status: 'failed', error: messageOf(error) });
    } finally {
      this.controllers.delete(key);
    }
  }

  /** One registration per folder for the files that went up (all of a folder's, or none). */
  private async registerUploaded(keys: string[]) {
    const register = this.transport.register;
    if (!register) return;
    const uploaded = keys
      .map((k) => this.get(k))
      .filter((i): i is UploadItem =>
        Boolean(i?.url && i.folderId && i.status !== 'done' && i.status !== 'failed'),
      );
    const parts = [...groupBy(uploaded, (i) => i.folderId as string)].flatMap(([folderId, all]) =>
      chunks(all, FILES_PER_CALL).map((group) => [folderId, group] as const),
    );
    for (const [folderId, group] of parts) {
      for (const item of group) this.patch(item.key, { status: 'registering' });
      try {
        await register(
          folderId,
          group.map((i) => ({ fileName: i.fileName ?? i.name, url: i.url as string })),
        );
        for (const item of group) this.patch(item.key, { status: 'done' });
      } catch (error) {
        const messages = registrationMessages(error, group.length);
        for (const [i, item] of group.entries())
          this.patch(item.key, { status: 'failed', error: messages[i] });
      }
    }
  }
}

/** What the list's header says: how many went up, failed or are still going, and overall progress. */
export function queueSummary(items: readonly UploadItem[]) {
  const done = items.filter((i) => i.status === 'done').length;
  const failed = items.filter((i) => i.status === 'failed').length;
  const active = items.length - done - failed;
  const bytes = items.reduce((s, i) => s + i.size, 0);
  const sent = items.reduce((s, i) => s + (i.size * (i.status === 'done' ? 100 : i.percent)) / 100, 0);
  const percent = bytes > 0 ? Math.round((sent / bytes) * 100) : items.length > 0 && active === 0 ? 100 : 0;
  return { total: items.length, done, failed, active, percent };
}
