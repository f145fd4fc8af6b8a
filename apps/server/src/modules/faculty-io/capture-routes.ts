import { zEnvelope } from '@accredit/shared';
import {
  CAPTURE_FORMATS,
  type CaptureEncoding,
  type CaptureFormat,
  decodeCapture,
} from '@accredit/shared/capture/index.ts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { fail, ok } from '../../core/envelope.ts';
import { AppError, unauthorized } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { CommitRefused, commitCapture } from './capture-commit.ts';
import { buildPreview } from './capture-preview.ts';

/**
 * POST /aacsb/researchOutput/capture/preview and /commit (issue 7 item 5). Both need the
 * researchOutput add permission: previewing is the first step of adding. The file comes as a
 * multipart upload (`file`, optional `format`; its encoding detected: UTF-8, UTF-16, GBK/GB18030)
 * or as JSON text; the commit sends the same text back with the person's choices and the
 * supporting PDFs uploaded for entries (POST /obe/uploadFile).
 */
const PERMISSION = 'researchOutput:add';
const MAX_BYTES = 20 * 1024 * 1024;
const tags = ['researchOutput'];

const zFormat = z.enum(CAPTURE_FORMATS as [CaptureFormat, ...CaptureFormat[]]);
const ENCODINGS: readonly CaptureEncoding[] = ['utf-8', 'utf-16le', 'utf-16be', 'gb18030'];
const zText = z.string().min(1, { error: 'facultyio.capture.errors.empty' }).max(MAX_BYTES);
const zCandidate = z.object({
  id: z.string(),
  name: z.string(),
  staffId: z.string(),
  college: z.string().nullable(),
});
const zEntry = z.object({
  index: z.number(),
  line: z.number(),
  sourceType: z.string(),
  outputType: z.number(),
  outputTypeText: z.string(),
  titleZh: z.string().nullable(),
  titleEn: z.string().nullable(),
  venueName: z.string().nullable(),
  publishDate: z.string().nullable(),
  year: z.number().nullable(),
  volume: z.string().nullable(),
  issue: z.string().nullable(),
  pages: z.string().nullable(),
  doi: z.string().nullable(),
  isbn: z.string().nullable(),
  patentNumber: z.string().nullable(),
  abstract: z.string().nullable(),
  keywords: z.string().nullable(),
  publisher: z.string().nullable(),
  url: z.string().nullable(),
  authors: z.array(
    z.object({
      name: z.string(),
      status: z.enum(['matched', 'ambiguous', 'external']),
      teacherId: z.string().nullable(),
      candidates: z.array(zCandidate),
    }),
  ),
  duplicate: z
    .object({
      kind: z.enum(['file', 'database']),
      index: z.number().optional(),
      id: z.string().optional(),
      title: z.string().optional(),
      by: z.enum(['doi', 'title']),
    })
    .nullable(),
  problems: z.array(z.string()),
  pdfRequired: z.boolean(),
});
const zPreview = z.object({
  format: zFormat,
  /** How an uploaded file was decoded (absent for pasted text). */
  encoding: z.enum(ENCODINGS as [CaptureEncoding, ...CaptureEncoding[]]).optional(),
  entries: z.array(zEntry),
  problems: z.array(z.object({ line: z.number(), message: z.string() })),
  summary: z.object({
    total: z.number(),
    duplicates: z.number(),
    ambiguousAuthors: z.number(),
    incomplete: z.number(),
  }),
});
const zSource = z.object({
  text: zText,
  format: zFormat.nullish(),
  fileName: z.string().max(255).optional(),
});
const zCategory = z.enum(['1', '2', '3']).nullish();
const zCommit = zSource.extend({
  defaultCategory: zCategory,
  entries: z
    .array(
      z.object({
        index: z.number().int().min(0),
        skip: z.boolean().optional(),
        category: zCategory,
        authors: z.array(z.string().max(64).nullable()).max(500).optional(),
        /** Supporting PDFs uploaded for the entry: the addresses POST /obe/uploadFile answered. */
        attachments: z
          .array(z.object({ url: z.string().max(1000) }))
          .max(20)
          .optional(),
      }),
    )
    .max(50_000)
    .optional(),
});
const zCommitProblem = z.object({
  index: z.number(),
  line: z.number(),
  title: z.string(),
  message: z.string(),
});

type Source = z.infer<typeof zSource> & { encoding?: CaptureEncoding };

/** The file of a multipart request (with its `format` field), or the JSON body. */
async function sourceOf(request: FastifyRequest): Promise<Source> {
  if (!request.isMultipart()) {
    // A POST with no body at all passes the nullish schema: it is an empty upload, not a crash.
    if (!request.body) throw new AppError(400, 'facultyio.capture.errors.empty');
    return request.body as Source;
  }
  let text: string | null = null;
  let encoding: CaptureEncoding | undefined;
  let fileName: string | undefined;
  let format: string | undefined;
  for await (const part of request.parts({ limits: { fileSize: MAX_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (part.file.truncated) throw new AppError(413, 'errors.payloadTooLarge');
      const decoded = decodeCapture(buffer);
      // Refused rather than garbled: the person is told which encodings are read.
      if (!decoded) throw new AppError(400, 'facultyio.capture.errors.encoding');
      ({ text, encoding } = decoded);
      fileName = part.filename;
    } else if (part.fieldname === 'format' && typeof part.value === 'string' && part.value)
      format = part.value;
  }
  if (!text?.trim()) throw new AppError(400, 'facultyio.capture.errors.empty');
  const checked = zSource.safeParse({ text, fileName, format: format ?? null });
  if (!checked.success) throw new AppError(400, 'facultyio.capture.errors.format');
  return { ...checked.data, encoding };
}

export function registerCaptureRoutes(app: App, db: Db): void {
  app.post(
    '/aacsb/researchOutput/capture/preview',
    {
      bodyLimit: MAX_BYTES + 1024 * 1024,
      config: { access: { permission: PERMISSION }, audit: false },
      schema: {
        tags,
        summary:
          'Read a BibTeX, RIS, EndNote or CSV file: entries, duplicates, author matches (nothing stored)',
        consumes: ['multipart/form-data', 'application/json'],
        body: zSource.nullish(),
        response: { 200: zEnvelope(zPreview) },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthorized();
      const source = await sourceOf(request);
      const preview = await buildPreview(db, source, request.locale);
      return ok(source.encoding ? { ...preview, encoding: source.encoding } : preview);
    },
  );

  app.post(
    '/aacsb/researchOutput/capture/commit',
    {
      bodyLimit: MAX_BYTES + 4 * 1024 * 1024,
      config: { access: { permission: PERMISSION }, audit: 'import research outputs' },
      schema: {
        tags,
        summary:
          'Store the chosen entries as Unreviewed research outputs with their authors and supporting PDFs (all or nothing)',
        body: zCommit,
        response: {
          200: zEnvelope(z.object({ created: z.number(), skipped: z.number(), ids: z.array(z.string()) })),
          400: zEnvelope(z.object({ errors: z.array(zCommitProblem) })),
        },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      try {
        const done = await commitCapture(db, request.body, auth, request.locale);
        return ok(done, translate(request.locale, 'facultyio.capture.done', { count: done.created }));
      } catch (e) {
        if (!(e instanceof CommitRefused)) throw e;
        const message = translate(request.locale, 'facultyio.capture.refused', { count: e.problems.length });
        return reply.status(400).send({ ...fail(message, 400), result: { errors: e.problems } });
      }
    },
  );
}
