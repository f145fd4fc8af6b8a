import { type Locale, RESOURCE, type ResourceDef } from '@accredit/shared';
import type { CaptureFormat } from '@accredit/shared/capture/index.ts';
import { inArray } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import { type Db, inTransaction, type Tx } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import { newId } from '../../core/ids.ts';
import type { SubmittedAttachment } from '../../crud/attachments.ts';
import { resourceAttachment } from '../../crud/attachments-schema.ts';
import { ResourceContext } from '../../crud/context.ts';
import type { Row } from '../../crud/present.ts';
import { stamp } from '../../crud/records.ts';
import type { ResourceTable } from '../../crud/table.ts';
import { addBodySchema } from '../../crud/validation.ts';
import { checkSubmission, type WriteTarget } from '../../crud/write.ts';
import { markTablesStale } from '../qualification/freshness.ts';
import { schoolSettings } from '../school/settings.ts';
import { fileUrl } from '../upload/access.ts';
import { sysFile } from '../upload/schema.ts';
import { loadTeacherIndex } from './capture-match.ts';
import { buildPreview, outputValues, type PreviewEntry } from './capture-preview.ts';
import { loadJournalIndex } from './capture-venue.ts';

/**
 * Commit of a capture: the same file read again (so nothing the client says about an entry's
 * content is trusted), the person's choices applied (skip, category, a teacher per author), then
 * every chosen entry checked (outputs through the engine's checks and hooks) and, only when all
 * are sound, stored as Unreviewed research outputs with their authors and supporting PDFs in
 * batches, in ONE transaction: any problem anywhere and nothing is stored.
 */
export interface EntryChoice {
  index: number;
  skip?: boolean;
  category?: string | null;
  /** Per author position: a teacher id, or null for an external author. */
  authors?: (string | null)[];
  /** Supporting PDFs: addresses of files the caller uploaded (POST /obe/uploadFile). */
  attachments?: { url: string }[];
}

export interface CommitInput {
  text: string;
  format?: CaptureFormat | null;
  fileName?: string;
  defaultCategory?: string | null;
  entries?: EntryChoice[];
}

export interface CommitProblem {
  index: number;
  line: number;
  title: string;
  message: string;
}

export class CommitRefused extends Error {
  constructor(readonly problems: CommitProblem[]) {
    super('capture commit refused');
  }
}

/** Skipped unless chosen: duplicates and entries that lack what their type requires (a PDF too). */
function skipped(entry: PreviewEntry, choice: EntryChoice | undefined): boolean {
  if (choice?.skip !== undefined) return choice.skip;
  const noPdf = entry.pdfRequired && !choice?.attachments?.length;
  return entry.duplicate !== null || entry.problems.length > 0 || noPdf;
}

const problemOf = (e: PreviewEntry, message: string): CommitProblem => ({
  index: e.index,
  line: e.line,
  title: e.titleZh ?? e.titleEn ?? '',
  message,
});

/** The teacher of each author position, or a problem when an ambiguous author was left unresolved. */
function authorTeachers(
  entry: PreviewEntry,
  choice: EntryChoice | undefined,
  known: (id: string) => boolean,
): (string | null)[] | string {
  const chosen = entry.authors.map((a, i) => {
    const pick = choice?.authors?.[i];
    if (pick !== undefined) return pick;
    if (a.status === 'ambiguous') return undefined;
    return a.teacherId;
  });
  if (chosen.some((c) => c === undefined)) return 'facultyio.capture.errors.unresolved';
  const ids = chosen.filter((c): c is string => c !== null);
  if (ids.some((id) => !known(id))) return 'facultyio.capture.errors.unknownTeacher';
  if (new Set(ids).size !== ids.length) return 'facultyio.capture.errors.sameTeacherTwice';
  return chosen as (string | null)[];
}

/** zod schemas are costly to build: one per definition, not one per entry. */
const schemas = new Map<string, ReturnType<typeof addBodySchema>>();
function schemaOf(def: ResourceDef) {
  let schema = schemas.get(def.name);
  if (!schema) {
    schema = addBodySchema(def);
    schemas.set(def.name, schema);
  }
  return schema;
}

/** The research output's supporting-file kind (contributions.ts), PDF only where the type says so. */
const SUPPORT = 'support';
const NEEDS_PDF = 'facultyio.capture.problems.needsPdf';

