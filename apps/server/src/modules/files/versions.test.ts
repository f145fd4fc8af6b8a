import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.ts';
import { demoUserOf } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { addFiles, addFolder, download, listIds, pdf, tree, upload } from './test-kit.ts';

/**
 * Versions, batches and folder uploads over HTTP (issue 20): a new version, the list of versions,
 * restoring an older one; a batch of files registered all or nothing with every problem named by
 * file; nested folders of a folder upload; uploads decided by a folder's upload lists.
 */
const t = useTestApp({ UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'accredit-files-')) });
const tok = { admin: '', staff: '', teacher: '', head: '' };
let folder = '';

type FileRecord = { url: string; fileName: string; version: number; mime: string; size: number };
type Version = {
  version: number;
  fileName: string;
  url: string;
  note: string | null;
  current: boolean;
  size: number;
};
const record = async (id: string, token = tok.staff) =>
  (await t.api.get<FileRecord>('/aacsb/fileInfo/queryById', { token, query: { id } })).body.result;
const versions = async (id: string, token = tok.staff) =>
  (await t.api.get<Version[]>('/aacsb/fileInfo/versions', { token, query: { id } })).body.result;

beforeAll(async () => {
  tok.admin = await t.tokenFor(demoUserOf('1'), '1');
  tok.staff = await t.tokenFor(demoUserOf('6'), '6');
  tok.teacher = await t.tokenFor(demoUserOf('4'), '4');
  tok.head = await t.tokenFor(demoUserOf('3'), '3');
  folder = await addFolder(t, tok.staff, { name: `Versions ${newId().slice(0, 6)}` });
});

describe('versions', () => {
  it('adds a version, lists them newest first, restores an older one and numbers the next after the highest', async () => {
    const body = pdf('first');
    const first = await upload(t, tok.staff, 'syllabus.pdf', body);
    const added = await t.api.post<{ ids: string[] }>(
      '/aacsb/fileInfo/addBatch',
      // Type and size are the server's: what a caller claims is not taken.
      { folderId: folder, files: [{ fileName: 'syllabus.pdf', url: first, mime: 'text/html', size: 1 }] },
      { token: tok.staff },
    );
    expect(added.status, added.body.message).toBe(200);
    const id = added.body.result.ids[0];
    expect(await record(id)).toMatchObject({
      url: first,
      version: 1,
      mime: 'application/pdf',
      size: body.length,
    });

    const second = await upload(t, tok.staff, 'syllabus-2025.pdf');
    const v2 = await t.api.post<{ version: number }>(
      '/aacsb/fileInfo/newVersion',
      { id, url: second, fileName: 'syllabus-2025.pdf', note: 'learning goals updated' },
      { token: tok.staff },
    );
    expect(v2.status, v2.body.message).toBe(200);
    expect(v2.body.result.version).toBe(2);
    expect(v2.body.message).toBe('Version 2 is now the current one');
    expect(await record(id)).toMatchObject({ url: second, version: 2, fileName: 'syllabus-2025.pdf' });
    expect((await versions(id)).map((v) => [v.version, v.fileName, v.current, v.note])).toEqual([
      [2, 'syllabus-2025.pdf', true, 'learning goals updated'],
      [1, 'syllabus.pdf', false, null],
    ]);

    const restored = await t.api.post(
      '/aacsb/fileInfo/restore',
      { id, version: 1 },
      { token: tok.staff, lang: 'zh-CN' },
    );
    expect(restored.status, restored.body.message).toBe(200);
    expect(restored.body.message).toBe('版本 1 已恢复为当前版本');
    expect(await record(id)).toMatchObject({
      url: first,
      version: 1,
      fileName: 'syllabus.pdf',
      size: body.length,
    });
    expect((await versions(id)).map((v) => v.current)).toEqual([false, true]);

    const third = await upload(t, tok.staff, 'syllabus-final.pdf');
    await t.api.post(
      '/aacsb/fileInfo/newVersion',
      { id, url: third, fileName: 'syllabus-final.pdf' },
      { token: tok.staff },
    );
    expect((await versions(id)).map((v) => v.version)).toEqual([3, 2, 1]);
    expect((await record(id)).version).toBe(3);

    const missing = await t.api.post('/aacsb/fileInfo/restore', { id, version: 9 }, { token: tok.staff });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The file has no such version');
  });

  it('renames the file and its current version; type and size stay the server’s on edit', async () => {
    const { ids } = await addFiles(t, tok.staff, folder, ['draft.pdf']);
    const before = await record(ids[0]);
    const res = await t.api.put(
      '/aacsb/fileInfo/edit',
      { id: ids[0], fileName: 'Final report.pdf', size: 5, mime: 'text/html' },
      { token: tok.staff },
    );
    expect(res.status, res.body.message).toBe(200);
    expect(await record(ids[0])).toMatchObject({
      fileName: 'Final report.pdf',
      size: before.size,
      mime: 'application/pdf',
    });
    expect((await versions(ids[0]))[0].fileName).toBe('Final report.pdf');
  });

  it('takes as a new version only an upload of the caller that no other file holds', async () => {
    const { ids, urls } = await addFiles(t, tok.staff, folder, ['one.pdf', 'two.pdf']);
    const taken = await t.api.post(
      '/aacsb/fileInfo/newVersion',
      { id: ids[0], url: urls[1], fileName: 'two.pdf' },
      { token: tok.staff },
    );
    expect(taken.status).toBe(400);
    expect(taken.body.message).toContain('This upload already belongs to another shared file');
    const othersUpload = await upload(t, tok.head, 'not-yours.pdf');
    const notYours = await t.api.post(
      '/aacsb/fileInfo/newVersion',
      { id: ids[0], url: othersUpload, fileName: 'x.pdf' },
      { token: tok.staff },
    );
    expect(notYours.status).toBe(400);
    expect((await record(ids[0])).version).toBe(1);
  });
});

