import type { CycleView, MapLevel } from '@accredit/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { resourceApi } from '../../../crud/api.ts';
import { canListRef } from '../../../crud/fields.tsx';
import { currentLocale } from '../../../i18n/index.ts';
import { nameIn } from '../../curriculum/teaching/api.ts';
import type { PlanPayloadLo } from './plan-model.ts';

/**
 * The planning calls of an evaluation year (apps/server/src/modules/aol/plan-*.ts): the plan with
 * the programme's goals, objectives and the curriculum map's candidate courses, its replacement,
 * last year's copy, the AACSB cycle view and the generation of the year's assessments. The year
 * itself is the engine's `evaluationYear` resource (generic list and form).
 */
const BASE = '/aacsb/evaluationYear';

export interface Named {
  id: string;
  code?: string | null;
  name?: string | null;
  nameEn?: string | null;
}

export interface PlanCourse {
  courseId: string;
  code?: string | null;
  name?: string | null;
  nameEn?: string | null;
  method: string;
  teacherId: string | null;
  teacherName?: string | null;
  teacherNameEn?: string | null;
  classIds: string[];
  level?: MapLevel | null;
}

/** A course the curriculum map links to the objective, with its level. */
export interface PlanCandidate {
  courseId: string;
  code?: string | null;
  name?: string | null;
  nameEn?: string | null;
  level: MapLevel | null;
  /** Who teaches it in the programme (a default for the plan), when known. */
  teacherId?: string | null;
}

export interface PlanLo extends Named {
  code: string;
  target: number | null;
  assessed: boolean;
  courses: PlanCourse[];
  candidates: PlanCandidate[];
}

export interface PlanGoal extends Named {
  code: string;
  target: number | null;
  los: PlanLo[];
}

export interface YearPlan {
  year: Named & {
    degreeProgramsId: string;
    schoolYearId?: string | null;
    /** The school year's name ("2024-2025"). */
    schoolYear?: string | null;
  };
  programme: Named;
  goals: PlanGoal[];
  classes: Named[];
  teachers?: Named[];
}

/** A course assessing an objective without a cell in the map in force (saved all the same). */
export interface PlanWarning {
  loId: string;
  loCode?: string;
  courseId: string;
  courseCode?: string;
  message: string;
}

export interface SavedPlan {
  los: number;
  courses: number;
  warnings: PlanWarning[];
}

export interface GenerateCounts {
  created: number;
  updated: number;
  /** Unchanged, submitted ones (never touched) included. */
  unchanged: number;
  locked?: number;
}

/** Last year's plan copied into an empty year: from which year, how many objectives and courses. */
export interface CopyCounts {
  from: { id: string; name: string | null } | null;
  los: number;
  courses: number;
}

/** The cycle view with the objectives' names. */
export interface CycleAnswer extends CycleView {
  rows: (CycleView['rows'][number] & { name?: string | null; nameEn?: string | null })[];
  notAssessed: (CycleView['notAssessed'][number] & { name?: string | null; nameEn?: string | null })[];
}

/** Whatever the server answers, a plan with every list present (older answers may leave some out). */
export function normalisePlan(raw: YearPlan): YearPlan {
  return {
    ...raw,
    classes: raw.classes ?? [],
    goals: (raw.goals ?? []).map((g) => ({
      ...g,
      los: (g.los ?? []).map((lo) => ({
        ...lo,
        assessed: Boolean(lo.assessed),
        courses: (lo.courses ?? []).map((c) => ({ ...c, classIds: c.classIds ?? [] })),
        candidates: lo.candidates ?? [],
      })),
    })),
  };
}

export const planApi = {
  plan: async (evaluationYearId: string) =>
    normalisePlan(await api.get<YearPlan>(`${BASE}/plan`, { evaluationYearId })),
  save: (evaluationYearId: string, los: PlanPayloadLo[]) =>
    api.put<SavedPlan>(`${BASE}/plan`, { evaluationYearId, los }, { quiet: true }),
  copyPrevious: (evaluationYearId: string) =>
    api.post<CopyCounts>(`${BASE}/copyPrevious`, { evaluationYearId }, { quiet: true }),
  generate: (evaluationYearId: string) =>
    api.post<GenerateCounts>(`${BASE}/generateAssessments`, { evaluationYearId }, { quiet: true }),
  cycle: (degreeProgramsId: string) => api.get<CycleAnswer>(`${BASE}/cycle`, { degreeProgramsId }),
};

export { nameIn };

/** "CODE Name" in the reader's language. */
export function labelOf(n: { code?: string | null; name?: string | null; nameEn?: string | null }): string {
  return [n.code, nameIn(n.name, n.nameEn)].filter(Boolean).join(' ');
}

/** Teachers named in the reader's language with their staff number, for the plan's pickers. */
export function useTeacherOptions(enabled: boolean) {
  return useQuery({
    queryKey: ['aolPlan', 'teachers', currentLocale()],
    enabled: enabled && canListRef('teacher'),
    staleTime: 60_000,
    queryFn: async () =>
      (await resourceApi('teacher').list({ pageNo: 1, pageSize: -1 })).records.map((r) => ({
        value: r.id,
        label: `${nameIn(r.name, r.nameEn)}${r.staffId ? ` (${String(r.staffId)})` : ''}`,
      })),
  });
}
