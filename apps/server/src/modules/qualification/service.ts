import {
  type CellBook,
  type CellRef,
  computeSchool,
  type Evaluation,
  type EvidenceRef,
  type SchoolTables,
  type Table31,
  type Table32,
  type Table81,
} from '@accredit/shared/aacsb/index.ts';
import type { Executor } from '../../core/db.ts';
import { keptFor } from './freshness.ts';
import { type LoadedSchool, loadSchool } from './load.ts';

/**
 * The tables of a year from the database (load, then the pure computation), and what leaves the
 * server: the tables without their cell books, and drill-down lists for one or more cells.
 */
export interface Computed {
  loaded: LoadedSchool;
  tables: SchoolTables;
}

export async function computeYear(
  db: Executor,
  year: number,
  options: { baseYear?: number; table81Only?: boolean } = {},
): Promise<Computed> {
  // Kept per data version (freshness.ts): answered again while nothing that feeds it changed.
  const key = `${year}:${options.baseYear ?? ''}:${options.table81Only === true}`;
  return keptFor(db, key, async () => {
    const loaded = await loadSchool(db, year, options);
    return { loaded, tables: computeSchool(loaded.school) };
  });
}

export function presentTable31(t: Table31) {
  const { cells: _cells, ...rest } = t;
  return rest;
}
export function presentTable32(t: Table32) {
  const { cells: _cells, ...rest } = t;
  return rest;
}
export function presentTable81(t: Table81) {
  const { cells: _cells, ...rest } = t;
  return rest;
}

/** Every cell's value and refs, as stored in a snapshot (a frozen drill-down too). */
export function cellsOf(book: CellBook): Record<string, { value: number; refs: CellRef[] }> {
  const out: Record<string, { value: number; refs: CellRef[] }> = {};
  for (const key of book.keys()) {
    const c = book.get(key);
    if (c) out[key] = { value: c.value, refs: c.refs };
  }
  return out;
}

export interface DrillTeacher {
  id: string;
  name: string;
  /** English name ('' when missing: the screen marks it). */
  nameEn: string;
  amount: number;
  status: string | null;
  participating: boolean | null;
  /** Records of the rule that gave the teacher's status (the reason). */
  evidence: EvidenceRef[];
}
export interface DrillRecord {
  kind: CellRef['kind'];
  id: string;
  title: string;
  date: string | null;
  type: string | null;
  amount: number;
  teacherId: string | null;
  teacherName: string | null;
  teacherNameEn: string | null;
}
export interface Drill {
  cells: { key: string; value: number }[];
  teachers: DrillTeacher[];
  records: DrillRecord[];
}

function heldEvidence(e: Evaluation | undefined): EvidenceRef[] {
  const held = e?.checks.find((c) => c.held);
  if (!held || held.heldAlternative === null) return [];
  const seen = new Map<string, EvidenceRef>();
  for (const c of held.alternatives[held.heldAlternative])
    for (const r of c.records) if (r.kind !== 'degree') seen.set(r.id, r);
  return [...seen.values()];
}

/** The teachers and records behind cells (each amount adds up to its cell's value). */
export function drill(
  c: Computed,
  cells: Record<string, { value: number; refs: CellRef[] }>,
  keys: string[],
): Drill {
  const { school } = c.loaded;
  const teacherName = new Map<string, string>();
  const teacherNameEn = new Map<string, string>();
  for (const t of [...school.teachers, ...(school.baseTeachers ?? [])]) {
    teacherName.set(t.id, t.name);
    teacherNameEn.set(t.id, t.nameEn ?? '');
  }
  const teacher = new Map([...school.teachers, ...(school.baseTeachers ?? [])].map((t) => [t.id, t]));
  const evaluation = new Map(c.tables.evaluations.map((e) => [e.teacherId, e]));
  const outputs = new Map(school.outputs.map((o) => [o.id, o]));
  const activities = new Map(school.activities.map((a) => [a.id, a]));
  const assignments = new Map(school.assignments.map((a) => [a.id, a]));
  const teachers = new Map<string, DrillTeacher>();
  const records = new Map<string, DrillRecord>();
  const touchTeacher = (id: string, amount: number) => {
    const t = teachers.get(id);
    if (t) {
      t.amount += amount;
      return;
    }
    teachers.set(id, {
      id,
      name: teacherName.get(id) ?? id,
      nameEn: teacherNameEn.get(id) ?? '',
      amount,
      status: c.tables.statuses[id] ?? null,
      participating: teacher.get(id)?.participating ?? null,
      evidence: heldEvidence(evaluation.get(id)),
    });
  };
  const addRecord = (r: DrillRecord) => {
    const key = `${r.kind}:${r.id}:${r.teacherId ?? ''}`;
    const prev = records.get(key);
    if (prev) prev.amount += r.amount;
    else records.set(key, r);
  };
  for (const key of keys) {
    for (const ref of cells[key]?.refs ?? []) {
      if (ref.kind === 'teacher') {
        touchTeacher(ref.id, ref.amount);
        continue;
      }
      const owner = ref.teacherId ?? null;
      if (owner) touchTeacher(owner, ref.amount);
      const base = {
        kind: ref.kind,
        id: ref.id,
        amount: ref.amount,
        teacherId: owner,
        teacherName: owner ? (teacherName.get(owner) ?? null) : null,
        teacherNameEn: owner ? (teacherNameEn.get(owner) ?? null) : null,
      };
      if (ref.kind === 'output') {
        const o = outputs.get(ref.id);
        addRecord({ ...base, title: o?.title ?? ref.id, date: o?.date ?? null, type: o?.type ?? null });
      } else if (ref.kind === 'activity') {
        const a = activities.get(ref.id);
        addRecord({ ...base, title: a?.title ?? ref.id, date: a?.start ?? null, type: a?.type ?? null });
      } else {
        const a = assignments.get(ref.id);
        const title = a ? [a.courseCode, a.courseName].filter(Boolean).join(' ') : ref.id;
        addRecord({ ...base, title, date: a ? String(a.year) : null, type: a?.degreeLevel ?? null });
      }
    }
  }
  // In Table 3-1 a teacher's reason opens too: their evidence records join the list (amount 0,
  // so the list still sums to the cell).
  const withEvidence = keys.every((k) => k.startsWith('31:'));
  for (const t of withEvidence ? teachers.values() : [])
    for (const e of t.evidence)
      if (!records.has(`${e.kind}:${e.id}:${t.id}`))
        addRecord({
          kind: e.kind === 'activity' ? 'activity' : 'output',
          id: e.id,
          title: e.title,
          date: e.date,
          type: (e.kind === 'activity' ? activities.get(e.id)?.type : outputs.get(e.id)?.type) ?? null,
          amount: 0,
          teacherId: t.id,
          teacherName: t.name,
          teacherNameEn: t.nameEn,
        });
  return {
    cells: keys.map((key) => ({ key, value: cells[key]?.value ?? 0 })),
    teachers: [...teachers.values()].sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name)),
    records: [...records.values()],
  };
}

export function bookFor(c: Computed, table: '31' | '32' | '81'): CellBook {
  if (table === '31') return c.tables.table31.cells;
  if (table === '32') return c.tables.table32.cells;
  return c.tables.table81.cells;
}
