export * from './api.ts';
export * from './locales.ts';
export * from './permissions.ts';
export * from './roles.ts';
