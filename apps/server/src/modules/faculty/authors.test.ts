import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { schoolInfo } from '../school/schema.ts';
import { buildTeacher, journalArticle } from './testing.ts';

/**
 * Author maintenance (spec 001 section 4): internal and external authors, the lead scoring 100 and
 * others the school's rate; before approval the adder and the author may delete an entry, after
 * approval nobody may; and a teacher sees every output they author, whoever added it.
 */
const t = useTestApp();
type Rec = Record<string, unknown> & { id: string };
type Page = { records: Rec[]; total: number };

async function addOutput(token: string, overrides: Record<string, unknown> = {}) {
  const res = await t.api.post<{ id: string }>('/aacsb/researchOutput/add', journalArticle(overrides), {
    token,
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.id;
}

async function addAuthor(token: string, body: Record<string, unknown>) {
  return t.api.post<{ id: string }>('/aacsb/researchOutputAuthor/add', body, { token });
}

describe('author entries', () => {
  it('gives the lead 100 and co-authors the configured rate, internal or external', async () => {
    const a = await buildTeacher(t);
    const b = await buildTeacher(t);
    const outputId = await addOutput(a.token);
    const lead = await addAuthor(a.token, { outputId, teacherId: a.teacherId, isLead: true, rate: 30 });
    const co = await addAuthor(a.token, { outputId, teacherId: b.teacherId });
    const ext = await addAuthor(a.token, {
      outputId,
      externalName: 'Emily Brown',
      externalInstitution: 'London Business School',
      externalCountry: 'United Kingdom',
      isCorresponding: true,
    });
    for (const r of [lead, co, ext]) expect(r.status, r.body.message).toBe(200);
    const list = await t.api.get<Page>('/aacsb/researchOutputAuthor/list', {
      token: a.token,
      query: { outputId, pageSize: -1, column: 'authorOrder', order: 'asc' },
    });
    expect(
      list.body.result.records.map((r) => [r.authorOrder, r.rate, r.teacherId ?? r.externalName]),
    ).toEqual([
      [1, 100, a.teacherId],
      [2, 50, b.teacherId],
      [3, 50, 'Emily Brown'],
    ]);
    // A second lead, the same teacher twice and an empty author are refused.
    const second = await addAuthor(a.token, { outputId, externalName: 'X', isLead: true });
    expect(second.status).toBe(400);
    expect((await addAuthor(a.token, { outputId, teacherId: b.teacherId })).status).toBe(400);
    const empty = await addAuthor(a.token, { outputId });
    expect(empty.body.message).toContain('Pick a teacher or enter an external author name');
  });

  it('uses the rate set in the school settings for new co-authors', async () => {
    const a = await buildTeacher(t);
    const outputId = await addOutput(a.token);
    await t.database.db.update(schoolInfo).set({ contributionRate: 40 });
    const co = await addAuthor(a.token, { outputId, externalName: 'Jennifer Lee' });
    const one = await t.api.get<Rec>('/aacsb/researchOutputAuthor/queryById', {
      token: a.token,
      query: { id: co.body.result.id },
    });
    expect(one.body.result.rate).toBe(40);
  });

  it('lets the adder and the author delete an entry before approval, and nobody after', async () => {
    const a = await buildTeacher(t);
    const b = await buildTeacher(t);
    const c = await buildTeacher(t);
    const outputId = await addOutput(a.token);
    const ofB = (await addAuthor(a.token, { outputId, teacherId: b.teacherId })).body.result.id;
    const ofC = (await addAuthor(a.token, { outputId, teacherId: c.teacherId })).body.result.id;
    const ext = (await addAuthor(a.token, { outputId, externalName: 'Kim Ji-hoon' })).body.result.id;
    const del = (token: string, id: string) =>
      t.api.delete('/aacsb/researchOutputAuthor/delete', { token, query: { id } });
    // C is neither the adder of B's entry nor B.
    expect((await del(c.token, ofB)).status).toBe(403);
    // B (the author) removes themself; A (the adder) removes the external author.
    expect((await del(b.token, ofB)).status).toBe(200);
    expect((await del(a.token, ext)).status).toBe(200);

    const secretary = await t.tokenFor('secretary');
    const approved = await t.api.post(
      '/aacsb/researchOutput/processBatch',
      { ids: outputId, action: 'approve' },
      { token: secretary },
    );
    expect(approved.status, approved.body.message).toBe(200);
    const adder = await del(a.token, ofC);
    expect(adder.status).toBe(400);
    expect(adder.body.message).toBe(
      'The contribution has been approved: its authors can no longer be changed',
    );
    expect((await del(c.token, ofC)).status).toBe(400);
    expect((await del(await t.tokenFor('admin'), ofC)).status).toBe(400);
    expect((await addAuthor(a.token, { outputId, externalName: 'Late Author' })).status).toBe(400);
  });

  it('refuses to attach authors to an output the caller may not edit', async () => {
    const a = await buildTeacher(t);
    const stranger = await buildTeacher(t);
    const outputId = await addOutput(a.token);
    const res = await addAuthor(stranger.token, { outputId, teacherId: stranger.teacherId });
    // The same answer as for an output that does not exist: the caller learns nothing of it.
    const missing = await addAuthor(stranger.token, {
      outputId: 'no-such-output-0000',
      teacherId: stranger.teacherId,
    });
    expect(res.status).toBe(400);
    expect(missing.status).toBe(400);
    expect(res.body).toMatchObject({ message: missing.body.message, result: missing.body.result });
  });
});

describe('a teacher sees what they author', () => {
  it('lists and opens an output someone else added with them as co-author, but not others', async () => {
    const a = await buildTeacher(t);
    const b = await buildTeacher(t);
    const other = await buildTeacher(t);
    const title = `Co-authored ${Date.now()}`;
    const outputId = await addOutput(a.token, { titleEn: title });
    await addAuthor(a.token, { outputId, teacherId: a.teacherId, isLead: true });
    await addAuthor(a.token, { outputId, teacherId: b.teacherId });

    const listOf = (token: string) =>
      t.api.get<Page>('/aacsb/researchOutput/list', { token, query: { pageSize: -1, titleEn: title } });
    const ofB = (await listOf(b.token)).body.result.records;
    expect(ofB.map((r) => r.id)).toEqual([outputId]);
    // The row tells B the changes they may not make to it, so no Edit or Delete is offered; A,
    // who entered it, is offered both.
    expect(ofB[0].denied).toEqual(['edit', 'delete']);
    expect((await listOf(a.token)).body.result.records[0]).not.toHaveProperty('denied');
    expect((await listOf(other.token)).body.result.records).toEqual([]);
    expect(
      (await t.api.get('/aacsb/researchOutput/queryById', { token: b.token, query: { id: outputId } }))
        .status,
    ).toBe(200);
    // B may read the whole author list, but not edit the output A entered.
    const authors = await t.api.get<Page>('/aacsb/researchOutputAuthor/list', {
      token: b.token,
      query: { outputId, pageSize: -1 },
    });
    expect(authors.body.result.total).toBe(2);
    const edit = await t.api.put(
      '/aacsb/researchOutput/edit',
      { id: outputId, titleEn: 'hijack' },
      { token: b.token },
    );
    expect(edit.status).toBe(403);

    const mine = await t.api.get<Page>('/aacsb/researchOutput/mine', { token: b.token });
    expect(mine.body.result.records.map((r) => r.id)).toEqual([outputId]);
    expect(mine.body.result.records[0].authorLine).toMatch(/^测试教师\d+, 测试教师\d+$/);
  });

  it('shows the demo teacher outputs a colleague entered with her as co-author', async () => {
    const token = await t.tokenFor('teacher');
    const all = await t.api.get<Page>('/aacsb/researchOutput/list', { token, query: { pageSize: -1 } });
    const enteredByOthers = all.body.result.records.filter((r) => r.createBy !== 'teacher');
    expect(all.body.result.total).toBeGreaterThan(10);
    expect(enteredByOthers.length).toBeGreaterThan(0);
    // Hers she may change, the others' she may only read.
    for (const r of all.body.result.records)
      expect(r.denied ?? [], String(r.createBy)).toEqual(r.createBy === 'teacher' ? [] : ['edit', 'delete']);
  });
});

describe('teachers for forms', () => {
  it('tells a teacher their own record and finds colleagues by either name', async () => {
    const token = await t.tokenFor('teacher');
    const me = await t.api.get<{ name: string } | null>('/aacsb/teacher/current', { token });
    expect(me.body.result?.name).toBe('陈静');
    const byEnglish = await t.api.get<{ name: string; nameEn: string }[]>(
      '/aacsb/researchOutputAuthor/teachers',
      {
        token,
        query: { keyword: 'huang lei' },
      },
    );
    expect(byEnglish.body.result.map((r) => [r.name, r.nameEn])).toEqual([['黄磊', 'Huang Lei']]);
    const byChinese = await t.api.get<{ name: string }[]>('/aacsb/researchOutputAuthor/teachers', {
      token,
      query: { keyword: '黄磊' },
    });
    expect(byChinese.body.result.map((r) => r.name)).toEqual(['黄磊']);
    expect(
      (await t.api.get('/aacsb/researchOutputAuthor/teachers', { token: await t.tokenFor('expert') })).status,
    ).toBe(403);
  });
});
