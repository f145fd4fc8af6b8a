import type { SearchAnswer, SearchHit, TextSegment } from '@accredit/shared';
import { RESOURCE } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceTable } from '../../crud/table.ts';
import { buildUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { evidenceTag } from '../evidence/schema.ts';
import { buildTeacher, type TestTeacher } from '../faculty/testing.ts';
import { rebuildSearchIndex, reindexRecords, sweepSearchIndex } from './indexer.ts';

/**
 * Search over HTTP (issue 20 item 3): two teachers' drafts with the same unusual word, each seen
 * only by its owner and both by an administrator; a Chinese phrase inside a record's text; a
 * deleted record gone; filters; refusals. Words are this file's own ("Qorvenix", "翻转课堂实践").
 */
const t = useTestApp();

let admin: string;
let one: TestTeacher;
let two: TestTeacher;
const ids: Record<string, string> = {};

const contributions = resourceTable(RESOURCE.teachingContribution);

function draft(teacher: TestTeacher, title: string, description: string, startTime = '2025-03-01') {
  return {
    type: '3',
    teacherId: teacher.teacherId,
    title,
    level: '1',
    startTime,
    endTime: startTime.replace(/-\d\d-\d\d$/, '-12-31'),
    description,
  };
}

async function add(resource: string, body: Record<string, unknown>, token: string): Promise<string> {
  const res = await t.api.post<{ id: string }>(`/aacsb/${resource}/add`, body, { token });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.id;
}

function search(token: string, query: Record<string, string | number>, lang?: string) {
  return t.api.get<SearchAnswer>('/aacsb/search/query', { token, query, lang });
}

async function hitsOf(token: string, query: Record<string, string | number>): Promise<SearchHit[]> {
  const res = await search(token, query);
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.groups.flatMap((g) => g.hits);
}

const text = (segments: TextSegment[]) => segments.map((s) => s.text).join('');
const marked = (segments: TextSegment[]) => segments.filter((s) => s.hit).map((s) => s.text);

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  one = await buildTeacher(t);
  two = await buildTeacher(t);
  ids.one = await add(
    'teachingContribution',
    draft(one, 'Qorvenix workshop for first-year tutors', 'Peer observation of seminars.'),
    one.token,
  );
  ids.two = await add(
    'teachingContribution',
    draft(two, 'Case teaching clinic', 'A clinic on the Qorvenix method of case discussion.', '2024-03-01'),
    two.token,
  );
  ids.chinese = await add(
    'teachingContribution',
    draft(one, '课程改革总结', '本学期在管理学原理中开展翻转课堂实践成效良好，学生参与度明显提高。'),
    one.token,
  );
  ids.scattered = await add(
    'teachingContribution',
    draft(two, '教学检查记录', '闭环管理、环改善、改进措施均已落实。'),
    two.token,
  );
});

describe('who sees what', () => {
  it('shows each teacher only their own draft, and an administrator both', async () => {
    const mine = await search(one.token, { q: 'qorven' });
    expect(mine.status, mine.body.message).toBe(200);
    expect(mine.body.result.groups.map((g) => [g.resource, g.total])).toEqual([['teachingContribution', 1]]);
    expect(mine.body.result.groups[0].hits.map((h) => h.id)).toEqual([ids.one]);
    // Nothing of the other teacher's record leaves the server, not even in a count.
    expect(mine.raw).not.toContain('Case teaching clinic');
    expect((await hitsOf(two.token, { q: 'qorven' })).map((h) => h.id)).toEqual([ids.two]);
    const all = await hitsOf(admin, { q: 'Qorvenix' });
    expect(all.map((h) => h.id).sort()).toEqual([ids.one, ids.two].sort());
  });

  it('ranks a title match above a match in the text, and marks the words', async () => {
    const [first, second] = await hitsOf(admin, { q: 'qorvenix' });
    expect(first.id).toBe(ids.one);
    expect(marked(first.title)).toEqual(['Qorvenix']);
    expect(first.snippet).toEqual([]);
    expect(second.id).toBe(ids.two);
    expect(text(second.title)).toBe('Case teaching clinic');
    expect(marked(second.snippet)).toEqual(['Qorvenix']);
    expect(first.year).toBe(2025);
  });

  it('refuses a caller without infoRetrieval:query', async () => {
    const student = await buildUser(t.database.db, { roles: [] });
    const token = await t.tokenFor(student.username);
    expect((await search(token, { q: 'qorvenix' })).status).toBe(403);
    expect((await t.api.get('/aacsb/search/types', { token })).status).toBe(403);
    expect((await t.api.post('/aacsb/search/rebuild', {}, { token: one.token })).status).toBe(403);
  });
});

describe('Chinese', () => {
  it('finds a phrase inside a record’s text and marks it in the snippet', async () => {
    const hits = await hitsOf(one.token, { q: '翻转课堂实践' });
    expect(hits.map((h) => h.id)).toEqual([ids.chinese]);
    expect(marked(hits[0].snippet)).toEqual(['翻转课堂实践']);
    expect(text(hits[0].title)).toBe('课程改革总结');
  });

  it('needs the characters together, not only each pair somewhere', async () => {
    expect(await hitsOf(admin, { q: '闭环改进' })).toEqual([]);
    expect((await hitsOf(admin, { q: '环改' })).map((h) => h.id)).toEqual([ids.scattered]);
    expect((await hitsOf(admin, { q: '"改进措施"' })).map((h) => h.id)).toEqual([ids.scattered]);
  });
});

