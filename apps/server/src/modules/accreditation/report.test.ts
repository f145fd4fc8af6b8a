import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  blockMarker,
  type DiffPart,
  REPORT_TEMPLATES,
  type ReportOutline,
  type RevisionItem,
} from '@accredit/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedReportDescriptions } from '../../seed/report-descriptions.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { certificationReportTable, reportDescriptionTable, reportSectionTable } from '../resources/schema.ts';
import { sysUser } from '../system/schema.ts';
import type { SectionRow } from './report-data.ts';
import { buildReportDocx, inTreeOrder, numberSections } from './report-docx.ts';
import { reportRevision } from './schema.ts';

/**
 * Reports over HTTP (issue 21 items 3 and 4): a report made from its project's scheme template
 * (sections titled in the creator's language, guidance in both, starter live blocks), saving a
 * section (sanitised, markers kept) and its revision history (differences, restore as a new
 * revision), who may write and review a section (editing holders, the named editor and approver),
 * a frozen report and an approved section refusing changes, and the Word file in English and
 * Chinese read back and converted by LibreOffice. Records are this file's own ("R21").
 */
const t = useTestApp();

let admin: string;
let progAdmin: string;
let progAdminId: string;
let teacher: string;
let reportId: string;
let outline: ReportOutline;

async function add(resource: string, body: Record<string, unknown>, lang = 'en-US'): Promise<string> {
  const res = await t.api.post<{ id: string }>(`/aacsb/${resource}/add`, body, { token: admin, lang });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.id;
}

const getOutline = async (id = reportId, token = admin) => {
  const res = await t.api.get<ReportOutline>('/aacsb/certificationReport/outline', { token, query: { id } });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result;
};
const save = (id: string, content: string, token = admin, note?: string, lang = 'en-US') =>
  t.api.post<{ version: number; content: string; words: number }>(
    '/aacsb/reportSection/saveContent',
    { id, content, note },
    { token, lang },
  );
const sectionOf = (code: string) => {
  const s = outline.sections.find((x) => x.standard === code);
  if (!s) throw new Error(`no section ${code}`);
  return s;
};
async function contentOf(id: string): Promise<string> {
  const [row] = await t.database.db
    .select({ content: reportSectionTable.content })
    .from(reportSectionTable)
    .where(eq(reportSectionTable.id, id));
  return String(row?.content ?? '');
}
async function setReportStatus(status: '0' | '1') {
  await t.database.db
    .update(certificationReportTable)
    .set({ status, frozenTime: status === '1' ? new Date() : null })
    .where(eq(certificationReportTable.id, reportId));
}

/** The docx's text, one line a paragraph. */
async function docText(bytes: Buffer): Promise<string> {
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(bytes);
  const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
  return xml
    .split('</w:p>')
    .map((p) => [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''))
    .filter(Boolean)
    .join('\n')
    .replace(/&amp;/g, '&');
}

async function exportWord(id: string, lang: string, token = admin) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/aacsb/certificationReport/exportWord',
    query: { id, lang },
    headers: { 'x-access-token': token },
  });
  return res;
}

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  progAdmin = await t.tokenFor('progadmin');
  const [me] = await t.database.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, 'progadmin'));
  progAdminId = me.id;
  await buildUser(t.database.db, { username: 'r21_teacher', realname: 'R21 Teacher', roles: ['4'] });
  teacher = await t.tokenFor('r21_teacher');
  const projectId = await add('accreditationProject', { name: 'R21 CIR project', scheme: 'AACSB-CIR' });
  reportId = await add('certificationReport', { projectId, title: 'R21 自评报告', year: 2025 }, 'zh-CN');
  outline = await getOutline();
});

