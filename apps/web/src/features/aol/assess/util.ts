import type { AolProblem } from '@accredit/shared';
import type { TFunction } from 'i18next';
import { currentLocale } from '../../../i18n/index.ts';

/** A name in the reader's language: Chinese first in Chinese, the English one (when given) otherwise. */
export function pick(name: string | null | undefined, nameEn: string | null | undefined): string {
  const zh = currentLocale().startsWith('zh');
  return String((zh ? name || nameEn : nameEn || name) ?? '');
}

export const nameOf = (x: { name?: string | null; nameEn?: string | null }) => pick(x.name, x.nameEn);

/** A model check's problem in the reader's language (namespace `aol`). */
export const problemText = (t: TFunction, p: AolProblem) => t(p.key, p.params ?? {});

/** Problems by their path's head (e.g. "components.2" or "los.<id>"): each row shows its own. */
export function problemsAt(problems: readonly AolProblem[], prefix: string): AolProblem[] {
  return problems.filter((p) => p.path === prefix || p.path.startsWith(`${prefix}.`));
}

/** A target as the reader sees it: 0.7 -> "0.70". */
export const targetText = (t: number | null | undefined, fallback: number) => (t ?? fallback).toFixed(2);
