import type { Page, ReviewAction } from '@accredit/shared';
import { ApiError, api, buildUrl, type Query, requestEnvelope } from '../api/client.ts';
import { getToken } from '../api/storage.ts';
import { currentLocale } from '../i18n/index.ts';

/** The calls of one engine resource (spec 001 section 7), by resource name. */
export type ResourceRecord = Record<string, unknown> & {
  id: string;
  customFields?: Record<string, string | null>;
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
    /** All rows or none; on refusal the ApiError carries every problem (see importProblems). */
    importExcel: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return requestEnvelope<{ count: number }>('POST', `${base}/importExcel`, { body, quiet: true });
    },
  };
}

export function importProblems(error: unknown): ImportProblem[] {
  if (!(error instanceof ApiError)) return [];
  const result = error.envelope?.result as { errors?: ImportProblem[] } | null | undefined;
  return result?.errors ?? [];
}

/** A file answer (xlsx) saved under a name; the token and language travel as on every call. */
async function download(path: string, query: Query, fileName: string): Promise<void> {
  const headers: Record<string, string> = { 'X-Lang': currentLocale() };
  const token = getToken();
  if (token) headers['X-Access-Token'] = token;
  const response = await fetch(buildUrl(path, 'GET', query), { headers });
  if (!response.ok) {
    const envelope = await response.json().catch(() => undefined);
    throw new ApiError(response.status, envelope?.message ?? response.statusText, envelope);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
