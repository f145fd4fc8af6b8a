import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';

/** Placeholder: filled by the owner of this part (plan.md). */
export function registerStatementRoutes(_app: App, _db: Db): void {}
