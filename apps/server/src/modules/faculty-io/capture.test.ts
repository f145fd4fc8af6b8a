import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RESOURCE } from '@accredit/shared';
import { decodeCapture } from '@accredit/shared/capture/index.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../core/i18n.ts';
import { resourceAttachment } from '../../crud/attachments-schema.ts';
import { resourceTable } from '../../crud/table.ts';
import { type Actor, actorWith } from '../../crud/testing.ts';
import { useTestApp } from '../../test/harness.ts';
import { schoolInfo } from '../school/schema.ts';
import type { Preview } from './capture-preview.ts';
import { buildOutput, buildTeacher, fixture, fixtureBytes, multipartText } from './test-helpers.ts';

/**
 * Publication capture over HTTP: preview (file encodings, duplicates, author matches) and the
 * all-or-nothing commit (supporting PDFs for the types that need one).
 */
const t = useTestApp({ UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'accredit-capture-')) });
const PREVIEW = '/aacsb/researchOutput/capture/preview';
const COMMIT = '/aacsb/researchOutput/capture/commit';
const outputs = resourceTable(RESOURCE.researchOutput);
const authors = resourceTable(RESOURCE.researchOutputAuthor);

let importer: Actor;
let zhang: { id: string };
let liNaZh: { id: string };
let liNaVisiting: { id: string };

async function outputCount(): Promise<number> {
  return (await t.database.db.select({ id: outputs.id }).from(outputs)).length;
}

