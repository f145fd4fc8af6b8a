import { currentLocale } from '../i18n/index.ts';
import { ApiError, api, buildUrl, type Query, requestEnvelope } from './client.ts';
import { getToken } from './storage.ts';

/** Files to and from the server: Excel imports and downloads (xlsx, docx). */

/**
 * An Excel import: all rows or none; on refusal the ApiError carries every problem (see
 * importProblems).
 */
export function uploadSheet<T>(path: string, file: File) {
  const body = new FormData();
  body.append('file', file);
  return requestEnvelope<T>('POST', path, { body, quiet: true });
}

/** A file answer (xlsx) saved under a name; the token and language travel as on every call. */
export async function download(path: string, query: Query, fileName: string): Promise<void> {
  const headers: Record<string, string> = { 'X-Lang': currentLocale() };
  const token = getToken();
  if (token) headers['X-Access-Token'] = token;
  const response = await fetch(buildUrl(path, 'GET', query), { headers });
  if (!response.ok) {
    const envelope = await response.json().catch(() => undefined);
    throw new ApiError(response.status, envelope?.message ?? response.statusText, envelope);
  }
  saveBlob(await response.blob(), fileName);
}

/** Hands a blob to the browser as a download under a name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * POST /obe/uploadFile (checked by content on the server, `pdf` admitting PDFs only): the stored
 * file's address and name.
 */
export async function uploadDocument(
  file: File,
  kind: 'document' | 'pdf' = 'document',
): Promise<{ url: string; fileName: string }> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  const result = await api.post<{ url: string; fileName?: string }>('/obe/uploadFile', form);
  return { url: result.url, fileName: result.fileName || file.name };
}
