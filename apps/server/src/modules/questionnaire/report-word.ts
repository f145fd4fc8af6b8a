import {
  type Locale,
  MIN_ANONYMOUS_GROUP,
  type QuestionnaireResults,
  type QuestionResult,
} from '@accredit/shared';
import { HeadingLevel, ImageRun, Paragraph, type Table, TextRun } from 'docx';
import {
  type WordCells,
  wordGridTable,
  wordLabelTable,
  wordNote,
  wordReport,
  wordSection,
  wordTextArea,
} from '../../core/office.ts';
import { type Bar, drawBarChart, letterKey, PERCENT_TICKS, scaleTicks } from './report-chart.ts';
import {
  dayOf,
  kindLabel,
  type NumberedQuestion,
  nameIn,
  numbered,
  rateRows,
  statusLabel,
  type Translator,
  textOf,
  translatorFor,
} from './report-common.ts';
import type { QuestionnaireInfo, Rates } from './results-data.ts';

/**
 * The results of a questionnaire as a Word report on A4 (GET /aacsb/questionnaire/exportWord,
 * issue 18 item 5), for everyone or one audience group, in one language: a header (state,
 * anonymity, dates, group, respondents, response rate), the response rate of each group, then each
 * question under its group's heading with a bar chart (a PNG drawn by report-chart.ts, keyed "A",
 * "B" or by scale value), the figures table under it (the keys with their texts) and the text
 * answers listed. Figures print as the screens show them (1 decimal for percentages, 2 for means,
 * 3 for attainment). Withheld figures (a small anonymous group) leave only the response rates.
 */
export interface WordFile {
  q: QuestionnaireInfo;
  lang: Locale;
  results: QuestionnaireResults;
  rates: Rates;
  /** Today, as the header prints it. */
  today: string;
}

type Cell = string | number | null;
const CELLS: WordCells<Cell> = {
  lines: (v) => [v === null ? '—' : String(v)],
  right: (v) => typeof v === 'number',
  size: 19,
  width: { min: 4, max: 50 },
};
const PAGE = wordTextArea();
const TOTAL = PAGE.width;
/** The chart's printed width in pixels at 96 to the inch: the text width (twips / 15) less a little. */
const CHART_PX = Math.floor(TOTAL / 15) - 12;
/** The tallest a chart prints: two thirds of the page's text height, in the same pixels. */
const CHART_MAX_HEIGHT_PX = Math.floor((PAGE.height / 15) * (2 / 3));

const pct = (p: number | null) => (p === null ? '—' : `${p.toFixed(1)}%`);
const fixed = (v: number | null, digits: number) => (v === null ? '—' : v.toFixed(digits));

function chartParagraph(bars: Bar[], max: number, ticks: { value: number; label: string }[], alt: string) {
  const img = drawBarChart({ bars, max, ticks });
  // A chart of many options is shrunk to fit two thirds of a page rather than run off it.
  const width = Math.min(CHART_PX, img.width, Math.floor((CHART_MAX_HEIGHT_PX * img.width) / img.height));
  return new Paragraph({
    keepNext: true,
    spacing: { before: 60, after: 60 },
    children: [
      new ImageRun({
        type: 'png',
        data: img.png,
        transformation: { width, height: Math.round((img.height * width) / img.width) },
        altText: { name: alt.slice(0, 60), description: alt.slice(0, 2000) },
      }),
    ],
  });
}

const note = (text: string) => wordNote(text, 120);

