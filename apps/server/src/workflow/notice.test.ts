import { describe, expect, it } from 'vitest';
import { buildTeacher, journalArticle } from '../modules/faculty/testing.ts';
import { useTestApp } from '../test/harness.ts';

/**
 * A submitter's notice of a decision names the record (its title in each language, its type) and
 * links to it; after a batch decision each submitter hears only of their own records.
 */
const t = useTestApp();
type Note = { title: string; content: string };
type Page = { records: Note[] };

async function inbox(token: string): Promise<Note[]> {
  const res = await t.api.get<Page>('/aacsb/viewUserNotification/list', {
    token,
    query: { pageSize: 50 },
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.records;
}

async function addOutput(token: string, titleZh: string, titleEn: string): Promise<string> {
  const res = await t.api.post<{ id: string }>(
    '/aacsb/researchOutput/add',
    journalArticle({ titleZh, titleEn }),
    { token },
  );
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.id;
}

describe('decision notices', () => {
  it('name the approved record by title and type, in every language, with a link to open it', async () => {
    const admin = await t.tokenFor('admin');
    const author = await buildTeacher(t);
    const id = await addOutput(author.token, '平台治理与创新绩效', 'Platform governance and innovation');
    const approved = await t.api.post(
      '/aacsb/researchOutput/processBatch',
      { ids: id, action: 'approve' },
      { token: admin },
    );
    expect(approved.status, approved.body.message).toBe(200);
    const [note] = await inbox(author.token);
    expect(note.title).toBe(
      '提交已审核通过: 平台治理与创新绩效 / Submission approved: Platform governance and innovation',
    );
    expect(note.content).toContain('Your <a href="/ImpactOfScholarship/contributions?open=');
    expect(note.content).toContain(`open=${id}"`);
    expect(note.content).toContain(
      '>Platform governance and innovation</a> (Journal Articles) was approved.',
    );
    expect(note.content).toContain('>平台治理与创新绩效</a>');
  });

  it('tell each submitter of a batch only about their own records, and why a record was rejected', async () => {
    const admin = await t.tokenFor('admin');
    const first = await buildTeacher(t);
    const second = await buildTeacher(t);
    const a = await addOutput(first.token, '甲', 'First paper');
    const b = await addOutput(first.token, '乙', 'Second paper');
    const c = await addOutput(second.token, '丙', 'Third paper');
    const rejected = await t.api.post(
      '/aacsb/researchOutput/processBatch',
      { ids: [a, b, c].join(','), action: 'reject', reason: 'Attach the <full> text' },
      { token: admin },
    );
    expect(rejected.status, rejected.body.message).toBe(200);
    const [toFirst] = await inbox(first.token);
    expect(toFirst.content).toContain('2 record(s) of');
    expect(toFirst.content).toContain('First paper');
    expect(toFirst.content).toContain('Second paper');
    expect(toFirst.content).not.toContain('Third paper');
    expect(toFirst.content).toContain('Attach the &lt;full&gt; text');
    const [toSecond] = await inbox(second.token);
    expect(toSecond.title).toContain('Third paper');
    expect(toSecond.content).toContain(
      '>Third paper</a> (Journal Articles) was rejected: Attach the &lt;full&gt; text',
    );
    expect(toSecond.content).not.toContain('First paper');
  });
});
