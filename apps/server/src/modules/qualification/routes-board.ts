import { zEnvelope } from '@accredit/shared';
import { ZOutputMapping, ZRuleSet, ZSettingsEdit, ZStatus } from '@accredit/shared/aacsb/index.ts';
import { z } from 'zod';
import type { App } from '../../core/app-types.ts';
import type { Db } from '../../core/db.ts';
import { inTransaction } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { AppError } from '../../core/errors.ts';
import { said } from '../system/http.ts';
import { cancelIdentification, identificationHistory, identify } from './identify.ts';
import { computeYear } from './service.ts';
import { readSettings, ruleVersions, saveRules, writeSettings } from './store.ts';

/**
 * The qualification board (status per teacher with its reason and at-risk flag), identify and
 * cancel identification with their history, the versioned rules and the settings.
 * Permissions: teacherQualification query (read), enable (identify), disable (cancel), edit
 * (rules, unit, thresholds); researchOutputs:edit for the Table 8-1 output-type mapping.
 */
const tags = ['qualification'];
const ZYear = z.coerce.number().int().min(1900).max(2200);
const ZAny = z.unknown();
const READERS = ['teacherQualification:query', 'facultyReport:query', 'researchOutputs:query'];

export function registerBoardRoutes(app: App, db: Db): void {
  app.get(
    '/qualification/board',
    {
      config: { access: { permission: 'teacherQualification:query' } },
      schema: {
        tags,
        summary: 'Status of every teacher of a reporting year, with reason, at-risk flag and identification',
        querystring: z.object({ year: ZYear, _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const { year } = request.query;
      const c = await computeYear(db, year);
      const byId = new Map(c.loaded.school.teachers.map((t) => [t.id, t]));
      const teachers = c.tables.evaluations.map((e) => {
        const t = byId.get(e.teacherId);
        const identification = c.loaded.identifications.get(e.teacherId) ?? null;
        return {
          id: e.teacherId,
          name: t?.name ?? '',
          nameEn: t?.nameEn ?? '',
          degree: t?.degree ?? null,
          degreeYear: t?.degreeYear ?? null,
          participating: t?.participating ?? false,
          disciplines: t?.disciplines ?? [],
          computed: e.status,
          status: c.tables.statuses[e.teacherId],
          checks: e.checks,
          atRisk: e.atRisk,
          identification,
        };
      });
      teachers.sort((a, b) => a.name.localeCompare(b.name));
      return ok({
        year,
        ruleVersion: c.loaded.ruleVersion,
        window: c.loaded.school.counting.retroactiveYears,
        teachers,
      });
    },
  );

  app.post(
    '/qualification/identify',
    {
      config: {
        access: { permission: 'teacherQualification:enable' },
        audit: 'identify faculty qualification',
      },
      schema: {
        tags,
        summary: 'Confirm the computed status (or override it with a reason) for one or more teachers',
        body: z.object({
          year: ZYear,
          teacherIds: z.array(z.string().min(1).max(64)).min(1).max(5000),
          status: ZStatus.optional(),
          reason: z.string().trim().max(1000).nullable().optional(),
        }),
        response: { 200: zEnvelope(z.object({ identified: z.number() })) },
      },
    },
    async (request) => {
      const { year, teacherIds, status, reason } = request.body;
      const username = request.auth?.user.username ?? '';
      if (status && teacherIds.length !== 1) throw new AppError(400, 'qualification.errors.overrideOne');
      const identified = await inTransaction(db, (tx) =>
        identify(tx, { year, teacherIds: [...new Set(teacherIds)], status, reason, username }),
      );
      return ok({ identified }, said(request, 'qualification.messages.identified', { count: identified }));
    },
  );

  app.post(
    '/qualification/cancel',
    {
      config: {
        access: { permission: 'teacherQualification:disable' },
        audit: 'cancel faculty identification',
      },
      schema: {
        tags,
        summary: 'Withdraw the identification of a teacher for a year (kept in the history)',
        body: z.object({
          year: ZYear,
          teacherId: z.string().min(1).max(64),
          reason: z.string().trim().max(1000).nullable().optional(),
        }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const { year, teacherId, reason } = request.body;
      await inTransaction(db, (tx) =>
        cancelIdentification(tx, { year, teacherId, reason, username: request.auth?.user.username ?? '' }),
      );
      return ok(null, said(request, 'qualification.messages.cancelled'));
    },
  );

  app.get(
    '/qualification/history',
    {
      config: { access: { permission: 'teacherQualification:query' } },
      schema: {
        tags,
        summary: 'Identify and cancel acts of one teacher and year, oldest first',
        querystring: z.object({
          year: ZYear,
          teacherId: z.string().min(1).max(64),
          _t: z.coerce.number().optional(),
        }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => ok(await identificationHistory(db, request.query.teacherId, request.query.year)),
  );

  app.get(
    '/qualification/rules',
    {
      config: { access: { permission: READERS } },
      schema: {
        tags,
        summary: 'Rule-set versions, newest first',
        querystring: z.object({ _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async () => ok(await ruleVersions(db)),
  );

  app.put(
    '/qualification/rules',
    {
      config: { access: { permission: 'teacherQualification:edit' }, audit: 'save qualification rules' },
      schema: {
        tags,
        summary: 'Save the rules as a new version (old versions never change)',
        body: ZRuleSet.extend({ note: z.string().trim().max(500).nullable().optional() }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const { rules, note } = request.body;
      const saved = await saveRules(db, { rules }, note ?? null, request.auth?.user.username ?? '');
      return ok(saved, said(request, 'qualification.messages.rulesSaved', { version: saved.version }));
    },
  );

  app.get(
    '/qualification/settings',
    {
      config: { access: { permission: READERS } },
      schema: {
        tags,
        summary: 'Unit of teaching productivity, thresholds and the Table 8-1 output-type mapping',
        querystring: z.object({ _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async () => ok(await readSettings(db)),
  );

  app.put(
    '/qualification/settings',
    {
      config: { access: { permission: 'teacherQualification:edit' }, audit: 'edit qualification settings' },
      schema: {
        tags,
        summary: 'Change the productivity unit and thresholds',
        body: ZSettingsEdit,
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) =>
      ok(
        await writeSettings(db, request.body, request.auth?.user.username ?? ''),
        said(request, 'qualification.messages.saved'),
      ),
  );

  app.put(
    '/qualification/mapping',
    {
      config: { access: { permission: 'researchOutputs:edit' }, audit: 'edit Table 8-1 output-type mapping' },
      schema: {
        tags,
        summary: 'Change which Table 8-1 column each research-output type goes to',
        body: z.object({ mapping: ZOutputMapping }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) =>
      ok(
        await writeSettings(db, { mapping: request.body.mapping }, request.auth?.user.username ?? ''),
        said(request, 'qualification.messages.saved'),
      ),
  );
}
