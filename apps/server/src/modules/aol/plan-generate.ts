import {
  AOL_DEFAULTS,
  type AolComponent,
  type AolComponentKind,
  RESOURCE,
  REVIEW_STATUS,
} from '@accredit/shared';
import { and, asc, desc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Tx } from '../../core/db.ts';
import { newId } from '../../core/ids.ts';
import type { Row } from '../../crud/present.ts';
import { stamp } from '../../crud/records.ts';
import { col } from '../../crud/scope.ts';
import { type ResourceTable, resourceTable } from '../../crud/table.ts';
import {
  evaluations,
  los,
  QUALITATIVE,
  QUANTITATIVE,
  qualitatives,
  rowById,
  STATUS,
} from './hooks-common.ts';
import { namedRows, planRows, schoolYears } from './plan-data.ts';

/**
 * POST /aacsb/evaluationYear/generateAssessments (issue 17 items 1 to 3): one assessment per
 * course and method of the year's plan (quantitative -> evaluation, qualitative ->
 * qualitativeEvaluation), with the course's planned objectives, classes and teacher. Where the plan
 * names no classes (or no teacher), those the teaching programme gives the course in the school
 * year's semesters are taken. Quantitative ones get their components from the course's approved
 * syllabus for that school year while they have none. Running it again only brings drafts in line
 * with the plan; a submitted or unlocked assessment is never touched.
 */
const courseTeachers = resourceTable(RESOURCE.teachingProgramTeacher);
const semesters = resourceTable(RESOURCE.semester);
const syllabi = resourceTable(RESOURCE.syllabus);

type Outcome = 'created' | 'updated' | 'unchanged' | 'locked';

interface Wanted {
  method: string;
  courseId: string;
  loIds: string[];
  classIds: string[];
  teacherId: string | null;
}

const KIND_WORDS: [AolComponentKind, RegExp][] = [
  ['exam', /期末|考试|exam|final/i],
  ['test', /测验|測驗|测试|測試|期中|test|quiz|midterm/i],
  [
    'ordinary',
    /平时|平時|作业|作業|考勤|出勤|课堂|課堂|ordinary|homework|assignment|attendance|participation/i,
  ],
  ['topic', /题目|題目|专题|專題|topic|project/i],
];

/** Components k from a syllabus's assessment plan (name and full marks), keyed c1, c2, ... */
export function componentsFromSyllabus(assessment: unknown): AolComponent[] {
  if (!Array.isArray(assessment)) return [];
  const out: AolComponent[] = [];
  for (const row of assessment as Record<string, unknown>[]) {
    const name = typeof row?.name === 'string' ? row.name.trim().slice(0, 100) : '';
    const fullMarks = Number(row?.fullMarks);
    if (!name || !Number.isFinite(fullMarks) || fullMarks <= 0) continue;
    const nameEn =
      typeof row.nameEn === 'string' && row.nameEn.trim() ? row.nameEn.trim().slice(0, 200) : undefined;
    const text = `${name} ${nameEn ?? ''}`;
    const kind = KIND_WORDS.find(([, words]) => words.test(text))?.[0] ?? 'other';
    out.push({ key: `c${out.length + 1}`, kind, name, ...(nameEn ? { nameEn } : {}), fullMarks });
  }
  return out;
}

/** The plan's courses grouped by method, objectives in the programme's order. */
async function wantedAssessments(tx: Tx, year: Row): Promise<Wanted[]> {
  const plan = await planRows(tx, String(year.id));
  const order = new Map(
    (
      await tx
        .select({ id: col(los, 'id') })
        .from(los)
        .where(eq(col(los, 'degreeProgramsId'), String(year.degreeProgramsId)))
        .orderBy(asc(col(los, 'sort')), asc(col(los, 'code')))
    ).map((r, i) => [String(r.id), i]),
  );
  const groups = new Map<string, Wanted>();
  for (const row of plan.courses) {
    const key = `${row.method}|${row.courseId}`;
    const group = groups.get(key) ?? {
      method: row.method,
      courseId: row.courseId,
      loIds: [],
      classIds: [],
      teacherId: null,
    };
    groups.set(key, group);
    if (!group.loIds.includes(row.loId)) group.loIds.push(row.loId);
    for (const id of row.classIds) if (!group.classIds.includes(id)) group.classIds.push(id);
    group.teacherId ??= row.teacherId;
  }
  const rank = (id: string) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
  for (const g of groups.values()) g.loIds.sort((a, b) => rank(a) - rank(b));
  return [...groups.values()];
}

/** Who teaches which classes of each course in the school year's semesters (teaching programme). */
async function taught(tx: Tx, year: Row, courseIds: readonly string[]) {
  const out = new Map<string, { classIds: string[]; teacherIds: string[] }>();
  const schoolYear = await rowById(tx, schoolYears, year.schoolYearId);
  if (!schoolYear || courseIds.length === 0) return out;
  const rows = await tx
    .select({
      courseId: col(courseTeachers, 'courseId'),
      classId: col(courseTeachers, 'classId'),
      teacherId: col(courseTeachers, 'teacherId'),
    })
    .from(courseTeachers)
    .innerJoin(semesters, eq(col(semesters, 'id'), col(courseTeachers, 'semesterId')))
    .where(
      and(
        eq(col(courseTeachers, 'degreeProgramsId'), String(year.degreeProgramsId)),
        inArray(col(courseTeachers, 'courseId'), [...courseIds]),
        gte(col(semesters, 'startTime'), schoolYear.startTime as string),
        lte(col(semesters, 'startTime'), schoolYear.endTime as string),
      ),
    )
    .orderBy(asc(col(semesters, 'startTime')), asc(col(courseTeachers, 'createTime')));
  for (const r of rows) {
    const entry = out.get(String(r.courseId)) ?? { classIds: [], teacherIds: [] };
    out.set(String(r.courseId), entry);
    if (r.classId && !entry.classIds.includes(String(r.classId))) entry.classIds.push(String(r.classId));
    if (r.teacherId && !entry.teacherIds.includes(String(r.teacherId)))
      entry.teacherIds.push(String(r.teacherId));
  }
  return out;
}

