export * from './equis.ts';
