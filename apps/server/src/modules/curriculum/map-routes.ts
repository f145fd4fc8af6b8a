import { diffMaps, MAP_LEVELS, type MapCell, zEnvelope } from '@accredit/shared';
import { z } from 'zod';
import type { App, Module } from '../../core/app-types.ts';
import { type Db, inTransaction } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { translate } from '../../core/i18n.ts';
import { describeCurriculumMapRoutes } from './map-answers.ts';
import {
  figuresOf,
  loadVersion,
  type MapVersion,
  programmeFor,
  versionAsked,
  versionYears,
} from './map-data.ts';
import { registerMapExcelRoutes } from './map-excel.ts';
import { copyVersion, saveEdits } from './map-write.ts';

/**
 * The curriculum map screen's calls (issue 16 item 3): the grid of one version with its gaps and
 * percent mapped, bulk cell edits, a new version copied from another, the differences between two
 * versions, and (map-excel.ts) Excel export and import. Every call names the programme, which
 * must lie inside the caller's row scope for degreePrograms.
 */
const tags = ['curriculumMap'];
const base = '/aacsb/curriculumMap';
const ZId = z.string().trim().min(1).max(64);
const ZYear = z.coerce.number().int().min(1900).max(2200);
const T_ = z.object({ _t: z.coerce.number().optional() });
const ZAny = z.unknown();

export function presentVersion(v: MapVersion, versions: number[]) {
  return {
    programme: v.programme,
    versions,
    effectiveYear: v.effectiveYear,
    goals: v.goals,
    courses: v.courses,
    cells: v.cells,
    ...figuresOf(v),
  };
}

export function registerMapRoutes(app: App, db: Db): void {
  app.get(
    `${base}/grid`,
    {
      config: { access: { permission: 'degreePrograms:query' } },
      schema: {
        tags,
        summary:
          'One version of a programme’s curriculum map (default: the latest) with its gaps and percent mapped',
        querystring: T_.extend({ degreeProgramsId: ZId, effectiveYear: ZYear.optional() }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const programme = await programmeFor(db, request.auth!, request.query.degreeProgramsId, 'query');
      const { years, year } = await versionAsked(db, programme.id, request.query.effectiveYear);
      return ok(presentVersion(await loadVersion(db, programme, year), years));
    },
  );

  app.put(
    `${base}/cells`,
    {
      config: { access: { permission: 'degreePrograms:edit' }, audit: 'edit curriculum map' },
      schema: {
        tags,
        summary: 'Set (H/M/L) or clear (null) cells of a map version, all in one transaction',
        body: z.object({
          degreeProgramsId: ZId,
          effectiveYear: ZYear,
          changes: z
            .array(z.object({ courseId: ZId, loId: ZId, level: z.enum(MAP_LEVELS).nullable() }))
            .max(20_000),
        }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const { degreeProgramsId, effectiveYear, changes } = request.body;
      const programme = await programmeFor(db, request.auth!, degreeProgramsId, 'edit');
      const result = await inTransaction(db, async (tx) =>
        saveEdits(tx, request.auth!, await loadVersion(tx, programme, effectiveYear), changes),
      );
      const saved = await loadVersion(db, programme, effectiveYear);
      return ok(
        { ...result, ...presentVersion(saved, await versionYears(db, programme.id)) },
        translate(request.locale, 'curriculumMap.saved', { count: result.set + result.cleared }),
      );
    },
  );

  app.post(
    `${base}/newVersion`,
    {
      config: { access: { permission: 'degreePrograms:edit' }, audit: 'new curriculum map version' },
      schema: {
        tags,
        summary: 'Start a map version for an effective year as a copy of another version',
        body: z.object({ degreeProgramsId: ZId, fromYear: ZYear, effectiveYear: ZYear }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const { degreeProgramsId, fromYear, effectiveYear } = request.body;
      const programme = await programmeFor(db, request.auth!, degreeProgramsId, 'edit');
      const count = await inTransaction(db, (tx) =>
        copyVersion(tx, request.auth!, programme.id, fromYear, effectiveYear),
      );
      return ok(
        { count, effectiveYear },
        translate(request.locale, 'curriculumMap.versionCreated', { year: effectiveYear, count }),
      );
    },
  );

  app.get(
    `${base}/diff`,
    {
      config: { access: { permission: 'degreePrograms:query' } },
      schema: {
        tags,
        summary: 'Cells added, removed and changed from one map version to another',
        querystring: T_.extend({ degreeProgramsId: ZId, from: ZYear, to: ZYear }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const { degreeProgramsId, from, to } = request.query;
      const programme = await programmeFor(db, request.auth!, degreeProgramsId, 'query');
      const [old, after] = await Promise.all([
        loadVersion(db, programme, from),
        loadVersion(db, programme, to),
      ]);
      const diff = diffMaps(old.cells, after.cells);
      // Names of what the differences mention, so the screen needs no other call.
      const courses = new Map([...old.courses, ...after.courses].map((c) => [c.id, c]));
      const los = new Map(
        [...old.goals, ...after.goals].flatMap((g) => g.objectives.map((o) => [o.id, o] as const)),
      );
      const named = <T extends Pick<MapCell, 'courseId' | 'loId'>>(c: T) => ({
        ...c,
        courseCode: courses.get(c.courseId)?.code ?? c.courseId,
        courseName: courses.get(c.courseId)?.name ?? '',
        courseNameEn: courses.get(c.courseId)?.nameEn ?? null,
        loCode: los.get(c.loId)?.code ?? c.loId,
      });
      return ok({
        programme,
        from,
        to,
        added: diff.added.map(named),
        removed: diff.removed.map(named),
        changed: diff.changed.map(named),
      });
    },
  );

  registerMapExcelRoutes(app, db);
}

/** The curriculum map's calls, registered under /api. */
export const curriculumMapModule: Module = (app, { database }) => {
  app.addHook('onRoute', describeCurriculumMapRoutes);
  registerMapRoutes(app, database.db);
};
