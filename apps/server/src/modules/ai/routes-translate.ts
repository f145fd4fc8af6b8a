import { zEnvelope } from '@accredit/shared';
import { hasChinese } from '@accredit/shared/ai/index.ts';
import { z } from 'zod';
import type { App, Deps } from '../../core/app-types.ts';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { schoolRow } from '../school/settings.ts';
import { providerFor } from './chat.ts';
import { perUser } from './routes-chat.ts';
import type { ChatProvider } from './types.ts';

/**
 * Translation drafts for bilingual fields: one text (`/ai/aiTranslate`) or every bilingual pair of
 * a record with only one side filled (`/ai/aiTranslateAll`). The answer is a draft the form shows
 * for the person to accept; nothing is saved here. The built-in provider knows the controlled
 * vocabulary only and says so when given free text.
 */
const tags = ['ai'];
type Direction = 'zh2en' | 'en2zh';

const ZTranslated = z.object({
  text: z.string().nullable(),
  translated: z.boolean(),
  direction: z.enum(['zh2en', 'en2zh']),
  message: z.string(),
});

function directionOf(text: string, from?: 'zh' | 'en'): Direction {
  if (from) return from === 'zh' ? 'zh2en' : 'en2zh';
  return hasChinese(text) ? 'zh2en' : 'en2zh';
}

async function attempt(provider: ChatProvider, text: string, direction: Direction): Promise<string | null> {
  try {
    return await provider.translate(text, direction);
  } catch {
    throw new AppError(502, 'ai.errors.provider');
  }
}

/** Bilingual pairs of a record: `xZh`/`xEn`, or `x`/`xEn` (name and nameEn, departName and departNameEn). */
export function bilingualPairs(keys: readonly string[]): { zh: string; en: string }[] {
  const set = new Set(keys);
  const pairs: { zh: string; en: string }[] = [];
  for (const key of keys) {
    if (key.endsWith('Zh') && set.has(`${key.slice(0, -2)}En`))
      pairs.push({ zh: key, en: `${key.slice(0, -2)}En` });
    else if (!key.endsWith('En') && !key.endsWith('Zh') && set.has(`${key}En`))
      pairs.push({ zh: key, en: `${key}En` });
  }
  return pairs;
}

const filled = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

export function registerTranslateRoutes(app: App, { database, config }: Deps): void {
  const db = database.db;
  const providerNow = async () => {
    const school = await schoolRow(db);
    if (school.aiConsultant !== '1') throw new AppError(403, 'ai.errors.disabled');
    return providerFor(config, school.aiSelf);
  };

  app.post(
    '/ai/aiTranslate',
    {
      config: { access: { permission: 'ai' }, audit: false, rateLimit: perUser(config.AI_RATE_LIMIT * 3) },
      schema: {
        tags,
        summary: 'Translate one text between Chinese and English (a draft to accept)',
        body: z.object({
          text: z.string().trim().min(1, 'ai.errors.empty').max(5000),
          from: z.enum(['zh', 'en']).optional(),
        }),
        response: { 200: zEnvelope(ZTranslated) },
      },
    },
    async (request) => {
      const { text, from } = request.body;
      const direction = directionOf(text, from);
      const out = await attempt(await providerNow(), text, direction);
      const message = translate(request.locale, out === null ? 'ai.translate.cannot' : 'ai.translate.draft');
      return ok({ text: out, translated: out !== null, direction, message });
    },
  );

  app.post(
    '/ai/aiTranslateAll',
    {
      config: { access: { permission: 'ai' }, audit: false, rateLimit: perUser(config.AI_RATE_LIMIT * 3) },
      schema: {
        tags,
        summary: 'Draft the empty side of every bilingual field of one record',
        body: z.object({
          record: z.record(
            z.string().max(100),
            z.union([z.string().max(5000), z.number(), z.boolean(), z.null()]),
          ),
        }),
        response: {
          200: zEnvelope(
            z.object({
              fields: z.record(z.string(), z.string()),
              untranslated: z.array(z.string()),
              message: z.string(),
            }),
          ),
        },
      },
    },
    async (request) => {
      const record = request.body.record;
      const pairs = bilingualPairs(Object.keys(record)).filter(
        (p) => filled(record[p.zh]) !== filled(record[p.en]),
      );
      if (pairs.length > 50) throw new AppError(400, 'errors.badRequest');
      const provider = pairs.length ? await providerNow() : null;
      const fields: Record<string, string> = {};
      const untranslated: string[] = [];
      for (const pair of pairs) {
        const zhFilled = filled(record[pair.zh]);
        const source = String(zhFilled ? record[pair.zh] : record[pair.en]);
        const target = zhFilled ? pair.en : pair.zh;
        const out = provider ? await attempt(provider, source, zhFilled ? 'zh2en' : 'en2zh') : null;
        if (out === null) untranslated.push(target);
        else fields[target] = out;
      }
      const key =
        pairs.length === 0
          ? 'ai.translate.nothing'
          : untranslated.length
            ? 'ai.translate.partly'
            : 'ai.translate.draft';
      return ok({
        fields,
        untranslated,
        message: translate(request.locale, key, { count: untranslated.length }),
      });
    },
  );
}
