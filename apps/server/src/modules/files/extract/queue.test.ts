import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, Packer, Paragraph } from 'docx';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../core/config.ts';
import type { Database } from '../../../core/db.ts';
import { type FileStorage, storageFor } from '../../../core/storage.ts';
import { createTestDatabase } from '../../../test/db.ts';
import { TEST_ENV, useTestApp } from '../../../test/harness.ts';
import { drainTextQueue } from './jobs.ts';
import { DEFAULT_LIMITS, TEXT_MIME } from './limits.ts';
import { currentVersionText } from './module.ts';
import { TEXT_STATUS } from './queue.ts';
import { addFile, fileState, storeUpload, waitForStatus } from './test-files.ts';
import { startTextWorker } from './worker.ts';

const PDF = readFileSync(new URL('./fixtures/closing-the-loop-zh.pdf', import.meta.url));
const CORRUPT = Buffer.from('%PDF-1.7\n1 0 obj <</Pages 9 0 R>> garbage\nstartxref\n99999\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

async function wordFile(lines: string[]): Promise<Buffer> {
  return Packer.toBuffer(new Document({ sections: [{ children: lines.map((l) => new Paragraph(l)) }] }));
}

const uploadDir = () => mkdtempSync(join(tmpdir(), 'accredit-text-'));

describe('text extraction queue (no server)', () => {
  let database: Database;
  let storage: FileStorage;
  beforeAll(async () => {
    database = await createTestDatabase();
    storage = storageFor(loadConfig({ ...TEST_ENV, UPLOAD_DIR: uploadDir() }));
  });
  afterAll(async () => {
    await database?.close();
  });

  const upload = (bytes: Buffer | null, mime: string, name: string) =>
    storeUpload(database.db, storage, bytes, mime, name);

  it('queues PDFs and Word files by their stored type, and nothing else', async () => {
    const db = database.db;
    const pdf = await addFile(db, {
      url: await upload(PDF, TEXT_MIME.pdf, 'a.pdf'),
      mime: TEXT_MIME.pdf,
      name: 'a.pdf',
    });
    const png = await addFile(db, {
      url: await upload(PNG, 'image/png', 'b.png'),
      mime: 'image/png',
      name: 'b.png',
    });
    // The record's own mime is not trusted: the stored upload's type (sniffed at upload) decides.
    const lying = await addFile(db, {
      url: await upload(PNG, 'image/png', 'c.pdf'),
      mime: TEXT_MIME.pdf,
      name: 'c.pdf',
    });
    const nowhere = await addFile(db, { url: '/obe/file/none', mime: TEXT_MIME.pdf, name: 'd.pdf' });
    expect((await fileState(db, pdf)).status).toBe(TEXT_STATUS.queued);
    expect((await fileState(db, png)).status).toBe(TEXT_STATUS.none);
    expect((await fileState(db, lying)).status).toBe(TEXT_STATUS.none);
    expect((await fileState(db, nowhere)).status).toBe(TEXT_STATUS.none);
    await drainTextQueue(db, storage, { threads: false });
  });

  it('drains the queue: PDF and Word text kept with the version, broken and missing files failed', async () => {
    const db = database.db;
    const word = await wordFile(['本学期课程评估报告', 'Course review: closing the loop & next steps']);
    const pdf = await addFile(db, {
      url: await upload(PDF, TEXT_MIME.pdf, 'loop.pdf'),
      mime: TEXT_MIME.pdf,
      name: 'loop.pdf',
    });
    const docx = await addFile(db, {
      url: await upload(word, TEXT_MIME.docx, 'review.docx'),
      mime: TEXT_MIME.docx,
      name: 'review.docx',
    });
    const broken = await addFile(db, {
      url: await upload(CORRUPT, TEXT_MIME.pdf, 'broken.pdf'),
      mime: TEXT_MIME.pdf,
      name: 'broken.pdf',
    });
    const missing = await addFile(db, {
      url: await upload(null, TEXT_MIME.pdf, 'missing.pdf'),
      mime: TEXT_MIME.pdf,
      name: 'missing.pdf',
    });
    // A restored version whose text was read before is not read again (its bytes are not even there).
    const restored = await addFile(db, {
      url: await upload(null, TEXT_MIME.pdf, 'old.pdf'),
      mime: TEXT_MIME.pdf,
      name: 'old.pdf',
      text: '以前提取的文本',
    });
    const report = await drainTextQueue(db, storage, { threads: false });
    expect(report).toEqual({ indexed: 3, failed: 2, none: 0 });

    const pdfState = await fileState(db, pdf);
    expect(pdfState.status).toBe(TEXT_STATUS.indexed);
    expect(pdfState.text).toContain('闭环改进成效显著');
    expect(pdfState.text).toContain('The BBA programme revised two courses');
    expect(await fileState(db, docx)).toEqual({
      status: TEXT_STATUS.indexed,
      text: '本学期课程评估报告\nCourse review: closing the loop & next steps',
    });
    expect(await fileState(db, broken)).toEqual({ status: TEXT_STATUS.failed, text: null });
    expect(await fileState(db, missing)).toEqual({ status: TEXT_STATUS.failed, text: null });
    expect(await fileState(db, restored)).toEqual({ status: TEXT_STATUS.indexed, text: '以前提取的文本' });

    // The search index gets each file's current version text.
    const texts = await currentVersionText(db, [pdf, docx, broken]);
    expect(texts.get(pdf)).toContain('闭环改进成效显著');
    expect(texts.get(docx)).toContain('本学期课程评估报告');
    expect(texts.has(broken)).toBe(false);
  });

  it('leaves a file to the server that holds its lease, and takes it over when the lease ran out', async () => {
    const db = database.db;
    const id = await addFile(db, {
      url: await upload(PDF, TEXT_MIME.pdf, 'l.pdf'),
      mime: TEXT_MIME.pdf,
      name: 'l.pdf',
    });
    await db.execute(
      sql`insert into sys_meta (key, value, update_time) values (${`fileText:${id}`}, 'other', now())`,
    );
    expect(await drainTextQueue(db, storage, { threads: false })).toEqual({ indexed: 0, failed: 0, none: 0 });
    expect((await fileState(db, id)).status).toBe(TEXT_STATUS.queued);
    await db.execute(
      sql`update sys_meta set update_time = now() - interval '1 hour' where key = ${`fileText:${id}`}`,
    );
    expect(await drainTextQueue(db, storage, { threads: false })).toEqual({ indexed: 1, failed: 0, none: 0 });
    const leases = await database.rows(sql`select key from sys_meta where key like 'fileText:%'`);
    expect(leases).toEqual([]);
  });

  it('a file that runs past its time fails', async () => {
    const db = database.db;
    const id = await addFile(db, {
      url: await upload(PDF, TEXT_MIME.pdf, 't.pdf'),
      mime: TEXT_MIME.pdf,
      name: 't.pdf',
    });
    await drainTextQueue(db, storage, { threads: false, limits: { ...DEFAULT_LIMITS, timeoutMs: -1 } });
    expect((await fileState(db, id)).status).toBe(TEXT_STATUS.failed);
  });

  it('a worker is woken by the transaction that queues a file (not only by its poll)', async () => {
    const db = database.db;
    const worker = await startTextWorker({ database, storage, pollMs: 10 * 60_000 });
    try {
      await worker.idle();
      const id = await addFile(db, {
        url: await upload(PDF, TEXT_MIME.pdf, 'w.pdf'),
        mime: TEXT_MIME.pdf,
        name: 'w.pdf',
      });
      expect((await waitForStatus(db, id, ['2', '3'], 60_000)).status).toBe(TEXT_STATUS.indexed);
    } finally {
      await worker.stop();
    }
  }, 90_000);

  it('a fresh worker reads the files left queued before a restart, in its thread', async () => {
    const db = database.db;
    // As a server that stopped mid-work leaves them: queued, one with a lease of its own.
    const left = [
      await addFile(
        db,
        { url: await upload(PDF, TEXT_MIME.pdf, 'r1.pdf'), mime: TEXT_MIME.pdf, name: 'r1.pdf' },
        '1',
      ),
      await addFile(
        db,
        {
          url: await upload(await wordFile(['重启之后继续处理']), TEXT_MIME.docx, 'r2.docx'),
          mime: TEXT_MIME.docx,
          name: 'r2.docx',
        },
        '1',
      ),
    ];
    const leased = left[0] as string;
    await db.execute(
      sql`insert into sys_meta (key, value, update_time) values (${`fileText:${leased}`}, 'gone', now())`,
    );
    const worker = await startTextWorker({ database, storage, pollMs: 200 });
    try {
      if (database.driver === 'postgres') {
        // Another server may still be reading it: the lease is honoured until it runs out.
        await worker.idle();
        expect((await fileState(db, leased)).status).toBe(TEXT_STATUS.queued);
        await db.execute(sql`update sys_meta set update_time = now() - interval '1 hour'`);
      }
      const [first, second] = left as [string, string];
      expect((await waitForStatus(db, first, ['2', '3'])).text).toContain('闭环改进成效显著');
      expect((await waitForStatus(db, second, ['2', '3'])).text).toBe('重启之后继续处理');
      expect(worker.threaded).toBe(true);
    } finally {
      await worker.stop();
    }
  });
});

describe('text extraction in the server', () => {
  const t = useTestApp({ UPLOAD_DIR: uploadDir() });

  it('reads a file queued on this server and indexes it for search', async () => {
    const db = t.database.db;
    const storage = storageFor(t.config);
    const url = await storeUpload(db, storage, PDF, TEXT_MIME.pdf, 'evidence.pdf');
    const id = await addFile(db, { url, mime: TEXT_MIME.pdf, name: 'evidence.pdf' });
    const state = await waitForStatus(db, id, ['2', '3']);
    expect(state.status).toBe(TEXT_STATUS.indexed);
    expect(state.text).toContain('闭环改进成效显著');
    const [doc] = await t.database.rows<{ body: string }>(
      sql`select body from search_doc where resource = 'fileInfo' and record_id = ${id}`,
    );
    expect(doc?.body).toContain('闭环改进成效显著');
  });
});
