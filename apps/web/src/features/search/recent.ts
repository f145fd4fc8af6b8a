import { storage } from '../../api/storage.ts';

/**
 * The last searches typed in the header box, newest first, kept in this browser (cleared with the
 * rest of the session's storage at sign-out). Offered in the box's drop-down.
 */
const KEY = 'Search_Recent';
export const RECENT_MAX = 8;

export function recentSearches(): string[] {
  const raw = storage.get<unknown>(KEY);
  return Array.isArray(raw) ? raw.filter((s): s is string => typeof s === 'string' && s !== '') : [];
}

/** Puts a search first (once, compared without case) and keeps the newest RECENT_MAX. */
export function rememberSearch(q: string, previous = recentSearches()): string[] {
  const text = q.trim();
  if (!text) return previous;
  const next = [text, ...previous.filter((s) => s.toLowerCase() !== text.toLowerCase())].slice(0, RECENT_MAX);
  storage.set(KEY, next, null);
  return next;
}

export function forgetSearches(): void {
  storage.remove(KEY);
}
