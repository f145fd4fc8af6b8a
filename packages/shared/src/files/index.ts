export * from './acl.ts';
