import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ACCREDITATION_STANDARD_DICT,
  type FolderAccess,
  type FolderNode,
  type FolderViewer,
  folderRights,
  RESOURCE,
  type SearchAnswer,
} from '@accredit/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { App } from '../core/app-types.ts';
import { type Config, loadConfig } from '../core/config.ts';
import { type Database, inTransaction } from '../core/db.ts';
import { storageFor } from '../core/storage.ts';
import { resourceTable } from '../crud/table.ts';
import { createSession } from '../modules/auth/sessions.ts';
import { evidenceTag } from '../modules/evidence/schema.ts';
import { fileVersion } from '../modules/files/schema.ts';
import { sysRole, sysUser } from '../modules/system/schema.ts';
import { sysFile } from '../modules/upload/schema.ts';
import { sniff } from '../modules/upload/sniff.ts';
import { createTestDatabase } from '../test/db.ts';
import { Api, TEST_ENV } from '../test/harness.ts';
import { type FilesSeedSummary, seedDemoFiles } from './demo-files.ts';
import { DEMO_FOLDERS, PROGRAMME_HEADS_ONLY } from './demo-files-data.ts';
import { DEMO_FILES } from './demo-files-list.ts';

/**
 * The demo school's shared files (issue 20 item 4), stored into a temporary folder: the folder
 * tree and counts as designed, every stored version readable from storage and passing the content
 * check, standards in the dictionary's stored form, the folder permissions each folder's name
 * promises (in the model and over HTTP), the evidence tags of existing demo records, and text the
 * extraction worker reads and search finds. The run's template is seeded without storage, so it
 * has none of this part until the test seeds it.
 */
const uploads = mkdtempSync(join(tmpdir(), 'accredit-demo-files-'));
const folders = resourceTable(RESOURCE.fileSharing);
const files = resourceTable(RESOURCE.fileInfo);

// As on the demo's first start: the seed, then the server, whose extraction worker reads the
// queued files (and hands their text to the search index); the test waits for it to finish.
let database: Database;
let config: Config;
let app: App;
let api: Api;
let before = { folders: -1, tags: -1 };
let queued: string[] = [];
let summary: FilesSeedSummary;

async function tokenFor(username: string, roleCode: string): Promise<string> {
  const [user] = await database.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, username));
  const [role] = await database.db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(eq(sysRole.roleCode, roleCode));
  const { token } = await createSession(
    database.db,
    { userId: user.id, roleId: role?.id },
    { idleMinutes: config.SESSION_IDLE_MINUTES, absoluteHours: config.SESSION_ABSOLUTE_HOURS },
  );
  return token;
}

