import { flattenMenu, type Locale, MENU } from '@accredit/shared';
import type { Citation } from './types.ts';

/** Citations name the product screen a figure comes from, in the answer's language, with its path. */
export function screenCitation(perm: string, locale: Locale): Citation {
  const found = flattenMenu(MENU).find(({ screen }) => screen.perm === perm)?.screen;
  return { title: found ? found.title[locale] : perm, path: found?.path ?? null };
}
