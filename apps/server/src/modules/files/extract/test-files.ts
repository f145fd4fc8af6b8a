import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../core/db.ts';
import { newId } from '../../../core/ids.ts';
import type { FileStorage } from '../../../core/storage.ts';
import { queueTextExtraction } from './queue.ts';

/**
 * Shared files written straight into the tables for the extraction tests (the files part's
 * calls are built alongside): a stored upload (sys_file and its bytes), the file record and its
 * first version, queued as the files part queues it.
 */
export async function storeUpload(
  db: Db,
  storage: FileStorage,
  bytes: Buffer | null,
  mime: string,
  name: string,
): Promise<string> {
  const id = newId();
  const storedName = `test/${id}`;
  if (bytes) await storage.put(storedName, bytes, mime);
  await db.execute(
    sql`insert into sys_file (id, stored_name, original_name, mime, size, kind, create_by)
        values (${id}, ${storedName}, ${name}, ${mime}, ${bytes?.length ?? 0}, 'document', 'admin')`,
  );
  return `/obe/file/${id}`;
}

export interface TestFile {
  url: string;
  mime: string;
  name: string;
  /** Text already known for the version (a restored one). */
  text?: string;
}

/** Inserts the file and its first version; `status` as given, or queued through queueTextExtraction. */
export async function addFile(db: Db, file: TestFile, status?: string): Promise<string> {
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into file_info (id, folder_id, file_name, url, mime, size, version, text_status, create_by)
          values (${id}, 'test-folder', ${file.name}, ${file.url}, ${file.mime}, 1, 1, ${status ?? null}, 'admin')`,
    );
    await tx.execute(
      sql`insert into file_version (id, file_id, version, url, file_name, mime, size, text_content, create_by)
          values (${newId()}, ${id}, 1, ${file.url}, ${file.name}, ${file.mime}, 1, ${file.text ?? null}, 'admin')`,
    );
    if (status === undefined) await queueTextExtraction(tx, id);
  });
  return id;
}

export async function fileState(
  db: Executor,
  id: string,
): Promise<{ status: string | null; text: string | null }> {
  const result = await db.execute(
    sql`select f.text_status as status, v.text_content as text
          from file_info f left join file_version v on v.file_id = f.id and v.url = f.url
         where f.id = ${id}`,
  );
  const [row] = (result as unknown as { rows: { status: string | null; text: string | null }[] }).rows;
  if (!row) throw new Error(`no file ${id}`);
  return row;
}

/** Waits until the file's status is one of `statuses` (the background worker's outcome). */
export async function waitForStatus(db: Executor, id: string, statuses: string[], ms = 20_000) {
  const until = Date.now() + ms;
  for (;;) {
    const state = await fileState(db, id);
    if (state.status !== null && statuses.includes(state.status)) return state;
    if (Date.now() > until) throw new Error(`file ${id} still has status ${state.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
