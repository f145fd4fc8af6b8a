/** The AI consultant's shared parts: knowledge base, suggested questions, vocabulary, language helpers. */
export * from './knowledge.ts';
export * from './knowledge-types.ts';
export * from './suggestions.ts';
export * from './text.ts';
export * from './vocabulary.ts';
