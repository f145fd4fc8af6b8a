export * from './dicts.ts';
export * from './output-types.ts';
export * from './registry.ts';
export * from './review.ts';
export * from './system-refs.ts';
export * from './types.ts';
export * from './venues.ts';
export * from './views.ts';
