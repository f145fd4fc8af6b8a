import { AACSB_KNOWLEDGE } from './knowledge-aacsb.ts';
import { FACULTY_KNOWLEDGE } from './knowledge-faculty.ts';
import { PRODUCT_KNOWLEDGE } from './knowledge-product.ts';
import type { KnowledgeEntry } from './knowledge-types.ts';
import { normalise } from './text.ts';

/** The whole knowledge base of the AI consultant, and keyword retrieval over it. */
export const KNOWLEDGE: readonly KnowledgeEntry[] = [
  ...AACSB_KNOWLEDGE,
  ...FACULTY_KNOWLEDGE,
  ...PRODUCT_KNOWLEDGE,
];

const LATIN = /^[a-z0-9 .+'-]+$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const patterns = new Map<string, RegExp>();
/** Latin keywords match whole words ("sa" is not found in "sales"); Chinese ones as substrings. */
function matches(question: string, keyword: string): boolean {
  if (!LATIN.test(keyword)) return question.includes(keyword);
  let re = patterns.get(keyword);
  if (!re) {
    re = new RegExp(`(^|[^a-z0-9])${escapeRegExp(keyword)}s?($|[^a-z0-9])`);
    patterns.set(keyword, re);
  }
  return re.test(question);
}

export interface ScoredEntry {
  entry: KnowledgeEntry;
  score: number;
}

/**
 * Passages that answer the question, best first. A keyword scores by its length (a specific
 * phrase like "table 8-1" outweighs a word like "review"), so the entry that names the question's
 * subject most precisely wins.
 */
export function searchKnowledge(question: string, limit = 3): ScoredEntry[] {
  const q = normalise(question);
  const scored: ScoredEntry[] = [];
  for (const entry of KNOWLEDGE) {
    let score = 0;
    for (const keyword of entry.keywords) {
      if (matches(q, keyword)) score += Math.min(12, keyword.replace(/\s/g, '').length);
    }
    if (score > 0) scored.push({ entry, score });
  }
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, limit);
}
