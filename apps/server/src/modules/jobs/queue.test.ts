import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors.ts';
import { grantEdits, grantLookups } from '../../test/grants.ts';
import { useTestApp } from '../../test/harness.ts';
import { sysAnnouncement } from '../notification/schema.ts';
import { invalidatePermissions } from '../system/permission-cache.ts';
import { sysUser } from '../system/schema.ts';
import { JobStopped } from './contract.ts';
import { jobWorker } from './module.ts';
import { claimJob, enqueueJob, registerJobKind } from './queue.ts';
import { sysJob } from './schema.ts';

/**
 * The queue through the routes a person uses: a job queued, run by the server's worker, its
 * progress kept, its file downloadable by its owner only; cancels of a queued and of a running
 * job; a failing kind's message in the asker's language; rights read when the job runs.
 */
const t = useTestApp({ JOB_CONCURRENCY: '1' });

let gate: Promise<void> = Promise.resolve();
let seen: number[] = [];

registerJobKind({
  kind: 'test.file',
  async run(ctx) {
    const params = ctx.job.params as { rows: number };
    for (let i = 1; i <= params.rows; i++) {
      await new Promise((r) => setTimeout(r, 30));
      await ctx.progress(i, params.rows);
    }
    const file = await ctx.saveFile(
      'numbers.txt',
      Buffer.from(`rows ${params.rows} by ${ctx.auth.user.username}`),
      'text/plain',
    );
    return { file, rows: params.rows };
  },
});
registerJobKind({
  kind: 'test.throw',
  async run() {
    throw new AppError(400, 'jobs.errors.noFile');
  },
});
registerJobKind({
  kind: 'test.crash',
  async run() {
    throw new Error('secret internal detail');
  },
});
registerJobKind({
  kind: 'test.wait',
  async run(ctx) {
    await gate;
    for (let i = 0; ; i++) {
      seen.push(i);
      await new Promise((r) => setTimeout(r, 50));
      await ctx.progress(i, 0);
    }
  },
});
registerJobKind({
  kind: 'test.needs',
  permission: 'syllabus:export',
  async run(ctx) {
    return { who: ctx.auth.user.username };
  },
});

let admin: string;
let teacher: string;
let adminId: string;
let teacherId: string;
beforeAll(async () => {
  admin = await t.tokenFor('admin');
  teacher = await t.tokenFor('teacher');
  const id = async (u: string) =>
    (await t.database.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, u)))[0].id;
  adminId = await id('admin');
  teacherId = await id('teacher');
});

async function ask(kind: string, params: unknown, owner = adminId, locale: 'en-US' | 'zh-CN' = 'en-US') {
  const roleId = await roleOf(owner);
  return enqueueJob(t.database.db, { kind, params, ownerId: owner, roleId, locale, title: `Test ${kind}` });
}

async function roleOf(userId: string): Promise<string | null> {
  const { sysUserRole } = await import('../system/schema.ts');
  const [row] = await t.database.db
    .select({ roleId: sysUserRole.roleId })
    .from(sysUserRole)
    .where(eq(sysUserRole.userId, userId));
  return row?.roleId ?? null;
}

async function job(id: string, token = admin) {
  const res = await t.api.get<Record<string, unknown>>('/sys/job/queryById', { token, query: { id } });
  return res;
}

