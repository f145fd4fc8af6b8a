import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { computeYear } from '../qualification/service.ts';
import { askTimes, setAi } from './testing.ts';
import { issueTicket } from './ticket.ts';

/**
 * The chat over HTTP with the built-in provider: permission and school switch, the streamed
 * answer with its sources, the question counter, the ticket of the external variant, and the
 * history that only its owner can read, rate or delete.
 */
const t = useTestApp({ AI_BUILTIN_PACE_MS: '0' });
let teacher = '';
let secretary = '';
let student = '';

beforeAll(async () => {
  teacher = await t.tokenFor('teacher');
  secretary = await t.tokenFor('secretary');
  student = await t.tokenFor('student');
  await setAi(t.database.db, { on: true, external: false });
});

describe('POST /ai/aiChat', () => {
  it('streams a sourced answer in the question’s language and counts it', async () => {
    const before = await askTimes(t.database.db);
    const res = await t.api.post(
      '/ai/aiChat',
      { question: 'How do I add a journal article?' },
      { token: teacher },
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.raw).toContain('Journal Articles');
    expect(res.raw).toMatch(/Sources: .*\/ImpactOfScholarship\/journal-article/);
    expect(await askTimes(t.database.db)).toBe(before + 1);

    const zh = await t.api.post('/ai/aiChat', undefined, {
      token: teacher,
      query: { question: '审核流程是怎样的？' },
    });
    expect(zh.status).toBe(200);
    expect(zh.raw).toContain('未审核');
    expect(zh.raw).not.toContain('Unreviewed');
  });

  it('refuses a role without the permission, an empty or too long question, and a switched-off school', async () => {
    expect(
      (await t.api.post('/ai/aiChat', { question: 'What can you do?' }, { token: student })).status,
    ).toBe(403);
    expect((await t.api.post('/ai/aiChat', { question: '   ' }, { token: teacher })).status).toBe(400);
    expect((await t.api.post('/ai/aiChat', { question: 'x'.repeat(2001) }, { token: teacher })).status).toBe(
      400,
    );
    await setAi(t.database.db, { on: false });
    const off = await t.api.post(
      '/ai/aiChat',
      { question: 'What can you do?' },
      { token: teacher, lang: 'en-US' },
    );
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('The AI consultant is switched off in the school settings.');
    await setAi(t.database.db, { on: true });
  });

  it('without a token needs a valid, fresh ticket and external access, and gives no school figures', async () => {
    const now = String(Date.now());
    expect((await t.api.get('/ai/getMd5Message', { query: { timeStamp: now } })).status).toBe(403);
    await setAi(t.database.db, { external: true });
    const issued = await t.api.get<string>('/ai/getMd5Message', { query: { timeStamp: now } });
    expect(issued.status).toBe(200);
    expect(issued.body.result).toMatch(/^[0-9a-f]{64}$/);
    // A ticket for a time far from now is not issued (it would stay valid for as long).
    expect(
      (await t.api.get('/ai/getMd5Message', { query: { timeStamp: String(Date.now() + 3_600_000) } })).status,
    ).toBe(400);

    const ok = await t.api.post('/ai/aiChat', {
      question: 'What is our SA ratio this year?',
      ticket: issued.body.result,
      timeStamp: now,
    });
    expect(ok.status).toBe(200);
    expect(ok.raw).toContain('only given to signed-in users');
    expect(ok.raw).not.toMatch(/\d+\.\d%/);

    const forged = await t.api.post('/ai/aiChat', { question: 'hi', ticket: 'a'.repeat(64), timeStamp: now });
    expect(forged.status).toBe(401);
    // Someone who knows the old scheme (an unkeyed MD5 of the timestamp) gets nowhere either.
    const md5 = (await import('node:crypto')).createHash('md5').update(now).digest('hex');
    expect((await t.api.post('/ai/aiChat', { question: 'hi', ticket: md5, timeStamp: now })).status).toBe(
      401,
    );

    const old = String(Date.now() - 6 * 60_000);
    const stale = await t.api.post(
      '/ai/aiChat',
      { question: 'hi', ticket: await issueTicket(t.database.db, old), timeStamp: old },
      { lang: 'en-US' },
    );
    expect(stale.status).toBe(401);
    expect(stale.body.message).toBe('The ticket has expired. Ask for a new one.');
    expect((await t.api.post('/ai/aiChat', { question: 'hi' })).status).toBe(401);
    await setAi(t.database.db, { external: false });
    expect(
      (await t.api.post('/ai/aiChat', { question: 'hi', ticket: issued.body.result, timeStamp: now })).status,
    ).toBe(403);
  });
});

describe('the demo school', () => {
  it('gets the same SA ratio and Table 8-1 count as the qualification tables', async () => {
    const admin = await t.tokenFor('admin');
    const c = await computeYear(t.database.db, 2025);
    const sa = c.tables.table31.total.sa.shown;
    expect(sa).not.toBeNull();
    const answer = await t.api.post(
      '/ai/aiChat',
      { question: 'What is our SA ratio in 2025?' },
      { token: admin, lang: 'en-US' },
    );
    expect(answer.raw).toContain(`SA ratio for the whole school in 2025: ${sa?.toFixed(1)}%`);
    const c81 = await computeYear(t.database.db, 2025, { baseYear: 2025 });
    const fin = c81.tables.table81.rows.find((r) => r.nameEn === 'Finance');
    const count = await t.api.post(
      '/ai/aiChat',
      { question: 'How many peer-reviewed articles did Finance publish?' },
      { token: admin, lang: 'en-US' },
    );
    expect(count.raw).toContain(`Finance: ${fin?.columns.prj ?? 0} peer-reviewed journal articles`);
  });
});

