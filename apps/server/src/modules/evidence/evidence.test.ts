import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hooksOf } from '../../crud/hooks.ts';
import { uploadThroughApi } from '../../crud/testing.ts';
import { useTestApp } from '../../test/harness.ts';
import { buildTeacher, type TestTeacher } from '../faculty/testing.ts';
import { evidenceTag } from './schema.ts';

/**
 * The evidence repository over HTTP (issue 20 item 2): a supporting document, a teacher's record
 * and shared files tagged to AACSB Standard 5 appear under it (and under AACSB) with their files
 * and folder path; each caller sees only what they may open; untagged evidence is listed until
 * tagged; tagging needs edit rights and known codes. Records are this file's own ("E20D").
 */
const t = useTestApp({ UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'accredit-evidence-')) });

interface Item {
  resource: string;
  id: string;
  title: string;
  source: 'tag' | 'field';
  standards: string[];
  files: { url: string; fileName: string }[];
  folderPath?: string[];
  typeLabel: string;
  editable: boolean;
}
interface Page {
  records: Item[];
  total: number;
}
interface TagState {
  standards: string[];
  own: boolean;
  editable: boolean;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const OPEN_ACCESS = {
  restricted: false,
  roles: [],
  departs: [],
  users: [],
  uploadRestricted: false,
  uploadRoles: [],
  uploadDeparts: [],
  uploadUsers: [],
};

let admin: string;
let teacherToken: string;
let me: TestTeacher;
let colleague: TestTeacher;
const ids: Record<string, string> = {};

async function upload(token: string, name: string): Promise<string> {
  const res = await uploadThroughApi(t.app, token, PDF, name);
  expect(res.status, res.message).toBe(200);
  return res.url as string;
}

async function add(resource: string, body: Record<string, unknown>, token = admin): Promise<string> {
  const res = await t.api.post<{ id: string }>(`/aacsb/${resource}/add`, body, { token });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.id;
}

const listPath = (standard: string, token = admin, query: Record<string, string | number> = {}) =>
  t.api.get<Page>('/aacsb/viewFileAndSupport/listPath', {
    token,
    query: { standard, pageSize: -1, ...query },
  });
const untagged = (token = admin, query: Record<string, string | number> = {}) =>
  t.api.get<Page>('/aacsb/viewFileAndSupport/untagged', { token, query: { pageSize: -1, ...query } });
const summary = (token = admin) =>
  t.api.get<Record<string, number>>('/aacsb/viewFileAndSupport/summary', { token });
const setTags = (resource: string, recordId: string, standards: string[], token = admin, lang = 'en-US') =>
  t.api.post<TagState>('/aacsb/evidenceTag/set', { resource, recordId, standards }, { token, lang });
const tagsOf = (resource: string, recordId: string, token = admin) =>
  t.api.get<TagState>('/aacsb/evidenceTag/of', { token, query: { resource, recordId } });
const mine = (page: Page) => page.records.filter((r) => r.title.includes('E20D'));
const idsOf = (page: Page) => mine(page).map((r) => r.id);

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  teacherToken = await t.tokenFor('teacher');
  me = await buildTeacher(t);
  colleague = await buildTeacher(t);
  ids.open = await add('fileSharing', { name: 'E20D Open', access: OPEN_ACCESS });
  ids.restricted = await add('fileSharing', {
    name: 'E20D Heads only',
    access: { ...OPEN_ACCESS, restricted: true, roles: ['3'] },
  });
  ids.sub = await add('fileSharing', { name: 'E20D Reports', parentId: ids.open, access: OPEN_ACCESS });
  ids.fileOpen = await add('fileInfo', {
    folderId: ids.sub,
    fileName: 'E20D open report.pdf',
    url: await upload(admin, 'E20D open report.pdf'),
  });
  ids.fileRestricted = await add('fileInfo', {
    folderId: ids.restricted,
    fileName: 'E20D heads minutes.pdf',
    url: await upload(admin, 'E20D heads minutes.pdf'),
    standards: 'AACSB-5',
  });
  const supportUrl = await upload(admin, 'E20D-support.pdf');
  ids.support = await add('supportMaterials', {
    titleZh: 'E20D 学习成效评估报告',
    titleEn: 'E20D AoL report',
    accreditationType: 'AACSB',
    year: 2025,
    attachments: [{ kind: 'support', fileName: 'E20D-support.pdf', url: supportUrl }],
  });
  const evidenceUrl = await upload(me.token, 'E20D-teaching.pdf');
  ids.teaching = await add(
    'teachingContribution',
    {
      type: '3',
      teacherId: me.teacherId,
      title: 'E20D Course redesign',
      level: '1',
      startTime: '2025-01-01',
      endTime: '2025-12-31',
      attachments: [{ kind: 'evidence', fileName: 'E20D-teaching.pdf', url: evidenceUrl }],
    },
    me.token,
  );
});

