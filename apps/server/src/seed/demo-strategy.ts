import { RESOURCE, REVIEW_STATUS } from '@accredit/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { newId } from '../core/ids.ts';
import { resourceTable } from '../crud/table.ts';
import { sysUser } from '../modules/system/schema.ts';
import { approvalHistory } from '../workflow/schema.ts';
import { insertAll } from './base.ts';
import { seedDemoProgression } from './demo-progression.ts';
import { seedDemoResources } from './demo-resources.ts';
import {
  DEMO_IMPROVEMENTS,
  DEMO_KPIS,
  DEMO_PLAN,
  DEMO_PRIORITIES,
  DEMO_STATEMENTS,
} from './demo-strategy-data.ts';

/**
 * The demo school's strategic planning (issue 19 item 9): the mission in two approved versions
 * (2019 and the 2024 revision) with the vision, expected outcomes and core values, each with the
 * approval the review workflow would have written; the 2024-2028 plan (3 priorities, 6 goals, 15
 * actions in all three states, some overdue); seven performance targets, four of them live (SA
 * ratio, participating ratio, peer-reviewed articles, employment rate); improvement records; then
 * the resources, budget years and cohorts (demo-resources.ts, demo-progression.ts), and the
 * EQUIS categories of the faculty's yearly records.
 */
export interface StrategySeedSummary {
  statements: number;
  actions: number;
  kpis: number;
  improvements: number;
  budgetLines: number;
  cohorts: number;
}

const REVIEWER = 'admin';

async function userIds(db: Executor): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: sysUser.id, username: sysUser.username })
    .from(sysUser)
    .where(inArray(sysUser.username, ['admin', 'unitadmin', 'progadmin', 'secretary', 'staff']));
  return new Map(rows.map((r) => [r.username, r.id]));
}

async function seedStatements(db: Executor): Promise<number> {
  const history: (typeof approvalHistory.$inferInsert)[] = [];
  const byKind = new Map<string, Record<string, unknown>[]>();
  for (const s of DEMO_STATEMENTS) {
    const id = newId();
    const approved = new Date(`${s.effectiveDate}T02:00:00Z`);
    const created = new Date(approved.getTime() - 14 * 86_400_000);
    const rows = byKind.get(s.kind) ?? [];
    rows.push({
      id,
      contentZh: s.zh,
      contentEn: s.en,
      effectiveDate: s.effectiveDate,
      approvedBy: s.approvedBy,
      changeNote: s.changeNote,
      reviewStatus: REVIEW_STATUS.reviewed,
      reviewBy: REVIEWER,
      reviewTime: approved,
      createBy: 'unitadmin',
      createTime: created,
    });
    byKind.set(s.kind, rows);
    history.push({
      resource: s.kind,
      recordId: id,
      action: 'approve',
      fromStatus: REVIEW_STATUS.unreviewed,
      toStatus: REVIEW_STATUS.reviewed,
      reason: null,
      operator: REVIEWER,
      operatorName: 'Administrator',
      operateTime: approved,
    });
  }
  for (const [kind, rows] of byKind) await insertAll(db, resourceTable(RESOURCE[kind as 'mission']), rows);
  await insertAll(db, approvalHistory, history);
  return DEMO_STATEMENTS.length;
}

async function seedPlan(db: Executor, users: Map<string, string>) {
  const planId = newId();
  await db.insert(resourceTable(RESOURCE.strategicPlan)).values({
    id: planId,
    nameZh: DEMO_PLAN.zh,
    nameEn: DEMO_PLAN.en,
    startYear: DEMO_PLAN.startYear,
    endYear: DEMO_PLAN.endYear,
    approvedBy: DEMO_PLAN.approvedBy,
    description: DEMO_PLAN.description,
    descriptionEn: DEMO_PLAN.descriptionEn,
    createBy: 'unitadmin',
  });
  const priorities: Record<string, unknown>[] = [];
  const goals: Record<string, unknown>[] = [];
  const actions: Record<string, unknown>[] = [];
  const goalIds = new Map<string, string>();
  for (const p of DEMO_PRIORITIES) {
    const priorityId = newId();
    priorities.push({
      id: priorityId,
      planId,
      code: p.code,
      nameZh: p.zh,
      nameEn: p.en,
      createBy: 'unitadmin',
    });
    for (const g of p.goals) {
      const goalId = newId();
      goalIds.set(g.code, goalId);
      goals.push({
        id: goalId,
        priorityId,
        code: g.code,
        nameZh: g.zh,
        nameEn: g.en,
        standards: g.standards,
        createBy: 'unitadmin',
      });
      for (const x of g.actions)
        actions.push({
          goalId,
          code: x.code,
          titleZh: x.zh,
          titleEn: x.en,
          ownerId: users.get(x.owner) ?? null,
          startDate: x.start,
          dueDate: x.due,
          status: x.status,
          completedDate: x.status === '3' ? (x.completed ?? x.due) : null,
          standards: x.standards,
          progressNote: x.note ?? null,
          createBy: 'unitadmin',
        });
    }
  }
  await insertAll(db, resourceTable(RESOURCE.strategicPriority), priorities);
  await insertAll(db, resourceTable(RESOURCE.strategicGoal), goals);
  await insertAll(db, resourceTable(RESOURCE.strategicAction), actions);
  return { goalIds, actions: actions.length };
}