describe('a report from its template', () => {
  it('has the report descriptions of every scheme seeded', async () => {
    const res = await t.api.get<{ records: { sectionCode: string }[]; total: number }>(
      '/aacsb/reportDescription/list',
      { token: admin, query: { scheme: 'EQUIS', pageSize: -1 } },
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.records.map((r) => r.sectionCode).sort()).toEqual(
      REPORT_TEMPLATES.EQUIS.map((s) => s.code).sort(),
    );
  });

  it("keeps an administrator's rewritten guidance and puts back a removed part when seeded again", async () => {
    const db = t.database.db;
    const amba = (code: string) =>
      and(eq(reportDescriptionTable.scheme, 'AMBA'), eq(reportDescriptionTable.sectionCode, code));
    await db.update(reportDescriptionTable).set({ guidanceEn: 'Our own words' }).where(amba('AMBA-4'));
    await db.delete(reportDescriptionTable).where(amba('AMBA-8'));
    await seedReportDescriptions(db);
    const rows = await db
      .select({ code: reportDescriptionTable.sectionCode, guidance: reportDescriptionTable.guidanceEn })
      .from(reportDescriptionTable)
      .where(eq(reportDescriptionTable.scheme, 'AMBA'));
    expect(rows).toHaveLength(REPORT_TEMPLATES.AMBA.length);
    expect(rows.find((r) => r.code === 'AMBA-4')?.guidance).toBe('Our own words');
    expect(rows.find((r) => r.code === 'AMBA-8')?.guidance).toContain('career outcomes');
  });

  it("takes the project's scheme and makes one section per template part, titled in the creator's language", async () => {
    expect(outline.report.scheme).toBe('AACSB-CIR');
    expect(outline.report.status).toBe('0');
    expect(outline.sections).toHaveLength(REPORT_TEMPLATES['AACSB-CIR'].length);
    const s3 = sectionOf('AACSB-3');
    // Stored in the creator's language (Chinese); a template title reads in the reader's (English here).
    expect(s3.title).toBe('Standard 3: Faculty and Professional Staff Resources');
    const [stored] = await t.database.db
      .select({ title: reportSectionTable.title })
      .from(reportSectionTable)
      .where(eq(reportSectionTable.id, s3.id));
    expect(stored.title).toBe('标准3：师资与专业人员资源');
    expect(s3.blocks).toBe(2);
    expect(sectionOf('AACSB-8').blocks).toBe(1);
    expect(s3.mayEdit).toBe(true);
    const [row] = await t.database.db
      .select({ guidance: reportSectionTable.guidance, content: reportSectionTable.content })
      .from(reportSectionTable)
      .where(eq(reportSectionTable.id, s3.id));
    const guidance = JSON.parse(String(row.guidance));
    expect(guidance['en-US']).toContain('Scholarly Academics at least 40%');
    expect(guidance['zh-CN']).toContain('表3-1');
    expect(String(row.content)).toContain('data-live-block="table31"');
  });

  it('refuses a report for a project that does not exist', async () => {
    const res = await t.api.post(
      '/aacsb/certificationReport/add',
      { projectId: 'nope', title: 'R21 orphan' },
      { token: admin, lang: 'en-US' },
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('existing accreditation project');
  });
});

describe('section text and revisions', () => {
  it('saves sanitised text with its live blocks and keeps each save as a revision', async () => {
    const s1 = sectionOf('AACSB-1');
    const first = await save(
      s1.id,
      `<p>Our mission is to develop responsible leaders.</p><script>alert(1)</script><p onclick="x()">Plan</p>${blockMarker({ kind: 'kpi', params: {} })}`,
    );
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.result.version).toBe(1);
    expect(first.body.message).toBe('Saved as version 1.');
    const stored = await contentOf(s1.id);
    expect(stored).not.toContain('script');
    expect(stored).not.toContain('onclick');
    expect(stored).toContain('data-live-block="kpi"');
    const second = await save(
      s1.id,
      '<p>Our mission is to develop responsible global leaders.</p>',
      admin,
      'wording',
    );
    expect(second.body.result.version).toBe(2);
    // The same text again without a note is no new revision.
    expect(
      (await save(s1.id, '<p>Our mission is to develop responsible global leaders.</p>')).body.result.version,
    ).toBe(2);

    const list = await t.api.get<RevisionItem[]>('/aacsb/reportSection/revisions', {
      token: admin,
      query: { id: s1.id },
    });
    expect(list.body.result.map((r) => r.version)).toEqual([2, 1]);
    expect(list.body.result[0]).toMatchObject({ note: 'wording', authorName: 'Administrator', words: 8 });

    const v1 = list.body.result[1];
    const view = await t.api.get<{ content: string; diff: DiffPart[] }>('/aacsb/reportSection/revision', {
      token: admin,
      query: { id: v1.id },
    });
    expect(view.status, view.body.message).toBe(200);
    const added = view.body.result.diff.filter((p) => p.op === '+').map((p) => p.text.trim());
    const removed = view.body.result.diff.filter((p) => p.op === '-').map((p) => p.text);
    expect(added).toContain('global');
    expect(removed.join('')).toContain('[kpi]');

    const restored = await t.api.post<{ version: number }>(
      '/aacsb/reportSection/restore',
      { revisionId: v1.id },
      { token: admin, lang: 'en-US' },
    );
    expect(restored.body.result.version).toBe(3);
    expect(await contentOf(s1.id)).toContain('data-live-block="kpi"');
    const after = await t.api.get<RevisionItem[]>('/aacsb/reportSection/revisions', {
      token: admin,
      query: { id: s1.id },
    });
    expect(after.body.result[0]).toMatchObject({ version: 3, note: 'Restored from version 1' });
  });

  it('compares Chinese text character by character', async () => {
    const s2 = sectionOf('AACSB-2');
    await save(s2.id, '<p>学院拥有充足的教学场地。</p>');
    await save(s2.id, '<p>学院拥有充足的线上教学平台。</p>');
    const list = await t.api.get<RevisionItem[]>('/aacsb/reportSection/revisions', {
      token: admin,
      query: { id: s2.id },
    });
    const view = await t.api.get<{ diff: DiffPart[] }>('/aacsb/reportSection/revision', {
      token: admin,
      query: { id: list.body.result[1].id },
    });
    expect(view.body.result.diff.filter((p) => p.op === '+').map((p) => p.text)).toEqual(['线上', '平台']);
    expect(view.body.result.diff.filter((p) => p.op === '-').map((p) => p.text)).toEqual(['场地']);
  });
});

