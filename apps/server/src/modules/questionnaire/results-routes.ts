import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';

/** Placeholder until this part of issue 18 lands. */
export function registerResultRoutes(_app: App, _db: Db): void {}
