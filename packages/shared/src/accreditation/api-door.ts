import type { BlockData } from './blocks.ts';

/**
 * Shapes of the reviewers' door and the read-only view (owner: server door; issue 21 item 7).
 */

/** What a reviewer link opens. */
export interface LinkScope {
  /** Section ids the link shows; empty means every section. */
  sections: string[];
  /** The evidence of the shown sections' standards (records' titles and shared files opened to experts). */
  evidence: boolean;
  /** The Word file (/user/secretExport). */
  export: boolean;
}

/** reviewerLink/list */
export interface ReviewerLinkItem {
  id: string;
  reportId: string;
  label: string;
  scope: LinkScope;
  expiresAt: string;
  revokedAt: string | null;
  createdBy: string;
  createTime: string;
  uses: number;
  lastUsed: string | null;
  /** Only in the answer to reviewerLink/add: the address to hand over (shown once). */
  url?: string;
}

/** The read-only report: GET /sys/secret/report?token= and GET /aacsb/certificationReport/read?id= */
export interface ReportReading {
  report: {
    id: string;
    title: string;
    scheme: string;
    status: string;
    frozenTime: string | null;
    year: number | null;
  };
  school: string;
  sections: {
    id: string;
    parentId: string | null;
    number: string;
    title: string;
    standard: string | null;
    /** Sanitised HTML with the block markers left in place. */
    html: string;
  }[];
  /** Every block of the shown sections, by blockKey. */
  blocks: Record<string, BlockData>;
  evidence: {
    standard: string;
    label: string;
    items: { title: string; typeLabel: string; files: { fileName: string; url: string }[] }[];
  }[];
  mayExport: boolean;
}
