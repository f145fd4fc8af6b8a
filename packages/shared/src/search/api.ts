/**
 * Shapes of the search and evidence calls (issue 20), shared by the server that answers and the
 * web app that shows them.
 */

/** A piece of a title or snippet; `hit` pieces are the words that matched (shown highlighted). */
export interface TextSegment {
  text: string;
  hit?: boolean;
}

/** One result: a record the caller may open (queryById would answer it) or a shared file. */
export interface SearchHit {
  /** The engine resource (`fileInfo` for a shared file). */
  resource: string;
  id: string;
  title: TextSegment[];
  /** Around the first match in the record's text or the file's extracted text; empty when only the title matched. */
  snippet: TextSegment[];
  year: number | null;
  /** A shared file: its address (/obe/file/<id>), name and folder, so the result opens it directly. */
  file?: { url: string; fileName: string; mime: string; folderId: string };
  standards: string[];
}

export interface SearchGroup {
  resource: string;
  /** Matches the caller may open, counted up to the search's cap (`more` when there are more). */
  total: number;
  more: boolean;
  hits: SearchHit[];
}

export interface SearchAnswer {
  query: string;
  groups: SearchGroup[];
  /** Milliseconds the server took. */
  took: number;
}

/** GET /aacsb/search/query parameters. */
export interface SearchQuery {
  q: string;
  /** Comma-separated resource names; all searchable ones the caller may read when absent. */
  types?: string;
  year?: number;
  departId?: string;
  /** An accreditationStandard code. */
  standard?: string;
  /** Hits per group (default 5; up to 50 when one type is asked for). */
  size?: number;
  pageNo?: number;
}

/** One piece of evidence under a standard: a shared file, or a record (maybe with its documents). */
export interface EvidenceItem {
  resource: string;
  id: string;
  title: string;
  /** How it came to the standard: a tag set on it, or a standards field of the record itself. */
  source: 'tag' | 'field';
  standards: string[];
  year: number | null;
  /** Files of the item: the shared file itself, or the record's attachments. */
  files: { url: string; fileName: string }[];
  /** A shared file's folder path, root first. */
  folderPath?: string[];
  updatedAt: string | null;
}

/** GET /aacsb/viewFileAndSupport/summary: items per standard code the caller may open. */
export type EvidenceSummary = Record<string, number>;