/** Preview of an uploaded file (multipart), as the wizard sends it. */
async function previewUpload(bytes: Buffer, fileName: string, lang = 'en-US') {
  const { payload, headers } = multipartText(bytes, fileName);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${PREVIEW}`,
    payload,
    headers: { ...headers, 'x-access-token': importer.token, 'x-lang': lang },
  });
  return { status: res.statusCode, body: res.json() as { result: Preview; message: string } };
}

/** A file uploaded through POST /obe/uploadFile (checked by content there): its address. */
async function upload(token: string, bytes: Buffer, fileName: string): Promise<string> {
  const { payload, headers } = multipartText(bytes, fileName);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/obe/uploadFile',
    payload,
    headers: { ...headers, 'x-access-token': token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { result: { url: string } }).result.url;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A PNG: the upload module takes it as a document, but it is no PDF. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

async function attachmentsOf(recordIds: string[]) {
  return t.database.db
    .select()
    .from(resourceAttachment)
    .where(
      and(eq(resourceAttachment.resource, 'researchOutput'), inArray(resourceAttachment.recordId, recordIds)),
    );
}

async function preview(text: string, lang = 'en-US') {
  const res = await t.api.post<Preview>(PREVIEW, { text }, { token: importer.token, lang });
  expect(res.status).toBe(200);
  return res.body.result;
}

beforeAll(async () => {
  importer = await actorWith(t, ['researchOutput:add', 'researchOutput:query']);
  const db = t.database.db;
  // 张伟's account is in English: either spelling of his name finds him.
  zhang = await buildTeacher(db, '张伟', { realname: 'Wei Zhang' });
  // Two people publish as "Li Na": a Chinese colleague and a visiting scholar.
  liNaZh = await buildTeacher(db, '李娜', { realname: 'Li Na' });
  liNaVisiting = await buildTeacher(db, 'Na Li');
  await buildOutput(db, {
    titleEn: 'Platform governance (already entered)',
    doi: '10.1287/MNSC.2021.4203',
    publishDate: '2022-01-01',
    venueName: 'Management Science',
  });
  await buildOutput(db, {
    outputType: '3',
    titleEn: 'Fintech adoption and household financial inclusion',
    publishDate: '2021-07-01',
    venueName: 'ICIS',
  });
  await db.update(schoolInfo).set({ contributionRate: 40 });
});

describe('preview', () => {
  it('reads an uploaded BibTeX file: duplicates in the file and in the database, author matches', async () => {
    const { payload, headers } = multipartText(fixture('publications.bib'), 'my-papers.bib');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${PREVIEW}`,
      payload,
      headers: { ...headers, 'x-access-token': importer.token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result as Preview;
    expect(result.format).toBe('bibtex');
    expect(result.summary).toMatchObject({ total: 9, duplicates: 3 });
    const [digital, platform, fintech, digitalAgain, esg] = result.entries;
    expect(digitalAgain.duplicate).toEqual({ kind: 'file', index: 0, by: 'doi' });
    expect(platform.duplicate).toMatchObject({
      kind: 'database',
      by: 'doi',
      title: 'Platform governance (already entered)',
    });
    expect(fintech.duplicate).toMatchObject({ kind: 'database', by: 'title' });
    expect(digital.duplicate).toBeNull();
    expect(digital.outputTypeText).toBe('Journal Articles');
    expect(digital.authors.map((a) => [a.name, a.status, a.teacherId])).toEqual([
      ['Zhang, Wei', 'matched', zhang.id],
      ['Müller, Hans', 'external', null],
      ['García, María', 'external', null],
    ]);
    const li = platform.authors[0];
    expect(li.status).toBe('ambiguous');
    expect(li.candidates.map((c) => c.id).sort()).toEqual([liNaZh.id, liNaVisiting.id].sort());
    expect(esg.titleZh).toBe('环境、社会与治理信息披露对企业融资成本的影响');
    expect(esg.titleEn).toBe('The Effect of ESG Disclosure on the Cost of Financing');
    expect(esg.authors.map((a) => a.status)).toEqual(['external', 'matched']);
    // The research report needs a supporting PDF the file cannot carry: the wizard attaches it.
    expect(result.entries[6]).toMatchObject({ problems: [], pdfRequired: true });
    expect(digital.pdfRequired).toBe(false);
  });

  it('matches Chinese names of a CNKI export and answers in Chinese', async () => {
    const result = await preview(fixture('cnki-endnote.txt'), 'zh-CN');
    expect(result.format).toBe('endnote');
    const [first, , , dup] = result.entries;
    expect(first.outputTypeText).toBe('期刊论文');
    expect(first.authors.map((a) => [a.name, a.status])).toEqual([
      ['张伟', 'matched'],
      ['李娜', 'matched'],
      ['王芳', 'external'],
    ]);
    expect(dup.duplicate).toEqual({ kind: 'file', index: 0, by: 'title' });
    expect(result.entries[4].pdfRequired).toBe(true);
  });

  it('reads RIS and CSV and refuses text that is no known format', async () => {
    expect((await preview(fixture('publisher.ris'))).entries).toHaveLength(3);
    expect((await preview(fixture('publications.csv'))).entries).toHaveLength(4);
    const res = await t.api.post<Preview>(PREVIEW, { text: 'hello' }, { token: importer.token });
    expect(res.body.result.problems[0].message).toContain('not recognised');
  });

  it('needs the researchOutput add permission', async () => {
    const reader = await actorWith(t, ['researchOutput:query']);
    const res = await t.api.post(PREVIEW, { text: fixture('publications.bib') }, { token: reader.token });
    expect(res.status).toBe(403);
    expect((await t.api.post(PREVIEW, { text: 'x' })).status).toBe(401);
  });
});

