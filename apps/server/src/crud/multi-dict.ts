import {
  dictChoices,
  dictLabel,
  dictValueOf,
  type FieldDef,
  type Locale,
  type ResourceDef,
} from '@accredit/shared';
import { z } from 'zod';
import { translate } from '../core/i18n.ts';
import type { Row } from './present.ts';

/**
 * Dictionary fields with `multiple: true` (the standards a plan action serves): several codes
 * stored as one comma-separated text ("1-1,5"). A body may send that text or a list of codes;
 * the write path de-duplicates them, puts them in dictionary order and refuses a code that is no
 * enabled item, naming it. Records show the labels joined ", ", spreadsheets joined "; ".
 */
export const isMultiDict = (field: FieldDef) => field.type === 'dict' && field.multiple === true;

/** Codes stored in a multiple field's text (blank parts dropped). */
export function codesOf(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
}

const MAX_CODES = 100;

/**
 * The body schema of a multiple field: a comma-separated text or a list of codes, as one text.
 * Which codes are allowed is the write path's check (`checkMultiDicts`), where the message can
 * name the bad ones in the caller's language.
 */
export function multiDictSchema(missing: string): z.ZodType {
  const list = z.array(z.string().max(64), { error: 'crud.validation.invalid' }).max(MAX_CODES);
  return z
    .union([z.string(), list], {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? missing : 'crud.validation.invalid',
    })
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((c) => c.trim()).filter(Boolean))
    .refine((codes) => codes.length > 0, { error: missing })
    .refine((codes) => codes.length <= MAX_CODES, { error: 'crud.validation.invalid' })
    .transform((codes) => codes.join(','));
}

/** An empty list, like an empty text, means "no value". */
export const emptyListToNull = (v: unknown) => (Array.isArray(v) && v.length === 0 ? null : v);

/**
 * Puts each multiple field of `values` in its stored form (known codes once each, in dictionary
 * order) and returns a translated problem for a field holding codes that are no enabled item.
 */
export function checkMultiDicts(def: ResourceDef, values: Row, locale: Locale): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of def.fields.filter(isMultiDict)) {
    const value = values[field.key];
    if (typeof value !== 'string') continue;
    const codes = new Set(codesOf(value));
    const enabled = dictChoices(field.dict ?? '').map((i) => i.value);
    const bad = [...codes].filter((c) => !enabled.includes(c));
    if (bad.length > 0) {
      problems[field.key] = translate(locale, 'crud.validation.optionCodes', { codes: bad.join(', ') });
      continue;
    }
    values[field.key] = enabled.filter((c) => codes.has(c)).join(',') || null;
  }
  return problems;
}

/** Labels of the stored codes in the caller's language, in stored order, joined by `separator`. */
export function multiDictText(
  field: FieldDef,
  value: unknown,
  locale: Locale,
  separator: string,
): string | null {
  const codes = codesOf(value);
  if (codes.length === 0) return null;
  return codes.map((c) => dictLabel(field.dict ?? '', c, locale)).join(separator);
}

/**
 * A spreadsheet cell of a multiple field as stored codes: labels (any language) or codes,
 * separated by ";" or ",". A label may itself hold a comma ("Physical, Virtual and Financial
 * Resources"), so comma-separated pieces are joined back greedily while they make a known item.
 * A part that is no item is kept as written, so the write check names it.
 */
export function cellCodes(field: FieldDef, text: string): string {
  const code = field.dict ?? '';
  const out: string[] = [];
  for (const part of text.split(/[;；]/)) {
    const pieces = part.split(/[,，]/);
    let i = 0;
    while (i < pieces.length) {
      let taken = false;
      for (let j = pieces.length; j > i; j--) {
        const value = dictValueOf(code, pieces.slice(i, j).join(','));
        if (value !== undefined) {
          out.push(value);
          i = j;
          taken = true;
          break;
        }
      }
      if (!taken) {
        const raw = pieces[i].trim();
        if (raw) out.push(raw);
        i++;
      }
    }
  }
  return out.join(',');
}
