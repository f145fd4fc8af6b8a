import { LOCALES, zEnvelope, zPage } from '@accredit/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { Module } from '../../core/app-types.ts';
import { type Executor, inTransaction } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { translate } from '../../core/i18n.ts';
import { isRegistrationOpen, SETTING_KEYS, setAuthSetting, ssoSettings } from '../auth/settings.ts';
import { markTablesStale } from '../qualification/freshness.ts';
import { said } from '../system/http.ts';
import { assertMayReference } from '../upload/references.ts';
import { sysFile } from '../upload/schema.ts';
import { licenceStatus } from './licence.ts';
import { schoolInfo } from './schema.ts';
import { schoolRow } from './settings.ts';

/**
 * School settings (spec 000 section 3, spec 001 section 3). `list` answers in three tiers: the
 * login page's subset to anyone; the shell's settings to every signed-in user; everything
 * (licence key, customer number, rates, base time) to holders of schoolInfo:query. The licence
 * state is computed here from the signed key, so no client can extend its own licence.
 */
const tags = ['school'];
const flag = z.enum(['0', '1']);
const yesNo = z.enum(['yes', 'no']);
const fileUrl = z
  .string()
  .regex(/^\/obe\/file\/[a-z0-9]{20}$/, 'errors.field.invalid')
  .nullable();

const ZEdit = z.object({
  systemName: z.string().trim().max(200),
  systemNameEn: z.string().trim().max(200),
  logo: fileUrl,
  loginBackground: fileUrl,
  qrCode: fileUrl,
  defaultLanguage: z.enum(LOCALES),
  aiConsultant: flag,
  aiSelf: yesNo,
  licenceKey: z.string().trim().max(2000).nullable(),
  contactNumber: z.string().trim().max(50).nullable(),
  copyright: z.string().trim().max(200).nullable(),
  version: z.string().trim().max(50).nullable(),
  teachingAchievements: flag,
  professionalEngagement: flag,
  alignmentTable31: flag,
  openEquis: flag,
  openAmba: flag,
  openExternalAccess: flag,
  table81BaseTime: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.field.date'),
  retroactiveYears: z.coerce.number().int().min(1).max(20),
  contributionRate: z.coerce.number().int().min(0).max(100),
  contributionRateEnabled: flag,
  sso: yesNo,
  casUrl: z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).nullable(),
  serviceUrl: z.union([z.url({ protocol: /^https?$/ }), z.literal('')]).nullable(),
  registrationOpen: flag,
});

const ZSchoolInfo = z
  .object({
    id: z.string(),
    aiAskTimes: z.number(),
    dueDate: z.string().nullable(),
    licenceState: z.string(),
    licenceDaysLeft: z.number().nullable(),
    licenceMessage: z.string().nullable(),
    customerNumber: z.string().nullable(),
    productType: z.string().nullable(),
    ...ZEdit.shape,
  })
  .partial();
type SchoolInfoDto = z.infer<typeof ZSchoolInfo>;

const PUBLIC_FIELDS = ['systemName', 'systemNameEn', 'logo', 'loginBackground', 'defaultLanguage'] as const;
const SHELL_FIELDS = [
  ...PUBLIC_FIELDS,
  'qrCode',
  'aiConsultant',
  'aiSelf',
  'aiAskTimes',
  'copyright',
  'version',
  'teachingAchievements',
  'professionalEngagement',
  'alignmentTable31',
  'openEquis',
  'openAmba',
  'openExternalAccess',
] as const;

async function describe(
  db: Executor,
  auth: AuthContext | null,
  locale: (typeof LOCALES)[number],
  publicKey: string,
) {
  const row = await schoolRow(db);
  const licence = licenceStatus(row.licenceKey, publicKey);
  const sso = await ssoSettings(db);
  const message =
    licence.state === 'invalid' || licence.state === 'expired' || licence.state === 'expiring'
      ? translate(locale, `system.licence.${licence.state}`, { date: licence.dueDate })
      : null;
  const everyone: SchoolInfoDto = {
    id: row.id,
    sso: sso.sso ? 'yes' : 'no',
    casUrl: sso.casUrl,
    serviceUrl: sso.serviceUrl,
    registrationOpen: (await isRegistrationOpen(db)) ? '1' : '0',
    dueDate: licence.dueDate,
    licenceState: licence.state,
    licenceDaysLeft: licence.daysLeft,
    licenceMessage: message,
  };
  const fields: readonly (keyof typeof row)[] = !auth
    ? PUBLIC_FIELDS
    : auth.permissions.has('schoolInfo:query') || auth.permissions.has('schoolInfo:edit')
      ? (Object.keys(row) as (keyof typeof row)[])
      : SHELL_FIELDS;
  const picked: Record<string, unknown> = {};
  for (const f of fields) picked[f] = row[f];
  if (fields.length > SHELL_FIELDS.length) {
    picked.customerNumber = licence.customerNumber;
    picked.productType = licence.productType;
  }
  return { ...picked, ...everyone } as SchoolInfoDto;
}

