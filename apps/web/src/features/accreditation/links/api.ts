import type { LinkScope, ReviewerLinkItem } from '@accredit/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/**
 * A report's reviewer links (server door-links.ts): issue, list with uses, revoke, the log of uses.
 * Issuing needs the school's "open to external access" switch; the address comes once, in the
 * answer to add.
 */
export interface LinkUse {
  time: string;
  action: string;
  outcome: string;
  ip: string | null;
  userAgent: string | null;
}

export interface NewLink {
  reportId: string;
  label: string;
  scope: LinkScope;
  expiresAt: string;
}

const keys = {
  list: (reportId: string) => ['accreditation', 'reviewerLinks', reportId] as const,
  uses: (id: string) => ['accreditation', 'reviewerLinkUses', id] as const,
};

export const linkApi = {
  add: (body: NewLink) => api.post<ReviewerLinkItem>('/aacsb/reviewerLink/add', body, { quiet: true }),
  list: (reportId: string) => api.get<ReviewerLinkItem[]>('/aacsb/reviewerLink/list', { reportId }),
  revoke: (id: string) => api.post<ReviewerLinkItem>('/aacsb/reviewerLink/revoke', { id }),
  uses: (id: string) => api.get<LinkUse[]>('/aacsb/reviewerLink/uses', { id }),
};

export function useLinks(reportId: string, enabled: boolean) {
  // Fresh each time the dialog opens: uses happen elsewhere, in the reviewers' browsers.
  return useQuery({
    queryKey: keys.list(reportId),
    queryFn: () => linkApi.list(reportId),
    enabled,
    staleTime: 0,
  });
}

export function useLinkUses(id: string) {
  return useQuery({ queryKey: keys.uses(id), queryFn: () => linkApi.uses(id), staleTime: 0 });
}

export function useRefreshLinks(reportId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keys.list(reportId) }),
      client.invalidateQueries({ queryKey: ['accreditation', 'reviewerLinkUses'] }),
    ]);
}

/** The Word file's address beside the page's: the same token on /user/secretExport. */
export function exportUrlOf(pageUrl: string): string {
  return pageUrl.replace('/user/secretPage?', '/user/secretExport?');
}

export type LinkState = 'active' | 'expired' | 'revoked';

export function linkState(
  link: Pick<ReviewerLinkItem, 'revokedAt' | 'expiresAt'>,
  now = Date.now(),
): LinkState {
  if (link.revokedAt) return 'revoked';
  return new Date(link.expiresAt).getTime() <= now ? 'expired' : 'active';
}
