import { RESOURCE, type ResourceAction } from '@accredit/shared';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import type { ResourceHooks } from '../../crud/hooks.ts';
import { col } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';
import { sysDepart, sysUser } from '../system/schema.ts';
import { actsAs, STAFF, staffMembers } from './people.ts';
import { checkDutyCodes, ownRecordHooks } from './record-hooks.ts';

/**
 * Rules of the professional staff records: a real department and account; a staff member (role 6)
 * reads and keeps up to date the one record linked to their account, but not what the school
 * decides about it (number, department, status, the link itself); their yearly accreditation
 * records follow the rules of a person's own records and the duty codes of the teachers' ones.
 */
const yearly = resourceTable(RESOURCE.professionalStaffAccreditation);

/** What only the school changes on a staff record. */
const SCHOOL_FIELDS = ['staffNumber', 'departmentId', 'status', 'userId'] as const;
const OWN_ACTIONS: readonly ResourceAction[] = ['query', 'get', 'edit', 'export'];

async function departmentExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sysDepart.id })
    .from(sysDepart)
    .where(and(eq(sysDepart.id, id), eq(sysDepart.delFlag, false)))
    .limit(1);
  return Boolean(row);
}

async function accountExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.id, id), eq(sysUser.delFlag, false)))
    .limit(1);
  return Boolean(row);
}

const given = (v: unknown): v is string => typeof v === 'string' && v !== '';

export const professionalStaffHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing): Promise<Record<string, string>> {
    const problems: Record<string, string> = {};
    if (actsAs(ctx.auth, STAFF)) {
      if (!existing || existing.userId !== ctx.auth.user.id)
        return { userId: 'faculty.errors.notYourStaffRecord' };
      for (const key of SCHOOL_FIELDS)
        if (key in values && (values[key] ?? null) !== (existing[key] ?? null))
          problems[key] = 'faculty.errors.setBySchool';
    }
    if (given(values.departmentId) && !(await departmentExists(ctx.tx, values.departmentId)))
      problems.departmentId = 'faculty.errors.noDepartment';
    if (given(values.userId) && !(await accountExists(ctx.tx, values.userId)))
      problems.userId = 'faculty.errors.noAccount';
    return problems;
  },
  /** A staff member's yearly records go with them. */
  async beforeDelete(ctx, rows) {
    await ctx.tx.delete(yearly).where(
      inArray(
        col(yearly, 'professionalStaffId'),
        rows.map((r) => String(r.id)),
      ),
    );
  },
  /** A staff member reaches the record linked to their account (created by someone else). */
  widenScope({ auth, action }): SQL | undefined {
    if (!actsAs(auth, STAFF) || !OWN_ACTIONS.includes(action)) return undefined;
    return eq(col(staffMembers, 'userId'), auth.user.id);
  },
};

export const professionalStaffAccreditationHooks = ownRecordHooks(
  RESOURCE.professionalStaffAccreditation,
  'professionalStaffId',
  STAFF,
  checkDutyCodes,
);