async function until(id: string, done: (j: Record<string, unknown>) => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  for (;;) {
    const res = await job(id);
    if (done(res.body.result)) return res.body.result;
    if (Date.now() > end) throw new Error(`job ${id} still ${JSON.stringify(res.body.result)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a background job', () => {
  it('runs to done with its progress recorded and a file only its owner downloads', async () => {
    const id = await ask('test.file', { rows: 20 });
    const progress: number[] = [];
    const end = Date.now() + 15_000;
    let last: Record<string, unknown> = {};
    while (Date.now() < end) {
      last = (await job(id)).body.result;
      if (last.status === 'running') progress.push(Number(last.done));
      if (last.status === 'done') break;
      await new Promise((r) => setTimeout(r, 40));
    }
    expect(last).toMatchObject({ status: 'done', done: 20, total: 20, attempts: 1, error: null });
    expect(last.result).toMatchObject({ rows: 20, file: { fileName: 'numbers.txt', mime: 'text/plain' } });
    expect(
      progress.some((d) => d > 0 && d < 20),
      `progress seen: ${progress.join(',')}`,
    ).toBe(true);
    expect(last.startTime).toBeTruthy();
    expect(last.finishTime).toBeTruthy();

    const file = await t.app.inject({
      url: `/api/sys/job/download?id=${id}`,
      headers: { 'x-access-token': admin },
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('rows 20 by admin');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="numbers.txt"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    // Another person sees neither the job nor its file.
    expect((await job(id, teacher)).status).toBe(404);
    const theirs = await t.app.inject({
      url: `/api/sys/job/download?id=${id}`,
      headers: { 'x-access-token': teacher },
    });
    expect(theirs.statusCode).toBe(404);
    const list = await t.api.get<{ records: { id: string }[] }>('/sys/job/list', { token: teacher });
    expect(list.body.result.records.map((r) => r.id)).not.toContain(id);
    const own = await t.api.get<{ records: { id: string }[]; total: number }>('/sys/job/list', {
      token: admin,
    });
    expect(own.body.result.records[0].id).toBe(id);

    // The owner is told, with the download link.
    const notes = await t.database.db
      .select()
      .from(sysAnnouncement)
      .where(eq(sysAnnouncement.title, 'Ready: Test test.file'));
    expect(notes).toHaveLength(1);
    expect(notes[0].content).toContain(`/api/sys/job/download?id=${id}`);
  });

  it('fails with the message in the asker’s language, and hides an unexpected error’s detail', async () => {
    const id = await ask('test.throw', {}, adminId, 'zh-CN');
    const ended = await until(id, (j) => j.status === 'failed');
    expect(ended.error).toBe('该任务没有可下载的文件。');
    const crash = await ask('test.crash', {});
    const crashed = await until(crash, (j) => j.status === 'failed');
    expect(crashed.error).toBe('The job failed because of an error on the server. Please try again.');
    const notes = await t.database.db
      .select()
      .from(sysAnnouncement)
      .where(eq(sysAnnouncement.title, '失败：Test test.throw'));
    expect(notes).toHaveLength(1);
  });

  it('is cancelled at once while queued, and at its next step while running', async () => {
    let open!: () => void;
    gate = new Promise((r) => {
      open = r;
    });
    seen = [];
    const running = await ask('test.wait', {});
    await until(running, (j) => j.status === 'running');
    // One job at a time here: the next waits in the queue.
    const queued = await ask('test.file', { rows: 1 });
    const cancelQueued = await t.api.post<Record<string, unknown>>(
      '/sys/job/cancel',
      { id: queued },
      { token: admin },
    );
    expect(cancelQueued.status).toBe(200);
    expect(cancelQueued.body.result.status).toBe('cancelled');

    // Another person cannot cancel it.
    expect((await t.api.post('/sys/job/cancel', { id: running }, { token: teacher })).status).toBe(404);
    open();
    await new Promise((r) => setTimeout(r, 300));
    const asked = await t.api.post<Record<string, unknown>>(
      '/sys/job/cancel',
      { id: running },
      { token: admin },
    );
    expect(asked.body.result).toMatchObject({ status: 'running', cancelRequested: true });
    const ended = await until(running, (j) => j.status === 'cancelled');
    expect(ended.finishTime).toBeTruthy();
    const steps = seen.length;
    await new Promise((r) => setTimeout(r, 300));
    expect(seen.length).toBe(steps);
    expect((await job(queued)).body.result.status).toBe('cancelled');
  });

  it('runs with the rights its owner has when it runs: a permission revoked meanwhile fails it', async () => {
    const ok = await ask('test.needs', {}, teacherId);
    expect(await until(ok, (j) => j.status === 'done')).toMatchObject({ result: { who: 'teacher' } });

    const { button } = grantLookups(t.database.db);
    const role = await roleOf(teacherId);
    await jobWorker()?.stop();
    const id = await ask('test.needs', {}, teacherId);
    await grantEdits(t.database.db).revoke(role as string, [await button('syllabus:export')]);
    invalidatePermissions();
    // The worker is started again by a fresh claim (the module's worker was stopped to hold the job).
    const { startJobWorker } = await import('./worker.ts');
    const { storageFor } = await import('../../core/storage.ts');
    const worker = await startJobWorker({
      database: t.database,
      storage: storageFor(t.config),
      leaseSeconds: 30,
      concurrency: 1,
    });
    try {
      const ended = await until(id, (j) => j.status === 'failed');
      expect(ended.error).toBe('You no longer have the permission this job needs.');
    } finally {
      await worker.stop();
    }
  });

  it('is claimed once: a claimed job is not claimed again while its lease runs', async () => {
    const id = await ask('test.file', { rows: 1 });
    // No worker runs now (stopped above): claim by hand twice.
    const first = await claimJob(t.database.db, 30, 'one');
    expect(first?.id).toBe(id);
    expect(await claimJob(t.database.db, 30, 'two')).toBeNull();
    // A lease that ran out is claimed again, counting the attempt.
    await t.database.db
      .update(sysJob)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(sysJob.id, id));
    const again = await claimJob(t.database.db, 30, 'two');
    expect(again).toMatchObject({ id, attempts: 2 });
    expect(JobStopped).toBeTruthy();
  });
});
