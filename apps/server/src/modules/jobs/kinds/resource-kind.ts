import { type Locale, resourceByName } from '@accredit/shared';
import type { AuthContext } from '../../../core/access.ts';
import type { Db, Executor } from '../../../core/db.ts';
import { AppError } from '../../../core/errors.ts';
import { translate } from '../../../core/i18n.ts';
import { ResourceContext } from '../../../crud/context.ts';
import { resourceTitleIn } from '../../../crud/labels.ts';
import { enqueueJob } from '../queue.ts';

/**
 * What the resource jobs (export.resource, import.resource) share: the resource a job names,
 * with the asker's right to `action` on it checked as it is when the job runs, and the queuing of
 * a job for the asker titled after the resource.
 */
export function resourceOfJob(
  db: Db,
  auth: AuthContext,
  name: string,
  action: 'export' | 'import',
): ResourceContext {
  const def = resourceByName(name);
  if (!def) throw new AppError(400, 'jobs.errors.failed');
  const r = new ResourceContext(def, db);
  if (!auth.permissions.has(r.code(action))) throw new AppError(403, 'jobs.errors.forbidden');
  return r;
}

/** Queues a job of `kind` on `r` for the asker, titled `titleKey` with the resource's name. */
export function enqueueResourceJob(
  db: Executor,
  r: ResourceContext,
  job: { kind: string; params: unknown; titleKey: string },
  auth: AuthContext,
  locale: Locale,
): Promise<string> {
  return enqueueJob(db, {
    kind: job.kind,
    params: job.params,
    ownerId: auth.user.id,
    roleId: auth.roleId,
    locale,
    title: translate(locale, job.titleKey, { name: resourceTitleIn(r.def, locale) }),
  });
}
