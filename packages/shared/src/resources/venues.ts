import type { Locale } from '../locales.ts';
import { dictLabel } from './dicts.ts';
import { type OutputField, outputTypeOf } from './output-types.ts';

/**
 * The reference lists a research output may name its venue from (DOMAIN.md section 3): a journal
 * (periodicalStandard), a conference or a funded project. Picking one fills the output's venue
 * name, level and whether it is peer reviewed; once one is linked the server takes the level and
 * the peer review from it, so a stale or forged value is never stored (an article in a refereed
 * journal is a peer-reviewed journal article in Table 8-1, whatever the form said). The web form
 * and the server hook use the same derivation.
 */
export const VENUE_REFS = [
  { field: 'venueRef', resource: 'periodicalStandard' },
  { field: 'conferenceRef', resource: 'conferenceStandard' },
  { field: 'projectRef', resource: 'projectStandard' },
] as const satisfies readonly { field: OutputField; resource: string }[];

export type VenueRefField = (typeof VENUE_REFS)[number]['field'];

/** What an output takes from the list entry it names (only the fields its type has). */
export interface VenueValues {
  venueName?: string;
  venueLevel?: string | null;
  level?: string | null;
  peerReviewed?: boolean;
}

/** Lists whose entries say whether they are refereed (the `peerReviewed` field of the entry). */
const REFEREED_LISTS: readonly string[] = ['periodicalStandard', 'conferenceStandard'];

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The entry's name in the language at hand (the other one when that is empty). */
export function venueNameOf(entry: Record<string, unknown>, locale: Locale): string {
  const zh = text(entry.nameZh);
  const en = text(entry.nameEn);
  return (locale.startsWith('zh') ? (zh ?? en) : (en ?? zh)) ?? '';
}

/**
 * The level an output reports for a list entry: a journal's grade as reported ("FT50 / ABS 4*"),
 * else its ranking list, else the entry's level. Stored in English, as reports and the
 * qualification rules read it ("International", "ABS 4"); a picker may show it in its language.
 */
export function venueLevelText(
  resource: string,
  entry: Record<string, unknown>,
  locale: Locale = 'en-US',
): string | null {
  if (resource === 'periodicalStandard') {
    const ranking = text(entry.ranking);
    if (ranking) return ranking;
    const list = text(entry.rankingList);
    if (list) return dictLabel('journalList', list, locale);
  }
  const level = text(entry.level);
  return level ? dictLabel('level', level, locale) : null;
}

/** The fields an output of this type takes from the entry linked through `field`. */
export function venueValues(
  outputType: unknown,
  field: VenueRefField,
  entry: Record<string, unknown>,
  locale: Locale,
): VenueValues {
  const type = outputTypeOf(outputType);
  const resource = VENUE_REFS.find((r) => r.field === field)?.resource ?? '';
  const out: VenueValues = { venueName: venueNameOf(entry, locale) };
  if (type?.fields.includes('venueLevel')) out.venueLevel = venueLevelText(resource, entry);
  if (type?.fields.includes('level')) out.level = text(entry.level);
  if (type?.fields.includes('peerReviewed') && REFEREED_LISTS.includes(resource))
    out.peerReviewed = entry.peerReviewed === true;
  return out;
}
