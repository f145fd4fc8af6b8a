import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { setAi } from '../ai/testing.ts';
import { evidenceTag } from '../evidence/schema.ts';
import { certificationReportTable } from '../resources/schema.ts';
import { sysUser } from '../system/schema.ts';

/**
 * AI-drafted sections over HTTP (issue 21 item 5) with the built-in provider: a draft is built from
 * the section's standard's figures, its live blocks and the evidence under its standard, every
 * statement followed by a citation link, and cites only records the author may open (a programme
 * head drafting sees no facilities record; an administrator does). Only the section's writers
 * draft; accepting appends the draft to the text as a revision; discarding drops it. Records are
 * this file's own ("A21").
 */
const t = useTestApp();

interface Citation {
  n: number;
  label: string;
  href: string;
  kind: 'table' | 'record';
  resource?: string;
  id?: string;
}
interface Draft {
  html: string;
  citations: Citation[];
  provider: string;
}

let admin: string;
let head: string;
const ids: Record<string, string> = {};

async function add(resource: string, body: Record<string, unknown>): Promise<string> {
  const res = await t.api.post<{ id: string }>(`/aacsb/${resource}/add`, body, { token: admin });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.id;
}

const draft = (id: string, token: string, lang = 'en-US') =>
  t.api.post<Draft>('/aacsb/reportSection/aiDraft', { id }, { token, lang });

const citedNumbers = (html: string) => [...html.matchAll(/data-citation="(\d+)"/g)].map((m) => Number(m[1]));

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  head = await t.tokenFor('progadmin');
  await setAi(t.database.db, { on: true });
  const [user] = await t.database.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, 'progadmin'));
  ids.head = user.id;
  ids.project = await add('accreditationProject', { name: 'A21 project', scheme: 'AACSB-CIR' });
  ids.report = await add('certificationReport', { projectId: ids.project, title: 'A21 report', year: 2025 });
  ids.resources = await add('reportSection', {
    reportId: ids.report,
    title: 'A21 Physical, virtual and financial resources',
    standard: 'AACSB-2',
    editorId: ids.head,
    sortNo: 90_000,
    content: '<p>A21 opening words.</p>',
  });
  ids.faculty = await add('reportSection', {
    reportId: ids.report,
    title: 'A21 Faculty',
    standard: 'AACSB-3',
    sortNo: 90_001,
    content: '<p>A21 faculty words.</p>',
  });
  // Evidence under AACSB-2: a facilities record (programme heads may not open facilities) and a
  // report (they may).
  ids.space = await add('physicalResource', {
    nameZh: 'A21 案例讨论室',
    nameEn: 'A21 case room',
    category: '2',
    year: 2025,
  });
  ids.evidenceReport = await add('certificationReport', {
    projectId: ids.project,
    title: 'A21 board minutes',
    year: 2025,
  });
  await t.database.db.insert(evidenceTag).values([
    { resource: 'physicalResource', recordId: ids.space, standard: 'AACSB-2', createBy: 'admin' },
    { resource: 'certificationReport', recordId: ids.evidenceReport, standard: 'AACSB-2', createBy: 'admin' },
  ]);
});

