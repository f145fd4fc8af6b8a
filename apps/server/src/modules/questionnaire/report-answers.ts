import {
  type AnswerValue,
  type BiText,
  type Locale,
  MIN_ANONYMOUS_GROUP,
  type Question,
  type QuestionResult,
} from '@accredit/shared';
import ExcelJS from 'exceljs';
import { addTableSheet, asDate, percentCell, type SheetColumn, sheetColumn } from '../../core/office.ts';
import {
  kindLabel,
  type NumberedQuestion,
  numbered,
  rateRows,
  scaleValueText,
  type Translator,
  textOf,
  translatorFor,
} from './report-common.ts';
import type { QuestionnaireInfo, Rates, ResponseRow } from './results-data.ts';

/**
 * The answers of a questionnaire as a workbook (GET /aacsb/questionnaire/answersXls, issue 18
 * item 5), in the house layout (core/office.ts): "Answers", one row per response and a column
 * per question (a matrix: per row), options as their texts in the file's language, ratings as
 * numbers; "Summary", the figures of every question (counts, percentages as 0.0%, means); "Response
 * rate", of everyone and of each group.
 *
 * Identity columns (username, name, time of submission) only for named questionnaires. An
 * anonymous file names a respondent's group only when at least MIN_ANONYMOUS_GROUP people of that
 * group answered (smaller groups read "Other groups"), has no time, and its rows are in no
 * particular order; with fewer than MIN_ANONYMOUS_GROUP answers in all it holds no answers.
 */
export interface AnswersFile {
  q: QuestionnaireInfo;
  lang: Locale;
  responses: readonly ResponseRow[];
  rates: Rates;
  results: readonly QuestionResult[];
  withheld: boolean;
}

const col = sheetColumn;

/** The columns of one question: one, or one per matrix row (ratings as plain numbers). */
function questionColumns(nq: NumberedQuestion, text: (t: BiText) => string): SheetColumn[] {
  const { n, question: q } = nq;
  const head = `Q${n} ${text(q.title)}`;
  if (q.kind === 'matrix') return (q.rows ?? []).map((r) => col.text(`${head}: ${text(r.text)}`));
  return [col.text(head)];
}

/** One question's cells of a response: option texts, ratings as numbers, blanks as empty cells. */
function answerCells(q: Question, value: AnswerValue | undefined, text: (t: BiText) => string): unknown[] {
  const option = (id: string) => {
    const o = q.options?.find((x) => x.id === id);
    return o ? text(o.text) : id;
  };
  switch (q.kind) {
    case 'single':
      return [typeof value === 'string' && value ? option(value) : null];
    case 'multiple':
      return [Array.isArray(value) && value.length ? value.map(option).join('; ') : null];
    case 'rating':
      return [typeof value === 'number' ? value : null];
    case 'text':
      return [typeof value === 'string' && value.trim() ? value : null];
    case 'matrix': {
      const given = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
      return (q.rows ?? []).map((r) => (typeof given[r.id] === 'number' ? given[r.id] : null));
    }
  }
}

function answersSheet(wb: ExcelJS.Workbook, file: AnswersFile, t: Translator, questions: NumberedQuestion[]) {
  const { q, lang, rates } = file;
  const text = textOf(lang);
  const named = !q.anonymous;
  const columns = [
    col.int(t('excel.number')),
    ...(named
      ? [col.text(t('excel.username')), col.text(t('excel.realname')), col.datetime(t('excel.submitted'))]
      : []),
    col.text(t('excel.group')),
    ...questions.flatMap((nq) => questionColumns(nq, text)),
  ];
  const counts = new Map<string, number>();
  for (const r of file.responses) counts.set(r.groupKey ?? '', (counts.get(r.groupKey ?? '') ?? 0) + 1);
  const groupOf = (key: string | null) => {
    if (key === null) return '';
    if (q.anonymous && (counts.get(key) ?? 0) < MIN_ANONYMOUS_GROUP) return t('excel.otherGroups');
    return text(rates.labels.get(key) ?? { zh: key, en: key });
  };
  const rows = file.withheld
    ? [[t('withheld', { min: MIN_ANONYMOUS_GROUP })]]
    : file.responses.map((r, i) => [
        i + 1,
        ...(named
          ? [
              r.respondent?.username ?? '',
              r.respondent?.realname ?? '',
              r.submitTime ? asDate(r.submitTime, true) : null,
            ]
          : []),
        groupOf(r.groupKey),
        ...questions.flatMap(({ question }) => answerCells(question, r.answers[question.id], text)),
      ]);
  addTableSheet(wb, t('excel.answers'), columns, rows);
}

function summarySheet(wb: ExcelJS.Workbook, file: AnswersFile, t: Translator, questions: NumberedQuestion[]) {
  const text = textOf(file.lang);
  const byId = new Map(file.results.map((r) => [r.questionId, r]));
  const rows: unknown[][] = [];
  for (const { n, question } of questions) {
    const r = byId.get(question.id);
    if (!r) continue;
    const head = [`Q${n}`, text(question.title), kindLabel(t, question.kind)];
    if (r.options)
      for (const o of r.options)
        rows.push([...head, text(o.text), o.count, percentCell(o.percent), null, null, r.answered]);
    if (r.rating) {
      for (const d of r.rating.distribution)
        rows.push([
          ...head,
          scaleValueText(question, Number(d.id), file.lang),
          d.count,
          percentCell(d.percent),
          null,
          null,
          r.answered,
        ]);
      rows.push([...head, t('excel.meanRow'), null, null, r.rating.mean, r.rating.attainment, r.rating.n]);
    }
    for (const row of r.rows ?? [])
      rows.push([...head, text(row.text), null, null, row.mean, row.attainment, row.n]);
    if (r.texts) rows.push([...head, t('excel.textAnswers'), r.texts.length, null, null, null, r.answered]);
  }
  addTableSheet(
    wb,
    t('excel.summary'),
    [
      col.text(t('excel.questionNo')),
      col.text(t('excel.question')),
      col.text(t('excel.kind')),
      col.text(t('excel.answer')),
      col.int(t('excel.count')),
      col.percent(t('excel.percent')),
      col.stat(t('excel.mean')),
      col.attainment(t('excel.attainment')),
      col.int(t('excel.answered')),
    ],
    file.withheld ? [[t('withheld', { min: MIN_ANONYMOUS_GROUP })]] : rows,
  );
}

function ratesSheet(wb: ExcelJS.Workbook, file: AnswersFile, t: Translator) {
  addTableSheet(
    wb,
    t('excel.rates'),
    [
      col.text(t('excel.group')),
      col.int(t('excel.audience')),
      col.int(t('excel.answered')),
      col.percent(t('excel.rate')),
    ],
    rateRows(file.rates, file.lang, t, percentCell),
  );
}

export async function answersWorkbook(file: AnswersFile): Promise<Buffer> {
  const t = translatorFor(file.lang);
  const questions = numbered(file.q.groups);
  const wb = new ExcelJS.Workbook();
  answersSheet(wb, file, t, questions);
  summarySheet(wb, file, t, questions);
  ratesSheet(wb, file, t);
  // Light compression: a 5,000-response file is written in half the time for a file a third larger.
  return Buffer.from(
    await wb.xlsx.writeBuffer({ zip: { compression: 'DEFLATE', compressionOptions: { level: 1 } } }),
  );
}
