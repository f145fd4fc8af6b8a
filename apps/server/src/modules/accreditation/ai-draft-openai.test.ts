import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { setAi } from '../ai/testing.ts';
import { evidenceTag } from '../evidence/schema.ts';
import { sysUser } from '../system/schema.ts';

/**
 * AI drafts with an OpenAI-compatible provider (a small chat-completions server started here):
 * the model is given only figures and records the author may open, numbered; what it writes is
 * kept sentence by sentence only where a sentence cites a number it was given, and its numbers
 * become links. Records are this file's own ("O21").
 */
const asked: string[] = [];
let answer = '';

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });
}

const server: Server = createServer(async (req, res) => {
  const body = JSON.parse(await readBody(req)) as { messages: { role: string; content: string }[] };
  asked.push(body.messages.map((m) => m.content).join('\n'));
  if (answer === 'fail') {
    res.writeHead(500).end('{"error":"boom"}');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const piece of answer.match(/[\s\S]{1,12}/g) ?? [])
    res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
  res.end('data: [DONE]\n\n');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const t = useTestApp({ AI_PROVIDER: 'openai', AI_BASE_URL: baseUrl, AI_MODEL: 'local-model' });

interface Draft {
  html: string;
  citations: { n: number; label: string; href: string; kind: string; id?: string }[];
  provider: string;
}

let admin: string;
let head: string;
const ids: Record<string, string> = {};

async function add(resource: string, body: Record<string, unknown>): Promise<string> {
  const res = await t.api.post<{ id: string }>(`/aacsb/${resource}/add`, body, { token: admin });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result.id;
}

beforeAll(async () => {
  admin = await t.tokenFor('admin');
  head = await t.tokenFor('progadmin');
  await setAi(t.database.db, { on: true, aiSelf: 'yes' });
  const [user] = await t.database.db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(eq(sysUser.username, 'progadmin'));
  ids.project = await add('accreditationProject', { name: 'O21 project', scheme: 'AACSB-CIR' });
  ids.report = await add('certificationReport', { projectId: ids.project, title: 'O21 report', year: 2025 });
  ids.section = await add('reportSection', {
    reportId: ids.report,
    title: 'O21 Resources',
    standard: 'AACSB-2',
    editorId: user.id,
    sortNo: 90_000,
  });
  ids.space = await add('physicalResource', {
    nameZh: 'O21 密室',
    nameEn: 'O21 hidden room',
    category: '2',
    year: 2025,
  });
  ids.minutes = await add('certificationReport', {
    projectId: ids.project,
    title: 'O21 board minutes',
    year: 2025,
  });
  await t.database.db.insert(evidenceTag).values([
    { resource: 'physicalResource', recordId: ids.space, standard: 'AACSB-2', createBy: 'admin' },
    { resource: 'certificationReport', recordId: ids.minutes, standard: 'AACSB-2', createBy: 'admin' },
  ]);
});

describe('AI draft with an OpenAI-compatible provider', () => {
  it('gives the model only what the author may open and keeps only cited sentences', async () => {
    answer =
      'The board reviews resources every year, as its minutes show [1]. Its spaces were 88.9% used [1]. The campus is the finest in Asia [9]. It is well funded.\n\nSources: [1] O21 board minutes';
    const res = await t.api.post<Draft>('/aacsb/reportSection/aiDraft', { id: ids.section }, { token: head });
    expect(res.status, res.body.message).toBe(200);
    const sent = asked.at(-1) ?? '';
    expect(sent).toContain('O21 board minutes');
    expect(sent).not.toContain('O21 hidden room');
    const d = res.body.result;
    expect(d.provider).toBe('openai');
    const minutes = d.citations.find((c) => c.id === ids.minutes);
    expect(minutes).toBeDefined();
    expect(d.html).toContain('The board reviews resources every year, as its minutes show');
    expect(d.html).toContain(`data-citation="${minutes?.n}"`);
    expect(d.html).toContain('Its spaces were 88.9% used');
    expect(d.html).not.toContain('finest in Asia');
    expect(d.html).not.toContain('well funded');
    expect(d.html).not.toContain('Sources');
    expect(d.citations.map((c) => c.n)).toEqual([minutes?.n]);
  });

  it('keeps nothing when the model cites nothing, and says when the service fails', async () => {
    answer = 'A fine school with many rooms.';
    const uncited = await t.api.post('/aacsb/reportSection/aiDraft', { id: ids.section }, { token: head });
    expect(uncited.status).toBe(502);
    expect(uncited.body.message).toMatch(/nothing was kept/);
    answer = 'fail';
    const failed = await t.api.post('/aacsb/reportSection/aiDraft', { id: ids.section }, { token: head });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toMatch(/did not answer/);
  });
});
