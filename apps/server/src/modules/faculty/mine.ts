import { RESOURCE, zEnvelope, zPage } from '@accredit/shared';
import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import type { Db, Executor } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { unauthorized } from '../../core/errors.ts';
import { presentRows, type Row } from '../../crud/present.ts';
import { listPage } from '../../crud/records.ts';
import { col } from '../../crud/scope.ts';
import { recordSchema } from '../../crud/validation.ts';
import { authoredOutputs, authors, outputs as t } from './scope.ts';
import { teachers } from './teachers.ts';

/**
 * "My contributions": every research output the caller authors or entered, in any role (a
 * research secretary who also publishes sees their own work here). Each record carries its author
 * line in order, so the list reads like a reference.
 */
const def = RESOURCE.researchOutput;

const zQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10),
  outputType: z.string().max(10).optional(),
  reviewStatus: z.coerce.number().int().min(0).max(2).optional(),
  _t: z.string().optional(),
});

/** "Li Wei*, J. Smith (Univ. of X)": corresponding authors starred, external ones with institution. */
export async function authorLines(db: Executor, outputIds: string[]): Promise<Map<string, string>> {
  const lines = new Map<string, string>();
  if (outputIds.length === 0) return lines;
  const rows = await db
    .select({
      outputId: col(authors, 'outputId'),
      name: col(teachers, 'name'),
      externalName: col(authors, 'externalName'),
      institution: col(authors, 'externalInstitution'),
      corresponding: col(authors, 'isCorresponding'),
    })
    .from(authors)
    .leftJoin(teachers, eq(col(teachers, 'id'), col(authors, 'teacherId')))
    .where(inArray(col(authors, 'outputId'), outputIds))
    .orderBy(asc(col(authors, 'outputId')), asc(col(authors, 'authorOrder')));
  for (const r of rows as Record<string, unknown>[]) {
    const name = r.name
      ? String(r.name)
      : `${r.externalName ?? ''}${r.institution ? ` (${r.institution})` : ''}`;
    const label = r.corresponding ? `${name}*` : name;
    const key = String(r.outputId);
    lines.set(key, lines.has(key) ? `${lines.get(key)}, ${label}` : label);
  }
  return lines;
}

export function registerMineRoute(app: App, db: Db): void {
  app.get(
    '/aacsb/researchOutput/mine',
    {
      config: { access: { permission: 'researchOutput:query' } },
      schema: {
        tags: ['researchOutput'],
        summary: 'Research outputs the caller authors or entered',
        querystring: zQuery,
        response: { 200: zEnvelope(zPage(recordSchema(def).extend({ authorLine: z.string() }))) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const q = request.query;
      const conditions: SQL[] = [
        or(eq(col(t, 'createBy'), auth.user.username), authoredOutputs(db, auth)) as SQL,
      ];
      if (q.outputType) conditions.push(eq(col(t, 'outputType'), q.outputType));
      if (q.reviewStatus !== undefined) conditions.push(eq(col(t, 'reviewStatus'), q.reviewStatus));
      const { rows, total } = await listPage(
        db,
        t,
        [and(...conditions) as SQL],
        [desc(col(t, 'publishDate')), asc(col(t, 'id'))],
        q.pageNo,
        q.pageSize,
      );
      const records = await presentRows(db, def, rows as Row[], request.locale);
      const lines = await authorLines(
        db,
        rows.map((r) => String(r.id)),
      );
      return ok({
        records: records.map((r) => ({ ...r, authorLine: lines.get(String(r.id)) ?? '' })),
        total,
        size: q.pageSize,
        current: q.pageNo,
        pages: Math.ceil(total / q.pageSize),
      });
    },
  );
}
