import { RESOURCE } from '@accredit/shared';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceTable } from '../../crud/table.ts';
import { type Actor, actorWith } from '../../crud/testing.ts';
import { useTestApp } from '../../test/harness.ts';
import { schoolInfo } from '../school/schema.ts';
import type { Preview } from './capture-preview.ts';
import { buildOutput, buildTeacher, fixture, multipartText } from './test-helpers.ts';

/** Publication capture over HTTP: preview (duplicates, author matches) and the all-or-nothing commit. */
const t = useTestApp();
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
    // The research report needs a supporting PDF the file cannot carry.
    expect(result.entries[6].problems).toEqual([
      'This type needs a supporting PDF: add it in the form instead.',
    ]);
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
    expect(result.entries[4].problems[0]).toContain('PDF');
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
    expect(res.body.result.errors.every((e) => e.index === 6)).toBe(true);
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
