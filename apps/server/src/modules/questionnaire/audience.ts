import type { Audience, BiText } from '@accredit/shared';
import { and, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import { col } from '../../crud/scope.ts';
import { programmes } from '../curriculum/programme-reach.ts';
import { classesTable, classStudentTable, studentTable } from '../resources/schema.ts';
import { sysDepart, sysRole, sysUser, sysUserRole } from '../system/schema.ts';

/**
 * Who a questionnaire reaches (issue 18): its audience (roles, classes, programmes, departments,
 * named accounts) turned into live accounts, each once, with the audience group it is counted in
 * for response rates and results:
 * - a student with a class is counted in a class (`class:<id>`): the class of the audience that
 *   reached them (their own class first), else their own class;
 * - anyone else in the first of the audience's roles they hold (`role:<code>`), else the chosen
 *   department they belong to (`dept:<id>`, the deepest when two chosen ones nest), else `named`.
 * Students reach the system through the account on their student record (student.user_id):
 * a class's students are those whose own class it is and those linked to it (class members);
 * a programme's students are those of its classes. A department covers its sub-units (organisation
 * codes are hierarchical). Frozen and deleted accounts are left out.
 */
export interface Recipient {
  userId: string;
  groupKey: string;
}

const s = studentTable;
const cs = classStudentTable;
const cl = classesTable;
const NAMED = 'named';

const activeUser = and(eq(sysUser.delFlag, false), eq(sysUser.status, 1));

/** Accounts of the students of these classes: student -> the classes of the audience that reached them. */
async function studentsOfClasses(db: Executor, classIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (classIds.length === 0) return out;
  const ids = [...classIds];
  const own = await db
    .select({ userId: col(s, 'userId'), classId: col(s, 'classId') })
    .from(s)
    .where(and(inArray(col(s, 'classId'), ids), isNotNull(col(s, 'userId'))));
  const linked = await db
    .select({ userId: col(s, 'userId'), classId: col(cs, 'classId') })
    .from(cs)
    .innerJoin(s, eq(col(s, 'id'), col(cs, 'studentId')))
    .where(and(inArray(col(cs, 'classId'), ids), isNotNull(col(s, 'userId'))));
  // Own classes first: a student reached by their own class is counted in it.
  for (const r of [...own, ...linked]) {
    const list = out.get(String(r.userId)) ?? [];
    if (!list.includes(String(r.classId))) list.push(String(r.classId));
    out.set(String(r.userId), list);
  }
  return out;
}

async function classesOfProgrammes(db: Executor, programmeIds: readonly string[]): Promise<string[]> {
  if (programmeIds.length === 0) return [];
  const rows = await db
    .select({ id: col(cl, 'id') })
    .from(cl)
    .where(inArray(col(cl, 'degreeProgramsId'), [...programmeIds]));
  return rows.map((r) => String(r.id));
}

/** Holders of these role codes: user -> the first of the audience's codes they hold. */
async function holdersOfRoles(db: Executor, roles: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (roles.length === 0) return out;
  const rows = await db
    .select({ userId: sysUserRole.userId, code: sysRole.roleCode })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(inArray(sysRole.roleCode, [...roles]));
  const rank = (code: string) => roles.indexOf(code);
  for (const r of rows) {
    const held = out.get(r.userId);
    if (held === undefined || rank(r.code) < rank(held)) out.set(r.userId, r.code);
  }
  return out;
}

/** Members of these departments or their sub-units: user -> the deepest chosen department they fall under. */
async function membersOfDepartments(
  db: Executor,
  departIds: readonly string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (departIds.length === 0) return out;
  const chosen = await db
    .select({ id: sysDepart.id, orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(and(inArray(sysDepart.id, [...departIds]), eq(sysDepart.delFlag, false)));
  if (chosen.length === 0) return out;
  const prefixes = chosen.map((d) => sql`${sysDepart.orgCode} like ${`${escapeLike(d.orgCode)}%`}`);
  const units = await db
    .select({ id: sysDepart.id, orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(and(eq(sysDepart.delFlag, false), or(...prefixes)));
  // The longest chosen code that starts a unit's code is the chosen department it counts under.
  const byLength = [...chosen].sort((a, b) => b.orgCode.length - a.orgCode.length);
  const unitOwner = new Map<string, string>();
  for (const u of units) {
    const owner = byLength.find((d) => u.orgCode.startsWith(d.orgCode));
    if (owner) unitOwner.set(u.id, owner.id);
  }
  if (unitOwner.size === 0) return out;
  const users = await db
    .select({ id: sysUser.id, departId: sysUser.departId })
    .from(sysUser)
    .where(inArray(sysUser.departId, [...unitOwner.keys()]));
  for (const u of users) out.set(u.id, unitOwner.get(String(u.departId)) as string);
  return out;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The live accounts among these ids. */
async function liveAccounts(db: Executor, ids: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(and(inArray(sysUser.id, ids.slice(i, i + 5000)), activeUser));
    for (const r of rows) live.add(r.id);
  }
  return live;
}

/** The own class of each of these accounts that is a student's with a class. */
async function ownClasses(db: Executor, userIds: readonly string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < userIds.length; i += 5000) {
    const rows = await db
      .select({ userId: col(s, 'userId'), classId: col(s, 'classId') })
      .from(s)
      .where(and(inArray(col(s, 'userId'), userIds.slice(i, i + 5000)), isNotNull(col(s, 'classId'))));
    for (const r of rows) out.set(String(r.userId), String(r.classId));
  }
  return out;
}

/** The people an audience reaches, each once with their group, ordered by group then account id. */
export async function resolveAudience(db: Executor, audience: Audience): Promise<Recipient[]> {
  const programmeClasses = await classesOfProgrammes(db, audience.programmeIds);
  const reachedClasses = [...new Set([...audience.classIds, ...programmeClasses])];
  const [students, roles, departs] = await Promise.all([
    studentsOfClasses(db, reachedClasses),
    holdersOfRoles(db, audience.roles),
    membersOfDepartments(db, audience.departIds),
  ]);
  const named = new Set(audience.userIds);
  const everyone = [...new Set([...students.keys(), ...roles.keys(), ...departs.keys(), ...named])];
  const live = await liveAccounts(db, everyone);
  const people = everyone.filter((id) => live.has(id));
  const own = await ownClasses(
    db,
    people.filter((id) => !students.has(id)),
  );
  const out: Recipient[] = people.map((userId) => {
    const reached = students.get(userId);
    if (reached) return { userId, groupKey: `class:${reached[0]}` };
    const ownClass = own.get(userId);
    if (ownClass) return { userId, groupKey: `class:${ownClass}` };
    const role = roles.get(userId);
    if (role !== undefined) return { userId, groupKey: `role:${role}` };
    const depart = departs.get(userId);
    if (depart !== undefined) return { userId, groupKey: `dept:${depart}` };
    return { userId, groupKey: NAMED };
  });
  return out.sort((a, b) =>
    a.groupKey === b.groupKey ? (a.userId < b.userId ? -1 : 1) : a.groupKey < b.groupKey ? -1 : 1,
  );
}

/** Ids of the audience that name nothing (deleted classes, unknown roles...), by list; empty when all exist. */
export async function unknownAudienceIds(
  db: Executor,
  audience: Audience,
): Promise<Partial<Record<keyof Audience, string[]>>> {
  const missing: Partial<Record<keyof Audience, string[]>> = {};
  /** Which of the audience's `key` list name a row of `table` by `id` (and `live`), in batches of 5,000. */
  const check = async (key: keyof Audience, table: PgTable, id: PgColumn, live?: SQL) => {
    const wanted = audience[key];
    if (wanted.length === 0) return;
    const known = new Set<string>();
    for (let i = 0; i < wanted.length; i += 5000) {
      const batch = wanted.slice(i, i + 5000);
      const rows = await db
        .select({ id })
        .from(table)
        .where(and(inArray(id, batch), live));
      for (const row of rows) known.add(String(row.id));
    }
    const gone = wanted.filter((v) => !known.has(v));
    if (gone.length) missing[key] = gone;
  };
  await check('roles', sysRole, sysRole.roleCode);
  await check('classIds', cl, col(cl, 'id'));
  await check('programmeIds', programmes, col(programmes, 'id'));
  await check('departIds', sysDepart, sysDepart.id, eq(sysDepart.delFlag, false));
  await check('userIds', sysUser, sysUser.id, eq(sysUser.delFlag, false));
  return missing;
}

/** Both languages' names of audience groups (a group whose record is gone is named by its id). */
export async function groupLabels(db: Executor, keys: Iterable<string>): Promise<Map<string, BiText>> {
  const out = new Map<string, BiText>();
  const byKind = new Map<string, string[]>();
  for (const key of new Set(keys)) {
    const at = key.indexOf(':');
    const kind = at < 0 ? key : key.slice(0, at);
    const id = at < 0 ? '' : key.slice(at + 1);
    byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
    out.set(key, { zh: id || key, en: id || key });
  }
  const bi = (zh: unknown, en: unknown): BiText => {
    const z = zh ? String(zh) : '';
    const e = en ? String(en) : '';
    return { zh: z || e, en: e || z };
  };
  /** Names the groups of `kind` from the rows of `table` they name by `id`. */
  const name = async (kind: string, table: PgTable, id: PgColumn, zh: PgColumn, en: PgColumn) => {
    const ids = byKind.get(kind) ?? [];
    if (ids.length === 0) return;
    for (const r of await db.select({ id, zh, en }).from(table).where(inArray(id, ids)))
      out.set(`${kind}:${r.id}`, bi(r.zh, r.en));
  };
  await name('class', cl, col(cl, 'id'), col(cl, 'name'), col(cl, 'nameEn'));
  await name('role', sysRole, sysRole.roleCode, sysRole.roleName, sysRole.roleNameEn);
  await name('dept', sysDepart, sysDepart.id, sysDepart.departName, sysDepart.departNameEn);
  if (byKind.has(NAMED))
    out.set(NAMED, {
      zh: translate('zh-CN', 'qnrServer.group.named'),
      en: translate('en-US', 'qnrServer.group.named'),
    });
  return out;
}
