import type { ProgrammeResult } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../api/client.ts';
import { resourceApi } from '../../../crud/api.ts';
import { hasFigures, newestFirst } from './goals-model.ts';

/**
 * The Learning Goals and Objectives screen's calls: the programme's evaluation years (engine list)
 * and the programme-level results of a year (GET /aacsb/evaluationYear/results). A server without
 * the results call, or a year without figures, simply shows no figures.
 */
export interface YearOption {
  id: string;
  label: string;
  name: string;
}

export interface LatestResults {
  year: YearOption;
  result: ProgrammeResult;
}

/** How many of the newest years are tried for figures before giving up. */
const TRIED = 4;

export async function programmeYears(programmeId: string): Promise<YearOption[]> {
  const page = await resourceApi('evaluationYear').list({ degreeProgramsId: programmeId, pageSize: -1 });
  return newestFirst(
    page.records.map((r) => {
      const school = String(r.schoolYearId_dictText ?? '');
      const name = String(r.name ?? '');
      return { id: r.id, label: school || name, name: name || school };
    }),
  );
}

async function yearResults(evaluationYearId: string): Promise<ProgrammeResult | null> {
  try {
    return await api.get<ProgrammeResult>(
      '/aacsb/evaluationYear/results',
      { evaluationYearId },
      { quiet: true },
    );
  } catch (e) {
    // Not there (yet), or nothing to compute: no figures, not an error of this screen.
    if (e instanceof ApiError && e.status !== 401 && e.status !== 403) return null;
    throw e;
  }
}

/** The newest evaluation year of the programme that has figures, with them; null when none has. */
export function useLatestResults(programmeId: string | undefined) {
  return useQuery({
    queryKey: ['aolPlan', 'latestResults', programmeId],
    enabled: Boolean(programmeId),
    queryFn: async (): Promise<LatestResults | null> => {
      const years = await programmeYears(programmeId as string);
      for (const year of years.slice(0, TRIED)) {
        const result = await yearResults(year.id);
        if (result && hasFigures(result)) return { year, result };
      }
      return null;
    },
  });
}
