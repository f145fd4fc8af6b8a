import type { Executor } from '../core/db.ts';

/**
 * The report templates (issue 21): each scheme's sections with their guidance (spec 001 "report
 * descriptions"), added on every start where missing (an administrator's edits are kept).
 * Filled by the report part's owner.
 */
export async function seedReportDescriptions(_db: Executor): Promise<void> {}