describe('upload lists', () => {
  it('let a named teacher upload (without the add permission) and change only their own files', async () => {
    const inbox = await addFolder(t, tok.staff, {
      name: 'Teaching portfolios',
      parentId: folder,
      access: { uploadRestricted: true, uploadRoles: ['4'] },
    });
    const mine = await addFiles(t, tok.teacher, inbox, ['portfolio.pdf']);
    expect((await tree(t, tok.teacher)).find((x) => x.id === inbox)?.rights).toMatchObject({
      upload: true,
      manage: false,
    });
    // Programme heads hold every file-sharing permission but are not on the upload list (the
    // folder's creator is: staff made it).
    const url = await upload(t, tok.head, 'head.pdf');
    const head = await t.api.post(
      '/aacsb/fileInfo/addBatch',
      { folderId: inbox, files: [{ fileName: 'head.pdf', url }] },
      { token: tok.head },
    );
    expect(head.status).toBe(403);
    expect((await tree(t, tok.staff)).find((x) => x.id === inbox)?.rights.upload).toBe(true);
    // The teacher re-versions their own file, not someone else's in the same folder.
    const next = await upload(t, tok.teacher, 'portfolio-2.pdf');
    const own = await t.api.post(
      '/aacsb/fileInfo/newVersion',
      { id: mine.ids[0], url: next, fileName: 'portfolio-2.pdf' },
      { token: tok.teacher },
    );
    expect(own.status, own.body.message).toBe(200);
    const admins = await addFiles(t, tok.admin, inbox, ['guidelines.pdf']);
    const other = await upload(t, tok.teacher, 'mine-now.pdf');
    const refused = await t.api.post(
      '/aacsb/fileInfo/newVersion',
      { id: admins.ids[0], url: other, fileName: 'mine-now.pdf' },
      { token: tok.teacher },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "Only the file's uploader or those who manage its folder may change it",
    );
    expect(
      (await t.api.post('/aacsb/fileInfo/restore', { id: admins.ids[0], version: 1 }, { token: tok.teacher }))
        .status,
    ).toBe(403);
  });
});

