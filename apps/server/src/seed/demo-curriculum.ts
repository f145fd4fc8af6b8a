import { RESOURCE } from '@accredit/shared';
import { eq, like } from 'drizzle-orm';
import type { Executor } from '../core/db.ts';
import { newId } from '../core/ids.ts';
import { resourceTable } from '../crud/table.ts';
import { sysDepart, sysUser } from '../modules/system/schema.ts';
import { insertAll } from './base.ts';
import {
  DEMO_COURSES,
  DEMO_PLANS,
  oldBbaPlan,
  type PlanLine,
  parseCells,
} from './demo-curriculum-courses.ts';
import { demoCalendar } from './demo-curriculum-people.ts';
import { DEMO_PROGRAMMES, DEMO_TARGET } from './demo-curriculum-programmes.ts';
import { seedDemoClassesAndTeaching } from './demo-curriculum-teaching.ts';

/**
 * The demo school's curriculum (issue 16 item 8): four degree programmes with training objectives,
 * learning goals and objectives in both languages; 45 courses; each programme's plan and complete
 * curriculum map (with one deliberate gap in the MAcc, and an older BBA version to compare);
 * `progadmin` heading the BBA and the MAcc; then (demo-curriculum-teaching.ts) the calendar,
 * classes and about 600 students, this and last semester's course teachers, and syllabi.
 * Deterministic but for the calendar, which follows `today`; multi-row inserts only.
 */

/** The current plans and maps take effect three years back, so every enrolled cohort follows them. */
export const PLAN_AGE = 3;
/** The BBA's previous plan and map, four years older still. */
export const OLD_PLAN_AGE = 7;

export interface CurriculumIds {
  programmes: Map<string, string>;
  courses: Map<string, string>;
  /** Plan row id by "PROGRAMME:COURSE" (current version). */
  plan: Map<string, string>;
  /** LO id by "PROGRAMME:LO1.1". */
  los: Map<string, string>;
  departments: Map<string, string>;
}

export interface CurriculumSummary {
  programmes: number;
  courses: number;
  cells: number;
  students: number;
  syllabi: number;
}

