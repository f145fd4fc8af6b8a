import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.ts';
import { demoUserOf } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { fileInfoTable, fileSharingTable } from '../resources/schema.ts';
import { fileVersion } from './schema.ts';
import { addFiles, addFolder, download, listIds, tree, upload } from './test-kit.ts';

/**
 * Folder permissions over HTTP (issue 20): a folder restricted to programme heads (role 3) is
 * seen, read, downloaded, uploaded into, moved and deleted by them, and refused to a teacher
 * (role 4) on every one of those calls, and to professional staff (role 6), who hold every
 * file-sharing permission but are not named; experts see only what is visible to experts.
 */
const t = useTestApp({ UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'accredit-files-')) });

const tok: Record<'admin' | 'head' | 'teacher' | 'expert' | 'staff', string> = {
  admin: '',
  head: '',
  teacher: '',
  expert: '',
  staff: '',
};
const f = { root: '', heads: '', review: '' };
const file = { plan: '', planUrl: '', open: '', openUrl: '', report: '', reportUrl: '' };

beforeAll(async () => {
  tok.admin = await t.tokenFor(demoUserOf('1'), '1');
  tok.head = await t.tokenFor(demoUserOf('3'), '3');
  tok.teacher = await t.tokenFor(demoUserOf('4'), '4');
  tok.expert = await t.tokenFor(demoUserOf('7'), '7');
  tok.staff = await t.tokenFor(demoUserOf('6'), '6');
  f.root = await addFolder(t, tok.admin, { name: `Evidence ${newId().slice(0, 6)}` });
  f.heads = await addFolder(t, tok.admin, {
    name: 'Programme heads only',
    parentId: f.root,
    access: { restricted: true, roles: ['3'] },
  });
  f.review = await addFolder(t, tok.admin, { name: 'For the visit', parentId: f.root, expertVisible: true });
  const plan = await addFiles(t, tok.head, f.heads, ['assurance-plan.pdf']);
  [file.plan, file.planUrl] = [plan.ids[0], plan.urls[0]];
  const open = await addFiles(t, tok.admin, f.root, ['open-minutes.pdf']);
  [file.open, file.openUrl] = [open.ids[0], open.urls[0]];
  const report = await addFiles(t, tok.admin, f.review, ['self-study.pdf']);
  [file.report, file.reportUrl] = [report.ids[0], report.urls[0]];
});

