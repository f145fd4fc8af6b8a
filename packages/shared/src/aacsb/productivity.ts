import type { Assignment, CellRef, ProductivityUnit, Teacher } from './model.ts';

/** Teaching productivity of one assignment in the school's unit (DOMAIN.md section 2, sufficiency). */
export function productivityOf(a: Assignment, unit: ProductivityUnit): number {
  switch (unit) {
    case 'contact_hours':
      return a.contactHours;
    case 'courses':
      return 1;
    case 'student_credit_hours':
      return a.creditHours * a.enrolledStudents;
    default:
      return a.creditHours;
  }
}

/** Pseudo-discipline for teachers with no discipline rows, so nobody silently drops out of a table. */
export const UNASSIGNED = '_none';

/** The disciplines a teacher appears in, with `t`; the whole mission percent when none is recorded. */
export function sharesOf(teacher: Teacher): { disciplineId: string; percent: number }[] {
  if (teacher.disciplines.length === 0)
    return [{ disciplineId: UNASSIGNED, percent: teacher.missionPercent }];
  return teacher.disciplines;
}

/**
 * One teaching assignment as Table 3-1 sums it: its productivity `p` in the school's unit and the
 * discipline it names. `id` (the assignment) is what the drill-down lists; the what-if input
 * leaves it out, as it only recomputes figures.
 */
export interface Teaching {
  p: number;
  disciplineId?: string | null;
  id?: string;
}

/** Each teacher's teaching of `year`, in the order of `assignments` (so sums add in one order). */
export function teachingOf(
  assignments: readonly Assignment[],
  unit: ProductivityUnit,
  year: number,
): Record<string, Teaching[]> {
  const out: Record<string, Teaching[]> = {};
  for (const a of assignments) {
    if (a.year !== year) continue;
    const list = out[a.teacherId] ?? [];
    list.push({ id: a.id, disciplineId: a.disciplineId ?? null, p: productivityOf(a, unit) });
    out[a.teacherId] = list;
  }
  return out;
}

/**
 * `p` of each of the teacher's disciplines (sharesOf) with the teaching behind it. An assignment
 * naming one of the disciplines belongs there; any other is spread over them in proportion to
 * `t` (equally when every `t` is zero).
 */
export function productivityByShare(teacher: Teacher, teaching: readonly Teaching[]): Map<string, CellRef[]> {
  const out = new Map<string, CellRef[]>();
  const push = (disciplineId: string, ref: CellRef) => {
    const list = out.get(disciplineId);
    if (list) list.push(ref);
    else out.set(disciplineId, [ref]);
  };
  if (teaching.length === 0) return out;
  const shares = sharesOf(teacher);
  const total = shares.reduce((s, x) => s + x.percent, 0);
  for (const a of teaching) {
    const ref = (amount: number): CellRef => ({
      kind: 'assignment',
      id: a.id ?? '',
      amount,
      teacherId: teacher.id,
    });
    const named = a.disciplineId ? shares.find((s) => s.disciplineId === a.disciplineId) : undefined;
    if (named) {
      push(named.disciplineId, ref(a.p));
      continue;
    }
    for (const s of shares)
      push(s.disciplineId, ref(total > 0 ? (a.p * s.percent) / total : a.p / shares.length));
  }
  return out;
}
