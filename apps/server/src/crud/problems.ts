import type { Locale } from '@accredit/shared';
import { AppError } from '../core/errors.ts';
import { translate } from '../core/i18n.ts';

/**
 * Per-field problems found by the engine (as catalog keys). Thrown where the caller's language is
 * not at hand and turned into a translated 400 by `asAppError` at the route.
 */
export class FieldProblems extends Error {
  constructor(readonly problems: Record<string, string>) {
    super('field problems');
  }
}

export function translateProblems(
  locale: Locale,
  problems: Record<string, string>,
  labelOf?: (key: string) => string,
) {
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(problems)) fields[key] = translate(locale, message);
  const summary = Object.entries(fields)
    .map(([key, message]) => `${labelOf ? labelOf(key) : key}: ${message}`)
    .join('; ');
  return { fields, summary };
}

/** A 400 whose message lists every problem and whose result has them per field. */
export function invalid(
  locale: Locale,
  problems: Record<string, string>,
  labelOf?: (key: string) => string,
): AppError {
  const { fields, summary } = translateProblems(locale, problems, labelOf);
  return new AppError(400, 'crud.errors.fields', { summary }, 400, fields);
}

export function asAppError(error: unknown, locale: Locale, labelOf?: (key: string) => string): unknown {
  return error instanceof FieldProblems ? invalid(locale, error.problems, labelOf) : error;
}