describe('untagged evidence', () => {
  it('lists files without standards and records with attachments, not tagged files', async () => {
    const res = await untagged();
    expect(res.status, res.body.message).toBe(200);
    const found = idsOf(res.body.result);
    expect(found).toEqual(expect.arrayContaining([ids.fileOpen, ids.support, ids.teaching]));
    expect(found).not.toContain(ids.fileRestricted);
    const support = res.body.result.records.find((r) => r.id === ids.support);
    expect(support?.files.map((f) => f.fileName)).toEqual(['E20D-support.pdf']);
    expect(support?.typeLabel).toBe('Supporting documents');
    expect(support?.editable).toBe(true);
    const onlyFiles = await untagged(admin, { resource: 'fileInfo' });
    expect(idsOf(onlyFiles.body.result)).toEqual([ids.fileOpen]);
  });

  it('shows each teacher only their own records', async () => {
    expect(idsOf((await untagged(me.token)).body.result)).toContain(ids.teaching);
    const other = idsOf((await untagged(colleague.token)).body.result);
    expect(other).not.toContain(ids.teaching);
    // Supporting documents are the strategy area's; a teacher does not read them.
    expect(other).not.toContain(ids.support);
    expect(other).toContain(ids.fileOpen);
  });
});

describe('tagging', () => {
  it('tags a record and a file to Standard 5, both then under it and under AACSB', async () => {
    const record = await setTags('supportMaterials', ids.support, ['AACSB-5', '1-1']);
    expect(record.status, record.body.message).toBe(200);
    expect(record.body.message).toBe('Standards saved');
    expect(record.body.result).toEqual({ standards: ['1-1', 'AACSB-5'], own: false, editable: true });
    const file = await setTags('fileInfo', ids.fileOpen, ['AACSB-5']);
    expect(file.status, file.body.message).toBe(200);
    expect(file.body.result.own).toBe(true);
    // The file's own field holds it, written through the engine.
    const stored = await t.api.get<{ standards: string }>('/aacsb/fileInfo/queryById', {
      token: admin,
      query: { id: ids.fileOpen },
    });
    expect(stored.body.result.standards).toBe('AACSB-5');

    const five = (await listPath('AACSB-5')).body.result;
    expect(idsOf(five)).toEqual(expect.arrayContaining([ids.support, ids.fileOpen, ids.fileRestricted]));
    const shown = five.records.find((r) => r.id === ids.fileOpen);
    expect(shown).toMatchObject({ resource: 'fileInfo', source: 'field', standards: ['AACSB-5'] });
    expect(shown?.folderPath).toEqual(['E20D Open', 'E20D Reports']);
    expect(shown?.files).toEqual([
      { url: expect.stringMatching(/^\/obe\/file\//), fileName: 'E20D open report.pdf' },
    ]);
    const support = five.records.find((r) => r.id === ids.support);
    expect(support).toMatchObject({ source: 'tag', title: 'E20D AoL report', editable: true });
    expect(support?.files.map((f) => f.fileName)).toEqual(['E20D-support.pdf']);
    // In Chinese the record is named by its Chinese title.
    const zh = await t.api.get<Page>('/aacsb/viewFileAndSupport/listPath', {
      token: admin,
      lang: 'zh-CN',
      query: { standard: 'AACSB-5', keyword: '学习成效' },
    });
    expect(zh.body.result.records.map((r) => r.title)).toEqual(['E20D 学习成效评估报告']);

    expect(idsOf((await listPath('AACSB')).body.result)).toEqual(
      expect.arrayContaining([ids.support, ids.fileOpen]),
    );
    expect(idsOf((await listPath('1')).body.result)).toEqual([ids.support]);
    expect(idsOf((await listPath('AACSB-6')).body.result)).toEqual([]);
    const keyword = await listPath('AACSB-5', admin, { keyword: 'open report' });
    expect(idsOf(keyword.body.result)).toEqual([ids.fileOpen]);

    const counts = (await summary()).body.result;
    expect(counts['AACSB-5']).toBeGreaterThanOrEqual(3);
    expect(counts.AACSB).toBeGreaterThanOrEqual(counts['AACSB-5']);
    expect(counts['1-1']).toBeGreaterThanOrEqual(1);

    const after = idsOf((await untagged()).body.result);
    expect(after).not.toContain(ids.support);
    expect(after).not.toContain(ids.fileOpen);
    expect((await tagsOf('supportMaterials', ids.support)).body.result.standards).toEqual(['1-1', 'AACSB-5']);
    // The search index saw the tag: search's standard filter finds the record.
    const found = await t.api.get<{ groups: { resource: string; hits: { id: string }[] }[] }>(
      '/aacsb/search/query',
      { token: admin, query: { q: 'E20D', standard: 'AACSB-5', types: 'supportMaterials' } },
    );
    expect(found.status, found.body.message).toBe(200);
    expect(found.body.result.groups.flatMap((g) => g.hits.map((h) => h.id))).toContain(ids.support);
  });

  it('lets a teacher tag their own record, and shows it to no other teacher', async () => {
    expect((await tagsOf('teachingContribution', ids.teaching, me.token)).body.result).toEqual({
      standards: [],
      own: false,
      editable: true,
    });
    const res = await setTags('teachingContribution', ids.teaching, ['AACSB-5'], me.token);
    expect(res.status, res.body.message).toBe(200);
    expect(idsOf((await listPath('AACSB-5', me.token)).body.result)).toContain(ids.teaching);
    const seen = idsOf((await listPath('AACSB-5', colleague.token)).body.result);
    expect(seen).not.toContain(ids.teaching);
    expect(seen).not.toContain(ids.support);
    expect((await summary(colleague.token)).body.result['AACSB-5'] ?? 0).toBeLessThan(
      (await summary()).body.result['AACSB-5'],
    );
    // The colleague cannot even read its tags.
    expect((await tagsOf('teachingContribution', ids.teaching, colleague.token)).status).toBe(404);
  });

  it('refuses tagging without edit rights, with a translated message', async () => {
    const state = await tagsOf('fileInfo', ids.fileOpen, teacherToken);
    expect(state.status, state.body.message).toBe(200);
    expect(state.body.result).toMatchObject({ standards: ['AACSB-5'], editable: false });
    const en = await setTags('fileInfo', ids.fileOpen, [], teacherToken);
    expect(en.status).toBe(403);
    expect(en.body.message).toBe('You may not change the standards of this record');
    const zh = await setTags('fileInfo', ids.fileOpen, [], teacherToken, 'zh-CN');
    expect(zh.body.message).toBe('您无权修改该记录的认证标准');
    const other = await setTags('teachingContribution', ids.teaching, [], colleague.token);
    expect(other.status).toBe(404);
    // Nothing changed.
    expect((await tagsOf('fileInfo', ids.fileOpen)).body.result.standards).toEqual(['AACSB-5']);
  });

  it('refuses unknown codes, resources and standards', async () => {
    const bad = await setTags('supportMaterials', ids.support, ['AACSB-5', 'AACSB-99', 'nope']);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Not a standard: AACSB-99, nope');
    const badFile = await setTags('fileInfo', ids.fileOpen, ['AACSB-99'], admin, 'zh-CN');
    expect(badFile.status).toBe(400);
    expect(badFile.body.message).toBe('不是认证标准：AACSB-99');
    expect((await setTags('noSuchThing', ids.support, ['AACSB-5'])).status).toBe(400);
    expect((await setTags('fileSharing', ids.open, ['AACSB-5'])).status).toBe(400);
    const view = await listPath('AACSB-99');
    expect(view.status).toBe(400);
    expect(view.body.message).toBe('Not a standard: AACSB-99');
    expect((await tagsOf('supportMaterials', ids.support)).body.result.standards).toEqual(['1-1', 'AACSB-5']);
  });

  it('asks for the file-sharing query permission on the views', async () => {
    const student = await t.tokenFor('student');
    expect((await listPath('AACSB-5', student)).status).toBe(403);
    expect((await summary(student)).status).toBe(403);
  });

  it('drops a record’s tags when it is deleted', async () => {
    const id = await add('supportMaterials', { titleZh: 'E20D 待删除', accreditationType: 'AACSB' });
    expect((await setTags('supportMaterials', id, ['AACSB-9'])).status).toBe(200);
    expect(idsOf((await listPath('AACSB-9')).body.result)).toEqual([id]);
    const del = await t.api.delete('/aacsb/supportMaterials/delete', { token: admin, query: { id } });
    expect(del.status, del.body.message).toBe(200);
    expect(idsOf((await listPath('AACSB-9')).body.result)).toEqual([]);
    const left = await t.database.db.select().from(evidenceTag).where(eq(evidenceTag.recordId, id));
    expect(left).toEqual([]);
  });
});

describe('restricted folders', () => {
  // The folder rules are the file-sharing module's narrowScope hook on fileInfo (issue 20 item 1);
  // the repository filters through the same row scope, so it hides what that hook hides.
  it('hides a tagged file in a folder a teacher may not read, from the view and from its tags', async (ctx) => {
    if (!hooksOf('fileInfo').narrowScope) ctx.skip();
    const heads = await t.tokenFor('progadmin');
    expect(idsOf((await listPath('AACSB-5', heads)).body.result)).toContain(ids.fileRestricted);
    const teacher = await listPath('AACSB-5', teacherToken);
    expect(teacher.status).toBe(200);
    expect(idsOf(teacher.body.result)).toContain(ids.fileOpen);
    expect(idsOf(teacher.body.result)).not.toContain(ids.fileRestricted);
    expect((await tagsOf('fileInfo', ids.fileRestricted, teacherToken)).status).toBe(404);
    const files = (page: Page) => mine(page).filter((r) => r.resource === 'fileInfo').length;
    expect(files((await listPath('AACSB-5', heads)).body.result) - files(teacher.body.result)).toBe(1);
  });
});
