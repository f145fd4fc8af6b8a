import { RESOURCE, REVIEW_STATUS, resourcePermission, zEnvelope, zPage } from '@accredit/shared';
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../../core/access.ts';
import type { App } from '../../core/app-types.ts';
import type { Db, Executor } from '../../core/db.ts';
import { ok } from '../../core/envelope.ts';
import { unauthorized } from '../../core/errors.ts';
import { presentRows, type Row } from '../../crud/present.ts';
import { listPage } from '../../crud/records.ts';
import { col } from '../../crud/scope.ts';
import { type ResourceTable, resourceTable } from '../../crud/table.ts';
import { recordSchema } from '../../crud/validation.ts';
import { personOfUser, TEACHER } from './people.ts';
import { authoredOutputs, authors, outputs } from './scope.ts';
import { teachers } from './teachers.ts';

/**
 * "My contributions": every record a person contributes, in any role (a research secretary who
 * also publishes sees their own work here): the research outputs they author or entered, and the
 * teaching contributions and engagement records about them, whoever entered them. Each kind has a
 * list (`/aacsb/<kind>/mine`, needing `<kind>:query`) and one call counts them all by review
 * state. What a list shows is decided by who the caller is, never by their data rules, so a
 * teacher sees exactly their own records.
 */
const KINDS = ['researchOutput', 'teachingContribution', 'professionalEngagement'] as const;
type Kind = (typeof KINDS)[number];

interface KindSpec {
  table: ResourceTable;
  /** The type field, filterable in the list. */
  typeKey: string;
  /** The record's date, newest first. */
  dateKey: string;
  /** The caller's records of this kind. */
  mine(db: Executor, auth: AuthContext): SQL;
}

/** Teaching and engagement records about the caller's teacher record. */
const aboutMe =
  (table: ResourceTable) =>
  (db: Executor, auth: AuthContext): SQL =>
    inArray(col(table, 'teacherId'), personOfUser(db, TEACHER, auth.user.id)) as SQL;

const teaching = resourceTable(RESOURCE.teachingContribution);
const engagement = resourceTable(RESOURCE.professionalEngagement);

const SPECS: Record<Kind, KindSpec> = {
  researchOutput: {
    table: outputs,
    typeKey: 'outputType',
    dateKey: 'publishDate',
    mine: (db, auth) =>
      or(eq(col(outputs, 'createBy'), auth.user.username), authoredOutputs(db, auth)) as SQL,
  },
  teachingContribution: { table: teaching, typeKey: 'type', dateKey: 'startTime', mine: aboutMe(teaching) },
  professionalEngagement: {
    table: engagement,
    typeKey: 'type',
    dateKey: 'startTime',
    mine: aboutMe(engagement),
  },
};

const zQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10),
  /** The kind's type (outputType of research outputs, type of the others). */
  outputType: z.string().max(10).optional(),
  type: z.string().max(10).optional(),
  reviewStatus: z.coerce.number().int().min(0).max(2).optional(),
  _t: z.string().optional(),
});

const zCounts = z.object({
  kind: z.enum(KINDS),
  total: z.number(),
  unreviewed: z.number(),
  reviewed: z.number(),
  rejected: z.number(),
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

/** The caller's records of one kind, by review state. */
async function countsOf(db: Executor, auth: AuthContext, kind: Kind): Promise<z.infer<typeof zCounts>> {
  const { table, mine } = SPECS[kind];
  const rows = await db
    .select({ status: col(table, 'reviewStatus'), n: count() })
    .from(table)
    .where(mine(db, auth))
    .groupBy(col(table, 'reviewStatus'));
  const of = (status: number) => Number(rows.find((r) => Number(r.status) === status)?.n ?? 0);
  const counts = {
    unreviewed: of(REVIEW_STATUS.unreviewed),
    reviewed: of(REVIEW_STATUS.reviewed),
    rejected: of(REVIEW_STATUS.rejected),
  };
  return { kind, total: counts.unreviewed + counts.reviewed + counts.rejected, ...counts };
}

function registerMineList(app: App, db: Db, kind: Kind): void {
  const def = RESOURCE[kind];
  const spec = SPECS[kind];
  const isOutput = kind === 'researchOutput';
  const record = recordSchema(def).extend({ authorLine: z.string().optional() });
  app.get(
    `/aacsb/${kind}/mine`,
    {
      config: { access: { permission: resourcePermission(def, 'query') } },
      schema: {
        tags: [kind],
        summary: isOutput
          ? 'Research outputs the caller authors or entered'
          : `Records of ${kind} about the caller, whoever entered them`,
        querystring: zQuery,
        response: { 200: zEnvelope(zPage(record)) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const q = request.query;
      const conditions: SQL[] = [spec.mine(db, auth)];
      const type = isOutput ? q.outputType : (q.type ?? q.outputType);
      if (type) conditions.push(eq(col(spec.table, spec.typeKey), type));
      if (q.reviewStatus !== undefined) conditions.push(eq(col(spec.table, 'reviewStatus'), q.reviewStatus));
      const { rows, total } = await listPage(
        db,
        spec.table,
        [and(...conditions) as SQL],
        [desc(col(spec.table, spec.dateKey)), asc(col(spec.table, 'id'))],
        q.pageNo,
        q.pageSize,
      );
      const records = await presentRows(db, def, rows as Row[], request.locale);
      const lines = isOutput
        ? await authorLines(
            db,
            rows.map((r) => String(r.id)),
          )
        : null;
      return ok({
        records: lines ? records.map((r) => ({ ...r, authorLine: lines.get(String(r.id)) ?? '' })) : records,
        total,
        size: q.pageSize,
        current: q.pageNo,
        pages: Math.ceil(total / q.pageSize),
      });
    },
  );
}

export function registerMineRoutes(app: App, db: Db): void {
  for (const kind of KINDS) registerMineList(app, db, kind);
  app.get(
    '/aacsb/contributions/mine',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: KINDS.slice(),
        summary:
          'How many records of each kind the caller contributes, by review state (kinds they may list)',
        querystring: z.object({ _t: z.string().optional() }),
        response: { 200: zEnvelope(z.array(zCounts)) },
      },
    },
    async (request) => {
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const allowed = KINDS.filter((k) => auth.permissions.has(resourcePermission(RESOURCE[k], 'query')));
      return ok(await Promise.all(allowed.map((k) => countsOf(db, auth, k))));
    },
  );
}
