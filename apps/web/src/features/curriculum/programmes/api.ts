import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { resourceApi } from '../../../crud/api.ts';
import { buildGoals, type TreeKind, type TreeNode, toNode } from './tree-model.ts';

/**
 * The calls of the Degree Programmes screen: the engine's list/add/edit/delete of the goal-tree
 * resources, filtered by programme, and `POST /aacsb/degreePrograms/reorder` (one list's order in
 * one transaction). Query keys start with ['crud', resource] so the generic pages refresh alike.
 */
const all = (kind: TreeKind, programmeId: string) =>
  resourceApi(kind).list({ degreeProgramsId: programmeId, pageSize: -1, column: 'sort', order: 'asc' });

export function useGoalTree(programmeId: string) {
  const training = useQuery({
    queryKey: ['crud', 'trainingObjective', 'tree', programmeId],
    queryFn: async () =>
      (await all('trainingObjective', programmeId)).records.map((r) => toNode('trainingObjective', r)),
  });
  const goals = useQuery({
    queryKey: ['crud', 'degreeProgramsLg', 'tree', programmeId],
    queryFn: async () =>
      (await all('degreeProgramsLg', programmeId)).records.map((r) => toNode('degreeProgramsLg', r)),
  });
  const objectives = useQuery({
    queryKey: ['crud', 'degreeProgramsLo', 'tree', programmeId],
    queryFn: async () =>
      (await all('degreeProgramsLo', programmeId)).records.map((r) => toNode('degreeProgramsLo', r)),
  });
  return {
    loading: training.isLoading || goals.isLoading || objectives.isLoading,
    error: training.error ?? goals.error ?? objectives.error,
    training: training.data ?? [],
    goals: buildGoals(goals.data ?? [], objectives.data ?? []),
  };
}

export function useRefreshTree() {
  const client = useQueryClient();
  return (kind: TreeKind) => client.invalidateQueries({ queryKey: ['crud', kind] });
}

export function reorder(kind: TreeKind, ids: string[]) {
  return api.post<{ count: number }>('/aacsb/degreePrograms/reorder', { resource: kind, ids });
}

export interface ProgrammeOption {
  id: string;
  code: string;
  name: string;
  nameEn: string;
}

/** The programmes the caller may see (their data rules apply), for the switcher. */
export function useProgrammes() {
  return useQuery({
    queryKey: ['crud', 'degreePrograms', 'options'],
    queryFn: async (): Promise<ProgrammeOption[]> =>
      (await resourceApi('degreePrograms').list({ pageSize: -1 })).records.map((r) => ({
        id: r.id,
        code: String(r.code ?? ''),
        name: String(r.name ?? ''),
        nameEn: String(r.nameEn ?? ''),
      })),
  });
}

export type { TreeNode };
