import { dictLabel, type Figure, type GradeAnswer, type Locale } from '@accredit/shared';
import ExcelJS from 'exceljs';
import {
  addTableSheet,
  INT_FORMAT,
  PERCENT_FORMAT,
  percentCell,
  STAT_FORMAT,
  sheetColumn,
} from '../../core/office.ts';
import { metText, pickIn, type Translator, translatorFor } from './report-course.ts';
import type { CourseData } from './results-course.ts';
import type { YearData } from './results-programme.ts';

/**
 * Every result table as a workbook (issue 17 item 8), in the house layout (core/office.ts:
 * landscape one page wide, header bold and frozen, widths from the content): figures are numbers,
 * as printed (the model's rounded value: attainment with 0.000, shares as 0.0%), never text;
 * names in the file's language, a missing English value marked.
 */
/** A figure as the number it prints as (its rounded value); shares as fractions for the % format. */
const num = (f: Figure | null | undefined): number | null => (f ? Number(f.shown) : null);
const share = (f: Figure | null | undefined): number | null => percentCell(num(f));

const { text, int, attainment: att, percent: pct } = sheetColumn;

export async function courseWorkbook(
  data: CourseData,
  grades: GradeAnswer | null,
  lang: Locale,
): Promise<Buffer> {
  const t = translatorFor(lang);
  const pick = pickIn(lang);
  const { result, assessment: a } = data;
  const quant = a.kind === 'quantitative';
  const loById = new Map(data.los.map((l) => [l.id, l]));
  const classById = new Map(data.classes.map((c) => [c.id, c]));
  const code = (id: string) => loById.get(id)?.code ?? id;
  const wb = new ExcelJS.Workbook();

  addTableSheet(
    wb,
    t('excel.objectives'),
    [
      text(t('word.objective')),
      text(t('word.statement')),
      att(t('word.target')),
      int(t('word.counted')),
      ...(quant ? [int(t('word.missing')), int(t('word.zeros'))] : []),
      att(t('word.A')),
      pct(t('word.P')),
      text(t('word.met')),
    ],
    [
      ...result.los.map((l) => [
        code(l.loId),
        pick(loById.get(l.loId)),
        l.target,
        l.students,
        ...(quant ? [l.missingScores, l.typedZeros] : []),
        num(l.A),
        share(l.P),
        metText(t, l.met),
      ]),
      [
        t('excel.course'),
        dictLabel('aolRule', result.course.rule, lang),
        null,
        null,
        ...(quant ? [null, null] : []),
        num(result.course.A),
        null,
        null,
      ],
    ],
  );

  const bandNames = result.los[0]?.bands ?? [];
  addTableSheet(
    wb,
    t(quant ? 'word.bands' : 'word.levels'),
    [text(t('word.objective')), ...bandNames.map((b) => int(pick(b)))],
    result.los.map((l) => [code(l.loId), ...l.bands.map((b) => b.count)]),
  );

  addTableSheet(
    wb,
    t('word.byClass'),
    [
      text(t('word.class')),
      text(t('word.objective')),
      int(t('word.counted')),
      att(t('word.A')),
      pct(t('word.P')),
      text(t('word.met')),
    ],
    result.los.flatMap((l) =>
      l.byClass.map((c) => [
        pick(classById.get(c.classId ?? '')) || '—',
        code(l.loId),
        c.students,
        num(c.A),
        share(c.P),
        metText(t, c.met),
      ]),
    ),
  );

  const studentById = new Map(data.students.map((s) => [s.id, s]));
  const bandLabel = new Map((quant ? a.bands : a.rubric).map((b) => [b.name, pick(b)] as const));
  addTableSheet(
    wb,
    t('excel.students'),
    [
      text(t('excel.studentNumber')),
      text(t('excel.studentName')),
      text(t('word.class')),
      ...result.los.flatMap((l) => [att(code(l.loId)), text(`${code(l.loId)} ${t('excel.band')}`)]),
    ],
    result.students.map((s) => {
      const info = studentById.get(s.studentId);
      return [
        info?.studentNumber ?? '',
        pick(info),
        pick(classById.get(s.classId ?? '')),
        ...s.los.flatMap((x) => [num(x.a), x.band ? (bandLabel.get(x.band) ?? x.band) : '']),
      ];
    }),
  );

  if (grades) gradeSheet(wb, grades, t);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function gradeSheet(wb: ExcelJS.Workbook, g: GradeAnswer, t: Translator): void {
  const s = g.stats;
  // One figure a row, each value in its own number format.
  const rows: [string, number | null, string][] = [
    [t('grades.students'), s.students, INT_FORMAT],
    [t('grades.fullMarks'), g.fullMarks, STAT_FORMAT],
    [t('grades.mean'), num(s.mean), STAT_FORMAT],
    [t('grades.median'), num(s.median), STAT_FORMAT],
    [t('grades.sd'), num(s.sd), STAT_FORMAT],
    [t('grades.highest'), s.highest, STAT_FORMAT],
    [t('grades.lowest'), s.lowest, STAT_FORMAT],
    [t('grades.passRate'), share(s.passRate), PERCENT_FORMAT],
    [t('grades.excellentRate'), share(s.excellentRate), PERCENT_FORMAT],
    ...s.bands.map((b): [string, number, string] => [
      t(`grades.band.${bandKey(b.key)}`),
      b.count,
      INT_FORMAT,
    ]),
  ];
  const ws = addTableSheet(
    wb,
    t('excel.grades'),
    [text(t('grades.figure')), text(t('grades.value'))],
    rows.map(([label, value]) => [label, value]),
  );
  rows.forEach(([, , format], i) => {
    ws.getRow(i + 2).getCell(2).numFmt = format;
  });
}

export const bandKey = (key: string) =>
  ({ '90+': 'b90', '80-90': 'b80', '70-80': 'b70', '60-70': 'b60', '<60': 'below' })[key] ?? key;

export async function yearWorkbook(data: YearData, lang: Locale): Promise<Buffer> {
  const t = translatorFor(lang);
  const pick = pickIn(lang);
  const { result } = data;
  const loById = new Map(data.los.map((l) => [l.id, l]));
  const goalById = new Map(data.goals.map((g) => [g.id, g]));
  const assessments = new Map(data.courses.map((c) => [c.assessment.courseId, c]));
  const wb = new ExcelJS.Workbook();

  addTableSheet(
    wb,
    t('excel.objectives'),
    [
      text(t('word.goal')),
      text(t('word.objective')),
      text(t('word.statement')),
      att(t('word.target')),
      int(t('excel.courses')),
      att(t('excel.direct')),
      att(t('excel.indirect')),
      att(t('excel.blended')),
      text(t('word.met')),
    ],
    result.los.map((l) => [
      goalById.get(l.lgId)?.code ?? '',
      l.code,
      pick(loById.get(l.loId)),
      l.target,
      l.courses.length,
      num(l.A),
      num(l.I),
      num(l.B),
      metText(t, l.met),
    ]),
  );

  addTableSheet(
    wb,
    t('excel.goals'),
    [
      text(t('word.goal')),
      text(t('word.statement')),
      att(t('word.target')),
      att(t('word.A')),
      text(t('word.met')),
    ],
    result.goals.map((g) => [g.code, pick(goalById.get(g.lgId)), g.target, num(g.G), metText(t, g.met)]),
  );

  addTableSheet(
    wb,
    t('excel.courseFigures'),
    [
      text(t('excel.courseCode')),
      text(t('excel.courseName')),
      text(t('word.method')),
      text(t('word.objective')),
      text(t('word.support')),
      att(t('excel.weight')),
      int(t('word.counted')),
      att(t('word.A')),
      pct(t('word.P')),
      text(t('word.met')),
    ],
    result.los.flatMap((l) =>
      l.courses.map((c) => {
        const at = assessments.get(c.courseId);
        const mine = at?.result?.los.find((x) => x.loId === l.loId);
        return [
          at?.course?.code ?? c.courseId,
          pick(at?.course),
          at ? t(`values.${at.assessment.kind}`) : '',
          l.code,
          c.level ?? t('word.noMapCell'),
          num(c.v),
          mine?.students ?? null,
          num(c.A),
          share(mine?.P),
          metText(t, mine?.met ?? null),
        ];
      }),
    ),
  );

  addTableSheet(
    wb,
    t('excel.errors'),
    [text(t('excel.courseCode')), text(t('word.objective')), text(t('excel.problem'))],
    result.errors.map((e) => {
      const course = assessments.get(e.courseId)?.course?.code ?? e.courseId;
      const lo = loById.get(e.loId)?.code ?? e.loId;
      return [course, lo, t('errors.noMapCell', { course, lo })];
    }),
  );
  return Buffer.from(await wb.xlsx.writeBuffer());
}
