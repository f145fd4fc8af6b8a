import {
  type BlockCell,
  type BlockColumnKind,
  type BlockOption,
  bilingualValue,
  type FieldDef,
  fieldLabel,
  inList,
  isDay,
  type Locale,
  MENU,
  type MenuScreen,
  RESOURCE,
  type ResourceDef,
  resourceTitle,
} from '@accredit/shared';
import { and, asc, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Executor } from '../../core/db.ts';
import { translate } from '../../core/i18n.ts';
import { presentRows, type Row } from '../../crud/present.ts';
import { col, filterCondition } from '../../crud/scope.ts';
import { resourceTable } from '../../crud/table.ts';
import { type BlockBody, BlockProblem, type Resolver, tb } from './blocks-context.ts';

/**
 * A list of records in a report (for example the exemplary intellectual contributions of Standard 8):
 * only resources of this list, only approved records of reviewed ones, only the fields a list shows.
 * Parameters: resource; filter "field=value;field=value" over the resource's filterable fields;
 * year (records dated in that year); columns (field keys, "title" for the record's title); limit.
 * The list is the school's, not the reader's: what the report's authors chose to show.
 */
export const RECORD_RESOURCES = [
  'researchOutput',
  'teachingContribution',
  'professionalEngagement',
  'strategicAction',
  'improvementAction',
  'continuousImprovement',
] as const;

const t = (locale: Locale) => (key: string) => translate(locale, key);
const MAX_LIMIT = 200;
const DEFAULT_LIMIT = 20;

export function recordResource(name: unknown): ResourceDef {
  if (typeof name !== 'string' || !(RECORD_RESOURCES as readonly string[]).includes(name))
    throw new BlockProblem('errors.badResource');
  return RESOURCE[name as keyof typeof RESOURCE] as ResourceDef;
}

/** Fields a list may show (the list's own columns, no long text, files or JSON). */
export function shownFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => inList(f) && !['longText', 'richText', 'file', 'json'].includes(f.type));
}

/** Fields a filter may name (the resource's own filters, among the shown ones). */
export function filterFields(def: ResourceDef): FieldDef[] {
  return shownFields(def).filter((f) => f.filter && f.type !== 'text');
}

/** The record's title in the language (a Chinese/English pair picks one; codes go first). */
function titleOf(def: ResourceDef, row: Record<string, unknown>, locale: Locale): string {
  const keys = def.title ?? def.fields.filter((f) => f.key === 'title' || f.key === 'name').map((f) => f.key);
  const parts: string[] = [];
  for (const k of keys) {
    const base = k.replace(/(Zh|En)$/, '');
    if (k.endsWith('En') && keys.includes(`${base}Zh`)) continue;
    if (k.endsWith('Zh') && keys.includes(`${base}En`))
      parts.push(bilingualValue(row, k, `${base}En`, locale, t(locale)));
    else if (row[k] !== null && row[k] !== undefined) parts.push(String(row[k]));
  }
  return parts.filter((p) => p.trim() !== '').join(' ');
}

/** Columns of their own besides the fields: the authors of a contribution, in order. */
const EXTRA_COLUMNS: Record<string, string[]> = { researchOutput: ['authors'] };

/** Each output's authors in order: the school's teachers by name in the language, others as typed. */
async function authorsOf(db: Executor, ids: string[], locale: Locale): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (ids.length === 0) return out;
  const a = resourceTable(RESOURCE.researchOutputAuthor);
  const teachers = resourceTable(RESOURCE.teacher);
  const rows = await db
    .select({
      outputId: col(a, 'outputId'),
      order: col(a, 'authorOrder'),
      external: col(a, 'externalName'),
      name: col(teachers, 'name'),
      nameEn: col(teachers, 'nameEn'),
    })
    .from(a)
    .leftJoin(teachers, eq(col(teachers, 'id'), col(a, 'teacherId')))
    .where(inArray(col(a, 'outputId'), ids))
    .orderBy(asc(col(a, 'outputId')), asc(col(a, 'authorOrder')));
  for (const r of rows) {
    const name =
      r.name !== null && r.name !== undefined
        ? bilingualValue(r, 'name', 'nameEn', locale, t(locale))
        : String(r.external ?? '');
    if (!name) continue;
    const key = String(r.outputId);
    out.set(key, out.has(key) ? `${out.get(key)}, ${name}` : name);
  }
  return out;
}

