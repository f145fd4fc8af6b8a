import { dictLabel, type FieldDef } from '@accredit/shared';
import { Tag } from 'antd';
import { currentLocale } from '../i18n/index.ts';

/**
 * Dictionary fields holding several codes (`multiple: true`, e.g. the standards a plan action
 * serves). The server stores and sends them as one comma-separated text ("1-1,5"); the form edits
 * them as a list (a multiple Select), lists and records show one tag per code.
 */
export const isMultiDict = (field: Pick<FieldDef, 'type' | 'multiple'>) =>
  field.type === 'dict' && field.multiple === true;

/** The codes of a stored text ("1-1,5" -> ["1-1", "5"]); blank parts dropped. */
export function splitCodes(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  if (typeof value !== 'string') return [];
  return value
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
}

/** The form's list as the API's text; an empty list is no value. */
export function joinCodes(value: unknown): string | null {
  const codes = splitCodes(value);
  return codes.length > 0 ? codes.join(',') : null;
}

/**
 * One tag per code, labelled from the dictionary in the language in use (a label may hold a
 * comma, so the server's joined text is not split back).
 */
export function DictTags({ field, value }: { field: FieldDef; value: unknown }) {
  const codes = splitCodes(value);
  if (codes.length === 0) return null;
  const locale = currentLocale();
  return (
    <span data-testid={`tags-${field.key}`}>
      {codes.map((code) => (
        <Tag key={code} style={{ marginBottom: 2 }}>
          {dictLabel(field.dict ?? '', code, locale)}
        </Tag>
      ))}
    </span>
  );
}