/** Waits until no file is queued for extraction (the server's worker has read them all). */
async function extracted(ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const [q] = await database.db
      .select({ n: sql<string>`count(*)` })
      .from(files)
      .where(eq(files.textStatus, '1'));
    if (Number(q.n) === 0) return;
    if (Date.now() > until) throw new Error(`${q.n} demo files still queued for extraction`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

beforeAll(async () => {
  database = await createTestDatabase();
  config = loadConfig({ ...TEST_ENV, UPLOAD_DIR: uploads });
  const [f] = await database.db.select({ n: sql<string>`count(*)` }).from(folders);
  const [g] = await database.db.select({ n: sql<string>`count(*)` }).from(evidenceTag);
  before = { folders: Number(f.n), tags: Number(g.n) };
  summary = await inTransaction(database.db, (tx) => seedDemoFiles(tx, storageFor(config)));
  queued = (await database.db.select({ s: files.textStatus }).from(files)).map((r) => String(r.s));
  app = await buildApp({ config, database }, { logger: false });
  await app.ready();
  api = new Api(app);
  await extracted(150_000);
}, 240_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(uploads, { recursive: true, force: true });
});

interface FolderRow {
  id: string;
  name: string;
  parentId: string | null;
  createBy: string | null;
  access: FolderAccess | null;
  expertVisible: boolean;
  studentUpload: boolean;
  sortNo: number | null;
}
interface FileRow {
  id: string;
  folderId: string;
  fileName: string;
  url: string;
  mime: string;
  size: number;
  version: number;
  textStatus: string;
  standards: string | null;
}

async function tree() {
  const fs = (await database.db.select().from(folders)) as unknown as FolderRow[];
  const fi = (await database.db.select().from(files)) as unknown as FileRow[];
  const byName = (part: string) => {
    const f = fs.find((x) => x.name.includes(part));
    if (!f) throw new Error(`no folder named ${part}`);
    return f;
  };
  return { fs, fi, byName, filesIn: (id: string) => fi.filter((f) => f.folderId === id) };
}

describe('the demo school shared files', () => {
  it('are left out of a seed without storage, and seeded as designed with one', async () => {
    expect(before).toEqual({ folders: 0, tags: 0 });
    expect(summary).toEqual({ folders: 13, files: 26, versions: 27, tags: expect.any(Number) });
    const { fs, fi } = await tree();
    expect(fs).toHaveLength(DEMO_FOLDERS.length);
    expect(fi).toHaveLength(DEMO_FILES.length);
  });

  it('have an AACSB folder with one folder per standard, each holding two or three files tagged to it', async () => {
    const { fs, byName, filesIn } = await tree();
    const roots = fs.filter((f) => f.parentId === null).sort((a, b) => (a.sortNo ?? 0) - (b.sortNo ?? 0));
    expect(roots.map((r) => r.name)).toEqual([
      'AACSB 认证证据 · AACSB Evidence',
      '专业评估草稿 · Programme review drafts',
      '专家资料室 · Expert room',
      '学生作品样本 · Student work samples',
    ]);
    const standards = fs
      .filter((f) => f.parentId === roots[0].id)
      .sort((a, b) => (a.sortNo ?? 0) - (b.sortNo ?? 0));
    expect(standards).toHaveLength(9);
    expect(standards[4].name).toBe('标准5 学习成效评估 · Standard 5 Assurance of Learning');
    for (const [i, folder] of standards.entries()) {
      expect(folder.name).toContain(`Standard ${i + 1} `);
      const inside = filesIn(folder.id);
      expect(inside.length, folder.name).toBeGreaterThanOrEqual(2);
      expect(inside.length, folder.name).toBeLessThanOrEqual(3);
      for (const f of inside) expect(f.standards?.split(','), f.fileName).toContain(`AACSB-${i + 1}`);
    }
    expect(filesIn(byName('Expert room').id)).toHaveLength(3);
    expect(filesIn(byName('Programme review drafts').id)).toHaveLength(2);
    expect(filesIn(byName('Student work samples').id)).toHaveLength(2);
  });

  it('stores every version through the storage layer, readable and passing the content check', async () => {
    const storage = storageFor(config);
    const versions = await database.db.select().from(fileVersion);
    expect(versions).toHaveLength(27);
    const stored = await database.db.select().from(sysFile);
    const byUrl = new Map(stored.map((s) => [`/obe/file/${s.id}`, s]));
    const kinds = new Set<string>();
    for (const v of versions) {
      const row = byUrl.get(v.url);
      expect(row, v.fileName).toBeTruthy();
      if (!row) continue;
      expect(row.storedName).toMatch(/^[a-z0-9]{2}\/[a-z0-9]{20}\.(pdf|docx)$/);
      const bytes = await storage.get(row.storedName);
      expect(bytes?.length, v.fileName).toBe(v.size);
      const type = bytes ? sniff(bytes) : null;
      expect(type, v.fileName).toBe(v.fileName.endsWith('.pdf') ? 'pdf' : 'docx');
      kinds.add(String(type));
      expect(row.mime).toBe(v.mime);
      expect(row.createBy).toBe(v.createBy);
    }
    expect([...kinds].sort()).toEqual(['docx', 'pdf']);
    expect(versions.filter((v) => v.fileName.endsWith('.pdf'))).toHaveLength(6);
  });

  it('has one file with two versions, the current one the second', async () => {
    const { fi } = await tree();
    const versioned = fi.filter((f) => f.version > 1);
    expect(versioned.map((f) => f.fileName)).toEqual(['2024-2028战略规划摘要 Strategic Plan Summary.docx']);
    const versions = await database.db
      .select()
      .from(fileVersion)
      .where(eq(fileVersion.fileId, versioned[0].id))
      .orderBy(fileVersion.version);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versioned[0].url).toBe(versions[1].url);
    expect(versions[0].url).not.toBe(versions[1].url);
    expect(versions[0].createTime.getTime()).toBeLessThan(versions[1].createTime.getTime());
  });

  it('queues every file for text extraction and keeps standards in the dictionary’s stored form', async () => {
    const { fi } = await tree();
    const order = ACCREDITATION_STANDARD_DICT.items.map((i) => i.value);
    expect(queued).toEqual(fi.map(() => '1'));
    for (const f of fi) {
      if (!f.standards) continue;
      const codes = f.standards.split(',');
      for (const c of codes) expect(order, f.fileName).toContain(c);
      expect(codes).toEqual([...codes].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    }
    // Some evidence is left untagged, for the "untagged" list to show.
    expect(fi.filter((f) => !f.standards).length).toBeGreaterThanOrEqual(3);
    expect(fi.filter((f) => f.standards?.includes('EQUIS')).length).toBeGreaterThan(0);
    expect(fi.filter((f) => f.standards?.includes('AMBA')).length).toBeGreaterThan(0);
  });

  it('restricts the drafts to programme heads, opens the expert room to experts and one folder to students', async () => {
    const { fs, byName } = await tree();
    const drafts = byName('Programme review drafts');
    expect(drafts.access).toEqual(PROGRAMME_HEADS_ONLY);
    expect(drafts.access).toMatchObject({ restricted: true, roles: ['3'], departs: [], users: [] });
    const nodes: FolderNode[] = fs.map((f) => ({ ...f, access: f.access ?? null }));
    const viewer = (username: string, roleCode: string | null, may = false): FolderViewer => ({
      username,
      roleCode,
      departIds: [],
      student: roleCode === null,
      mayAdd: may,
      mayEdit: may,
      mayDelete: may,
    });
    const readable = (v: FolderViewer) =>
      [...folderRights(nodes, v)].filter(([, r]) => r.read).map(([id]) => fs.find((f) => f.id === id)?.name);
    const expertRoom = byName('Expert room');
    const students = byName('Student work samples');
    expect(readable(viewer('teacher', '4'))).not.toContain(drafts.name);
    expect(readable(viewer('teacher', '4'))).toContain(byName('Standard 5').name);
    expect(readable(viewer('progadmin', '3', true))).toContain(drafts.name);
    expect(readable(viewer('unitadmin', '2', true))).not.toContain(drafts.name);
    expect(readable(viewer('expert', '7'))).toEqual([expertRoom.name]);
    expect(readable(viewer('student', null))).toEqual([students.name]);
    const uploadInExpertRoom = (v: FolderViewer) => folderRights(nodes, v).get(expertRoom.id)?.upload;
    expect(uploadInExpertRoom(viewer('unitadmin', '2', true))).toBe(true);
    expect(uploadInExpertRoom(viewer('progadmin', '3', true))).toBe(false);
  });

  it('tags existing demo records to standards', async () => {
    const tags = await database.db.select().from(evidenceTag);
    expect(tags).toHaveLength(summary.tags);
    const by = (resource: string) => tags.filter((x) => x.resource === resource);
    expect(by('strategicPlan').map((x) => x.standard)).toEqual(['AACSB-1', 'EQUIS-1']);
    expect(by('mission').map((x) => x.standard)).toEqual(['AACSB-1']);
    expect(new Set(by('syllabus').map((x) => x.recordId)).size).toBe(3);
    expect(by('evaluationYear').map((x) => x.standard)).toEqual(['AACSB-5']);
    expect(by('improvementAction').map((x) => x.standard)).toEqual(['AACSB-5']);
    expect(by('researchOutput').filter((x) => x.standard === 'AACSB-8')).toHaveLength(4);
    expect(by('teachingContribution').length).toBeGreaterThan(0);
    expect(by('professionalEngagement').length).toBeGreaterThan(0);
    // Every tag names a record that is there.
    for (const tag of tags) {
      const table = resourceTable(RESOURCE[tag.resource as 'syllabus']);
      const found = await database.db.select({ id: table.id }).from(table).where(eq(table.id, tag.recordId));
      expect(found, `${tag.resource} ${tag.recordId}`).toHaveLength(1);
    }
  });

  it('gives the extraction worker text to index in both languages, found by search', async () => {
    const { fi } = await tree();
    expect(new Set(fi.map((f) => f.textStatus))).toEqual(new Set(['2']));
    const textOf = async (name: string) => {
      const file = fi.find((f) => f.fileName.includes(name));
      const [v] = await database.db
        .select({ text: fileVersion.textContent })
        .from(fileVersion)
        .where(eq(fileVersion.url, String(file?.url)));
      return (v?.text ?? '').replace(/\s+/g, '');
    };
    // Words inside a PDF (pdf.js) and a Word file, each in Chinese and English.
    expect(await textOf('SME Digital Clinics')).toContain('数字化转型诊断项目');
    expect(await textOf('SME Digital Clinics')).toContain('DigitalTransformationClinics');
    expect(await textOf('Peer Observation Record')).toContain('案例教学观摩课');
    expect(await textOf('Budget Report')).toContain('预算执行报告');
    expect(await textOf('Budget Report')).toContain('Tuitionandfeesremainthemainsource');
    // The phrase searched below is in no name or description: only the PDF's text holds it.
    const described = await database.db.select({ d: files.description }).from(files);
    const names = [...fi.map((f) => f.fileName), ...described.map((d) => String(d.d))].join('\n');
    expect(names).not.toContain('数字化转型诊断');
    expect(names).not.toContain('中小企业融资约束');
    expect(await textOf('Impact of Scholarship')).toContain('中小企业融资约束');
    const admin = await tokenFor('admin', '1');
    const res = await api.get<SearchAnswer>('/aacsb/search/query', {
      token: admin,
      query: { q: '数字化转型诊断', types: 'fileInfo' },
    });
    expect(res.status, res.body.message).toBe(200);
    const hits = res.body.result.groups.flatMap((g) => g.hits);
    expect(hits.map((h) => h.file?.fileName)).toContain('社会影响案例 SME Digital Clinics.pdf');
  });

  it('keeps the drafts from a teacher over HTTP and shows them to a programme head', async () => {
    const { byName, filesIn } = await tree();
    const drafts = byName('Programme review drafts');
    const draft = filesIn(drafts.id)[0];
    const names = async (token: string) => {
      const res = await api.get<{ name: string }[]>('/aacsb/fileSharing/tree', { token });
      expect(res.status, res.body.message).toBe(200);
      return res.body.result.map((f) => f.name);
    };
    const teacher = await tokenFor('teacher', '4');
    const head = await tokenFor('progadmin', '3');
    expect(await names(teacher)).not.toContain(drafts.name);
    expect(await names(teacher)).toContain(byName('Standard 5').name);
    expect(await names(head)).toContain(drafts.name);
    const get = (token: string) =>
      app.inject({ method: 'GET', url: `/api${draft.url}`, headers: { 'x-access-token': token } });
    expect((await get(teacher)).statusCode).toBe(403);
    const opened = await get(head);
    expect(opened.statusCode).toBe(200);
    expect(sniff(opened.rawPayload)).toBe('docx');
    expect(opened.rawPayload.length).toBe(draft.size);
  });
});
