import {
  diffStats,
  diffText,
  historyYears,
  type Locale,
  plainText,
  RESOURCE,
  type StatementKind,
  statementHistory,
  versionInForce,
  versionsDuringYear,
  yearAsOf,
} from '@accredit/shared';
import { and, desc, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import { presentRows, type Row } from '../../crud/present.ts';
import { col, rowScope } from '../../crud/scope.ts';
import type { ResourceTable } from '../../crud/table.ts';
import { coreValueTable, expectedOutcomeTable, missionTable, visionTable } from '../resources/schema.ts';

/**
 * Loading a statement's versions in the caller's row scope and shaping its history: every version
 * with where it stands, the one in force today and the one that stood for a chosen year, and the
 * differences between two versions in each language (the shared model does the reasoning).
 */
export const STATEMENT_TABLES: Record<StatementKind, ResourceTable> = {
  mission: missionTable,
  vision: visionTable,
  expectedOutcome: expectedOutcomeTable,
  coreValue: coreValueTable,
};

export interface VersionRecord extends Record<string, unknown> {
  id: string;
  effectiveDate: string;
  reviewStatus: number;
  createTime: string | null;
  contentZh: string | null;
  contentEn: string | null;
}

/** Today's date in UTC (the school's calendar day for every reader alike). */
export const utcDay = () => new Date().toISOString().slice(0, 10);

async function loadVersions(
  db: Executor,
  kind: StatementKind,
  auth: AuthContext,
  locale: Locale,
  ids?: string[],
): Promise<VersionRecord[]> {
  const def = RESOURCE[kind];
  const table = STATEMENT_TABLES[kind];
  const scope = await rowScope(db, def, table, auth, `${kind}:query`);
  if (ids) scope.push(inArray(col(table, 'id'), ids));
  const rows = (await db
    .select()
    .from(table)
    .where(and(...scope))
    .orderBy(desc(col(table, 'effectiveDate')))) as Row[];
  const records = await presentRows(db, def, rows, locale);
  return records.map((r) => ({
    ...r,
    id: String(r.id),
    effectiveDate: String(r.effectiveDate ?? '').slice(0, 10),
    reviewStatus: Number(r.reviewStatus),
    createTime: (r.createTime as string | null) ?? null,
    contentZh: (r.contentZh as string | null) ?? null,
    contentEn: (r.contentEn as string | null) ?? null,
  }));
}

export async function statementHistoryOf(
  db: Executor,
  kind: StatementKind,
  auth: AuthContext,
  locale: Locale,
  year: number | undefined,
  today = utcDay(),
) {
  const versions = await loadVersions(db, kind, auth, locale);
  const inForce = versionInForce(versions, today);
  return {
    kind,
    today,
    inForceId: inForce?.id ?? null,
    years: historyYears(versions, today),
    year:
      year === undefined
        ? null
        : {
            year,
            asOf: yearAsOf(year, today),
            versionId: versionInForce(versions, yearAsOf(year, today))?.id ?? null,
            // More than one: the statement changed during the year.
            versionIds: versionsDuringYear(versions, year, today).map((v) => v.id),
          },
    versions: statementHistory(versions, today).map((h) => ({
      ...h.version,
      state: h.state,
      validTo: h.validTo,
    })),
  };
}

/** The differences from one version to another, in Chinese (per character) and English (per word). */
export async function compareVersions(
  db: Executor,
  kind: StatementKind,
  auth: AuthContext,
  locale: Locale,
  fromId: string,
  toId: string,
) {
  const versions = await loadVersions(db, kind, auth, locale, [fromId, toId]);
  const from = versions.find((v) => v.id === fromId);
  const to = versions.find((v) => v.id === toId);
  // Out of scope and absent look the same (the engine's rule for ids).
  if (!from || !to) throw new AppError(404, 'statement.errors.versionNotFound');
  const side = (before: string | null, after: string | null) => {
    const a = plainText(before);
    const b = plainText(after);
    return { segments: diffText(a, b), stats: diffStats(a, b) };
  };
  const brief = (v: VersionRecord) => ({
    id: v.id,
    effectiveDate: v.effectiveDate,
    reviewStatus: v.reviewStatus,
  });
  return {
    from: brief(from),
    to: brief(to),
    zh: side(from.contentZh, to.contentZh),
    en: side(from.contentEn, to.contentEn),
  };
}
