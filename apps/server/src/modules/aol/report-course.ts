import { bilingualValue, dictLabel, type Figure, isEnglishOutput, type Locale } from '@accredit/shared';
import { translate } from '../../core/i18n.ts';
import type { CourseReportContext } from './report-context.ts';
import { fig, type ReportCell, type ReportDoc, type ReportSection } from './report-docx.ts';
import type { CourseData } from './results-course.ts';

/**
 * The course attainment report (课程目标达成度评价报告, issue 17 item 8) of one assessment, for
 * the course or one class, in one language: labels from that language's catalog, bilingual values
 * (course, objectives, components, bands, actions) in that language with a marked Chinese value
 * where the English one is missing (bilingual.ts), figures exactly as the model shows them.
 */
export type Translator = (key: string, values?: Record<string, unknown>) => string;

export function translatorFor(lang: Locale): Translator {
  return (key, values) => translate(lang, `aolResults.${key}`, values);
}

/** A record's value in the output's language, a missing English value marked. */
export function pickIn(lang: Locale) {
  return (record: object | null | undefined, zh = 'name', en = 'nameEn') =>
    record ? bilingualValue(record, zh, en, lang, (k) => translate(lang, k)) : '';
}

export function metText(t: Translator, met: boolean | null): string {
  return met === null ? '—' : t(met ? 'values.met' : 'values.notMet');
}

export const percent = (p: Figure | null) => fig(p ? `${p.shown}%` : null);

export function courseReport(data: CourseData, ctx: CourseReportContext, lang: Locale): ReportDoc {
  const t = translatorFor(lang);
  const pick = pickIn(lang);
  const { assessment: a, year, result } = data;
  const loById = new Map(data.los.map((l) => [l.id, l]));
  const classById = new Map(data.classes.map((c) => [c.id, c]));
  const onlyClass =
    data.students.length && data.students.every((s) => s.classId === data.students[0].classId);
  const classNames = (onlyClass && a.classIds.length > 1 ? [data.students[0].classId] : a.classIds)
    .map((id) => pick(classById.get(id ?? '')))
    .filter(Boolean)
    .join(isEnglishOutput(lang) ? ', ' : '、');
  const loCode = (id: string) => loById.get(id)?.code ?? ctx.loCodes.get(id) ?? id;
  const courseTitle =
    `${String(ctx.course?.code ?? data.course?.code ?? '')} ${pick(ctx.course ?? data.course)}`.trim();

  const header: ReportDoc['header'] = [
    { label: t('word.course'), value: courseTitle },
    { label: t('word.credits'), value: typeof ctx.course?.credits === 'number' ? ctx.course.credits : null },
    { label: t('word.programme'), value: pick(ctx.programme) },
    { label: t('word.year'), value: year.name },
    { label: t('word.teacher'), value: pick(ctx.teacher) },
    { label: t('word.classes'), value: classNames },
    { label: t('word.students'), value: data.students.length },
    { label: t('word.method'), value: t(`values.${a.kind}`) },
    ...(a.kind === 'quantitative'
      ? [{ label: t('word.missingMethod'), value: dictLabel('aolMissingMethod', year.missingMethod, lang) }]
      : []),
    { label: t('word.courseRule'), value: dictLabel('aolRule', year.courseRule, lang) },
    { label: t('word.status'), value: dictLabel('aolStatus', a.status, lang) },
  ];

  const sections: ReportSection[] = [
    {
      heading: t('word.objectives'),
      table: {
        headers: [t('word.code'), t('word.courseObjective'), t('word.supports')],
        rows: ctx.objectives.map((o) => [
          o.code,
          pick(o, 'text', 'textEn'),
          (o.loIds ?? []).map(loCode).join(', '),
        ]),
      },
      empty: t('word.noSyllabus'),
    },
    {
      heading: t('word.assessedLos'),
      table: {
        headers: [t('word.code'), t('word.statement'), t('word.goal'), t('word.support'), t('word.target')],
        rows: data.los.map((l) => [
          l.code,
          pick(l),
          ctx.goals.get(l.lgId)?.code ?? '',
          ctx.levels.get(l.id) ?? t('word.noMapCell'),
          fig((l.target ?? 0.7).toFixed(3)),
        ]),
      },
      empty: t('word.none'),
    },
    a.kind === 'quantitative' ? componentsSection(data, t, pick, lang) : rubricSection(data, t, pick),
    ...(a.kind === 'quantitative' ? [aimsSection(data, t, pick, loCode)] : []),
    {
      heading: t('word.attainment'),
      paragraphs: [
        t('word.courseAttainment', {
          value: result.course.A?.shown ?? '—',
          rule: dictLabel('aolRule', result.course.rule, lang),
        }),
      ],
      table: {
        headers: [
          t('word.objective'),
          t('word.target'),
          t('word.counted'),
          ...(a.kind === 'quantitative' ? [t('word.missing'), t('word.zeros')] : []),
          t('word.A'),
          t('word.P'),
          t('word.met'),
        ],
        rows: result.los.map((l) => [
          loCode(l.loId),
          fig(l.target.toFixed(3)),
          l.students,
          ...(a.kind === 'quantitative' ? [l.missingScores, l.typedZeros] : []),
          fig(l.A?.shown),
          percent(l.P),
          metText(t, l.met),
        ]),
      },
    },
    bandsSection(data, t, pick, loCode),
    {
      heading: t('word.byClass'),
      table: {
        headers: [
          t('word.class'),
          t('word.objective'),
          t('word.counted'),
          t('word.A'),
          t('word.P'),
          t('word.met'),
        ],
        rows: result.los.flatMap((l) =>
          l.byClass.map((c): ReportCell[] => [
            pick(classById.get(c.classId ?? '')) || '—',
            loCode(l.loId),
            c.students,
            fig(c.A?.shown),
            percent(c.P),
            metText(t, c.met),
          ]),
        ),
      },
      empty: t('word.none'),
    },
    analysisSection(data, ctx, t, pick, loCode, lang),
  ];
  const title = t('word.courseTitle');
  return {
    title,
    subtitle: courseTitle,
    header,
    sections,
    fileName: `${title}-${String(ctx.course?.code ?? data.course?.code ?? '')}-${year.name}`,
  };
}

