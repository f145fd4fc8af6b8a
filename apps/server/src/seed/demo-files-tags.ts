import { RESOURCE } from '@accredit/shared';
import { and, asc, desc, eq, inArray, like } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { resourceTable } from '../crud/table.ts';
import { evidenceTag } from '../modules/evidence/schema.ts';
import { insertAll } from './base.ts';
import { DEMO_PLAN } from './demo-strategy-data.ts';

/**
 * Records of the demo school named as evidence for a standard (evidence_tag rows), found by what
 * the rest of the demo seed stored: the 2024-2028 plan and the mission in force (Standard 1), the
 * latest approved syllabi of three core courses (Standard 4, the MBA's also AMBA), the BBA's
 * current assessment year and the LO5.2 improvement action (Standard 5), the latest approved
 * peer-reviewed journal articles (Standard 8), a teaching contribution (Standard 7) and
 * professional engagement (Standard 9). Shared files carry their standards in their own field.
 */
export interface DemoTag {
  resource: string;
  recordId: string;
  standards: string[];
  note: string;
}

/** The syllabi tagged to Standard 4, by course code; the MBA's serves AMBA's curriculum criterion too. */
const SYLLABUS_COURSES: Record<string, string[]> = {
  BUS101: ['AACSB-4'],
  STA150: ['AACSB-4'],
  MBA600: ['AACSB-4', 'AMBA-5'],
};

async function syllabusTags(db: Executor): Promise<DemoTag[]> {
  const s = resourceTable(RESOURCE.syllabus);
  const c = resourceTable(RESOURCE.course);
  const rows = await db
    .select({ id: s.id, code: c.code })
    .from(s)
    .innerJoin(c, eq(c.id, s.courseId))
    .where(and(inArray(c.code, Object.keys(SYLLABUS_COURSES)), eq(s.reviewStatus, 1)))
    .orderBy(asc(c.code), desc(s.version), asc(s.id));
  const seen = new Set<string>();
  const out: DemoTag[] = [];
  for (const r of rows) {
    const code = String(r.code);
    if (seen.has(code)) continue;
    seen.add(code);
    out.push({
      resource: 'syllabus',
      recordId: String(r.id),
      standards: SYLLABUS_COURSES[code],
      note: '核心课程教学大纲 Core course syllabus',
    });
  }
  return out;
}

async function aolTags(db: Executor): Promise<DemoTag[]> {
  const out: DemoTag[] = [];
  const ey = resourceTable(RESOURCE.evaluationYear);
  const dp = resourceTable(RESOURCE.degreePrograms);
  const sy = resourceTable(RESOURCE.schoolYear);
  const [year] = await db
    .select({ id: ey.id })
    .from(ey)
    .innerJoin(dp, eq(dp.id, ey.degreeProgramsId))
    .innerJoin(sy, eq(sy.id, ey.schoolYearId))
    .where(eq(dp.code, 'BBA'))
    .orderBy(desc(sy.startTime))
    .limit(1);
  if (year)
    out.push({
      resource: 'evaluationYear',
      recordId: String(year.id),
      standards: ['AACSB-5'],
      note: 'BBA 本学年评估计划 BBA assessment plan of the current year',
    });
  const ia = resourceTable(RESOURCE.improvementAction);
  const [action] = await db
    .select({ id: ia.id })
    .from(ia)
    .where(like(ia.finding, '%LO5.2%'))
    .orderBy(asc(ia.createTime))
    .limit(1);
  if (action)
    out.push({
      resource: 'improvementAction',
      recordId: String(action.id),
      standards: ['AACSB-5'],
      note: 'LO5.2 闭环措施 Closing the loop on LO5.2',
    });
  return out;
}

async function contributionTags(db: Executor): Promise<DemoTag[]> {
  const out: DemoTag[] = [];
  const ro = resourceTable(RESOURCE.researchOutput);
  const articles = await db
    .select({ id: ro.id })
    .from(ro)
    .where(and(eq(ro.outputType, '1'), eq(ro.peerReviewed, true), eq(ro.reviewStatus, 1)))
    .orderBy(desc(ro.publishDate), asc(ro.id))
    .limit(4);
  for (const [i, a] of articles.entries())
    out.push({
      resource: 'researchOutput',
      recordId: String(a.id),
      standards: i === 0 ? ['AACSB-8', 'EQUIS-5'] : ['AACSB-8'],
      note: '同行评议期刊论文 Peer-reviewed journal article',
    });
  for (const [resource, standard, note] of [
    ['teachingContribution', 'AACSB-7', '教学贡献 Teaching contribution'],
    ['professionalEngagement', 'AACSB-9', '社会服务 Professional engagement'],
  ] as const) {
    const t = resourceTable(RESOURCE[resource]);
    const rows = await db
      .select({ id: t.id })
      .from(t)
      .where(eq(t.reviewStatus, 1))
      .orderBy(desc(t.startTime), asc(t.id))
      .limit(2);
    for (const r of rows) out.push({ resource, recordId: String(r.id), standards: [standard], note });
  }
  return out;
}

async function strategyTags(db: Executor): Promise<DemoTag[]> {
  const out: DemoTag[] = [];
  const plan = resourceTable(RESOURCE.strategicPlan);
  const [p] = await db.select({ id: plan.id }).from(plan).where(eq(plan.nameEn, DEMO_PLAN.en)).limit(1);
  if (p)
    out.push({
      resource: 'strategicPlan',
      recordId: String(p.id),
      standards: ['AACSB-1', 'EQUIS-1'],
      note: '2024-2028 战略规划 Strategic Plan 2024-2028',
    });
  const m = resourceTable(RESOURCE.mission);
  const [mission] = await db
    .select({ id: m.id })
    .from(m)
    .where(eq(m.reviewStatus, 1))
    .orderBy(desc(m.effectiveDate))
    .limit(1);
  if (mission)
    out.push({
      resource: 'mission',
      recordId: String(mission.id),
      standards: ['AACSB-1'],
      note: '现行使命 The mission in force',
    });
  return out;
}

/** Finds the demo records and tags them; returns the tags written (one row per standard). */
export async function seedDemoEvidenceTags(db: Executor): Promise<DemoTag[]> {
  const tags = [
    ...(await strategyTags(db)),
    ...(await syllabusTags(db)),
    ...(await aolTags(db)),
    ...(await contributionTags(db)),
  ];
  await insertAll(
    db,
    evidenceTag,
    tags.flatMap((t) =>
      t.standards.map((standard) => ({
        resource: t.resource,
        recordId: t.recordId,
        standard,
        note: t.note,
        createBy: 'unitadmin',
      })),
    ),
  );
  return tags;
}
