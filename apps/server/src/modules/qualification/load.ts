import { RESOURCE, REVIEW_STATUS } from '@accredit/shared';
import {
  type Activity,
  type Assignment,
  type Category,
  type DegreeCode,
  type DegreeLevel,
  type Discipline,
  type Output,
  type School,
  type Status,
  STATUSES,
  type Teacher,
  yearOf,
} from '@accredit/shared/aacsb/index.ts';
import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { resourceTable } from '../../crud/table.ts';
import { schoolSettings } from '../school/settings.ts';
import { sysDepart } from '../system/schema.ts';
import { qualificationIdentification } from './schema.ts';
import { currentRules, readSettings } from './store.ts';

/**
 * Reads one reporting year of the school from the database into the pure model of
 * packages/shared/src/aacsb: approved records only, faculty of the reporting year and of the
 * Table 8-1 base year, the settings, the current rule version and the identifications.
 */
export const T = {
  teacher: resourceTable(RESOURCE.teacher),
  accreditation: resourceTable(RESOURCE.teacherAccreditation),
  discipline: resourceTable(RESOURCE.teacherDiscipline),
  output: resourceTable(RESOURCE.researchOutput),
  author: resourceTable(RESOURCE.researchOutputAuthor),
  engagement: resourceTable(RESOURCE.professionalEngagement),
  assignment: resourceTable(RESOURCE.teachingAssignment),
};

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0) || 0);
const DEGREES = new Set(['1', '2', '3', '4']);

export async function loadDisciplines(db: Executor): Promise<Discipline[]> {
  const rows = await db
    .select({ id: sysDepart.id, name: sysDepart.departName, nameEn: sysDepart.departNameEn, fte: sysDepart.fte })
    .from(sysDepart)
    .where(and(eq(sysDepart.isDiscipline, true), eq(sysDepart.delFlag, false)))
    .orderBy(asc(sysDepart.departOrder), asc(sysDepart.orgCode));
  return rows.map((r) => ({ ...r, fte: r.fte === null ? null : Number(r.fte) }));
}

/** Faculty of one year: their accreditation record, name and discipline shares. */
export async function loadTeachers(db: Executor, year: number): Promise<Teacher[]> {
  const a = T.accreditation;
  const rows = await db
    .select({
      id: T.teacher.id,
      name: T.teacher.name,
      participating: a.participating,
      specialty: a.specialty,
      degree: a.highestDegree,
      degreeYear: a.degreeYear,
      responsibilities: a.responsibilities,
      missionPercent: a.missionPercent,
      basis: a.basis,
    })
    .from(a)
    .innerJoin(T.teacher, eq(T.teacher.id, a.teacherId))
    .where(eq(a.year, year));
  const shares = await db
    .select({ teacherId: T.discipline.teacherId, disciplineId: T.discipline.disciplineId, percent: T.discipline.percent })
    .from(T.discipline)
    .where(eq(T.discipline.year, year));
  const byTeacher = new Map<string, { disciplineId: string; percent: number }[]>();
  for (const s of shares) {
    const list = byTeacher.get(str(s.teacherId)) ?? [];
    list.push({ disciplineId: str(s.disciplineId), percent: num(s.percent) });
    byTeacher.set(str(s.teacherId), list);
  }
  return rows.map((r) => ({
    id: str(r.id),
    name: str(r.name),
    specialty: str(r.specialty),
    degree: DEGREES.has(str(r.degree)) ? (str(r.degree) as DegreeCode) : null,
    degreeYear: r.degreeYear === null || r.degreeYear === undefined ? null : num(r.degreeYear),
    participating: r.participating === true,
    responsibilities: str(r.responsibilities)
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
    missionPercent: r.missionPercent === null || r.missionPercent === undefined ? 100 : num(r.missionPercent),
    basis: str(r.basis),
    disciplines: byTeacher.get(str(r.id)) ?? [],
  }));
}

/** Approved outputs dated from `fromYear` on, with their authors. */
export async function loadOutputs(db: Executor, fromYear: number): Promise<Output[]> {
  const o = T.output;
  const rows = await db
    .select({
      id: o.id,
      type: o.outputType,
      category: o.category,
      peerReviewed: o.peerReviewed,
      date: o.publishDate,
      titleZh: o.titleZh,
      titleEn: o.titleEn,
      venueLevel: o.venueLevel,
    })
    .from(o)
    .where(and(eq(o.reviewStatus, REVIEW_STATUS.reviewed), gte(o.publishDate, `${fromYear}-01-01`)));
  const outputs = new Map<string, Output>();
  for (const r of rows)
    outputs.set(str(r.id), {
      id: str(r.id),
      type: str(r.type),
      category: ['1', '2', '3'].includes(str(r.category)) ? (str(r.category) as Category) : null,
      peerReviewed: r.peerReviewed === true,
      date: r.date ? str(r.date) : null,
      approved: true,
      title: str(r.titleEn) || str(r.titleZh),
      venueLevel: r.venueLevel ? str(r.venueLevel) : null,
      authors: [],
    });
  if (outputs.size === 0) return [];
  const authors = await db
    .select({ outputId: T.author.outputId, teacherId: T.author.teacherId, isLead: T.author.isLead })
    .from(T.author)
    .innerJoin(o, eq(o.id, T.author.outputId))
    .where(and(eq(o.reviewStatus, REVIEW_STATUS.reviewed), gte(o.publishDate, `${fromYear}-01-01`)))
    .orderBy(asc(T.author.authorOrder));
  for (const a of authors)
    outputs.get(str(a.outputId))?.authors.push({ teacherId: a.teacherId ? str(a.teacherId) : null, isLead: a.isLead === true });
  return [...outputs.values()];
}

