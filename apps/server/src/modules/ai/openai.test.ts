import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { openAiProvider, systemPrompt } from './providers/openai.ts';
import { setAi } from './testing.ts';
import type { ChatContext } from './types.ts';

/**
 * The OpenAI-compatible provider against a small chat-completions server started here, which
 * streams real server-sent events (with pauses, a comment line and CRLF endings), breaks off a
 * stream on request, or fails.
 */
interface Seen {
  auth: string | undefined;
  body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
}
const seen: Seen[] = [];
const PIECES = ['The SA ', 'ratio ', 'is ', '37.0%.'];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });
}

const server: Server = createServer(async (req, res) => {
  const body = JSON.parse(await readBody(req)) as Seen['body'];
  seen.push({ auth: req.headers.authorization, body });
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
  if (user.includes('fail')) {
    res.writeHead(500).end('{"error":"boom"}');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write(': keep-alive\r\n\r\n');
  res.write(`data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant' } }] })}\r\n\r\n`);
  for (const piece of PIECES) {
    res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
    await new Promise((r) => setTimeout(r, 10));
    if (user.includes('break') && piece === 'ratio ') {
      res.destroy();
      return;
    }
  }
  res.end('data: [DONE]\n\n');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const context: ChatContext = {
  locale: 'en-US',
  passages: [{ title: 'Table 3-1', body: 'Ratios of the faculty.', path: '/staff-resources/tables' }],
  facts: [
    {
      text: 'SA ratio for the whole school in 2025: 37.0%.',
      source: { title: 'Tables 3-1 and 3-2', path: '/staff-resources/tables' },
    },
    {
      text: 'Eve (SA → SP) will lose SA in 2026.',
      source: { title: 'Faculty Qualification', path: '/staff-resources/qualification' },
      personal: true,
    },
  ],
  notes: [],
  external: false,
};

describe('openAiProvider', () => {
  it('streams the deltas of a real SSE answer and sends the knowledge and figures as context', async () => {
    const provider = openAiProvider({ baseUrl, model: 'local-model', apiKey: 'sk-test', selfHosted: true });
    const got: string[] = [];
    for await (const piece of provider.stream('What is our SA ratio?', context)) got.push(piece);
    expect(got).toEqual(PIECES);
    const last = seen.at(-1) as Seen;
    expect(last.auth).toBe('Bearer sk-test');
    expect(last.body).toMatchObject({ model: 'local-model', stream: true });
    expect(last.body.messages[0].content).toContain('SA ratio for the whole school in 2025: 37.0%.');
    expect(last.body.messages[0].content).toContain('Eve (SA → SP)');
    expect(last.body.messages[1]).toEqual({ role: 'user', content: 'What is our SA ratio?' });
  });

  it('keeps figures that name people from a hosted (external) service', () => {
    const prompt = systemPrompt(context, false);
    expect(prompt).toContain('37.0%');
    expect(prompt).not.toContain('Eve');
  });

  it('translates by collecting the stream', async () => {
    const provider = openAiProvider({ baseUrl, model: 'm', selfHosted: true });
    expect(await provider.translate('任何文本', 'zh2en')).toBe(PIECES.join(''));
  });
});

describe('POST /ai/aiChat with AI_PROVIDER=openai', () => {
  const t = useTestApp({ AI_PROVIDER: 'openai', AI_BASE_URL: baseUrl, AI_MODEL: 'local-model' });
  let token = '';
  beforeAll(async () => {
    await setAi(t.database.db, { on: true, aiSelf: 'yes' });
    token = await t.tokenFor('admin');
  });

  it('relays the model’s stream', async () => {
    const res = await t.api.post('/ai/aiChat', { question: 'What can you do?' }, { token });
    expect(res.status).toBe(200);
    expect(res.headers['x-ai-provider']).toBe('openai');
    expect(res.raw).toBe(PIECES.join(''));
    // The knowledge base went along as context.
    expect(seen.at(-1)?.body.messages[0].content).toContain('About the AI consultant');
  });

  it('ends a broken stream quietly with what was said, and answers 502 when the service fails first', async () => {
    const broken = await t.api.post('/ai/aiChat', { question: 'please break' }, { token });
    expect(broken.status).toBe(200);
    expect(broken.raw).toBe('The SA ratio ');
    const failed = await t.api.post('/ai/aiChat', { question: 'please fail' }, { token, lang: 'en-US' });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe('The AI service did not answer. Please try again later.');
  });
});
