import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../core/ids.ts';
import { uploadThroughApi } from '../../crud/testing.ts';
import { buildUser, demoUserOf } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { studentTable } from '../resources/schema.ts';
import { sysUser } from '../system/schema.ts';
import { sysFile } from '../upload/schema.ts';
import { addFolder, download, HTML, listIds, pdf, studentUpload, type TreeFolder } from './test-kit.ts';

/**
 * Students and shared folders (issue 20, spec 001 section 6): a student (an account with no role
 * that a student record points at) sees the folders that let students upload, uploads there with
 * the same content checks as every upload, and sees only their own files; staff named by the
 * folder see them all.
 */
const t = useTestApp({ UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'accredit-files-')) });
const tok = { admin: '', head: '', teacher: '', student: '', classmate: '', noRole: '' };
const f = { inbox: '', below: '', staff: '' };

beforeAll(async () => {
  tok.admin = await t.tokenFor(demoUserOf('1'), '1');
  tok.head = await t.tokenFor(demoUserOf('3'), '3');
  tok.teacher = await t.tokenFor(demoUserOf('4'), '4');
  tok.student = await t.tokenFor(demoUserOf('none'));
  const db = t.database.db;
  const [me] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, demoUserOf('none')));
  const [other] = await db
    .select({ username: sysUser.username })
    .from(studentTable)
    .innerJoin(sysUser, eq(sysUser.id, studentTable.userId))
    .where(and(isNotNull(studentTable.userId), ne(studentTable.userId, me.id)))
    .limit(1);
  tok.classmate = await t.tokenFor(other.username);
  tok.noRole = await t.tokenFor((await buildUser(db)).username);
  f.inbox = await addFolder(t, tok.admin, {
    name: `Internship reports ${newId().slice(0, 6)}`,
    studentUpload: true,
    access: { restricted: true, roles: ['3'] },
  });
  f.below = await addFolder(t, tok.admin, { name: '2025', parentId: f.inbox });
  f.staff = await addFolder(t, tok.admin, { name: `Staff only ${newId().slice(0, 6)}` });
});

const folders = async (token: string) =>
  t.api.get<TreeFolder[]>('/aacsb/fileSharing/studentFolders', { token });

describe('students', () => {
  it('see the folders that let students upload, and nobody else calls for them', async () => {
    const res = await folders(tok.student);
    expect(res.status, res.body.message).toBe(200);
    const ids = res.body.result.map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining([f.inbox, f.below]));
    expect(ids).not.toContain(f.staff);
    expect(res.body.result.find((x) => x.id === f.inbox)?.rights).toMatchObject({
      upload: true,
      manage: false,
    });
    const teacher = await folders(tok.teacher);
    expect(teacher.status).toBe(403);
    expect(teacher.body.message).toBe("Only students' accounts use this");
    expect((await folders(tok.noRole)).status).toBe(403);
    // The engine's calls stay closed to them (no permissions), as does the general upload.
    expect((await t.api.get('/aacsb/fileSharing/list', { token: tok.student })).status).toBe(403);
    expect((await uploadThroughApi(t.app, tok.student, pdf(), 'x.pdf')).status).toBe(403);
  });

  it('upload with the same content checks as every upload, into their folders only', async () => {
    const bad = await studentUpload(t, tok.student, f.inbox, HTML, 'report.pdf');
    expect(bad.status).toBe(400);
    const teacherBad = await uploadThroughApi(t.app, tok.teacher, HTML, 'report.pdf');
    expect(bad.body.message).toBe(teacherBad.message);
    const zh = await studentUpload(t, tok.student, f.inbox, HTML, 'report.pdf', 'zh-CN');
    expect(zh.body.message).not.toBe(bad.body.message);
    expect((await studentUpload(t, tok.student, f.staff, pdf(), 'report.pdf')).status).toBe(404);
    expect((await studentUpload(t, tok.teacher, f.inbox, pdf(), 'report.pdf')).status).toBe(403);
    expect((await studentUpload(t, tok.noRole, f.inbox, pdf(), 'report.pdf')).status).toBe(403);
    const good = await studentUpload(t, tok.student, f.below, pdf(), 'internship report.pdf');
    expect(good.status, good.body.message).toBe(200);
    // Always stored as a document, never as an avatar (which anyone signed in may download).
    const [stored] = await t.database.db
      .select({ kind: sysFile.kind })
      .from(sysFile)
      .where(eq(sysFile.id, (good.body.result?.url ?? '').split('/').pop() ?? ''));
    expect(stored.kind).toBe('document');
  });

  it('see and download only their own files; the staff the folder names see them all', async () => {
    const mine = await studentUpload(t, tok.student, f.inbox, pdf(), 'mine.pdf');
    const theirs = await studentUpload(t, tok.classmate, f.inbox, pdf(), 'theirs.pdf');
    expect(mine.status, mine.body.message).toBe(200);
    expect(theirs.status, theirs.body.message).toBe(200);
    const own = async (token: string) =>
      (
        await t.api.get<{ id: string }[]>('/aacsb/fileInfo/mine', { token, query: { folderId: f.inbox } })
      ).body.result.map((x) => x.id);
    expect(await own(tok.student)).toContain(mine.body.result?.id);
    expect(await own(tok.student)).not.toContain(theirs.body.result?.id);
    expect(await own(tok.classmate)).toEqual([theirs.body.result?.id]);
    const inbox = (await folders(tok.student)).body.result.find((x) => x.id === f.inbox);
    expect(inbox?.fileCount).toBe(1);

    const url = mine.body.result?.url as string;
    expect(await download(t, url, tok.student)).toBe(200);
    expect(await download(t, url, tok.classmate)).toBe(403);
    expect(await download(t, url, tok.head)).toBe(200);
    expect(await download(t, url, tok.teacher)).toBe(403);
    const listed = await listIds(t, tok.head, 'fileInfo', { folderId: f.inbox });
    expect(listed).toEqual(expect.arrayContaining([mine.body.result?.id, theirs.body.result?.id]));
    expect(await listIds(t, tok.teacher, 'fileInfo', { folderId: f.inbox })).toEqual([]);
  });
});
