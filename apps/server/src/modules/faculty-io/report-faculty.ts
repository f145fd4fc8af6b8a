import { bilingualValue, dictLabel, type Locale, RESOURCE, REVIEW_STATUS } from '@accredit/shared';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import { resourceTable } from '../../crud/table.ts';
import { sysDepart } from '../system/schema.ts';

/**
 * The faculty reports of spec 001 section 7: `faculty` (one row per teacher and reporting year),
 * `facultySummary` (per year and discipline: head count, participating and supporting FTE,
 * doctorates, approved outputs) and `facultyRoster` (one row per teacher). Filters: discipline,
 * year range, type (participating or supporting). Scope conditions come from the caller's data
 * rules on these reports, applied to the teacher table.
 */
export interface ReportFilter {
  disciplineId?: string;
  yearFrom?: number;
  yearTo?: number;
  type?: string;
}

export type ReportRow = Record<string, string | number | null>;

const acc = resourceTable(RESOURCE.teacherAccreditation);
const dis = resourceTable(RESOURCE.teacherDiscipline);
const teachers = resourceTable(RESOURCE.teacher);
const outputs = resourceTable(RESOURCE.researchOutput);
const authors = resourceTable(RESOURCE.researchOutputAuthor);

/** The teacher columns a data rule on these reports may name. */
export const FACULTY_RULE_COLUMNS = {
  createBy: teachers.createBy,
  create_by: teachers.createBy,
  sysOrgCode: teachers.sysOrgCode,
  sys_org_code: teachers.sysOrgCode,
  collegeId: teachers.collegeId,
  college_id: teachers.collegeId,
  majorId: teachers.majorId,
  major_id: teachers.majorId,
};

async function departNames(db: Executor, locale: Locale): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: sysDepart.id, zh: sysDepart.departName, en: sysDepart.departNameEn })
    .from(sysDepart);
  return new Map(
    rows.map((d) => [
      d.id,
      inLang(locale, { departName: d.zh, departNameEn: d.en }, 'departName', 'departNameEn'),
    ]),
  );
}

/** A name in the report's language; a missing English value is marked, not silently Chinese (bilingual.ts). */
const inLang = (locale: Locale, record: object, zhKey: string, enKey: string) =>
  bilingualValue(record, zhKey, enKey, locale, (key) => translate(locale, key));

function accreditationWhere(filter: ReportFilter, scope: SQL[]): SQL[] {
  const where: SQL[] = [...scope];
  if (filter.yearFrom) where.push(gte(acc.year, filter.yearFrom));
  if (filter.yearTo) where.push(lte(acc.year, filter.yearTo));
  if (filter.type === 'participating') where.push(eq(acc.participating, true));
  if (filter.type === 'supporting') where.push(eq(acc.participating, false));
  if (filter.disciplineId)
    where.push(
      sql`exists (select 1 from ${dis} where ${dis.teacherId} = ${acc.teacherId} and ${dis.year} = ${acc.year} and ${dis.disciplineId} = ${filter.disciplineId})`,
    );
  return where;
}

/** Approved outputs per teacher and year (one query). */
async function outputCounts(db: Executor, teacherIds: string[]): Promise<Map<string, number>> {
  if (teacherIds.length === 0) return new Map();
  const year = sql<number>`extract(year from ${outputs.publishDate})::int`;
  const rows = await db
    .select({ teacherId: authors.teacherId, year, n: sql<number>`count(distinct ${outputs.id})::int` })
    .from(authors)
    .innerJoin(outputs, eq(outputs.id, authors.outputId))
    .where(and(inArray(authors.teacherId, teacherIds), eq(outputs.reviewStatus, REVIEW_STATUS.reviewed)))
    .groupBy(authors.teacherId, year);
  return new Map(rows.map((r) => [`${r.teacherId}|${r.year}`, Number(r.n)]));
}

async function disciplineSplits(db: Executor, teacherIds: string[], names: Map<string, string>) {
  const out = new Map<string, { id: string; name: string; percent: number }[]>();
  if (teacherIds.length === 0) return out;
  for (const d of await db.select().from(dis).where(inArray(dis.teacherId, teacherIds))) {
    const key = `${d.teacherId}|${d.year}`;
    out.set(key, [
      ...(out.get(key) ?? []),
      {
        id: String(d.disciplineId),
        name: names.get(String(d.disciplineId)) ?? String(d.disciplineId),
        percent: Number(d.percent),
      },
    ]);
  }
  return out;
}

const splitText = (list: { name: string; percent: number }[] | undefined) =>
  (list ?? []).map((d) => `${d.name} ${d.percent}%`).join(', ');

