import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actorWith, addDataRule, workbookFile } from '../../crud/testing.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { sysFile } from './schema.ts';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const HTML = Buffer.from('<html><script>alert(document.cookie)</script></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

function multipart(file: Buffer, filename: string, kind?: string) {
  const boundary = '----accredit-test';
  const parts: Buffer[] = [];
  if (kind)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('uploads', () => {
  const t = useTestApp({ UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'accredit-up-')) });

  async function upload(token: string, file: Buffer, filename: string, kind?: string) {
    const { payload, headers } = multipart(file, filename, kind);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/obe/uploadFile',
      payload,
      headers: { ...headers, 'x-access-token': token },
    });
    return { status: res.statusCode, body: res.json() as { result: { url: string }; message: string } };
  }
  const download = (url: string, token?: string, flag?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api${url}${flag ? `?flag=${flag}` : ''}`,
      headers: token ? { 'x-access-token': token } : {},
    });

  it('accepts an avatar by its content and serves it inline only when asked, never sniffable', async () => {
    const teacher = await t.tokenFor('teacher');
    const up = await upload(teacher, PNG, 'me.jpg', 'avatar');
    expect(up.status).toBe(200);
    expect(up.body.result.url).toMatch(/^\/obe\/file\/[a-z0-9]{20}$/);
    const inline = await download(up.body.result.url, teacher, '1');
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('image/png');
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(String(inline.headers['content-disposition'])).toMatch(/^inline/);
    expect(String((await download(up.body.result.url, teacher)).headers['content-disposition'])).toMatch(
      /^attachment/,
    );
    expect((await download(up.body.result.url)).statusCode).toBe(401);
  });

  it('shows a PDF in the browser only when asked, sandboxed and never sniffable; other documents stay attachments', async () => {
    const teacher = await t.tokenFor('teacher');
    const up = await upload(teacher, PDF, 'evidence.pdf', 'pdf');
    expect(up.status).toBe(200);
    const inline = await download(up.body.result.url, teacher, '1');
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(String(inline.headers['content-disposition'])).toMatch(/^inline/);
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(String(inline.headers['content-security-policy'])).toMatch(/^sandbox;/);
    const plain = await download(up.body.result.url, teacher);
    expect(String(plain.headers['content-disposition'])).toMatch(/^attachment/);
    // The same access check: another person, or nobody, gets nothing.
    expect((await download(up.body.result.url, await t.tokenFor('staff'), '1')).statusCode).toBe(403);
    expect((await download(up.body.result.url, undefined, '1')).statusCode).toBe(401);
  });

  it('refuses HTML, SVG and anything not allowed for the kind, whatever the name says', async () => {
    const teacher = await t.tokenFor('teacher');
    expect((await upload(teacher, HTML, 'photo.png', 'avatar')).status).toBe(400);
    expect((await upload(teacher, SVG, 'logo.svg', 'image')).status).toBe(400);
    const pdfAsAvatar = await upload(teacher, PDF, 'me.png', 'avatar');
    expect(pdfAsAvatar.status).toBe(400);
    expect(pdfAsAvatar.body.message).toMatch(/JPG or PNG/);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(teacher, big, 'big.png', 'avatar')).status).toBe(400);
  });

  it('serves a document only to its uploader (or those a module allows), as an attachment', async () => {
    const teacher = await t.tokenFor('teacher');
    const up = await upload(teacher, PDF, "evidence (final)'s.pdf");
    expect(up.status).toBe(200);
    const own = await download(up.body.result.url, teacher);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(String(own.headers['content-disposition'])).toMatch(
      /^attachment; filename\*=UTF-8''evidence%20%28final%29%27s.pdf/,
    );
    expect((await download(up.body.result.url, await t.tokenFor('expert'))).statusCode).toBe(403);
  });

  it('makes the school logo public for the login page', async () => {
    const admin = await t.tokenFor('admin');
    const up = await upload(admin, PNG, 'logo.png', 'image');
    expect((await download(up.body.result.url)).statusCode).toBe(401);
    const saved = await t.api.put('/aacsb/schoolInfo/edit', { logo: up.body.result.url }, { token: admin });
    expect(saved.status).toBe(200);
    const pub = await download(up.body.result.url, undefined, '1');
    expect(pub.statusCode).toBe(200);
    expect(pub.headers['content-type']).toBe('image/png');
    const pdf = await upload(admin, PDF, 'x.pdf');
    expect(
      (await t.api.put('/aacsb/schoolInfo/edit', { loginBackground: pdf.body.result.url }, { token: admin }))
        .status,
    ).toBe(400);
  });

  it('serves a record’s attachment to whoever may open the record, and to nobody else', async () => {
    const admin = await t.tokenFor('admin');
    const up = await upload(admin, PDF, 'self-assessment.pdf', 'pdf');
    expect(up.status).toBe(200);
    const made = await t.api.post<{ id: string }>(
      '/aacsb/supportMaterials/add',
      {
        titleZh: '自评报告',
        accreditationType: 'AACSB',
        attachments: [{ kind: 'support', fileName: 'self-assessment.pdf', url: up.body.result.url }],
      },
      { token: admin },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const reader = await actorWith(t, ['supportMaterials:query']);
    expect((await download(up.body.result.url, reader.token)).statusCode).toBe(200);
    const outsider = await actorWith(t, ['tips:query']);
    expect((await download(up.body.result.url, outsider.token)).statusCode).toBe(403);
    // The same permission narrowed by a data rule to one's own records does not reach it.
    const narrowed = await actorWith(t, ['supportMaterials:query']);
    await addDataRule(t.database.db, narrowed.roleId, 'supportMaterials', {
      column: 'create_by',
      condition: '=',
      value: '#{sys_user_code}',
    });
    expect((await download(up.body.result.url, narrowed.token)).statusCode).toBe(403);
  });

  it('checks content deeply: a PDF header on HTML, or a zip that only names Office entries, is refused', async () => {
    const teacher = await t.tokenFor('teacher');
    const polyglot = Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n%%EOF\n');
    expect((await upload(teacher, polyglot, 'paper.pdf', 'pdf')).status).toBe(400);
    const headerOnly = Buffer.from('%PDF-1.7 and nothing of a PDF after it, no objects, no end marker');
    expect((await upload(teacher, headerOnly, 'paper.pdf', 'pdf')).status).toBe(400);
    // Local-header signature and the Office names as plain bytes, but no archive behind them.
    const fakeZip = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.from('[Content_Types].xml word/document.xml xl/workbook.xml'),
    ]);
    expect((await upload(teacher, fakeZip, 'report.docx', 'document')).status).toBe(400);
    // A real workbook and a real PDF are accepted.
    expect(
      (
        await upload(
          teacher,
          await workbookFile([
            ['a', 'b'],
            [1, 2],
          ]),
          'data.xlsx',
          'document',
        )
      ).status,
    ).toBe(200);
    expect((await upload(teacher, PDF, 'paper.pdf', 'pdf')).status).toBe(200);
  });

  it('refuses an account with no role, and anyone past their upload space', async () => {
    const roleless = await buildUser(t.database.db, { roles: [] });
    expect((await upload(await t.tokenFor(roleless.username), PDF, 'a.pdf', 'pdf')).status).toBe(403);
    const person = await buildUser(t.database.db, { roles: ['4'] });
    const token = await t.tokenFor(person.username);
    expect((await upload(token, PDF, 'a.pdf', 'pdf')).status).toBe(200);
    await t.database.db
      .update(sysFile)
      .set({ size: 500 * 1024 * 1024 })
      .where(eq(sysFile.createBy, person.username));
    const full = await upload(token, PDF, 'b.pdf', 'pdf');
    expect(full.status).toBe(400);
    expect(full.body.message).toMatch(/upload space of 500 MB/);
  });

  it('takes 30 uploads a minute from one person, while another person still uploads', async () => {
    const busy = await buildUser(t.database.db, { roles: ['4'] });
    const token = await t.tokenFor(busy.username);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await upload(token, HTML, 'x.pdf', 'pdf')).status);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await upload(await t.tokenFor('teacher'), PDF, 'ok.pdf', 'pdf')).status).toBe(200);
  });

  it('lets no one attach a file they did not upload, to a record or an announcement (no hijack by address)', async () => {
    const owner = await t.tokenFor('admin');
    const up = await upload(owner, PDF, 'confidential.pdf', 'pdf');
    const url = up.body.result.url;
    const thief = await actorWith(t, [
      'supportMaterials:add',
      'supportMaterials:edit',
      'supportMaterials:get',
    ]);
    const stolen = await t.api.post(
      '/aacsb/supportMaterials/add',
      {
        titleZh: '偷来的',
        accreditationType: 'AACSB',
        attachments: [{ kind: 'support', fileName: 'x.pdf', url }],
      },
      { token: thief.token },
    );
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toMatch(/Only files you uploaded yourself/);
    expect((await download(url, thief.token)).statusCode).toBe(403);

    // The owner attaches it once; attaching the same file to a second record is refused, keeping it on edit is not.
    const first = await t.api.post<{ id: string }>(
      '/aacsb/supportMaterials/add',
      {
        titleZh: '自评',
        accreditationType: 'AACSB',
        attachments: [{ kind: 'support', fileName: 'c.pdf', url }],
      },
      { token: owner },
    );
    expect(first.status).toBe(200);
    const edit = await t.api.put(
      '/aacsb/supportMaterials/edit',
      {
        id: first.body.result.id,
        titleZh: '自评二',
        accreditationType: 'AACSB',
        attachments: [{ kind: 'support', fileName: 'c.pdf', url }],
      },
      { token: owner },
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const second = await t.api.post(
      '/aacsb/supportMaterials/add',
      {
        titleZh: '另一份',
        accreditationType: 'AACSB',
        attachments: [{ kind: 'support', fileName: 'c.pdf', url }],
      },
      { token: owner },
    );
    expect(second.status).toBe(400);

    // Nor to an announcement: the administrator cannot publish a teacher's file by its address.
    const teacher = await t.tokenFor('teacher');
    const theirs = (await upload(teacher, PDF, 'mine.pdf', 'pdf')).body.result.url;
    const announced = await t.api.post(
      '/sys/annountCement/add',
      { title: 'Notice', content: '<p>x</p>', files: [{ fileName: 'mine.pdf', filePath: theirs }] },
      { token: owner },
    );
    expect(announced.status).toBe(400);
  });
});
