import { type Locale, RESOURCE, ROLE } from '@accredit/shared';
import {
  checkSyllabusPart,
  SYLLABUS_PART_KEYS,
  type SyllabusProblem,
} from '@accredit/shared/curriculum/syllabus.ts';
import { and, eq, inArray, max, type SQL } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Executor } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import type { HookContext, ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { col } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';
import { personOfUser, TEACHER } from '../faculty/people.ts';
import { teacherIdOfUser } from '../faculty/teachers.ts';

/**
 * Rules of the syllabus resource (issue 16 item 4): its structured parts checked row by row with
 * messages in the caller's language, their texts stripped of markup; the version numbered per
 * course and school year when not given; the teacher in charge defaulting to the caller's own
 * teacher record; linked learning objectives limited to the programmes whose plan has the course;
 * and a teacher's reach widened to the syllabi of the courses they teach.
 */
export const syllabi = resourceTable(RESOURCE.syllabus);
const los = resourceTable(RESOURCE.degreeProgramsLo);
const plan = resourceTable(RESOURCE.teachingProgram);
const courseTeachers = resourceTable(RESOURCE.teachingProgramTeacher);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A plain text as stored: no markup, no control characters (line breaks stay). */
export function plainText(text: string): string {
  const stripped = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} });
  return (
    stripped
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, name: string) => ENTITIES[name])
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
  );
}

/** The problems of one part as one message: "Row 2, Code: Can't be blank!; …". */
export function partMessage(locale: Locale, problems: readonly SyllabusProblem[]): string {
  return problems
    .map((p) => {
      const text = translate(locale, p.message, p.values);
      const where = [
        p.row ? translate(locale, 'syllabus.errors.row', { row: p.row }) : '',
        p.column ? translate(locale, `syllabus.columns.${p.column}`) : '',
      ].filter(Boolean);
      return where.length ? `${where.join(', ')}: ${text}` : text;
    })
    .join('; ');
}

/** Ids of the learning objectives of the programmes whose plan includes the course. */
export function programmeLosOfCourse(db: Executor, courseId: string) {
  return db
    .select({ id: col(los, 'id') })
    .from(los)
    .where(
      inArray(
        col(los, 'degreeProgramsId'),
        db
          .selectDistinct({ id: col(plan, 'degreeProgramsId') })
          .from(plan)
          .where(eq(col(plan, 'courseId'), courseId)),
      ),
    );
}

async function loProblems(ctx: HookContext, courseId: unknown, objectives: readonly Row[]) {
  const wanted = [...new Set(objectives.flatMap((o) => o.loIds as string[]))];
  if (wanted.length === 0 || typeof courseId !== 'string') return null;
  const known = new Set(
    (
      await ctx.tx
        .select({ id: col(los, 'id') })
        .from(los)
        .where(
          and(
            inArray(col(los, 'id'), wanted),
            inArray(col(los, 'id'), programmeLosOfCourse(ctx.tx, courseId)),
          ),
        )
    ).map((r) => String(r.id)),
  );
  const problems: SyllabusProblem[] = [];
  objectives.forEach((o, i) => {
    if ((o.loIds as string[]).some((id) => !known.has(id)))
      problems.push({
        part: 'objectives',
        row: i + 1,
        column: 'loIds',
        message: 'syllabus.errors.unknownLo',
      });
  });
  return problems.length ? partMessage(ctx.locale, problems) : null;
}

/** The next version of a course's syllabus in a school year: one more than the highest so far. */
export async function nextVersion(db: Executor, courseId: string, schoolYearId: string): Promise<number> {
  const [row] = await db
    .select({ top: max(col(syllabi, 'version')) })
    .from(syllabi)
    .where(and(eq(col(syllabi, 'courseId'), courseId), eq(col(syllabi, 'schoolYearId'), schoolYearId)));
  return Number(row?.top ?? 0) + 1;
}

/** The courses a signed-in teacher teaches (course teacher rows of their teacher record), as a subquery. */
export function coursesTaughtBy(db: Executor, userId: string) {
  return db
    .selectDistinct({ id: col(courseTeachers, 'courseId') })
    .from(courseTeachers)
    .where(inArray(col(courseTeachers, 'teacherId'), personOfUser(db, TEACHER, userId)));
}

export const syllabusHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing) {
    const problems: Record<string, string> = {};
    for (const part of SYLLABUS_PART_KEYS) {
      if (!(part in values)) continue;
      const checked = checkSyllabusPart(part, values[part], plainText);
      if (checked.problems.length) problems[part] = partMessage(ctx.locale, checked.problems);
      else values[part] = checked.rows;
    }
    const merged = { ...(existing ?? {}), ...values };
    if (
      !problems.objectives &&
      Array.isArray(merged.objectives) &&
      ('objectives' in values || 'courseId' in values)
    ) {
      const lo = await loProblems(ctx, merged.courseId, merged.objectives as Row[]);
      if (lo) problems.objectives = lo;
    }
    if (Object.keys(problems).length) return problems;
    if (
      (merged.version === null || merged.version === undefined) &&
      typeof merged.courseId === 'string' &&
      typeof merged.schoolYearId === 'string'
    )
      values.version = await nextVersion(ctx.tx, merged.courseId, merged.schoolYearId);
    if (!existing && (values.teacherId === null || values.teacherId === undefined)) {
      const own = await teacherIdOfUser(ctx.tx, ctx.auth.user.id);
      if (own) values.teacherId = own;
    }
    return {};
  },
  /** A teacher reads, exports and edits the syllabi of the courses they teach, whoever wrote them. */
  widenScope({ db, table, auth, action }): SQL | undefined {
    if (auth.roleCode !== ROLE.teacher || !['query', 'get', 'export', 'edit'].includes(action))
      return undefined;
    return inArray(col(table, 'courseId'), coursesTaughtBy(db, auth.user.id)) as SQL;
  },
};
