import { Writable } from 'node:stream';
import type { Locale } from '@accredit/shared';
import type { AuthContext } from '../../../core/access.ts';
import type { Executor } from '../../../core/db.ts';
import { OFFICE_TYPES } from '../../../core/download.ts';
import type { ResourceContext } from '../../../crud/context.ts';
import { planExport, writeExport } from '../../../crud/export-rows.ts';
import { parseListQuery } from '../../../crud/list-query.ts';
import type { ListQueryInput } from '../../../crud/validation.ts';
import { registerJobKind } from '../queue.ts';
import { enqueueResourceJob, resourceOfJob } from './resource-kind.ts';

/**
 * 'export.resource': a resource's list export (POST <resource>/exportXls/job) run in the
 * background: the same workbook as GET exportXls (crud/export-rows.ts: same columns, labels,
 * order and the asker's data scope, read when the job runs), kept as the job's file. Progress
 * is counted per batch of rows; a cancel stops it between batches.
 */
export const RESOURCE_EXPORT = 'export.resource';

interface Params {
  resource: string;
  query: ListQueryInput;
}

const settings = { paceMs: 0 };

/** A pause after each batch (JOB_EXPORT_PACE_MS: tests stop a server in the middle of an export). */
export function configureResourceExport(options: { paceMs: number }): void {
  settings.paceMs = options.paceMs;
}

/** Collects what a writer writes (a job's file is stored whole once written). */
export class BufferSink extends Writable {
  private readonly chunks: Buffer[] = [];
  size = 0;
  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (e?: Error | null) => void): void {
    this.chunks.push(chunk);
    this.size += chunk.length;
    done();
  }
  bytes(): Buffer {
    return Buffer.concat(this.chunks, this.size);
  }
}

registerJobKind({
  kind: RESOURCE_EXPORT,
  maxAttempts: 2,
  async run(ctx) {
    const params = ctx.job.params as Params;
    // The asker's right to export, as it is now.
    const r = resourceOfJob(ctx.db, ctx.auth, params.resource, 'export');
    const locale = ctx.job.locale;
    const plan = await planExport(r, params.query, ctx.auth, locale);
    await ctx.progress(0, plan.ids.length);
    const sink = new BufferSink();
    const rows = await writeExport(r, sink, plan, locale, async (done, total) => {
      if (settings.paceMs) await new Promise((resolve) => setTimeout(resolve, settings.paceMs));
      await ctx.progress(done, total);
    });
    sink.end();
    const file = await ctx.saveFile(`${plan.title}.xlsx`, sink.bytes(), OFFICE_TYPES.xlsx);
    return { file, rows };
  },
});

/**
 * Queues an export of `r` with the list's filter for the asker; the filter is checked now, so a
 * bad one is the asker's 400 rather than a failed job.
 */
export async function enqueueResourceExport(
  db: Executor,
  r: ResourceContext,
  query: ListQueryInput,
  auth: AuthContext,
  locale: Locale,
): Promise<string> {
  const custom = await r.customFields();
  parseListQuery(
    r.def,
    query,
    custom.map((c) => c.id),
  );
  return enqueueResourceJob(
    db,
    r,
    {
      kind: RESOURCE_EXPORT,
      params: { resource: r.def.name, query } satisfies Params,
      titleKey: 'jobs.title.export',
    },
    auth,
    locale,
  );
}
