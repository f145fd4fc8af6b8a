import type { Page } from '@accredit/shared';
import { api } from '../../../api/client.ts';

/** The combined improvement list (apps/server/src/modules/strategy/improvement-routes.ts). */
export type Origin = 'ci' | 'aol';
export type SortColumn = 'dueDate' | 'status' | 'finding';

export interface Improvement {
  id: string;
  origin: Origin;
  finding: string | null;
  findingEn: string | null;
  action: string | null;
  actionEn: string | null;
  result: string | null;
  ownerId: string | null;
  ownerId_dictText: string | null;
  dueDate: string | null;
  status: string | null;
  status_dictText: string | null;
  year: number | null;
  standards: string | null;
  standards_dictText: string | null;
  degreeProgramsId: string | null;
  degreeProgramsId_dictText: string | null;
  overdue: boolean;
}

export interface ImprovementQuery {
  pageNo: number;
  pageSize: number;
  column: SortColumn;
  order: 'asc' | 'desc';
  status?: string;
  origin?: Origin;
  keyword?: string;
}

/**
 * Starts with the engine's ['crud', 'continuousImprovement'] so that adding, editing or deleting a
 * record on the records tab refreshes the combined list too.
 */
export const improvementsKey = (q: ImprovementQuery) => ['crud', 'continuousImprovement', 'combined', q];

export const fetchImprovements = (q: ImprovementQuery) =>
  api.get<Page<Improvement>>(
    '/aacsb/viewContinuousImprovement/list',
    { ...q, status: q.status || undefined, origin: q.origin || undefined, keyword: q.keyword || undefined },
    { quiet: true },
  );
