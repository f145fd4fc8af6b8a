/**
 * Issue 22's summary: every bench that measures a row of the issue's table records it here, and
 * main.ts prints the rows together at the end (product beside raw, target, whether it holds).
 */
export interface TargetRow {
  /** The issue table's measure, e.g. 'Table 3-1 cold (2,000 teachers / 100,000 outputs)'. */
  measure: string;
  database: 'pglite' | 'postgres';
  /** The product's figure with its unit, e.g. '182 ms' or '61k rows/s'. */
  product: string;
  /** The raw counterpart ('' where there is none). */
  raw: string;
  /** The target in words, e.g. '<= 1.5x raw'. */
  target: string;
  holds: boolean;
}

const rows: TargetRow[] = [];

export function recordTarget(row: TargetRow): void {
  rows.push(row);
}

export function targetRows(): readonly TargetRow[] {
  return rows;
}
