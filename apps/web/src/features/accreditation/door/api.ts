import type { ReportReading } from '@accredit/shared';
import { ApiError, buildUrl, requestEnvelope } from '../../../api/client.ts';
import { saveBlob } from '../../../api/files.ts';
import { currentLocale } from '../../../i18n/index.ts';

/**
 * The reviewers' door calls (public, no account: the token is the only key). A refusal (expired,
 * revoked, tampered) comes back as 403 with a message in the reader's language, shown in the page
 * rather than as a notice.
 */
export function fetchSecretReport(token: string): Promise<ReportReading> {
  return requestEnvelope<ReportReading>('GET', '/sys/secret/report', { query: { token }, quiet: true }).then(
    (e) => e.result,
  );
}

/** The file name of a Content-Disposition header (RFC 5987 form first). */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

async function fetchFile(path: string, query: Record<string, string>, fallback: string): Promise<void> {
  const response = await fetch(buildUrl(path, 'GET', query), { headers: { 'X-Lang': currentLocale() } });
  if (!response.ok) {
    const envelope = await response.json().catch(() => undefined);
    throw new ApiError(response.status, envelope?.message ?? response.statusText, envelope);
  }
  saveBlob(await response.blob(), dispositionName(response.headers.get('Content-Disposition')) ?? fallback);
}

/** The Word file of the link's report in a language (only when the link's scope includes it). */
export function downloadSecretExport(token: string, lang: 'en-US' | 'zh-CN'): Promise<void> {
  return fetchFile('/sys/secret/export', { token, lang }, `report-${lang}.docx`);
}

/** An evidence file inside the link's scope. */
export function downloadSecretFile(token: string, file: { url: string; fileName: string }): Promise<void> {
  return fetchFile('/sys/secret/file', { token, url: file.url }, file.fileName);
}
