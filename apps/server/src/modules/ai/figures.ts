import { bilingualValue, type Locale, RESEARCH_OUTPUT_RESOURCES } from '@accredit/shared';
import { type Status, statusIndex, type Table31, yearOf } from '@accredit/shared/aacsb/index.ts';
import { lte, max } from 'drizzle-orm';
import type { AuthContext } from '../../core/access.ts';
import type { Executor } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import { facultyFigures } from '../qualification/figures.ts';
import { loadDisciplines, T } from '../qualification/load.ts';
import { type Computed, computeYear } from '../qualification/service.ts';
import { schoolSettings } from '../school/settings.ts';
import { type Intent, type Measure, type NamedDiscipline, parseIntent, type YearRef } from './intent.ts';
import { ownOutputFacts } from './own-outputs.ts';
import { screenCitation } from './sources.ts';
import type { Fact } from './types.ts';

/**
 * Live figures for the consultant, computed by the qualification module's own functions (the
 * same numbers as Tables 3-1 and 8-1 and the qualification board) and given only to those who may
 * open the page they come from: Table 3-1 needs facultyReport:query, the board
 * teacherQualification:query, Table 8-1 researchOutputs:query. Without those, a person gets the
 * count of their own records, or a note saying which page the figure lives on.
 */
export interface Figures {
  facts: Fact[];
  notes: string[];
}

export interface SchoolFigures {
  gather(question: string, auth: AuthContext | null, locale: Locale): Promise<Figures>;
}

const PAGE = { table31: 'facultyReport', board: 'teacherQualification', table81: 'researchOutputs' } as const;

function may(auth: AuthContext, perm: string): boolean {
  return auth.permissions.has(`${perm}:query`);
}

/** Whether the caller may open research-output records at all (their own, under their data rules). */
export function mayOpenOutputs(auth: AuthContext): boolean {
  return ['researchOutput', ...RESEARCH_OUTPUT_RESOURCES].some((r) => auth.permissions.has(`${r}:query`));
}

const pct = (n: number | null) => (n === null ? '-' : n.toFixed(1));

/** The reporting year to use: the year asked, or for "this year" the latest with faculty records. */
async function resolveYear(
  db: Executor,
  year: YearRef,
  now: number,
): Promise<{ year: number | null; asked: number }> {
  const asked = year === 'current' ? now : year;
  if (year !== 'current') return { year, asked };
  const [row] = await db
    .select({ y: max(T.accreditation.year) })
    .from(T.accreditation)
    .where(lte(T.accreditation.year, asked));
  const found = row?.y === null || row?.y === undefined ? null : Number(row.y);
  return { year: found, asked };
}

function yearNotes(locale: Locale, asked: number, year: number | null): string[] {
  if (year === null) return [translate(locale, 'ai.figures.noFaculty', { year: asked })];
  return year === asked ? [] : [translate(locale, 'ai.figures.latestYear', { asked, year })];
}

function disciplineName(d: NamedDiscipline | undefined, locale: Locale): string {
  if (!d) return '';
  return bilingualValue(d, 'name', 'nameEn', locale, (key) => translate(locale, key));
}

function ratioFact(
  t: Table31,
  measure: Measure,
  disciplineId: string | null,
  disciplines: NamedDiscipline[],
  locale: Locale,
): Fact {
  const group = disciplineId ? t.groups.find((g) => g.disciplineId === disciplineId)?.totals : t.total;
  const scope = disciplineId
    ? disciplineName(
        disciplines.find((d) => d.id === disciplineId),
        locale,
      )
    : translate(locale, 'ai.figures.school');
  const source = screenCitation(PAGE.table31, locale);
  const r = group?.[measure];
  const label = translate(locale, `ai.figures.measure.${measure}`);
  if (!r || r.shown === null)
    return { text: translate(locale, 'ai.figures.ratioEmpty', { scope, year: t.year }), source };
  const threshold = r.threshold;
  if (threshold === null)
    return {
      text: translate(locale, 'ai.figures.ratioPlain', {
        measure: label,
        scope,
        year: t.year,
        value: pct(r.shown),
      }),
      source,
    };
  return {
    text: translate(locale, 'ai.figures.ratio', {
      measure: label,
      scope,
      year: t.year,
      value: pct(r.shown),
      threshold: pct(threshold),
      verdict: translate(locale, r.pass ? 'ai.figures.pass' : 'ai.figures.fail'),
    }),
    source,
  };
}

