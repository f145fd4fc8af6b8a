import { REPORT_STATUS } from '@accredit/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { badRequest } from '../../core/errors.ts';
import type { ResourceHooks } from '../../crud/hooks.ts';
import type { Row } from '../../crud/present.ts';
import { accreditationProjectTable as projects } from '../resources/schema.ts';
import { dropRevisions, writeRevision } from './report-content.ts';
import { isFrozen, reportById, reports, sections } from './report-data.ts';
import { createReportSections } from './report-sections.ts';
import { reportBlockSnapshot } from './schema.ts';

/**
 * The rules of reports and sections written through the resource engine (issue 21 item 3): a new
 * report takes its project's scheme, starts live and gets its sections from the scheme's report
 * descriptions; its project cannot change afterwards; deleting it deletes its sections, their
 * revisions and its frozen block data. A frozen report's sections are not added, edited or
 * deleted; a section's text changed through the engine is kept as a revision like any save.
 */
export const reportHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing): Promise<Record<string, string>> {
    if (existing) {
      // The scheme, state and freeze are the report's own business (freeze and unfreeze calls).
      for (const key of ['scheme', 'status', 'frozenTime', 'frozenBy']) delete values[key];
      if (values.projectId !== undefined && values.projectId !== existing.projectId)
        return { projectId: 'accReport.errors.projectFixed' };
      return {};
    }
    const [project] = await ctx.tx
      .select({ scheme: projects.scheme })
      .from(projects)
      .where(eq(projects.id, String(values.projectId ?? '')))
      .limit(1);
    if (!project) return { projectId: 'accReport.errors.project' };
    values.scheme = project.scheme;
    values.status = REPORT_STATUS.live;
    values.frozenTime = null;
    values.frozenBy = null;
    return {};
  },
  async afterWrite(ctx, id, _values, existing) {
    if (!existing) await createReportSections(ctx.tx, id, ctx.locale);
  },
  async beforeDelete(ctx, rows: Row[]) {
    const ids = rows.map((r) => String(r.id));
    const gone = await ctx.tx
      .select({ id: sections.id })
      .from(sections)
      .where(inArray(sections.reportId, ids));
    await dropRevisions(
      ctx.tx,
      gone.map((s) => String(s.id)),
    );
    await ctx.tx.delete(sections).where(inArray(sections.reportId, ids));
    await ctx.tx.delete(reportBlockSnapshot).where(inArray(reportBlockSnapshot.reportId, ids));
  },
};

export const sectionHooks: ResourceHooks = {
  async beforeWrite(ctx, values, existing): Promise<Record<string, string>> {
    const reportId = String(values.reportId ?? existing?.reportId ?? '');
    if (existing && values.reportId !== undefined && values.reportId !== existing.reportId)
      return { reportId: 'accReport.errors.sectionMoved' };
    const report = await reportById(ctx.tx, reportId);
    if (!report) return { reportId: 'accReport.errors.report' };
    if (isFrozen(report)) return { reportId: 'accReport.errors.frozen' };
    if (values.parentId && (!existing || values.parentId !== existing.parentId)) {
      // A parent of the same report, and no loop (the section is not above its new parent).
      let at: string | null = String(values.parentId);
      for (let depth = 0; at; depth++) {
        if (depth > 50 || at === existing?.id) return { parentId: 'accReport.errors.parent' };
        const [parent] = await ctx.tx
          .select({ reportId: sections.reportId, parentId: sections.parentId })
          .from(sections)
          .where(eq(sections.id, at))
          .limit(1);
        if (!parent || String(parent.reportId) !== reportId) return { parentId: 'accReport.errors.parent' };
        at = parent.parentId ? String(parent.parentId) : null;
      }
    }
    return {};
  },
  async afterWrite(ctx, id, values, existing) {
    if (!('content' in values)) return;
    const before = existing ? (existing.content ?? null) : null;
    const after = (values.content as string | null) ?? null;
    if (before === after || (!existing && !after)) return;
    const title = String(values.title ?? existing?.title ?? '');
    await writeRevision(ctx.tx, ctx.auth, { id, title }, after, null);
  },
  /**
   * The engine's own review call (processBatch) reaches no section of a frozen report, as the
   * report's review call refuses them (report-outline.ts reviewSection).
   */
  narrowScope({ action }) {
    if (action !== 'review') return undefined;
    return sql`${sections.reportId} not in (select ${reports.id} from ${reports} where ${reports.status} = ${REPORT_STATUS.frozen})`;
  },
  async beforeDelete(ctx, rows: Row[]) {
    const reportIds = [...new Set(rows.map((r) => String(r.reportId)))];
    const [frozen] = reportIds.length
      ? await ctx.tx
          .select({ id: reports.id })
          .from(reports)
          .where(and(inArray(reports.id, reportIds), eq(reports.status, REPORT_STATUS.frozen)))
          .limit(1)
      : [];
    if (frozen) throw badRequest('accReport.errors.frozen');
    const ids = rows.map((r) => String(r.id));
    await dropRevisions(ctx.tx, ids);
    // Sub-sections of a deleted section move up rather than point at nothing.
    await ctx.tx.update(sections).set({ parentId: null }).where(inArray(sections.parentId, ids));
  },
};
