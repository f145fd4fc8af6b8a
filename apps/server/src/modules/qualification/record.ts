import { RESOURCE, type ResourceDef } from '@accredit/shared';
import { asc, eq } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Db } from '../../core/db.ts';
import { notFound } from '../../core/errors.ts';
import { ResourceContext } from '../../crud/context.ts';
import { findInScope } from '../../crud/records.ts';
import { T } from './load.ts';

/**
 * One record behind a table figure, for the drill-down drawer: the fields a reviewer reads
 * (picked, never the raw row) and, for outputs, the authors. `source` names the resource so the
 * web app can open its own screen.
 */
export type RecordKind = 'teacher' | 'output' | 'activity' | 'assignment';

type Value = string | number | boolean | null;
const v = (x: unknown): Value =>
  x === null || x === undefined ? null : typeof x === 'number' || typeof x === 'boolean' ? x : String(x);

function pick(row: Record<string, unknown>, keys: readonly string[]): Record<string, Value> {
  return Object.fromEntries(keys.map((k) => [k, v(row[k])]));
}

const OUTPUT_FIELDS = [
  'outputType',
  'titleZh',
  'titleEn',
  'venueName',
  'venueLevel',
  'publishDate',
  'category',
  'peerReviewed',
  'level',
  'doi',
  'reviewStatus',
] as const;
const ACTIVITY_FIELDS = [
  'type',
  'title',
  'organisation',
  'role',
  'startTime',
  'endTime',
  'level',
  'reviewStatus',
] as const;
const ASSIGNMENT_FIELDS = [
  'courseCode',
  'courseName',
  'term',
  'year',
  'degreeLevel',
  'creditHours',
  'contactHours',
  'enrolledStudents',
] as const;
const TEACHER_FIELDS = ['staffId', 'name', 'education', 'subject', 'duty'] as const;

const RESOURCE_OF: Record<RecordKind, ResourceDef> = {
  output: RESOURCE.researchOutput,
  activity: RESOURCE.professionalEngagement,
  assignment: RESOURCE.teachingAssignment,
  teacher: RESOURCE.teacher,
};

/**
 * The record as the caller's own queryById of its resource would give it: the resource's `get`
 * permission and row scope (data rules, widening hooks), or "not found", whether or not it exists.
 */
async function rowInScope(
  db: Db,
  auth: AuthContext,
  kind: RecordKind,
  id: string,
): Promise<Record<string, unknown>> {
  const resource = new ResourceContext(RESOURCE_OF[kind], db);
  if (!auth.permissions.has(resource.code('get'))) throw notFound();
  const [row] = await findInScope(db, resource.table, [id], await resource.scope(db, auth, 'get'));
  if (!row) throw notFound();
  return row;
}

export async function recordView(db: Db, auth: AuthContext, kind: RecordKind, id: string) {
  const row = await rowInScope(db, auth, kind, id);
  if (kind === 'output') {
    const authors = await db
      .select({
        authorOrder: T.author.authorOrder,
        teacherId: T.author.teacherId,
        teacherName: T.teacher.name,
        externalName: T.author.externalName,
        externalInstitution: T.author.externalInstitution,
        isLead: T.author.isLead,
      })
      .from(T.author)
      .leftJoin(T.teacher, eq(T.teacher.id, T.author.teacherId))
      .where(eq(T.author.outputId, id))
      .orderBy(asc(T.author.authorOrder));
    return {
      kind,
      id,
      source: { resource: 'researchOutput', outputType: v(row.outputType) },
      fields: pick(row, OUTPUT_FIELDS),
      authors: authors.map((a) => ({
        order: v(a.authorOrder),
        teacherId: a.teacherId ? String(a.teacherId) : null,
        name: String(a.teacherName ?? a.externalName ?? ''),
        institution: a.externalInstitution ? String(a.externalInstitution) : null,
        isLead: a.isLead === true,
      })),
    };
  }
  const [fields, resource] =
    kind === 'activity'
      ? [ACTIVITY_FIELDS, 'professionalEngagement']
      : kind === 'assignment'
        ? [ASSIGNMENT_FIELDS, 'teachingAssignment']
        : [TEACHER_FIELDS, 'teacher'];
  return { kind, id, source: { resource, outputType: null }, fields: pick(row, fields), authors: [] };
}
