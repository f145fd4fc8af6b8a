import {
  dictLabel,
  type ResourceDef,
  reviewStatusKey,
  type ViewDef,
  viewParts,
  zEnvelope,
  zPage,
} from '@accredit/shared';
import { and, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../core/app-types.ts';
import type { Db, Executor } from '../core/db.ts';
import { ok } from '../core/envelope.ts';
import { translate } from '../core/i18n.ts';
import { ResourceContext } from './context.ts';
import { parseListQuery } from './list-query.ts';
import { type ApiRecord, presentRows, type Row } from './present.ts';
import { LIST_TOTAL_CAP, listConditions, listPage, orderOf } from './records.ts';
import { col } from './scope.ts';
import { resourceTable } from './table.ts';
import { type ListQueryInput, listQuerySchema } from './validation.ts';

/**
 * `GET /aacsb/<view>/list`: the base resource's list (its permission, data rules, filters, sort
 * and paging) with the declared fields of referenced records added to each row. Filters on a
 * joined field narrow the base rows through a sub-select on the referenced table, as bound
 * parameters like every other filter.
 */
export function registerView(app: App, view: ViewDef, db: Db): void {
  const { base, joins } = viewParts(view);
  const r = new ResourceContext(base, db);
  // Each join's filters, as a definition of their own (so the ordinary filter parser reads them).
  const joinFilters = joins.map(({ join, target }) => ({
    ...target,
    reviewed: target.reviewed && (join.filters ?? []).includes('reviewStatus'),
    fields: target.fields
      .filter((f) => (join.filters ?? []).includes(f.key))
      .map((f) => ({ ...f, filter: true })),
  })) as ResourceDef[];
  const querystring = listQuerySchema(base).extend(
    Object.fromEntries(
      joins.flatMap(({ join }) =>
        (join.filters ?? []).map((k) => [`${join.as}_${k}`, z.string().max(200).optional()]),
      ),
    ),
  );

  app.get(
    `/aacsb/${view.name}/list`,
    {
      config: { access: { permission: r.code('query') } },
      schema: {
        tags: [base.name],
        summary: `Read-only view of ${base.name} with ${joins.map((j) => j.target.name).join(', ')}`,
        querystring,
        response: { 200: zEnvelope(zPage(z.record(z.string(), z.unknown()))) },
      },
    },
    (request) =>
      r.run(request, async (auth) => {
        const query = request.query as ListQueryInput & Record<string, string | undefined>;
        const custom = await r.customFields();
        const parsed = parseListQuery(
          base,
          query,
          custom.map((c) => c.id),
        );
        const conditions = listConditions(base, r.table, parsed, await r.scope(db, auth, 'query'));
        joins.forEach(({ join, target }, i) => {
          const prefix = `${join.as}_`;
          const own = Object.fromEntries(
            Object.entries(query)
              .filter(([k]) => k.startsWith(prefix))
              .map(([k, v]) => [k.slice(prefix.length), v]),
          );
          const narrowed = listConditions(
            joinFilters[i],
            resourceTable(target),
            parseListQuery(joinFilters[i], own as ListQueryInput),
            [],
          );
          if (narrowed.length === 0) return;
          const table = resourceTable(target);
          conditions.push(
            inArray(
              col(r.table, join.ref),
              db
                .select({ id: col(table, 'id') })
                .from(table)
                .where(and(...narrowed)),
            ) as SQL,
          );
        });
        const { rows, total, totalCapped } = await listPage(
          db,
          r.table,
          conditions,
          orderOf(r.table, parsed),
          parsed.pageNo,
          parsed.pageSize,
          { cap: LIST_TOTAL_CAP, exact: parsed.exactTotal },
        );
        const records = await presentRows(db, base, rows, request.locale);
        for (const part of joins) await addJoined(db, records, part, request.locale);
        const size = parsed.pageSize === -1 ? total : parsed.pageSize;
        return ok({
          records,
          total,
          size,
          current: parsed.pageSize === -1 ? 1 : parsed.pageNo,
          pages: size > 0 ? Math.ceil(total / size) : 0,
          totalCapped,
        });
      }),
  );
}

/** One query per join for the whole page: the referenced rows' declared fields, with display texts. */
async function addJoined(
  db: Executor,
  records: ApiRecord[],
  { join, target }: ReturnType<typeof viewParts>['joins'][number],
  locale: Parameters<typeof translate>[0],
): Promise<void> {
  const ids = [...new Set(records.map((r) => r[join.ref]).filter((v): v is string => typeof v === 'string'))];
  const table = resourceTable(target);
  const rows = ids.length
    ? ((await db
        .select()
        .from(table)
        .where(inArray(col(table, 'id'), ids))) as Row[])
    : [];
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  for (const record of records) {
    const row = byId.get(String(record[join.ref]));
    for (const key of join.fields) {
      const name = `${join.as}_${key}`;
      const value = row?.[key] ?? null;
      record[name] = value instanceof Date ? value.toISOString() : value;
      const field = target.fields.find((f) => f.key === key);
      if (key === 'reviewStatus')
        record[`${name}_dictText`] =
          value === null ? null : translate(locale, reviewStatusKey(Number(value)));
      else if (field?.type === 'dict')
        record[`${name}_dictText`] =
          value === null ? null : dictLabel(field.dict ?? '', String(value), locale);
    }
  }
}
