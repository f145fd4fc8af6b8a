import type { SectionOutline } from '@accredit/shared';

/**
 * The reviewers' links of a report (issue 21 item 7): W3's ReviewerLinksDialog
 * (features/accreditation/links/) opened from the report's header.
 */
export function LinksButton(_props: { reportId: string; sections: SectionOutline[] }) {
  return null;
}