describe('file encodings', () => {
  it('reads a GBK export of CNKI with its Chinese titles and names intact', async () => {
    const { status, body } = await previewUpload(fixtureBytes('cnki-gbk.txt'), 'CNKI-20240301.txt', 'zh-CN');
    expect(status, JSON.stringify(body)).toBe(200);
    const result = body.result;
    expect(result).toMatchObject({ format: 'endnote', encoding: 'gb18030', problems: [] });
    expect(result.entries.map((e) => e.titleZh)).toEqual([
      '绿色信贷政策、融资约束与重污染企业投资——基于《绿色信贷指引》的准自然实验',
      '粤港澳大湾区跨境金融服务发展报告（2023）',
      '管理会计信息化对企业价值的影响：来自制造业上市公司的证据',
    ]);
    expect(result.entries[0].titleEn).toBe(
      'Green Credit Policy, Financing Constraints and Investment of Heavily Polluting Firms',
    );
    expect(result.entries[0].venueName).toBe('金融研究');
    // 喆 (GBK 0x86B4) is not in GB2312: the file is read as GB18030, the superset.
    expect(result.entries[0].authors.map((a) => [a.name, a.status, a.teacherId])).toEqual([
      ['张伟', 'matched', zhang.id],
      ['李娜', 'matched', liNaZh.id],
      ['刘喆', 'external', null],
    ]);
    expect(result.entries[1]).toMatchObject({ outputTypeText: '研究报告', pdfRequired: true, problems: [] });
  });

  it('reads UTF-16 with a byte-order mark (little and big endian) as the same entries', async () => {
    const text = fixture('cnki-endnote.txt');
    const le = Buffer.from(`\uFEFF${text}`, 'utf16le');
    const utf8 = (await previewUpload(Buffer.from(text), 'cnki.txt')).body.result;
    for (const bytes of [le, Buffer.from(le).swap16()]) {
      const { status, body } = await previewUpload(bytes, 'cnki.txt');
      expect(status).toBe(200);
      expect(body.result.encoding).toBe(bytes === le ? 'utf-16le' : 'utf-16be');
      expect(body.result.entries.map((e) => [e.titleZh, e.authors.map((a) => a.name)])).toEqual(
        utf8.entries.map((e) => [e.titleZh, e.authors.map((a) => a.name)]),
      );
    }
    expect(utf8.encoding).toBe('utf-8');
    expect(utf8.entries[0].titleZh).toBe('数字普惠金融、融资约束与中小企业创新');
  });

  it("refuses a file it cannot decode with a message in the person's language", async () => {
    // Latin-1 text would read as GBK, but not as Chinese; 0xFF is no text in any encoding read.
    const latin1 = Buffer.from('%0 Journal Article\n%A Müller, Hans\n%T Qualität und Führung\n', 'latin1');
    const broken = Buffer.from([0x25, 0x54, 0x20, 0xff, 0xfe, 0xff, 0x0a]);
    for (const [bytes, lang] of [
      [latin1, 'zh-CN'],
      [broken, 'en-US'],
      [broken, 'pt-BR'],
    ] as const) {
      const { status, body } = await previewUpload(bytes, 'export.txt', lang);
      expect(status).toBe(400);
      expect(body.message).toBe(translate(lang, 'facultyio.capture.errors.encoding'));
    }
    expect(translate('zh-CN', 'facultyio.capture.errors.encoding')).toContain('GBK');
  });
});