function dateField(def: ResourceDef): FieldDef | undefined {
  return def.fields.find((f) => f.type === 'date');
}

/** Resources shown inside another resource's screen (a plan's actions on the plan page). */
const SCREEN_OF: Record<string, string> = { strategicAction: 'strategicPlan' };

function screenOf(name: string, screens: MenuScreen[] = MENU): string | null {
  const perm = SCREEN_OF[name] ?? name;
  for (const s of screens) {
    if (s.perm === perm && s.path) return s.path;
    const inner = s.children ? screenOf(name, s.children) : null;
    if (inner) return inner;
  }
  return null;
}

function parseFilter(def: ResourceDef, raw: unknown): SQL[] {
  if (raw === undefined || raw === null || raw === '') return [];
  if (typeof raw !== 'string' || raw.length > 500) throw new BlockProblem('errors.badFilter');
  const table = resourceTable(def);
  const allowed = new Map(filterFields(def).map((f) => [f.key, f]));
  const out: SQL[] = [];
  for (const part of raw
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const at = part.indexOf('=');
    const key = at > 0 ? part.slice(0, at).trim() : '';
    const value = at > 0 ? part.slice(at + 1).trim() : '';
    const field = allowed.get(key);
    if (!field || value === '') throw new BlockProblem('errors.badFilter');
    if (field.type === 'boolean') {
      if (value !== 'true' && value !== 'false') throw new BlockProblem('errors.badFilter');
      out.push(eq(col(table, key), value === 'true'));
    } else if (field.type === 'integer' || field.type === 'year') {
      // A value the column cannot hold would fail the query (and, in a freeze, its transaction).
      const n = Number(value);
      if (!Number.isSafeInteger(n) || Math.abs(n) > 2_147_483_647) throw new BlockProblem('errors.badFilter');
      out.push(eq(col(table, key), n));
    } else if (field.type === 'number') {
      const n = Number(value);
      if (!Number.isFinite(n)) throw new BlockProblem('errors.badFilter');
      out.push(eq(col(table, key), n));
    } else if (field.type === 'date') {
      if (!isDay(value)) throw new BlockProblem('errors.badFilter');
      out.push(eq(col(table, key), value));
    } else if (field.type === 'datetime') {
      if (!isDay(value.slice(0, 10)) || Number.isNaN(Date.parse(value)))
        throw new BlockProblem('errors.badFilter');
      out.push(eq(col(table, key), new Date(value)));
    } else if (field.type === 'dict' && field.multiple)
      out.push(filterCondition(table, { key, op: 'has', value: value.split(',') }));
    else out.push(eq(col(table, key), value));
  }
  return out;
}

function columnKind(f: FieldDef | undefined): BlockColumnKind {
  if (!f) return 'wide';
  if (f.type === 'number' || f.type === 'integer' || f.type === 'year') return 'number';
  return 'text';
}

