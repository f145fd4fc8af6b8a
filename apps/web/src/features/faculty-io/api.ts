import type { CaptureEncoding } from '@accredit/shared/capture/decode.ts';
import { ApiError, api, type Query, requestEnvelope } from '../../api/client.ts';
import { download } from '../../api/files.ts';

/** Calls of the faculty-io module: publication capture, the CV, the teacher reports. */
export type MatchStatus = 'matched' | 'ambiguous' | 'external';

export interface Candidate {
  id: string;
  name: string;
  staffId: string;
  college: string | null;
}

export interface PreviewAuthor {
  name: string;
  status: MatchStatus;
  teacherId: string | null;
  candidates: Candidate[];
}

export interface PreviewEntry {
  index: number;
  line: number;
  outputType: number;
  outputTypeText: string;
  titleZh: string | null;
  titleEn: string | null;
  venueName: string | null;
  /** A book's or report's publisher: stored as the venue when the file names no other. */
  publisher: string | null;
  publishDate: string | null;
  year: number | null;
  doi: string | null;
  authors: PreviewAuthor[];
  duplicate:
    | { kind: 'file'; index: number; by: 'doi' | 'title' }
    | { kind: 'database'; id: string; title: string; by: 'doi' | 'title' }
    | null;
  problems: string[];
  /** The type needs a supporting PDF: the entry is imported only with one attached. */
  pdfRequired: boolean;
}

export interface Preview {
  format: 'bibtex' | 'ris' | 'endnote' | 'csv';
  /** How the server decoded an uploaded file (absent for pasted text). */
  encoding?: CaptureEncoding;
  entries: PreviewEntry[];
  problems: { line: number; message: string }[];
  summary: { total: number; duplicates: number; ambiguousAuthors: number; incomplete: number };
}

export interface EntryChoice {
  index: number;
  skip?: boolean;
  category?: string | null;
  authors?: (string | null)[];
  /** Supporting PDFs uploaded for the entry (POST /obe/uploadFile addresses). */
  attachments?: { url: string }[];
}

export interface CommitProblem {
  index: number;
  line: number;
  title: string;
  message: string;
}

export interface CvRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
}
export interface CvItem {
  runs: CvRun[];
  note?: string;
}
export interface CvDocument {
  teacherId: string;
  title: string;
  name: string;
  subtitle: string;
  period: string;
  generated: string;
  sections: {
    key: string;
    heading: string;
    fields?: { label: string; value: string }[];
    items?: CvItem[];
    groups?: { heading: string; years: { year: string; items: CvItem[] }[] }[];
    empty?: string;
  }[];
}

export interface ReportPage {
  columns: { key: string; title: string }[];
  records: Record<string, string | number | null>[];
  total: number;
}

export interface Discipline {
  id: string;
  departName: string;
  departNameEn: string;
}

export const REPORT_NAMES = ['faculty', 'facultySummary', 'facultyRoster', 'researchOutputs'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

const CAPTURE = '/aacsb/researchOutput/capture';

export const facultyIoApi = {
  previewFile: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return api.post<Preview>(`${CAPTURE}/preview`, body, { quiet: true, timeoutMs: 120_000 });
  },
  previewText: (text: string) =>
    api.post<Preview>(`${CAPTURE}/preview`, { text }, { quiet: true, timeoutMs: 120_000 }),
  /** All or nothing: on refusal the ApiError's envelope lists every problem (see commitProblems). */
  commit: (body: { text: string; defaultCategory: string; entries: EntryChoice[] }) =>
    requestEnvelope<{ created: number; skipped: number; ids: string[] }>('POST', `${CAPTURE}/commit`, {
      body,
      quiet: true,
      timeoutMs: 300_000,
    }),
  // Quiet: the resume page shows what went wrong itself (an account without a teacher record
  // gets an empty state, not an error notice).
  cv: (query: Query) => api.get<CvDocument>('/aacsb/teacher/cv/data', query, { quiet: true }),
  cvFile: (query: Query, fileName: string) => download('/aacsb/teacher/cv', query, fileName),
  disciplines: () => api.get<Discipline[]>('/aacsb/teacherDiscipline/disciplines'),
  report: (name: ReportName, query: Query) => api.get<ReportPage>(`/aacsb/report/${name}`, query),
  reportFile: (name: ReportName, query: Query, fileName: string) =>
    download(`/aacsb/report/${name}/exportXls`, query, fileName),
};

export function commitProblems(error: unknown): CommitProblem[] {
  if (!(error instanceof ApiError)) return [];
  const result = error.envelope?.result as { errors?: CommitProblem[] } | null | undefined;
  return result?.errors ?? [];
}
