import type { Answers, MyQuestionnaire, MyQuestionnaireForm } from '@accredit/shared';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/**
 * The respondent's calls (apps/server/src/modules/questionnaire/answer-routes.ts). Errors are
 * left to the screens (quiet), which tell them in place: a refused answer at its question, a
 * questionnaire not addressed to the person as a page of its own.
 */
export const myQnrKeys = {
  all: ['myQuestionnaire'] as const,
  list: ['myQuestionnaire', 'list'] as const,
  count: ['myQuestionnaire', 'count'] as const,
  form: (id: string) => ['myQuestionnaire', 'form', id] as const,
};

export const fetchMyList = () =>
  api.get<MyQuestionnaire[]>('/aacsb/myQuestionnaire/list', { scope: 'all' }, { quiet: true });

export const fetchOpenCount = () =>
  api.get<{ open: number }>('/aacsb/myQuestionnaire/count', undefined, { quiet: true });

export const fetchMyForm = (id: string) =>
  api.get<MyQuestionnaireForm>('/aacsb/myQuestionnaire/get', { id }, { quiet: true });

export const saveMyDraft = (id: string, answers: Answers) =>
  api.post<{ savedAt: string }>('/aacsb/myQuestionnaire/save', { id, answers }, { quiet: true });

export const submitMyAnswers = (id: string, answers: Answers) =>
  api.post<{ submitted: true }>('/aacsb/myQuestionnaire/submit', { id, answers }, { quiet: true });

/** After a save or submit: the list, the open count (workplace card, menu badge) and the form. */
export const refreshMine = (client: QueryClient) => client.invalidateQueries({ queryKey: myQnrKeys.all });

/** A questionnaire id as the links carry it (`?open=<id>`); anything else opens nothing. */
export function openParam(raw: string | null): string | null {
  return raw && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null;
}