/** Logo, background and QR code must be images uploaded here; they become public through the logo/background rule. */
async function checkImages(db: Executor, urls: (string | null | undefined)[]) {
  const ids = urls.filter((u): u is string => Boolean(u)).map((u) => u.slice(u.lastIndexOf('/') + 1));
  if (!ids.length) return;
  const rows = await db
    .select({ id: sysFile.id })
    .from(sysFile)
    .where(and(inArray(sysFile.id, ids), inArray(sysFile.mime, ['image/jpeg', 'image/png'])));
  if (rows.length !== new Set(ids).size) throw new AppError(400, 'system.school.imageRequired');
}

export const schoolModule: Module = (app, { database, config }) => {
  const db = database.db;

  app.get(
    '/aacsb/schoolInfo/list',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'School settings as records[0]: login subset without a token, more when signed in, all for schoolInfo:query',
        querystring: z.object({
          pageNo: z.string().optional(),
          pageSize: z.string().optional(),
          _t: z.coerce.number().optional(),
        }),
        response: { 200: zEnvelope(zPage(ZSchoolInfo)) },
      },
    },
    async (request) => {
      const info = await describe(db, request.auth, request.locale, config.LICENCE_PUBLIC_KEY);
      return ok({ records: [info], total: 1, size: 1, current: 1, pages: 1 });
    },
  );

  app.put(
    '/aacsb/schoolInfo/edit',
    {
      config: { access: { permission: 'schoolInfo:edit' }, audit: 'edit school settings' },
      schema: {
        tags,
        summary: 'Change school settings (only the fields sent)',
        body: ZEdit.partial()
          .extend({ id: z.string().max(64).optional() })
          .loose(),
        response: { 200: zEnvelope(ZSchoolInfo) },
      },
    },
    async (request) => {
      const { id: _id, sso, casUrl, serviceUrl, registrationOpen, ...fields } = request.body;
      const known = Object.fromEntries(Object.entries(fields).filter(([k]) => k in ZEdit.shape));
      if (
        fields.licenceKey &&
        licenceStatus(fields.licenceKey, config.LICENCE_PUBLIC_KEY).state === 'invalid'
      )
        throw new AppError(400, 'system.licence.keyInvalid');
      await checkImages(db, [fields.logo, fields.loginBackground, fields.qrCode]);
      await inTransaction(db, async (tx) => {
        const row = await schoolRow(tx);
        // The logo and background become public: only images the caller uploaded may become them.
        await assertMayReference(tx, request.auth, [fields.logo, fields.loginBackground, fields.qrCode], {
          held: [row.logo, row.loginBackground, row.qrCode].filter((u): u is string => Boolean(u)),
        });
        if (Object.keys(known).length)
          await tx
            .update(schoolInfo)
            .set({ ...known, updateBy: request.auth?.user.username, updateTime: new Date() })
            .where(eq(schoolInfo.id, row.id));
        // The Table 8-1 base time, retroactive years and contribution rates feed the AACSB tables.
        if (Object.keys(known).length) await markTablesStale(tx);
        if (sso !== undefined) await setAuthSetting(tx, SETTING_KEYS.sso, sso);
        if (casUrl !== undefined) await setAuthSetting(tx, SETTING_KEYS.casUrl, casUrl ?? '');
        if (serviceUrl !== undefined) await setAuthSetting(tx, SETTING_KEYS.serviceUrl, serviceUrl ?? '');
        if (registrationOpen !== undefined)
          await setAuthSetting(tx, SETTING_KEYS.registrationOpen, registrationOpen);
      });
      return ok(
        await describe(db, request.auth, request.locale, config.LICENCE_PUBLIC_KEY),
        said(request, 'system.saved'),
      );
    },
  );
};
