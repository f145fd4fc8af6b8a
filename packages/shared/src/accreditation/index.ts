export * from './api-door.ts';
export * from './api-progress.ts';
export * from './api-report.ts';
export * from './blocks.ts';
export * from './schemes.ts';