type Pick = ReturnType<typeof pickIn>;

function componentsSection(data: CourseData, t: Translator, pick: Pick, lang: Locale): ReportSection {
  return {
    heading: t('word.components'),
    table: {
      headers: [t('word.component'), t('word.kind'), t('word.fullMarks')],
      rows: data.assessment.components.map((c) => [
        pick(c),
        dictLabel('aolComponentKind', c.kind, lang) || c.kind,
        c.fullMarks,
      ]),
    },
    empty: t('word.none'),
  };
}

function aimsSection(
  data: CourseData,
  t: Translator,
  pick: Pick,
  loCode: (id: string) => string,
): ReportSection {
  const components = new Map(data.assessment.components.map((c) => [c.key, c]));
  return {
    heading: t('word.aims'),
    table: {
      headers: [t('word.objective'), t('word.component'), t('word.marks'), t('word.weight')],
      rows: data.assessment.aims.map((x) => [
        loCode(x.loId),
        pick(components.get(x.componentKey)) || x.componentKey,
        x.marks,
        x.weight,
      ]),
    },
    empty: t('word.none'),
  };
}

function rubricSection(data: CourseData, t: Translator, pick: Pick): ReportSection {
  return {
    heading: t('word.rubric'),
    table: {
      headers: [t('word.level'), t('word.score')],
      rows: data.assessment.rubric.map((l) => [pick(l), l.score]),
    },
    empty: t('word.none'),
  };
}

function bandsSection(
  data: CourseData,
  t: Translator,
  pick: Pick,
  loCode: (id: string) => string,
): ReportSection {
  const names = data.result.los[0]?.bands ?? [];
  return {
    heading: t(data.assessment.kind === 'quantitative' ? 'word.bands' : 'word.levels'),
    table: {
      headers: [t('word.objective'), ...names.map((b) => pick(b))],
      rows: data.result.los.map((l) => [loCode(l.loId), ...l.bands.map((b) => b.count)]),
    },
    empty: t('word.none'),
  };
}

function analysisSection(
  data: CourseData,
  ctx: CourseReportContext,
  t: Translator,
  pick: Pick,
  loCode: (id: string) => string,
  lang: Locale,
): ReportSection {
  const unmet = data.result.los.filter((l) => l.met === false).map((l) => loCode(l.loId));
  const paragraphs = [
    unmet.length
      ? t('word.unmet', { codes: unmet.join(isEnglishOutput(lang) ? ', ' : '、') })
      : t('word.allMet'),
    ...ctx.actions.map((x) =>
      t('word.actionLine', {
        code: x.loId ? loCode(x.loId) : '',
        finding: pick(x, 'finding', 'findingEn'),
        action: pick(x, 'action', 'actionEn'),
        status: dictLabel('aolActionStatus', x.status, lang) || x.status,
        due: x.dueDate ?? '—',
      }),
    ),
  ];
  return { heading: t('word.analysis'), paragraphs };
}