async function fieldProblems(
  target: WriteTarget,
  values: Row,
  attachments: SubmittedAttachment[],
  label: (key: string) => string,
): Promise<{ checked?: Awaited<ReturnType<typeof checkSubmission>>['checked']; messages: string[] }> {
  const parsed = schemaOf(target.def).safeParse(values);
  if (!parsed.success)
    return {
      messages: parsed.error.issues.map(
        (i) => `${label(String(i.path[0]))}: ${translate(target.locale, i.message)}`,
      ),
    };
  const { checked, problems } = await checkSubmission(
    target,
    { values: parsed.data as Row, attachments },
    null,
  );
  const messages = Object.entries(problems).map(([k, m]) =>
    // The output hook's supporting-PDF rule, in the wizard's words (the field has no label).
    k === `attachments.${SUPPORT}`
      ? translate(target.locale, NEEDS_PDF)
      : `${label(k)}: ${translate(target.locale, m)}`,
  );
  return { checked, messages };
}

const FILE_URL = /^\/obe\/file\/([a-z0-9]{20})$/;

interface UploadedFile {
  fileName: string;
  url: string;
  pdf: boolean;
}

/**
 * The uploaded files the chosen entries name, by address: only files the caller uploaded (so an
 * import cannot pull someone else's file into a record others may see), with the type the upload
 * module found in the content (`mime`), never the name's. A PDF keeps its name, given a `.pdf`
 * ending when it lacks one, so that the record's name-based readers agree with the content.
 */
async function uploadedFiles(tx: Tx, urls: string[], username: string): Promise<Map<string, UploadedFile>> {
  const ids = [...new Set(urls.map((u) => FILE_URL.exec(u)?.[1]).filter((id): id is string => Boolean(id)))];
  const found = new Map<string, UploadedFile>();
  if (ids.length === 0) return found;
  const rows = await tx
    .select({ id: sysFile.id, name: sysFile.originalName, mime: sysFile.mime, createBy: sysFile.createBy })
    .from(sysFile)
    .where(inArray(sysFile.id, ids));
  for (const r of rows) {
    if (r.createBy !== username) continue;
    const pdf = r.mime === 'application/pdf';
    const fileName = pdf && !/\.pdf$/i.test(r.name) ? `${r.name.slice(0, 150)}.pdf` : r.name;
    found.set(fileUrl(r.id), { fileName, url: fileUrl(r.id), pdf });
  }
  return found;
}

/** The entry's supporting files, or the problems (catalog keys with the file's name) of those that are not usable PDFs. */
function entryAttachments(
  entry: PreviewEntry,
  choice: EntryChoice | undefined,
  files: Map<string, UploadedFile>,
  locale: Locale,
): { attachments: SubmittedAttachment[]; messages: string[] } {
  const attachments: SubmittedAttachment[] = [];
  const messages: string[] = [];
  for (const { url } of choice?.attachments ?? []) {
    const file = files.get(url);
    if (!file) messages.push(translate(locale, 'facultyio.capture.errors.attachmentMissing'));
    else if (!file.pdf)
      messages.push(translate(locale, 'facultyio.capture.errors.attachmentNotPdf', { name: file.fileName }));
    else attachments.push({ kind: SUPPORT, fileName: file.fileName, url: file.url });
  }
  if (entry.pdfRequired && messages.length === 0 && attachments.length === 0)
    messages.push(translate(locale, NEEDS_PDF));
  return { attachments, messages };
}

/** Inserts rows in batches (one statement per batch, not one per row). */
async function insertBatches(tx: Tx, table: ResourceTable, rows: Row[], size: number): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await tx.insert(table).values(rows.slice(i, i + size));
}

