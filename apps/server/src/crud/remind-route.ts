import { type ResourceDef, zEnvelope } from '@accredit/shared';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../core/app-types.ts';
import type { Db } from '../core/db.ts';
import { ok } from '../core/envelope.ts';
import { unauthorized } from '../core/errors.ts';
import { ZNoBody } from '../core/openapi.ts';
import { rowScope } from './scope.ts';
import type { ResourceTable } from './table.ts';

/**
 * A "remind now" call of a resource whose records carry an owner and a due date (improvement
 * actions, accreditation tasks): the same reminders as the daily run, for the records the caller
 * may edit (their edit row scope), sent in their name. Answers how many were sent.
 */
export function registerRemindCall(
  app: App,
  db: Db,
  call: {
    def: ResourceDef;
    table: ResourceTable;
    /** The permission the call needs and whose row scope limits it (`<resource>:edit`). */
    permission: string;
    summary: string;
    remind: (db: Db, options: { scope: readonly SQL[]; sender: string }) => Promise<number>;
  },
): void {
  app.post(
    `/aacsb/${call.def.name}/remind`,
    {
      config: { access: { permission: call.permission } },
      schema: {
        tags: [call.def.name],
        summary: call.summary,
        body: ZNoBody,
        response: { 200: zEnvelope(z.object({ sent: z.number().int() })) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const scope = await rowScope(db, call.def, call.table, auth, call.permission);
      return ok({ sent: await call.remind(db, { scope, sender: auth.user.username }) });
    },
  );
}
