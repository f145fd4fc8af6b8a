import { RESOURCE } from '@accredit/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ResourceContext } from '../../crud/context.ts';
import {
  actorWith,
  allCodes,
  multipartFile,
  readWorkbook,
  roleIdOf,
  sampleRecord,
  workbookFile,
} from '../../crud/testing.ts';
import type { TestContext } from '../../test/harness.ts';
import { useTestApp } from '../../test/harness.ts';
import { sysFile } from '../upload/schema.ts';

/**
 * Export and import as background jobs, against the synchronous calls they stand in for: the job's
 * workbook is the download's (same columns, labels, order, filter and the asker's data scope), and
 * an import job stores every row or none, reporting every bad row.
 */
const t = useTestApp();

type Job = {
  status: string;
  done: number;
  total: number;
  error: string | null;
  result: Record<string, unknown>;
};

async function finished(ctx: TestContext, token: string, id: string, ms = 30_000): Promise<Job> {
  const end = Date.now() + ms;
  for (;;) {
    const res = await ctx.api.get<Job>('/sys/job/queryById', { token, query: { id } });
    expect(res.status).toBe(200);
    if (!['queued', 'running'].includes(res.body.result.status)) return res.body.result;
    if (Date.now() > end) throw new Error(`job still ${res.body.result.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function syncExport(token: string, resource: string, query: Record<string, string>, lang = 'en-US') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/aacsb/${resource}/exportXls`,
    query,
    headers: { 'x-access-token': token, 'x-lang': lang },
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return readWorkbook(res.rawPayload);
}

async function jobExport(token: string, resource: string, query: Record<string, string>, lang = 'en-US') {
  const asked = await t.app.inject({
    method: 'POST',
    url: `/api/aacsb/${resource}/exportXls/job`,
    query,
    headers: { 'x-access-token': token, 'x-lang': lang },
  });
  expect(asked.statusCode, asked.body.slice(0, 300)).toBe(200);
  const id = (asked.json() as { result: { jobId: string } }).result.jobId;
  const job = await finished(t, token, id);
  expect(job.status, job.error ?? '').toBe('done');
  const file = await t.app.inject({
    url: `/api/sys/job/download?id=${id}`,
    headers: { 'x-access-token': token },
  });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  return { rows: await readWorkbook(file.rawPayload), job };
}

let admin: string;
beforeAll(async () => {
  admin = await t.tokenFor('admin');
});

describe('an export job', () => {
  it('writes the synchronous export’s workbook for the same filter and sort', async () => {
    const query = { sex: '2', column: 'name', order: 'asc' };
    const sync = await syncExport(admin, 'teacher', query, 'zh-CN');
    const { rows, job } = await jobExport(admin, 'teacher', query, 'zh-CN');
    expect(sync.length).toBeGreaterThan(5);
    expect(rows).toEqual(sync);
    expect(job).toMatchObject({ done: sync.length - 1, total: sync.length - 1 });
    expect(job.result).toMatchObject({ rows: sync.length - 1, file: { fileName: '教师.xlsx' } });
    // The unfiltered export has more rows: the filter was applied.
    expect((await syncExport(admin, 'teacher', {})).length).toBeGreaterThan(sync.length);
  });

  it('reads within the asker’s data scope: two teachers each get their own records', async () => {
    const def = RESOURCE.professionalEngagement;
    const teacherRole = { roleId: await roleIdOf(t.database.db, '4'), roleCode: '4' };
    const one = await actorWith(t, [], teacherRole);
    const two = await actorWith(t, [], teacherRole);
    const writer = await actorWith(t, allCodes(def));
    // Records written by someone else, then handed to each teacher (the rule is on create_by).
    const table = new ResourceContext(def, t.database.db).table;
    for (const [actor, count] of [
      [one, 3],
      [two, 2],
    ] as const)
      for (let i = 0; i < count; i++) {
        const body = await sampleRecord(t.api, writer.token, def, 700 + i + (actor === two ? 10 : 0));
        const res = await t.api.post<{ id: string }>(`/aacsb/${def.name}/add`, body, { token: writer.token });
        expect(res.status, res.body.message).toBe(200);
        await t.database.db.execute(
          sql`update ${table} set create_by = ${actor.username} where id = ${res.body.result.id}`,
        );
      }
    const mine = await jobExport(one.token, def.name, {});
    const theirs = await jobExport(two.token, def.name, {});
    expect(mine.rows).toEqual(await syncExport(one.token, def.name, {}));
    expect(theirs.rows).toEqual(await syncExport(two.token, def.name, {}));
    expect(mine.rows).toHaveLength(4);
    expect(theirs.rows).toHaveLength(3);
    // Neither may download the other's file.
    const res = await t.app.inject({
      url: `/api/sys/job/download?id=${(await lastJobOf(one.token)).id}`,
      headers: { 'x-access-token': two.token },
    });
    expect(res.statusCode).toBe(404);
  });

  it('is refused to one without the export permission, and checks the filter when asked', async () => {
    const teacher = await t.tokenFor('teacher');
    const denied = await t.app.inject({
      method: 'POST',
      url: '/api/aacsb/teacher/exportXls/job',
      headers: { 'x-access-token': teacher },
    });
    expect(denied.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/aacsb/teacher/exportXls/job',
      query: { column: 'passwordHash' },
      headers: { 'x-access-token': admin },
    });
    expect(bad.statusCode).toBe(400);
  });
});

async function lastJobOf(token: string) {
  const list = await t.api.get<{ records: { id: string }[] }>('/sys/job/list', { token });
  return list.body.result.records[0];
}

async function importJob(file: Buffer, lang = 'en-US'): Promise<{ id: string; job: Job }> {
  const { payload, headers } = multipartFile(file);
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/aacsb/teacher/importExcel/job',
    payload,
    headers: { ...headers, 'x-access-token': admin, 'x-lang': lang },
  });
  expect(asked.statusCode, asked.body.slice(0, 300)).toBe(200);
  const id = (asked.json() as { result: { jobId: string } }).result.jobId;
  return { id, job: await finished(t, admin, id) };
}

