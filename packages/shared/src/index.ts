export * from './api.ts';
export * from './dicts.ts';
export * from './locales.ts';
export * from './menu.ts';
export * from './permission-matrix.ts';
export * from './permissions.ts';
export * from './resources/index.ts';
export * from './roles.ts';
