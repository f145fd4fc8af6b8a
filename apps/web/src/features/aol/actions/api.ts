import type { ActionBeforeAfter, ActionProposal, Figure } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { programmeYears } from '../goals/api.ts';

/**
 * Closing the loop (issue 17 item 6): the actions proposed for a year's unmet objectives and
 * goals (GET /aacsb/improvementAction/proposals) and, per action of a programme, the figure of its
 * year and of the next year assessing the objective (GET /aacsb/improvementAction/beforeAfter).
 * The actions themselves are the engine's `improvementAction` resource; their owners are reminded
 * of due actions (POST /aacsb/improvementAction/remind).
 */
const BASE = '/aacsb/improvementAction';

/** A list however it is wrapped (a bare array, or an object holding it under one key). */
function listOf<T>(raw: unknown, key: string): T[] {
  if (Array.isArray(raw)) return raw as T[];
  const inner = (raw as Record<string, unknown> | null)?.[key];
  return Array.isArray(inner) ? (inner as T[]) : [];
}

export const loopApi = {
  proposals: async (evaluationYearId: string) =>
    listOf<ActionProposal>(await api.get<unknown>(`${BASE}/proposals`, { evaluationYearId }), 'proposals'),
  beforeAfter: async (degreeProgramsId: string) =>
    listOf<ActionBeforeAfter>(await api.get<unknown>(`${BASE}/beforeAfter`, { degreeProgramsId }), 'actions'),
  /** Reminds the owners of due and overdue actions (each at most once a day); how many were sent. */
  remind: async () => (await api.post<{ sent: number }>(`${BASE}/remind`, {})).sent,
};

export function useProgrammeYears(programmeId: string | undefined) {
  return useQuery({
    queryKey: ['aolPlan', 'years', programmeId],
    enabled: Boolean(programmeId),
    queryFn: () => programmeYears(programmeId as string),
  });
}

/** The change from before to after (after - before), or null when either is missing. */
export function change(before: Figure | null | undefined, after: Figure | null | undefined): number | null {
  if (!before || !after) return null;
  return Math.round((after.value - before.value) * 1000) / 1000;
}
