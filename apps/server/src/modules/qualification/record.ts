import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { notFound } from '../../core/errors.ts';
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

export async function recordView(db: Executor, kind: RecordKind, id: string) {
  if (kind === 'output') {
    const [row] = await db.select().from(T.output).where(eq(T.output.id, id));
    if (!row) throw notFound();
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
  const [table, fields, resource] =
    kind === 'activity'
      ? [T.engagement, ACTIVITY_FIELDS, 'professionalEngagement']
      : kind === 'assignment'
        ? [T.assignment, ASSIGNMENT_FIELDS, 'teachingAssignment']
        : [T.teacher, TEACHER_FIELDS, 'teacher'];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (!row) throw notFound();
  return { kind, id, source: { resource, outputType: null }, fields: pick(row, fields), authors: [] };
}
