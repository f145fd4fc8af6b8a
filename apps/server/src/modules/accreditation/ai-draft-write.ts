import type { Locale } from '@accredit/shared';
import { translate } from '../../core/i18n.ts';
import type { ChatContext, ChatProvider } from '../ai/types.ts';
import type { DraftCitation, DraftMaterial, DraftStatement } from './ai-draft-sources.ts';

/**
 * Writing a draft from its material. The built-in provider templates it: one paragraph of
 * figures, one of tables, a list of records, each statement followed by its citation link. An
 * OpenAI-compatible model gets the numbered statements and writes prose citing their numbers;
 * what it returns is kept only sentence by sentence where a sentence cites a number it was given
 * (an invented number, or a sentence citing nothing, is dropped), so every statement of the
 * draft still points at a figure or record the author may open.
 */
export interface AiDraft {
  html: string;
  citations: DraftCitation[];
  provider: string;
  createdAt: string;
  createdBy: string;
}

export const escapeHtml = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function link(c: DraftCitation): string {
  return `<a href="${escapeHtml(c.href)}" data-citation="${c.n}" title="${escapeHtml(c.label)}">[${c.n}]</a>`;
}

function sentence(s: DraftStatement, citations: DraftCitation[]): string {
  const c = citations.find((x) => x.n === s.cite);
  return `${escapeHtml(s.text)}${c ? ` ${link(c)}` : ''}`;
}

export function builtinDraft(material: DraftMaterial, locale: Locale): string {
  const parts: string[] = [];
  const of = (g: DraftStatement['group']) => material.statements.filter((s) => s.group === g);
  const join = locale.startsWith('zh') ? '' : ' ';
  for (const g of ['figures', 'tables'] as const) {
    const list = of(g);
    if (list.length) parts.push(`<p>${list.map((s) => sentence(s, material.citations)).join(join)}</p>`);
  }
  const records = of('records');
  if (records.length)
    parts.push(
      `<p>${escapeHtml(translate(locale, 'accDoor.draft.recordsLead'))}</p>`,
      `<ul>${records.map((s) => `<li>${sentence(s, material.citations)}</li>`).join('')}</ul>`,
    );
  return parts.join('');
}

const LANGUAGE: Record<Locale, string> = {
  'en-US': 'English',
  'zh-CN': 'Simplified Chinese',
  'zh-TW': 'Traditional Chinese',
  'pt-BR': 'Brazilian Portuguese',
};

/** The instruction and the numbered statements given to the model. */
export function modelAsk(
  material: DraftMaterial,
  locale: Locale,
  title: string,
  standard: string,
): {
  question: string;
  context: ChatContext;
} {
  const question = [
    `Draft the section "${title}" (${standard}) of the school's accreditation self-study report, in ${LANGUAGE[locale]}.`,
    'Write two to four short paragraphs of plain prose (no headings, no lists, no sources section).',
    'Use only the numbered figures given; after every sentence put the number of the figure it comes from in square brackets, e.g. [2].',
    'Do not state anything that no numbered figure supports.',
  ].join(' ');
  const context: ChatContext = {
    locale,
    passages: [],
    facts: material.statements.map((s) => {
      const c = material.citations.find((x) => x.n === s.cite);
      return { text: `[${s.cite}] ${s.text}`, source: { title: c?.label ?? '', path: c?.href ?? null } };
    }),
    notes: [],
    external: false,
  };
  return { question, context };
}

/** A sentence ends at . ! ? (or their CJK forms), but not at the point of a decimal (88.9%). */
const SENTENCE = /(?:[^.!?。！？]|\.(?=\d))+(?:[.!?。！？]+|$)/g;
const SOURCES =
  /^\s*(?:#+\s*)?(?:\*\*)?(?:sources?|references?|fontes|来源|來源|参考|參考|资料来源|資料來源)/i;
const CITE = /\[(\d+(?:\s*[,，、]\s*\d+)*)\]/g;

/** The model's text as HTML: sentences that cite a given number, numbers turned into links. */
export function keepCited(text: string, citations: DraftCitation[]): string {
  const byN = new Map(citations.map((c) => [c.n, c]));
  const paragraphs: string[] = [];
  for (const block of text.replace(/\r/g, '').split(/\n\s*\n/)) {
    // The sources list the chat prompt asks for repeats the citations; the links already say it.
    if (SOURCES.test(block)) continue;
    const kept: string[] = [];
    for (const raw of block.replace(/\n/g, ' ').match(SENTENCE) ?? []) {
      let cited = false;
      const clean = raw.replace(/[*_`#]/g, '').trim();
      const out = escapeHtml(clean).replace(CITE, (_, list: string) => {
        const links = list
          .split(/[,，、]/)
          .map((n) => byN.get(Number(n.trim())))
          .filter((c): c is DraftCitation => !!c)
          .map(link);
        if (links.length) cited = true;
        return links.join('');
      });
      if (cited) kept.push(out.replace(/\s+([.。!?！？])/g, '$1'));
    }
    if (kept.length) paragraphs.push(`<p>${kept.join(' ')}</p>`);
  }
  return paragraphs.join('');
}

export async function modelDraft(
  provider: ChatProvider,
  material: DraftMaterial,
  locale: Locale,
  title: string,
  standard: string,
): Promise<string> {
  const { question, context } = modelAsk(material, locale, title, standard);
  let text = '';
  for await (const piece of provider.stream(question, context)) {
    text += piece;
    if (text.length > 40_000) break;
  }
  return keepCited(text, material.citations);
}
