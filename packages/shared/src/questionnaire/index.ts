export * from './api.ts';
export * from './state.ts';
export * from './types.ts';
