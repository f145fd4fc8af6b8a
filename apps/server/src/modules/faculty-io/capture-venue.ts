import { outputTypeOf, RESOURCE } from '@accredit/shared';
import type { Executor } from '../../core/db.ts';
import { resourceTable } from '../../crud/table.ts';

/**
 * Captured publications name their journal as the file has it ("Strategic Management Journal",
 * "STRATEGIC MANAGEMENT JOURNAL", "战略管理杂志"). A name that is exactly one journal of the
 * reference list (either language, ignoring case, spacing, punctuation, "&"/"and" and a leading
 * "The") links that journal; the research-output hook then takes its level and peer review from
 * the list, as for a journal picked in the form. A name two entries share links neither.
 */
export function journalKey(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/^\s*the\s+/, '')
    .replace(/[\s\p{P}\p{S}]+/gu, '');
}

export class JournalIndex {
  private readonly byKey = new Map<string, string | null>();

  constructor(entries: readonly { id: string; names: (string | null)[] }[]) {
    for (const { id, names } of entries)
      for (const key of new Set(names.filter((n): n is string => Boolean(n)).map(journalKey)))
        if (key) this.byKey.set(key, this.byKey.has(key) && this.byKey.get(key) !== id ? null : id);
  }

  /** The list entry an output of this type names by `venueName`, or nothing. */
  link(outputType: unknown, venueName: string | null | undefined): { venueRef?: string } {
    if (!venueName || !outputTypeOf(outputType)?.fields.includes('venueRef')) return {};
    const id = this.byKey.get(journalKey(venueName));
    return id ? { venueRef: id } : {};
  }
}

/** Every journal of the reference list by its names (one query). */
export async function loadJournalIndex(db: Executor): Promise<JournalIndex> {
  const table = resourceTable(RESOURCE.periodicalStandard);
  const rows = await db.select({ id: table.id, nameZh: table.nameZh, nameEn: table.nameEn }).from(table);
  return new JournalIndex(
    rows.map((r) => ({ id: String(r.id), names: [r.nameZh as string | null, r.nameEn as string | null] })),
  );
}
