import { readFile } from 'node:fs/promises';
import { RESOURCE } from '@accredit/shared';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { newId } from '../core/ids.ts';
import type { FileStorage } from '../core/storage.ts';
import { resourceTable } from '../crud/table.ts';
import { queueTextExtraction } from '../modules/files/extract/queue.ts';
import { fileVersion } from '../modules/files/schema.ts';
import { sysUser } from '../modules/system/schema.ts';
import { fileUrl } from '../modules/upload/access.ts';
import { sysFile } from '../modules/upload/schema.ts';
import { MIME, sniff } from '../modules/upload/sniff.ts';
import { insertAll } from './base.ts';
import { demoCalendar } from './demo-curriculum-people.ts';
import {
  DEMO_FOLDERS,
  type DemoFile,
  type DemoSource,
  type DemoVersion,
  LAST_SCHOOL_YEAR_END,
} from './demo-files-data.ts';
import type { DemoFacts } from './demo-files-docs.ts';
import { buildDemoDocx } from './demo-files-docx.ts';
import { loadDemoFacts } from './demo-files-facts.ts';
import { DEMO_FILES } from './demo-files-list.ts';
import { seedDemoEvidenceTags } from './demo-files-tags.ts';

/**
 * The demo school's shared files (issue 20 item 4): the folders of demo-files-data.ts, and every
 * version of every file stored through the storage layer exactly as an upload is (checked by
 * content, a generated name, a sys_file row), with its file_info and file_version rows. PDF and
 * Word files are queued for text extraction, which the server's worker does after start. Then the
 * evidence tags of existing demo records (demo-files-tags.ts). Needs the storage: without one the
 * seed leaves the whole part out (tests that do not need files).
 */
export interface FilesSeedSummary {
  folders: number;
  files: number;
  versions: number;
  tags: number;
}

const ASSETS = new URL('./assets/', import.meta.url);
const FOLDERS_CREATED = new Date('2024-05-06T01:00:00Z');

type Row = Record<string, unknown>;

interface Context {
  db: Executor;
  storage: FileStorage;
  facts: DemoFacts;
  orgOf: Map<string, string | null>;
  today: Date;
  lastSchoolYearEnd: string;
}

/** A version's time: its date at 10:00 Beijing time, never later than now. */
function timeOf(ctx: Context, version: DemoVersion): Date {
  const date = version.date === LAST_SCHOOL_YEAR_END ? ctx.lastSchoolYearEnd : version.date;
  const time = new Date(`${date}T02:00:00Z`);
  return time > ctx.today ? ctx.today : time;
}

async function bytesOf(ctx: Context, source: DemoSource): Promise<Buffer> {
  if ('pdf' in source) return readFile(new URL(source.pdf, ASSETS));
  return buildDemoDocx(source.docx(ctx.facts));
}

/** Stores one version like an upload does (routes.ts): checked by content, under a generated name. */
async function store(ctx: Context, version: DemoVersion) {
  const bytes = await bytesOf(ctx, version.source);
  const type = sniff(bytes);
  if (type !== 'pdf' && type !== 'docx')
    throw new Error(`Demo file ${version.fileName} does not pass the content check`);
  const id = newId();
  const storedName = `${id.slice(0, 2)}/${id}.${type}`;
  await ctx.storage.put(storedName, bytes, MIME[type]);
  const time = timeOf(ctx, version);
  await ctx.db.insert(sysFile).values({
    id,
    storedName,
    originalName: version.fileName,
    mime: MIME[type],
    size: bytes.length,
    kind: 'document',
    createBy: version.createBy,
    createTime: time,
    sysOrgCode: ctx.orgOf.get(version.createBy) ?? null,
  });
  return { url: fileUrl(id), mime: MIME[type], size: bytes.length, time };
}

async function seedFolders(ctx: Context): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const rows: Row[] = [];
  const order = new Map<string | null, number>();
  for (const f of DEMO_FOLDERS) {
    const id = newId();
    ids.set(f.key, id);
    const sortNo = (order.get(f.parent) ?? 0) + 1;
    order.set(f.parent, sortNo);
    rows.push({
      id,
      name: f.name,
      parentId: f.parent ? ids.get(f.parent) : null,
      description: f.description,
      expertVisible: f.expertVisible ?? false,
      studentUpload: f.studentUpload ?? false,
      access: f.access ?? null,
      sortNo,
      createBy: f.createBy,
      createTime: FOLDERS_CREATED,
      sysOrgCode: ctx.orgOf.get(f.createBy) ?? null,
    });
  }
  await insertAll(ctx.db, resourceTable(RESOURCE.fileSharing), rows);
  return ids;
}

async function seedFile(ctx: Context, file: DemoFile, folderId: string): Promise<string> {
  const fileId = newId();
  const versions: Row[] = [];
  let current: Awaited<ReturnType<typeof store>> | null = null;
  for (const [i, v] of file.versions.entries()) {
    current = await store(ctx, v);
    versions.push({
      fileId,
      version: i + 1,
      url: current.url,
      fileName: v.fileName,
      mime: current.mime,
      size: current.size,
      note: v.note || null,
      createBy: v.createBy,
      createTime: current.time,
      sysOrgCode: ctx.orgOf.get(v.createBy) ?? null,
    });
  }
  const first = file.versions[0];
  const last = file.versions.at(-1);
  if (!current || !last) throw new Error(`Demo file ${file.key} has no version`);
  await ctx.db.insert(resourceTable(RESOURCE.fileInfo)).values({
    id: fileId,
    folderId,
    fileName: last.fileName,
    url: current.url,
    mime: current.mime,
    size: current.size,
    version: file.versions.length,
    textStatus: '1',
    standards: file.standards.length ? file.standards.join(',') : null,
    description: file.description,
    createBy: first.createBy,
    createTime: versions[0].createTime,
    updateBy: file.versions.length > 1 ? last.createBy : null,
    updateTime: file.versions.length > 1 ? current.time : null,
    sysOrgCode: ctx.orgOf.get(first.createBy) ?? null,
  });
  await insertAll(ctx.db, fileVersion, versions);
  return fileId;
}

export async function seedDemoFiles(
  db: Executor,
  storage: FileStorage,
  today = new Date(),
): Promise<FilesSeedSummary> {
  const usernames = [
    ...new Set([...DEMO_FOLDERS, ...DEMO_FILES.flatMap((f) => f.versions)].map((x) => x.createBy)),
  ];
  const users = await db
    .select({ username: sysUser.username, orgCode: sysUser.orgCode })
    .from(sysUser)
    .where(inArray(sysUser.username, usernames));
  const calendar = demoCalendar(today);
  const ctx: Context = {
    db,
    storage,
    facts: await loadDemoFacts(db, today),
    orgOf: new Map(users.map((u) => [u.username, u.orgCode])),
    today,
    lastSchoolYearEnd: `${calendar.year}-08-20`,
  };
  const folderIds = await seedFolders(ctx);
  let versions = 0;
  for (const file of DEMO_FILES) {
    const folderId = folderIds.get(file.folder);
    if (!folderId) throw new Error(`Demo file ${file.key} names no folder (${file.folder})`);
    const fileId = await seedFile(ctx, file, folderId);
    // The extraction worker reads queued files once the server runs.
    await queueTextExtraction(db, fileId);
    versions += file.versions.length;
  }
  const tags = await seedDemoEvidenceTags(db);
  return {
    folders: DEMO_FOLDERS.length,
    files: DEMO_FILES.length,
    versions,
    tags: tags.reduce((n, t) => n + t.standards.length, 0),
  };
}
