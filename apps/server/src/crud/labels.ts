import { type FieldDef, fieldLabel, type Locale, type ResourceDef, resourceTitle } from '@accredit/shared';
import { translate } from '../core/i18n.ts';

/** A resource's title in a language: the definition's own text, else the catalog's. */
export function resourceTitleIn(def: ResourceDef, locale: Locale): string {
  return resourceTitle(def, locale, (k) => translate(locale, k));
}

/** A field's label in a language: the definition's own text, else the catalog's. */
export function labelIn(def: ResourceDef, field: FieldDef, locale: Locale): string {
  return fieldLabel(def, field, locale, (k) => translate(locale, k));
}