function questionBody(nq: NumberedQuestion, r: QuestionResult, t: Translator, lang: Locale) {
  const text = textOf(lang);
  const title = `Q${nq.n}. ${text(r.title)}`;
  const out: (Paragraph | Table)[] = [
    new Paragraph({ text: title, heading: HeadingLevel.HEADING_3, keepNext: true, spacing: { before: 240 } }),
    new Paragraph({
      keepNext: true,
      spacing: { after: 60 },
      children: [
        new TextRun({
          text: `${kindLabel(t, r.kind)} · ${t('word.answeredCount', { count: r.answered })}`,
          color: '666666',
        }),
      ],
    }),
  ];
  const alt = (lines: string[]) => `${title}: ${lines.join('; ')}`;
  if (r.options) {
    const keys = r.options.map((_, i) => letterKey(i));
    const bars = r.options.map((o, i) => ({
      key: keys[i],
      value: o.percent,
      label: `${pct(o.percent)} (${o.count})`,
    }));
    out.push(
      chartParagraph(
        bars,
        100,
        PERCENT_TICKS,
        alt(bars.map((b, i) => `${b.key} ${text(r.options?.[i].text)} ${b.label}`)),
      ),
    );
    out.push(
      wordGridTable(
        CELLS,
        {
          headers: [t('word.key'), t('word.option'), t('word.count'), t('word.percent')],
          rows: r.options.map((o, i) => [keys[i], text(o.text), o.count, pct(o.percent)]),
          widths: [6, 50, 10, 12],
        },
        TOTAL,
      ),
    );
    if (r.kind === 'multiple') out.push(note(t('word.multipleNote')));
  }
  if (r.rating && r.scale) {
    const { distribution, mean, attainment, n } = r.rating;
    const points = r.scale.points;
    const bars = distribution.map((d) => ({
      key: d.id,
      value: d.percent,
      label: `${pct(d.percent)} (${d.count})`,
    }));
    out.push(chartParagraph(bars, 100, PERCENT_TICKS, alt(bars.map((b) => `${b.key}: ${b.label}`))));
    const labelOf = (v: number) => (v === 1 ? text(r.scale?.low) : v === points ? text(r.scale?.high) : '');
    out.push(
      wordGridTable(
        CELLS,
        {
          headers: [t('word.value'), t('word.meaning'), t('word.count'), t('word.percent')],
          rows: distribution.map((d) => [Number(d.id), labelOf(Number(d.id)), d.count, pct(d.percent)]),
          widths: [8, 48, 10, 12],
        },
        TOTAL,
      ),
    );
    out.push(
      new Paragraph({
        spacing: { before: 60, after: 120 },
        children: [
          new TextRun({
            text: t('word.meanLine', { mean: fixed(mean, 2), points, attainment: fixed(attainment, 3), n }),
            bold: true,
          }),
        ],
      }),
    );
  }
  if (r.rows && r.scale) {
    const points = r.scale.points;
    const keys = r.rows.map((_, i) => letterKey(i));
    const bars = r.rows.map((row, i) => ({ key: keys[i], value: row.mean, label: fixed(row.mean, 2) }));
    out.push(
      chartParagraph(
        bars,
        points,
        scaleTicks(points),
        alt(bars.map((b, i) => `${b.key} ${text(r.rows?.[i].text)} ${b.label}`)),
      ),
    );
    out.push(
      wordGridTable(
        CELLS,
        {
          headers: [t('word.key'), t('word.row'), t('word.n'), t('word.mean'), t('word.attainment')],
          rows: r.rows.map((row, i) => [
            keys[i],
            text(row.text),
            row.n,
            fixed(row.mean, 2),
            fixed(row.attainment, 3),
          ]),
          widths: [6, 46, 8, 10, 12],
        },
        TOTAL,
      ),
    );
    out.push(note(t('word.scaleNote', { low: text(r.scale.low), high: text(r.scale.high), points })));
  }
  if (r.texts) {
    if (r.texts.length === 0) out.push(note(t('word.noTexts')));
    for (const answer of r.texts)
      out.push(new Paragraph({ bullet: { level: 0 }, children: [new TextRun({ text: answer })] }));
  }
  return out;
}

export async function resultsDocx(file: WordFile): Promise<Buffer> {
  const { q, lang, results } = file;
  const t = translatorFor(lang);
  const text = textOf(lang);
  const groupName = results.group === null ? t('everyone') : text(results.total.label);
  const header: { label: string; value: Cell }[] = [
    { label: t('word.status'), value: statusLabel(q.status, lang) },
    { label: t('word.anonymity'), value: t(q.anonymous ? 'word.anonymous' : 'word.named') },
    { label: t('word.period'), value: `${dayOf(q.startTime)} – ${dayOf(q.endTime)}` },
    { label: t('word.group'), value: groupName },
    { label: t('word.respondents'), value: results.respondents },
    { label: t('word.audience'), value: results.total.audience },
    { label: t('word.rate'), value: pct(results.total.rate) },
    { label: t('word.generated'), value: file.today },
  ];
  const children: (Paragraph | Table)[] = [
    wordLabelTable(CELLS, header, TOTAL),
    ...wordSection(t('word.rates'), [
      wordGridTable(
        CELLS,
        {
          headers: [t('word.group'), t('word.audience'), t('word.answered'), t('word.rate')],
          rows: rateRows(file.rates, lang, t, pct),
          widths: [40, 12, 12, 12],
        },
        TOTAL,
      ),
    ]),
  ];
  if (results.suppressed) {
    children.push(...wordSection(t('word.results'), [note(t('withheld', { min: MIN_ANONYMOUS_GROUP }))]));
  } else {
    const byId = new Map(results.questions.map((r) => [r.questionId, r]));
    const all = numbered(q.groups);
    for (const g of q.groups) {
      const body = all
        .filter((nq) => g.questions.includes(nq.question))
        .flatMap((nq) => {
          const r = byId.get(nq.question.id);
          return r ? questionBody(nq, r, t, lang) : [];
        });
      children.push(...wordSection(text(g.title), body, t('word.noQuestions')));
    }
  }
  return wordReport({
    title: nameIn(q, lang),
    subtitle: t('word.subtitle'),
    subtitleSize: 28,
    children,
  });
}