describe('AI draft of a section (built-in provider)', () => {
  it('cites only records the author may open, every statement with its link', async () => {
    const res = await draft(ids.resources, head);
    expect(res.status, res.body.message).toBe(200);
    const d = res.body.result;
    expect(d.provider).toBe('builtin');
    const records = d.citations.filter((c) => c.kind === 'record');
    expect(records.map((c) => c.id)).toContain(ids.evidenceReport);
    expect(records.map((c) => c.id)).not.toContain(ids.space);
    expect(d.html).toContain('A21 board minutes');
    expect(d.html).not.toContain('A21 case room');
    // Every cited number is a citation given, and every citation is cited.
    const cited = citedNumbers(d.html);
    expect(new Set(cited)).toEqual(new Set(d.citations.map((c) => c.n)));
    // Each statement (list item) ends with its link.
    for (const li of d.html.match(/<li>.*?<\/li>/g) ?? [])
      expect(li).toMatch(/data-citation="\d+"[^>]*>\[\d+\]<\/a><\/li>$/);
    // The author can open every record cited.
    for (const c of records) {
      const open = await t.api.get(`/aacsb/${c.resource}/queryById`, { token: head, query: { id: c.id } });
      expect(open.status, `${c.resource} ${c.id}`).toBe(200);
    }
    const report = records.find((c) => c.id === ids.evidenceReport);
    expect(report?.href).toContain(`open=${ids.evidenceReport}`);
  });

  it("an administrator's draft of the same section cites the facilities record", async () => {
    const res = await draft(ids.resources, admin);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.citations.filter((c) => c.kind === 'record').map((c) => c.id)).toContain(
      ids.space,
    );
  });

  it('drafts a faculty section from the Table 3-1 figures, in Chinese', async () => {
    const res = await draft(ids.faculty, admin, 'zh-CN');
    expect(res.status, res.body.message).toBe(200);
    const tables = res.body.result.citations.filter((c) => c.kind === 'table');
    expect(tables.length).toBeGreaterThan(0);
    expect(tables[0].href).toMatch(/^\//);
    expect(res.body.result.html).toMatch(/%/);
  });

  it('is refused to whoever may not write the section', async () => {
    const teacher = await t.tokenFor('teacher');
    expect((await draft(ids.resources, teacher)).status).toBe(403);
    // The programme head is not the faculty section's editor.
    expect((await draft(ids.faculty, head)).status).toBe(403);
  });

  it('is accepted into the text as a revision, then gone', async () => {
    expect((await draft(ids.resources, head)).status).toBe(200);
    const res = await t.api.post<{ content: string; version: number }>(
      '/aacsb/reportSection/acceptDraft',
      { id: ids.resources },
      { token: head },
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.content).toContain('A21 opening words.');
    expect(res.body.result.content).toContain('A21 board minutes');
    // The citation stays a link in the text (the sanitiser keeps a relative address and its title).
    expect(res.body.result.content).toMatch(
      /<a href="\/accreditation\/report\?open=[a-z0-9]+" title="A21 board minutes"/,
    );
    const revisions = await t.api.get<{ note: string | null }[]>('/aacsb/reportSection/revisions', {
      token: head,
      query: { id: ids.resources },
    });
    expect(revisions.body.result[0].note).toBe('AI draft accepted');
    const again = await t.api.post(
      '/aacsb/reportSection/acceptDraft',
      { id: ids.resources },
      { token: head },
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/no AI draft/);
  });

  it('is discarded without touching the text', async () => {
    expect((await draft(ids.faculty, admin)).status).toBe(200);
    const res = await t.api.post('/aacsb/reportSection/discardDraft', { id: ids.faculty }, { token: admin });
    expect(res.status, res.body.message).toBe(200);
    const row = await t.api.get<{ aiDraft: unknown; content: string }>('/aacsb/reportSection/queryById', {
      token: admin,
      query: { id: ids.faculty },
    });
    expect(row.body.result.aiDraft ?? null).toBeNull();
    expect(row.body.result.content).toBe('<p>A21 faculty words.</p>');
  });

  it('is refused on a frozen report and while the AI consultant is off', async () => {
    await setAi(t.database.db, { on: false });
    const off = await draft(ids.faculty, admin);
    await setAi(t.database.db, { on: true });
    expect(off.status).toBe(403);
    expect(off.body.message).toMatch(/switched off/);
    await t.database.db
      .update(certificationReportTable)
      .set({ status: '1' })
      .where(eq(certificationReportTable.id, ids.report));
    const frozen = await draft(ids.faculty, admin);
    await t.database.db
      .update(certificationReportTable)
      .set({ status: '0' })
      .where(eq(certificationReportTable.id, ids.report));
    expect(frozen.status).toBe(400);
  });
});
