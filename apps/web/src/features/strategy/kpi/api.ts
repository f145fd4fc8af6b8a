import type { KpiBoard, KpiBoardKpi, KpiLiveValue } from '@accredit/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { ResourceRecord } from '../../../crud/api.ts';

/**
 * The performance-target screen's calls: the board (GET /aacsb/performanceTarget/board: every KPI
 * with its years, live or typed actuals, statuses and summary) and the preview of a live source
 * (GET /aacsb/performanceTarget/liveValue). KPIs and years are saved through the engine, so a
 * save only refreshes these queries.
 */
export type { KpiBoardYear as BoardYear, KpiLiveValue as LiveValue } from '@accredit/shared';
export type BoardKpi = KpiBoardKpi<ResourceRecord>;
export type Board = KpiBoard<ResourceRecord>;

// Under the engine list's key, so a KPI saved or deleted in the list refreshes the board too.
const ROOT = ['crud', 'performanceTarget'] as const;
const KEY = [...ROOT, 'board'] as const;

export function useBoard() {
  return useQuery({ queryKey: KEY, queryFn: () => api.get<Board>('/aacsb/performanceTarget/board') });
}

export function useRefreshBoard() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ROOT });
}

export function useLiveValue(
  source: string | undefined,
  year: number | null,
  programmeId: string | undefined,
) {
  return useQuery({
    queryKey: [...ROOT, 'live', source, year, programmeId],
    enabled: Boolean(source && year),
    queryFn: () =>
      api.get<KpiLiveValue>('/aacsb/performanceTarget/liveValue', {
        source,
        year,
        ...(programmeId ? { programmeId } : {}),
      }),
  });
}

/** A figure with its unit: "37.0%" for a percent, the number otherwise. */
export function formatFigure(value: number | null | undefined, unit: unknown): string {
  if (value === null || value === undefined) return '—';
  return String(unit) === '1' ? `${value.toFixed(1)}%` : String(value);
}