export async function seedDemoCurriculum(db: Executor, today = new Date()): Promise<CurriculumSummary> {
  const calendar = demoCalendar(today);
  const departs = await db
    .select({ id: sysDepart.id, orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(like(sysDepart.orgCode, 'A01%'));
  const departments = new Map(departs.map((d) => [String(d.orgCode), d.id]));
  const stamp = (orgCode: string) => ({ createBy: 'unitadmin', sysOrgCode: orgCode });

  const ids: CurriculumIds = {
    programmes: new Map(),
    courses: new Map(),
    plan: new Map(),
    los: new Map(),
    departments,
  };
  const programmes: Record<string, unknown>[] = [];
  const objectives: Record<string, unknown>[] = [];
  const goals: Record<string, unknown>[] = [];
  const los: Record<string, unknown>[] = [];
  for (const [sort, p] of DEMO_PROGRAMMES.entries()) {
    const id = newId();
    ids.programmes.set(p.code, id);
    const common = { degreeProgramsId: id, ...stamp(p.orgCode) };
    programmes.push({
      id,
      code: p.code,
      name: p.name[0],
      nameEn: p.name[1],
      degreeLevel: p.level,
      departmentId: departments.get(p.orgCode),
      mapScale: p.mapScale,
      goalTarget: DEMO_TARGET,
      description: p.description[0],
      descriptionEn: p.description[1],
      sort: sort + 1,
      ...stamp(p.orgCode),
    });
    for (const [i, [content, contentEn]] of p.objectives.entries())
      objectives.push({ code: `TO${i + 1}`, content, contentEn, sort: i + 1, ...common });
    for (const [g, goal] of p.goals.entries()) {
      const lgId = newId();
      goals.push({
        id: lgId,
        code: goal.code,
        name: goal.text[0],
        nameEn: goal.text[1],
        target: DEMO_TARGET,
        sort: g + 1,
        ...common,
      });
      for (const [o, [code, name, nameEn]] of goal.los.entries()) {
        const loId = newId();
        ids.los.set(`${p.code}:${code}`, loId);
        los.push({
          id: loId,
          lgId,
          code,
          name,
          nameEn,
          target: DEMO_TARGET,
          sort: (g + 1) * 10 + o + 1,
          ...common,
        });
      }
    }
  }
  await insertAll(db, resourceTable(RESOURCE.degreePrograms), programmes);
  await insertAll(db, resourceTable(RESOURCE.trainingObjective), objectives);
  await insertAll(db, resourceTable(RESOURCE.degreeProgramsLg), goals);
  await insertAll(db, resourceTable(RESOURCE.degreeProgramsLo), los);

  const courses = DEMO_COURSES.map((c) => {
    const id = newId();
    ids.courses.set(c.code, id);
    return {
      id,
      code: c.code,
      name: c.name,
      nameEn: c.nameEn,
      credits: c.credits,
      theoryHours: c.credits * 16 - c.practice,
      practiceHours: c.practice,
      courseType: c.type,
      departmentId: departments.get(c.orgCode),
      degreeLevel: c.level,
      ...stamp(c.orgCode),
    };
  });
  await insertAll(db, resourceTable(RESOURCE.course), courses);

  const plan: Record<string, unknown>[] = [];
  const cells: Record<string, unknown>[] = [];
  const byCode = new Map(DEMO_COURSES.map((c) => [c.code, c]));
  const addVersion = (
    programme: string,
    effectiveYear: number,
    lines: readonly PlanLine[],
    current: boolean,
  ) => {
    const p = DEMO_PROGRAMMES.find((x) => x.code === programme);
    const degreeProgramsId = ids.programmes.get(programme);
    if (!p || !degreeProgramsId) throw new Error(`Unknown demo programme ${programme}`);
    for (const [courseCode, studyYear, term, map] of lines) {
      const course = byCode.get(courseCode);
      const courseId = ids.courses.get(courseCode);
      if (!course || !courseId) throw new Error(`Unknown demo course ${courseCode}`);
      const id = newId();
      if (current) ids.plan.set(`${programme}:${courseCode}`, id);
      const common = { degreeProgramsId, effectiveYear, courseId, ...stamp(p.orgCode) };
      plan.push({ id, studyYear, term, credits: course.credits, courseType: course.type, ...common });
      for (const [lo, level] of parseCells(map)) {
        const loId = ids.los.get(`${programme}:${lo}`);
        if (!loId) throw new Error(`Unknown demo objective ${programme}:${lo}`);
        cells.push({ loId, level, ...common });
      }
    }
  };
  const effective = calendar.year - PLAN_AGE;
  for (const [programme, lines] of Object.entries(DEMO_PLANS)) addVersion(programme, effective, lines, true);
  addVersion('BBA', calendar.year - OLD_PLAN_AGE, oldBbaPlan(), false);
  await insertAll(db, resourceTable(RESOURCE.teachingProgram), plan);
  await insertAll(db, resourceTable(RESOURCE.curriculumMap), cells);

  // The Program Administrator heads the BBA and the MAcc (not the MBA or the MSc Finance).
  const [head] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'progadmin'));
  if (head)
    await insertAll(
      db,
      resourceTable(RESOURCE.degreeProgramsHead),
      ['BBA', 'MACC'].map((code) => ({
        degreeProgramsId: ids.programmes.get(code),
        userId: head.id,
        createBy: 'admin',
        sysOrgCode: 'A01',
      })),
    );

  const people = await seedDemoClassesAndTeaching(db, calendar, ids);
  return {
    programmes: programmes.length,
    courses: courses.length,
    cells: cells.length,
    students: people.students,
    syllabi: people.syllabi,
  };
}
