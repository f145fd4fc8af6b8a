import { dictLabel, type Locale } from '@accredit/shared';
import type { Executor } from '../../core/db.ts';
import { actionsOfYear } from './loop-data.ts';
import { metText, pickIn, translatorFor } from './report-course.ts';
import { fig, type ReportCell, type ReportDoc, type ReportSection } from './report-docx.ts';
import type { YearData } from './results-programme.ts';

/**
 * The programme's assurance-of-learning report for an evaluation year in the AACSB Table 5-1
 * layout (issue 17 item 8): one row per objective assessed that year, under its competency goal,
 * with its measures (course and method, map level), results (each course's attainment and share
 * meeting the target, then the objective's map-weighted figure against its target) and the
 * year's actions; then the goals' figures and the courses without a map cell.
 */
export async function programmeReport(db: Executor, data: YearData, lang: Locale): Promise<ReportDoc> {
  const t = translatorFor(lang);
  const pick = pickIn(lang);
  const actions = await actionsOfYear(db, data.year.id);
  const loById = new Map(data.los.map((l) => [l.id, l]));
  const goalById = new Map(data.goals.map((g) => [g.id, g]));
  const assessments = new Map(data.courses.map((c) => [c.assessment.courseId, c]));
  const courseLine = (courseId: string) => {
    const c = assessments.get(courseId);
    return `${c?.course?.code ?? courseId} ${pick(c?.course)}`.trim();
  };

  const rows: ReportCell[][] = [];
  for (const goal of data.goals) {
    for (const lo of data.result.los.filter((l) => l.lgId === goal.id && l.courses.length > 0)) {
      const info = loById.get(lo.loId);
      const measures = lo.courses.map((c) => {
        const kind = assessments.get(c.courseId)?.assessment.kind;
        return t('table51.measure', {
          course: courseLine(c.courseId),
          method: kind ? t(`values.${kind}`) : '',
          level: c.level ?? t('word.noMapCell'),
        });
      });
      // The questionnaires' items mapped to the objective (I_j), blended with theta into B_j.
      if (lo.I) measures.push(t('table51.indirectMeasure'));
      const results = [
        ...lo.courses.map((c) => {
          const los = assessments.get(c.courseId)?.result?.los ?? [];
          const mine = los.find((x) => x.loId === lo.loId);
          return t('table51.courseResult', {
            course: assessments.get(c.courseId)?.course?.code ?? c.courseId,
            A: c.A.shown,
            P: mine?.P ? `${mine.P.shown}%` : '—',
          });
        }),
        ...(lo.I
          ? [t('table51.blend', { A: lo.A?.shown ?? '—', I: lo.I.shown, B: lo.B?.shown ?? '—' })]
          : []),
        t('table51.loResult', {
          value: (lo.B ?? lo.A)?.shown ?? '—',
          target: lo.target.toFixed(3),
          met: metText(t, lo.met),
        }),
      ];
      const loActions = actions
        .filter((x) => x.loId === lo.loId)
        .map(
          (x) =>
            `${pick(x, 'action', 'actionEn')} (${dictLabel('aolActionStatus', x.status, lang) || x.status})`,
        );
      rows.push([
        `${goal.code} ${pick(goal)}`.trim(),
        `${lo.code} ${pick(info)}`.trim(),
        measures,
        results,
        loActions.length ? loActions : [t('table51.noAction')],
      ]);
    }
  }

  const sections: ReportSection[] = [
    {
      heading: t('table51.heading'),
      table: {
        headers: [
          t('table51.goal'),
          t('table51.objective'),
          t('table51.measures'),
          t('table51.results'),
          t('table51.actions'),
        ],
        rows,
        widths: [18, 22, 22, 24, 22],
      },
      empty: t('word.none'),
    },
    {
      heading: t('table51.goals'),
      table: {
        headers: [t('table51.goal'), t('word.A'), t('word.target'), t('word.met'), t('table51.actions')],
        rows: data.result.goals.map((g) => [
          `${g.code} ${pick(goalById.get(g.lgId))}`.trim(),
          fig(g.G?.shown),
          fig(g.target.toFixed(3)),
          metText(t, g.met),
          actions
            .filter((x) => !x.loId && x.lgId === g.lgId)
            .map(
              (x) =>
                `${pick(x, 'action', 'actionEn')} (${dictLabel('aolActionStatus', x.status, lang) || x.status})`,
            ),
        ]),
      },
      empty: t('word.none'),
    },
    {
      heading: t('table51.errors'),
      paragraphs: data.result.errors.map((e) =>
        t('errors.noMapCell', {
          course: assessments.get(e.courseId)?.course?.code ?? e.courseId,
          lo: loById.get(e.loId)?.code ?? e.loId,
        }),
      ),
      empty: t('word.none'),
    },
  ];
  const programmeTitle = `${data.programme.code} ${pick(data.programme)}`.trim();
  const title = t('table51.title');
  return {
    title,
    subtitle: programmeTitle,
    landscape: true,
    header: [
      { label: t('word.programme'), value: programmeTitle },
      { label: t('word.year'), value: data.year.name },
      { label: t('table51.mapYear'), value: data.mapYear },
      { label: t('word.missingMethod'), value: dictLabel('aolMissingMethod', data.year.missingMethod, lang) },
      { label: t('word.courseRule'), value: dictLabel('aolRule', data.year.courseRule, lang) },
      { label: t('table51.goalRule'), value: dictLabel('aolRule', data.year.goalRule, lang) },
    ],
    sections,
    fileName: `${title}-${data.programme.code}-${data.year.name}`,
  };
}
