import { type IdentityRow, RESOURCE, type ResourceDef } from '@accredit/shared';
import { type AnyColumn, and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { containsLike } from '../../core/like.ts';
import { resourceTable } from '../../crud/table.ts';
import { dataRulesFor, ruleConditions } from '../system/data-rules.ts';
import { sysDepart } from '../system/schema.ts';

/**
 * Identity management reads (issue 19 item 7): every teacher with the categories of one year,
 * as kept on their yearly accreditation record (teacherAccreditation; null when none).
 */
export const teachers = resourceTable(RESOURCE.teacher);
export const records = resourceTable(RESOURCE.teacherAccreditation);

export interface IdentityListRow extends IdentityRow {
  teacherId: string;
  staffId: string;
  name: string;
  nameEn: string | null;
  departmentId: string | null;
  department: string | null;
  departmentEn: string | null;
  /** The accreditation record of the year, null when the teacher has none yet. */
  recordId: string | null;
}

/**
 * The caller's row scope of teacherAccreditation for one code, over the teacher list. The engine's
 * rowScope would put a `teacher_id` rule on the left-joined record, which drops every teacher who
 * has no record yet; here it binds the teacher's own id (the record's teacher_id once it exists),
 * while `create_by` / `sys_org_code` rules bind the record as they do in the engine's lists.
 */
export async function identityScope(db: Executor, auth: AuthContext, code: string): Promise<SQL[]> {
  const def: ResourceDef = RESOURCE.teacherAccreditation;
  const columns: Record<string, AnyColumn> = {
    createBy: records.createBy,
    create_by: records.createBy,
    sysOrgCode: records.sysOrgCode,
    sys_org_code: records.sysOrgCode,
    teacherId: teachers.id,
    teacher_id: teachers.id,
  };
  for (const [name, key] of Object.entries(def.ruleColumns ?? {}))
    if (key === 'teacherId') columns[name] = teachers.id;
  return ruleConditions(await dataRulesFor(db, auth, [code]), columns);
}

export interface ListFilter {
  year: number;
  keyword?: string;
  departmentId?: string;
  teacherIds?: readonly string[];
}

/**
 * Teachers in school (status not "not in school") and anyone holding a record of the year, with
 * that record's categories, in the scope given.
 */
export async function listIdentity(
  db: Executor,
  scope: SQL[],
  filter: ListFilter,
): Promise<IdentityListRow[]> {
  const where: SQL[] = [...scope];
  const live = or(
    sql`${teachers.status} is null`,
    ne(teachers.status, '2'),
    sql`${records.id} is not null`,
  ) as SQL;
  where.push(live);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    const like = containsLike(keyword);
    where.push(
      or(ilike(teachers.name, like), ilike(teachers.nameEn, like), ilike(teachers.staffId, like)) as SQL,
    );
  }
  if (filter.departmentId)
    where.push(
      or(eq(teachers.collegeId, filter.departmentId), eq(teachers.majorId, filter.departmentId)) as SQL,
    );
  if (filter.teacherIds) {
    if (filter.teacherIds.length === 0) return [];
    where.push(inArray(teachers.id, [...filter.teacherIds]));
  }
  const rows = await db
    .select({
      teacherId: teachers.id,
      staffId: teachers.staffId,
      name: teachers.name,
      nameEn: teachers.nameEn,
      departmentId: teachers.collegeId,
      department: sysDepart.departName,
      departmentEn: sysDepart.departNameEn,
      recordId: records.id,
      participating: records.participating,
      employmentStatus: records.employmentStatus,
      facultyCategory: records.facultyCategory,
      missionPercent: records.missionPercent,
    })
    .from(teachers)
    .leftJoin(records, and(eq(records.teacherId, teachers.id), eq(records.year, filter.year)))
    .leftJoin(sysDepart, eq(sysDepart.id, teachers.collegeId))
    .where(and(...where))
    .orderBy(asc(teachers.staffId));
  return rows.map((r) => ({
    teacherId: String(r.teacherId),
    staffId: String(r.staffId),
    name: String(r.name),
    nameEn: r.nameEn === null ? null : String(r.nameEn),
    departmentId: r.departmentId === null ? null : String(r.departmentId),
    department: r.department ?? null,
    departmentEn: r.departmentEn || null,
    recordId: r.recordId === null ? null : String(r.recordId),
    // No record: nothing decided yet (null), not "supporting".
    participating: r.recordId === null ? null : Boolean(r.participating),
    employmentStatus: r.employmentStatus === null ? null : String(r.employmentStatus),
    facultyCategory: r.facultyCategory === null ? null : String(r.facultyCategory),
    missionPercent: r.missionPercent === null ? null : Number(r.missionPercent),
  }));
}
