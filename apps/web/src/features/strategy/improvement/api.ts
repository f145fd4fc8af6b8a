import type { ImprovementQuery, ImprovementRow, Page } from '@accredit/shared';
import { api } from '../../../api/client.ts';

/** The combined improvement list (apps/server/src/modules/strategy/improvement-routes.ts); shapes in @accredit/shared. */
export type {
  ImprovementOrigin as Origin,
  ImprovementQuery,
  ImprovementRow as Improvement,
  ImprovementSortColumn as SortColumn,
} from '@accredit/shared';

/**
 * Starts with the engine's ['crud', 'continuousImprovement'] so that adding, editing or deleting a
 * record on the records tab refreshes the combined list too.
 */
export const improvementsKey = (q: ImprovementQuery) => ['crud', 'continuousImprovement', 'combined', q];

export const fetchImprovements = (q: ImprovementQuery) =>
  api.get<Page<ImprovementRow>>(
    '/aacsb/viewContinuousImprovement/list',
    { ...q, status: q.status || undefined, origin: q.origin || undefined, keyword: q.keyword || undefined },
    { quiet: true },
  );
