import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Module } from '../../../core/app-types.ts';
import type { Executor } from '../../../core/db.ts';
import { storageFor } from '../../../core/storage.ts';
import { registerSearchText } from '../../search/indexer.ts';
import { fileVersion } from '../schema.ts';
import { startTextWorker, type TextWorker } from './worker.ts';

/**
 * Text extraction of shared files (issue 20): the text inside PDFs and Word files, read by a
 * background worker as soon as a version is stored (queue.ts: the queue is the files' own status,
 * so it survives a restart), kept with the version and handed to the search index.
 */
export const fileTextModule: Module = (app, deps) => {
  registerSearchText('fileInfo', currentVersionText);
  let worker: TextWorker | null = null;
  app.addHook('onReady', async () => {
    worker = await startTextWorker({
      database: deps.database,
      storage: storageFor(deps.config),
      log: (msg) => app.log.warn(msg),
    });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
};

const CHUNK = 1000;

/** The extracted text of each file's current version (none for files without text). */
export async function currentVersionText(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (let at = 0; at < ids.length; at += CHUNK) {
    const found = await db
      .select({ id: fileVersion.fileId, text: fileVersion.textContent })
      .from(fileVersion)
      .where(
        and(
          inArray(fileVersion.fileId, ids.slice(at, at + CHUNK)),
          isNotNull(fileVersion.textContent),
          sql`${fileVersion.url} = (select f.url from file_info f where f.id = ${fileVersion.fileId})`,
        ),
      );
    for (const row of found) if (row.text) texts.set(row.id, row.text);
  }
  return texts;
}
