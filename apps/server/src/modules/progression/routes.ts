import {
  type AmbaProgramme,
  type AmbaResult,
  contactHoursCheck,
  type ProgrammeInfo,
  type ProgressionCohortsResult,
  RESOURCE,
  type SectorsResult,
  workExperienceCheck,
  zEnvelope,
} from '@accredit/shared';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App } from '../../core/app-types.ts';
import type { Db, Executor } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { badRequest, forbidden, unauthorized } from '../../core/errors.ts';
import { col, rowScope } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';
import { admissions, classesT, loadCohorts, PARTS, type Part } from './cohort-data.ts';

/**
 * Learner progression routes (issue 19 item 6): the cohorts of every programme with their rates
 * (each part only for a caller holding its query code, rows in that part's row scope), the AMBA
 * checks of MBA programmes, and the employer sectors of the employment records in scope.
 */
const ZYear = z.coerce.number().int().min(1900).max(2200);
const ZId = z.string().trim().min(1).max(64);
const ZAny = z.unknown();
/** One programme and a range of entry cohorts, both optional (the cohorts and the sectors). */
const ZCohortFilter = z.object({
  degreeProgramsId: ZId.optional(),
  fromYear: ZYear.optional(),
  toYear: ZYear.optional(),
  _t: z.coerce.number().optional(),
});
const BASE = '/aacsb/progression';
const tags = ['progression'];
const ANY_QUERY = PARTS.map((p) => `${p}:query`);

const programmes = resourceTable(RESOURCE.degreePrograms);
const teachingProgram = resourceTable(RESOURCE.teachingProgram);
const courses = resourceTable(RESOURCE.course);
const sectors = resourceTable(RESOURCE.employmentSector);
const employments = resourceTable(RESOURCE.employment);

const authOf = (request: FastifyRequest): AuthContext => {
  if (!request.auth) throw unauthorized();
  return request.auth;
};
const held = (auth: AuthContext): Part[] => PARTS.filter((p) => auth.permissions.has(`${p}:query`));

/** The part whose rules decide which programmes a caller reaches (admission first). */
function leadPart(auth: AuthContext): Part {
  const parts = held(auth);
  const lead = parts[0];
  if (!lead) throw forbidden();
  return lead;
}

/** Programme names and levels, for the rows. */
async function programmeInfo(db: Executor, ids: string[]): Promise<Map<string, ProgrammeInfo>> {
  if (ids.length === 0) return new Map<string, ProgrammeInfo>();
  const rows = await db
    .select({
      id: col(programmes, 'id'),
      name: col(programmes, 'name'),
      nameEn: col(programmes, 'nameEn'),
      degreeLevel: col(programmes, 'degreeLevel'),
    })
    .from(programmes)
    .where(inArray(col(programmes, 'id'), ids));
  return new Map(
    rows.map((r) => [
      String(r.id),
      {
        name: String(r.name),
        nameEn: r.nameEn === null ? null : String(r.nameEn),
        degreeLevel: String(r.degreeLevel),
      },
    ]),
  );
}

/**
 * The AMBA checks of the programmes these conditions select (the route: MBA programmes in the
 * caller's scope; a report's live block: the school's MBA programmes, or one programme).
 */
export async function ambaChecks(db: Executor, where: SQL[]): Promise<AmbaProgramme[]> {
  const mbas = await db
    .select({
      id: col(programmes, 'id'),
      name: col(programmes, 'name'),
      nameEn: col(programmes, 'nameEn'),
    })
    .from(programmes)
    .where(and(...where))
    .orderBy(col(programmes, 'code'));
  const ids = mbas.map((m) => String(m.id));
  if (ids.length === 0) return [];
  const admissionRows = await db
    .select({
      programme: col(admissions, 'degreeProgramsId'),
      cohortYear: col(admissions, 'cohortYear'),
      workExperienceMin: col(admissions, 'workExperienceMin'),
    })
    .from(admissions)
    .where(inArray(col(admissions, 'degreeProgramsId'), ids));
  // The teaching programme in force: the rows of the programme's latest effective year (a plan
  // version is the set of rows sharing an effective year, as with the curriculum map).
  const planRows = await db
    .select({
      programme: col(teachingProgram, 'degreeProgramsId'),
      effectiveYear: col(teachingProgram, 'effectiveYear'),
      theoryHours: col(courses, 'theoryHours'),
      practiceHours: col(courses, 'practiceHours'),
    })
    .from(teachingProgram)
    .innerJoin(courses, eq(col(courses, 'id'), col(teachingProgram, 'courseId')))
    .where(inArray(col(teachingProgram, 'degreeProgramsId'), ids))
    .orderBy(desc(col(teachingProgram, 'effectiveYear')));
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const result = mbas.map((m): AmbaProgramme => {
    const id = String(m.id);
    const own = planRows.filter((r) => String(r.programme) === id);
    const version = own.length ? Number(own[0]?.effectiveYear) : null;
    const plan = own.filter((r) => Number(r.effectiveYear) === version);
    return {
      degreeProgramsId: id,
      name: String(m.name),
      nameEn: m.nameEn === null ? null : String(m.nameEn),
      workExperience: workExperienceCheck(
        admissionRows
          .filter((r) => String(r.programme) === id)
          .map((r) => ({ cohortYear: Number(r.cohortYear), workExperienceMin: n(r.workExperienceMin) })),
      ),
      contactHours: {
        effectiveYear: version,
        ...contactHoursCheck(
          plan.map((r) => ({ theoryHours: n(r.theoryHours), practiceHours: n(r.practiceHours) })),
        ),
      },
    };
  });
  return result;
}

