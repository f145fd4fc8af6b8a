export * from './improvement.ts';
export * from './kpi.ts';
export * from './kpi-board.ts';
export * from './plan.ts';
export * from './statements.ts';
