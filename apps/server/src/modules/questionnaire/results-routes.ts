import {
  compareResults,
  LOCALES,
  type Locale,
  type QuestionnaireCompare,
  questionResults,
  RESOURCE,
  rateOf,
  zEnvelope,
} from '@accredit/shared';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { asDownload } from '../../core/download.ts';
import { ok } from '../../core/envelope.ts';
import { badRequest, unauthorized } from '../../core/errors.ts';
import { col, rowScope } from '../../crud/scope.ts';
import { questionnaireTable } from '../resources/schema.ts';
import { readQuestionnaire } from './access.ts';
import { answersWorkbook } from './report-answers.ts';
import { nameIn, translatorFor } from './report-common.ts';
import { resultsDocx } from './report-word.ts';
import { infoOf, type QuestionnaireInfo, ratesOf, responsesOf, resultsOf, withheld } from './results-data.ts';

/**
 * Results of questionnaires (issue 18 item 5, plan part D): the figures of every question for
 * everyone or one audience group, the other runs of the same template and the comparison of two
 * runs, the raw answers as Excel (/answersXls: the engine's /exportXls is the list export) and the
 * Word report with a chart per question. Every read goes through readQuestionnaire, the caller's
 * row scope for the permission the route declares (get for the figures, export for the files).
 */
const ZId = z.string().trim().min(1).max(64);
const ZGroup = z.string().trim().min(1).max(200).optional();
const T_ = z.object({ _t: z.coerce.number().optional() });
const ZLang = z.enum(LOCALES).optional();
const ZAny = z.unknown();
const BASE = '/aacsb/questionnaire';
const tags = ['questionnaire'];
const GET = 'questionnaire:get';
const EXPORT = 'questionnaire:export';

const authOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw unauthorized();
  return request.auth;
};

async function read(db: Db, request: FastifyRequest, id: string, code: string): Promise<QuestionnaireInfo> {
  return infoOf(await readQuestionnaire(db, authOf(request), id, code));
}

