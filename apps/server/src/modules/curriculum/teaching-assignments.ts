import { RESOURCE, zEnvelope } from '@accredit/shared';
import type { GenerateResult } from '@accredit/shared/curriculum/teaching.ts';
import { and, asc, eq, gte, inArray, isNotNull, lt, notInArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App } from '../../core/app-types.ts';
import { type Db, inTransaction, type Tx } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, unauthorized } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import type { Row } from '../../crud/present.ts';
import { stamp } from '../../crud/records.ts';
import { col, rowScope } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';
import { markTablesStale } from '../qualification/freshness.ts';
import { courses, courseTeachers, plans, programmes } from './teaching-hooks.ts';

/**
 * POST /aacsb/teachingProgram/generateAssignments {semesterId}: the teaching assignments that
 * Tables 3-1 and 3-2 read, made from who teaches what in a semester, so teaching productivity is
 * not typed twice. Each course-teacher row gives one assignment keyed by `sourceId` (the row's
 * id): generating again changes nothing unless the plan changed, assignments typed by hand
 * (no sourceId) are never touched, and generated ones whose course-teacher row is gone are removed.
 */
const assignments = resourceTable(RESOURCE.teachingAssignment);
const semesters = resourceTable(RESOURCE.semester);

/** The fields an assignment takes from its source; the rest (discipline) is left to people. */
const GENERATED = [
  'teacherId',
  'courseCode',
  'courseName',
  'term',
  'year',
  'degreeLevel',
  'creditHours',
  'contactHours',
  'enrolledStudents',
] as const;

/** The year a semester belongs to (its start) and its place among that year's semesters (2025-1, 2025-2). */
async function termOf(tx: Tx, semester: Row): Promise<{ year: number; term: string }> {
  const start = String(semester.startTime);
  const year = Number(start.slice(0, 4));
  const same = await tx
    .select({ id: col(semesters, 'id') })
    .from(semesters)
    .where(
      and(
        gte(col(semesters, 'startTime'), `${year}-01-01`),
        lt(col(semesters, 'startTime'), `${year + 1}-01-01`),
      ),
    )
    .orderBy(asc(col(semesters, 'startTime')), asc(col(semesters, 'id')));
  const place = same.findIndex((s) => String(s.id) === String(semester.id)) + 1;
  return { year, term: `${year}-${place || 1}` };
}

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

export async function generateAssignments(
  tx: Tx,
  semesterId: string,
  auth: AuthContext,
): Promise<GenerateResult> {
  const [semester] = (await tx
    .select()
    .from(semesters)
    .where(eq(col(semesters, 'id'), semesterId))) as Row[];
  if (!semester) throw new AppError(400, 'teaching.errors.noSemester');
  // Teaching assignments feed the AACSB tables (3-1 and 3-2).
  await markTablesStale(tx);
  const { year, term } = await termOf(tx, semester);
  const scope: SQL[] = await rowScope(
    tx,
    RESOURCE.teachingProgramTeacher,
    courseTeachers,
    auth,
    'teachingProgram:query',
  );
  const sources = await tx
    .select({
      id: col(courseTeachers, 'id'),
      teacherId: col(courseTeachers, 'teacherId'),
      enrolledStudents: col(courseTeachers, 'enrolledStudents'),
      credits: col(plans, 'credits'),
      code: col(courses, 'code'),
      name: col(courses, 'name'),
      nameEn: col(courses, 'nameEn'),
      courseCredits: col(courses, 'credits'),
      theoryHours: col(courses, 'theoryHours'),
      practiceHours: col(courses, 'practiceHours'),
      courseLevel: col(courses, 'degreeLevel'),
      programmeLevel: col(programmes, 'degreeLevel'),
    })
    .from(courseTeachers)
    .innerJoin(plans, eq(col(plans, 'id'), col(courseTeachers, 'teachingProgramId')))
    .innerJoin(courses, eq(col(courses, 'id'), col(plans, 'courseId')))
    .innerJoin(programmes, eq(col(programmes, 'id'), col(plans, 'degreeProgramsId')))
    .where(and(eq(col(courseTeachers, 'semesterId'), semesterId), ...scope));

  const sourceIds = sources.map((s) => String(s.id));
  const existing = sourceIds.length
    ? ((await tx
        .select()
        .from(assignments)
        .where(inArray(col(assignments, 'sourceId'), sourceIds))) as Row[])
    : [];
  const bySource = new Map(existing.map((a) => [String(a.sourceId), a]));
  const result: GenerateResult = {
    semester: String(semester.name),
    term,
    year,
    created: 0,
    updated: 0,
    unchanged: 0,
    removed: 0,
  };
  const fresh: Row[] = [];
  for (const s of sources) {
    const theory = num(s.theoryHours);
    const practice = num(s.practiceHours);
    const values: Row = {
      teacherId: s.teacherId,
      courseCode: s.code,
      courseName: s.nameEn || s.name,
      term,
      year,
      degreeLevel: s.programmeLevel ?? s.courseLevel ?? '5',
      creditHours: num(s.credits) ?? num(s.courseCredits) ?? 0,
      contactHours: theory === null && practice === null ? null : (theory ?? 0) + (practice ?? 0),
      enrolledStudents: num(s.enrolledStudents),
    };
    const current = bySource.get(String(s.id));
    if (!current) {
      fresh.push({ ...values, sourceId: String(s.id), ...stamp(auth, 'add') });
      continue;
    }
    if (GENERATED.every((k) => same(current[k], values[k]))) {
      result.unchanged += 1;
      continue;
    }
    await tx
      .update(assignments)
      .set({ ...values, ...stamp(auth, 'edit') })
      .where(eq(col(assignments, 'id'), String(current.id)));
    result.updated += 1;
  }
  if (fresh.length) await tx.insert(assignments).values(fresh);
  result.created = fresh.length;
  // Generated assignments whose course-teacher row no longer exists (in any semester).
  const removed = await tx
    .delete(assignments)
    .where(
      and(
        isNotNull(col(assignments, 'sourceId')),
        notInArray(
          col(assignments, 'sourceId'),
          tx.select({ id: col(courseTeachers, 'id') }).from(courseTeachers),
        ),
      ),
    )
    .returning({ id: col(assignments, 'id') });
  result.removed = removed.length;
  return result;
}

function same(a: unknown, b: unknown): boolean {
  if ((a === null || a === undefined) && (b === null || b === undefined)) return true;
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  return String(a) === String(b);
}

const zResult = z.object({
  semester: z.string(),
  term: z.string(),
  year: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  removed: z.number(),
});

export function registerAssignmentRoutes(app: App, db: Db): void {
  app.post(
    '/aacsb/teachingProgram/generateAssignments',
    {
      config: {
        access: { permission: 'teachingAssignment:add' },
        audit: 'generate teaching assignments from the teaching programme',
      },
      schema: {
        tags: ['teachingProgram', 'teachingAssignment'],
        summary:
          "Create or update the teaching assignments (Tables 3-1, 3-2) of a semester's course teachers",
        body: z.object({ semesterId: z.string().min(1).max(64) }),
        response: { 200: zEnvelope(zResult) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const result = await inTransaction(db, (tx) => generateAssignments(tx, request.body.semesterId, auth));
      return ok(result, translate(request.locale, 'teaching.generate.done', { ...result }));
    },
  );
}
