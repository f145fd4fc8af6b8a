import { CellBook } from './cells.ts';
import {
  type Assignment,
  DEGREE_LEVELS,
  type DegreeLevel,
  type ProductivityUnit,
  STATUSES,
  type Status,
} from './model.ts';
import { percent, roundHalfUp } from './numbers.ts';
import { productivityOf } from './productivity.ts';

/**
 * Table 3-2 (DOMAIN.md section 2): the percent of teaching at each degree level delivered by
 * faculty of each status. Each row sums to 100% (unrounded); teaching without a level counts as
 * "other". Cells are `32:<level or total>:<status or all>`.
 */

export interface Table32Row {
  level: DegreeLevel | 'total';
  productivity: Record<Status, number>;
  total: number;
  /** Unrounded percents, null when the row has no teaching. */
  percent: Record<Status, number | null>;
  /** One decimal, half up. */
  shown: Record<Status, number | null>;
}

export interface Table32 {
  unit: ProductivityUnit;
  rows: Table32Row[];
  cells: CellBook;
}

export function computeTable32(input: {
  year: number;
  unit: ProductivityUnit;
  statuses: Readonly<Record<string, Status>>;
  assignments: readonly Assignment[];
  /** Only teachers of the reporting year count; others' assignments are left out. */
  teacherIds: ReadonlySet<string>;
}): Table32 {
  const book = new CellBook();
  for (const a of input.assignments) {
    if (a.year !== input.year || !input.teacherIds.has(a.teacherId)) continue;
    const level = a.degreeLevel ?? '5';
    const status = input.statuses[a.teacherId] ?? 'A';
    const ref = {
      kind: 'assignment' as const,
      id: a.id,
      amount: productivityOf(a, input.unit),
      teacherId: a.teacherId,
    };
    for (const row of [level, 'total']) {
      book.cell(`32:${row}:${status}`).add(ref);
      book.cell(`32:${row}:all`).add(ref);
    }
  }
  const rows = [...DEGREE_LEVELS, 'total' as const].map((level): Table32Row => {
    const total = book.get(`32:${level}:all`)?.value ?? 0;
    const productivity = {} as Record<Status, number>;
    const pct = {} as Record<Status, number | null>;
    const shown = {} as Record<Status, number | null>;
    for (const s of STATUSES) {
      productivity[s] = book.get(`32:${level}:${s}`)?.value ?? 0;
      pct[s] = percent(productivity[s], total);
      shown[s] = pct[s] === null ? null : roundHalfUp(pct[s]);
    }
    return { level, productivity, total, percent: pct, shown };
  });
  return { unit: input.unit, rows, cells: book };
}
