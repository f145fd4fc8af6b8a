import {
  dictLabel,
  evidenceCodesFor,
  evidencePerStandard,
  isOverdue,
  isScheme,
  type Locale,
  normaliseMilestones,
  type ProjectProgress,
  projectProgress,
  RESOURCE,
  SCHEME_STANDARDS,
  type TaskItem,
} from '@accredit/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Db, Executor } from '../../core/db.ts';
import { notFound } from '../../core/errors.ts';
import { ResourceContext } from '../../crud/context.ts';
import type { Row } from '../../crud/present.ts';
import { findInScope } from '../../crud/records.ts';
import { visibleRows } from '../../crud/visibility.ts';
import { gatherEvidence } from '../evidence/collect.ts';
import { allStandardCodes, STANDARD_DICT, withDescendants } from '../evidence/standards.ts';
import { accreditationProjectTable, accreditationTaskTable } from '../resources/schema.ts';
import { sysUser } from '../system/schema.ts';

/**
 * Loaders of the progress calls: a project's checklist (tasks and evidence per standard of its
 * scheme, through the pure model of @accredit/shared), and tasks as the timeline, the workplace
 * card and "my tasks" show them. Every record read is one the caller may open (the engine's row
 * scope; evidence through the evidence repository's visibility).
 */
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const day = (v: unknown) => text(v).slice(0, 10) || null;
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : v ? String(v) : null);

/** A standard's own name ("Standard 3: Faculty …"), without the framework before it in the dictionary's path. */
export function standardLabel(code: string, locale: Locale): string {
  const path = dictLabel(STANDARD_DICT, code, locale);
  return path.split(' / ').pop() ?? path;
}

/**
 * The codes whose evidence counts for a standard: itself and (EQUIS, AMBA, CAMEA) the crosswalk's
 * AACSB standards, each with the codes below it.
 */
export function evidenceCodesUnder(
  standard: string,
  known: readonly string[] = allStandardCodes(),
): string[] {
  return [standard, ...evidenceCodesFor(standard)].flatMap((c) => withDescendants(c, known));
}

export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** The project as the caller may open it (its get or query scope), or 404. */
export async function projectFor(db: Executor, auth: AuthContext, id: string): Promise<Row> {
  const [row] = await visibleRows(db, auth, RESOURCE.accreditationProject, [id]);
  if (!row) throw notFound('accProgress.errors.projectNotFound');
  return row;
}

/** Row conditions of the tasks the caller may list (accreditationTask:query's data rules). */
export async function taskScope(db: Executor, auth: AuthContext): Promise<SQL[]> {
  return new ResourceContext(RESOURCE.accreditationTask, db as Db).scope(db, auth, 'query');
}

/** Evidence per standard the caller may open; for EQUIS, AMBA and CAMEA the crosswalk's AACSB standards count too. */
async function evidenceOf(db: Executor, auth: AuthContext, standards: readonly string[]) {
  if (standards.length === 0) return {};
  const known = allStandardCodes();
  const codes = [...new Set(standards.flatMap((s) => evidenceCodesUnder(s, known)))];
  const gathered = await gatherEvidence(db, auth, codes);
  return evidencePerStandard(
    standards,
    gathered.map((g) => [...g.own, ...g.tagged]),
    evidenceCodesFor,
  );
}

export async function loadProgress(
  db: Executor,
  auth: AuthContext,
  id: string,
  locale: Locale,
  today: string,
): Promise<ProjectProgress> {
  const project = await projectFor(db, auth, id);
  const scheme = text(project.scheme);
  const standards = isScheme(scheme) ? SCHEME_STANDARDS[scheme] : [];
  const t = accreditationTaskTable;
  const tasks = await db
    .select({ standard: t.standard, status: t.status, dueDate: t.dueDate })
    .from(t)
    .where(and(eq(t.projectId, id), ...(await taskScope(db, auth))));
  const figures = projectProgress(
    standards,
    tasks.map((r) => ({
      standard: text(r.standard) || null,
      status: text(r.status),
      dueDate: day(r.dueDate),
    })),
    await evidenceOf(db, auth, standards),
    today,
  );
  return {
    project: {
      id,
      name: text(project.name),
      scheme,
      visitDate: day(project.visitDate),
      cycleStart: day(project.cycleStart),
      cycleEnd: day(project.cycleEnd),
    },
    percent: figures.percent,
    standards: figures.standards.map((s) => ({
      ...s,
      label: standardLabel(s.code, locale),
      ...(evidenceCodesFor(s.code).length > 0 ? { aacsb: [...evidenceCodesFor(s.code)] } : {}),
    })),
    milestones: normaliseMilestones(project.milestones),
    tasks: figures.tasks,
  };
}

const taskColumns = {
  id: accreditationTaskTable.id,
  projectId: accreditationTaskTable.projectId,
  projectName: accreditationProjectTable.name,
  title: accreditationTaskTable.title,
  standard: accreditationTaskTable.standard,
  assigneeId: accreditationTaskTable.assigneeId,
  assigneeName: sysUser.realname,
  assigneeUsername: sysUser.username,
  dueDate: accreditationTaskTable.dueDate,
  status: accreditationTaskTable.status,
  completedTime: accreditationTaskTable.completedTime,
};

/** Tasks (with their project and assignee names) meeting the conditions, by due date (none last), then title. */
export async function taskItems(
  db: Executor,
  auth: AuthContext,
  where: readonly SQL[],
  locale: Locale,
  today: string,
): Promise<TaskItem[]> {
  const t = accreditationTaskTable;
  const rows = await db
    .select(taskColumns)
    .from(t)
    .innerJoin(accreditationProjectTable, eq(accreditationProjectTable.id, t.projectId))
    .leftJoin(sysUser, eq(sysUser.id, t.assigneeId))
    .where(and(...where))
    .orderBy(sql`${t.dueDate} asc nulls last`, asc(t.title), asc(t.id));
  const mayEdit = auth.permissions.has('accreditationProgress:edit');
  const editable = mayEdit
    ? await editableIds(
        db,
        auth,
        rows.map((r) => String(r.id)),
      )
    : new Set<string>();
  return rows.map((r) => {
    const status = String(r.status);
    const dueDate = day(r.dueDate);
    const standard = text(r.standard) || null;
    const assigneeId = text(r.assigneeId) || null;
    return {
      id: String(r.id),
      projectId: String(r.projectId),
      projectName: text(r.projectName),
      title: text(r.title),
      standard,
      standardLabel: standard ? standardLabel(standard, locale) : null,
      assigneeId,
      assigneeName: assigneeId ? text(r.assigneeName) || text(r.assigneeUsername) || null : null,
      dueDate,
      status,
      overdue: isOverdue({ status, dueDate }, today),
      completedTime: iso(r.completedTime),
      mayUpdate: assigneeId === auth.user.id || editable.has(String(r.id)),
    };
  });
}

/** Of these tasks, those within the caller's edit scope. */
async function editableIds(db: Executor, auth: AuthContext, ids: readonly string[]): Promise<Set<string>> {
  const r = new ResourceContext(RESOURCE.accreditationTask, db as Db);
  const rows = await findInScope(db, r.table, ids, await r.scope(db, auth, 'edit'));
  return new Set(rows.map((row) => String(row.id)));
}
