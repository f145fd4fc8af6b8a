export * from './amba.ts';
export * from './cohorts.ts';
export * from './rates.ts';
export * from './students.ts';