async function staffCount(prefix: string): Promise<number> {
  const res = await t.api.get<{ total: number }>('/aacsb/teacher/list', {
    token: admin,
    query: { staffId: `${prefix}*`, pageSize: 1 },
  });
  return res.body.result.total;
}

describe('an import job', () => {
  it('stores every row, or none and names every bad row', async () => {
    const bad = await workbookFile([
      ['Staff number', 'Name', 'Sex'],
      ['J801', 'Ana Lima', 'Female'],
      ['J802', 'Bo Chen', 'Neither'],
      ['J803', '', 'Male'],
      ['J804', 'Dan Wu', 'Male'],
    ]);
    const refused = await importJob(bad);
    expect(refused.job.status).toBe('failed');
    expect(refused.job.error).toBe('2 row(s) have problems; nothing was imported.');
    const errors = refused.job.result.errors as { row: number; column: string }[];
    expect(errors.map((e) => e.row).sort()).toEqual([3, 4]);
    expect(await staffCount('J80')).toBe(0);

    const good = await workbookFile([
      ['Staff number', 'Name', 'Sex'],
      ['J811', 'Ana Lima', 'Female'],
      ['J812', 'Bo Chen', 'Male'],
    ]);
    const stored = await importJob(good);
    expect(stored.job.status, stored.job.error ?? '').toBe('done');
    expect(stored.job.result).toMatchObject({ count: 2 });
    expect(await staffCount('J81')).toBe(2);
    // The uploaded workbooks are not kept once imported.
    const inputs = await t.database.db.select().from(sysFile).where(eq(sysFile.originalName, 'import.xlsx'));
    expect(inputs).toHaveLength(0);
  });

  it('refuses a file that is no workbook when asked', async () => {
    const { payload, headers } = multipartFile(Buffer.from('not a workbook at all'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/aacsb/teacher/importExcel/job',
      payload,
      headers: { ...headers, 'x-access-token': admin },
    });
    expect(res.statusCode).toBe(400);
  });
});