async function seedKpis(db: Executor, goalIds: Map<string, string>, users: Map<string, string>) {
  const targets: Record<string, unknown>[] = [];
  const years: Record<string, unknown>[] = [];
  for (const k of DEMO_KPIS) {
    const id = newId();
    targets.push({
      id,
      code: k.code,
      nameZh: k.zh,
      nameEn: k.en,
      unit: k.unit,
      direction: k.direction,
      baseline: k.baseline,
      baselineYear: k.baselineYear,
      source: k.source,
      goalId: goalIds.get(k.goal) ?? null,
      ownerId: users.get('unitadmin') ?? null,
      createBy: 'unitadmin',
    });
    k.targets.forEach((target, i) => {
      years.push({
        targetId: id,
        year: DEMO_PLAN.startYear + i,
        target,
        actual: k.actuals?.[i] ?? null,
        createBy: 'unitadmin',
      });
    });
  }
  await insertAll(db, resourceTable(RESOURCE.performanceTarget), targets);
  await insertAll(db, resourceTable(RESOURCE.performanceTargetYear), years);
  return targets.length;
}

async function seedImprovements(db: Executor, users: Map<string, string>) {
  await insertAll(
    db,
    resourceTable(RESOURCE.continuousImprovement),
    DEMO_IMPROVEMENTS.map((c) => ({
      finding: c.finding,
      findingEn: c.findingEn,
      source: c.source,
      action: c.action,
      actionEn: c.actionEn,
      result: c.result ?? null,
      resultEn: c.resultEn ?? null,
      standards: c.standards,
      ownerId: users.get(c.owner) ?? null,
      year: c.year,
      dueDate: c.due,
      status: c.status,
      createBy: 'unitadmin',
    })),
  );
  return DEMO_IMPROVEMENTS.length;
}

/**
 * EQUIS categories on the faculty's yearly records: full-time faculty are core, part-time ones
 * adjunct, and one part-time teacher per year is visiting (the last by staff order).
 */
async function seedFacultyCategories(db: Executor): Promise<void> {
  const a = resourceTable(RESOURCE.teacherAccreditation);
  await db
    .update(a)
    .set({ facultyCategory: sql`case when ${a.employmentStatus} = '2' then '2' else '1' end` })
    .where(sql`${a.facultyCategory} is null`);
  const visiting = await db
    .select({ id: a.id, year: a.year })
    .from(a)
    .where(eq(a.employmentStatus, '2'))
    .orderBy(a.year, sql`${a.teacherId} desc`);
  const seen = new Set<number>();
  for (const v of visiting) {
    if (seen.has(Number(v.year))) continue;
    seen.add(Number(v.year));
    await db.update(a).set({ facultyCategory: '3' }).where(eq(a.id, v.id));
  }
}

export async function seedDemoStrategy(db: Executor): Promise<StrategySeedSummary> {
  const users = await userIds(db);
  const statements = await seedStatements(db);
  const { goalIds, actions } = await seedPlan(db, users);
  const kpis = await seedKpis(db, goalIds, users);
  const improvements = await seedImprovements(db, users);
  const budgetLines = await seedDemoResources(db);
  const cohorts = await seedDemoProgression(db);
  await seedFacultyCategories(db);
  return { statements, actions, kpis, improvements, budgetLines, cohorts };
}
