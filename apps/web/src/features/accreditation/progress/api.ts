import type { CommentItem, Page, ProjectProgress, TaskItem } from '@accredit/shared';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import type { ResourceRecord } from '../../../crud/api.ts';

/**
 * The progress calls (apps/server/src/modules/accreditation/progress-*.ts; shapes in
 * packages/shared/src/accreditation/api-progress.ts).
 *
 * The progress and timeline keys start with the task list's own key (`['crud',
 * 'accreditationTask']`): the engine's task list refreshes that prefix after every add, edit and
 * delete, so the project's percent, checklist and timeline follow a task saved through the
 * generic form without this screen having to hook into it.
 */
const TASKS = ['crud', 'accreditationTask'] as const;

export const progressKeys = {
  all: [...TASKS, 'accProgress'] as const,
  progress: (projectId: string) => [...TASKS, 'accProgress', 'progress', projectId] as const,
  timeline: (projectId: string) => [...TASKS, 'accProgress', 'timeline', projectId] as const,
  mine: () => [...TASKS, 'accProgress', 'mine'] as const,
  comments: (target: CommentItem['target'], id: string) => ['accProgress', 'comments', target, id] as const,
  projects: () => ['crud', 'accreditationProject', 'accProgress', 'cards'] as const,
};

export type CommentTarget = CommentItem['target'];

export const progressApi = {
  projects: () =>
    api.get<Page<ResourceRecord>>('/aacsb/accreditationProject/list', {
      pageNo: 1,
      pageSize: -1,
      column: 'visitDate',
      order: 'asc',
    }),
  progress: (id: string) =>
    api.get<ProjectProgress>('/aacsb/accreditationProject/progress', { id }, { quiet: true }),
  timeline: (projectId: string) =>
    api.get<TaskItem[]>('/aacsb/accreditationTask/timeline', { projectId }, { quiet: true }),
  mine: () => api.get<TaskItem[]>('/aacsb/accreditationTask/mine', {}, { quiet: true }),
  setStatus: (id: string, status: string) =>
    api.post<unknown>('/aacsb/accreditationTask/setStatus', { id, status }, { quiet: true }),
  /** Milestones are a json field of the project, saved through the engine's edit. */
  saveProject: (body: Record<string, unknown> & { id: string }) =>
    api.put<{ id: string }>('/aacsb/accreditationProject/edit', body, { quiet: true }),
  comments: (target: CommentTarget, id: string) =>
    api.get<CommentItem[]>('/aacsb/accreditationComment/list', { target, id }, { quiet: true }),
  addComment: (target: CommentTarget, id: string, body: string) =>
    api.post<CommentItem>('/aacsb/accreditationComment/add', { target, id, body }, { quiet: true }),
  deleteComment: (id: string) =>
    api.post<unknown>('/aacsb/accreditationComment/delete', { id }, { quiet: true }),
};

/** After a task's status changes: its lists, the percent and the workplace card. */
export function afterTaskChange(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: TASKS }),
    client.invalidateQueries({ queryKey: progressKeys.projects() }),
  ]);
}
