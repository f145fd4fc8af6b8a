import { CellBook } from './cells.ts';
import {
  type CellRef,
  type DegreeCode,
  type Discipline,
  type ProductivityUnit,
  STATUSES,
  type Status,
  type Teacher,
  type Thresholds,
} from './model.ts';
import { type Ratio, ratio } from './numbers.ts';
import { productivityByShare, sharesOf, type Teaching, UNASSIGNED } from './productivity.ts';

/**
 * Table 3-1, Faculty Sufficiency and Qualifications Summary (DOMAIN.md section 2): one row per
 * teacher and discipline, a subtotal per discipline and the school total with the five ratios.
 * Every figure is a cell of the returned book, so its drill-down lists what it was summed from.
 */

export interface Table31Input {
  year: number;
  unit: ProductivityUnit;
  thresholds: Thresholds;
  disciplines: readonly Discipline[];
  teachers: readonly Teacher[];
  /** The status each teacher counts under (identified, else computed). */
  statuses: Readonly<Record<string, Status>>;
  /** Each teacher's teaching of the year (teachingOf), by teacher id. */
  teaching: Readonly<Record<string, readonly Teaching[]>>;
}

export interface Table31Row {
  teacherId: string;
  name: string;
  nameEn: string;
  specialty: string;
  specialtyEn: string;
  degree: DegreeCode | null;
  degreeYear: number | null;
  participating: boolean;
  /** Teaching productivity, under participating or supporting. */
  participatingP: number;
  supportingP: number;
  responsibilities: string[];
  status: Status;
  /** Percent of time devoted to mission in this discipline, entered under `status`. */
  t: number;
  basis: string;
}

export interface GroupTotals {
  participatingP: number;
  supportingP: number;
  byStatus: Record<Status, number>;
  t: number;
  /** Sum of t / 100. */
  computedFte: number;
  sufficiency: Ratio;
  sa: Ratio;
  saPaSp: Ratio;
  saPaSpIp: Ratio;
}

export interface Table31Group {
  disciplineId: string;
  name: string;
  nameEn: string;
  /** FTE from administration (sys_depart.fte). */
  fte: number | null;
  rows: Table31Row[];
  totals: GroupTotals;
}

export interface Table31 {
  year: number;
  unit: ProductivityUnit;
  groups: Table31Group[];
  total: GroupTotals & {
    /** The weakest discipline's sufficiency; passes only when every discipline passes. */
    disciplineSufficiency: Ratio & { disciplineId: string | null; allPass: boolean | null };
  };
  cells: CellBook;
}

/** Cell keys: `31:<discipline or total>:<column>`, columns P, S, PS, t, SA, PA, SP, IP, A and the sums. */
export const QUALIFIED_SUMS = {
  sa: ['SA'],
  saPaSp: ['SA', 'PA', 'SP'],
  saPaSpIp: ['SA', 'PA', 'SP', 'IP'],
} as const;

/**
 * The sums of one scope (a discipline, the school, or a single row) by column. With refs, each
 * amount also goes to the scope's cell in the book (the drill-down); the cell's value is then the
 * same sum, added in the same order.
 */
class Scope {
  private readonly sums = new Map<string, number>();
  constructor(
    private readonly key: string,
    private readonly book: CellBook | null,
  ) {}
  add(column: string, ref: CellRef): void {
    this.sums.set(column, (this.sums.get(column) ?? 0) + ref.amount);
    this.book?.cell(`31:${this.key}:${column}`).add(ref);
  }
  value(column: string): number {
    return this.sums.get(column) ?? 0;
  }
}

function addRow(scope: Scope, row: Table31Row, refs: readonly CellRef[]) {
  const teacherRef = (amount: number) => ({ kind: 'teacher' as const, id: row.teacherId, amount });
  for (const ref of refs) {
    scope.add(row.participating ? 'P' : 'S', ref);
    scope.add('PS', ref);
  }
  scope.add('t', teacherRef(row.t));
  scope.add(row.status, teacherRef(row.t));
  for (const [name, statuses] of Object.entries(QUALIFIED_SUMS))
    if ((statuses as readonly string[]).includes(row.status)) scope.add(name, teacherRef(row.t));
  scope.add('teachers', teacherRef(1));
}

