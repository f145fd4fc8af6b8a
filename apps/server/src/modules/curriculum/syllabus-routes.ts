import { type Locale, RESOURCE, REVIEW_STATUS, zEnvelope } from '@accredit/shared';
import { SYLLABUS_PART_KEYS } from '@accredit/shared/curriculum/syllabus.ts';
import { z } from 'zod';
import type { App, Module } from '../../core/app-types.ts';
import { type Db, inTransaction } from '../../core/db.ts';
import { asDownload } from '../../core/download.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, forbidden } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { ResourceContext } from '../../crud/context.ts';
import { setHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { findInScope, findOneInScope } from '../../crud/records.ts';
import { resourceTable } from '../../crud/table.ts';
import { writeRecord } from '../../crud/write.ts';
import { contextOf, losOfCourse, mapCheckOf } from './syllabus-data.ts';
import { buildSyllabusDocx } from './syllabus-docx.ts';
import { nextVersion, syllabusHooks } from './syllabus-hooks.ts';
import { syllabusWord } from './syllabus-word.ts';

/**
 * The syllabus calls beyond the engine's (issue 16 item 4): a new draft version from an approved
 * syllabus, the curriculum-map check of its objective links, the learning objectives a course's
 * syllabus may link to, and the Word file in either language. Each reads the syllabus inside the
 * caller's row scope for reading, so a syllabus hidden from the list cannot be reached here either.
 */
setHooks('syllabus', syllabusHooks);

const def = RESOURCE.syllabus;
const years = resourceTable(RESOURCE.schoolYear);
const tags = ['syllabus'];
const zId = z.object({ id: z.string().min(1).max(64), _t: z.string().optional() });
const CONTENT = ['summary', 'summaryEn', 'methods', 'methodsEn', ...SYLLABUS_PART_KEYS] as const;

const zFlag = z.object({
  objective: z.string(),
  loId: z.string(),
  loCode: z.string(),
  programme: z.string(),
});
const zLo = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  degreeProgramsId: z.string(),
  programme: z.string(),
  programmeEn: z.string().nullable(),
  inMap: z.boolean(),
});

export function registerSyllabusRoutes(app: App, db: Db): void {
  const r = new ResourceContext(def, db);
  const readable = async (request: Parameters<typeof r.run>[0], id: string): Promise<Row> => {
    const auth = request.auth;
    if (!auth) throw forbidden();
    return findOneInScope(db, r.table, id, await r.scope(db, auth, 'get'));
  };

  app.post(
    '/aacsb/syllabus/newVersion',
    {
      config: { access: { permission: r.code('add') }, audit: 'new syllabus version' },
      schema: {
        tags,
        summary: 'A new Unreviewed draft (next version) copied from an approved syllabus',
        body: z.object({ id: z.string().min(1).max(64) }),
        response: { 200: zEnvelope(z.object({ id: z.string(), version: z.number() })) },
      },
    },
    (request) =>
      r.run(request, async (auth) => {
        const created = await inTransaction(db, async (tx) => {
          const source = findOneInScope(tx, r.table, request.body.id, await r.scope(tx, auth, 'get'));
          const row = await source;
          if (row.reviewStatus !== REVIEW_STATUS.reviewed)
            throw new AppError(400, 'syllabus.errors.notApproved');
          const version = await nextVersion(tx, String(row.courseId), String(row.schoolYearId));
          const values: Row = {
            courseId: row.courseId,
            schoolYearId: row.schoolYearId,
            teacherId: row.teacherId,
            version,
          };
          for (const key of CONTENT) values[key] = row[key] ?? null;
          const id = await writeRecord(await r.target(tx, auth, request.locale), { values }, null);
          return { id, version };
        });
        return ok(created, translate(request.locale, 'syllabus.messages.newVersion', created));
      }),
  );

  app.get(
    '/aacsb/syllabus/mapCheck',
    {
      config: { access: { permission: r.code('get') } },
      schema: {
        tags,
        summary: 'Links of course objectives to programme objectives that the curriculum map lacks',
        querystring: zId,
        response: {
          200: zEnvelope(
            z.object({ year: z.number().nullable(), checked: z.number(), flags: z.array(zFlag) }),
          ),
        },
      },
    },
    (request) =>
      r.run(request, async () => {
        const row = await readable(request, request.query.id);
        const [schoolYear] = await findInScope(db, years, [String(row.schoolYearId)], []);
        return ok(await mapCheckOf(db, row, schoolYear ?? null));
      }),
  );

  app.get(
    '/aacsb/syllabus/loOptions',
    {
      config: { access: { permission: [r.code('add'), r.code('edit'), r.code('get')] } },
      schema: {
        tags,
        summary:
          "Learning objectives of the programmes whose plan includes the course (a syllabus's choices)",
        querystring: z.object({
          courseId: z.string().min(1).max(64),
          schoolYearId: z.string().max(64).optional(),
          _t: z.string().optional(),
        }),
        response: { 200: zEnvelope(z.array(zLo)) },
      },
    },
    (request) =>
      r.run(request, async () => {
        const { courseId, schoolYearId } = request.query;
        const options = await losOfCourse(db, courseId);
        // Whether each would be in the map in force for the school year, so the editor flags links live.
        const probe = { courseId, objectives: [{ code: '', loIds: options.map((o) => o.id) }] };
        const [year] = schoolYearId ? await findInScope(db, years, [schoolYearId], []) : [null];
        const { flags } = await mapCheckOf(db, probe, year ?? null);
        const unmapped = new Set(flags.map((f) => f.loId));
        return ok(options.map((o) => ({ ...o, inMap: !unmapped.has(o.id) })));
      }),
  );

  app.get(
    '/aacsb/syllabus/exportWord',
    {
      config: { access: { permission: [r.code('export'), r.code('get')] }, audit: false },
      schema: {
        tags,
        summary: 'The syllabus as a Word file (lang en-US or zh-CN)',
        querystring: zId.extend({ lang: z.enum(['en-US', 'zh-CN', 'zh-TW', 'pt-BR']).optional() }),
      },
    },
    (request, reply) =>
      r.run(request, async () => {
        const row = await readable(request, request.query.id);
        const lang: Locale = request.query.lang ?? request.locale;
        const word = syllabusWord(row, await contextOf(db, row), lang);
        return asDownload(reply, 'docx', `syllabus-v${Number(row.version ?? 1)}`, word.fileName).send(
          await buildSyllabusDocx(word),
        );
      }),
  );
}

export const syllabusModule: Module = (app, { database }) => {
  registerSyllabusRoutes(app, database.db);
};
