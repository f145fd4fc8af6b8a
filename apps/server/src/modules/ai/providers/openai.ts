import type { Locale } from '@accredit/shared';
import type { ChatContext, ChatProvider } from '../types.ts';

/**
 * An OpenAI-compatible chat-completions server (OpenAI, vLLM, Ollama, llama.cpp...), streamed as
 * server-sent events: `data: {"choices":[{"delta":{"content":"..."}}]}` lines, ending with
 * `data: [DONE]`. The model gets the same knowledge passages and figures as the built-in
 * provider. When the service is hosted outside the school (`aiSelf` = no), figures that name people
 * are left out of what is sent.
 */
export interface OpenAiOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** The school runs the model itself (aiSelf = yes). */
  selfHosted: boolean;
  fetchImpl?: typeof fetch;
}

const LANGUAGE: Record<Locale, string> = {
  'en-US': 'English',
  'zh-CN': 'Simplified Chinese',
  'zh-TW': 'Traditional Chinese',
  'pt-BR': 'Brazilian Portuguese',
};

export function systemPrompt(context: ChatContext, selfHosted: boolean): string {
  const facts = context.facts.filter((f) => selfHosted || !f.personal);
  const lines = [
    'You are the AI consultant of an accreditation and teaching-quality management system for business schools (AACSB, EQUIS, AMBA).',
    `Answer in ${LANGUAGE[context.locale]}, in plain text or simple Markdown, without HTML.`,
    'Use only the figures below for facts about this school; never invent figures. If a figure is not given, say you cannot see it.',
    'End with the sources you used (page titles and paths).',
  ];
  if (facts.length)
    lines.push(
      '',
      'Figures of the school the user may see:',
      ...facts.map((f) => `- ${f.text} [${f.source.title}${f.source.path ? ` ${f.source.path}` : ''}]`),
    );
  if (context.notes.length) lines.push('', 'Notes for the user:', ...context.notes.map((n) => `- ${n}`));
  if (context.passages.length)
    lines.push(
      '',
      'Knowledge base:',
      ...context.passages.map((p) => `## ${p.title}${p.path ? ` (${p.path})` : ''}\n${p.body}`),
    );
  return lines.join('\n');
}

function endpoint(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
}

/** Reads an SSE body and yields each delta's content. */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end = buffer.indexOf('\n');
    while (end >= 0) {
      const line = buffer.slice(0, end).replace(/\r$/, '');
      buffer = buffer.slice(end + 1);
      end = buffer.indexOf('\n');
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      if (!data) continue;
      try {
        const parsed = JSON.parse(data) as { choices?: { delta?: { content?: string | null } }[] };
        const content = parsed.choices?.[0]?.delta?.content;
        if (content) yield content;
      } catch {
        // A line that is not JSON (a comment or keep-alive) carries no content.
      }
    }
  }
}

export function openAiProvider(options: OpenAiOptions): ChatProvider {
  const doFetch = options.fetchImpl ?? fetch;
  const call = async (messages: { role: string; content: string }[], signal?: AbortSignal) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'text/event-stream',
    };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    const res = await doFetch(endpoint(options.baseUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify({ model: options.model, stream: true, messages }),
      signal,
    });
    if (!res.ok || !res.body) throw new Error(`AI service answered ${res.status}`);
    return res.body;
  };
  return {
    name: 'openai',
    async *stream(question, context, signal) {
      const body = await call(
        [
          { role: 'system', content: systemPrompt(context, options.selfHosted) },
          { role: 'user', content: question },
        ],
        signal,
      );
      yield* readSse(body);
    },
    async translate(text, direction, signal) {
      const target = direction === 'zh2en' ? 'English' : 'Simplified Chinese';
      const body = await call(
        [
          {
            role: 'system',
            content: `Translate the user's text into ${target}. Reply with the translation only, no notes.`,
          },
          { role: 'user', content: text },
        ],
        signal,
      );
      let out = '';
      for await (const piece of readSse(body)) out += piece;
      return out.trim() || null;
    },
  };
}
