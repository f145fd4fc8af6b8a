import { RESOURCE, zEnvelope, zPage } from '@accredit/shared';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { notFound, unauthorized } from '../../core/errors.ts';
import { ResourceContext } from '../../crud/context.ts';
import { col } from '../../crud/scope.ts';

/**
 * The spec's `major` calls (spec 001 section 7: "selectMajor with departId, pageNo 1, pageSize
 * 1000000; queryById by id reading fullName"): a department's majors are its degree programmes,
 * named in the caller's language (`fullName`). Anyone who lists students or programmes may ask;
 * a caller bound by data rules on programmes (a programme head) sees only their own.
 */
const PERMISSION = ['student:query', 'degreePrograms:query'];
const zMajor = z.object({
  id: z.string(),
  code: z.string(),
  fullName: z.string(),
  departId: z.string().nullable(),
});
type Major = z.infer<typeof zMajor>;

export function registerMajorRoutes(app: App, db: Db): void {
  const programmes = new ResourceContext(RESOURCE.degreePrograms, db);
  const table = programmes.table;
  const fields = {
    id: col(table, 'id'),
    code: col(table, 'code'),
    name: col(table, 'name'),
    nameEn: col(table, 'nameEn'),
    departId: col(table, 'departmentId'),
  };
  const present = (row: Record<string, unknown>, zh: boolean): Major => ({
    id: String(row.id),
    code: String(row.code),
    fullName: String((zh ? row.name : row.nameEn || row.name) ?? ''),
    departId: (row.departId as string | null) ?? null,
  });
  const scope = async (auth: AuthContext): Promise<SQL[]> =>
    auth.permissions.has('degreePrograms:query') ? programmes.scope(db, auth, 'query') : [];

  app.get(
    '/aacsb/major/selectMajor',
    {
      config: { access: { permission: PERMISSION } },
      schema: {
        tags: ['major'],
        summary: "A department's majors (its degree programmes) as { id, fullName }",
        querystring: z.object({
          departId: z.string().max(64).optional(),
          pageNo: z.coerce.number().int().min(1).max(1_000_000).default(1),
          pageSize: z.coerce.number().int().min(-1).max(1_000_000).default(10),
          _t: z.string().optional(),
        }),
        response: { 200: zEnvelope(zPage(zMajor)) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const { departId, pageNo, pageSize } = request.query;
      const where = and(...(await scope(auth)), departId ? eq(fields.departId, departId) : undefined);
      const [{ total }] = await db.select({ total: count() }).from(table).where(where);
      const all = pageSize === -1 || pageSize === 0;
      const query = db
        .select(fields)
        .from(table)
        .where(where)
        .orderBy(asc(col(table, 'sort')), asc(fields.code));
      const rows = all ? await query : await query.limit(pageSize).offset((pageNo - 1) * pageSize);
      const zh = request.locale.startsWith('zh');
      const size = all ? Number(total) : pageSize;
      return ok({
        records: rows.map((r) => present(r, zh)),
        total: Number(total),
        size,
        current: all ? 1 : pageNo,
        pages: size > 0 ? Math.ceil(Number(total) / size) : 0,
      });
    },
  );

  app.get(
    '/aacsb/major/queryById',
    {
      config: { access: { permission: PERMISSION } },
      schema: {
        tags: ['major'],
        summary: 'One major (degree programme) as { id, fullName }',
        querystring: z.object({ id: z.string().min(1).max(64), _t: z.string().optional() }),
        response: { 200: zEnvelope(zMajor) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const [row] = await db
        .select(fields)
        .from(table)
        .where(and(eq(fields.id, request.query.id), ...(await scope(auth))))
        .limit(1);
      if (!row) throw notFound('crud.errors.notFound');
      return ok(present(row, request.locale.startsWith('zh')));
    },
  );
}