export async function commitCapture(
  db: Db,
  input: CommitInput,
  auth: AuthContext,
  locale: Locale,
): Promise<{ created: number; skipped: number; ids: string[] }> {
  const choices = new Map((input.entries ?? []).map((c) => [c.index, c]));
  return inTransaction(db, async (tx: Tx) => {
    // Captured outputs and authors feed the AACSB tables.
    await markTablesStale(tx);
    const teachers = await loadTeacherIndex(tx, locale.startsWith('zh'));
    const journals = await loadJournalIndex(tx);
    const preview = await buildPreview(tx, input, locale, teachers);
    const { contributionRate } = await schoolSettings(tx);
    const outputs = new ResourceContext(RESOURCE.researchOutput, db);
    const authors = new ResourceContext(RESOURCE.researchOutputAuthor, db);
    const outputTarget = await outputs.target(tx, auth, locale);
    const authorSchema = schemaOf(RESOURCE.researchOutputAuthor);
    const chosenUrls = preview.entries
      .filter((e) => !skipped(e, choices.get(e.index)))
      .flatMap((e) => (choices.get(e.index)?.attachments ?? []).map((a) => a.url));
    const files = await uploadedFiles(tx, chosenUrls, auth.user.username);
    const problems: CommitProblem[] = [];
    const outputRows: Row[] = [];
    const authorRows: Row[] = [];
    const attachmentRows: (typeof resourceAttachment.$inferInsert)[] = [];
    const doisChosen = new Map<string, number>();
    let skippedCount = 0;
    for (const entry of preview.entries) {
      const choice = choices.get(entry.index);
      if (skipped(entry, choice)) {
        skippedCount++;
        continue;
      }
      // Every problem of the entry is named, each once: authors, a DOI chosen twice, the
      // supporting PDF, then the fields through the engine's checks and the researchOutput hook
      // (type rules, DOI unique, the supporting-PDF rule).
      const messages: string[] = [];
      const teacherIds = authorTeachers(entry, choice, (id) => teachers.has(id));
      if (typeof teacherIds === 'string') messages.push(translate(locale, teacherIds));
      // Two chosen entries with one DOI: the stored check cannot see the other, so it is caught here.
      if (entry.doi && doisChosen.has(entry.doi))
        messages.push(translate(locale, 'crud.import.duplicateInFile'));
      else if (entry.doi) doisChosen.set(entry.doi, entry.index);
      const support = entryAttachments(entry, choice, files, locale);
      messages.push(...support.messages);
      const category = choice?.category ?? input.defaultCategory ?? null;
      const output = await fieldProblems(
        outputTarget,
        // A journal named as in the list is linked: the hook then gives its level and peer review.
        { ...outputValues(entry, category), ...journals.link(entry.outputType, entry.venueName) },
        support.attachments,
        (k) => outputs.labelOf(locale, k),
      );
      messages.push(...output.messages);
      if (!output.checked || typeof teacherIds === 'string' || messages.length) {
        problems.push(...[...new Set(messages)].map((m) => problemOf(entry, m)));
        continue;
      }
      const id = newId();
      outputRows.push({ id, ...output.checked.values, ...stamp(auth, 'add') });
      for (const a of support.attachments)
        attachmentRows.push({
          resource: RESOURCE.researchOutput.name,
          recordId: id,
          ...a,
          createBy: auth.user.username,
        });
      // The author hook's rules hold by construction here: the output is new, open and the
      // caller's own; each author names a teacher or an external name; a teacher appears once
      // (authorTeachers); the first author alone is lead with 100, the others the school rate.
      // So author rows are only validated against their schema and stored in batches.
      for (const [i, teacherId] of teacherIds.entries()) {
        const author = entry.authors[i];
        const parsed = authorSchema.safeParse({
          outputId: id,
          authorOrder: i + 1,
          teacherId,
          externalName: teacherId ? null : author.name.slice(0, 100),
          isLead: i === 0,
          isCorresponding: false,
          rate: i === 0 ? 100 : contributionRate,
        });
        if (!parsed.success) {
          const message = parsed.error.issues
            .map((x) => `${authors.labelOf(locale, String(x.path[0]))}: ${translate(locale, x.message)}`)
            .join('; ');
          problems.push(problemOf(entry, `${author.name}: ${message}`));
          continue;
        }
        authorRows.push({ ...(parsed.data as Row), ...stamp(auth, 'add') });
      }
    }
    if (problems.length) throw new CommitRefused(problems);
    await insertBatches(tx, outputs.table, outputRows, 500);
    await insertBatches(tx, authors.table, authorRows, 1000);
    for (let i = 0; i < attachmentRows.length; i += 1000)
      await tx.insert(resourceAttachment).values(attachmentRows.slice(i, i + 1000));
    return { created: outputRows.length, skipped: skippedCount, ids: outputRows.map((r) => String(r.id)) };
  });
}
