/** Every table of the product, one export per module schema file. */
export * from '../modules/accreditation/schema.ts';
export * from '../modules/ai/schema.ts';
export * from '../modules/auth/schema.ts';
export * from '../modules/evidence/schema.ts';
export * from '../modules/files/schema.ts';
export * from '../modules/jobs/schema.ts';
export * from '../modules/notification/schema.ts';
export * from '../modules/personal/schema.ts';
export * from '../modules/qualification/schema.ts';
export * from '../modules/questionnaire/schema.ts';
export * from '../modules/resources/schema.ts';
export * from '../modules/school/schema.ts';
export * from '../modules/search/schema.ts';
export * from '../modules/system/schema.ts';
export * from '../modules/tokens/schema.ts';
export * from '../modules/upload/schema.ts';
