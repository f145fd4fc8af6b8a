import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { queueSummary, UploadQueue, type UploadTransport } from './upload-queue.ts';
import { TooManyError } from './upload-xhr.ts';

/** A file as a folder upload hands it over (webkitRelativePath set), or a plain one. */
function file(path: string, size = 10): File {
  const name = path.split('/').pop() as string;
  const f = new File(['x'.repeat(size)], name, { type: 'application/pdf' });
  if (path !== name) Object.defineProperty(f, 'webkitRelativePath', { value: path });
  return f;
}

function transport(over: Partial<UploadTransport> = {}) {
  const calls = { folders: [] as string[][], registered: [] as [string, string[]][] };
  const t: UploadTransport = {
    makeFolders: async (_parent, paths) => {
      calls.folders.push(paths);
      return Object.fromEntries(paths.map((p) => [p, `id:${p}`]));
    },
    upload: async (f, _item, options) => {
      options.onProgress?.(50);
      options.onProgress?.(100);
      return { url: `/obe/file/${f.name}`, fileName: f.name };
    },
    register: async (folderId, list) => {
      calls.registered.push([folderId, list.map((l) => l.fileName)]);
    },
    ...over,
  };
  return { t, calls };
}

describe('upload queue', () => {
  it("makes a folder upload's subfolders in one call, uploads each file to 100% and registers once per folder", async () => {
    const { t, calls } = transport();
    const settled = vi.fn();
    const q = new UploadQueue(t, settled);
    await q.add(
      [
        file('Evidence/a.pdf'),
        file('Evidence/Std 5/b.pdf'),
        file('Evidence/Std 5/c.pdf'),
        file('Evidence/d.pdf'),
        file('Evidence/Std 4/e.pdf'),
      ],
      'base',
    );
    expect(calls.folders).toEqual([['Evidence', 'Evidence/Std 5', 'Evidence/Std 4']]);
    const items = q.snapshot();
    expect(items.map((i) => [i.name, i.status, i.percent])).toEqual([
      ['a.pdf', 'done', 100],
      ['b.pdf', 'done', 100],
      ['c.pdf', 'done', 100],
      ['d.pdf', 'done', 100],
      ['e.pdf', 'done', 100],
    ]);
    expect(calls.registered).toEqual([
      ['id:Evidence', ['a.pdf', 'd.pdf']],
      ['id:Evidence/Std 5', ['b.pdf', 'c.pdf']],
      ['id:Evidence/Std 4', ['e.pdf']],
    ]);
    expect(settled).toHaveBeenCalledWith(['id:Evidence', 'id:Evidence/Std 5', 'id:Evidence/Std 4']);
    expect(queueSummary(items)).toMatchObject({ total: 5, done: 5, failed: 0, percent: 100 });
  });

  it("keeps the server's refusal beside the one file and registers the others; a retry uploads and registers it alone", async () => {
    let refuse = true;
    const { t, calls } = transport({
      upload: async (f) => {
        if (f.name === 'bad.exe' && refuse)
          throw new ApiError(400, 'This type of file is not accepted here.');
        return { url: `/obe/file/${f.name}`, fileName: f.name };
      },
    });
    const q = new UploadQueue(t);
    await q.add([file('ok.pdf'), file('bad.exe')], 'base');
    expect(calls.folders).toEqual([]);
    const bad = q.snapshot().find((i) => i.name === 'bad.exe');
    expect(bad).toMatchObject({ status: 'failed', error: 'This type of file is not accepted here.' });
    expect(calls.registered).toEqual([['base', ['ok.pdf']]]);
    refuse = false;
    await q.retry(bad?.key as string);
    expect(q.snapshot().every((i) => i.status === 'done')).toBe(true);
    expect(calls.registered).toEqual([
      ['base', ['ok.pdf']],
      ['base', ['bad.exe']],
    ]);
  });

  it("a refused registration fails the folder's files; a retry registers again without uploading again", async () => {
    let refuse = true;
    const upload = vi.fn(async (f: File) => ({ url: `/obe/file/${f.name}`, fileName: f.name }));
    const { t } = transport({
      upload,
      register: async () => {
        if (refuse) throw new ApiError(400, 'A file with this name is already in the folder.');
      },
    });
    const q = new UploadQueue(t);
    await q.add([file('a.pdf')], 'base');
    expect(q.snapshot()[0]).toMatchObject({
      status: 'failed',
      error: 'A file with this name is already in the folder.',
    });
    refuse = false;
    await q.retryFailed();
    expect(q.snapshot()[0].status).toBe('done');
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it("names each refused file's own problem; the others say they were refused with it", async () => {
    let refuse = true;
    const { t } = transport({
      register: async () => {
        if (refuse)
          throw new ApiError(400, 'b.pdf: File name: too long', {
            success: false,
            message: 'b.pdf: File name: too long',
            code: 400,
            result: { fields: { 'files.1.fileName': 'too long' } },
            timestamp: 0,
          });
      },
    });
    const q = new UploadQueue(t);
    await q.add([file('a.pdf'), file('b.pdf')], 'base');
    const [a, b] = q.snapshot();
    expect(b.error).toBe('too long');
    expect(a.status).toBe('failed');
    expect(a.error).not.toBe('too long');
    refuse = false;
    await q.retryFailed();
    expect(q.snapshot().every((i) => i.status === 'done')).toBe(true);
  });

  it('registers a big folder in parts the server takes (at most 100 files a call)', async () => {
    const { t, calls } = transport();
    const q = new UploadQueue(t);
    await q.add(
      Array.from({ length: 250 }, (_, i) => file(`f${i}.pdf`, 1)),
      'base',
    );
    expect(calls.registered.map(([folder, names]) => [folder, names.length])).toEqual([
      ['base', 100],
      ['base', 100],
      ['base', 50],
    ]);
    expect(q.snapshot().every((i) => i.status === 'done')).toBe(true);
  });

  it('waits as the server says when too many uploads went in a minute, then goes on', async () => {
    let tries = 0;
    const { t } = transport({
      upload: async (f) => {
        tries++;
        if (tries === 1) throw new TooManyError('Too many requests', 5);
        return { url: `/obe/file/${f.name}`, fileName: f.name };
      },
    });
    const q = new UploadQueue(t);
    await q.add([file('a.pdf')], 'base');
    expect(tries).toBe(2);
    expect(q.snapshot()[0].status).toBe('done');
  });

  it('without a registration step (students) a file is done when it is up', async () => {
    const { t } = transport({ register: undefined });
    const q = new UploadQueue(t);
    await q.add([file('essay.pdf')], 'open');
    expect(q.snapshot()[0]).toMatchObject({ status: 'done', folderId: 'open', percent: 100 });
  });
});
