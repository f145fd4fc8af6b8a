export * from './answers.ts';
export * from './api.ts';
export * from './state.ts';
export * from './structure.ts';
export * from './types.ts';
