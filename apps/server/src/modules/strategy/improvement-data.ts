import {
  IMPROVEMENT_SORT_COLUMNS,
  type ImprovementOrigin,
  type ImprovementQuery,
  type ImprovementRow,
  type ImprovementSortColumn,
  isPlanActionOverdue,
  type Locale,
  RESOURCE,
  type ResourceDef,
} from '@accredit/shared';
import { and, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { containsLike } from '../../core/like.ts';
import { type ApiRecord, presentRows, type Row } from '../../crud/present.ts';
import { col, rowScope } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';
import {
  improvementActionTable as aolActions,
  continuousImprovementTable as ciRecords,
} from '../resources/schema.ts';

/**
 * Continuous improvement in one list (issue 19 item 4, spec 001 section 7): the school's own
 * improvement records and the improvement actions assurance of learning creates, in one shape.
 * Each origin is read in the caller's row scope of its own resource and only when the caller holds
 * its query code, so a programme head sees their programme's AoL actions and nobody else's.
 * Both use the codes 1 Not Started, 2 In Progress, 3 Completed (planActionStatus, aolActionStatus),
 * so one overdue rule serves both: not completed and due before today.
 */
export const SORT_COLUMNS = IMPROVEMENT_SORT_COLUMNS;
type Origin = ImprovementOrigin;
type SortColumn = ImprovementSortColumn;

const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
const int = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

const schoolYears = resourceTable(RESOURCE.schoolYear);
const evaluationYears = resourceTable(RESOURCE.evaluationYear);

/** The calendar year an AoL action belongs to: its assessment year's school year start. */
async function aolYears(db: Executor, evaluationYearIds: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (evaluationYearIds.length === 0) return out;
  const rows = await db
    .select({ id: col(evaluationYears, 'id'), start: col(schoolYears, 'startTime') })
    .from(evaluationYears)
    .innerJoin(schoolYears, eq(col(schoolYears, 'id'), col(evaluationYears, 'schoolYearId')))
    .where(inArray(col(evaluationYears, 'id'), evaluationYearIds));
  for (const r of rows) {
    const y = Number.parseInt(String(r.start).slice(0, 4), 10);
    if (Number.isFinite(y)) out.set(String(r.id), y);
  }
  return out;
}

function conditions(table: typeof ciRecords | typeof aolActions, q: ImprovementQuery, scope: SQL[]): SQL[] {
  const where = [...scope];
  if (q.status) where.push(eq(col(table, 'status'), q.status));
  if (q.keyword) {
    const pattern = containsLike(q.keyword);
    where.push(or(ilike(col(table, 'finding'), pattern), ilike(col(table, 'findingEn'), pattern)) as SQL);
  }
  return where;
}

/** The records of one origin that match the filters, in the caller's row scope of its resource. */
async function matching(
  db: Executor,
  auth: AuthContext,
  def: ResourceDef,
  table: typeof ciRecords | typeof aolActions,
  q: ImprovementQuery,
): Promise<Row[]> {
  const scope = await rowScope(db, def, table, auth, `${def.name}:query`);
  return (await db
    .select()
    .from(table)
    .where(and(...conditions(table, q, scope)))) as Row[];
}

const common = (r: ApiRecord, origin: Origin, today: string) => ({
  id: String(r.id),
  origin,
  finding: text(r.finding),
  findingEn: text(r.findingEn),
  action: text(r.action),
  actionEn: text(r.actionEn),
  ownerId: text(r.ownerId),
  ownerId_dictText: text(r.ownerId_dictText),
  dueDate: text(r.dueDate)?.slice(0, 10) ?? null,
  status: text(r.status),
  status_dictText: text(r.status_dictText),
  overdue: isPlanActionOverdue(
    { status: String(r.status ?? ''), dueDate: text(r.dueDate)?.slice(0, 10) ?? null },
    today,
  ),
});

async function ciRows(db: Executor, auth: AuthContext, q: ImprovementQuery, locale: Locale, today: string) {
  const def = RESOURCE.continuousImprovement;
  const rows = await matching(db, auth, def, ciRecords, q);
  return (await presentRows(db, def, rows, locale)).map(
    (r): ImprovementRow => ({
      ...common(r, 'ci', today),
      result: text(r.result),
      year: int(r.year),
      standards: text(r.standards),
      standards_dictText: text(r.standards_dictText),
      degreeProgramsId: null,
      degreeProgramsId_dictText: null,
    }),
  );
}

async function aolRows(db: Executor, auth: AuthContext, q: ImprovementQuery, locale: Locale, today: string) {
  const def = RESOURCE.improvementAction;
  const rows = await matching(db, auth, def, aolActions, q);
  const years = await aolYears(db, [
    ...new Set(rows.map((r) => text(r.evaluationYearId)).filter((v): v is string => v !== null)),
  ]);
  return (await presentRows(db, def, rows, locale)).map(
    (r): ImprovementRow => ({
      ...common(r, 'aol', today),
      result: text(r.outcome),
      year: years.get(String(r.evaluationYearId)) ?? null,
      standards: null,
      standards_dictText: null,
      degreeProgramsId: text(r.degreeProgramsId),
      degreeProgramsId_dictText: text(r.degreeProgramsId_dictText),
    }),
  );
}

/** Sorted by the chosen column; blanks last whichever the order; ties by origin and id (stable pages). */
export function sortImprovements(
  rows: ImprovementRow[],
  column: SortColumn,
  order: 'asc' | 'desc',
  locale: Locale,
) {
  const sign = order === 'desc' ? -1 : 1;
  const value = (r: ImprovementRow) => (column === 'finding' ? (r.finding ?? r.findingEn) : r[column]);
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return sign * x.localeCompare(y, locale);
    }
    return a.origin.localeCompare(b.origin) || a.id.localeCompare(b.id);
  });
}

export async function loadImprovements(
  db: Executor,
  auth: AuthContext,
  q: ImprovementQuery,
  locale: Locale,
  today: string,
) {
  const wantCi = q.origin !== 'aol' && auth.permissions.has('continuousImprovement:query');
  const wantAol = q.origin !== 'ci' && auth.permissions.has('improvementAction:query');
  const rows = [
    ...(wantCi ? await ciRows(db, auth, q, locale, today) : []),
    ...(wantAol ? await aolRows(db, auth, q, locale, today) : []),
  ];
  const sorted = sortImprovements(rows, q.column, q.order, locale);
  const total = sorted.length;
  const all = q.pageSize === -1;
  const size = all ? total : q.pageSize;
  const records = all ? sorted : sorted.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize);
  return {
    records,
    total,
    size,
    current: all ? 1 : q.pageNo,
    pages: size > 0 ? Math.ceil(total / size) : 0,
  };
}
