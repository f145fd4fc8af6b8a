import { translateTerm } from '@accredit/shared/ai/index.ts';
import { translate } from '../../../core/i18n.ts';
import type { ChatContext, ChatProvider, Citation } from '../types.ts';

/**
 * The built-in provider: no network, no model. It writes the answer from the live figures the
 * asker may see and the best-matching passages of the knowledge base, cites the pages used, and
 * streams it a token at a time (a word, or one Chinese character) so the dialog fills in as with a
 * model. Translation covers the controlled vocabulary only.
 */
const TOKEN =
  /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]|[^\s\u3000-\u303f\u3400-\u9fff\uff00-\uffef]+\s*|\s+/g;
/** Tokens written before giving the event loop a turn, so the chunks leave as they are made. */
const BATCH = 4;

export function composeAnswer(context: ChatContext): string {
  const { locale } = context;
  // Notes first: "no records for 2026, these are 2025's" must be read before the figures.
  const parts: string[] = [...context.notes];
  const cited: Citation[] = [];
  for (const fact of context.facts) {
    parts.push(fact.text);
    cited.push(fact.source);
  }
  if (context.facts.length === 0) {
    const [best, ...rest] = context.passages;
    if (best) {
      parts.push(`${best.title}\n\n${best.body}`);
      if (best.path) cited.push({ title: best.title, path: best.path });
      if (rest.length)
        parts.push(
          translate(locale, 'ai.answer.seeAlso', {
            titles: rest.map((p) => p.title).join(locale.startsWith('zh') ? '、' : '; '),
          }),
        );
    } else if (context.notes.length === 0) {
      parts.push(translate(locale, 'ai.answer.fallback'));
    }
  }
  const seen = new Set<string>();
  const sources = cited.filter((c) => {
    const key = `${c.title}|${c.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (sources.length)
    parts.push(
      translate(locale, 'ai.answer.sources', {
        list: sources
          .map((s) => (s.path ? `${s.title} (${s.path})` : s.title))
          .join(locale.startsWith('zh') ? '；' : '; '),
      }),
    );
  return parts.join('\n\n');
}

export function tokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/**
 * `paceMs` is a pause after every few tokens: with none, the whole answer reaches the browser in
 * one read and the dialog shows it at once, which reads as a stall followed by a wall of text.
 */
export function builtinProvider(paceMs = 0): ChatProvider {
  return {
    name: 'builtin',
    async *stream(_question, context, signal) {
      const all = tokens(composeAnswer(context));
      for (let i = 0; i < all.length; i += 1) {
        if (signal?.aborted) return;
        yield all[i];
        if (i % BATCH === BATCH - 1)
          await new Promise<void>((resolve) =>
            paceMs > 0 ? setTimeout(resolve, paceMs) : setImmediate(resolve),
          );
      }
    },
    async translate(text, direction) {
      return translateTerm(text, direction);
    },
  };
}
