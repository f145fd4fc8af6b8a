import { RESOURCE } from '@accredit/shared';
import type { Executor } from '../core/db.ts';
import { resourceTable } from '../crud/table.ts';
import { batches, getMeta, setMeta } from './base.ts';
import { COUNTRIES } from './countries-data.ts';

/**
 * The Countries list (resource `country`) on every installation: the ISO 3166-1 list, Chinese and
 * English names, keyed by alpha-3 code. Once per database: a country an administrator later
 * removes stays removed; a code that is already there keeps its edited names.
 */
export async function seedCountries(db: Executor): Promise<number> {
  if (await getMeta(db, 'countries_seeded')) return 0;
  const table = resourceTable(RESOURCE.country);
  const rows = COUNTRIES.map(([code, nameZh, nameEn]) => ({ code, nameZh, nameEn, createBy: 'system' }));
  let added = 0;
  for (const batch of batches(rows)) {
    const inserted = await db.insert(table).values(batch).onConflictDoNothing().returning({ id: table.id });
    added += inserted.length;
  }
  await setMeta(db, 'countries_seeded', new Date().toISOString());
  return added;
}
