import type { SearchAnswer, SearchQuery } from '@accredit/shared';
import { api, type Query } from '../../api/client.ts';

/** A searchable resource the caller may read, named in the caller's language by the server. */
export interface SearchType {
  resource: string;
  label: string;
}

/** A department as the tree call gives it (key, value and title ready for a tree picker). */
export interface DepartNode {
  key: string;
  value: string;
  title: string;
  children?: DepartNode[];
}

/** The search calls (issue 20): GET /aacsb/search/query and /aacsb/search/types. */
export const searchApi = {
  query: (query: SearchQuery, signal?: AbortSignal) =>
    api.get<SearchAnswer>('/aacsb/search/query', query as unknown as Query, { quiet: true, signal }),
  types: () => api.get<SearchType[]>('/aacsb/search/types', undefined, { quiet: true }),
  /** The department tree every signed-in person may read (the user and audience pickers' call). */
  departTree: () => api.get<DepartNode[]>('/sys/sysDepart/queryTreeList', undefined, { quiet: true }),
};

/** The permission that lets a role search (the header box and the Search screen). */
export const SEARCH_PERMISSION = 'infoRetrieval:query';

/** The Search screen's menu path (spec 001: Information Retrieval / Search). */
export const SEARCH_PATH = '/InfoRetrieval/search';