/** A download's name: "<what> - <questionnaire name>", without characters file systems refuse. */
const fileName = (what: string, q: QuestionnaireInfo, lang: Locale) =>
  `${what}-${nameIn(q, lang)}`.replace(/[\\/:*?"<>|]+/g, ' ').slice(0, 120);

export function registerResultRoutes(app: App, db: Db): void {
  app.get(
    `${BASE}/results`,
    {
      config: { access: { permission: GET } },
      schema: {
        tags,
        summary:
          'Figures of every question (counts, percentages, means, text answers) for everyone or one audience group (QuestionnaireResults); withheld for fewer than 3 answers of an anonymous questionnaire',
        querystring: T_.extend({ id: ZId, group: ZGroup }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const q = await read(db, request, request.query.id, GET);
      return ok(await resultsOf(db, q, request.query.group ?? null));
    },
  );

  app.get(
    `${BASE}/runs`,
    {
      config: { access: { permission: GET } },
      schema: {
        tags,
        summary:
          'The other questionnaires made from the same template that the caller may read, newest first',
        querystring: T_.extend({ id: ZId }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const q = await read(db, request, request.query.id, GET);
      if (!q.templateId) return ok([]);
      const t = questionnaireTable;
      const scope = await rowScope(db, RESOURCE.questionnaire, t, auth, GET);
      const rows = await db
        .select({
          id: col(t, 'id'),
          name: col(t, 'name'),
          nameEn: col(t, 'nameEn'),
          status: col(t, 'status'),
          startTime: col(t, 'startTime'),
          endTime: col(t, 'endTime'),
          responseCount: col(t, 'responseCount'),
        })
        .from(t)
        .where(and(eq(col(t, 'templateId'), q.templateId), ne(col(t, 'id'), q.id), ...scope))
        .orderBy(desc(col(t, 'startTime')))
        .limit(200);
      const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : null);
      return ok(
        rows.map((r) => ({
          id: String(r.id),
          name: String(r.name ?? ''),
          nameEn: (r.nameEn as string | null) ?? null,
          status: String(r.status ?? ''),
          startTime: iso(r.startTime),
          endTime: iso(r.endTime),
          responseCount: Number(r.responseCount ?? 0),
        })),
      );
    },
  );

  app.get(
    `${BASE}/compare`,
    {
      config: { access: { permission: GET } },
      schema: {
        tags,
        summary:
          'Two runs of the same template side by side (QuestionnaireCompare): respondents, response rate, and per question the means (ratings, matrix rows) or option percentages',
        querystring: T_.extend({ id: ZId, otherId: ZId }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const { id, otherId } = request.query;
      if (id === otherId) throw badRequest('qnrResults.errors.sameRun');
      const [a, b] = await Promise.all([read(db, request, id, GET), read(db, request, otherId, GET)]);
      if (!a.templateId || a.templateId !== b.templateId)
        throw badRequest('qnrResults.errors.notSameTemplate');
      const run = async (q: QuestionnaireInfo) => {
        const [responses, rates] = await Promise.all([responsesOf(db, q, null), ratesOf(db, q.id)]);
        // A run whose answers are withheld compares as a run nobody answered.
        const shown = withheld(q, responses.length) ? [] : responses;
        return {
          head: {
            id: q.id,
            name: q.name,
            nameEn: q.nameEn,
            respondents: responses.length,
            rate: rateOf(rates.total.answered, rates.total.audience),
          },
          results: questionResults(q.groups, shown),
        };
      };
      const [ra, rb] = await Promise.all([run(a), run(b)]);
      const answer: QuestionnaireCompare = {
        a: ra.head,
        b: rb.head,
        questions: compareResults(ra.results, rb.results),
      };
      return ok(answer);
    },
  );

  app.get(
    `${BASE}/answersXls`,
    {
      config: { access: { permission: EXPORT }, audit: false },
      schema: {
        tags,
        summary:
          'The answers as an Excel workbook: one row per response, a column per question (matrix: per row), a summary and the response rates; no identity for anonymous questionnaires (lang: the file’s language)',
        querystring: T_.extend({ id: ZId, lang: ZLang }),
      },
    },
    async (request, reply) => {
      const q = await read(db, request, request.query.id, EXPORT);
      const lang: Locale = request.query.lang ?? request.locale;
      const [responses, rates] = await Promise.all([responsesOf(db, q, null), ratesOf(db, q.id)]);
      const hidden = withheld(q, responses.length);
      const file = await answersWorkbook({
        q,
        lang,
        responses: hidden ? [] : responses,
        rates,
        results: hidden ? [] : questionResults(q.groups, responses),
        withheld: hidden,
      });
      const name = fileName(translatorFor(lang)('excel.fileName'), q, lang);
      return asDownload(reply, 'xlsx', `questionnaire-answers-${q.id}`, name).send(file);
    },
  );

  app.get(
    `${BASE}/exportWord`,
    {
      config: { access: { permission: EXPORT }, audit: false },
      schema: {
        tags,
        summary:
          'The results as a Word report (A4) with a bar chart per question, the figures tables, the text answers and the response rates, for everyone or one audience group (lang: the file’s language)',
        querystring: T_.extend({ id: ZId, lang: ZLang, group: ZGroup }),
      },
    },
    async (request, reply) => {
      const q = await read(db, request, request.query.id, EXPORT);
      const lang: Locale = request.query.lang ?? request.locale;
      const group = request.query.group ?? null;
      const rates = await ratesOf(db, q.id);
      const results = await resultsOf(db, q, group, rates);
      const today = new Date().toISOString().slice(0, 10);
      const file = await resultsDocx({ q, lang, results, rates, today });
      const name = fileName(translatorFor(lang)('word.fileName'), q, lang);
      return asDownload(reply, 'docx', `questionnaire-report-${q.id}`, name).send(file);
    },
  );
}
