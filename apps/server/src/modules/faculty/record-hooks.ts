import { DUTY_CODES, RESOURCE, type ResourceAction, type ResourceDef } from '@accredit/shared';
import { and, eq, inArray, ne, type SQL, sum } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import type { HookContext, ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { col } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';
import { sysDepart } from '../system/schema.ts';
import { actsAs, type PersonKind, personIdOfUser, personOfUser, TEACHER } from './people.ts';

/**
 * Rules of the faculty records: duty codes of the yearly accreditation records (teachers' and
 * professional staff's), a teacher's discipline percents (a real discipline; at most 100 per
 * teacher and year), and the records a person may file only about themself but sees whoever
 * filed them (teaching, engagement, a staff member's yearly records).
 */
const disciplines = resourceTable(RESOURCE.teacherDiscipline);

type BeforeWrite = NonNullable<ResourceHooks['beforeWrite']>;

/** Duty codes in any case and with any separator, stored upper-case and comma-separated. */
export const checkDutyCodes: BeforeWrite = (_ctx, values): Record<string, string> => {
  const duties = values.responsibilities;
  if (typeof duties !== 'string' || duties.trim() === '') return {};
  const codes = duties.split(/[,，\s]+/).filter(Boolean);
  if (codes.some((c) => !(DUTY_CODES as readonly string[]).includes(c.toUpperCase())))
    return { responsibilities: 'faculty.errors.dutyCodes' };
  values.responsibilities = [...new Set(codes.map((c) => c.toUpperCase()))].join(',');
  return {};
};

export const teacherAccreditationHooks: ResourceHooks = { beforeWrite: checkDutyCodes };

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

const READS: readonly ResourceAction[] = ['query', 'get', 'export'];

/**
 * A record about one person (`personKey` names the teacher or staff member): whoever works in
 * that kind's role files it only about themself, and reads every record about them, whoever filed
 * it (their data rule keeps them to what they created; this widens it by the person).
 */
export function ownRecordHooks(
  def: ResourceDef,
  personKey: string,
  kind: PersonKind,
  check?: BeforeWrite,
): ResourceHooks {
  const table = resourceTable(def);
  return {
    async beforeWrite(ctx, values, existing): Promise<Record<string, string>> {
      const problems = { ...(await check?.(ctx, values, existing)) };
      if (!actsAs(ctx.auth, kind)) return problems;
      const mine = await personIdOfUser(ctx.tx, kind, ctx.auth.user.id);
      if (!mine) return { ...problems, [personKey]: kind.noRecord };
      // Both the person it will be about and, on an edit, the one it was about.
      const about = values[personKey] ?? existing?.[personKey];
      if (about !== mine || (existing && existing[personKey] !== mine))
        return { ...problems, [personKey]: kind.notYours };
      return problems;
    },
    widenScope({ db, auth, action }): SQL | undefined {
      if (!actsAs(auth, kind) || !READS.includes(action)) return undefined;
      return inArray(col(table, personKey), personOfUser(db, kind, auth.user.id)) as SQL;
    },
  };
}

/** Teaching contributions and professional engagement: a teacher's own records. */
export function ownTeacherRecordHooks(
  resource: 'teachingContribution' | 'professionalEngagement',
): ResourceHooks {
  return ownRecordHooks(RESOURCE[resource], 'teacherId', TEACHER);
}
