import { expect } from 'vitest';
import { newId } from '../../core/ids.ts';
import { uploadThroughApi } from '../../crud/testing.ts';
import type { TestContext } from '../../test/harness.ts';

/** Helpers of the shared-files API tests: small real files, uploads, folders and files through HTTP. */

/** A small PDF that passes the content check, different each time. */
export function pdf(label = newId()): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\n% ${label}\ntrailer <<>>\n%%EOF\n`);
}

export const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');

/** Uploads through POST /obe/uploadFile and answers the address (the upload must pass). */
export async function upload(
  t: TestContext,
  token: string,
  name = 'report.pdf',
  body = pdf(),
): Promise<string> {
  const res = await uploadThroughApi(t.app, token, body, name);
  expect(res.status, res.message).toBe(200);
  return res.url as string;
}

export interface FolderBody {
  name: string;
  parentId?: string | null;
  access?: Record<string, unknown>;
  expertVisible?: boolean;
  studentUpload?: boolean;
}

export async function addFolder(t: TestContext, token: string, body: FolderBody): Promise<string> {
  const res = await t.api.post<{ id: string }>('/aacsb/fileSharing/add', body, { token });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.id;
}

/** Uploads files and registers them in a folder with addBatch; answers the file ids and addresses. */
export async function addFiles(
  t: TestContext,
  token: string,
  folderId: string,
  names: string[],
): Promise<{ ids: string[]; urls: string[] }> {
  const urls: string[] = [];
  for (const name of names) urls.push(await upload(t, token, name));
  const res = await t.api.post<{ ids: string[] }>(
    '/aacsb/fileInfo/addBatch',
    { folderId, files: names.map((fileName, i) => ({ fileName, url: urls[i] })) },
    { token },
  );
  expect(res.status, res.body.message).toBe(200);
  return { ids: res.body.result.ids, urls };
}

/** GET /obe/file/:id's status for this caller. */
export async function download(t: TestContext, url: string, token: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { 'x-access-token': token } });
  return res.statusCode;
}

/** POST /aacsb/fileInfo/studentUpload (multipart: folderId, file). */
export async function studentUpload(
  t: TestContext,
  token: string,
  folderId: string,
  file: Buffer,
  name: string,
  lang = 'en-US',
): Promise<{ status: number; body: { result?: { id: string; url: string }; message: string } }> {
  const boundary = `----files${newId()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="folderId"\r\n\r\n${folderId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/aacsb/fileInfo/studentUpload',
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-access-token': token,
      'x-lang': lang,
    },
  });
  return { status: res.statusCode, body: res.json() };
}

type Page = { records: { id: string }[] };

/** The ids a list call answers (all pages). */
export async function listIds(
  t: TestContext,
  token: string,
  resource: string,
  query: Record<string, string> = {},
) {
  const res = await t.api.get<Page>(`/aacsb/${resource}/list`, {
    token,
    query: { pageNo: 1, pageSize: -1, ...query },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.records.map((r) => r.id);
}

export interface TreeFolder {
  id: string;
  parentId: string | null;
  name: string;
  fileCount: number;
  restricted: boolean;
  uploadRestricted: boolean;
  expertVisible: boolean;
  studentUpload: boolean;
  rights: { upload: boolean; manage: boolean; remove: boolean };
}

export async function tree(t: TestContext, token: string): Promise<TreeFolder[]> {
  const res = await t.api.get<TreeFolder[]>('/aacsb/fileSharing/tree', { token });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result;
}
