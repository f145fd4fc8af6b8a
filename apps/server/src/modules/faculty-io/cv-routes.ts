import { LOCALES, type Locale, RESOURCE, zEnvelope } from '@accredit/shared';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { asDownload } from '../../core/download.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, forbidden, notFound, unauthorized } from '../../core/errors.ts';
import { ResourceContext } from '../../crud/context.ts';
import { findInScope } from '../../crud/records.ts';
import { resourceTable } from '../../crud/table.ts';
import { ZEnglishCheck } from '../qualification/english-check.ts';
import { type CvRange, loadCvData } from './cv-data.ts';
import { buildCvDocx } from './cv-docx.ts';
import { cvMissingEnglish } from './cv-english.ts';
import { buildCvDocument, type CvDocument } from './cv-model.ts';

/**
 * GET /aacsb/teacher/cv (the Word file) and /aacsb/teacher/cv/data (the same content for the
 * resume page). A teacher reaches their own CV; staff holding teacher:query reach the teachers
 * inside their data rules on teacher records. Without teacherId the caller's own record is meant.
 */
const zBound = z
  .string()
  .regex(/^\d{4}(-\d{2}-\d{2})?$/, { error: 'facultyio.cv.badDate' })
  .optional();
const zQuery = z.object({
  teacherId: z.string().max(64).optional(),
  lang: z.enum(LOCALES as unknown as [Locale, ...Locale[]]).optional(),
  from: zBound,
  to: zBound,
  _t: z.string().optional(),
});
type CvQuery = z.infer<typeof zQuery>;

const zRun = z.object({ text: z.string(), bold: z.boolean().optional(), italic: z.boolean().optional() });
const zItem = z.object({ runs: z.array(zRun), note: z.string().optional() });
const zCv = z.object({
  teacherId: z.string(),
  lang: z.string(),
  title: z.string(),
  name: z.string(),
  subtitle: z.string(),
  period: z.string(),
  generated: z.string(),
  sections: z.array(
    z.object({
      key: z.string(),
      heading: z.string(),
      fields: z.array(z.object({ label: z.string(), value: z.string() })).optional(),
      items: z.array(zItem).optional(),
      groups: z
        .array(
          z.object({
            heading: z.string(),
            years: z.array(z.object({ year: z.string(), items: z.array(zItem) })),
          }),
        )
        .optional(),
      empty: z.string().optional(),
    }),
  ),
});

/** Year bounds become whole years; a range given backwards is refused. */
export function rangeOf(query: Pick<CvQuery, 'from' | 'to'>): CvRange {
  const from = query.from ? (query.from.length === 4 ? `${query.from}-01-01` : query.from) : null;
  const to = query.to ? (query.to.length === 4 ? `${query.to}-12-31` : query.to) : null;
  if (from && to && from > to) throw new AppError(400, 'facultyio.cv.badRange');
  return { from, to };
}

async function teacherIdFor(db: Db, auth: AuthContext, wanted: string | undefined): Promise<string> {
  const t = resourceTable(RESOURCE.teacher);
  if (!wanted) {
    const [own] = await db.select({ id: t.id }).from(t).where(eq(t.userId, auth.user.id)).limit(1);
    if (!own) throw notFound('facultyio.cv.noTeacher');
    return String(own.id);
  }
  const [row] = await db.select({ id: t.id, userId: t.userId }).from(t).where(eq(t.id, wanted)).limit(1);
  if (row && row.userId === auth.user.id) return wanted;
  // Someone else's CV: only with teacher:query, and only within its data rules.
  if (!auth.permissions.has('teacher:query')) throw forbidden();
  const scope = await new ResourceContext(RESOURCE.teacher, db).scope(db, auth, 'query');
  if ((await findInScope(db, t, [wanted], scope)).length === 0)
    throw forbidden('crud.errors.notFoundOrForbidden');
  return wanted;
}

async function cvFor(
  db: Db,
  request: Pick<FastifyRequest, 'auth' | 'locale'> & { query: CvQuery },
): Promise<CvDocument & { teacherId: string }> {
  const auth = request.auth;
  if (!auth) throw unauthorized();
  const range = rangeOf(request.query);
  const teacherId = await teacherIdFor(db, auth, request.query.teacherId);
  const data = await loadCvData(db, teacherId, range);
  if (!data) throw notFound('facultyio.cv.noTeacher');
  const lang = request.query.lang ?? request.locale;
  return { teacherId, ...buildCvDocument(data, lang, range, new Date().toISOString().slice(0, 10)) };
}

const ACCESS = { permission: ['resume:query', 'resume:export', 'teacher:query'] } as const;

export function registerCvRoutes(app: App, db: Db): void {
  app.get(
    '/aacsb/teacher/cv/data',
    {
      config: { access: ACCESS },
      schema: {
        tags: ['teacher'],
        summary: "A teacher's CV as content (profile, degrees, positions, contributions by type and year)",
        querystring: zQuery,
        response: { 200: zEnvelope(zCv) },
      },
    },
    async (request) => ok(await cvFor(db, request)),
  );

  app.get(
    '/aacsb/teacher/cv/englishCheck',
    {
      config: { access: ACCESS },
      schema: {
        tags: ['teacher'],
        summary: 'What an English CV of the teacher would name without an English value',
        querystring: zQuery,
        response: { 200: zEnvelope(ZEnglishCheck) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const range = rangeOf(request.query);
      const data = await loadCvData(db, await teacherIdFor(db, auth, request.query.teacherId), range);
      if (!data) throw notFound('facultyio.cv.noTeacher');
      return ok(cvMissingEnglish(data, request.locale));
    },
  );

  app.get(
    '/aacsb/teacher/cv',
    {
      config: { access: ACCESS },
      schema: {
        tags: ['teacher'],
        summary: "A teacher's CV as a Word file (lang zh-CN or en-US, from, to)",
        querystring: zQuery,
      },
    },
    async (request, reply) => {
      const cv = await cvFor(db, request);
      const name = `${cv.title}-${cv.name}`;
      return asDownload(reply, 'docx', 'cv', name).send(await buildCvDocx(cv));
    },
  );
}