describe('who writes and reviews a section', () => {
  it('lets the named editor write and the named approver review, no one else without edit rights', async () => {
    const s4 = sectionOf('AACSB-4');
    const refused = await save(s4.id, '<p>Programme head text</p>', progAdmin);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("section's editor");
    // A teacher cannot read reports at all.
    expect((await save(s4.id, '<p>x</p>', teacher)).status).toBe(403);
    expect((await getOutlineStatus(teacher)).status).toBe(403);

    const edit = await t.api.put(
      '/aacsb/reportSection/edit',
      { id: s4.id, editorId: progAdminId, approverId: progAdminId },
      { token: admin, lang: 'en-US' },
    );
    expect(edit.status, edit.body.message).toBe(200);
    const mine = (await getOutline(reportId, progAdmin)).sections.find((s) => s.id === s4.id);
    expect(mine).toMatchObject({ mayEdit: true, mayApprove: true, editorName: 'Zhao Min' });
    expect(
      (await getOutline(reportId, progAdmin)).sections.find((s) => s.id === sectionOf('AACSB-5').id)?.mayEdit,
    ).toBe(false);
    const written = await save(s4.id, '<p>Programme head text</p>', progAdmin);
    expect(written.status, written.body.message).toBe(200);

    const approve = await t.api.post(
      '/aacsb/reportSection/review',
      { id: s4.id, action: 'approve' },
      { token: progAdmin, lang: 'en-US' },
    );
    expect(approve.status, approve.body.message).toBe(200);
    const locked = await save(s4.id, '<p>Changed after approval</p>', admin);
    expect(locked.status).toBe(400);
    expect(locked.body.message).toContain('approved');
    const cancel = await t.api.post(
      '/aacsb/reportSection/review',
      { id: s4.id, action: 'cancel', reason: 'More evidence needed' },
      { token: admin, lang: 'en-US' },
    );
    expect(cancel.status, cancel.body.message).toBe(200);
    // The editor hears of it, with the reason and a link to the section.
    const inbox = await t.api.get<{ records: { title: string; content: string }[] }>(
      '/aacsb/viewUserNotification/list',
      { token: progAdmin, query: { pageSize: 50 } },
    );
    const notice = inbox.body.result.records.find((n) => n.title.includes('Section approval cancelled'));
    expect(notice?.title).toContain('章节审核已取消');
    expect(notice?.content).toContain('More evidence needed');
    expect(notice?.content).toContain(`section=${s4.id}`);
    expect((await save(s4.id, '<p>Changed after approval</p>', admin)).status).toBe(200);

    // Someone else's section: a programme head is not its approver.
    const other = await t.api.post(
      '/aacsb/reportSection/review',
      { id: sectionOf('AACSB-5').id, action: 'approve' },
      { token: progAdmin, lang: 'en-US' },
    );
    expect(other.status).toBe(403);
  });

  it('refuses every change to the sections of a frozen report, and says why', async () => {
    await setReportStatus('1');
    try {
      const s6 = sectionOf('AACSB-6');
      const res = await save(s6.id, '<p>Late change</p>', admin, undefined, 'zh-CN');
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('已定稿');
      const edit = await t.api.put(
        '/aacsb/reportSection/edit',
        { id: s6.id, title: 'Renamed' },
        { token: admin, lang: 'en-US' },
      );
      expect(edit.status).toBe(400);
      expect(JSON.stringify(edit.body)).toContain('frozen');
      const review = await t.api.post(
        '/aacsb/reportSection/review',
        { id: s6.id, action: 'approve' },
        { token: admin, lang: 'en-US' },
      );
      expect(review.status).toBe(400);
      expect((await getOutline()).sections.every((s) => !s.mayEdit)).toBe(true);
    } finally {
      await setReportStatus('0');
    }
  });
});

