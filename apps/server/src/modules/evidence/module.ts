import type { Module } from '../../core/app-types.ts';

/**
 * The evidence repository (issue 20): tags of any record or file to accreditation standards, one
 * view per standard (GET /aacsb/viewFileAndSupport/listPath), the summary per standard, and the
 * untagged evidence left to tidy.
 */
export const evidenceModule: Module = () => {};
