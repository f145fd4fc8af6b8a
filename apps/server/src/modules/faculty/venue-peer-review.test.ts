import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { journalArticle } from './testing.ts';

/**
 * Issue 15: a Strategic Management Journal article entered with "peer reviewed: no" counted under
 * "other peer- or editorial-reviewed". A journal from the reference list now says whether it is
 * refereed, and an article linked to it takes that from the list (as it takes the level), so
 * Table 8-1 counts it as a peer-reviewed journal article whatever the form sent.
 */
const t = useTestApp();
type Rec = Record<string, unknown> & { id: string };
type T81 = { table: { total: { columns: Record<string, number> } } };
type Drill = { records: { id: string }[] };

async function stored(token: string, id: string): Promise<Rec> {
  return (await t.api.get<Rec>('/aacsb/researchOutput/queryById', { token, query: { id } })).body.result;
}

async function columns(token: string): Promise<Record<string, number>> {
  const res = await t.api.get<T81>('/qualification/table81', { token, query: { year: 2025 } });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.table.total.columns;
}

async function cellRecords(token: string, column: string): Promise<string[]> {
  const res = await t.api.get<Drill>('/qualification/drill', {
    token,
    query: { table: '81', year: 2025, cells: `81:total:${column}` },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.records.map((r) => r.id);
}

describe('peer review from the journal list', () => {
  it('stores a linked refereed journal’s article as peer reviewed and Table 8-1 counts it so', async () => {
    const secretary = await t.tokenFor('secretary');
    const teacher = await t.tokenFor('teacher');
    const admin = await t.tokenFor('admin');

    // The research secretary lists a refereed journal and approves the entry.
    const journal = await t.api.post<{ id: string }>(
      '/aacsb/periodicalStandard/add',
      {
        nameZh: '战略与组织评论',
        nameEn: 'Review of Strategy and Organization',
        issn: '1234-5679',
        rankingList: 'ABS',
        ranking: 'ABS 4',
        level: '4',
        peerReviewed: true,
      },
      { token: secretary },
    );
    expect(journal.status, journal.body.message).toBe(200);
    const journalId = journal.body.result.id;
    const entry = await t.api.get<Rec>('/aacsb/periodicalStandard/queryById', {
      token: teacher,
      query: { id: journalId },
    });
    expect(entry.body.result.peerReviewed).toBe(true);

    // The teacher links it, leaving "peer reviewed" at its default "no"; a second article names a
    // journal that is not in the list, also "no".
    const before = await columns(admin);
    const add = (body: Record<string, unknown>) =>
      t.api.post<{ id: string }>('/aacsb/researchOutput/add', journalArticle(body), { token: teacher });
    const linked = await add({
      titleEn: 'Resilience of strategic alliances',
      venueName: '',
      venueRef: journalId,
      venueLevel: 'ABS 1',
      peerReviewed: false,
    });
    expect(linked.status, linked.body.message).toBe(200);
    const free = await add({
      titleEn: 'Notes on alliance governance',
      venueName: 'Alliance Practitioner Notes',
      peerReviewed: false,
    });
    expect(free.status, free.body.message).toBe(200);
    const linkedId = linked.body.result.id;
    const freeId = free.body.result.id;
    expect(await stored(teacher, linkedId)).toMatchObject({
      venueRef: journalId,
      venueName: 'Review of Strategy and Organization',
      venueLevel: 'ABS 4',
      peerReviewed: true,
    });
    expect((await stored(teacher, freeId)).peerReviewed).toBe(false);
    // A later edit cannot take it back while the journal stays linked.
    await t.api.put('/aacsb/researchOutput/edit', { id: linkedId, peerReviewed: false }, { token: teacher });
    expect((await stored(teacher, linkedId)).peerReviewed).toBe(true);

    // Chen Jing (Management) is the lead author of both; the secretary approves them.
    const me = await t.api.get<{ id: string }>('/aacsb/teacher/current', { token: teacher });
    for (const outputId of [linkedId, freeId]) {
      const author = await t.api.post(
        '/aacsb/researchOutputAuthor/add',
        { outputId, teacherId: me.body.result.id, isLead: true },
        { token: teacher },
      );
      expect(author.status, author.body.message).toBe(200);
    }
    const approved = await t.api.post(
      '/aacsb/researchOutput/processBatch',
      { ids: `${linkedId},${freeId}`, action: 'approve' },
      { token: secretary },
    );
    expect(approved.status, approved.body.message).toBe(200);

    // Table 8-1: the linked article is a peer-reviewed journal article, the other one is not.
    const after = await columns(admin);
    expect(after.prj).toBe(before.prj + 1);
    expect(after.otherReviewed).toBe(before.otherReviewed + 1);
    expect(after.other).toBe(before.other);
    const prj = await cellRecords(admin, 'prj');
    const otherReviewed = await cellRecords(admin, 'otherReviewed');
    expect(prj).toContain(linkedId);
    expect(otherReviewed).not.toContain(linkedId);
    expect(otherReviewed).toContain(freeId);
  });
});
