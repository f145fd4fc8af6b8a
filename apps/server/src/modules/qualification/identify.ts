import type { Status } from '@accredit/shared/aacsb/index.ts';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { markTablesStale } from './freshness.ts';
import { currentIdentifications } from './load.ts';
import { qualificationIdentification } from './schema.ts';
import { computeYear } from './service.ts';

/**
 * Identify (confirm a teacher's status for a year) and cancel identification (spec 001 sections
 * 1 and 4). Confirming another status than the computed one is an override and needs a reason.
 * Both acts append to the history; nothing is updated in place.
 */

export interface IdentifyProps {
  teacherIds: string[];
  year: number;
  /** Override: the status to confirm instead of the computed one (one teacher only). */
  status?: Status;
  reason?: string | null;
  username: string;
}

export async function identify(db: Executor, p: IdentifyProps): Promise<number> {
  const computed = await computeYear(db, p.year);
  const evaluation = new Map(computed.tables.evaluations.map((e) => [e.teacherId, e]));
  const current = await currentIdentifications(db, p.year, p.teacherIds);
  const reason = p.reason?.trim() || null;
  const rows = [];
  for (const teacherId of p.teacherIds) {
    const e = evaluation.get(teacherId);
    if (!e) throw new AppError(404, 'qualification.errors.notFaculty');
    const status = p.status ?? e.status;
    const overridden = status !== e.status;
    if (overridden && !reason) throw new AppError(400, 'qualification.errors.reasonRequired');
    const now = current.get(teacherId);
    if (now && now.status === status && !overridden) continue;
    rows.push({
      teacherId,
      year: p.year,
      action: 'identify' as const,
      status,
      computedStatus: e.status,
      overridden,
      reason,
      ruleVersion: computed.loaded.ruleVersion,
      createBy: p.username,
    });
  }
  if (rows.length) {
    await db.insert(qualificationIdentification).values(rows);
    // After the write (the caller may not be in a transaction): identified statuses feed the tables.
    await markTablesStale(db);
  }
  return rows.length;
}

export async function cancelIdentification(
  db: Executor,
  p: { teacherId: string; year: number; reason?: string | null; username: string },
): Promise<void> {
  const current = (await currentIdentifications(db, p.year, [p.teacherId])).get(p.teacherId);
  if (!current) throw new AppError(409, 'qualification.errors.notIdentified');
  await db.insert(qualificationIdentification).values({
    teacherId: p.teacherId,
    year: p.year,
    action: 'cancel',
    status: current.status,
    computedStatus: current.computedStatus,
    overridden: false,
    reason: p.reason?.trim() || null,
    ruleVersion: current.ruleVersion,
    createBy: p.username,
  });
  await markTablesStale(db);
}

export async function identificationHistory(db: Executor, teacherId: string, year: number) {
  const i = qualificationIdentification;
  return db
    .select()
    .from(i)
    .where(and(eq(i.teacherId, teacherId), eq(i.year, year)))
    .orderBy(asc(i.seq));
}
