import type {
  BlockCatalog,
  BlockData,
  BlockRef,
  DiffPart,
  DriftItem,
  ReportOutline,
  ReviewAction,
  RevisionItem,
} from '@accredit/shared';
import { api } from '../../../api/client.ts';
import { download } from '../../../api/files.ts';
import { resourceApi } from '../../../crud/api.ts';

/**
 * The report editor's calls (issue 21; servers: modules/accreditation blocks-*, report-*,
 * ai-draft-*, reading-*). Shapes are the shared contracts (packages/shared/src/accreditation) and,
 * where the shared code has none, the plan's words, typed here.
 */

/** A section as the editor loads it (reportSection/queryById). */
export interface SectionRecord {
  id: string;
  reportId: string;
  title: string;
  standard: string | null;
  standard_dictText?: string;
  guidance: string | null;
  content: string | null;
  editorId: string | null;
  approverId: string | null;
  reviewStatus?: number | string | null;
  aiDraft: AiDraft | null;
}

/** section.aiDraft: a draft a person must accept (HTML with citation links). */
export interface AiDraft {
  html: string;
  citations: { label: string; href: string }[];
  provider: string;
  createdAt: string;
}

export type { BlockCatalog, BlockOption, BlockParamSpec, DriftItem } from '@accredit/shared';

export const REPORT_KEY = 'accReport';

export const reportKeys = {
  outline: (id: string) => [REPORT_KEY, 'outline', id] as const,
  section: (id: string) => [REPORT_KEY, 'section', id] as const,
  block: (reportId: string, key: string) => [REPORT_KEY, 'block', reportId, key] as const,
  blocks: (reportId: string) => [REPORT_KEY, 'block', reportId] as const,
  revisions: (id: string) => [REPORT_KEY, 'revisions', id] as const,
  drift: (id: string) => [REPORT_KEY, 'drift', id] as const,
  catalog: () => [REPORT_KEY, 'catalog'] as const,
  reading: (id: string) => [REPORT_KEY, 'reading', id] as const,
};

const sections = resourceApi('reportSection');

/** The stored draft, whether the engine hands the json field over parsed or as text. */
function draftOf(raw: unknown): AiDraft | null {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && typeof (value as AiDraft).html === 'string'
    ? (value as AiDraft)
    : null;
}

export const reportApi = {
  outline: (id: string) => api.get<ReportOutline>('/aacsb/certificationReport/outline', { id }),
  section: async (id: string): Promise<SectionRecord> => {
    const record = (await sections.queryById(id)) as unknown as SectionRecord & { aiDraft: unknown };
    return { ...record, aiDraft: draftOf(record.aiDraft) };
  },
  saveContent: (id: string, content: string, note?: string) =>
    api.post<unknown>(
      '/aacsb/reportSection/saveContent',
      { id, content, note: note || undefined },
      { quiet: true },
    ),
  revisions: (id: string) => api.get<RevisionItem[]>('/aacsb/reportSection/revisions', { id }),
  revision: (id: string) =>
    api.get<{ content: string; diff: DiffPart[] }>('/aacsb/reportSection/revision', { id }),
  restore: (revisionId: string) => api.post<unknown>('/aacsb/reportSection/restore', { revisionId }),
  catalog: () => api.get<BlockCatalog>('/aacsb/reportBlock/catalog'),
  resolve: (refs: BlockRef[], reportId?: string) =>
    api.post<BlockData[]>('/aacsb/reportBlock/resolve', { refs, reportId }, { quiet: true }),
  freeze: (id: string) => api.post<unknown>('/aacsb/certificationReport/freeze', { id }),
  unfreeze: (id: string) => api.post<unknown>('/aacsb/certificationReport/unfreeze', { id }),
  drift: (id: string) => api.get<DriftItem[]>('/aacsb/certificationReport/drift', { id }),
  exportWord: (id: string, lang: 'en-US' | 'zh-CN', fileName: string) =>
    download('/aacsb/certificationReport/exportWord', { id, lang }, fileName),
  aiDraft: (id: string) =>
    api.post<AiDraft>('/aacsb/reportSection/aiDraft', { id }, { quiet: true, timeoutMs: 120_000 }),
  acceptDraft: (id: string) => api.post<unknown>('/aacsb/reportSection/acceptDraft', { id }),
  discardDraft: (id: string) => api.post<unknown>('/aacsb/reportSection/discardDraft', { id }),
  review: (id: string, action: ReviewAction, reason?: string) =>
    api.post<{ count: number }>('/aacsb/reportSection/review', { id, action, reason }, { quiet: true }),
};
