import type { Module } from '../../../core/app-types.ts';

/**
 * Text extraction of shared files (issue 20): the text inside PDFs and Word files, taken at upload
 * (small files at once, large ones by a background worker whose queue is the files' own status, so
 * it survives a restart) and handed to the search index.
 */
export const fileTextModule: Module = () => {};