export function registerProgressionRoutes(app: App, db: Db): void {
  app.get(
    `${BASE}/cohorts`,
    {
      config: { access: { permission: ANY_QUERY } },
      schema: {
        tags,
        summary:
          'Cohorts by programme and entry year: admission, retention and graduation, employment figures (typed, or counted from student records when blank) and their rates; each part only with its query code, in its row scope',
        querystring: ZCohortFilter,
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { degreeProgramsId, fromYear, toYear } = request.query;
      if (fromYear !== undefined && toYear !== undefined && fromYear > toYear)
        throw badRequest('progression.errors.yearRange');
      const parts = held(auth);
      const scopes: Partial<Record<Part, SQL[]>> = {};
      for (const p of parts)
        scopes[p] = await rowScope(db, RESOURCE[p], resourceTable(RESOURCE[p]), auth, `${p}:query`);
      const lead = leadPart(auth);
      // Cohort sizes come from admission figures even for a caller who only reads retention, in
      // the programmes that caller's rules reach (their rule applied to the admission table).
      if (!scopes.admission && scopes.retention)
        scopes.admission = await rowScope(db, RESOURCE.retention, admissions, auth, 'retention:query');
      const studentScope =
        lead === 'employment'
          ? undefined
          : await rowScope(db, RESOURCE[lead], classesT, auth, `${lead}:query`);
      const rows = await loadCohorts(db, {
        scopes,
        show: parts,
        studentScope,
        programmeId: degreeProgramsId,
        fromYear,
        toYear,
      });
      const info = await programmeInfo(db, [...new Set(rows.map((r) => r.degreeProgramsId))]);
      const result: ProgressionCohortsResult = {
        parts,
        cohorts: rows.map((r) => ({ ...r, programme: info.get(r.degreeProgramsId) ?? null })),
      };
      return ok(result);
    },
  );

  app.get(
    `${BASE}/amba`,
    {
      config: { access: { permission: ANY_QUERY } },
      schema: {
        tags,
        summary:
          'AMBA checks of each MBA programme (degree level 3) in the caller’s scope: least work experience of every cohort at least 3 years; contact hours (theory + practice) of the teaching programme in force at least 500',
        querystring: z.object({ _t: z.coerce.number().optional() }),
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const lead = leadPart(auth);
      const scope = await rowScope(db, RESOURCE.degreePrograms, programmes, auth, `${lead}:query`);
      return ok<AmbaResult>({
        programmes: await ambaChecks(db, [eq(col(programmes, 'degreeLevel'), '3'), ...scope]),
      });
    },
  );

  app.get(
    `${BASE}/sectors`,
    {
      config: { access: { permission: 'employment:query' } },
      schema: {
        tags,
        summary:
          'Graduates employed per employer sector, summed over the employment records in the caller’s scope (one programme and a range of entry cohorts optional)',
        querystring: ZCohortFilter,
        response: { 200: zEnvelope(ZAny) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { degreeProgramsId, fromYear, toYear } = request.query;
      const scope = await rowScope(db, RESOURCE.employment, employments, auth, 'employment:query');
      const where: SQL[] = [...scope];
      if (degreeProgramsId) where.push(eq(col(employments, 'degreeProgramsId'), degreeProgramsId));
      const cy = col(employments, 'cohortYear');
      const rows = await db
        .select({ sector: col(sectors, 'sector'), employed: col(sectors, 'employed'), cohortYear: cy })
        .from(sectors)
        .innerJoin(employments, eq(col(employments, 'id'), col(sectors, 'employmentId')))
        .where(and(...where));
      const totals = new Map<string, number>();
      for (const r of rows) {
        const y = Number(r.cohortYear);
        if ((fromYear !== undefined && y < fromYear) || (toYear !== undefined && y > toYear)) continue;
        totals.set(String(r.sector), (totals.get(String(r.sector)) ?? 0) + Number(r.employed ?? 0));
      }
      const list = [...totals].map(([sector, employed]) => ({ sector, employed }));
      return ok<SectorsResult>({
        sectors: list.sort((a, b) => b.employed - a.employed || a.sector.localeCompare(b.sector)),
      });
    },
  );
}
