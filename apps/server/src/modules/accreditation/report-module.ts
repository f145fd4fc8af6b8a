import type { App, Deps } from '../../core/app-types.ts';
import { setHooks } from '../../crud/hooks.ts';
import { reportHooks, sectionHooks } from './report-hooks.ts';
import { registerReportRoutes } from './report-routes.ts';

/**
 * Issue 21, the report part of the accreditation workspace (see module.ts): reports made from the
 * scheme's template (report-sections.ts, report-hooks.ts; the templates themselves are
 * packages/shared/src/accreditation/templates.ts, seeded by seed/report-descriptions.ts), the
 * outline and section review (report-outline.ts), section text and revision history
 * (report-content.ts), and the Word file (report-docx.ts). Calls: report-routes.ts.
 */
setHooks('certificationReport', reportHooks);
setHooks('reportSection', sectionHooks);

export { saveSectionContent } from './report-content.ts';
export { buildReportDocx } from './report-docx.ts';
export { createReportSections } from './report-sections.ts';

export function registerReport(app: App, deps: Deps): void {
  registerReportRoutes(app, deps.database.db);
}
