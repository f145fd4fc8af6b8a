import type { Locale } from '@accredit/shared';
import { answerLocale, searchKnowledge } from '@accredit/shared/ai/index.ts';
import type { AuthContext } from '../../core/access.ts';
import type { Config } from '../../core/config.ts';
import type { SchoolFigures } from './figures.ts';
import { builtinProvider } from './providers/builtin.ts';
import { openAiProvider } from './providers/openai.ts';
import type { ChatContext, ChatProvider } from './types.ts';

/** How an answer is prepared: its language, the passages and figures, and the provider. */
export function providerFor(config: Config, aiSelf: string): ChatProvider {
  if (config.AI_PROVIDER === 'openai' && config.AI_BASE_URL)
    return openAiProvider({
      baseUrl: config.AI_BASE_URL,
      model: config.AI_MODEL,
      apiKey: config.AI_API_KEY,
      selfHosted: aiSelf !== 'no',
    });
  return builtinProvider(config.AI_BUILTIN_PACE_MS);
}

export async function buildContext(
  figures: SchoolFigures,
  question: string,
  auth: AuthContext | null,
  userLocale: Locale,
): Promise<ChatContext> {
  const locale = answerLocale(question, userLocale);
  const passages = searchKnowledge(question, 3).map(({ entry }) => ({
    title: entry.title[locale],
    body: entry.body[locale],
    path: entry.path ?? null,
  }));
  const { facts, notes } = await figures.gather(question, auth, locale);
  return { locale, passages, facts, notes, external: auth === null };
}
