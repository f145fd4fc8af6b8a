import { RESOURCE, REVIEW_STATUS } from '@accredit/shared';
import {
  type Activity,
  type Assignment,
  type Category,
  type CountingSettings,
  DEGREE_LEVELS,
  type DegreeCode,
  type DegreeLevel,
  type Discipline,
  type Output,
  type School,
  STATUSES,
  type Status,
  type Teacher,
  yearOf,
} from '@accredit/shared/aacsb/index.ts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../../core/db.ts';
import { jsonRows, jsonTuples, jsonTuplesOf } from '../../core/json-rows.ts';
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
const LEVELS = new Set<string>(DEGREE_LEVELS);

export async function loadDisciplines(db: Executor): Promise<Discipline[]> {
  const rows = await db
    .select({
      id: sysDepart.id,
      name: sysDepart.departName,
      nameEn: sysDepart.departNameEn,
      fte: sysDepart.fte,
    })
    .from(sysDepart)
    .where(and(eq(sysDepart.isDiscipline, true), eq(sysDepart.delFlag, false)))
    .orderBy(asc(sysDepart.departOrder), asc(sysDepart.orgCode));
  return rows.map((r) => ({ ...r, fte: r.fte === null ? null : Number(r.fte) }));
}

type Json = string | number | boolean | null;

/**
 * Faculty of one year: their accreditation record, name and discipline shares. Rows come as
 * arrays (jsonTuples), not named objects: less for the database to write and the driver to parse.
 */
export async function loadTeachers(db: Executor, year: number): Promise<Teacher[]> {
  const a = T.accreditation;
  const d = T.discipline;
  /** id, name, English name, participating, specialty (both), degree, degree year, duties, mission %, basis, [discipline, %]. */
  type TeacherTuple = [...Json[], [string, number][] | null];
  const rows = await jsonTuples<TeacherTuple>(
    db,
    sql`json_build_array(${T.teacher.id}, ${T.teacher.name}, ${T.teacher.nameEn},
        ${a.participating}, ${a.specialty}, ${a.specialtyEn}, ${a.highestDegree}, ${a.degreeYear},
        ${a.responsibilities}, ${a.missionPercent}, ${a.basis},
        (select json_agg(json_build_array(${d.disciplineId}, ${d.percent})) from ${d}
          where ${d.teacherId} = ${a.teacherId} and ${d.year} = ${a.year}))`,
    sql`from ${a} join ${T.teacher} on ${T.teacher.id} = ${a.teacherId} where ${a.year} = ${year}`,
  );
  return rows.map((r) => {
    const [id, name, nameEn, participating, specialty, specialtyEn, degree, degreeYear, responsibilities] = r;
    const [missionPercent, basis] = r.slice(9) as Json[];
    const shares = r[11] as [string, number][] | null;
    return {
      id: str(id),
      name: str(name),
      nameEn: str(nameEn),
      specialty: str(specialty),
      specialtyEn: str(specialtyEn),
      degree: DEGREES.has(str(degree)) ? (str(degree) as DegreeCode) : null,
      degreeYear: degreeYear === null || degreeYear === undefined ? null : num(degreeYear),
      participating: participating === true,
      responsibilities: str(responsibilities)
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
      missionPercent: missionPercent === null || missionPercent === undefined ? 100 : num(missionPercent),
      basis: str(basis),
      disciplines: (shares ?? []).map(([disciplineId, percent]) => ({
        disciplineId: str(disciplineId),
        percent: num(percent),
      })),
    };
  });
}

/** id, type, category, peer-reviewed, date, title, venue level, [teacher id, lead] of each author. */
type OutputTuple = [
  string,
  string,
  string | null,
  boolean,
  string | null,
  string | null,
  string | null,
  [string | null, boolean][] | null,
];

/** Approved outputs dated from `fromYear` on, each with its authors in order. */
export async function loadOutputs(db: Executor, fromYear: number): Promise<Output[]> {
  const o = T.output;
  const au = T.author;
  const rows = await jsonTuplesOf<OutputTuple>(
    db,
    sql`select json_build_array(${o.id}, ${o.outputType}, ${o.category}, ${o.peerReviewed}, ${o.publishDate},
          coalesce(nullif(${o.titleEn}, ''), ${o.titleZh}), ${o.venueLevel},
          (select json_agg(json_build_array(${au.teacherId}, ${au.isLead}) order by ${au.authorOrder})
             from ${au} where ${au.outputId} = ${o.id})) as r
      from ${o}
      where ${o.reviewStatus} = ${REVIEW_STATUS.reviewed} and ${o.publishDate} >= ${`${fromYear}-01-01`}`,
  );
  return rows.map((r) => {
    const [id, type, category, peerReviewed, date, title, venueLevel, authors] = r;
    return {
      id,
      type,
      category: category === '1' || category === '2' || category === '3' ? (category as Category) : null,
      peerReviewed: peerReviewed === true,
      date,
      approved: true,
      title: title ?? '',
      venueLevel,
      authors: (authors ?? []).map(([teacherId, isLead]) => ({ teacherId, isLead: isLead === true })),
    };
  });
}