function losingFact(c: Computed, status: Status | null, locale: Locale): Fact {
  const year = c.loaded.school.year;
  const names = new Map(c.loaded.school.teachers.map((t) => [t.id, t.name]));
  const leaving = c.tables.evaluations
    .filter((e) => {
      const now = c.tables.statuses[e.teacherId];
      if (!e.atRisk || statusIndex(e.atRisk.nextStatus) <= statusIndex(now)) return false;
      return status === null || now === status;
    })
    .map(
      (e) =>
        `${names.get(e.teacherId) ?? e.teacherId} (${c.tables.statuses[e.teacherId]} → ${e.atRisk?.nextStatus})`,
    )
    .sort((a, b) => a.localeCompare(b));
  const source = screenCitation(PAGE.board, locale);
  const values = {
    status: status ?? '',
    year,
    next: year + 1,
    count: leaving.length,
    names: leaving.join(locale.startsWith('zh') ? '、' : ', '),
  };
  const key = status
    ? leaving.length
      ? 'ai.figures.losing'
      : 'ai.figures.losingNone'
    : leaving.length
      ? 'ai.figures.losingAny'
      : 'ai.figures.losingAnyNone';
  return { text: translate(locale, key, values), source, personal: leaving.length > 0 };
}

function what(intent: Extract<Intent, { kind: 'outputs' }>): string {
  if (intent.column) return intent.column;
  return intent.outputType === '1' ? 'type1' : 'total';
}

function outputsFact(
  c: Computed,
  intent: Extract<Intent, { kind: 'outputs' }>,
  disciplines: NamedDiscipline[],
  locale: Locale,
): Fact {
  const t81 = c.tables.table81;
  const scopeId = intent.disciplineId ?? 'total';
  const cell = t81.cells.get(`81:${scopeId}:${intent.column ?? 'total'}`);
  const byId = new Map(c.loaded.school.outputs.map((o) => [o.id, o]));
  let count = 0;
  for (const ref of cell?.refs ?? []) {
    const o = byId.get(ref.id);
    if (intent.outputType && o?.type !== intent.outputType) continue;
    if (intent.year !== null && yearOf(o?.date) !== intent.year) continue;
    count += ref.amount;
  }
  const scope = intent.disciplineId
    ? disciplineName(
        disciplines.find((d) => d.id === intent.disciplineId),
        locale,
      )
    : translate(locale, 'ai.figures.school');
  const values = {
    scope,
    count: Math.round(count * 100) / 100,
    what: translate(locale, `ai.figures.what.${what(intent)}`),
    from: t81.window.from,
    to: t81.window.to,
    year: intent.year,
  };
  return {
    text: translate(
      locale,
      intent.year === null ? 'ai.figures.outputsWindow' : 'ai.figures.outputsYear',
      values,
    ),
    source: screenCitation(PAGE.table81, locale),
  };
}

export function schoolFigures(db: Executor, now: () => Date = () => new Date()): SchoolFigures {
  return {
    async gather(question, auth, locale) {
      const disciplines = await loadDisciplines(db);
      const intent = parseIntent(question, disciplines, now());
      if (!intent) return { facts: [], notes: [] };
      if (!auth) return { facts: [], notes: [translate(locale, 'ai.notes.external')] };
      const thisYear = now().getUTCFullYear();
      const denied = (perm: string) => ({
        facts: [],
        notes: [translate(locale, 'ai.notes.noPermission', { page: screenCitation(perm, locale).title })],
      });

      if (intent.kind === 'ratio') {
        if (!may(auth, PAGE.table31)) return denied(PAGE.table31);
        const { year, asked } = await resolveYear(db, intent.year, thisYear);
        if (year === null) return { facts: [], notes: yearNotes(locale, asked, year) };
        // Table 3-1's figures as its page computes them (the database's sums, kept per data version).
        const { table31 } = await facultyFigures(db, year);
        return {
          facts: [ratioFact(table31, intent.measure, intent.disciplineId, disciplines, locale)],
          notes: yearNotes(locale, asked, year),
        };
      }
      if (intent.kind === 'losing') {
        if (!may(auth, PAGE.board)) return denied(PAGE.board);
        const { year, asked } = await resolveYear(db, intent.year, thisYear);
        if (year === null) return { facts: [], notes: yearNotes(locale, asked, year) };
        const c = await computeYear(db, year);
        return { facts: [losingFact(c, intent.status, locale)], notes: yearNotes(locale, asked, year) };
      }
      if (!intent.mine && may(auth, PAGE.table81)) {
        const base = intent.year ?? yearOf((await schoolSettings(db)).table81BaseTime) ?? thisYear;
        // Table 8-1 alone, as its screen computes it: the same kept result (qualification/freshness.ts).
        const c = await computeYear(db, base, { baseYear: base, table81Only: true });
        return { facts: [outputsFact(c, intent, disciplines, locale)], notes: [] };
      }
      if (!mayOpenOutputs(auth)) return denied(PAGE.table81);
      const own = await ownOutputFacts(db, auth, intent, locale);
      const notes = intent.mine
        ? []
        : [translate(locale, 'ai.notes.ownOnly', { page: screenCitation(PAGE.table81, locale).title })];
      return { facts: own, notes };
    },
  };
}