export const resolveRecords: Resolver = async (ctx, params, locale): Promise<BlockBody> => {
  const def = recordResource(params.resource);
  const table = resourceTable(def);
  const shown = new Map(shownFields(def).map((f) => [f.key, f]));
  const rawColumns = params.columns;
  const columns: string[] =
    rawColumns === undefined || rawColumns === null || (Array.isArray(rawColumns) && rawColumns.length === 0)
      ? defaultColumns(def)
      : Array.isArray(rawColumns)
        ? rawColumns
        : typeof rawColumns === 'string'
          ? rawColumns.split(',').map((c) => c.trim())
          : [];
  const extra = EXTRA_COLUMNS[def.name] ?? [];
  if (
    columns.length === 0 ||
    columns.length > 8 ||
    columns.some((c) => c !== 'title' && !extra.includes(c) && !shown.has(c))
  )
    throw new BlockProblem('errors.badColumns');
  const limitRaw = params.limit ?? DEFAULT_LIMIT;
  const limit = typeof limitRaw === 'number' ? limitRaw : Number(limitRaw);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw new BlockProblem('errors.badLimit');

  const where: SQL[] = parseFilter(def, params.filter);
  if (def.reviewed) where.push(eq(col(table, 'reviewStatus'), 1));
  const date = dateField(def);
  const yearRaw = params.year;
  if (yearRaw !== undefined && yearRaw !== null && yearRaw !== '') {
    const year = Number(yearRaw);
    if (!Number.isInteger(year) || year < 1900 || year > 2200) throw new BlockProblem('errors.badYear');
    if (date)
      where.push(gte(col(table, date.key), `${year}-01-01`), lte(col(table, date.key), `${year}-12-31`));
    else if (def.fields.some((f) => f.key === 'year')) where.push(eq(col(table, 'year'), year));
  }
  const rows = (await ctx.db
    .select()
    .from(table)
    .where(and(...where))
    .orderBy(
      ...(date ? [desc(col(table, date.key))] : []),
      desc(col(table, 'createTime')),
      asc(col(table, 'id')),
    )
    .limit(limit)) as Row[];
  const records = await presentRows(ctx.db, def, rows, locale);
  const authors = columns.includes('authors')
    ? await authorsOf(
        ctx.db,
        rows.map((r) => String(r.id)),
        locale,
      )
    : new Map<string, string>();
  const tr = t(locale);
  const cellOf = (rec: Record<string, unknown>, key: string): BlockCell => {
    if (key === 'title') return titleOf(def, rec, locale);
    if (key === 'authors') return authors.get(String(rec.id)) ?? null;
    const f = shown.get(key);
    const v = rec[key];
    if (v === null || v === undefined || v === '') return null;
    if (f?.type === 'dict' || f?.type === 'ref') return String(rec[`${key}_dictText`] ?? v);
    if (f?.type === 'boolean') return tb(locale, v ? 'values.yes' : 'values.no');
    if (typeof v === 'number') return v;
    return String(v).slice(0, f?.type === 'datetime' ? 10 : 500);
  };
  const label = resourceTitle(def, locale, tr);
  const href = screenOf(def.name);
  return {
    title: typeof params.title === 'string' && params.title.trim() ? params.title.trim() : label,
    subtitle: tb(locale, 'records.subtitle', { count: records.length, resource: label }),
    table: {
      columns: columns.map((key) => ({
        header:
          key === 'title' || key === 'authors'
            ? tb(locale, `records.${key}`)
            : fieldLabel(def, shown.get(key) as FieldDef, locale, tr),
        kind: key === 'title' ? 'wide' : key === 'authors' ? 'text' : columnKind(shown.get(key)),
      })),
      groups: [],
      rows: records.map((rec) => ({ kind: 'row' as const, cells: columns.map((c) => cellOf(rec, c)) })),
    },
    source: href ? { label, href } : undefined,
    empty: records.length === 0 ? tb(locale, 'empty.records') : undefined,
  };
};

function defaultColumns(def: ResourceDef): string[] {
  if (def.name === 'researchOutput') return ['title', 'authors', 'venueName', 'outputType', 'publishDate'];
  const fields = shownFields(def);
  const dict = fields.find((f) => f.type === 'dict');
  const teacher = fields.find((f) => f.type === 'ref' && f.ref === 'teacher');
  const date = dateField(def);
  return ['title', ...[teacher, dict, date].filter((f): f is FieldDef => !!f).map((f) => f.key)];
}

/** The catalog's entry per resource: its filters and columns. */
export function recordCatalog(
  locale: Locale,
): (BlockOption & { filters: BlockOption[]; columns: BlockOption[] })[] {
  const tr = t(locale);
  return RECORD_RESOURCES.map((name) => {
    const def = RESOURCE[name] as ResourceDef;
    return {
      value: name,
      label: resourceTitle(def, locale, tr),
      filters: filterFields(def).map((f) => ({ value: f.key, label: fieldLabel(def, f, locale, tr) })),
      columns: [
        { value: 'title', label: tb(locale, 'records.title') },
        ...(EXTRA_COLUMNS[name] ?? []).map((c) => ({ value: c, label: tb(locale, `records.${c}`) })),
        ...shownFields(def).map((f) => ({ value: f.key, label: fieldLabel(def, f, locale, tr) })),
      ],
    };
  });
}
