import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';

/**
 * Statement history over HTTP (issue 19 item 1): a mission adopted, revised through the review
 * workflow, its history with both versions, what it said in a past year, the differences between
 * versions, and an expert who reads it all but can change nothing. The demo school may hold its
 * own versions, so these records take dates of their own (2001, 2005) and the checks name them.
 */
const t = useTestApp();
let admin: string;
let expert: string;

type Version = {
  id: string;
  state: string;
  validTo: string | null;
  contentZh: string;
  contentEn: string | null;
};
type History = {
  inForceId: string | null;
  years: number[];
  year: { year: number; asOf: string; versionId: string | null; versionIds: string[] } | null;
  versions: Version[];
};
type Compare = {
  zh: { segments: { type: string; text: string }[]; stats: { added: number; removed: number } };
  en: { segments: { type: string; text: string }[]; stats: { added: number; removed: number } };
};

const add = (body: Record<string, unknown>, token = admin, lang = 'en-US') =>
  t.api.post<{ id: string }>('/aacsb/mission/add', body, { token, lang });
const review = (ids: string, action: string, token = admin, reason?: string) =>
  t.api.post<{ count: number }>('/aacsb/mission/processBatch', { ids, action, reason }, { token });
const history = async (year?: number, token = admin) => {
  const res = await t.api.get<History>('/aacsb/mission/history', { token, query: { year } });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result;
};

const V1 = {
  contentZh: '<p>培养具有全球视野的商业领袖</p>',
  contentEn: '<p>We educate responsible business leaders for China.</p>',
  effectiveDate: '2001-02-03',
  approvedBy: 'School council (test)',
  changeNote: 'First mission',
};
const V2 = {
  ...V1,
  contentZh: '<p>培养具有全球视野和社会责任的商业领袖</p>',
  contentEn: '<p>We educate responsible and innovative leaders for Asia and the world.</p>',
  effectiveDate: '2005-06-07',
  changeNote: 'Revision after the 2005 review',
};
let v1 = '';
let v2 = '';

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  expert = await t.tokenFor('expert');
  const first = await add(V1);
  expect(first.status, first.body.message).toBe(200);
  v1 = first.body.result.id;
  // Approving needs the statement screens' review button (mission:review) in the menu.
  const approved = await review(v1, 'approve');
  expect(approved.status, `approve: ${approved.body.message}`).toBe(200);
});

