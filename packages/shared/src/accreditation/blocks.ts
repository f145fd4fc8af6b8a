/**
 * Live blocks of a report section (issue 21 item 3). In a section's HTML a block is
 *   <div data-live-block="table31" data-params="{&quot;year&quot;:2025}"></div>
 * (an empty element; the editor draws it, the server fills it). A block resolves to BlockData:
 * a table in AACSB's layout (grouped headers over columns, typed rows), a chart with the table
 * behind it, or a list of records; the web page, the reviewers' page and the Word file all draw
 * the same BlockData. While the report is live every read resolves the blocks again; freezing
 * stores each block's data (report_block_snapshot) and from then on the stored data is read.
 */

export const BLOCK_KINDS = [
  'table31',
  'table32',
  'table81',
  'table51',
  'kpi',
  'cohort',
  'records',
  'equisKeyFigures',
  'ambaChecks',
] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** A block as written in a section: its kind and parameters (a flat JSON object). */
export interface BlockRef {
  kind: BlockKind;
  params: Record<string, string | number | boolean | string[] | null>;
}

/** A table cell: text, a number, nothing, or a percent (96.5 for 96.5 %; a threshold prints "≥ 75%"). */
export type BlockCell = string | number | null | { percent: number | null; atLeast?: boolean };
export type BlockRowKind = 'group' | 'row' | 'subtotal' | 'percent' | 'ratio' | 'total';
export type BlockColumnKind = 'name' | 'text' | 'wide' | 'number' | 'percent';

/** The same shape as the AACSB table layouts of the qualification module (Layout). */
export interface BlockTable {
  columns: { header: string; kind: BlockColumnKind }[];
  /** Headers over several columns (from, to: 0-based, inclusive). */
  groups: { label: string; from: number; to: number }[];
  rows: { kind: BlockRowKind; cells: BlockCell[]; spans?: [number, number][] }[];
}

export interface BlockChart {
  type: 'bar' | 'line';
  categories: string[];
  series: { name: string; values: (number | null)[] }[];
  /** Unit printed on the axis ("%", "" for counts). */
  unit?: string;
}

export interface BlockData {
  /** blockKey(ref): equal refs resolve once and share one snapshot. */
  key: string;
  kind: BlockKind;
  title: string;
  subtitle?: string;
  table?: BlockTable;
  chart?: BlockChart;
  /** Where the figures come from (a screen of the product), for "every figure traceable". */
  source?: { label: string; href: string };
  /** Said instead of a table when there is nothing to show (in the reader's language). */
  empty?: string;
  /** The block could not be resolved (bad parameters, a record gone): said in place of the block. */
  error?: string;
  /** When the data was taken: now for a live block, the freeze time for a frozen one (ISO). */
  takenAt: string;
  frozen: boolean;
}

/** Canonical JSON of a ref (sorted keys): equal blocks get equal keys. */
export function blockKey(ref: BlockRef): string {
  const keys = Object.keys(ref.params).sort();
  const params: Record<string, unknown> = {};
  for (const k of keys) if (ref.params[k] !== undefined) params[k] = ref.params[k];
  return `${ref.kind}:${JSON.stringify(params)}`;
}

const ATTR = /<div\b[^>]*\bdata-live-block="([a-zA-Z0-9]+)"[^>]*>\s*<\/div>/g;
const PARAMS = /\bdata-params="([^"]*)"/;

function unescapeAttr(v: string): string {
  return v
    .replace(/&quot;/g, '"')
    .replace(/&#34;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
const escapeAttr = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const isKind = (v: string): v is BlockKind => (BLOCK_KINDS as readonly string[]).includes(v);

/** The marker written into a section's HTML for a block. */
export function blockMarker(ref: BlockRef): string {
  return `<div data-live-block="${ref.kind}" data-params="${escapeAttr(JSON.stringify(ref.params))}"></div>`;
}

/** The blocks of a section's HTML in order (unknown kinds and unreadable parameters are skipped). */
export function blocksIn(html: string | null | undefined): BlockRef[] {
  const out: BlockRef[] = [];
  for (const m of (html ?? '').matchAll(ATTR)) {
    const kind = m[1];
    if (!isKind(kind)) continue;
    const raw = PARAMS.exec(m[0])?.[1];
    let params: BlockRef['params'] = {};
    try {
      const parsed: unknown = raw ? JSON.parse(unescapeAttr(raw)) : {};
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        params = parsed as BlockRef['params'];
    } catch {
      continue;
    }
    out.push({ kind, params });
  }
  return out;
}

/**
 * Splits a section's HTML into text parts and blocks, in order (for renderers that draw a block
 * where its marker stands: the reader, the Word file).
 */
export function splitAtBlocks(html: string | null | undefined): ({ html: string } | { block: BlockRef })[] {
  const source = html ?? '';
  const parts: ({ html: string } | { block: BlockRef })[] = [];
  let last = 0;
  for (const m of source.matchAll(ATTR)) {
    const index = m.index ?? 0;
    if (index > last) parts.push({ html: source.slice(last, index) });
    const [ref] = blocksIn(m[0]);
    if (ref) parts.push({ block: ref });
    last = index + m[0].length;
  }
  if (last < source.length) parts.push({ html: source.slice(last) });
  return parts.filter((p) => !('html' in p) || p.html.trim() !== '');
}

/** A choice offered for a block parameter (a programme, a plan, a KPI, a resource …). */
export interface BlockOption {
  value: string;
  label: string;
}

/** A parameter of a kind of block, as the "Insert live block" dialog asks for it. */
export interface BlockParamSpec {
  name: string;
  /** What the dialog offers: a year, one of the catalog's lists, a number, or free text. */
  input: 'year' | 'programme' | 'plan' | 'kpis' | 'part' | 'resource' | 'filter' | 'columns' | 'number';
  label: string;
  required?: boolean;
}

/** GET /aacsb/reportBlock/catalog: the kinds of blocks and the choices for their parameters. */
export interface BlockCatalog {
  kinds: { kind: BlockKind; label: string; description: string; params: BlockParamSpec[] }[];
  /** Reporting years with figures (newest first) and the year used when a block names none. */
  years: number[];
  defaultYear: number;
  programmes: (BlockOption & { degreeLevel: string | null })[];
  /** AoL evaluation years (Table 5-1 yearId), each of its programme. */
  evaluationYears: (BlockOption & { programmeId: string })[];
  plans: BlockOption[];
  kpis: (BlockOption & { planId: string | null })[];
  /** Cohort parts (admission, retention, employment). */
  parts: BlockOption[];
  /** Resources a records block may list, each with its named filters and columns. */
  resources: (BlockOption & { filters: BlockOption[]; columns: BlockOption[] })[];
}

/** One figure that differs between a frozen block and live data (as shown, in the reader's language). */
export interface DriftCell {
  /** The row's label (its first cell; "#n" when it has none). */
  row: string;
  /** The column's header (with its group's label when grouped). */
  column: string;
  /** "" when the row or column is not in that version. */
  frozen: string;
  live: string;
}

/** GET /aacsb/certificationReport/drift?id=: each frozen block that live data no longer matches. */
export interface DriftItem {
  key: string;
  kind: BlockKind;
  title: string;
  /** The sections where the block stands. */
  sections: { id: string; title: string }[];
  cells: DriftCell[];
}

/** A cell as text, as the reader shows it (percents with one decimal and "%", thresholds "≥ 75%"). */
export function blockCellText(cell: BlockCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'object') {
    if (cell.percent === null) return '—';
    return `${cell.atLeast ? '≥ ' : ''}${cell.percent}%`;
  }
  return String(cell);
}
