import type { LocaleText } from '../menu-kit.ts';

/**
 * One passage of the AI consultant's knowledge base: what it says in each language, the keywords
 * that call it up (English and Portuguese in lower case, Chinese in Simplified script: questions in
 * Traditional script are converted before matching), and the page of the product it refers to.
 */
export interface KnowledgeEntry {
  id: string;
  keywords: readonly string[];
  title: LocaleText;
  body: LocaleText;
  /** Where to read or do this in the product (a menu path). */
  path?: string;
}

export function entry(
  id: string,
  path: string | undefined,
  keywords: readonly string[],
  title: LocaleText,
  body: LocaleText,
): KnowledgeEntry {
  return { id, path, keywords, title, body };
}
