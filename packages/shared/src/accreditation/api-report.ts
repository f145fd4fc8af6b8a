/**
 * Shapes of the report calls (owner: server report; issue 21 items 3 and 4). The server's zod
 * schemas are built to these; the web editor reads them.
 */
export interface SectionOutline {
  id: string;
  parentId: string | null;
  title: string;
  standard: string | null;
  sortNo: number;
  /** Review state of the section (0 unreviewed, 1 approved, 2 rejected). */
  reviewStatus: number;
  editorId: string | null;
  editorName: string | null;
  approverId: string | null;
  approverName: string | null;
  /** Words of text (blocks not counted) and blocks in the section. */
  words: number;
  blocks: number;
  hasDraft: boolean;
  mayEdit: boolean;
  mayApprove: boolean;
}

/** GET /aacsb/certificationReport/outline?id= */
export interface ReportOutline {
  report: {
    id: string;
    title: string;
    scheme: string;
    status: string;
    frozenTime: string | null;
    projectId: string;
    year: number | null;
  };
  sections: SectionOutline[];
}

/** One revision of a section (reportSection/revisions). */
export interface RevisionItem {
  id: string;
  version: number;
  authorName: string;
  createTime: string;
  note: string | null;
  words: number;
}

/** A word-level difference (diff.ts): kept, added or removed text. */
export interface DiffPart {
  op: '=' | '+' | '-';
  text: string;
}
