import { dictLabel, type Figure, type GradeAnswer, type Locale } from '@accredit/shared';
import ExcelJS from 'exceljs';
import { addTableSheet, finishListSheet, PERCENT_FORMAT, sheetName } from '../../core/office.ts';
import { metText, pickIn, type Translator, translatorFor } from './report-course.ts';
import type { CourseData } from './results-course.ts';
import type { YearData } from './results-programme.ts';

/**
 * Every result table as a workbook (issue 17 item 8), in the house layout (core/office.ts:
 * landscape one page wide, header bold and frozen, widths from the content): figures are numbers,
 * as printed (the model's rounded value: attainment with 0.000, shares as 0.0%), never text;
 * names in the file's language, a missing English value marked.
 */
const ATTAINMENT_FORMAT = '0.000';
const STAT_FORMAT = '0.00';

type Kind = 'text' | 'int' | 'attainment' | 'percent' | 'stat';
interface Column {
  header: string;
  kind: Kind;
}

/** A figure as the number it prints as (its rounded value); shares as fractions for the % format. */
const num = (f: Figure | null | undefined): number | null => (f ? Number(f.shown) : null);
const share = (f: Figure | null | undefined): number | null => (f ? Number(f.shown) / 100 : null);

const FORMATS: Partial<Record<Kind, string>> = {
  attainment: ATTAINMENT_FORMAT,
  percent: PERCENT_FORMAT,
  stat: STAT_FORMAT,
  int: '0',
};

function addSheet(wb: ExcelJS.Workbook, title: string, columns: Column[], rows: unknown[][]): void {
  addTableSheet(
    wb,
    title,
    columns.map((c) => ({ header: c.header, numFmt: FORMATS[c.kind] })),
    rows,
  );
}

const text = (header: string): Column => ({ header, kind: 'text' });
const int = (header: string): Column => ({ header, kind: 'int' });
const att = (header: string): Column => ({ header, kind: 'attainment' });
const pct = (header: string): Column => ({ header, kind: 'percent' });

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

  addSheet(
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
  addSheet(
    wb,
    t(quant ? 'word.bands' : 'word.levels'),
    [text(t('word.objective')), ...bandNames.map((b) => int(pick(b)))],
    result.los.map((l) => [code(l.loId), ...l.bands.map((b) => b.count)]),
  );

  addSheet(
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
  addSheet(
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
  const rows: [string, number | null, Kind][] = [
    [t('grades.students'), s.students, 'int'],
    [t('grades.fullMarks'), g.fullMarks, 'stat'],
    [t('grades.mean'), num(s.mean), 'stat'],
    [t('grades.median'), num(s.median), 'stat'],
    [t('grades.sd'), num(s.sd), 'stat'],
    [t('grades.highest'), s.highest, 'stat'],
    [t('grades.lowest'), s.lowest, 'stat'],
    [t('grades.passRate'), share(s.passRate), 'percent'],
    [t('grades.excellentRate'), share(s.excellentRate), 'percent'],
    ...s.bands.map((b): [string, number, Kind] => [t(`grades.band.${bandKey(b.key)}`), b.count, 'int']),
  ];
  const taken = wb.worksheets.map((w) => w.name);
  const ws = wb.addWorksheet(sheetName(t('excel.grades'), taken));
  ws.addRow([t('grades.figure'), t('grades.value')]);
  for (const [label, value, kind] of rows) {
    const row = ws.addRow([label, value]);
    const format = FORMATS[kind];
    if (format) row.getCell(2).numFmt = format;
  }
  finishListSheet(ws);
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

  addSheet(
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

  addSheet(
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

  addSheet(
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

  addSheet(
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
