import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReportReading, ReviewerLinkItem } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadThroughApi } from '../../crud/testing.ts';
import { useTestApp } from '../../test/harness.ts';
import { setAi } from '../ai/testing.ts';
import { reviewerLink } from './schema.ts';

/**
 * The reviewers' door over HTTP (issue 21 item 7): the Expert's signed-in reading, reviewer links
 * (issue, list, revoke, uses), and the three calls open without sign-in: a link opens its own
 * report in its scope only, refuses when expired, revoked, tampered with or when the school closes
 * external access (in the reader's language), never works as a session, and every use is logged.
 * Records are this file's own ("D21").
 */
const t = useTestApp({ UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'accredit-door-')) });

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
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const DAY = 86_400_000;

let admin: string;
const ids: Record<string, string> = {};
const urls: Record<string, string> = {};

async function add(resource: string, body: Record<string, unknown>): Promise<string> {
  const res = await t.api.post<{ id: string }>(`/aacsb/${resource}/add`, body, { token: admin });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.id;
}

const issue = (body: Record<string, unknown>, lang = 'en-US') =>
  t.api.post<ReviewerLinkItem>(
    '/aacsb/reviewerLink/add',
    { label: 'D21 visiting team', expiresAt: new Date(Date.now() + 7 * DAY).toISOString(), ...body },
    { token: admin, lang, headers: { origin: 'https://accredit.example.edu' } },
  );

async function tokenOf(body: Record<string, unknown>): Promise<{ id: string; token: string }> {
  const res = await issue(body);
  expect(res.status, res.body.message).toBe(200);
  const url = new URL(res.body.result.url as string);
  expect(url.origin + url.pathname).toBe('https://accredit.example.edu/user/secretPage');
  return { id: res.body.result.id, token: url.searchParams.get('token') as string };
}

const page = (token: string, lang = 'en-US', extra: Record<string, string> = {}) =>
  t.api.get<ReportReading>('/sys/secret/report', { query: { token, ...extra }, lang });
const uses = (id: string) =>
  t.api.get<{ action: string; outcome: string }[]>('/aacsb/reviewerLink/uses', {
    token: admin,
    query: { id },
  });
const texts = (r: ReportReading) => r.sections.map((s) => s.html).join(' ');

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  await setAi(t.database.db, { external: false });
  ids.project = await add('accreditationProject', { name: 'D21 project', scheme: 'AACSB-CIR' });
  ids.reportA = await add('certificationReport', {
    projectId: ids.project,
    title: 'D21 report A',
    year: 2025,
  });
  ids.reportB = await add('certificationReport', {
    projectId: ids.project,
    title: 'D21 report B',
    year: 2025,
  });
  const section = (reportId: string, title: string, content: string, more: Record<string, unknown> = {}) =>
    add('reportSection', { reportId, title, content: `<p>${content}</p>`, sortNo: 90_000, ...more });
  ids.a1 = await section(ids.reportA, 'D21 Faculty', 'D21 alpha text', { standard: 'AACSB-4' });
  ids.a1child = await section(ids.reportA, 'D21 Faculty detail', 'D21 child text', { parentId: ids.a1 });
  ids.a2 = await section(ids.reportA, 'D21 Finance', 'D21 hidden text', { sortNo: 90_001 });
  ids.b1 = await section(ids.reportB, 'D21 Other', 'D21 other report text');

  // Evidence under AACSB-4: a file in a folder opened to experts, one in a folder that is not.
  ids.openFolder = await add('fileSharing', {
    name: 'D21 for reviewers',
    access: OPEN_ACCESS,
    expertVisible: true,
  });
  ids.closedFolder = await add('fileSharing', {
    name: 'D21 internal',
    access: OPEN_ACCESS,
    expertVisible: false,
  });
  for (const [key, folder] of [
    ['shown', ids.openFolder],
    ['internal', ids.closedFolder],
  ] as const) {
    const up = await uploadThroughApi(t.app, admin, PDF, `D21 ${key}.pdf`);
    urls[key] = up.url as string;
    ids[key] = await add('fileInfo', {
      folderId: folder,
      fileName: `D21 ${key}.pdf`,
      url: urls[key],
      standards: 'AACSB-4',
    });
  }
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the read-only reading (signed in)', () => {
  it('gives an Expert the numbered sections with their text; a teacher is refused', async () => {
    const expert = await t.tokenFor('expert');
    const res = await t.api.get<ReportReading>('/aacsb/certificationReport/read', {
      token: expert,
      query: { id: ids.reportA },
    });
    expect(res.status, res.body.message).toBe(200);
    const r = res.body.result;
    expect(r.report).toMatchObject({ id: ids.reportA, title: 'D21 report A' });
    const a1 = r.sections.find((s) => s.id === ids.a1);
    const child = r.sections.find((s) => s.id === ids.a1child);
    expect(a1?.html).toContain('D21 alpha text');
    expect(child?.number).toBe(`${a1?.number}.1`);
    expect(r.mayExport).toBe(false);
    const teacher = await t.tokenFor('teacher');
    expect(
      (await t.api.get('/aacsb/certificationReport/read', { token: teacher, query: { id: ids.reportA } }))
        .status,
    ).toBe(403);
  });
});

