import { ACTION_TITLES, type Locale, type MenuAction, resourceByName, resourceTitle } from '@accredit/shared';
import type { TFunction } from 'i18next';
import type { LogEntry } from '../api.ts';

/**
 * A log entry in the viewer's language. The server keeps an English wording for exports and a
 * code to word it by: a login entry's outcome (`login.<outcome>`); a write through the resource
 * engine is worded from its address (`/api/aacsb/<resource>/<verb>`) with the record type's title
 * and the action's name; a named operation ("edit role") from the catalogs (sysadmin.logs.ops).
 * Anything else keeps its stored wording.
 */
const ENGINE_VERBS: Record<string, MenuAction> = {
  add: 'add',
  edit: 'edit',
  delete: 'delete',
  deleteBatch: 'delete',
  importExcel: 'import',
  processBatch: 'review',
};

export function logText(
  entry: Pick<LogEntry, 'logContent' | 'logCode' | 'requestUrl' | 'method'>,
  t: TFunction,
  locale: Locale,
): string {
  if (entry.logCode?.startsWith('login.'))
    return t(`sysadmin.logs.entries.${entry.logCode.slice(6)}`, { defaultValue: entry.logContent });
  const engine = /^\/api\/aacsb\/([A-Za-z0-9]+)\/([A-Za-z]+)$/.exec(entry.requestUrl ?? '');
  const action = engine ? ENGINE_VERBS[engine[2]] : undefined;
  const def = engine ? resourceByName(engine[1]) : undefined;
  if (def && action) return `${resourceTitle(def, locale, (k) => t(k))} · ${ACTION_TITLES[action][locale]}`;
  // A named operation ("edit role") is its own code: its words in the catalogs.
  const slug = entry.logContent
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return slug ? t(`sysadmin.logs.ops.${slug}`, { defaultValue: entry.logContent }) : entry.logContent;
}
