import { bilingualValue, dictLabel, type Locale } from '@accredit/shared';
import {
  DEGREE_LEVELS,
  type GroupTotals,
  type Ratio,
  STATUSES,
  shownCount,
  type Table31,
  type Table32,
  type Table81,
  UNASSIGNED,
} from '@accredit/shared/aacsb/index.ts';
import { translate } from '../../core/i18n.ts';

/**
 * The AACSB layout of each table as rows of cells, in one language: the Excel and Word exports
 * both render it, so the two files always say the same thing.
 */
export type LayoutCell = string | number | null;
export type RowKind = 'group' | 'row' | 'subtotal' | 'ratio' | 'total' | 'text';
export interface Layout {
  title: string;
  subtitle: string;
  header: string[];
  rows: { kind: RowKind; cells: LayoutCell[] }[];
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

function ratioText(locale: Locale, r: Ratio): string {
  if (r.shown === null) return '—';
  const mark = r.pass === null ? '' : ` ${tr(locale, r.pass ? 'tables.pass' : 'tables.fail')}`;
  return `${r.shown.toFixed(1)}%${r.threshold === null ? '' : ` (≥ ${r.threshold}%)`}${mark}`;
}

export function layout31(t: Table31, locale: Locale): Layout {
  const header = [
    tr(locale, 'table31.name'),
    tr(locale, 'table31.specialty'),
    tr(locale, 'table31.degree'),
    tr(locale, 'table31.participatingP'),
    tr(locale, 'table31.supportingP'),
    tr(locale, 'table31.responsibilities'),
    ...STATUSES,
    tr(locale, 'table31.basis'),
  ];
  const rows: Layout['rows'] = [];
  const blank = (n: number) => Array<LayoutCell>(n).fill(null);
  const ratios = (label: string, totals: GroupTotals) => {
    rows.push({
      kind: 'ratio',
      cells: [
        `${label} ${tr(locale, 'ratios.sufficiency')}`,
        ratioText(locale, totals.sufficiency),
        ...blank(10),
      ],
    });
    for (const name of ['sa', 'saPaSp', 'saPaSpIp'] as const)
      rows.push({
        kind: 'ratio',
        cells: [`${label} ${tr(locale, `ratios.${name}`)}`, ratioText(locale, totals[name]), ...blank(10)],
      });
  };
  for (const g of t.groups) {
    const name = disciplineName(locale, g);
    const fte = g.fte === null ? '' : ` · ${tr(locale, 'table31.fte', { fte: g.fte })}`;
    rows.push({ kind: 'group', cells: [`${name}${fte}`, ...blank(11)] });
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
  ratios(tr(locale, 'table31.school'), t.total);
  rows.push({
    kind: 'ratio',
    cells: [
      tr(locale, 'ratios.disciplineSufficiency'),
      ratioText(locale, t.total.disciplineSufficiency),
      ...blank(10),
    ],
  });
  return {
    title: tr(locale, 'table31.title'),
    subtitle: tr(locale, 'table31.subtitle', {
      year: t.year,
      unit: dictLabel('teachingProductivityUnit', t.unit, locale),
    }),
    header,
    rows,
  };
}

function subtotal(_locale: Locale, label: string, totals: GroupTotals): LayoutCell[] {
  return [
    label,
    null,
    null,
    shownCount(totals.participatingP),
    shownCount(totals.supportingP),
    null,
    ...STATUSES.map((s) => shownCount(totals.byStatus[s])),
    null,
  ];
}

export function layout32(t: Table32, locale: Locale): Layout {
  return {
    title: tr(locale, 'table32.title'),
    subtitle: tr(locale, 'table32.subtitle', { unit: dictLabel('teachingProductivityUnit', t.unit, locale) }),
    header: [tr(locale, 'table32.level'), ...STATUSES, tr(locale, 'table32.total')],
    rows: t.rows.map((r) => ({
      kind: r.level === 'total' ? ('total' as const) : ('row' as const),
      cells: [
        r.level === 'total' ? tr(locale, 'table32.all') : dictLabel('degreeLevel', r.level, locale),
        ...STATUSES.map((s) => r.shown[s]),
        r.total > 0 ? 100 : null,
      ],
    })),
  };
}
export const LEVEL_ORDER = DEGREE_LEVELS;

export function layout81(t: Table81, locale: Locale, narrative: { B: string; C: string }): Layout {
  const header = [
    tr(locale, 'table81.discipline'),
    tr(locale, 'table81.cat1'),
    tr(locale, 'table81.cat2'),
    tr(locale, 'table81.cat3'),
    tr(locale, 'table81.total'),
    tr(locale, 'table81.prj'),
    tr(locale, 'table81.otherReviewed'),
    tr(locale, 'table81.other'),
    tr(locale, 'table81.total'),
    tr(locale, 'table81.participatingProducing'),
    tr(locale, 'table81.fteProducing'),
  ];
  const line = (name: string, r: Table81['total'], kind: RowKind) => ({
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
      r.participatingProducing.shown,
      r.fteProducing.shown,
    ],
  });
  const rows: Layout['rows'] = t.rows.map((r) => line(disciplineName(locale, r), r, 'row'));
  rows.push(line(tr(locale, 'table81.grandTotal'), t.total, 'total'));
  const text = (html: string) =>
    html
      .replace(/<[^>]*>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  rows.push({ kind: 'text', cells: [tr(locale, 'table81.partB'), text(narrative.B)] });
  rows.push({ kind: 'text', cells: [tr(locale, 'table81.partC'), text(narrative.C)] });
  return {
    title: tr(locale, 'table81.title'),
    subtitle: tr(locale, 'table81.subtitle', {
      from: t.window.from,
      to: t.window.to,
      option: tr(locale, t.rateCounting ? 'table81.rateOption' : 'table81.countOption'),
    }),
    header,
    rows,
  };
}