export async function loadActivities(db: Executor): Promise<Activity[]> {
  const e = T.engagement;
  const rows = await db
    .select({ id: e.id, teacherId: e.teacherId, type: e.type, title: e.title, start: e.startTime, end: e.endTime })
    .from(e)
    .where(eq(e.reviewStatus, REVIEW_STATUS.reviewed));
  return rows.map((r) => ({
    id: str(r.id),
    teacherId: str(r.teacherId),
    type: str(r.type),
    title: str(r.title),
    start: r.start ? str(r.start) : null,
    end: r.end ? str(r.end) : null,
    approved: true,
  }));
}

export async function loadAssignments(db: Executor, year: number): Promise<Assignment[]> {
  const a = T.assignment;
  const rows = await db.select().from(a).where(eq(a.year, year));
  return rows.map((r) => ({
    id: str(r.id),
    teacherId: str(r.teacherId),
    disciplineId: r.disciplineId ? str(r.disciplineId) : null,
    year: num(r.year),
    courseCode: str(r.courseCode),
    courseName: str(r.courseName),
    degreeLevel: ['1', '2', '3', '4', '5'].includes(str(r.degreeLevel)) ? (str(r.degreeLevel) as DegreeLevel) : null,
    creditHours: num(r.creditHours),
    contactHours: num(r.contactHours),
    enrolledStudents: num(r.enrolledStudents),
  }));
}

export interface Identification {
  teacherId: string;
  status: Status;
  computedStatus: string;
  overridden: boolean;
  reason: string | null;
  createBy: string | null;
  createTime: Date;
  ruleVersion: number | null;
}

/** Current identifications of a year: each teacher's latest act, when it is `identify`. */
export async function currentIdentifications(db: Executor, year: number, teacherIds?: string[]) {
  const i = qualificationIdentification;
  const where = teacherIds ? and(eq(i.year, year), inArray(i.teacherId, teacherIds)) : eq(i.year, year);
  const rows = await db.select().from(i).where(where).orderBy(desc(i.seq));
  const out = new Map<string, Identification>();
  const seen = new Set<string>();
  for (const r of rows) {
    if (seen.has(r.teacherId)) continue;
    seen.add(r.teacherId);
    if (r.action === 'identify' && (STATUSES as readonly string[]).includes(r.status))
      out.set(r.teacherId, { ...r, status: r.status as Status });
  }
  return out;
}

export interface LoadedSchool {
  school: School;
  ruleVersion: number;
  baseTime: string;
  identifications: Map<string, Identification>;
}

/** Everything the tables of `year` need, in a handful of queries (no query per teacher or record). */
export async function loadSchool(db: Executor, year: number, options: { baseYear?: number } = {}): Promise<LoadedSchool> {
  const [school, settings, rules, disciplines] = [
    await schoolSettings(db),
    await readSettings(db),
    await currentRules(db),
    await loadDisciplines(db),
  ];
  const baseYear = options.baseYear ?? yearOf(school.table81BaseTime) ?? year;
  const retro = Math.max(1, school.retroactiveYears);
  const fromYear = Math.min(year, baseYear) - retro + 1;
  const teachers = await loadTeachers(db, year);
  const baseTeachers = baseYear === year ? teachers : await loadTeachers(db, baseYear);
  const identifications = await currentIdentifications(db, year);
  return {
    ruleVersion: rules.version,
    baseTime: school.table81BaseTime,
    identifications,
    school: {
      year,
      baseYear,
      unit: settings.unit,
      thresholds: settings.thresholds,
      counting: {
        retroactiveYears: retro,
        contributionRate: school.contributionRate,
        rateCounting: school.contributionRateEnabled,
        mapping: settings.mapping,
      },
      rules: rules.rules,
      disciplines,
      teachers,
      baseTeachers,
      outputs: await loadOutputs(db, fromYear),
      activities: await loadActivities(db),
      assignments: await loadAssignments(db, year),
      identified: Object.fromEntries([...identifications].map(([id, x]) => [id, x.status])),
    },
  };
}
