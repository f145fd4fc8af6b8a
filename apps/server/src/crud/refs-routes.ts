import { SYSTEM_REFS, zEnvelope } from '@accredit/shared';
import { z } from 'zod';
import type { App } from '../core/app-types.ts';
import type { Db } from '../core/db.ts';
import { ok } from '../core/envelope.ts';
import { pickerOptions } from './refs.ts';

/**
 * What a picker of a system reference offers (SYSTEM_REFS): records by name or code, or the ones
 * with these ids, named in the caller's language. Departments and disciplines are open to anyone
 * signed in (names and codes only); accounts to those who may list users.
 */
/** A picker's query (a keyword, or ids as comma-separated text) and each record it answers. */
export const zPickerQuery = z.object({
  keyword: z.string().max(100).optional(),
  ids: z.string().max(2000).optional(),
});
export const zRefOption = z.object({ id: z.string(), title: z.string(), code: z.string().nullable() });

export function registerSystemRefRoutes(app: App, db: Db): void {
  for (const ref of Object.values(SYSTEM_REFS)) {
    const permission = 'listPermission' in ref ? ref.listPermission : undefined;
    app.get(
      `/aacsb/refs/${ref.name}`,
      {
        config: { access: permission ? { permission } : 'authenticated' },
        schema: {
          tags: ['refs'],
          summary: `Records a ${ref.name} reference may point at, for pickers`,
          querystring: zPickerQuery.extend({ _t: z.string().optional() }),
          response: { 200: zEnvelope(z.array(zRefOption)) },
        },
      },
      async (request) => {
        return ok(await pickerOptions(db, ref.name, request.locale, request.query));
      },
    );
  }
}
