import { bilingualValue, dictLabel, type Locale } from '@accredit/shared';
import {
  DEGREE_LEVELS,
  type GroupTotals,
  type Ratio,
  ratio,
  STATUSES,
  shownCount,
  type Table31,
  type Table32,
  type Table81,
  UNASSIGNED,
} from '@accredit/shared/aacsb/index.ts';
import { translate } from '../../core/i18n.ts';
import { contentWidths } from '../../core/office.ts';

/**
 * The AACSB layout of each table as rows of cells, in one language: the Excel and Word exports
 * both render it, so the two files always say the same thing. Columns say what they hold (a
 * reviewer's wide text, a count, a percent); a row of grouped headers sits over the column
 * headers as AACSB prints them; percents are numbers (the shown figure, one decimal), never text.
 */
export interface Percent {
  /** The shown percent (96.5 for 96.5 %), or null for "nothing to measure". */
  percent: number | null;
  /** A threshold: printed as "≥ 75%". */
  atLeast?: boolean;
}
export type LayoutCell = string | number | null | Percent;
export type RowKind = 'group' | 'row' | 'subtotal' | 'percent' | 'ratio' | 'total';
/** `wide` is the reviewer's reading column (basis, discipline); `text` a short one; the rest figures. */
export type ColumnKind = 'name' | 'text' | 'wide' | 'number' | 'percent';
export interface LayoutColumn {
  header: string;
  kind: ColumnKind;
}
export interface LayoutRow {
  kind: RowKind;
  cells: LayoutCell[];
  /** Column ranges (first, last; 0-based, inclusive) shown as one cell. */
  spans?: [number, number][];
}
export interface Layout {
  title: string;
  /** The worksheet's name: at most 31 characters and still saying which table it is. */
  sheetName: string;
  /** The school's name (set by the route), printed with the title. */
  school?: string;
  subtitle: string;
  columns: LayoutColumn[];
  /** Headers over several columns; a column under none spans both header rows. */
  groups: { label: string; from: number; to: number }[];
  rows: LayoutRow[];
  /** Rich-text parts printed after the table (Table 8-1 Parts B and C), as sanitised HTML. */
  narrative?: { title: string; html: string }[];
}

export const isPercent = (v: LayoutCell): v is Percent => typeof v === 'object' && v !== null;

/** Which columns a row's spans cover (they are skipped when measuring). */
export function spanned(row: LayoutRow): Set<number> {
  const covered = new Set<number>();
  for (const [from, to] of row.spans ?? []) for (let i = from; i <= to; i++) covered.add(i);
  return covered;
}

/** The widest a column of each kind grows (in characters) before its text wraps. */
const MAX_WIDTH: Record<ColumnKind, number> = { name: 20, text: 24, wide: 110, number: 9, percent: 9 };

/**
 * Column widths in characters (CJK double) from the content, capped by kind: both files use them,
 * Excel as they are, Word in proportion, so the reading column is as wide as its text needs.
 */
export function columnWidths(l: Layout): number[] {
  const measured = contentWidths(
    l.columns.map((c) => c.header),
    l.rows.map((r) => {
      const covered = spanned(r);
      return r.cells.map((v, i) => (covered.has(i) ? null : isPercent(v) ? '100.0%' : v));
    }),
    { min: 6, max: 110 },
  );
  return measured.map((w, i) => Math.min(w, MAX_WIDTH[l.columns[i].kind]));
}

const tr = (locale: Locale, key: string, values?: Record<string, unknown>) =>
  translate(locale, `qualification.${key}`, values);

export function disciplineName(
  locale: Locale,
  d: { disciplineId: string; name: string; nameEn: string },
): string {
  if (d.disciplineId === UNASSIGNED) return tr(locale, 'tables.unassigned');
  return bilingualValue(d, 'name', 'nameEn', locale, (key) => translate(locale, key));
}

/** A ratio as AACSB prints it: the label, the shown percent, the threshold, pass or fail. */
function ratioRow(locale: Locale, label: string, r: Ratio, width: number): LayoutRow {
  const cells: LayoutCell[] = Array<LayoutCell>(width).fill(null);
  cells[0] = label;
  cells[3] = { percent: r.shown };
  cells[4] = r.threshold === null ? null : { percent: r.threshold, atLeast: true };
  cells[5] = r.pass === null ? null : tr(locale, r.pass ? 'tables.pass' : 'tables.fail');
  return { kind: 'ratio', cells, spans: [[0, 2]] };
}