describe('a folder restricted to programme heads', () => {
  it('is listed (tree, folder list, file list) to a programme head and absent for a teacher', async () => {
    const headTree = (await tree(t, tok.head)).map((x) => x.id);
    expect(headTree).toEqual(expect.arrayContaining([f.root, f.heads, f.review]));
    const teacherTree = await tree(t, tok.teacher);
    expect(teacherTree.map((x) => x.id)).toEqual(expect.arrayContaining([f.root, f.review]));
    expect(teacherTree.map((x) => x.id)).not.toContain(f.heads);
    expect(teacherTree.find((x) => x.id === f.root)?.rights).toEqual({
      upload: false,
      manage: false,
      remove: false,
    });
    const heads = (await tree(t, tok.head)).find((x) => x.id === f.heads);
    expect(heads).toMatchObject({ restricted: true, fileCount: 1, rights: { upload: true, manage: true } });

    expect(await listIds(t, tok.head, 'fileSharing')).toContain(f.heads);
    expect(await listIds(t, tok.teacher, 'fileSharing')).not.toContain(f.heads);
    expect(await listIds(t, tok.staff, 'fileSharing')).not.toContain(f.heads);
    expect(await listIds(t, tok.head, 'fileInfo')).toEqual(expect.arrayContaining([file.plan, file.open]));
    const teacherFiles = await listIds(t, tok.teacher, 'fileInfo');
    expect(teacherFiles).toContain(file.open);
    expect(teacherFiles).not.toContain(file.plan);
    expect(await listIds(t, tok.teacher, 'fileInfo', { folderId: f.heads })).toEqual([]);
  });

  it('answers queryById, listPath and versions to a programme head and 404 to a teacher or staff', async () => {
    const get = (resource: string, id: string, token: string) =>
      t.api.get(`/aacsb/${resource}/queryById`, { token, query: { id } });
    expect((await get('fileSharing', f.heads, tok.head)).status).toBe(200);
    expect((await get('fileInfo', file.plan, tok.head)).status).toBe(200);
    for (const token of [tok.teacher, tok.staff]) {
      expect((await get('fileSharing', f.heads, token)).status).toBe(404);
      expect((await get('fileInfo', file.plan, token)).status).toBe(404);
      expect((await t.api.get('/aacsb/fileSharing/listPath', { token, query: { id: f.heads } })).status).toBe(
        404,
      );
      expect((await t.api.get('/aacsb/fileInfo/versions', { token, query: { id: file.plan } })).status).toBe(
        404,
      );
    }
    const path = await t.api.get<{ name: string }[]>('/aacsb/fileSharing/listPath', {
      token: tok.head,
      query: { id: f.heads },
    });
    expect(path.body.result.map((p) => p.name)).toEqual([
      expect.stringMatching(/^Evidence /),
      'Programme heads only',
    ]);
  });

  it('serves every version of its files to a programme head and refuses a teacher (403)', async () => {
    expect(await download(t, file.planUrl, tok.head)).toBe(200);
    expect(await download(t, file.planUrl, tok.admin)).toBe(200);
    expect(await download(t, file.planUrl, tok.teacher)).toBe(403);
    expect(await download(t, file.planUrl, tok.staff)).toBe(403);
    const second = await upload(t, tok.head, 'assurance-plan-v2.pdf');
    const res = await t.api.post(
      '/aacsb/fileInfo/newVersion',
      { id: file.plan, url: second, fileName: 'assurance-plan-v2.pdf' },
      { token: tok.head },
    );
    expect(res.status, res.body.message).toBe(200);
    // The older version stays readable to the programme head only; the new one likewise.
    expect(await download(t, file.planUrl, tok.head)).toBe(200);
    expect(await download(t, file.planUrl, tok.teacher)).toBe(403);
    expect(await download(t, second, tok.teacher)).toBe(403);
    expect(await download(t, second, tok.expert)).toBe(403);
    // A file of an open folder is served to a teacher.
    expect(await download(t, file.openUrl, tok.teacher)).toBe(200);
  });

  it('takes uploads from a programme head and refuses a teacher and staff', async () => {
    const head = await addFiles(t, tok.head, f.heads, ['minutes.pdf']);
    expect(head.ids).toHaveLength(1);
    const url = await upload(t, tok.teacher, 'teacher.pdf');
    const batch = (folderId: string, token = tok.teacher, u = url) =>
      t.api.post(
        '/aacsb/fileInfo/addBatch',
        { folderId, files: [{ fileName: 'teacher.pdf', url: u }] },
        { token },
      );
    expect((await batch(f.heads)).status).toBe(404);
    // A teacher reads the open folder but may not upload into it (no add permission, no upload list).
    const refused = await batch(f.root);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You may not upload into this folder');
    expect(
      (
        await t.api.post(
          '/aacsb/fileInfo/add',
          { folderId: f.heads, fileName: 'x.pdf', url },
          { token: tok.teacher },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await t.api.post(
          '/aacsb/fileSharing/batchAdd',
          { parentId: f.heads, paths: ['A/B'] },
          { token: tok.teacher },
        )
      ).status,
    ).toBe(404);
    const staffUrl = await upload(t, tok.staff, 'staff.pdf');
    expect((await batch(f.heads, tok.staff, staffUrl)).status).toBe(404);
    const engineAdd = await t.api.post(
      '/aacsb/fileInfo/add',
      { folderId: f.heads, fileName: 'staff.pdf', url: staffUrl },
      { token: tok.staff },
    );
    expect(engineAdd.status).toBe(400);
    expect((engineAdd.body.result as { fields: Record<string, string> }).fields.folderId).toBe(
      'The folder does not exist or you may not see it',
    );
  });

  it('lets a programme head move files in and out, and refuses a teacher and staff', async () => {
    const { ids } = await addFiles(t, tok.head, f.heads, ['to-move.pdf']);
    const move = (token: string, folderId: string) =>
      t.api.post('/aacsb/fileInfo/move', { ids: ids[0], folderId }, { token });
    expect((await move(tok.teacher, f.root)).status).toBe(403);
    expect((await move(tok.teacher, f.heads)).status).toBe(404);
    expect((await move(tok.staff, f.root)).status).toBe(404);
    expect(
      (await t.api.put('/aacsb/fileInfo/edit', { id: ids[0], folderId: f.root }, { token: tok.staff }))
        .status,
    ).toBe(403);
    expect(
      (await t.api.put('/aacsb/fileInfo/edit', { id: ids[0], fileName: 'x' }, { token: tok.teacher })).status,
    ).toBe(403);
    expect((await move(tok.head, f.root)).status).toBe(200);
    expect(await listIds(t, tok.teacher, 'fileInfo', { folderId: f.root })).toContain(ids[0]);
    expect((await move(tok.head, f.heads)).status).toBe(200);
    expect(await listIds(t, tok.teacher, 'fileInfo')).not.toContain(ids[0]);
    // The folder itself: staff cannot reach it, and nobody moves a folder below itself.
    expect(
      (await t.api.put('/aacsb/fileSharing/edit', { id: f.heads, parentId: f.review }, { token: tok.staff }))
        .status,
    ).toBe(403);
    const cycle = await t.api.put(
      '/aacsb/fileSharing/edit',
      { id: f.root, parentId: f.heads },
      { token: tok.head },
    );
    expect(cycle.status).toBe(400);
    expect((cycle.body.result as { fields: Record<string, string> }).fields.parentId).toBe(
      'A folder cannot be moved into itself or one of its subfolders',
    );
  });

  it('refuses deletes to a teacher and staff, and to anyone who may not delete the whole subtree', async () => {
    const del = (resource: string, id: string, token: string) =>
      t.api.delete(`/aacsb/${resource}/delete`, { token, query: { id } });
    expect((await del('fileInfo', file.plan, tok.teacher)).status).toBe(403);
    expect((await del('fileSharing', f.heads, tok.teacher)).status).toBe(403);
    expect((await del('fileInfo', file.plan, tok.staff)).status).toBe(403);
    expect((await del('fileSharing', f.heads, tok.staff)).status).toBe(403);
    // Staff may delete the open root folder but not the restricted folder inside it: nothing goes.
    const locked = await del('fileSharing', f.root, tok.staff);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe('The folder holds subfolders you may not delete: nothing was deleted');
    expect(await listIds(t, tok.head, 'fileSharing')).toEqual(expect.arrayContaining([f.root, f.heads]));
  });
});

describe('experts', () => {
  it('see only the folders visible to experts and their files, read only', async () => {
    const ids = (await tree(t, tok.expert)).map((x) => x.id);
    expect(ids).toContain(f.review);
    expect(ids).not.toContain(f.root);
    expect(ids).not.toContain(f.heads);
    expect((await tree(t, tok.expert)).find((x) => x.id === f.review)).toMatchObject({
      parentId: null,
      rights: { upload: false, manage: false },
    });
    const files = await listIds(t, tok.expert, 'fileInfo');
    expect(files).toContain(file.report);
    expect(files).not.toContain(file.open);
    expect(files).not.toContain(file.plan);
    expect(await download(t, file.reportUrl, tok.expert)).toBe(200);
    expect(await download(t, file.openUrl, tok.expert)).toBe(403);
    expect(
      (await t.api.get('/aacsb/fileSharing/queryById', { token: tok.expert, query: { id: f.root } })).status,
    ).toBe(404);
  });
});

describe('permissions of a folder', () => {
  it('are checked and stored in full, with problems in the caller language', async () => {
    const edit = (access: unknown, lang?: string) =>
      t.api.put('/aacsb/fileSharing/edit', { id: f.review, access }, { token: tok.admin, lang });
    const fields = (res: Awaited<ReturnType<typeof edit>>) =>
      (res.body.result as { fields: Record<string, string> }).fields;
    const flag = await edit({ restricted: 'yes' });
    expect(flag.status).toBe(400);
    expect(fields(flag).access).toBe('Restricted and upload restricted must be yes or no');
    const unknown = await edit({ restricted: true, roles: ['no-such-role'] }, 'zh-CN');
    expect(fields(unknown).access).toBe('权限设置中有不存在的角色、部门或账号');
    expect((await edit({ uploadRestricted: true, uploadRoles: ['3'] })).status).toBe(200);
    const stored = await t.api.get<{ access: Record<string, unknown> }>('/aacsb/fileSharing/queryById', {
      token: tok.admin,
      query: { id: f.review },
    });
    expect(stored.body.result.access).toEqual({
      restricted: false,
      roles: [],
      departs: [],
      users: [],
      uploadRestricted: true,
      uploadRoles: ['3'],
      uploadDeparts: [],
      uploadUsers: [],
    });
    expect((await edit({})).status).toBe(200);
  });
});

describe('deleting a folder', () => {
  it('deletes its whole subtree: folders, files and versions', async () => {
    const top = await addFolder(t, tok.admin, { name: `Old ${newId().slice(0, 6)}` });
    const mid = await addFolder(t, tok.admin, { name: 'Mid', parentId: top });
    const low = await addFolder(t, tok.head, {
      name: 'Low',
      parentId: mid,
      access: { restricted: true, roles: ['3'] },
    });
    const a = await addFiles(t, tok.admin, mid, ['a.pdf']);
    const b = await addFiles(t, tok.head, low, ['b.pdf']);
    const fileIds = [...a.ids, ...b.ids];
    const res = await t.api.delete('/aacsb/fileSharing/delete', { token: tok.admin, query: { id: top } });
    expect(res.status, res.body.message).toBe(200);
    const db = t.database.db;
    expect(
      await db
        .select()
        .from(fileSharingTable)
        .where(inArray(fileSharingTable.id, [top, mid, low])),
    ).toEqual([]);
    expect(await db.select().from(fileInfoTable).where(inArray(fileInfoTable.id, fileIds))).toEqual([]);
    expect(await db.select().from(fileVersion).where(inArray(fileVersion.fileId, fileIds))).toEqual([]);
    // The uploads stay the uploader's: the programme head still downloads their own.
    expect(await download(t, b.urls[0], tok.head)).toBe(200);
    expect(await download(t, b.urls[0], tok.teacher)).toBe(403);
    expect((await db.select().from(fileVersion).where(eq(fileVersion.url, a.urls[0]))).length).toBe(0);
  });
});