describe('addBatch', () => {
  it('adds nothing when one file has a problem, and names every problem with its file', async () => {
    const target = await addFolder(t, tok.staff, { name: 'Batch', parentId: folder });
    const good = await upload(t, tok.staff, 'good.pdf');
    const second = await upload(t, tok.staff, 'second.pdf');
    const teachers = await upload(t, tok.teacher, 'teachers.pdf');
    const res = await t.api.post(
      '/aacsb/fileInfo/addBatch',
      {
        folderId: target,
        files: [
          { fileName: 'good.pdf', url: good },
          { fileName: 'not-mine.pdf', url: teachers },
          { fileName: 'again.pdf', url: good },
          { fileName: '', url: teachers },
          { fileName: 'tagged.pdf', url: second, standards: ['NO-SUCH-STANDARD'] },
        ],
      },
      { token: tok.staff },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^No file was added: /);
    for (const part of [
      'not-mine.pdf: File address: ',
      'again.pdf: File address: The same upload appears twice in this batch',
      "#4: File name: Can't be blank!",
      '#4: File address: ',
      'tagged.pdf: Standards: ',
    ])
      expect(res.body.message).toContain(part);
    expect(res.body.message).not.toContain('good.pdf:');
    expect(await listIds(t, tok.staff, 'fileInfo', { folderId: target })).toEqual([]);

    const zh = await t.api.post(
      '/aacsb/fileInfo/addBatch',
      { folderId: target, files: [{ fileName: 'not-mine.pdf', url: teachers }] },
      { token: tok.staff, lang: 'zh-CN' },
    );
    expect(zh.body.message).toMatch(/^未添加任何文件：not-mine\.pdf: /);

    const ok = await t.api.post<{ ids: string[] }>(
      '/aacsb/fileInfo/addBatch',
      {
        folderId: target,
        files: [
          { fileName: 'good.pdf', url: good },
          { fileName: 'second.pdf', url: second, standards: ['AACSB-5'], description: 'Standard 5 evidence' },
        ],
      },
      { token: tok.staff },
    );
    expect(ok.status, ok.body.message).toBe(200);
    expect((await listIds(t, tok.staff, 'fileInfo', { folderId: target })).sort()).toEqual(
      [...ok.body.result.ids].sort(),
    );
    const tagged = await t.api.get<{ standards: string }>('/aacsb/fileInfo/queryById', {
      token: tok.staff,
      query: { id: ok.body.result.ids[1] },
    });
    expect(tagged.body.result.standards).toBe('AACSB-5');
    // Registered once, an upload cannot be registered again.
    const twice = await t.api.post(
      '/aacsb/fileInfo/addBatch',
      { folderId: target, files: [{ fileName: 'good.pdf', url: good }] },
      { token: tok.staff },
    );
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain('This upload already belongs to another shared file');
    expect(await download(t, good, tok.teacher)).toBe(200);
  });
});

describe('folder uploads', () => {
  it('create nested folders once and reuse them, under a folder the caller may upload into', async () => {
    const base = await addFolder(t, tok.staff, { name: 'Folder upload', parentId: folder });
    const call = (paths: string[], parentId: string | null = base, token = tok.staff) =>
      t.api.post<{ folders: Record<string, string> }>(
        '/aacsb/fileSharing/batchAdd',
        { parentId, paths },
        { token },
      );
    const first = await call(['Reports/2025', 'Reports/2024', 'Minutes']);
    expect(first.status, first.body.message).toBe(200);
    const made = first.body.result.folders;
    expect(Object.keys(made).sort()).toEqual(['Minutes', 'Reports/2024', 'Reports/2025']);
    const crumbs = await t.api.get<{ name: string }[]>('/aacsb/fileSharing/listPath', {
      token: tok.staff,
      query: { id: made['Reports/2025'] },
    });
    expect(crumbs.body.result.map((c) => c.name).slice(-3)).toEqual(['Folder upload', 'Reports', '2025']);
    const byName = (await tree(t, tok.staff)).filter((x) => x.name === 'Reports' && x.parentId === base);
    expect(byName).toHaveLength(1);
    const again = await call(['Reports/2025/']);
    expect(again.body.result.folders['Reports/2025/']).toBe(made['Reports/2025']);
    const bad = await call(['Reports/../x']);
    expect(bad.status).toBe(400);
    expect((await call(['A'], base, tok.teacher)).status).toBe(403);
    expect((await call(['Top level'], null, tok.teacher)).status).toBe(403);
  });
});
