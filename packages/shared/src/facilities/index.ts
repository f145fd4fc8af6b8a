export * from './budget.ts';
