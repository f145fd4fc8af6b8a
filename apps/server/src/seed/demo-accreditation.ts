import { REPORT_STATUS, RESOURCE, REVIEW_STATUS, SCHEME } from '@accredit/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { newId } from '../core/ids.ts';
import { resourceTable } from '../crud/table.ts';
import { createReportSections, parseGuidance } from '../modules/accreditation/report-sections.ts';
import { reportRevision } from '../modules/accreditation/schema.ts';
import {
  accreditationProjectTable as projects,
  certificationReportTable as reports,
  reportSectionTable as sections,
  accreditationTaskTable as tasks,
} from '../modules/resources/schema.ts';
import { sysUser } from '../modules/system/schema.ts';
import { approvalHistory } from '../workflow/schema.ts';
import { DEMO_TASKS, type DemoSectionText, demoSections, REPORT_YEAR } from './demo-accreditation-data.ts';

/**
 * The demo school's accreditation workspace (issue 21 item 8): its AACSB continuous-improvement
 * review with the visit next year, milestones, twelve tasks in every state (one overdue), and the
 * review report created from the scheme's template (the report module's createReportSections) with
 * about half of its sections written: real prose and live blocks (Tables 3-1, 3-2, 8-1 and 5-1 and
 * a KPI chart), the situational analysis approved, Standard 3 with three revisions. Dates are
 * counted from the seeding day, so the workspace looks the same whenever the demo is opened.
 */
export interface AccreditationSeedSummary {
  projectId: string;
  reportId: string;
  tasks: number;
  written: number;
}

const DAY = 86_400_000;
const dateOf = (d: Date) => d.toISOString().slice(0, 10);

async function userIds(db: Executor): Promise<Map<string, { id: string; name: string }>> {
  const rows = await db
    .select({ id: sysUser.id, username: sysUser.username, realname: sysUser.realname })
    .from(sysUser)
    .where(inArray(sysUser.username, ['admin', 'unitadmin', 'progadmin', 'teacher', 'secretary', 'staff']));
  return new Map(rows.map((r) => [r.username, { id: r.id, name: r.realname ?? r.username }]));
}

/** The live KPIs in percent (SA ratio, participating ratio, employment rate): one chart, one unit. */
async function chartKpis(db: Executor): Promise<string[]> {
  const targets = resourceTable(RESOURCE.performanceTarget);
  const rows = (await db.select().from(targets)) as { id: string; source?: string | null }[];
  const wanted = ['saRatio', 'participatingRatio', 'employmentRate'];
  return wanted.flatMap((s) => rows.filter((r) => r.source === s).map((r) => String(r.id)));
}

async function seedProject(db: Executor, now: Date, users: Map<string, { id: string }>) {
  const year = now.getUTCFullYear();
  const inDays = (n: number) => dateOf(new Date(now.getTime() + n * DAY));
  const visitDate = `${year + 1}-11-10`;
  const projectId = newId();
  await db.insert(projects).values({
    id: projectId,
    name: `AACSB Continuous Improvement Review ${year + 1}`,
    scheme: SCHEME.aacsbContinuous,
    cycleStart: `${year - 4}-07-01`,
    cycleEnd: `${year + 1}-12-31`,
    visitDate,
    milestones: [
      { name: 'Continuous improvement application accepted', date: `${year - 4}-09-30`, done: true },
      { name: 'Faculty records checked for Tables 3-1 and 3-2', date: inDays(-20), done: true },
      { name: 'Internal mock review', date: inDays(60), done: false },
      { name: 'CIR report submitted to AACSB', date: `${year + 1}-08-31`, done: false },
      { name: 'Peer review team visit', date: visitDate, done: false },
    ],
    description:
      'Fifth-year continuous improvement review of the school’s AACSB accreditation: the report, the evidence and the visit.',
    createBy: 'unitadmin',
  });
  await db.insert(tasks).values(
    DEMO_TASKS.map((t) => {
      const due = new Date(now.getTime() + t.due * DAY);
      return {
        id: newId(),
        projectId,
        standard: t.standard,
        title: t.title,
        assigneeId: users.get(t.assignee)?.id ?? null,
        dueDate: dateOf(due),
        status: t.status,
        remindDays: 3,
        completedTime: t.status === '2' ? new Date(due.getTime() - 3 * DAY) : null,
        description: t.description,
        createBy: 'unitadmin',
      };
    }),
  );
  return projectId;
}