/** Components of each course's approved syllabus for the school year (its latest approved version). */
async function syllabusComponents(tx: Tx, year: Row, courseIds: readonly string[]) {
  const out = new Map<string, AolComponent[]>();
  if (courseIds.length === 0) return out;
  const rows = await tx
    .select({ courseId: col(syllabi, 'courseId'), assessment: col(syllabi, 'assessment') })
    .from(syllabi)
    .where(
      and(
        inArray(col(syllabi, 'courseId'), [...courseIds]),
        eq(col(syllabi, 'schoolYearId'), String(year.schoolYearId)),
        eq(col(syllabi, 'reviewStatus'), REVIEW_STATUS.reviewed),
        isNotNull(col(syllabi, 'assessment')),
      ),
    )
    .orderBy(desc(col(syllabi, 'version')));
  for (const r of rows)
    if (!out.has(String(r.courseId))) out.set(String(r.courseId), componentsFromSyllabus(r.assessment));
  return out;
}

const sameIds = (a: unknown, b: readonly string[]) =>
  Array.isArray(a) && a.length === b.length && a.every((id, i) => id === b[i]);
const isEmpty = (v: unknown) => !Array.isArray(v) || v.length === 0;

async function existingOf(tx: Tx, table: ResourceTable, yearId: string, courseIds: string[]) {
  if (courseIds.length === 0) return new Map<string, Row>();
  const rows = (await tx
    .select()
    .from(table)
    .where(
      and(eq(col(table, 'evaluationYearId'), yearId), inArray(col(table, 'courseId'), courseIds)),
    )) as Row[];
  return new Map(rows.map((r) => [String(r.courseId), r]));
}

export async function generateAssessments(tx: Tx, auth: AuthContext, year: Row) {
  const yearId = String(year.id);
  const wanted = await wantedAssessments(tx, year);
  const courseIds = [...new Set(wanted.map((w) => w.courseId))];
  const quantIds = wanted.filter((w) => w.method === QUANTITATIVE).map((w) => w.courseId);
  const qualIds = wanted.filter((w) => w.method === QUALITATIVE).map((w) => w.courseId);
  const [teaching, fromSyllabus, quantRows, qualRows, names] = await Promise.all([
    taught(tx, year, courseIds),
    syllabusComponents(tx, year, quantIds),
    existingOf(tx, evaluations, yearId, quantIds),
    existingOf(tx, qualitatives, yearId, qualIds),
    namedRows(tx, resourceTable(RESOURCE.course), courseIds),
  ]);
  const report: { id: string; method: string; courseId: string; courseCode: string; outcome: Outcome }[] = [];
  for (const w of wanted) {
    const quantitative = w.method === QUANTITATIVE;
    const table = quantitative ? evaluations : qualitatives;
    const given = teaching.get(w.courseId);
    const classIds = w.classIds.length ? w.classIds : (given?.classIds ?? []);
    const teacherId = w.teacherId ?? given?.teacherIds[0] ?? null;
    const components = fromSyllabus.get(w.courseId) ?? [];
    const stored = (quantitative ? quantRows : qualRows).get(w.courseId);
    let id: string;
    let outcome: Outcome;
    if (!stored) {
      id = newId();
      const config = quantitative
        ? { components, aims: [], bands: AOL_DEFAULTS.bands.map((b) => ({ ...b })) }
        : { rubric: AOL_DEFAULTS.rubric.map((l) => ({ ...l })) };
      await tx.insert(table).values({
        id,
        evaluationYearId: yearId,
        degreeProgramsId: year.degreeProgramsId,
        courseId: w.courseId,
        teacherId,
        classIds,
        loIds: w.loIds,
        status: STATUS.draft,
        step: 1,
        ...config,
        ...stamp(auth, 'add'),
      });
      outcome = 'created';
    } else {
      id = String(stored.id);
      const draft = stored.status === null || stored.status === STATUS.draft;
      const set: Row = {};
      if (draft) {
        if (!sameIds(stored.loIds, w.loIds)) set.loIds = w.loIds;
        if (!sameIds(stored.classIds, classIds)) set.classIds = classIds;
        if (!stored.teacherId && teacherId) set.teacherId = teacherId;
        if (quantitative && isEmpty(stored.components) && components.length) set.components = components;
      }
      if (Object.keys(set).length)
        await tx
          .update(table)
          .set({ ...set, ...stamp(auth, 'edit') })
          .where(eq(col(table, 'id'), id));
      outcome = !draft ? 'locked' : Object.keys(set).length ? 'updated' : 'unchanged';
    }
    report.push({
      id,
      method: w.method,
      courseId: w.courseId,
      courseCode: names.get(w.courseId)?.code ?? w.courseId,
      outcome,
    });
  }
  const tally = (o: Outcome[]) => report.filter((r) => o.includes(r.outcome)).length;
  return {
    created: tally(['created']),
    updated: tally(['updated']),
    unchanged: tally(['unchanged', 'locked']),
    locked: tally(['locked']),
    assessments: report,
  };
}