describe('reviewer links', () => {
  it('are not issued while the school is closed to external access', async () => {
    const res = await issue(
      { reportId: ids.reportA, scope: { sections: [], evidence: false, export: false } },
      'zh-CN',
    );
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('对外开放');
    await setAi(t.database.db, { external: true });
  });

  it('refuse an expiry in the past and sections of another report', async () => {
    const past = await issue({
      reportId: ids.reportA,
      scope: { sections: [] },
      expiresAt: new Date(Date.now() - DAY).toISOString(),
    });
    expect(past.status).toBe(400);
    const foreign = await issue({ reportId: ids.reportA, scope: { sections: [ids.b1] } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/not part of this report/);
  });

  it("open only the link's report and sections, with the evidence opened to experts", async () => {
    const { id, token } = await tokenOf({
      reportId: ids.reportA,
      scope: { sections: [ids.a1], evidence: true, export: false },
    });
    const res = await page(token);
    expect(res.status, res.body.message).toBe(200);
    const r = res.body.result;
    expect(r.report.id).toBe(ids.reportA);
    expect(r.sections.map((s) => s.id)).toEqual([ids.a1, ids.a1child]);
    expect(texts(r)).toContain('D21 alpha text');
    expect(texts(r)).not.toContain('D21 hidden text');
    expect(r.mayExport).toBe(false);
    const files = r.evidence.flatMap((e) => e.items.flatMap((i) => i.files.map((f) => f.url)));
    expect(files).toContain(urls.shown);
    expect(files).not.toContain(urls.internal);

    // Another report's id beside the token changes nothing.
    const other = await page(token, 'en-US', { id: ids.reportB, reportId: ids.reportB });
    expect(other.body.result.report.id).toBe(ids.reportA);
    expect(texts(other.body.result)).not.toContain('D21 other report text');

    // The shown file downloads; the internal one and any other address are refused.
    const file = await t.api.get('/sys/secret/file', { query: { token, url: urls.shown } });
    expect(file.status).toBe(200);
    expect(file.raw.startsWith('%PDF')).toBe(true);
    const internal = await t.api.get('/sys/secret/file', { query: { token, url: urls.internal } });
    expect(internal.status).toBe(403);

    // No Word file in this scope.
    const word = await t.api.get('/sys/secret/export', { query: { token } });
    expect(word.status).toBe(403);
    expect(word.body.message).toMatch(/does not include/);

    const log = (await uses(id)).body.result;
    expect(
      log
        .filter((u) => u.outcome === 'ok')
        .map((u) => u.action)
        .sort(),
    ).toEqual(['file', 'page', 'page']);
    expect(
      log
        .filter((u) => u.outcome === 'scope')
        .map((u) => u.action)
        .sort(),
    ).toEqual(['export', 'file']);
    const listed = await t.api.get<ReviewerLinkItem[]>('/aacsb/reviewerLink/list', {
      token: admin,
      query: { reportId: ids.reportA },
    });
    const item = listed.body.result.find((l) => l.id === id);
    expect(item).toMatchObject({ uses: 3, revokedAt: null, label: 'D21 visiting team' });
    expect(item?.url).toBeUndefined();
  });

  it('give the Word file when the scope includes it', async () => {
    const { token } = await tokenOf({ reportId: ids.reportA, scope: { sections: [ids.a1], export: true } });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sys/secret/export',
      query: { token, lang: 'en-US' },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('wordprocessingml');
    const { default: JSZip } = await import('jszip');
    const xml =
      (await (await JSZip.loadAsync(res.rawPayload)).file('word/document.xml')?.async('string')) ?? '';
    expect(xml).toContain('D21 alpha text');
    expect(xml).toContain('D21 child text');
    expect(xml).not.toContain('D21 hidden text');
  });

  it('are never a session: no list call, no /aacsb call, no other report', async () => {
    const { token } = await tokenOf({ reportId: ids.reportA, scope: { sections: [] } });
    for (const url of [
      '/aacsb/certificationReport/list',
      '/aacsb/reportSection/list',
      '/aacsb/reviewerLink/list',
    ])
      expect((await t.api.get(url, { token, query: { reportId: ids.reportA } })).status).toBe(401);
    const read = await t.api.get('/aacsb/certificationReport/read', { token, query: { id: ids.reportB } });
    expect(read.status).toBe(401);
    expect(
      (
        await t.api.get('/aacsb/certificationReport/read', {
          headers: { 'x-access-token': token },
          query: { id: ids.reportA },
        })
      ).status,
    ).toBe(401);
  });

  it('refuse a tampered token and log the attempt', async () => {
    const { id, token } = await tokenOf({ reportId: ids.reportA, scope: { sections: [] } });
    const [linkId, expiry, signature] = token.split('.');
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    const other = await tokenOf({ reportId: ids.reportB, scope: { sections: [] } });
    const forged = [
      `${linkId}.${expiry}.${flipped}`,
      `${linkId}.${Number(expiry) + 86_400}.${signature}`,
      `${other.id}.${expiry}.${signature}`,
      `${linkId}.${expiry}`,
      'nonsense',
    ];
    for (const bad of forged) {
      const res = await page(bad);
      expect(res.status, bad).toBe(403);
      expect(res.body.message).toMatch(/not valid/);
    }
    const zh = await page(`${linkId}.${expiry}.${flipped}`, 'zh-CN');
    expect(zh.body.message).toContain('无效');
    const log = (await uses(id)).body.result;
    expect(log.filter((u) => u.outcome === 'badSignature').length).toBeGreaterThanOrEqual(2);
  });

  it('refuse an expired link', async () => {
    const { id, token } = await tokenOf({
      reportId: ids.reportA,
      scope: { sections: [] },
      expiresAt: new Date(Date.now() + DAY).toISOString(),
    });
    expect((await page(token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * DAY);
    const res = await page(token);
    vi.useRealTimers();
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/expired/);
    expect((await uses(id)).body.result.map((u) => u.outcome)).toContain('expired');
  });

  it('refuse a revoked link, in the reader language', async () => {
    const { id, token } = await tokenOf({ reportId: ids.reportA, scope: { sections: [] } });
    expect((await page(token)).status).toBe(200);
    const revoked = await t.api.post<ReviewerLinkItem>(
      '/aacsb/reviewerLink/revoke',
      { id },
      { token: admin },
    );
    expect(revoked.body.result.revokedAt).not.toBeNull();
    const res = await page(token, 'zh-CN');
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('撤销');
    const [row] = await t.database.db.select().from(reviewerLink).where(eq(reviewerLink.id, id));
    expect(row.revokedBy).toBe('admin');
    expect((await uses(id)).body.result.map((u) => u.outcome)).toContain('revoked');
  });

  it('all close when the school switches external access off', async () => {
    const { id, token } = await tokenOf({ reportId: ids.reportA, scope: { sections: [] } });
    await setAi(t.database.db, { external: false });
    const res = await page(token);
    await setAi(t.database.db, { external: true });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/not open to external access/);
    expect((await uses(id)).body.result.map((u) => u.outcome)).toContain('closed');
    expect((await page(token)).status).toBe(200);
  });

  it('are managed by report editors only', async () => {
    const expert = await t.tokenFor('expert');
    const res = await t.api.get('/aacsb/reviewerLink/list', {
      token: expert,
      query: { reportId: ids.reportA },
    });
    expect(res.status).toBe(403);
    const add = await t.api.post(
      '/aacsb/reviewerLink/add',
      { reportId: ids.reportA, label: 'x', scope: {}, expiresAt: new Date(Date.now() + DAY).toISOString() },
      { token: expert },
    );
    expect(add.status).toBe(403);
  });
});

describe('evidence across schemes', () => {
  it('an EQUIS chapter shows the evidence of the AACSB standards it draws on (the crosswalk)', async () => {
    await setAi(t.database.db, { external: true });
    ids.equis = await add('reportSection', {
      reportId: ids.reportB,
      title: 'D21 Programmes (EQUIS)',
      standard: 'EQUIS-2',
      content: '<p>D21 equis words</p>',
      sortNo: 90_003,
    });
    const { token } = await tokenOf({
      reportId: ids.reportB,
      scope: { sections: [ids.equis], evidence: true },
    });
    const r = (await page(token)).body.result;
    expect(r.evidence.map((e) => e.standard)).toEqual(['EQUIS-2']);
    const files = r.evidence[0].items.flatMap((i) => i.files.map((f) => f.url));
    expect(files).toContain(urls.shown);
    expect(files).not.toContain(urls.internal);
  });
});

describe('blocks through a link', () => {
  it('are live while the report is, and the frozen data once it is frozen', async () => {
    await setAi(t.database.db, { external: true });
    const marker = '<div data-live-block="table31" data-params="{&quot;year&quot;:2025}"></div>';
    ids.withBlock = await add('reportSection', {
      reportId: ids.reportA,
      title: 'D21 Table',
      content: `<p>D21 table words</p>${marker}`,
      sortNo: 90_002,
    });
    const { token } = await tokenOf({ reportId: ids.reportA, scope: { sections: [ids.withBlock] } });
    const live = (await page(token)).body.result;
    const html = live.sections[0].html;
    expect(html).toContain('data-live-block="table31"');
    const key = 'table31:{"year":2025}';
    expect(live.blocks[key]).toMatchObject({ kind: 'table31', frozen: false });
    expect(live.blocks[key].table?.columns.length).toBeGreaterThan(0);
    const freeze = await t.api.post(
      '/aacsb/certificationReport/freeze',
      { id: ids.reportA },
      { token: admin },
    );
    expect(freeze.status, freeze.body.message).toBe(200);
    const frozen = (await page(token)).body.result;
    expect(frozen.report.status).toBe('1');
    expect(frozen.blocks[key]).toMatchObject({ kind: 'table31', frozen: true });
    expect(Object.keys(frozen.blocks)).toEqual([key]);
  });
});
