import { DUTY_CODES, RESOURCE } from '@accredit/shared';
import { and, eq, ne, sum } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import type { HookContext, ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { col } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';
import { sysDepart } from '../system/schema.ts';
import { recordsOfTeacher } from './scope.ts';
import { actsAsTeacher, teacherIdOfUser } from './teachers.ts';

/**
 * Rules of the faculty records: duty codes of the accreditation record, a teacher's discipline
 * percents (a real discipline; at most 100 per teacher and year), and teaching and engagement
 * records that a teacher may file only for themself but sees whoever filed them.
 */
const disciplines = resourceTable(RESOURCE.teacherDiscipline);

export const teacherAccreditationHooks: ResourceHooks = {
  beforeWrite(_ctx, values): Record<string, string> {
    const duties = values.responsibilities;
    if (typeof duties !== 'string' || duties.trim() === '') return {};
    const codes = duties.split(/[,，\s]+/).filter(Boolean);
    if (codes.some((c) => !(DUTY_CODES as readonly string[]).includes(c.toUpperCase())))
      return { responsibilities: 'faculty.errors.dutyCodes' };
    values.responsibilities = [...new Set(codes.map((c) => c.toUpperCase()))].join(',');
    return {};
  },
};

export async function isDiscipline(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(and(eq(sysDepart.id, id), eq(sysDepart.isDiscipline, true), eq(sysDepart.delFlag, false)))
    .limit(1);
  return Boolean(row);
}

/** Sum of the teacher's other percents in that year (excluding the row being edited). */
async function otherPercents(ctx: HookContext, merged: Row, exceptId: string | null): Promise<number> {
  const conditions = [
    eq(col(disciplines, 'teacherId'), String(merged.teacherId)),
    eq(col(disciplines, 'year'), Number(merged.year)),
  ];
  if (exceptId) conditions.push(ne(col(disciplines, 'id'), exceptId));
  const [row] = await ctx.tx
    .select({ total: sum(col(disciplines, 'percent')) })
    .from(disciplines)
    .where(and(...conditions));
  return Number(row?.total ?? 0);
}

export const teacherDisciplineHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing): Promise<Record<string, string>> {
    const merged = { ...(existing ?? {}), ...values };
    if (typeof merged.disciplineId === 'string' && !(await isDiscipline(ctx.tx, merged.disciplineId)))
      return { disciplineId: 'faculty.errors.notDiscipline' };
    const exceptId = existing ? String(existing.id) : null;
    const total = (await otherPercents(ctx, merged, exceptId)) + Number(merged.percent ?? 0);
    // Percents may carry decimals; a rounding hair over 100 is still 100.
    if (total > 100 + 1e-9) return { percent: 'faculty.errors.percentOver' };
    return {};
  },
};

/** Teaching contributions and professional engagement share the rules of a teacher's own record. */
export function ownTeacherRecordHooks(
  resource: 'teachingContribution' | 'professionalEngagement',
): ResourceHooks {
  const table = resourceTable(RESOURCE[resource]);
  return {
    async beforeWrite(ctx, values, existing): Promise<Record<string, string>> {
      if (!actsAsTeacher(ctx.auth)) return {};
      const teacherId = values.teacherId ?? existing?.teacherId;
      const mine = await teacherIdOfUser(ctx.tx, ctx.auth.user.id);
      if (!mine) return { teacherId: 'faculty.errors.noTeacherRecord' };
      return teacherId === mine ? {} : { teacherId: 'faculty.errors.notYourRecord' };
    },
    widenScope({ db, auth, action }) {
      if (!actsAsTeacher(auth) || !['query', 'get', 'export'].includes(action)) return undefined;
      return recordsOfTeacher(db, col(table, 'teacherId'), auth.user.id);
    },
  };
}
