import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { buildTeacher } from './testing.ts';

/**
 * "My contributions": research outputs a person authors or entered, and the teaching and
 * engagement records about them, whoever entered them; counted by review state; never anyone
 * else's records, whatever the caller's data rules would allow.
 */
const t = useTestApp();
type Rec = Record<string, unknown> & { id: string };
type Page = { records: Rec[]; total: number };
type Counts = { kind: string; total: number; unreviewed: number; reviewed: number; rejected: number };

const mine = (kind: string, token: string, query: Record<string, string | number> = {}) =>
  t.api.get<Page>(`/aacsb/${kind}/mine`, { token, query: { pageSize: 1000, ...query } });
const summary = async (token: string) =>
  (await t.api.get<Counts[]>('/aacsb/contributions/mine', { token })).body.result;

const teaching = (teacherId: string, title: string) => ({
  type: '3',
  teacherId,
  title,
  level: '2',
  startTime: '2025-03-01',
  endTime: '2025-06-30',
});

describe('my contributions', () => {
  it('counts the demo teacher’s records of every kind by review state, exactly as stored', async () => {
    const token = await t.tokenFor('teacher');
    const [expected] = await t.database.rows<{
      outputs: number;
      teaching: number;
      engagement: number;
      rejected: number;
    }>(sql`
      with me as (select t.id from teacher t join sys_user u on u.id = t.user_id where u.username = 'teacher')
      select
        (select count(*)::int from research_output o where o.create_by = 'teacher'
           or o.id in (select a.output_id from research_output_author a where a.teacher_id in (select id from me))) as outputs,
        (select count(*)::int from teaching_contribution where teacher_id in (select id from me)) as teaching,
        (select count(*)::int from professional_engagement where teacher_id in (select id from me)) as engagement,
        (select count(*)::int from teaching_contribution where teacher_id in (select id from me) and review_status = 2) as rejected`);
    const counts = await summary(token);
    expect(counts.map((c) => [c.kind, c.total])).toEqual([
      ['researchOutput', expected.outputs],
      ['teachingContribution', expected.teaching],
      ['professionalEngagement', expected.engagement],
    ]);
    expect(expected.outputs).toBeGreaterThan(8);
    expect(expected.teaching).toBeGreaterThan(0);
    expect(expected.engagement).toBeGreaterThan(0);
    for (const c of counts) expect(c.unreviewed + c.reviewed + c.rejected).toBe(c.total);
    expect(counts[1].rejected).toBe(expected.rejected);
    for (const c of counts) expect((await mine(c.kind, token)).body.result.total).toBe(c.total);
  });

  it('lists the teaching and engagement records about the caller, whoever entered them, and nobody else’s', async () => {
    const admin = await t.tokenFor('admin');
    const me = await buildTeacher(t);
    const colleague = await buildTeacher(t);
    const byAdmin = await t.api.post<{ id: string }>(
      '/aacsb/teachingContribution/add',
      teaching(me.teacherId, 'Teaching award (entered by the office)'),
      { token: admin },
    );
    await t.api.post('/aacsb/teachingContribution/add', teaching(me.teacherId, 'Course redesign'), {
      token: me.token,
    });
    await t.api.post('/aacsb/teachingContribution/add', teaching(colleague.teacherId, 'Not mine'), {
      token: colleague.token,
    });
    await t.api.post(
      '/aacsb/teachingContribution/processBatch',
      { ids: byAdmin.body.result.id, action: 'approve' },
      { token: admin },
    );
    const list = await mine('teachingContribution', me.token);
    expect(list.body.result.records.map((r) => r.title).sort()).toEqual([
      'Course redesign',
      'Teaching award (entered by the office)',
    ]);
    expect(list.body.result.records.every((r) => r.teacherId === me.teacherId)).toBe(true);
    const approved = await mine('teachingContribution', me.token, { reviewStatus: 1 });
    expect(approved.body.result.records.map((r) => r.title)).toEqual([
      'Teaching award (entered by the office)',
    ]);
    expect(approved.body.result.records[0].reviewStatus_dictText).toBe('Reviewed');
    const counts = await summary(me.token);
    expect(counts.find((c) => c.kind === 'teachingContribution')).toMatchObject({
      total: 2,
      reviewed: 1,
      unreviewed: 1,
    });
    expect(counts.find((c) => c.kind === 'researchOutput')?.total).toBe(0);
    // An administrator's own contributions are theirs too: none, though they may list everyone's.
    expect((await mine('teachingContribution', admin)).body.result.total).toBe(0);
  });

  it('offers only the kinds the role may list', async () => {
    // The research secretary reads outputs and engagement, not teaching records.
    const token = await t.tokenFor('secretary');
    expect((await summary(token)).map((c) => c.kind)).toEqual(['researchOutput', 'professionalEngagement']);
    expect((await mine('teachingContribution', token)).status).toBe(403);
  });
});
