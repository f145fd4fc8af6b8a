export * from './dicts.ts';
export * from './registry.ts';
export * from './review.ts';
export * from './types.ts';