export async function loadActivities(db: Executor): Promise<Activity[]> {
  const e = T.engagement;
  const rows = await jsonRows<Record<string, string | null>>(
    db,
    sql`select ${e.id} as id, ${e.teacherId} as "teacherId", ${e.type} as type, ${e.title} as title,
        ${e.startTime} as start, ${e.endTime} as "end"
      from ${e} where ${e.reviewStatus} = ${REVIEW_STATUS.reviewed}`,
  );
  return rows.map((r) => ({
    id: str(r.id),
    teacherId: str(r.teacherId),
    type: str(r.type),
    title: str(r.title),
    start: r.start ?? null,
    end: r.end ?? null,
    approved: true,
  }));
}

/** Teaching assignments of a year, as arrays (see loadTeachers). */
export async function loadAssignments(db: Executor, year: number): Promise<Assignment[]> {
  const a = T.assignment;
  const rows = await jsonTuples<Json[]>(
    db,
    sql`json_build_array(${a.id}, ${a.teacherId}, ${a.disciplineId}, ${a.year}, ${a.courseCode},
        ${a.courseName}, ${a.degreeLevel}, ${a.creditHours}, ${a.contactHours}, ${a.enrolledStudents})`,
    sql`from ${a} where ${a.year} = ${year}`,
  );
  return rows.map((r) => {
    const [id, teacherId, disciplineId, y, courseCode, courseName, degreeLevel, credit, contact, enrolled] =
      r;
    return {
      id: str(id),
      teacherId: str(teacherId),
      disciplineId: disciplineId ? str(disciplineId) : null,
      year: num(y),
      courseCode: str(courseCode),
      courseName: str(courseName),
      degreeLevel: LEVELS.has(str(degreeLevel)) ? (str(degreeLevel) as DegreeLevel) : null,
      creditHours: num(credit),
      contactHours: num(contact),
      enrolledStudents: num(enrolled),
    };
  });
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

/**
 * Runs independent reads together: on a pool each takes its own connection, so they overlap; in a
 * transaction (one connection) one after another, as its client takes one query at a time.
 */
export async function reads<T extends readonly unknown[]>(
  db: Executor,
  work: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(work.map((w) => w()))) as unknown as T;
  const out: unknown[] = [];
  for (const w of work) out.push(await w());
  return out as unknown as T;
}

/** Settings, rules and disciplines every table needs, read at once (together on PostgreSQL). */
export async function loadBasics(db: Executor) {
  const [school, settings, rules, disciplines] = await reads(db, [
    () => schoolSettings(db),
    () => readSettings(db),
    () => currentRules(db),
    () => loadDisciplines(db),
  ] as const);
  const retroactiveYears = Math.max(1, school.retroactiveYears);
  const counting: CountingSettings = {
    retroactiveYears,
    contributionRate: school.contributionRate,
    rateCounting: school.contributionRateEnabled,
    mapping: settings.mapping,
  };
  return { school, settings, rules, disciplines, counting };
}

/**
 * Everything the tables of `year` need, in a handful of queries (no query per teacher or record).
 * `table81Only` skips what Table 8-1 does not need (the reporting year's faculty, activities and
 * teaching): its figures depend only on the base year's faculty and the outputs.
 */
export async function loadSchool(
  db: Executor,
  year: number,
  options: { baseYear?: number; table81Only?: boolean } = {},
): Promise<LoadedSchool> {
  const { school, settings, rules, disciplines, counting } = await loadBasics(db);
  const baseYear = options.baseYear ?? yearOf(school.table81BaseTime) ?? year;
  const retro = counting.retroactiveYears;
  const fromYear = Math.min(year, baseYear) - retro + 1;
  const only81 = options.table81Only === true;
  const teachers = only81 ? [] : await loadTeachers(db, year);
  const baseTeachers = baseYear === year && !only81 ? teachers : await loadTeachers(db, baseYear);
  const identifications = only81 ? new Map<string, Identification>() : await currentIdentifications(db, year);
  return {
    ruleVersion: rules.version,
    baseTime: school.table81BaseTime,
    identifications,
    school: {
      year,
      baseYear,
      unit: settings.unit,
      thresholds: settings.thresholds,
      counting,
      rules: rules.rules,
      disciplines,
      teachers,
      baseTeachers,
      outputs: await loadOutputs(db, only81 ? baseYear - retro + 1 : fromYear),
      activities: only81 ? [] : await loadActivities(db),
      assignments: only81 ? [] : await loadAssignments(db, year),
      identified: Object.fromEntries([...identifications].map(([id, x]) => [id, x.status])),
    },
  };
}
