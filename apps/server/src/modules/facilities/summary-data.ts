import {
  type BudgetLine,
  type BudgetSummaryResult,
  budgetSummary,
  dictLabel,
  type Locale,
  type PhysicalSummaryResult,
  RESOURCE,
  type ResourceDef,
  type VirtualSummaryResult,
} from '@accredit/shared';
import { and, asc, gte, lte, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import type { Row } from '../../crud/present.ts';
import { col, rowScope } from '../../crud/scope.ts';
import type { ResourceTable } from '../../crud/table.ts';
import {
  financialResourceTable as budgetLines,
  virtualResourceTable as platforms,
  physicalResourceTable as spaces,
} from '../resources/schema.ts';

/**
 * Figures of the resources area (issue 19 item 5, AACSB Standard 2), each read inside the caller's
 * row scope of its own resource so a data rule binds these summaries as it binds the lists.
 * Budget: the shared model (facilities/budget.ts) per year. Spaces and platforms are recorded per
 * year (the same room again each year), so their totals are of one year: the one asked for, else
 * the latest year recorded; summing every year would count a room once per year.
 */
const scopeOf = (db: Executor, auth: AuthContext, def: ResourceDef, table: ResourceTable) =>
  rowScope(db, def, table, auth, `${def.name}:query`);

const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
};
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
/** Square metres and money to 2 decimals, only to drop binary noise from the sums. */
const r2 = (n: number) => Math.round(n * 100) / 100;

export async function loadBudgetSummary(
  db: Executor,
  auth: AuthContext,
  locale: Locale,
  range: { fromYear?: number; toYear?: number },
): Promise<BudgetSummaryResult> {
  const scope = await scopeOf(db, auth, RESOURCE.financialResource, budgetLines);
  const year = col(budgetLines, 'year');
  const where: SQL[] = [...scope];
  // The year before the first one shown is read too: it is the base of that year's change.
  if (range.fromYear !== undefined) where.push(gte(year, range.fromYear - 1));
  if (range.toYear !== undefined) where.push(lte(year, range.toYear));
  const rows = (await db
    .select()
    .from(budgetLines)
    .where(and(...where))
    .orderBy(asc(year))) as Row[];
  const lines: BudgetLine[] = rows.map((r) => ({
    year: num(r.year),
    kind: String(r.kind),
    category: String(r.category),
    amount: num(r.amount),
  }));
  const summary = budgetSummary(lines, range);
  return {
    fromYear: range.fromYear ?? null,
    toYear: range.toYear ?? null,
    latestYear: summary.latestYear,
    years: summary.years.map((y) => ({
      ...y,
      categories: y.categories.map((c) => ({
        ...c,
        category_dictText: dictLabel('budgetCategory', c.category, locale),
        kind_dictText: dictLabel('budgetKind', c.kind, locale),
      })),
    })),
  };
}

/** The rows of the year asked for, else of the latest year among the rows in scope. */
async function rowsOfYear(db: Executor, table: ResourceTable, scope: SQL[], year: number | undefined) {
  const rows = (await db
    .select()
    .from(table)
    .where(and(...scope))
    .orderBy(asc(col(table, 'id')))) as Row[];
  const years = [...new Set(rows.map((r) => num(r.year)).filter((y) => y > 0))].sort((a, b) => b - a);
  const chosen = year ?? years[0] ?? null;
  return {
    rows,
    years,
    year: chosen,
    current: rows.filter((r) => chosen !== null && num(r.year) === chosen),
  };
}

/** Each figure of a summary and the column it is summed from. */
type Figures = Record<string, string>;

/** The figures summed over rows, with their count; to 2 decimals (drops binary noise, whole counts stay). */
function sumOf<F extends Figures>(rows: Row[], figures: F) {
  const out = {} as Record<keyof F, number>;
  for (const key of Object.keys(figures) as (keyof F)[])
    out[key] = r2(rows.reduce((n, r) => n + num(r[figures[key] as string]), 0));
  return { ...out, count: rows.length };
}

/** The year's rows by category (codes in numeric order) and in all, each with the figures summed. */
function tally<F extends Figures>(rows: Row[], dict: string, locale: Locale, figures: F) {
  const groups = new Map<string, Row[]>();
  for (const r of rows) groups.set(String(r.category), [...(groups.get(String(r.category)) ?? []), r]);
  const categories = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([category, own]) => ({
      category,
      category_dictText: dictLabel(dict, category, locale),
      ...sumOf(own, figures),
    }));
  const { count, ...sums } = sumOf(rows, figures);
  return { categories, total: { count, ...sums } };
}

export async function loadPhysicalSummary(
  db: Executor,
  auth: AuthContext,
  locale: Locale,
  year?: number,
): Promise<PhysicalSummaryResult> {
  const scope = await scopeOf(db, auth, RESOURCE.physicalResource, spaces);
  const { years, year: chosen, current } = await rowsOfYear(db, spaces, scope, year);
  const { categories, total } = tally(current, 'physicalCategory', locale, {
    rooms: 'quantity',
    seats: 'capacity',
    area: 'area',
  });
  return { year: chosen, years, categories, total };
}

/** The ISO date `days` after an ISO date (UTC calendar days). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export async function loadVirtualSummary(
  db: Executor,
  auth: AuthContext,
  locale: Locale,
  options: { year?: number; today: string; withinDays: number },
): Promise<VirtualSummaryResult> {
  const scope = await scopeOf(db, auth, RESOURCE.virtualResource, platforms);
  const { rows, years, year: chosen, current } = await rowsOfYear(db, platforms, scope, options.year);
  const { categories, total } = tally(current, 'virtualCategory', locale, {
    users: 'users',
    licences: 'licences',
    annualCost: 'annualCost',
  });
  const last = addDays(options.today, options.withinDays);
  // Expiry is a date on the calendar, not a figure of a year: every record in scope is looked at.
  const expiring = rows
    .map((r) => ({ r, date: text(r.expiryDate)?.slice(0, 10) ?? '' }))
    .filter(({ date }) => date !== '' && date >= options.today && date <= last)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(({ r, date }) => ({
      id: String(r.id),
      nameZh: text(r.nameZh),
      nameEn: text(r.nameEn),
      category: text(r.category),
      category_dictText: r.category == null ? null : dictLabel('virtualCategory', String(r.category), locale),
      year: r.year == null ? null : num(r.year),
      licences: r.licences == null ? null : num(r.licences),
      expiryDate: date,
      daysLeft: daysBetween(options.today, date),
    }));
  return {
    year: chosen,
    years,
    today: options.today,
    withinDays: options.withinDays,
    categories,
    total,
    expiring,
  };
}
