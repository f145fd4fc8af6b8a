import type { Page } from '@accredit/shared';
import { api } from '../../api/client.ts';

/** The AI chat history and translation calls (spec 000 section 7). */
export type Statue = '0' | '1' | '2';

export interface HistoryRecord {
  id: string;
  question: string;
  answer: string;
  statue: Statue;
  createBy: string | null;
  createTime: string | null;
}

export const saveAnswer = (question: string, answer: string) =>
  api.post<{ id: string }>('/aacsb/aiChatHistory/add', { question, answer }, { quiet: true });

export const rateAnswer = (id: string, statue: Statue) =>
  api.put<HistoryRecord>('/aacsb/aiChatHistory/edit', { id, statue });

/** The caller's own questions, newest first; `search` becomes the spec's `*text*` wildcard. */
export function listHistory(username: string, search: string): Promise<Page<HistoryRecord>> {
  const text = search.trim().replace(/\*/g, '');
  return api.get<Page<HistoryRecord>>('/aacsb/aiChatHistory/list', {
    createBy: username,
    pageNo: 1,
    pageSize: -1,
    column: 'create_time',
    order: 'desc',
    question: text ? `*${text}*` : undefined,
  });
}

export const deleteHistory = (id: string) => api.delete<null>('/aacsb/aiChatHistory/delete', { id });

export interface TranslationDraft {
  text: string | null;
  translated: boolean;
  direction: 'zh2en' | 'en2zh';
  message: string;
}

export const translateText = (text: string, from?: 'zh' | 'en') =>
  api.post<TranslationDraft>('/ai/aiTranslate', { text, from });

export interface TranslateAllDraft {
  fields: Record<string, string>;
  untranslated: string[];
  message: string;
}

export const translateRecord = (record: Record<string, string | number | boolean | null>) =>
  api.post<TranslateAllDraft>('/ai/aiTranslateAll', { record });