const T31_WIDTH = 7 + STATUSES.length;

export function layout31(t: Table31, locale: Locale): Layout {
  const unit = dictLabel('teachingProductivityUnit', t.unit, locale);
  const columns: LayoutColumn[] = [
    { header: tr(locale, 'table31.name'), kind: 'name' },
    { header: tr(locale, 'table31.specialty'), kind: 'text' },
    { header: tr(locale, 'table31.degree'), kind: 'text' },
    { header: tr(locale, 'table31.participatingShort'), kind: 'number' },
    { header: tr(locale, 'table31.supportingShort'), kind: 'number' },
    { header: tr(locale, 'table31.responsibilities'), kind: 'text' },
    ...STATUSES.map((s): LayoutColumn => ({ header: s, kind: 'number' })),
    { header: tr(locale, 'table31.basis'), kind: 'wide' },
  ];
  const rows: LayoutRow[] = [];
  const ratios = (label: string, totals: GroupTotals) => {
    rows.push(
      ratioRow(locale, `${label}: ${tr(locale, 'ratios.sufficiency')}`, totals.sufficiency, T31_WIDTH),
    );
    for (const name of ['sa', 'saPaSp', 'saPaSpIp'] as const)
      rows.push(ratioRow(locale, `${label}: ${tr(locale, `ratios.${name}`)}`, totals[name], T31_WIDTH));
  };
  for (const g of t.groups) {
    const name = disciplineName(locale, g);
    const fte = g.fte === null ? '' : ` · ${tr(locale, 'table31.fte', { fte: g.fte })}`;
    rows.push({
      kind: 'group',
      cells: [`${name}${fte}`, ...Array<LayoutCell>(T31_WIDTH - 1).fill(null)],
      spans: [[0, T31_WIDTH - 1]],
    });
    for (const r of g.rows)
      rows.push({
        kind: 'row',
        cells: [
          bilingualValue(r, 'name', 'nameEn', locale, (key) => translate(locale, key)),
          bilingualValue(r, 'specialty', 'specialtyEn', locale, (key) => translate(locale, key)),
          [r.degree ? dictLabel('highestDegree', r.degree, locale) : '', r.degreeYear ?? '']
            .filter(Boolean)
            .join(', '),
          r.participating ? shownCount(r.participatingP) : null,
          r.participating ? null : shownCount(r.supportingP),
          r.responsibilities.join(', '),
          ...STATUSES.map((s) => (s === r.status ? r.t : null)),
          r.basis,
        ],
      });
    rows.push({
      kind: 'subtotal',
      cells: subtotal(locale, tr(locale, 'table31.subtotal', { name }), g.totals),
    });
    ratios(name, g.totals);
  }
  rows.push({ kind: 'total', cells: subtotal(locale, tr(locale, 'table31.total'), t.total) });
  rows.push(percentRow(locale, t.total));
  ratios(tr(locale, 'table31.school'), t.total);
  rows.push(
    ratioRow(locale, tr(locale, 'ratios.disciplineSufficiency'), t.total.disciplineSufficiency, T31_WIDTH),
  );
  return {
    title: tr(locale, 'table31.title'),
    sheetName: tr(locale, 'table31.sheet'),
    subtitle: tr(locale, 'table31.subtitle', { year: t.year, unit }),
    columns,
    groups: [
      { label: tr(locale, 'table31.productivity', { unit }), from: 3, to: 4 },
      { label: tr(locale, 'table31.mission'), from: 6, to: 5 + STATUSES.length },
    ],
    rows,
  };
}

function subtotal(locale: Locale, label: string, totals: GroupTotals): LayoutCell[] {
  return [
    label,
    null,
    null,
    shownCount(totals.participatingP),
    shownCount(totals.supportingP),
    null,
    ...STATUSES.map((s) => shownCount(totals.byStatus[s])),
    tr(locale, 'table31.computedFte', { fte: shownCount(totals.computedFte) }),
  ];
}

