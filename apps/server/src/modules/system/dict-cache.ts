import { applyLiveDictionaries, type DictionaryItemDef, type Locale } from '@accredit/shared';
import { and, asc, eq } from 'drizzle-orm';
import { announceChange } from '../../core/changes.ts';
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

/**
 * Every dictionary's items as the administrators left them (disabled ones flagged), handed to
 * the shared lookups that validate, label, import and export `dict` fields.
 */
export async function loadLiveDictionaries(db: Executor): Promise<void> {
  applyLiveDictionaries(await liveDictionaries(db));
}

/** Every dictionary's items in every language, disabled ones flagged. */
export async function liveDictionaries(db: Executor): Promise<Record<string, DictionaryItemDef[]>> {
  const rows = await db
    .select({
      code: sysDict.dictCode,
      value: sysDictItem.itemValue,
      text: sysDictItem.itemText,
      textEn: sysDictItem.itemTextEn,
      textTw: sysDictItem.itemTextTw,
      textPt: sysDictItem.itemTextPt,
      status: sysDictItem.status,
    })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(eq(sysDict.delFlag, false))
    .orderBy(asc(sysDictItem.sortOrder), asc(sysDictItem.itemValue));
  const live: Record<string, DictionaryItemDef[]> = {};
  for (const r of rows) {
    live[r.code] ??= [];
    live[r.code].push({
      value: r.value,
      label: {
        'zh-CN': r.text,
        'en-US': r.textEn || r.text,
        'zh-TW': r.textTw || r.text,
        'pt-BR': r.textPt || r.textEn || r.text,
      },
      disabled: r.status !== 1,
    });
  }
  return live;
}

/** After a dictionary write here or on another server: the cache is dropped and the live items reloaded. */
export async function reloadDictionaries(db: Executor): Promise<void> {
  invalidateDicts();
  await loadLiveDictionaries(db);
}

/** After a dictionary write: reloaded here, and the other servers told. */
export async function dictionariesChanged(db: Executor): Promise<void> {
  await reloadDictionaries(db);
  await announceChange(db, 'dictionaries');
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