async function getOutlineStatus(token: string) {
  return t.api.get('/aacsb/certificationReport/outline', { token, query: { id: reportId } });
}

describe('the Word file', () => {
  it('prints the cover, contents, numbered sections, text and live blocks in English and Chinese', {
    timeout: 180_000,
  }, async () => {
    const s3 = sectionOf('AACSB-3');
    const content = await contentOf(s3.id);
    await save(
      s3.id,
      `<p>Faculty sufficiency is met in every discipline.</p>${content}<p>教师资格达标。</p>`,
    );
    const en = await exportWord(reportId, 'en-US');
    expect(en.statusCode, en.body).toBe(200);
    expect(String(en.headers['content-type'])).toContain('wordprocessingml');
    const text = await docText(en.rawPayload);
    expect(text).toContain('R21 自评报告');
    expect(text).toContain('Contents');
    expect(text).toContain('4 Standard 3: Faculty and Professional Staff Resources');
    expect(text).toContain('Faculty sufficiency is met in every discipline.');
    expect(text).toContain('Table 3-1');
    expect(text).toContain('This section has not been written yet.');
    expect(text).toMatch(/Figures as of \d{4}-\d{2}-\d{2}/);
    // The contents list each section with the page it starts on.
    expect(text).toMatch(/^4 Standard 3: Faculty and Professional Staff Resources\d+$/m);
    // Standard 1 holds a KPI chart: drawn as an image.
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(en.rawPayload);
    expect(Object.keys(zip.files).some((f) => /^word\/media\/.+\.png$/.test(f))).toBe(true);

    const zh = await docText((await exportWord(reportId, 'zh-CN')).rawPayload);
    expect(zh).toContain('目录');
    expect(zh).toContain('4 标准3：师资与专业人员资源');
    expect(zh).toContain('本章节尚未撰写。');
  });

  it('prints only the sections asked for (a reviewer link), numbered as in the whole report', {
    timeout: 60_000,
  }, async () => {
    // The reader numbers a link's sections as in the report (there is a part before Standard 1).
    const numberOf = (code: string) =>
      outline.sections.filter((s) => !s.parentId).findIndex((s) => s.id === sectionOf(code).id) + 1;
    const n1 = numberOf('AACSB-1');
    const n3 = numberOf('AACSB-3');
    expect(n3).toBeGreaterThan(n1);
    const text = await docText(
      await buildReportDocx(t.database.db, reportId, 'en-US', { sectionIds: [sectionOf('AACSB-1').id] }),
    );
    expect(text).toContain(`\n${n1} Standard 1: Strategic Planning\n`);
    expect(text).not.toContain('Standard 3');
    const only3 = await docText(
      await buildReportDocx(t.database.db, reportId, 'en-US', { sectionIds: [sectionOf('AACSB-3').id] }),
    );
    expect(only3).toMatch(new RegExp(`^${n3} Standard 3`, 'm'));
    expect(only3).not.toContain('Standard 1');
  });

  it('prints the frozen figures of a frozen report and says so', { timeout: 300_000 }, async () => {
    const freeze = await t.api.post('/aacsb/certificationReport/freeze', { id: reportId }, { token: admin });
    expect(freeze.status, freeze.body.message).toBe(200);
    try {
      const text = await docText((await exportWord(reportId, 'en-US')).rawPayload);
      expect(text).toMatch(/Frozen report: figures as they stood on \d{4}-\d{2}-\d{2}/);
      expect(text).toMatch(/Figures frozen on \d{4}-\d{2}-\d{2}/);
      expect(text).not.toMatch(/Figures as of/);
    } finally {
      const unfreeze = await t.api.post(
        '/aacsb/certificationReport/unfreeze',
        { id: reportId },
        { token: admin },
      );
      expect(unfreeze.status, unfreeze.body.message).toBe(200);
    }
  });

  it('is refused to a caller who may not export reports', async () => {
    expect((await exportWord(reportId, 'en-US', teacher)).statusCode).toBe(403);
  });
});