describe('revising the mission through the review workflow', () => {
  it('locks an approved version: a revision is a new version', async () => {
    const edit = await t.api.put('/aacsb/mission/edit', { ...V1, id: v1, changeNote: 'x' }, { token: admin });
    expect(edit.status).toBe(400);
    const res = await add(V2);
    expect(res.status, res.body.message).toBe(200);
    v2 = res.body.result.id;
  });

  it('does not count the revision before it is approved', async () => {
    const h = await history(2006);
    expect(h.versions.find((v) => v.id === v2)?.state).toBe('pending');
    expect(h.year?.versionId).toBe(v1);
  });

  it('refuses a second live version on the same date, in the caller language, and stores nothing', async () => {
    const before = (await history()).versions.length;
    const res = await add({ ...V2, changeNote: 'duplicate' }, admin, 'zh-CN');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('该声明已有另一版本在此日期生效');
    expect((await history()).versions.length).toBe(before);
  });

  it('shows both versions once the revision is approved, with its approval history', async () => {
    expect((await review(v2, 'approve')).status).toBe(200);
    const trail = await t.api.get<{ action: string; toStatus: number }[]>('/aacsb/mission/approvalHistory', {
      token: admin,
      query: { id: v2 },
    });
    expect(trail.body.result.map((e) => [e.action, e.toStatus])).toEqual([['approve', 1]]);
    const h = await history();
    const mine = h.versions.filter((v) => v.id === v1 || v.id === v2);
    // Newest first; the first version held until the day before the revision took effect.
    expect(mine.map((v) => v.id)).toEqual([v2, v1]);
    expect(mine[1]?.state).toBe('superseded');
    expect(mine[1]?.validTo).toBe('2005-06-06');
    expect(mine[0]?.contentZh).toBe(V2.contentZh);
    expect(h.years).toContain(2001);
  });

  it('tells what the mission said in a past year, and both versions of the year it changed', async () => {
    expect((await history(2000)).year?.versionId).toBeNull();
    const y2003 = (await history(2003)).year;
    expect(y2003).toEqual({ year: 2003, asOf: '2003-12-31', versionId: v1, versionIds: [v1] });
    const y2005 = (await history(2005)).year;
    expect(y2005?.versionId).toBe(v2);
    expect(y2005?.versionIds).toEqual([v1, v2]);
  });

  it('shows the differences: Chinese per character, English per word', async () => {
    const res = await t.api.get<Compare>('/aacsb/mission/compare', {
      token: admin,
      query: { fromId: v1, toId: v2 },
    });
    expect(res.status, res.body.message).toBe(200);
    const { zh, en } = res.body.result;
    expect(zh.segments).toEqual([
      { type: 'same', text: '培养具有全球视野' },
      { type: 'added', text: '和社会责任' },
      { type: 'same', text: '的商业领袖' },
    ]);
    expect(zh.stats).toEqual({ added: 5, removed: 0 });
    expect(en.segments.filter((s) => s.type === 'removed').map((s) => s.text)).toEqual([
      'business ',
      'China',
    ]);
    expect(en.segments.filter((s) => s.type === 'added').map((s) => s.text)).toEqual([
      'and innovative ',
      'Asia and the world',
    ]);
    const missing = await t.api.get('/aacsb/mission/compare', {
      token: admin,
      query: { fromId: v1, toId: 'no-such-version' },
    });
    expect(missing.status).toBe(404);
  });

  it('lets a rejected version give up its date to its replacement', async () => {
    const res = await add({ ...V2, effectiveDate: '2009-01-01', changeNote: 'to reject' });
    const rejected = res.body.result.id;
    expect((await review(rejected, 'reject', admin, 'Not agreed by the council')).status).toBe(200);
    const again = await add({ ...V2, effectiveDate: '2009-01-01', changeNote: 'second try' });
    expect(again.status, again.body.message).toBe(200);
    const h = await history(2009);
    expect(h.versions.find((v) => v.id === rejected)?.state).toBe('rejected');
    // Neither the rejected nor the pending version speaks for 2009.
    expect(h.year?.versionId).toBe(v2);
  });

  it('keeps script out of the stored statement', async () => {
    const res = await add({
      ...V1,
      effectiveDate: '2010-10-10',
      contentEn: '<p>Ok<script>alert(1)</script></p>',
    });
    expect(res.status).toBe(200);
    const stored = (await history()).versions.find((v) => v.id === res.body.result.id);
    expect(stored?.contentEn).toContain('Ok');
    expect(stored?.contentEn).not.toContain('script');
  });

  it('refuses a year that is not a year, without a server error', async () => {
    const res = await t.api.get('/aacsb/mission/history', { token: admin, query: { year: 'abc' } });
    expect(res.status).toBe(400);
  });
});

describe('the expert', () => {
  it('reads the history and the differences', async () => {
    const h = await history(2003, expert);
    expect(h.year?.versionId).toBe(v1);
    expect(h.versions.some((v) => v.id === v2)).toBe(true);
    const diff = await t.api.get('/aacsb/vision/history', { token: expert });
    expect(diff.status).toBe(200);
  });

  it('cannot add, revise, approve or delete a version', async () => {
    expect((await add({ ...V1, effectiveDate: '2012-12-12' }, expert)).status).toBe(403);
    expect((await t.api.put('/aacsb/mission/edit', { ...V1, id: v1 }, { token: expert })).status).toBe(403);
    expect((await review(v2, 'cancel', expert, 'no')).status).toBe(403);
    expect((await t.api.delete('/aacsb/mission/delete', { token: expert, query: { id: v2 } })).status).toBe(
      403,
    );
    // Nothing changed: the revision still stands for 2005.
    expect((await history(2005)).year?.versionId).toBe(v2);
  });
});
