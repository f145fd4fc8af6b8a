import { type DiffPart, diffHtml, type Locale, type RevisionItem, wordCount } from '@accredit/shared';
import { desc, eq, inArray, max } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor, Tx } from '../../core/db.ts';
import { forbidden } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { sanitizeRichText } from '../../core/rich-text.ts';
import { assertWritable, sectionInScope, sections } from './report-data.ts';
import { reportRevision } from './schema.ts';

/**
 * A section's text and its revision history (issue 21 item 3; spec 001 "revision history"):
 * every save keeps the text it stored as a numbered revision with its author and note; a revision
 * is read with its differences from the current text and restored as a new revision (history is
 * never rewritten). The text is sanitised on the way in (live block markers survive: core/rich-text.ts).
 */

/** Keeps `content` as the section's next revision. */
export async function writeRevision(
  tx: Executor,
  auth: AuthContext,
  section: { id: string; title: string },
  content: string | null,
  note: string | null,
): Promise<number> {
  const [last] = await tx
    .select({ version: max(reportRevision.version) })
    .from(reportRevision)
    .where(eq(reportRevision.sectionId, section.id));
  const version = (last?.version ?? 0) + 1;
  await tx.insert(reportRevision).values({
    sectionId: section.id,
    version,
    title: section.title,
    content,
    note: note?.trim() || null,
    authorName: auth.user.realname || auth.user.username,
    createBy: auth.user.username,
  });
  return version;
}

export interface SavedContent {
  version: number;
  content: string;
  words: number;
}

/**
 * Stores a section's text (sanitised) and keeps it as a revision. Refused when the report is
 * frozen, the section approved, or the caller is neither an editing holder nor the section's editor.
 * The same text saved again without a note makes no new revision.
 */
export async function saveSectionContent(
  tx: Tx,
  auth: AuthContext,
  sectionId: string,
  html: string,
  note?: string | null,
): Promise<SavedContent> {
  const { section, report } = await sectionInScope(tx, auth, sectionId);
  assertWritable(auth, section, report);
  // Row lock: two saves of one section get consecutive versions.
  await tx.select({ id: sections.id }).from(sections).where(eq(sections.id, section.id)).for('update');
  const content = sanitizeRichText(html);
  const [latest] = await tx
    .select({ version: reportRevision.version, content: reportRevision.content })
    .from(reportRevision)
    .where(eq(reportRevision.sectionId, section.id))
    .orderBy(desc(reportRevision.version))
    .limit(1);
  if (latest && latest.content === content && content === section.content && !note?.trim())
    return { version: latest.version, content, words: wordCount(content) };
  await tx
    .update(sections)
    .set({ content, updateBy: auth.user.username, updateTime: new Date() })
    .where(eq(sections.id, section.id));
  const version = await writeRevision(tx, auth, section, content, note ?? null);
  return { version, content, words: wordCount(content) };
}

export async function revisionsOf(
  db: Executor,
  auth: AuthContext,
  sectionId: string,
): Promise<RevisionItem[]> {
  await sectionInScope(db, auth, sectionId);
  const rows = await db
    .select()
    .from(reportRevision)
    .where(eq(reportRevision.sectionId, sectionId))
    .orderBy(desc(reportRevision.version));
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    authorName: r.authorName ?? r.createBy ?? '',
    createTime: r.createTime.toISOString(),
    note: r.note,
    words: wordCount(r.content),
  }));
}

async function revisionRow(db: Executor, id: string) {
  const [row] = await db.select().from(reportRevision).where(eq(reportRevision.id, id)).limit(1);
  if (!row) throw forbidden('crud.errors.notFoundOrForbidden');
  return row;
}

export interface RevisionView {
  id: string;
  sectionId: string;
  version: number;
  title: string;
  content: string;
  note: string | null;
  authorName: string;
  createTime: string;
  /** From this revision to the section's current text. */
  diff: DiffPart[];
}

export async function revisionView(db: Executor, auth: AuthContext, id: string): Promise<RevisionView> {
  const row = await revisionRow(db, id);
  const { section } = await sectionInScope(db, auth, row.sectionId);
  return {
    id: row.id,
    sectionId: row.sectionId,
    version: row.version,
    title: row.title,
    content: row.content ?? '',
    note: row.note,
    authorName: row.authorName ?? row.createBy ?? '',
    createTime: row.createTime.toISOString(),
    diff: diffHtml(row.content, section.content),
  };
}

/** Makes a revision's text the current one again, as a new revision noted "Restored from version N". */
export async function restoreRevision(
  tx: Tx,
  auth: AuthContext,
  revisionId: string,
  locale: Locale,
): Promise<SavedContent> {
  const row = await revisionRow(tx, revisionId);
  const note = translate(locale, 'accReport.messages.restoredNote', { version: row.version });
  return saveSectionContent(tx, auth, row.sectionId, row.content ?? '', note);
}

/** Removes the revisions of deleted sections. */
export async function dropRevisions(tx: Executor, sectionIds: readonly string[]): Promise<void> {
  if (sectionIds.length) await tx.delete(reportRevision).where(inArray(reportRevision.sectionId, sectionIds));
}
