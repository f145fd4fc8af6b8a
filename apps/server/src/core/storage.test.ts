import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadThroughApi } from '../crud/testing.ts';
import { useTestApp } from '../test/harness.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const BUCKET = 'accredit-files';

/** An S3-compatible server on this machine, started for this file. */
const dir = mkdtempSync(join(tmpdir(), 'accredit-s3-'));
const s3 = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: dir,
  configureBuckets: [{ name: BUCKET }],
});
const env: Record<string, string> = {
  STORAGE: 's3',
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};

beforeAll(async () => {
  const { port } = await s3.run();
  env.S3_ENDPOINT = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('uploaded files in S3-compatible object storage (STORAGE=s3)', () => {
  const t = useTestApp(env);

  it('stores an upload in the bucket and serves the same bytes back', async () => {
    const teacher = await t.tokenFor('teacher');
    const up = await uploadThroughApi(t.app, teacher, PDF, 'evidence.pdf', 'pdf');
    expect(up.status, up.message).toBe(200);

    const [file] = await t.database.rows<{ stored_name: string }>(
      sql`select stored_name from sys_file where id = ${up.url!.split('/').pop()}`,
    );
    const client = new S3Client({
      endpoint: env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: file.stored_name }));
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(PDF);

    const back = await t.app.inject({
      method: 'GET',
      url: `/api${up.url}`,
      headers: { 'x-access-token': teacher },
    });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload).toEqual(PDF);
  });
});
