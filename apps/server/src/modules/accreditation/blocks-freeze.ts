import {
  type BlockData,
  type BlockRef,
  blockKey,
  blocksIn,
  type DriftItem,
  LOCALES,
  type Locale,
  REPORT_STATUS,
  RESOURCE,
} from '@accredit/shared';
import { eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import { type Db, type Executor, inTransaction } from '../../core/db.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { col } from '../../crud/scope.ts';
import { visibleRows } from '../../crud/visibility.ts';
import { blockDrift } from './blocks-drift.ts';
import { blocksForReport, Context, resolveBlocks } from './blocks-resolve.ts';
import { asReport, isFrozen, type ReportRow, reports, sectionsOf } from './report-data.ts';
import { reportBlockSnapshot } from './schema.ts';

/**
 * Freezing a report: every block of every section resolved in all four languages into
 * report_block_snapshot in one transaction, and the report marked frozen (status 1, when, by whom);
 * from then on the report reads the stored data (blocksForReport). Unfreezing drops the snapshots.
 * Drift lists the figures live data no longer matches.
 */

/** The report as the caller may open it (its row scope for the permission the route checked), else 404. */
export async function reportFor(db: Executor, auth: AuthContext, id: string): Promise<ReportRow> {
  const [row] = await visibleRows(db, auth, RESOURCE.certificationReport, [id]);
  if (!row) throw notFound('accBlocks.errors.reportNotFound');
  return asReport(row);
}

export interface SectionBlocks {
  id: string;
  title: string;
  refs: BlockRef[];
}

/** Each section of a report (in order) with the blocks written in it. */
export async function sectionBlocks(db: Executor, reportId: string): Promise<SectionBlocks[]> {
  return (await sectionsOf(db, reportId)).map((s) => ({
    id: s.id,
    title: s.title,
    refs: blocksIn(s.content),
  }));
}

/** Every distinct block of the report, in order of first appearance. */
function distinct(all: SectionBlocks[]): BlockRef[] {
  const seen = new Map<string, BlockRef>();
  for (const s of all) for (const ref of s.refs) if (!seen.has(blockKey(ref))) seen.set(blockKey(ref), ref);
  return [...seen.values()];
}

export async function freezeReport(db: Db, auth: AuthContext, id: string) {
  return inTransaction(db, async (tx) => {
    // Locks the row: two freezes at once cannot both write snapshots.
    await tx.execute(sql`select id from ${reports} where id = ${id} for update`);
    const report = await reportFor(tx, auth, id);
    if (isFrozen(report)) throw conflict('accBlocks.errors.alreadyFrozen');
    const refs = distinct(await sectionBlocks(tx, id));
    // Each block in a savepoint: one the database refuses is stored with its problem, the freeze goes on.
    const ctx = new Context(tx, true);
    const now = new Date();
    await tx.delete(reportBlockSnapshot).where(eq(reportBlockSnapshot.reportId, id));
    const values: (typeof reportBlockSnapshot.$inferInsert)[] = [];
    for (const locale of LOCALES) {
      const data = await resolveBlocks(tx, refs, locale, ctx);
      for (const [i, d] of data.entries()) {
        const frozen: BlockData = { ...d, takenAt: now.toISOString(), frozen: true };
        values.push({
          reportId: id,
          blockKey: d.key,
          kind: d.kind,
          params: refs[i]?.params ?? {},
          locale,
          data: frozen,
          createBy: auth.user.username,
        });
      }
    }
    for (let i = 0; i < values.length; i += 200)
      await tx.insert(reportBlockSnapshot).values(values.slice(i, i + 200));
    await tx
      .update(reports)
      .set({
        status: REPORT_STATUS.frozen,
        frozenTime: now,
        frozenBy: auth.user.realname || auth.user.username,
        updateBy: auth.user.username,
        updateTime: now,
      } as Record<string, unknown>)
      .where(eq(col(reports, 'id'), id));
    return { id, status: REPORT_STATUS.frozen, frozenTime: now.toISOString(), blocks: refs.length };
  });
}

export async function unfreezeReport(db: Db, auth: AuthContext, id: string) {
  return inTransaction(db, async (tx) => {
    const report = await reportFor(tx, auth, id);
    if (!isFrozen(report)) throw conflict('accBlocks.errors.notFrozenReport');
    await tx.delete(reportBlockSnapshot).where(eq(reportBlockSnapshot.reportId, id));
    const now = new Date();
    await tx
      .update(reports)
      .set({
        status: REPORT_STATUS.live,
        frozenTime: null,
        frozenBy: null,
        updateBy: auth.user.username,
        updateTime: now,
      } as Record<string, unknown>)
      .where(eq(col(reports, 'id'), id));
    return { id, status: REPORT_STATUS.live };
  });
}

/** The frozen blocks whose figures live data no longer matches (none while the report is live). */
export async function reportDrift(
  db: Executor,
  auth: AuthContext,
  id: string,
  locale: Locale,
): Promise<DriftItem[]> {
  const report = await reportFor(db, auth, id);
  if (!isFrozen(report)) return [];
  const all = await sectionBlocks(db, id);
  const refs = distinct(all);
  const frozen = await blocksForReport(db, report, refs, locale);
  const live = await resolveBlocks(db, refs, locale);
  const out: DriftItem[] = [];
  for (const now of live) {
    const then = frozen.get(now.key);
    if (!then?.frozen) continue; // added after the freeze: it is live anyway
    const cells = blockDrift(then, now);
    if (cells.length === 0) continue;
    out.push({
      key: now.key,
      kind: now.kind,
      title: then.title,
      sections: all
        .filter((s) => s.refs.some((r) => blockKey(r) === now.key))
        .map((s) => ({ id: s.id, title: s.title })),
      cells,
    });
  }
  return out;
}
