import { bilingualValue, dictLabel, isEnglishOutput, type Locale, reviewStatusKey } from '@accredit/shared';
import type {
  SyllabusAssessment,
  SyllabusObjective,
  SyllabusTextbook,
  SyllabusWeek,
} from '@accredit/shared/curriculum/syllabus.ts';
import { translate } from '../../core/i18n.ts';
import { type Block, richTextBlocks } from '../../core/rich-text-blocks.ts';
import type { Row } from '../../crud/present.ts';
import type { SyllabusContext } from './syllabus-data.ts';

/**
 * A syllabus as the content of its Word file, in one language: every label from the catalog of
 * that language, every bilingual value (course, teacher, objectives, components, topics, prose) in
 * that language, and an English value that is missing shown as the Chinese one with a visible
 * marker (bilingual.ts), never silently. Numbers stay numbers for the tables to align.
 */
export type Cell = string | number | null;

export interface WordTable {
  headers: string[];
  rows: Cell[][];
  /** A closing row (the assessment total). */
  total?: Cell[];
}

export interface SyllabusWord {
  title: string;
  courseTitle: string;
  header: { label: string; value: Cell }[];
  sections: { heading: string; blocks?: Block[]; table?: WordTable; empty?: string }[];
  fileName: string;
}

const arr = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/** Rich text in the output's language; an English output without English prose gets the Chinese with a marker. */
function prose(zh: unknown, en: unknown, lang: Locale): Block[] {
  const zhBlocks = richTextBlocks(typeof zh === 'string' ? zh : null);
  const enBlocks = richTextBlocks(typeof en === 'string' ? en : null);
  if (!isEnglishOutput(lang)) return zhBlocks.length ? zhBlocks : enBlocks;
  if (enBlocks.length || !zhBlocks.length) return enBlocks;
  return [
    ...zhBlocks,
    {
      kind: 'paragraph',
      runs: [{ text: `[${translate(lang, 'common.bilingual.noEnglish')}]`, italic: true }],
    },
  ];
}

export function syllabusWord(syllabus: Row, ctx: SyllabusContext, lang: Locale): SyllabusWord {
  const t = (key: string, values?: Record<string, unknown>) => translate(lang, key, values);
  const pick = (record: object | null, zh: string, en: string) =>
    record ? bilingualValue(record, zh, en, lang, (k) => t(k)) : '';
  const course = ctx.course ?? {};
  const courseTitle = pick(course, 'name', 'nameEn');
  const theory = Number(course.theoryHours ?? 0);
  const practice = Number(course.practiceHours ?? 0);
  const header: SyllabusWord['header'] = [
    { label: t('syllabus.word.code'), value: String(course.code ?? '') },
    { label: t('syllabus.word.nameZh'), value: String(course.name ?? '') },
    { label: t('syllabus.word.nameEn'), value: String(course.nameEn ?? '') },
    { label: t('syllabus.word.credits'), value: typeof course.credits === 'number' ? course.credits : null },
    { label: t('syllabus.word.theoryHours'), value: theory },
    { label: t('syllabus.word.practiceHours'), value: practice },
    { label: t('syllabus.word.totalHours'), value: theory + practice },
    {
      label: t('syllabus.word.courseType'),
      value: course.courseType ? dictLabel('courseType', String(course.courseType), lang) : '',
    },
    { label: t('syllabus.word.schoolYear'), value: String(ctx.schoolYear?.name ?? '') },
    { label: t('syllabus.word.teacher'), value: pick(ctx.teacher, 'name', 'nameEn') },
    { label: t('syllabus.word.version'), value: Number(syllabus.version ?? 1) },
    { label: t('syllabus.word.state'), value: t(reviewStatusKey(Number(syllabus.reviewStatus ?? 0))) },
  ];
  const loCodes = (ids: readonly string[] = []) =>
    ids
      .map((id) => ctx.los.get(id))
      .filter((l) => l !== undefined)
      .map((l) => l.code)
      .join(', ');
  const objectives = arr<SyllabusObjective>(syllabus.objectives);
  const assessment = arr<SyllabusAssessment>(syllabus.assessment);
  const schedule = arr<SyllabusWeek>(syllabus.schedule);
  const textbooks = arr<SyllabusTextbook>(syllabus.textbooks);
  const none = t('syllabus.word.none');
  const sections: SyllabusWord['sections'] = [
    {
      heading: t('syllabus.word.description'),
      blocks: prose(syllabus.summary, syllabus.summaryEn, lang),
      empty: none,
    },
    {
      heading: t('syllabus.word.objectives'),
      table: {
        headers: [t('syllabus.columns.code'), t('syllabus.word.objective'), t('syllabus.word.supports')],
        rows: objectives.map((o) => [o.code, pick(o, 'text', 'textEn'), loCodes(o.loIds)]),
      },
      empty: none,
    },
    {
      heading: t('syllabus.word.assessment'),
      table: {
        headers: [
          t('syllabus.word.component'),
          t('syllabus.columns.fullMarks'),
          t('syllabus.word.weightPercent'),
        ],
        rows: assessment.map((a) => [pick(a, 'name', 'nameEn'), a.fullMarks, a.weight]),
        total: [
          t('syllabus.word.total'),
          null,
          Math.round(assessment.reduce((s, a) => s + Math.round(a.weight * 100), 0)) / 100,
        ],
      },
      empty: none,
    },
    {
      heading: t('syllabus.word.schedule'),
      table: {
        headers: [
          t('syllabus.columns.week'),
          t('syllabus.columns.topic'),
          t('syllabus.columns.hours'),
          t('syllabus.columns.activity'),
        ],
        rows: schedule.map((w) => [w.week, pick(w, 'topic', 'topicEn'), w.hours, w.activity ?? '']),
      },
      empty: none,
    },
    {
      heading: t('syllabus.word.textbooks'),
      table: {
        headers: [
          t('syllabus.columns.title'),
          t('syllabus.columns.author'),
          t('syllabus.columns.publisher'),
          t('syllabus.columns.year'),
          t('syllabus.columns.isbn'),
          t('syllabus.word.use'),
        ],
        rows: textbooks.map((b) => [
          b.title,
          b.author ?? '',
          b.publisher ?? '',
          b.year ?? null,
          b.isbn ?? '',
          t(b.required ? 'syllabus.word.requiredBook' : 'syllabus.word.referenceBook'),
        ]),
      },
      empty: none,
    },
    {
      heading: t('syllabus.word.methods'),
      blocks: prose(syllabus.methods, syllabus.methodsEn, lang),
      empty: none,
    },
  ];
  const title = t('syllabus.word.title');
  return {
    title,
    courseTitle,
    header,
    sections,
    fileName: `${title}-${String(course.code ?? '')}-v${Number(syllabus.version ?? 1)}`,
  };
}
