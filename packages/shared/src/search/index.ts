export * from './api.ts';
export * from './highlight.ts';
export * from './tokens.ts';
