import {
  type BiText,
  dictLabel,
  type GroupList,
  type Locale,
  type Question,
  type QuestionKind,
  type RateRow,
  textIn,
} from '@accredit/shared';
import { translate } from '../../core/i18n.ts';
import type { QuestionnaireInfo, Rates } from './results-data.ts';

/**
 * What the Excel answers file and the Word report share: labels in the file's language (the
 * qnrResults catalog), questions numbered Q1..Qn in the order respondents meet them (the same
 * numbers in both files and on the screen's order), and the questionnaire's own texts in the file's
 * language (textIn: the other language when that one is empty).
 */
export type Translator = (key: string, values?: Record<string, unknown>) => string;

export function translatorFor(lang: Locale): Translator {
  return (key, values) => translate(lang, `qnrResults.${key}`, values);
}

export interface NumberedQuestion {
  n: number;
  question: Question;
}

/** Every question once, numbered from 1 in the questionnaire's order. */
export function numbered(groups: GroupList): NumberedQuestion[] {
  const seen = new Set<string>();
  const out: NumberedQuestion[] = [];
  for (const g of groups)
    for (const question of g.questions) {
      if (seen.has(question.id)) continue;
      seen.add(question.id);
      out.push({ n: out.length + 1, question });
    }
  return out;
}

export const textOf = (lang: Locale) => (t: BiText | null | undefined) => textIn(t, lang);

export const kindLabel = (t: Translator, kind: QuestionKind) => t(`kinds.${kind}`);

/** The questionnaire's name in the file's language (the Chinese name when the English one is empty). */
export function nameIn(q: Pick<QuestionnaireInfo, 'name' | 'nameEn'>, lang: Locale): string {
  return textIn({ zh: q.name, en: q.nameEn ?? '' }, lang);
}

export const statusLabel = (status: string, lang: Locale) => dictLabel('questionnaireStatus', status, lang);

/** A day as yyyy-mm-dd (UTC), as the screens show open and close dates. */
export const dayOf = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '');

/** A rating value's label: "5 Strongly agree" at the labelled ends, the number elsewhere. */
export function scaleValueText(question: Question, value: number, lang: Locale): string {
  const scale = question.scale;
  if (!scale) return String(value);
  const end = value === 1 ? scale.low : value === scale.points ? scale.high : null;
  const label = end ? textIn(end, lang) : '';
  return label ? `${value} ${label}` : String(value);
}

/**
 * The rows of the response-rate table, everyone first and then each group: its name, audience,
 * answered and the rate as `rate` prints it (a fraction for Excel, "66.7%" for Word).
 */
export function rateRows<C>(
  rates: Rates,
  lang: Locale,
  t: Translator,
  rate: (r: number | null) => C,
): [string, number, number, C][] {
  const text = textOf(lang);
  const line = (label: string, r: RateRow): [string, number, number, C] => [
    label,
    r.audience,
    r.answered,
    rate(r.rate),
  ];
  return [line(t('everyone'), rates.total), ...rates.groups.map((g) => line(text(g.label), g))];
}