/** The foot's percent row: P and S of all teaching, each qualification group of all time devoted. */
function percentRow(locale: Locale, totals: GroupTotals): LayoutRow {
  const ps = totals.participatingP + totals.supportingP;
  const share = (n: number, of: number): Percent => ({ percent: ratio(n, of, null).shown });
  return {
    kind: 'percent',
    cells: [
      tr(locale, 'table31.percentRow'),
      null,
      null,
      share(totals.participatingP, ps),
      share(totals.supportingP, ps),
      null,
      ...STATUSES.map((s) => share(totals.byStatus[s], totals.t)),
      null,
    ],
    spans: [[0, 2]],
  };
}

export function layout32(t: Table32, locale: Locale): Layout {
  const unit = dictLabel('teachingProductivityUnit', t.unit, locale);
  return {
    title: tr(locale, 'table32.title'),
    sheetName: tr(locale, 'table32.sheet'),
    subtitle: tr(locale, 'table32.subtitle', { unit }),
    columns: [
      { header: tr(locale, 'table32.level'), kind: 'wide' },
      ...STATUSES.map((s): LayoutColumn => ({ header: s, kind: 'percent' })),
      { header: tr(locale, 'table32.total'), kind: 'percent' },
    ],
    groups: [{ label: tr(locale, 'table32.productivity', { unit }), from: 1, to: STATUSES.length + 1 }],
    rows: t.rows.map((r) => ({
      kind: r.level === 'total' ? ('total' as const) : ('row' as const),
      cells: [
        r.level === 'total' ? tr(locale, 'table32.all') : dictLabel('degreeLevel', r.level, locale),
        ...STATUSES.map((s): Percent => ({ percent: r.shown[s] })),
        { percent: r.total > 0 ? 100 : null },
      ],
    })),
  };
}
export const LEVEL_ORDER = DEGREE_LEVELS;

export function layout81(t: Table81, locale: Locale, narrative: { B: string; C: string }): Layout {
  const count = (header: string): LayoutColumn => ({ header, kind: 'number' });
  const columns: LayoutColumn[] = [
    { header: tr(locale, 'table81.discipline'), kind: 'wide' },
    count(tr(locale, 'table81.cat1')),
    count(tr(locale, 'table81.cat2')),
    count(tr(locale, 'table81.cat3')),
    count(tr(locale, 'table81.total')),
    count(tr(locale, 'table81.prj')),
    count(tr(locale, 'table81.otherReviewed')),
    count(tr(locale, 'table81.other')),
    count(tr(locale, 'table81.total')),
    { header: tr(locale, 'table81.participatingProducing'), kind: 'percent' },
    { header: tr(locale, 'table81.fteProducing'), kind: 'percent' },
  ];
  const line = (name: string, r: Table81['total'], kind: RowKind): LayoutRow => ({
    kind,
    cells: [
      name,
      shownCount(r.categories['1']),
      shownCount(r.categories['2']),
      shownCount(r.categories['3']),
      shownCount(r.total),
      shownCount(r.columns.prj),
      shownCount(r.columns.otherReviewed),
      shownCount(r.columns.other),
      shownCount(r.total),
      { percent: r.participatingProducing.shown },
      { percent: r.fteProducing.shown },
    ],
  });
  const rows: LayoutRow[] = t.rows.map((r) => line(disciplineName(locale, r), r, 'row'));
  rows.push(line(tr(locale, 'table81.grandTotal'), t.total, 'total'));
  return {
    title: tr(locale, 'table81.title'),
    sheetName: tr(locale, 'table81.sheet'),
    subtitle: tr(locale, 'table81.subtitle', {
      from: t.window.from,
      to: t.window.to,
      option: tr(locale, t.rateCounting ? 'table81.rateOption' : 'table81.countOption'),
    }),
    columns,
    groups: [
      { label: tr(locale, 'table81.categories'), from: 1, to: 4 },
      { label: tr(locale, 'table81.outputTypes'), from: 5, to: 8 },
      { label: tr(locale, 'table81.producing'), from: 9, to: 10 },
    ],
    rows,
    narrative: [
      { title: tr(locale, 'table81.partB'), html: narrative.B },
      { title: tr(locale, 'table81.partC'), html: narrative.C },
    ],
  };
}
