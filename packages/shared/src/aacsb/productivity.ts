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
 * `p` of each (teacher, discipline) with the assignments behind it. An assignment naming one of
 * the teacher's disciplines belongs there; any other is spread over the teacher's disciplines in
 * proportion to `t` (equally when every `t` is zero).
 */
export function productivityByShare(
  teachers: readonly Teacher[],
  assignments: readonly Assignment[],
  unit: ProductivityUnit,
): Map<string, CellRef[]> {
  const byTeacher = new Map(teachers.map((t) => [t.id, t]));
  const out = new Map<string, CellRef[]>();
  const push = (teacherId: string, disciplineId: string, ref: CellRef) => {
    const key = `${teacherId}|${disciplineId}`;
    const list = out.get(key) ?? [];
    list.push(ref);
    out.set(key, list);
  };
  for (const a of assignments) {
    const teacher = byTeacher.get(a.teacherId);
    if (!teacher) continue;
    const p = productivityOf(a, unit);
    const shares = sharesOf(teacher);
    const named = a.disciplineId ? shares.find((s) => s.disciplineId === a.disciplineId) : undefined;
    if (named) {
      push(teacher.id, named.disciplineId, {
        kind: 'assignment',
        id: a.id,
        amount: p,
        teacherId: teacher.id,
      });
      continue;
    }
    const total = shares.reduce((s, x) => s + x.percent, 0);
    for (const s of shares) {
      const part = total > 0 ? (p * s.percent) / total : p / shares.length;
      push(teacher.id, s.disciplineId, { kind: 'assignment', id: a.id, amount: part, teacherId: teacher.id });
    }
  }
  return out;
}
