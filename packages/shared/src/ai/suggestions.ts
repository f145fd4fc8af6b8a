import type { Locale } from '../locales.ts';
import { MENU } from '../menu.ts';
import type { LocaleText, MenuScreen } from '../menu-kit.ts';
import { SUGGESTION_LISTS } from './suggestions-data.ts';

/**
 * Suggested questions of the AI dialog, one list per index path of spec 000 section 2 (and one for
 * any other page), in every language. The dialog shows five drawn at random from the list of the
 * area the current page belongs to.
 */
export const DEFAULT_SUGGESTION_PATH = '*';

export const SUGGESTIONS: Record<string, LocaleText[]> = SUGGESTION_LISTS;

function contains(screen: MenuScreen, path: string): boolean {
  if (screen.path === path) return true;
  return (screen.children ?? []).some((child) => contains(child, path));
}

/** The list for a page: its own when it is an index path, else that of the area holding it. */
export function suggestionPathFor(pathname: string): string {
  if (SUGGESTIONS[pathname]) return pathname;
  const area = MENU.find((screen) => contains(screen, pathname));
  if (area && SUGGESTIONS[area.path]) return area.path;
  return DEFAULT_SUGGESTION_PATH;
}

/** `count` questions drawn at random (without repeats) for the page, in the language asked. */
export function drawSuggestions(
  pathname: string,
  locale: Locale,
  count = 5,
  random: () => number = Math.random,
): string[] {
  const pool = [...SUGGESTIONS[suggestionPathFor(pathname)]];
  // Fisher-Yates, stopped after `count` picks.
  for (let i = 0; i < Math.min(count, pool.length); i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count).map((q) => q[locale]);
}