describe('AI chat history', () => {
  type Page = {
    records: { id: string; question: string; statue: string; createBy: string }[];
    total: number;
  };
  const list = (token: string, query: Record<string, string | number> = {}) =>
    t.api.get<Page>('/aacsb/aiChatHistory/list', {
      token,
      query: { pageNo: 1, pageSize: -1, column: 'create_time', order: 'desc', ...query },
    });

  it('keeps each question for its owner only, newest first, searchable by *word*', async () => {
    const first = await t.api.post<{ id: string }>(
      '/aacsb/aiChatHistory/add',
      { question: 'What is AACSB Standard 5?', answer: 'AoL' },
      { token: teacher },
    );
    expect(first.status).toBe(200);
    const second = await t.api.post<{ id: string }>(
      '/aacsb/aiChatHistory/add',
      { question: 'How does Table 8-1 count?', answer: 'By discipline' },
      { token: teacher },
    );
    await t.api.post(
      '/aacsb/aiChatHistory/add',
      { question: 'Secretary’s own question about Table 8-1', answer: '...' },
      { token: secretary },
    );

    const mine = await list(teacher, { createBy: 'secretary' });
    expect(mine.body.result.records.map((r) => r.id)).toEqual([second.body.result.id, first.body.result.id]);
    expect(mine.body.result.records.every((r) => r.createBy === 'teacher')).toBe(true);
    const found = await list(teacher, { question: '*table 8*' });
    expect(found.body.result.records.map((r) => r.question)).toEqual(['How does Table 8-1 count?']);
    // LIKE metacharacters are literal text.
    expect((await list(teacher, { question: '*%*' })).body.result.total).toBe(0);
    expect((await list(secretary)).body.result.records.map((r) => r.question)).toEqual([
      'Secretary’s own question about Table 8-1',
    ]);
    expect((await list(teacher, { column: 'answer' })).status).toBe(400);
  });

  it('rates and deletes only one’s own records', async () => {
    const added = await t.api.post<{ id: string }>(
      '/aacsb/aiChatHistory/add',
      { question: 'Rate me', answer: 'ok' },
      { token: teacher },
    );
    const id = added.body.result.id;
    expect(
      (await t.api.put('/aacsb/aiChatHistory/edit', { id, statue: 2 }, { token: secretary })).status,
    ).toBe(404);
    expect(
      (await t.api.delete('/aacsb/aiChatHistory/delete', { token: secretary, query: { id } })).status,
    ).toBe(404);
    const rated = await t.api.put<{ statue: string }>(
      '/aacsb/aiChatHistory/edit',
      { id, statue: 2 },
      { token: teacher },
    );
    expect(rated.body.result.statue).toBe('2');
    const reset = await t.api.put<{ statue: string }>(
      '/aacsb/aiChatHistory/edit',
      { id, statue: '0' },
      { token: teacher },
    );
    expect(reset.body.result.statue).toBe('0');
    expect((await t.api.put('/aacsb/aiChatHistory/edit', { id, statue: 3 }, { token: teacher })).status).toBe(
      400,
    );
    const gone = await t.api.delete('/aacsb/aiChatHistory/delete', {
      token: teacher,
      query: { id },
      lang: 'en-US',
    });
    expect(gone.body.message).toBe('Deleted successfully');
    expect((await list(teacher, { question: '*Rate me*' })).body.result.total).toBe(0);
    expect((await list(student)).status).toBe(403);
  });

  it('leaves questions and answers out of the operation log', async () => {
    await t.api.post(
      '/aacsb/aiChatHistory/add',
      { question: 'A private worry about my tenure', answer: 'x' },
      { token: teacher },
    );
    const { sysLog } = await import('../system/schema.ts');
    const rows = await t.database.db.select({ p: sysLog.requestParam }).from(sysLog);
    expect(rows.some((r) => (r.p ?? '').includes('private worry'))).toBe(false);
  });
});

describe('translation drafts', () => {
  it('translates controlled vocabulary and says plainly when it cannot', async () => {
    const term = await t.api.post<{ text: string; translated: boolean }>(
      '/ai/aiTranslate',
      { text: '期刊论文' },
      { token: teacher },
    );
    expect(term.body.result).toMatchObject({ text: 'Journal Articles', translated: true });
    const back = await t.api.post<{ text: string }>(
      '/ai/aiTranslate',
      { text: 'Scholarly Academic' },
      { token: teacher },
    );
    expect(back.body.result.text).toBe('学术型学者');
    const free = await t.api.post<{ text: string | null; translated: boolean; message: string }>(
      '/ai/aiTranslate',
      { text: '数字化转型对中小企业绩效的影响' },
      { token: teacher, lang: 'en-US' },
    );
    expect(free.body.result.translated).toBe(false);
    expect(free.body.result.text).toBeNull();
    expect(free.body.result.message).toMatch(/cannot translate this free text/);

    const all = await t.api.post<{ fields: Record<string, string>; untranslated: string[] }>(
      '/ai/aiTranslateAll',
      { record: { titleZh: '一篇自由文本的题目', titleEn: '', name: '', nameEn: 'Monograph', level: '1' } },
      { token: teacher },
    );
    expect(all.body.result.fields).toEqual({ name: '专著' });
    expect(all.body.result.untranslated).toEqual(['titleEn']);
  });
});
