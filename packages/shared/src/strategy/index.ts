export * from './kpi.ts';
export * from './plan.ts';
export * from './statements.ts';
