import type { PlanProgress, PlanTimeline } from '@accredit/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { type ResourceRecord, resourceApi } from '../../../crud/api.ts';
import { currentLocale } from '../../../i18n/index.ts';

/**
 * The strategic plan screen's calls: the plans (the engine's list) and one plan's tree
 * (GET /aacsb/strategicPlan/tree: priorities > goals > actions with progress, overdue counts and
 * the timeline). Records are added and edited through the engine's form, so a save only refreshes
 * these queries.
 */
export interface PlanFile {
  fileName: string;
  url: string;
}
export type PlanAction = ResourceRecord & {
  code: string | null;
  status: string;
  overdue: boolean;
  late: boolean;
  files: PlanFile[];
};
export type PlanGoal = ResourceRecord & { code: string; progress: PlanProgress; actions: PlanAction[] };
export type PlanPriority = ResourceRecord & { code: string; progress: PlanProgress; goals: PlanGoal[] };
export interface PlanTreeData {
  plan: ResourceRecord;
  today: string;
  progress: PlanProgress;
  priorities: PlanPriority[];
  timeline: PlanTimeline;
}

const KEY = ['strategicPlan'] as const;

export function usePlans() {
  return useQuery({
    queryKey: [...KEY, 'plans'],
    queryFn: async () => (await resourceApi('strategicPlan').list({ pageNo: 1, pageSize: -1 })).records,
  });
}

export function usePlanTree(planId: string | undefined) {
  return useQuery({
    queryKey: [...KEY, 'tree', planId],
    enabled: Boolean(planId),
    queryFn: () => api.get<PlanTreeData>('/aacsb/strategicPlan/tree', { planId }),
  });
}

/** Refreshes the plans and the tree after a save, a delete or a status change. */
export function useRefreshPlan() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

/** A record's name in the language in use (Chinese name in Chinese, English otherwise, else the other). */
export function nameOf(record: Record<string, unknown>, zh = 'nameZh', en = 'nameEn'): string {
  const pick = (k: string) => (typeof record[k] === 'string' && record[k] ? String(record[k]) : '');
  return currentLocale().startsWith('zh') ? pick(zh) || pick(en) : pick(en) || pick(zh);
}

/** "P1 Teaching excellence": code and name. */
export function codeName(record: Record<string, unknown>, zh = 'nameZh', en = 'nameEn'): string {
  return [record.code, nameOf(record, zh, en)].filter(Boolean).join(' ');
}
