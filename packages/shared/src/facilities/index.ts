export * from './budget.ts';
export * from './summary.ts';
