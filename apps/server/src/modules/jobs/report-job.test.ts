import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { certificationReportTable } from '../resources/schema.ts';

/**
 * The accreditation report's Word file as a background job: the demo report's file is made, kept
 * for its owner and downloadable as a Word document; one without the export right is refused.
 */
const t = useTestApp();
let admin: string;
let reportId: string;
beforeAll(async () => {
  admin = await t.tokenFor('admin');
  const [report] = await t.database.db
    .select({ id: certificationReportTable.id })
    .from(certificationReportTable)
    .limit(1);
  reportId = String(report.id);
});

describe('the report export job', () => {
  it('makes the Word file of the report in the background', async () => {
    const asked = await t.api.post<{ jobId: string }>(
      '/aacsb/certificationReport/exportWord/job',
      undefined,
      {
        token: admin,
        query: { id: reportId, lang: 'zh-CN' },
      },
    );
    expect(asked.status, asked.body.message).toBe(200);
    const id = asked.body.result.jobId;
    let job: { status: string; error: string | null; result: { file?: { fileName: string; mime: string } } };
    const end = Date.now() + 60_000;
    for (;;) {
      job = (await t.api.get<typeof job>('/sys/job/queryById', { token: admin, query: { id } })).body.result;
      if (!['queued', 'running'].includes(job.status) || Date.now() > end) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(job.status, job.error ?? '').toBe('done');
    expect(job.result.file?.fileName).toMatch(/\.docx$/);
    const file = await t.app.inject({
      url: `/api/sys/job/download?id=${id}`,
      headers: { 'x-access-token': admin },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(file.rawPayload.length).toBeGreaterThan(5000);
  });

  it('is refused to one without the report export right', async () => {
    const student = await t.tokenFor('staff');
    const res = await t.api.post('/aacsb/certificationReport/exportWord/job', undefined, {
      token: student,
      query: { id: reportId },
    });
    expect(res.status).toBe(403);
  });
});