describe('commit', () => {
  const bib = fixture('publications.bib');

  it('refuses while an ambiguous author is unresolved, storing nothing', async () => {
    const before = await outputCount();
    const res = await t.api.post<{ errors: { index: number; message: string }[] }>(
      COMMIT,
      { text: bib, defaultCategory: '1', entries: [{ index: 1, skip: false }] },
      { token: importer.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.result.errors).toEqual([
      expect.objectContaining({ index: 1, message: 'Choose which teacher each ambiguous author is.' }),
    ]);
    expect(await outputCount()).toBe(before);
  });

  it('is all or nothing: one incomplete entry and none of the sound ones is stored', async () => {
    const before = await outputCount();
    const res = await t.api.post<{ errors: { index: number }[] }>(
      COMMIT,
      { text: bib, defaultCategory: '1', entries: [{ index: 6, skip: false }] },
      { token: importer.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.result.errors).toEqual([
      expect.objectContaining({
        index: 6,
        message: 'This type needs a supporting PDF: attach one to the entry.',
      }),
    ]);
    expect(await outputCount()).toBe(before);
  });

  it('refuses a duplicate inside the file when it is chosen anyway', async () => {
    const res = await t.api.post<{ errors: { index: number; message: string }[] }>(
      COMMIT,
      { text: bib, defaultCategory: '1', entries: [{ index: 3, skip: false }] },
      { token: importer.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.result.errors.map((e) => e.index)).toEqual([3]);
  });

  it('stores the chosen entries as Unreviewed with their authors and the school rate', async () => {
    const text = fixture('publisher.ris');
    const res = await t.api.post<{ created: number; skipped: number; ids: string[] }>(
      COMMIT,
      {
        text,
        defaultCategory: '2',
        // The article's first author "Li, Na" is the Chinese colleague.
        entries: [{ index: 0, authors: [liNaZh.id, null, null] }],
      },
      { token: importer.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ created: 3, skipped: 0 });
    expect(res.body.message).toBe('3 research outputs imported as Unreviewed.');
    const rows = await t.database.db.select().from(outputs).where(inArray(outputs.id, res.body.result.ids));
    expect(rows.map((r) => [r.reviewStatus, r.category, r.createBy])).toEqual(
      Array(3).fill([0, '2', importer.username]),
    );
    const article = rows.find((r) => r.doi === '10.1016/j.jcorpfin.2023.102385');
    const list = await t.database.db
      .select()
      .from(authors)
      .where(eq(authors.outputId, String(article?.id)));
    expect(
      list
        .sort((a, b) => Number(a.authorOrder) - Number(b.authorOrder))
        .map((a) => [a.authorOrder, a.teacherId, a.externalName, a.isLead, a.rate]),
    ).toEqual([
      [1, liNaZh.id, null, true, 100],
      [2, null, 'Smith, John A.', false, 40],
      [3, null, 'Zhou, Jing', false, 40],
    ]);
  });

  it('refuses PDF-bound entries without a usable PDF, naming every problem and storing nothing', async () => {
    const gbk = decodeCapture(fixtureBytes('cnki-gbk.txt'));
    const other = await actorWith(t, ['researchOutput:add']);
    const notPdf = await upload(importer.token, PNG, 'scan.pdf');
    const othersPdf = await upload(other.token, PDF, 'theirs.pdf');
    const before = await outputCount();
    const storedBefore = (await t.database.db.select().from(resourceAttachment)).length;
    const res = await t.api.post<{ errors: { index: number; message: string }[] }>(
      COMMIT,
      {
        text: gbk?.text,
        defaultCategory: '1',
        entries: [
          // A file named .pdf that is a PNG by content, on an article.
          { index: 0, attachments: [{ url: notPdf }] },
          // The report, chosen without a PDF.
          { index: 1, skip: false },
          // Someone else's upload.
          { index: 2, attachments: [{ url: othersPdf }] },
        ],
      },
      { token: importer.token, lang: 'zh-CN' },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('未导入任何记录：共 3 个问题。');
    expect(res.body.result.errors.map((e) => [e.index, e.message])).toEqual([
      [0, 'scan.pdf 不是 PDF 文件：支撑材料必须为 PDF。'],
      [1, '该类型需要 PDF 支撑材料：请为该条目附上 PDF。'],
      [2, '在您上传的文件中找不到所附文件，请重新上传。'],
    ]);
    expect(await outputCount()).toBe(before);
    expect(await t.database.db.select().from(resourceAttachment)).toHaveLength(storedBefore);
  });

  it("stores a GBK file's research report with its supporting PDF, in the same transaction", async () => {
    const gbk = decodeCapture(fixtureBytes('cnki-gbk.txt'));
    // The uploaded name has no .pdf ending: the content decides, and the stored name says so.
    const pdf = await upload(importer.token, PDF, '大湾区报告');
    const res = await t.api.post<{ created: number; skipped: number; ids: string[] }>(
      COMMIT,
      { text: gbk?.text, defaultCategory: '1', entries: [{ index: 1, attachments: [{ url: pdf }] }] },
      { token: importer.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ created: 3, skipped: 0 });
    const rows = await t.database.db.select().from(outputs).where(inArray(outputs.id, res.body.result.ids));
    const report = rows.find((r) => r.outputType === '7');
    expect(report).toMatchObject({
      titleZh: '粤港澳大湾区跨境金融服务发展报告（2023）',
      venueName: '广东省地方金融监督管理局',
      publishDate: '2023-12-20',
      reviewStatus: 0,
    });
    const files = await attachmentsOf(res.body.result.ids);
    expect(files.map((f) => [f.recordId, f.kind, f.fileName, f.url, f.createBy])).toEqual([
      [report?.id, 'support', '大湾区报告.pdf', pdf, importer.username],
    ]);
    // The record reads back with its file, as the research-output form shows it to a reviewer.
    const got = await t.api.get<{ attachments: { fileName: string; url: string }[] }>(
      '/aacsb/researchOutput/queryById',
      { query: { id: String(report?.id) }, token: await t.tokenFor('admin') },
    );
    expect(got.status, got.raw).toBe(200);
    expect(got.body.result.attachments).toEqual([
      expect.objectContaining({ kind: 'support', fileName: '大湾区报告.pdf', url: pdf }),
    ]);
  });

  it('includes a BibTeX research report once a PDF is attached (no explicit choice needed)', async () => {
    const pdf = await upload(importer.token, PDF, 'carbon-pricing.pdf');
    const res = await t.api.post<{ created: number; ids: string[] }>(
      COMMIT,
      {
        text: bib,
        defaultCategory: '1',
        entries: [
          ...[0, 1, 2, 3, 4, 5, 7, 8].map((index) => ({ index, skip: true })),
          { index: 6, attachments: [{ url: pdf }] },
        ],
      },
      { token: importer.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.created).toBe(1);
    expect((await attachmentsOf(res.body.result.ids)).map((f) => f.fileName)).toEqual(['carbon-pricing.pdf']);
  });

  it('links a journal named as in the reference list, which gives the article its grade and peer review', async () => {
    const text = [
      '@article{smj, author = {Zhang, Wei}, title = {Alliances and resilience},',
      '  journal = {The STRATEGIC MANAGEMENT JOURNAL}, year = {2024}, doi = {10.1002/smj.90001}}',
      '@article{notes, author = {Zhang, Wei}, title = {Notes on alliance practice},',
      '  journal = {Alliance Practitioner Notes}, year = {2024}, doi = {10.9999/apn.90002}}',
    ].join('\n');
    const res = await t.api.post<{ created: number; ids: string[] }>(
      COMMIT,
      { text, defaultCategory: '2' },
      { token: importer.token },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.created).toBe(2);
    const journals = resourceTable(RESOURCE.periodicalStandard);
    const [smj] = await t.database.db
      .select()
      .from(journals)
      .where(eq(journals.nameEn, 'Strategic Management Journal'));
    const rows = await t.database.db.select().from(outputs).where(inArray(outputs.id, res.body.result.ids));
    const byDoi = Object.fromEntries(
      rows.map((r) => [r.doi, [r.venueName, r.venueRef, r.venueLevel, r.peerReviewed]]),
    );
    expect(byDoi).toEqual({
      // The name stays as the file has it; the link brings the list's grade and peer review.
      '10.1002/smj.90001': ['The STRATEGIC MANAGEMENT JOURNAL', smj.id, 'FT50 / ABS 4*', true],
      '10.9999/apn.90002': ['Alliance Practitioner Notes', null, null, false],
    });
  });

  it('creates the BibTeX entries, skipping duplicates, then finds them all as duplicates', async () => {
    const res = await t.api.post<{ created: number; skipped: number }>(
      COMMIT,
      { text: bib, defaultCategory: '1' },
      { token: importer.token },
    );
    expect(res.status).toBe(200);
    // Articles 1 and 5, the monograph and the patent; duplicates and the PDF-bound types are skipped.
    expect(res.body.result).toEqual(expect.objectContaining({ created: 4, skipped: 5 }));
    const again = await preview(bib);
    const fresh = again.entries.filter((e) => e.duplicate === null && e.problems.length === 0);
    expect(fresh).toEqual([]);
  });
});