const soffice = spawnSync('sh', ['-c', 'command -v soffice'], { encoding: 'utf8' }).stdout.trim();
if (!soffice && process.env.CI !== 'true')
  console.warn('SKIPPED: the report through LibreOffice needs soffice (libreoffice-writer)');

describe.skipIf(!soffice && process.env.CI !== 'true')('the Word file through LibreOffice', () => {
  it('converts to PDF without error in both languages', { timeout: 400_000 }, async () => {
    expect(soffice, 'LibreOffice (soffice) must be installed in CI').not.toBe('');
    const dir = mkdtempSync(join(tmpdir(), 'report21-'));
    try {
      writeFileSync(join(dir, 'report-en.docx'), (await exportWord(reportId, 'en-US')).rawPayload);
      writeFileSync(join(dir, 'report-zh.docx'), (await exportWord(reportId, 'zh-CN')).rawPayload);
      execFileSync(
        soffice,
        [
          `-env:UserInstallation=file://${join(dir, 'profile')}`,
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          dir,
          join(dir, 'report-en.docx'),
          join(dir, 'report-zh.docx'),
        ],
        { stdio: 'ignore', timeout: 300_000 },
      );
      for (const name of ['report-en.pdf', 'report-zh.pdf']) {
        const pdf = readFileSync(join(dir, name));
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const info = spawnSync('pdfinfo', [join(dir, name)], { encoding: 'utf8' });
        const pages =
          Number(/Pages:\s+(\d+)/.exec(info.stdout ?? '')?.[1] ?? 0) ||
          (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
        console.info(`R21 report ${name}: ${pages} page(s)`);
        // Cover, contents and one page per top-level section at least.
        expect(pages).toBeGreaterThanOrEqual(REPORT_TEMPLATES['AACSB-CIR'].length + 2);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('deleting a report', () => {
  it('deletes its sections and their revisions', async () => {
    const projectId = await add('accreditationProject', { name: 'R21 CAMEA', scheme: 'CAMEA' });
    const id = await add('certificationReport', { projectId, title: 'R21 CAMEA report' });
    const o = await getOutline(id);
    expect(o.sections).toHaveLength(7);
    await save(o.sections[0].id, '<p>text</p>');
    const del = await t.api.delete('/aacsb/certificationReport/delete', { token: admin, query: { id } });
    expect(del.status, del.body.message).toBe(200);
    const left = await t.database.db
      .select({ id: reportSectionTable.id })
      .from(reportSectionTable)
      .where(eq(reportSectionTable.reportId, id));
    expect(left).toHaveLength(0);
    const revs = await t.database.db
      .select({ id: reportRevision.id })
      .from(reportRevision)
      .where(eq(reportRevision.sectionId, o.sections[0].id));
    expect(revs).toHaveLength(0);
  });
});

describe('section numbers in the Word file', () => {
  it('counts top-level sections on and sub-sections under their parent, over the sections shown', () => {
    const row = (id: string, parentId: string | null) => ({ id, parentId }) as SectionRow;
    const numbers = numberSections([
      row('a', null),
      row('a1', 'a'),
      row('a2', 'a'),
      row('b', null),
      row('c1', 'c'),
    ]);
    expect([...numbers.values()]).toEqual(['1', '1.1', '1.2', '2', '3']);
  });

  it('prints a sub-section right after its parent, whatever its place in the report, and a loop as top-level sections', () => {
    const row = (id: string, parentId: string | null) => ({ id, parentId }) as SectionRow;
    const ordered = inTreeOrder([
      row('a', null),
      row('b', null),
      row('a1', 'a'),
      row('x', 'gone'),
      row('l1', 'l2'),
      row('l2', 'l1'),
    ]);
    expect(ordered.map((s) => s.id)).toEqual(['a', 'a1', 'b', 'x', 'l1', 'l2']);
    expect([...numberSections(ordered).entries()]).toEqual([
      ['a', '1'],
      ['a1', '1.1'],
      ['b', '2'],
      ['x', '3'],
      ['l1', '4'],
      ['l2', '4.1'],
    ]);
  });
});