describe('filters and types', () => {
  it('filters by type and year', async () => {
    const byType = await hitsOf(admin, { q: 'qorvenix', types: 'course,syllabus' });
    expect(byType).toEqual([]);
    const ofType = await hitsOf(admin, { q: 'qorvenix', types: 'teachingContribution' });
    expect(ofType).toHaveLength(2);
    expect((await hitsOf(admin, { q: 'qorvenix', year: 2024 })).map((h) => h.id)).toEqual([ids.two]);
    expect(await hitsOf(admin, { q: 'qorvenix', year: 2023 })).toEqual([]);
  });

  it('filters by standard (and the standards below it), from a record’s field and from evidence tags', async () => {
    const plan = await add(
      'continuousImprovement',
      { finding: 'Qorvenix gap in rubric use', action: 'Calibrate', status: '1', standards: 'AACSB-5' },
      admin,
    );
    await t.database.db
      .insert(evidenceTag)
      .values({ resource: 'teachingContribution', recordId: ids.two, standard: 'EQUIS-2' });
    await reindexRecords(t.database.db, 'teachingContribution', [ids.two]);
    const under = async (standard: string) =>
      (await hitsOf(admin, { q: 'qorvenix', standard })).map((h) => h.id).sort();
    expect(await under('AACSB-5')).toEqual([plan]);
    expect(await under('AACSB')).toEqual([plan]);
    expect(await under('EQUIS')).toEqual([ids.two]);
    expect(await under('AMBA')).toEqual([]);
    const [tagged] = (await hitsOf(admin, { q: 'qorvenix', standard: 'EQUIS-2' })).map((h) => h.standards);
    expect(tagged).toEqual(['EQUIS-2']);
  });

  it('pages one type, keeping its rank order and count', async () => {
    const page = async (pageNo: number) => {
      const res = await search(admin, { q: 'qorvenix', types: 'teachingContribution', size: 1, pageNo });
      expect(res.status, res.body.message).toBe(200);
      const [group] = res.body.result.groups;
      return { total: group.total, more: group.more, ids: group.hits.map((h) => h.id) };
    };
    expect(await page(1)).toEqual({ total: 2, more: false, ids: [ids.one] });
    expect(await page(2)).toEqual({ total: 2, more: false, ids: [ids.two] });
    expect(await page(3)).toEqual({ total: 2, more: false, ids: [] });
  });

  it('refuses an unknown type and a query without words, in the caller’s language', async () => {
    const unknown = await search(admin, { q: 'x', types: 'nothing' }, 'zh-CN');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('nothing');
    const empty = await search(admin, { q: '!!! ,,,' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/word/);
  });

  it('lists the types a teacher may search, named in their language', async () => {
    const res = await t.api.get<{ resource: string; label: string }[]>('/aacsb/search/types', {
      token: one.token,
      lang: 'zh-CN',
    });
    expect(res.status).toBe(200);
    const names = res.body.result.map((r) => r.resource);
    expect(names).toContain('teachingContribution');
    expect(names).toContain('syllabus');
    expect(names).not.toContain('student');
    expect(names).not.toContain('moduleFieldCustomization');
    expect(res.body.result.every((r) => r.label && r.label !== r.resource)).toBe(true);
  });
});

describe('keeping the index in step', () => {
  it('follows an edit and drops a deleted record', async () => {
    const id = await add('teachingContribution', draft(one, 'Brivantel seminar', 'Short.'), one.token);
    expect((await hitsOf(one.token, { q: 'brivantel' })).map((h) => h.id)).toEqual([id]);
    const edit = await t.api.put(
      '/aacsb/teachingContribution/edit',
      { id, ...draft(one, 'Morlacite seminar', 'Short.') },
      { token: one.token },
    );
    expect(edit.status, edit.body.message).toBe(200);
    expect(await hitsOf(one.token, { q: 'brivantel' })).toEqual([]);
    expect((await hitsOf(one.token, { q: 'morlac' })).map((h) => h.id)).toEqual([id]);
    const del = await t.api.delete('/aacsb/teachingContribution/delete', { token: one.token, query: { id } });
    expect(del.status, del.body.message).toBe(200);
    expect(await hitsOf(admin, { q: 'morlac' })).toEqual([]);
  });

  it('catches rows written and deleted outside the engine with a sweep, and a rebuild', {
    timeout: 180_000,
  }, async () => {
    const db = t.database.db;
    const [row] = await db
      .insert(contributions)
      .values({ ...draft(one, 'Zentrovia clinic', ''), createBy: one.username })
      .returning();
    expect(await hitsOf(admin, { q: 'zentrovia' })).toEqual([]);
    await sweepSearchIndex(db);
    expect((await hitsOf(one.token, { q: 'zentrovia' })).map((h) => h.id)).toEqual([row.id]);
    await db.delete(contributions).where(eq(contributions.id, String(row.id)));
    await sweepSearchIndex(db);
    expect(await hitsOf(admin, { q: 'zentrovia' })).toEqual([]);
    await db.insert(contributions).values({ ...draft(two, 'Zentrovia again', ''), createBy: two.username });
    expect(await rebuildSearchIndex(db)).toBeGreaterThan(4);
    expect((await hitsOf(two.token, { q: 'zentrovia' })).map((h) => text(h.title))).toEqual([
      'Zentrovia again',
    ]);
    expect((await hitsOf(admin, { q: 'qorvenix', types: 'teachingContribution' })).length).toBe(2);
  });

  it('lets an administrator ask for a rebuild', async () => {
    const res = await t.api.post<{ queued: boolean }>('/aacsb/search/rebuild', {}, { token: admin });
    expect(res.status, res.body.message).toBe(200);
    expect(typeof res.body.result.queued).toBe('boolean');
  });
});
