import { LOCALES, type Locale, zEnvelope } from '@accredit/shared';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import { type Db, inTransaction } from '../../core/db.ts';
import { asDownload } from '../../core/download.ts';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { refuseImport, uploadedWorkbook } from '../../crud/excel.ts';
import { exportWorkbook, importProblems, readSheet, templateWorkbook } from './excel.ts';
import { authOf, BASE, tags, ZYear } from './routes.ts';
import { writeIdentity } from './save.ts';

/**
 * Identity management files: the year as Excel (in the language asked), the import template, and
 * the import into a year (multipart `file`, like the engine's importExcel): all rows or none,
 * refused with every problem by row and column.
 */
const ZLang = z.enum(LOCALES).optional();

export function registerIdentityFileRoutes(app: App, db: Db): void {
  app.get(
    `${BASE}/exportXls`,
    {
      config: { access: { permission: 'identity:export' }, audit: false },
      schema: {
        tags,
        summary:
          'The year’s teachers and categories as an Excel file (lang: labels, names and headers in that language; percent as a number)',
        querystring: z.object({ year: ZYear, lang: ZLang, _t: z.coerce.number().optional() }),
      },
    },
    async (request, reply) => {
      const { year } = request.query;
      const lang: Locale = request.query.lang ?? request.locale;
      const body = await exportWorkbook(db, authOf(request), year, lang);
      const name = translate(lang, 'identity.files.export', { year });
      return asDownload(reply, 'xlsx', `faculty-identity-${year}`, name).send(body);
    },
  );

  app.get(
    `${BASE}/importTemplate`,
    {
      config: { access: { permission: ['identity:import', 'identity:export'] }, audit: false },
      schema: {
        tags,
        summary:
          'The import template: headers in the caller’s language, choice lists on the category columns',
        querystring: z.object({ lang: ZLang, _t: z.coerce.number().optional() }),
      },
    },
    async (request, reply) => {
      const lang: Locale = request.query.lang ?? request.locale;
      const name = translate(lang, 'identity.files.template');
      return asDownload(reply, 'xlsx', 'faculty-identity-template', name).send(await templateWorkbook(lang));
    },
  );

  app.post(
    `${BASE}/importExcel`,
    {
      config: { access: { permission: 'identity:import' }, audit: 'import faculty identity categories' },
      schema: {
        tags,
        summary:
          'Imports a year’s categories from xlsx (teacher by staff number or name; labels in any language or codes); all rows or none, every problem by row and column',
        consumes: ['multipart/form-data'],
        querystring: z.object({ year: ZYear }),
        response: {
          200: zEnvelope(z.object({ created: z.number(), updated: z.number() })),
          400: zEnvelope(
            z.object({
              errors: z.array(z.object({ row: z.number(), column: z.string(), message: z.string() })),
            }),
          ),
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const { year } = request.query;
      const workbook = await uploadedWorkbook(request);
      return inTransaction(db, async (tx) => {
        const read = await readSheet(tx, auth, year, workbook);
        if (read === 'noRows') throw new AppError(400, 'identity.errors.noRows');
        if (read.problems.length > 0)
          return refuseImport(reply, request.locale, importProblems(request.locale, read.problems));
        const result = await writeIdentity(tx, auth, year, read.inputs);
        return ok(result, translate(request.locale, 'identity.imported', result));
      });
    },
  );
}
