/** Every table of the product, one export per module schema file. */
export * from '../modules/auth/schema.ts';
export * from '../modules/system/schema.ts';
