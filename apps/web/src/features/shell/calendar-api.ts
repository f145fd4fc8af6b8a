import type { Page } from '@accredit/shared';
import { api } from '../../api/client.ts';

/** A personal calendar event (apps/server/src/modules/personal). */
export interface CalendarEvent {
  id: string;
  title: string;
  startTime: string;
  endTime: string | null;
  allDay: boolean;
  description: string | null;
  color: string | null;
}

export type CalendarEventInput = Omit<CalendarEvent, 'id'>;

export const calendarKey = ['calendarEvents'] as const;

export async function listEvents(): Promise<CalendarEvent[]> {
  const page = await api.get<Page<CalendarEvent>>('/aacsb/calendarEvent/list', { pageNo: 1, pageSize: -1 });
  return page.records;
}

export const addEvent = (input: CalendarEventInput) =>
  api.post<CalendarEvent>('/aacsb/calendarEvent/add', input);
export const editEvent = (id: string, input: CalendarEventInput) =>
  api.put<CalendarEvent>('/aacsb/calendarEvent/edit', { id, ...input });
export const deleteEvent = (id: string) => api.delete<null>('/aacsb/calendarEvent/delete', { id });

export const EVENT_COLORS = ['#187065', '#1677ff', '#fa8c16', '#eb2f96', '#722ed1', '#8c8c8c'];
