import type { CellRef } from '@accredit/shared/aacsb/index.ts';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { notFound } from '../../core/errors.ts';
import { aacsbSnapshot } from './schema.ts';
import {
  bookFor,
  type Computed,
  cellsOf,
  computeYear,
  presentTable31,
  presentTable32,
  presentTable81,
} from './service.ts';

/**
 * Snapshots freeze a table for a report year: the presented table and every cell with the refs
 * behind it, so a submitted table and its drill-down never move. Differences from live data are
 * found by comparing cell values.
 */
export type TableCode = '31' | '32' | '81';

export async function computeFor(db: Executor, table: TableCode, year: number): Promise<Computed> {
  // Table 8-1's window ends with the year asked for.
  return table === '81'
    ? computeYear(db, year, { baseYear: year, table81Only: true })
    : computeYear(db, year);
}

export function presented(c: Computed, table: TableCode) {
  if (table === '31') return presentTable31(c.tables.table31);
  if (table === '32') return presentTable32(c.tables.table32);
  return presentTable81(c.tables.table81);
}

export async function createSnapshot(
  db: Executor,
  p: { table: TableCode; year: number; note: string | null; username: string },
) {
  const c = await computeFor(db, p.table, p.year);
  const payload = {
    table: presented(c, p.table),
    cells: cellsOf(bookFor(c, p.table)),
    ruleVersion: c.loaded.ruleVersion,
  };
  const [row] = await db
    .insert(aacsbSnapshot)
    .values({ tableCode: p.table, year: p.year, note: p.note, payload, createBy: p.username })
    .returning({ id: aacsbSnapshot.id, createTime: aacsbSnapshot.createTime });
  return row;
}

export async function listSnapshots(db: Executor, table: TableCode, year?: number) {
  const s = aacsbSnapshot;
  return db
    .select({
      id: s.id,
      tableCode: s.tableCode,
      year: s.year,
      note: s.note,
      createBy: s.createBy,
      createTime: s.createTime,
    })
    .from(s)
    .where(year === undefined ? eq(s.tableCode, table) : and(eq(s.tableCode, table), eq(s.year, year)))
    .orderBy(desc(s.createTime));
}

export interface SnapshotPayload {
  table: unknown;
  cells: Record<string, { value: number; refs: CellRef[] }>;
  ruleVersion: number;
}

export async function readSnapshot(db: Executor, id: string) {
  const [row] = await db.select().from(aacsbSnapshot).where(eq(aacsbSnapshot.id, id));
  if (!row) throw notFound('qualification.errors.snapshotNotFound');
  return { ...row, payload: row.payload as SnapshotPayload };
}

/** Cells whose value differs between the snapshot and live data (row cells left out: totals say it). */
export async function diffSnapshot(db: Executor, id: string) {
  const snap = await readSnapshot(db, id);
  const live = cellsOf(bookFor(await computeFor(db, snap.tableCode, snap.year), snap.tableCode));
  const keys = new Set([...Object.keys(snap.payload.cells), ...Object.keys(live)]);
  const changes: { key: string; snapshot: number; live: number }[] = [];
  for (const key of keys) {
    if (key.includes('|')) continue;
    const a = snap.payload.cells[key]?.value ?? 0;
    const b = live[key]?.value ?? 0;
    if (Math.abs(a - b) > 1e-9) changes.push({ key, snapshot: a, live: b });
  }
  changes.sort((x, y) => x.key.localeCompare(y.key));
  return { id, table: snap.tableCode, year: snap.year, changes };
}
