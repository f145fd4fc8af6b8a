import type { Page, ReviewAction } from '@accredit/shared';
import { ApiError, api, type Query, request } from '../api/client.ts';
import { download, uploadSheet } from '../api/files.ts';

/** The calls of one engine resource (spec 001 section 7), by resource name. */
/** The changes a list row may say the caller cannot make to it. */
export type RowAction = 'edit' | 'delete';

export type ResourceRecord = Record<string, unknown> & {
  id: string;
  customFields?: Record<string, string | null>;
  /** In a list: the changes the caller holds the right to make but may not make on this row. */
  denied?: RowAction[];
};

export interface CustomFieldInfo {
  id: string;
  label: string;
  fieldType: 'text' | 'number' | 'date' | 'dict' | 'file';
  dictCode: string | null;
  required: boolean;
  sortOrder: number;
}

export interface HistoryEntry {
  id: string;
  action: string;
  fromStatus_dictText: string;
  toStatus_dictText: string;
  reason: string | null;
  operator: string;
  operatorName: string | null;
  operateTime: string;
}

export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

export function resourceApi(name: string) {
  const base = `/aacsb/${name}`;
  return {
    list: (query: Query) => api.get<Page<ResourceRecord>>(`${base}/list`, query),
    queryById: (id: string) => api.get<ResourceRecord>(`${base}/queryById`, { id }),
    add: (body: Record<string, unknown>) => api.post<{ id: string }>(`${base}/add`, body, { quiet: true }),
    edit: (body: Record<string, unknown>) => api.put<{ id: string }>(`${base}/edit`, body, { quiet: true }),
    remove: (id: string) => api.delete<{ count: number }>(`${base}/delete`, { id }),
    removeBatch: (ids: string[]) =>
      api.post<{ count: number }>(`${base}/deleteBatch`, { ids: ids.join(',') }),
    review: (ids: string[], action: ReviewAction, reason?: string) =>
      api.post<{ count: number }>(`${base}/processBatch`, { ids: ids.join(','), action, reason }),
    history: (id: string) => api.get<HistoryEntry[]>(`${base}/approvalHistory`, { id }),
    customFields: () => api.get<CustomFieldInfo[]>(`${base}/customFields`),
    exportXls: (query: Query, fileName: string) => download(`${base}/exportXls`, query, fileName),
    template: (fileName: string) => download(`${base}/importTemplate`, {}, fileName),
    importExcel: (file: File) => uploadSheet<{ count: number }>(`${base}/importExcel`, file),
    /** The same export and import as background jobs (features/jobs): the answer is the job's id. */
    exportJob: (query: Query) => request<{ jobId: string }>('POST', `${base}/exportXls/job`, { query }),
    importJob: async (file: File) =>
      (await uploadSheet<{ jobId: string }>(`${base}/importExcel/job`, file)).result,
  };
}

export function importProblems(error: unknown): ImportProblem[] {
  if (!(error instanceof ApiError)) return [];
  const result = error.envelope?.result as { errors?: ImportProblem[] } | null | undefined;
  return result?.errors ?? [];
}
