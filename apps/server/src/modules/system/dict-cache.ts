import type { Locale } from '@accredit/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { localName } from './http.ts';
import { sysDict, sysDictItem } from './schema.ts';

/**
 * Enabled items per dictionary code, cached in memory and dropped on any dictionary change
 * (invalidateDicts()). The label in the caller's language is picked per request.
 */
interface CachedItem {
  value: string;
  text: string;
  textEn: string;
  textTw: string;
  textPt: string;
}

// A short lifetime too, so several server processes on one PostgreSQL converge without a restart.
const TTL_MS = 60_000;
const cache = new Map<string, { items: CachedItem[]; at: number }>();

export function invalidateDicts(): void {
  cache.clear();
}

export async function dictItems(db: Executor, code: string): Promise<CachedItem[]> {
  const hit = cache.get(code);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.items;
  const rows = await db
    .select({
      value: sysDictItem.itemValue,
      text: sysDictItem.itemText,
      textEn: sysDictItem.itemTextEn,
      textTw: sysDictItem.itemTextTw,
      textPt: sysDictItem.itemTextPt,
    })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(and(eq(sysDict.dictCode, code), eq(sysDict.delFlag, false), eq(sysDictItem.status, 1)))
    .orderBy(asc(sysDictItem.sortOrder), asc(sysDictItem.itemValue));
  if (cache.size > 500) cache.clear();
  cache.set(code, { items: rows, at: Date.now() });
  return rows;
}

export function labelled(items: CachedItem[], locale: Locale) {
  return items.map((i) => {
    const label = localName(locale, { zh: i.text, en: i.textEn, tw: i.textTw, pt: i.textPt });
    return { value: i.value, text: i.text, textEn: i.textEn, label, title: label };
  });
}