export async function facultyRows(
  db: Executor,
  filter: ReportFilter,
  scope: SQL[],
  locale: Locale,
): Promise<ReportRow[]> {
  const rows = await db
    .select({ a: acc, t: teachers })
    .from(acc)
    .innerJoin(teachers, eq(teachers.id, acc.teacherId))
    .where(and(...accreditationWhere(filter, scope)))
    .orderBy(acc.year, teachers.staffId);
  const ids = [...new Set(rows.map((r) => String(r.t.id)))];
  const names = await departNames(db, locale);
  const splits = await disciplineSplits(db, ids, names);
  const counts = await outputCounts(db, ids);
  return rows.map(({ a, t }) => {
    const key = `${t.id}|${a.year}`;
    return {
      year: Number(a.year),
      staffId: String(t.staffId),
      name: inLang(locale, t, 'name', 'nameEn'),
      college: t.collegeId ? (names.get(String(t.collegeId)) ?? null) : null,
      disciplines: splitText(splits.get(key)),
      participation: translate(
        locale,
        a.participating ? 'facultyio.cv.participating' : 'facultyio.cv.supporting',
      ),
      highestDegree: a.highestDegree ? dictLabel('highestDegree', String(a.highestDegree), locale) : null,
      degreeYear: a.degreeYear === null ? null : Number(a.degreeYear),
      employmentStatus: a.employmentStatus
        ? dictLabel('employmentStatus', String(a.employmentStatus), locale)
        : null,
      responsibilities: a.responsibilities ? String(a.responsibilities) : null,
      missionPercent: a.missionPercent === null ? null : Number(a.missionPercent),
      outputs: counts.get(key) ?? 0,
    };
  });
}

export async function facultySummaryRows(
  db: Executor,
  filter: ReportFilter,
  scope: SQL[],
  locale: Locale,
): Promise<ReportRow[]> {
  const rows = await db
    .select({
      teacherId: acc.teacherId,
      year: acc.year,
      participating: acc.participating,
      degree: acc.highestDegree,
    })
    .from(acc)
    .innerJoin(teachers, eq(teachers.id, acc.teacherId))
    .where(and(...accreditationWhere({ ...filter, disciplineId: undefined }, scope)));
  const ids = [...new Set(rows.map((r) => String(r.teacherId)))];
  const names = await departNames(db, locale);
  const splits = await disciplineSplits(db, ids, names);
  const counts = await outputCounts(db, ids);
  interface Group {
    year: number;
    discipline: string;
    teachers: number;
    participatingFte: number;
    supportingFte: number;
    totalFte: number;
    doctorates: number;
    outputs: number;
  }
  const groups = new Map<string, Group>();
  for (const r of rows)
    for (const d of splits.get(`${r.teacherId}|${r.year}`) ?? []) {
      if (filter.disciplineId && d.id !== filter.disciplineId) continue;
      const key = `${r.year}|${d.id}`;
      const g: Group = groups.get(key) ?? {
        year: Number(r.year),
        discipline: d.name,
        teachers: 0,
        participatingFte: 0,
        supportingFte: 0,
        totalFte: 0,
        doctorates: 0,
        outputs: 0,
      };
      g.teachers++;
      if (r.participating) g.participatingFte += d.percent / 100;
      else g.supportingFte += d.percent / 100;
      g.totalFte = Math.round((g.participatingFte + g.supportingFte) * 100) / 100;
      if (r.degree === '3') g.doctorates++;
      // A teacher's outputs count in each discipline they work in (DOMAIN.md section 3).
      g.outputs += counts.get(`${r.teacherId}|${r.year}`) ?? 0;
      groups.set(key, g);
    }
  return [...groups.values()]
    .map((g) => ({
      ...g,
      participatingFte: Math.round(g.participatingFte * 100) / 100,
      supportingFte: Math.round(g.supportingFte * 100) / 100,
    }))
    .sort((a, b) => a.year - b.year || a.discipline.localeCompare(b.discipline));
}

export async function facultyRosterRows(
  db: Executor,
  filter: ReportFilter,
  scope: SQL[],
  locale: Locale,
): Promise<ReportRow[]> {
  const perYear = await facultyRows(db, filter, scope, locale);
  const latest = new Map<string, ReportRow>();
  for (const r of perYear) latest.set(String(r.staffId), r);
  const filtered = filter.yearFrom || filter.yearTo || filter.disciplineId || filter.type;
  const list = (await db
    .select()
    .from(teachers)
    .where(and(...scope))
    .orderBy(teachers.staffId)) as Record<string, unknown>[];
  const names = await departNames(db, locale);
  return list
    .filter((t) => !filtered || latest.has(String(t.staffId)))
    .map((t) => {
      const last = latest.get(String(t.staffId));
      return {
        staffId: String(t.staffId),
        name: inLang(locale, t, 'name', 'nameEn'),
        sex: t.sex ? dictLabel('sex', String(t.sex), locale) : null,
        college: t.collegeId ? (names.get(String(t.collegeId)) ?? null) : null,
        duty: (t.duty as string | null) ?? null,
        education: t.education ? dictLabel('education', String(t.education), locale) : null,
        workDay: (t.workDay as string | null) ?? null,
        year: last ? Number(last.year) : null,
        participation: last ? String(last.participation) : null,
        disciplines: last ? String(last.disciplines) : null,
      };
    });
}
