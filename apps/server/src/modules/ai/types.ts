import type { Locale } from '@accredit/shared';

/**
 * The shapes every provider shares: the context an answer is built from (knowledge passages and
 * live figures the asker may see) and the provider interface itself.
 */
export interface Citation {
  title: string;
  path: string | null;
}

/** One live figure, already written as a sentence in the answer's language. */
export interface Fact {
  text: string;
  source: Citation;
  /** Names people: kept from an external (hosted) model, see providers/openai.ts. */
  personal?: boolean;
}

export interface Passage {
  title: string;
  body: string;
  path: string | null;
}

export interface ChatContext {
  locale: Locale;
  passages: Passage[];
  facts: Fact[];
  /** Figures asked for but not given, and why (no permission, no data, not signed in). */
  notes: string[];
  /** The caller came with a ticket and no session: general questions only. */
  external: boolean;
}

export interface ChatProvider {
  readonly name: string;
  /** The answer as it is produced; ends when the answer is complete. */
  stream(question: string, context: ChatContext, signal?: AbortSignal): AsyncIterable<string>;
  /** One text translated (zh <-> en), or null when the provider cannot. */
  translate(text: string, direction: 'zh2en' | 'en2zh', signal?: AbortSignal): Promise<string | null>;
}
