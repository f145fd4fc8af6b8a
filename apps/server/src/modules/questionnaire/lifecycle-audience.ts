import { type Locale, rates, zAudience, zEnvelope } from '@accredit/shared';
import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { pickerIds, pickerOptions, type RefOption } from '../../crud/refs.ts';
import { zPickerQuery, zRefOption } from '../../crud/refs-routes.ts';
import { sysRole } from '../system/schema.ts';
import { groupLabels, resolveAudience } from './audience.ts';

/**
 * Choosing a questionnaire's audience (issue 18 item 2): the pickers of each kind (roles by code,
 * classes, programmes, departments, accounts: names and codes only, as the engine's pickers give
 * them, so whoever may add or edit a questionnaire can name its audience without the right to
 * list users) and a preview of how many people an audience reaches, by group, before it is
 * published.
 */
const RIGHTS = ['questionnaire:add', 'questionnaire:edit'];
const KIND_REF = {
  class: 'classes',
  programme: 'degreePrograms',
  depart: 'department',
  user: 'user',
} as const;
const KINDS = ['role', ...Object.keys(KIND_REF)] as [string, ...string[]];

/** Roles by their code (the audience names roles by code), in the caller's language. */
async function roleOptions(
  db: Db,
  locale: Locale,
  query: { keyword?: string; ids?: string },
): Promise<RefOption[]> {
  const ids = pickerIds(query.ids);
  const rows = await db
    .select()
    .from(sysRole)
    .where(ids?.length ? inArray(sysRole.roleCode, ids) : undefined)
    .orderBy(asc(sysRole.roleCode));
  const titleOf = (r: typeof sysRole.$inferSelect) =>
    (locale === 'zh-CN'
      ? r.roleName
      : locale === 'zh-TW'
        ? r.roleNameTw || r.roleName
        : locale === 'pt-BR'
          ? r.roleNamePt || r.roleNameEn
          : r.roleNameEn) || r.roleName;
  const keyword = ids?.length ? '' : (query.keyword ?? '').trim().toLowerCase();
  const matches = (r: typeof sysRole.$inferSelect) =>
    !keyword ||
    [r.roleCode, r.roleName, r.roleNameEn, r.roleNameTw, r.roleNamePt].some((t) =>
      t.toLowerCase().includes(keyword),
    );
  return rows.filter(matches).map((r) => ({ id: r.roleCode, title: titleOf(r), code: r.roleCode }));
}

export function registerAudienceRoutes(app: App, db: Db): void {
  const base = '/aacsb/questionnaire';
  const tags = ['questionnaire'];

  app.post(
    `${base}/audiencePreview`,
    {
      // Reads only: nothing to keep in the operation log.
      config: { access: { permission: RIGHTS }, audit: false },
      schema: {
        tags,
        summary: 'How many people an audience reaches (live accounts, each once), in all and by group',
        body: z.object({ audience: z.unknown() }),
        response: { 200: zEnvelope(z.unknown()) },
      },
    },
    async (request) => {
      const parsed = zAudience.safeParse(request.body.audience ?? {});
      if (!parsed.success) throw new AppError(400, 'qnrServer.errors.badAudience');
      const people = await resolveAudience(db, parsed.data);
      const labels = await groupLabels(
        db,
        people.map((p) => p.groupKey),
      );
      return ok(
        rates(
          people.map((p) => ({ groupKey: p.groupKey, answered: false })),
          labels,
        ),
      );
    },
  );

  app.get(
    `${base}/audienceOptions`,
    {
      config: { access: { permission: RIGHTS } },
      schema: {
        tags,
        summary:
          'What an audience may name, by kind (role codes, classes, programmes, departments, accounts): by keyword or these ids',
        querystring: zPickerQuery.extend({ kind: z.enum(KINDS), _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(z.array(zRefOption)) },
      },
    },
    async (request) => {
      const { kind, ...query } = request.query;
      if (kind === 'role') return ok(await roleOptions(db, request.locale, query));
      return ok(await pickerOptions(db, KIND_REF[kind as keyof typeof KIND_REF], request.locale, query));
    },
  );
}
