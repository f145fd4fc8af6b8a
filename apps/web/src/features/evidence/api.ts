import type { EvidenceItem, EvidenceSummary, Page } from '@accredit/shared';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/**
 * The evidence repository's calls (apps/server/src/modules/evidence/routes.ts). Items are the
 * shared EvidenceItem plus what the server adds for this screen: the record type's label and
 * whether the caller may change the item's standards.
 */
export interface EvidenceRow extends EvidenceItem {
  typeLabel: string;
  editable: boolean;
}

/** A record's standards (GET /aacsb/evidenceTag/of). `own`: kept in the record's own standards field. */
export interface TagState {
  standards: string[];
  own: boolean;
  editable: boolean;
}

export interface EvidenceQuery {
  standard?: string;
  keyword?: string;
  pageNo: number;
  pageSize: number;
}

export interface UntaggedQuery {
  resource?: string;
  keyword?: string;
  pageNo: number;
  pageSize: number;
}

/** Every evidence query starts with this key, so one tag change refreshes the views and counts. */
export const EVIDENCE_KEY = 'evidence';

export const evidenceKeys = {
  list: (q: EvidenceQuery) => [EVIDENCE_KEY, 'list', q] as const,
  summary: () => [EVIDENCE_KEY, 'summary'] as const,
  untagged: (q: UntaggedQuery) => [EVIDENCE_KEY, 'untagged', q] as const,
  tags: (resource: string, recordId: string) => [EVIDENCE_KEY, 'tags', resource, recordId] as const,
};

export const evidenceApi = {
  list: (q: EvidenceQuery) =>
    api.get<Page<EvidenceRow>>('/aacsb/viewFileAndSupport/listPath', { ...q }, { quiet: true }),
  summary: () => api.get<EvidenceSummary>('/aacsb/viewFileAndSupport/summary', {}, { quiet: true }),
  untagged: (q: UntaggedQuery) =>
    api.get<Page<EvidenceRow>>('/aacsb/viewFileAndSupport/untagged', { ...q }, { quiet: true }),
  tagsOf: (resource: string, recordId: string) =>
    api.get<TagState>('/aacsb/evidenceTag/of', { resource, recordId }, { quiet: true }),
  /** Errors are shown by the caller (beside the picker), not as a notice. */
  setTags: (resource: string, recordId: string, standards: readonly string[]) =>
    api.post<TagState>('/aacsb/evidenceTag/set', { resource, recordId, standards }, { quiet: true }),
};

/**
 * After standards change: the evidence views and counts, and the record's own lists and view
 * (a file's or plan action's standards field is shown there too).
 */
export function afterTagChange(client: QueryClient, resource: string): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: [EVIDENCE_KEY] }),
    client.invalidateQueries({ queryKey: ['crud', resource] }),
    // The File sharing tab's lists (features/files) show a file's standards.
    resource === 'fileInfo' ? client.invalidateQueries({ queryKey: ['files'] }) : null,
  ]);
}
