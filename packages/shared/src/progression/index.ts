export * from './amba.ts';
export * from './rates.ts';
export * from './students.ts';
