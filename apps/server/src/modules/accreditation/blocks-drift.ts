import { type BlockData, type BlockTable, blockCellText, type DriftCell } from '@accredit/shared';

/**
 * What changed between a frozen block and the same block resolved live now, figure by figure, as
 * the reader sees them (both in one language). Rows are matched by their label (the first cell;
 * the second of equal labels with the second …), columns by header (with their group); a row or a
 * column only one side has shows "" on the other. A chart without a table compares each series'
 * value per category.
 */
function columnNames(t: BlockTable): string[] {
  return t.columns.map((c, i) => {
    const group = t.groups.find((g) => i >= g.from && i <= g.to);
    return group ? `${group.label} · ${c.header}` : c.header;
  });
}

function rowsByLabel(t: BlockTable): Map<string, string[]> {
  const seen = new Map<string, number>();
  const out = new Map<string, string[]>();
  t.rows.forEach((r, i) => {
    const first = blockCellText(r.cells[0] ?? null).trim() || `#${i + 1}`;
    const n = (seen.get(first) ?? 0) + 1;
    seen.set(first, n);
    out.set(n === 1 ? first : `${first} (${n})`, r.cells.map(blockCellText));
  });
  return out;
}

function tableDrift(frozen: BlockTable | undefined, live: BlockTable | undefined): DriftCell[] {
  const a = frozen ?? { columns: [], groups: [], rows: [] };
  const b = live ?? { columns: [], groups: [], rows: [] };
  const colsA = columnNames(a);
  const colsB = columnNames(b);
  const rowsA = rowsByLabel(a);
  const rowsB = rowsByLabel(b);
  const labels = [...rowsA.keys(), ...[...rowsB.keys()].filter((k) => !rowsA.has(k))];
  const columns = [...colsA, ...colsB.filter((c) => !colsA.includes(c))];
  const out: DriftCell[] = [];
  for (const row of labels) {
    const ra = rowsA.get(row);
    const rb = rowsB.get(row);
    for (const [i, column] of columns.entries()) {
      if (i === 0 && ra && rb) continue; // the label itself matched
      const ia = colsA.indexOf(column);
      const ib = colsB.indexOf(column);
      const fa = ra && ia >= 0 ? (ra[ia] ?? '') : '';
      const fb = rb && ib >= 0 ? (rb[ib] ?? '') : '';
      if (fa !== fb) out.push({ row, column, frozen: fa, live: fb });
    }
  }
  return out;
}

function chartDrift(frozen: BlockData['chart'], live: BlockData['chart']): DriftCell[] {
  if (!frozen && !live) return [];
  const value = (c: BlockData['chart'], series: string, category: string) => {
    if (!c) return '';
    const s = c.series.find((x) => x.name === series);
    const i = c.categories.indexOf(category);
    const v = s && i >= 0 ? s.values[i] : null;
    return v === null || v === undefined ? '' : String(v);
  };
  const series = [...new Set([...(frozen?.series ?? []), ...(live?.series ?? [])].map((s) => s.name))];
  const categories = [...new Set([...(frozen?.categories ?? []), ...(live?.categories ?? [])])];
  const out: DriftCell[] = [];
  for (const s of series)
    for (const c of categories) {
      const a = value(frozen, s, c);
      const b = value(live, s, c);
      if (a !== b) out.push({ row: s, column: c, frozen: a, live: b });
    }
  return out;
}

export function blockDrift(frozen: BlockData, live: BlockData): DriftCell[] {
  const out: DriftCell[] = [];
  const said = (d: BlockData) => d.error ?? d.empty ?? '';
  if (said(frozen) !== said(live) && (frozen.error || live.error || !frozen.table || !live.table))
    out.push({ row: frozen.title, column: '', frozen: said(frozen), live: said(live) });
  // The table holds every figure the chart draws (and more): compare the chart only without one.
  if (frozen.table || live.table) out.push(...tableDrift(frozen.table, live.table));
  else out.push(...chartDrift(frozen.chart, live.chart));
  return out;
}
