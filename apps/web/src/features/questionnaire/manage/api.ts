import type {
  Audience,
  QuestionnaireAction,
  QuestionnaireCompare,
  QuestionnaireResults,
  QuestionnaireTracking,
  RateRow,
} from '@accredit/shared';
import { api } from '../../../api/client.ts';
import { download } from '../../../api/files.ts';
import type { ResourceRecord } from '../../../crud/api.ts';

/**
 * The questionnaire calls beyond the engine's list and form (issue 18, plan parts B and D): the
 * state actions, the audience pickers and live count, tracking and reminders, results, the runs of
 * the same template and their comparison, and the two downloads. The answers' shapes are the
 * shared ones (packages/shared/src/questionnaire/api.ts).
 */
const BASE = '/aacsb/questionnaire';

/** Which list an audience picker searches (GET /aacsb/questionnaire/audienceOptions?kind=). */
export type AudienceKind = 'role' | 'class' | 'programme' | 'depart' | 'user';

/** A picker entry as the reference pickers give it. */
export interface AudienceOption {
  id: string;
  title: string;
  code: string | null;
}

/** POST /aacsb/questionnaire/audiencePreview: who the audience reaches, in all and by group (nobody has answered yet). */
export interface AudiencePreview {
  total: RateRow;
  groups: RateRow[];
}

/** Another questionnaire of the same template (GET /aacsb/questionnaire/runs?id=). */
export interface QuestionnaireRun {
  id: string;
  name: string;
  nameEn: string | null;
  status: string;
  startTime: string | null;
  endTime: string | null;
  responseCount?: number;
}

/** The two languages a report is written in. */
export type ReportLang = 'en-US' | 'zh-CN';

/** A list however it is wrapped (a bare array, or an object holding it under one key). */
function listOf<T>(raw: unknown, ...keys: string[]): T[] {
  if (Array.isArray(raw)) return raw as T[];
  for (const key of keys) {
    const inner = (raw as Record<string, unknown> | null)?.[key];
    if (Array.isArray(inner)) return inner as T[];
  }
  return [];
}

export const qnrApi = {
  /** Start, stop, restart or end; the server answers with the updated record. */
  act: (action: QuestionnaireAction, id: string) =>
    api.post<ResourceRecord>(`${BASE}/${action}`, { id }, { quiet: true }),
  record: (id: string) => api.get<ResourceRecord>(`${BASE}/queryById`, { id }),
  saveQuestions: (id: string, groupList: unknown) =>
    api.put<{ id: string }>(`${BASE}/edit`, { id, groupList }, { quiet: true }),
  tracking: (id: string) => api.get<QuestionnaireTracking>(`${BASE}/tracking`, { id }),
  /** Reminds the people who have not answered; how many were reminded. */
  remind: async (id: string) => (await api.post<{ sent: number }>(`${BASE}/remind`, { id })).sent,
  audiencePreview: (audience: Audience) =>
    api.post<AudiencePreview>(`${BASE}/audiencePreview`, { audience }, { quiet: true }),
  audienceOptions: async (kind: AudienceKind, query: { keyword?: string; ids?: string[] }) =>
    listOf<AudienceOption>(
      await api.get<unknown>(`${BASE}/audienceOptions`, {
        kind,
        keyword: query.keyword || undefined,
        ids: query.ids?.length ? query.ids.join(',') : undefined,
      }),
      'records',
      'options',
    ),
  results: (id: string, group?: string) =>
    api.get<QuestionnaireResults>(`${BASE}/results`, { id, group: group || undefined }),
  runs: async (id: string) =>
    listOf<QuestionnaireRun>(await api.get<unknown>(`${BASE}/runs`, { id }), 'records', 'runs'),
  compare: (id: string, otherId: string) => api.get<QuestionnaireCompare>(`${BASE}/compare`, { id, otherId }),
  /** The raw answers (one row per response; no identity for anonymous questionnaires). */
  answersXls: (id: string, lang: ReportLang, fileName: string) =>
    download(`${BASE}/answersXls`, { id, lang }, fileName),
  /** The Word report with a chart per question, for everyone or one audience group. */
  word: (id: string, lang: ReportLang, group: string | undefined, fileName: string) =>
    download(`${BASE}/exportWord`, { id, lang, group: group || undefined }, fileName),
};

export const qnrKeys = {
  all: ['questionnaire'] as const,
  tracking: (id: string) => ['questionnaire', 'tracking', id] as const,
  results: (id: string, group: string) => ['questionnaire', 'results', id, group] as const,
  runs: (id: string) => ['questionnaire', 'runs', id] as const,
  compare: (id: string, otherId: string) => ['questionnaire', 'compare', id, otherId] as const,
  record: (id: string) => ['questionnaire', 'record', id] as const,
};
