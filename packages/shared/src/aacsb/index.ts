/** AACSB faculty qualification and tables: pure model and computations (DOMAIN.md sections 2 and 3). */

export * from './api.ts';
export * from './cells.ts';
export * from './counting.ts';
export * from './model.ts';
export * from './numbers.ts';
export * from './productivity.ts';
export * from './rules.ts';
export * from './school.ts';
export * from './table31.ts';
export * from './table32.ts';
export * from './table81.ts';
export * from './tally.ts';
export * from './whatif.ts';
