import type { Page } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

/** The school settings the shell reads (spec 000 section 3, school info). */
export interface SchoolInfo {
  systemName?: string | null;
  logo?: string | null;
  qrCode?: string | null;
  dueDate?: string | null;
  sso?: string | null;
  casUrl?: string | null;
  serviceUrl?: string | null;
  aiConsultant?: string | null;
  /** The server's reading of the signed licence, when it sends one. */
  licenceState?: 'invalid' | 'expired' | 'expiring' | 'quiet' | 'valid' | null;
}

export interface ExternalLink {
  id: string;
  linkName: string;
  linkUrl: string;
}

/**
 * School info: the full record for those who may read it (administrators), else the public
 * subset the login page uses. Quiet: a missing right is not an error for the header.
 */
export async function fetchSchoolInfo(): Promise<SchoolInfo | null> {
  try {
    const page = await api.get<Page<SchoolInfo>>(
      '/aacsb/schoolInfo/list',
      { pageNo: 1, pageSize: 1 },
      { quiet: true },
    );
    if (page.records[0]) return page.records[0];
  } catch {
    /* not an administrator: fall through to the public subset */
  }
  try {
    return await api.get<SchoolInfo>('/aacsb/schoolInfo/public', undefined, { quiet: true });
  } catch {
    return null;
  }
}

export function useSchoolInfo() {
  return useQuery({ queryKey: ['schoolInfo', 'shell'], queryFn: fetchSchoolInfo, staleTime: 10 * 60_000 });
}

export async function fetchExternalLinks(): Promise<ExternalLink[]> {
  const page = await api.get<Page<ExternalLink>>(
    '/aacsb/externalLinks/list',
    { pageNo: 1, pageSize: 1_000_000 },
    { quiet: true },
  );
  return page.records;
}

/** Spec 000 section 5: a link without https:// gets it before opening. */
export function withHttps(url: string): string {
  const trimmed = url.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `https://${trimmed.replace(/^\/+/, '')}`;
}
