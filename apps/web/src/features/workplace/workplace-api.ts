import { api } from '../../api/client.ts';
import type { CalendarEvent } from '../shell/calendar-api.ts';

/** GET /aacsb/workplace/summary (apps/server/src/modules/personal). */
export interface WorkplaceSummary {
  unreadNotifications: number | null;
  upcomingEvents: CalendarEvent[];
  eventsNext7Days: number;
  counts: { key: string; count: number; path: string | null }[];
}

export const fetchSummary = () =>
  api.get<WorkplaceSummary>('/aacsb/workplace/summary', undefined, { quiet: true });