/** A written section: its text, its revisions (earlier ones first), its people and, if so, its approval. */
async function writeSection(
  db: Executor,
  section: { id: string; title: string },
  text: DemoSectionText,
  users: Map<string, { id: string; name: string }>,
  now: Date,
) {
  const versions = [...(text.earlier ?? []), { html: text.html, note: text.note, author: text.author }];
  const start = now.getTime() - (versions.length + 2) * 3 * DAY;
  await db.insert(reportRevision).values(
    versions.map((v, i) => ({
      sectionId: section.id,
      version: i + 1,
      title: section.title,
      content: v.html,
      note: v.note,
      authorName: users.get(v.author)?.name ?? v.author,
      createBy: v.author,
      createTime: new Date(start + i * 3 * DAY),
    })),
  );
  const approvedAt = new Date(now.getTime() - 2 * DAY);
  await db
    .update(sections)
    .set({
      content: text.html,
      editorId: users.get(text.editor)?.id ?? null,
      approverId: users.get(text.approver)?.id ?? null,
      updateBy: text.author,
      updateTime: new Date(start + (versions.length - 1) * 3 * DAY),
      ...(text.approved
        ? { reviewStatus: REVIEW_STATUS.reviewed, reviewBy: text.approver, reviewTime: approvedAt }
        : {}),
    })
    .where(eq(sections.id, section.id));
  if (text.approved)
    await db.insert(approvalHistory).values({
      resource: RESOURCE.reportSection.name,
      recordId: section.id,
      action: 'approve',
      fromStatus: REVIEW_STATUS.unreviewed,
      toStatus: REVIEW_STATUS.reviewed,
      operator: text.approver,
      operatorName: users.get(text.approver)?.name ?? text.approver,
      operateTime: approvedAt,
    });
}

export async function seedDemoAccreditation(
  db: Executor,
  now: Date = new Date(),
): Promise<AccreditationSeedSummary> {
  const users = await userIds(db);
  const projectId = await seedProject(db, now, users);
  const reportId = newId();
  await db.insert(reports).values({
    id: reportId,
    projectId,
    title: `Continuous Improvement Review Report ${now.getUTCFullYear() + 1}`,
    scheme: SCHEME.aacsbContinuous,
    year: REPORT_YEAR,
    status: REPORT_STATUS.live,
    createBy: 'unitadmin',
  });
  await createReportSections(db, reportId, 'en-US');
  const written = demoSections(await chartKpis(db));
  const rows = (await db
    .select({
      id: sections.id,
      title: sections.title,
      guidance: sections.guidance,
      standard: sections.standard,
    })
    .from(sections)
    .where(eq(sections.reportId, reportId))
    .orderBy(asc(sections.sortNo))) as {
    id: string;
    title: string;
    guidance: string | null;
    standard: string | null;
  }[];
  let count = 0;
  for (const row of rows) {
    const code = parseGuidance(row.guidance)?.code ?? row.standard ?? '';
    const text = written[code];
    if (text) {
      await writeSection(db, row, text, users, now);
      count++;
    } else {
      // Unwritten sections still have someone to write them.
      await db
        .update(sections)
        .set({ editorId: users.get('unitadmin')?.id ?? null, approverId: users.get('admin')?.id ?? null })
        .where(eq(sections.id, row.id));
    }
  }
  return { projectId, reportId, tasks: DEMO_TASKS.length, written: count };
}