function totalsOf(scope: Scope, sufficiencyThreshold: number, th: Thresholds): GroupTotals {
  const v = (col: string) => scope.value(col);
  const byStatus = Object.fromEntries(STATUSES.map((s) => [s, v(s)])) as Record<Status, number>;
  const t = v('t');
  return {
    participatingP: v('P'),
    supportingP: v('S'),
    byStatus,
    t,
    computedFte: t / 100,
    sufficiency: ratio(v('P'), v('PS'), sufficiencyThreshold),
    sa: ratio(v('sa'), t, th.sa),
    saPaSp: ratio(v('saPaSp'), t, th.saPaSp),
    saPaSpIp: ratio(v('saPaSpIp'), t, th.saPaSpIp),
  };
}

/**
 * `options.refs` false computes the figures only: no cell book (its cells stay empty), so no
 * per-row cells either (a page without drill-down; the what-if in the browser).
 */
export function computeTable31(input: Table31Input, options: { refs?: boolean } = {}): Table31 {
  const book = new CellBook();
  const withRefs = options.refs !== false;
  const scopes = new Map<string, Scope>();
  const scopeOf = (key: string) => {
    let scope = scopes.get(key);
    if (!scope) {
      scope = new Scope(key, withRefs ? book : null);
      scopes.set(key, scope);
    }
    return scope;
  };
  const total = scopeOf('total');
  const rowsByDiscipline = new Map<string, Table31Row[]>();
  for (const teacher of input.teachers) {
    const status = input.statuses[teacher.id] ?? 'A';
    const p = productivityByShare(teacher, input.teaching[teacher.id] ?? []);
    for (const share of sharesOf(teacher)) {
      const refs = p.get(share.disciplineId) ?? [];
      const productivity = refs.reduce((s, r) => s + r.amount, 0);
      const row: Table31Row = {
        teacherId: teacher.id,
        name: teacher.name,
        nameEn: teacher.nameEn ?? '',
        specialty: teacher.specialty ?? '',
        specialtyEn: teacher.specialtyEn ?? '',
        degree: teacher.degree,
        degreeYear: teacher.degreeYear,
        participating: teacher.participating,
        participatingP: teacher.participating ? productivity : 0,
        supportingP: teacher.participating ? 0 : productivity,
        responsibilities: teacher.responsibilities ?? [],
        status,
        t: share.percent,
        basis: teacher.basis ?? '',
      };
      const list = rowsByDiscipline.get(share.disciplineId);
      if (list) list.push(row);
      else rowsByDiscipline.set(share.disciplineId, [row]);
      addRow(scopeOf(share.disciplineId), row, refs);
      // Row cells (`31:<discipline>|<teacher>:<column>`) let a single row's figures open too.
      if (withRefs) addRow(scopeOf(`${share.disciplineId}|${teacher.id}`), row, refs);
      addRow(total, row, refs);
    }
  }
  const known = [...input.disciplines];
  if (rowsByDiscipline.has(UNASSIGNED)) known.push({ id: UNASSIGNED, name: '', nameEn: '', fte: null });
  const groups: Table31Group[] = known
    .filter((d) => rowsByDiscipline.has(d.id))
    .map((d) => ({
      disciplineId: d.id,
      name: d.name,
      nameEn: d.nameEn,
      fte: d.fte,
      rows: (rowsByDiscipline.get(d.id) ?? []).sort((a, b) => a.name.localeCompare(b.name)),
      totals: totalsOf(scopeOf(d.id), input.thresholds.disciplineSufficiency, input.thresholds),
    }));
  const totals = totalsOf(total, input.thresholds.schoolSufficiency, input.thresholds);
  return {
    year: input.year,
    unit: input.unit,
    groups,
    total: { ...totals, disciplineSufficiency: weakest(groups, input.thresholds) },
    cells: book,
  };
}

function weakest(groups: Table31Group[], th: Thresholds) {
  const measured = groups.filter((g) => g.totals.sufficiency.value !== null);
  if (measured.length === 0)
    return { ...ratio(0, 0, th.disciplineSufficiency), disciplineId: null, allPass: null };
  const worst = measured.reduce((a, b) =>
    (b.totals.sufficiency.value ?? 0) < (a.totals.sufficiency.value ?? 0) ? b : a,
  );
  return {
    ...worst.totals.sufficiency,
    disciplineId: worst.disciplineId,
    allPass: measured.every((g) => g.totals.sufficiency.pass),
  };
}
