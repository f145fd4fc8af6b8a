import { z } from 'zod';

/**
 * The structured parts of a syllabus (issue 16 item 4), checked the same way by the server's hook
 * and by the editor: course objectives linked to programme learning objectives (LOs), the
 * assessment plan (components with full marks and weights summing to 100), the weekly schedule and
 * the textbooks. Pure: no database, no clock. Messages are catalog keys; a problem names the part,
 * the row and the column so the person can find it.
 */

const REQUIRED = 'crud.validation.required';
const TOO_LONG = 'crud.validation.tooLong';
const NUMBER = 'crud.validation.number';
const INTEGER = 'crud.validation.integer';
const TOO_SMALL = 'crud.validation.tooSmall';
const TOO_BIG = 'crud.validation.tooBig';
const INVALID = 'crud.validation.invalid';

const needed = (max: number) =>
  z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED }).max(max, { error: TOO_LONG });
const optional = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string({ error: INVALID }).trim().max(max, { error: TOO_LONG }),
  );
const num = (min: number, max: number, exclusiveMin = false) => {
  const base = z.number({ error: (i) => (i.input === undefined || i.input === null ? REQUIRED : NUMBER) });
  return (
    exclusiveMin ? base.gt(min, { error: 'syllabus.errors.positive' }) : base.min(min, { error: TOO_SMALL })
  ).max(max, { error: TOO_BIG });
};

export const zSyllabusObjective = z.object({
  code: needed(20),
  text: needed(2000),
  textEn: optional(4000),
  loIds: z
    .array(z.string({ error: INVALID }).min(1, { error: INVALID }).max(64, { error: INVALID }), {
      error: INVALID,
    })
    .max(50, { error: TOO_BIG })
    .default([]),
});

export const zSyllabusAssessment = z.object({
  name: needed(200),
  nameEn: optional(400),
  fullMarks: num(0, 10_000, true),
  weight: num(0, 100),
});

export const zSyllabusWeek = z.object({
  week: num(1, 60).int({ error: INTEGER }),
  topic: needed(500),
  topicEn: optional(1000),
  hours: num(0, 100),
  activity: optional(500),
});

export const zSyllabusTextbook = z.object({
  title: needed(500),
  author: optional(300),
  publisher: optional(300),
  year: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    num(1000, 9999).int({ error: INTEGER }).nullable(),
  ),
  isbn: optional(20).refine((v) => v === '' || /^[0-9Xx-]{10,17}$/.test(v), {
    error: 'syllabus.errors.isbn',
  }),
  required: z.boolean({ error: INVALID }).default(false),
});

export type SyllabusObjective = z.infer<typeof zSyllabusObjective>;
export type SyllabusAssessment = z.infer<typeof zSyllabusAssessment>;
export type SyllabusWeek = z.infer<typeof zSyllabusWeek>;
export type SyllabusTextbook = z.infer<typeof zSyllabusTextbook>;

export const SYLLABUS_PARTS = {
  objectives: { schema: zSyllabusObjective, max: 50 },
  assessment: { schema: zSyllabusAssessment, max: 30 },
  schedule: { schema: zSyllabusWeek, max: 60 },
  textbooks: { schema: zSyllabusTextbook, max: 30 },
} as const;
export type SyllabusPart = keyof typeof SYLLABUS_PARTS;
export const SYLLABUS_PART_KEYS = Object.keys(SYLLABUS_PARTS) as SyllabusPart[];

/** One problem: the part, the row (1-based; none for the whole part), the column, the message key. */
export interface SyllabusProblem {
  part: SyllabusPart;
  row?: number;
  column?: string;
  message: string;
  values?: Record<string, unknown>;
}

/** Weights as hundredths, so 33.33 + 33.33 + 33.34 is exactly 100 (no binary rounding). */
export function weightTotal(rows: readonly { weight?: unknown }[]): number {
  const hundredths = rows.reduce((sum, r) => {
    const w = typeof r.weight === 'number' && Number.isFinite(r.weight) ? r.weight : 0;
    return sum + Math.round(w * 100);
  }, 0);
  return hundredths / 100;
}

export function weightsComplete(rows: readonly { weight?: unknown }[]): boolean {
  return rows.length === 0 || Math.round(weightTotal(rows) * 100) === 10_000;
}

/**
 * Checks one part's value and returns the cleaned rows (texts trimmed, defaults filled) or every
 * problem found in it. `clean` is applied to each text before it is checked (the server strips
 * markup there).
 */
export function checkSyllabusPart<P extends SyllabusPart>(
  part: P,
  value: unknown,
  clean: (text: string) => string = (t) => t,
): { rows: z.infer<(typeof SYLLABUS_PARTS)[P]['schema']>[]; problems: SyllabusProblem[] } {
  const { schema, max } = SYLLABUS_PARTS[part];
  if (value === null || value === undefined) return { rows: [], problems: [] };
  if (!Array.isArray(value)) return { rows: [], problems: [{ part, message: INVALID }] };
  if (value.length > max)
    return { rows: [], problems: [{ part, message: 'syllabus.errors.tooManyRows', values: { max } }] };
  const rows: z.infer<(typeof SYLLABUS_PARTS)[P]['schema']>[] = [];
  const problems: SyllabusProblem[] = [];
  value.forEach((raw, i) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      problems.push({ part, row: i + 1, message: INVALID });
      return;
    }
    const cleaned: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(raw)) cleaned[k] = typeof v === 'string' ? clean(v) : v;
    const parsed = schema.safeParse(cleaned);
    if (parsed.success) {
      rows.push(parsed.data as z.infer<(typeof SYLLABUS_PARTS)[P]['schema']>);
      return;
    }
    // The first problem of each column is enough to find and fix it.
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const column = String(issue.path[0] ?? '');
      if (seen.has(column)) continue;
      seen.add(column);
      const bounds = issue as { minimum?: unknown; maximum?: unknown };
      const values: Record<string, unknown> = {};
      if (bounds.minimum !== undefined) values.minimum = Number(bounds.minimum);
      if (bounds.maximum !== undefined) values.maximum = Number(bounds.maximum);
      problems.push({ part, row: i + 1, column: column || undefined, message: issue.message, values });
    }
  });
  if (problems.length === 0) problems.push(...partRules(part, rows));
  return { rows, problems };
}

function partRules(part: SyllabusPart, rows: readonly Record<string, unknown>[]): SyllabusProblem[] {
  if (part === 'objectives') {
    const codes = new Map<string, number>();
    for (const [i, r] of rows.entries()) {
      const code = String(r.code).toLowerCase();
      if (codes.has(code))
        return [
          {
            part,
            row: i + 1,
            column: 'code',
            message: 'syllabus.errors.duplicateCode',
            values: { code: r.code },
          },
        ];
      codes.set(code, i);
    }
  }
  if (part === 'assessment' && !weightsComplete(rows as { weight: number }[]))
    return [
      {
        part,
        column: 'weight',
        message: 'syllabus.errors.weightsTotal',
        values: { total: weightTotal(rows) },
      },
    ];
  return [];
}

/** The programme LOs linked from the course objectives, each once, in order of first link. */
export function linkedLoIds(objectives: readonly { loIds?: readonly string[] }[]): string[] {
  return [...new Set(objectives.flatMap((o) => o.loIds ?? []))];
}

/** A map cell as the check needs it. */
export interface MapCell {
  degreeProgramsId: string;
  effectiveYear: number;
  courseId: string;
  loId: string;
}

/**
 * Which map version of a programme applies to a syllabus: the latest effective year not after
 * `year` (the school year's start), or the latest at all when every version is later.
 */
export function mapVersionFor(years: readonly number[], year: number | null): number | null {
  if (years.length === 0) return null;
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  if (year === null) return sorted[sorted.length - 1];
  const notAfter = sorted.filter((y) => y <= year);
  return notAfter.length ? notAfter[notAfter.length - 1] : sorted[sorted.length - 1];
}

export interface MapFlag {
  /** The course objective's code. */
  objective: string;
  loId: string;
}

/**
 * The links of course objectives to programme LOs that the curriculum map lacks: for each linked
 * LO, the map version of the LO's programme that applies (mapVersionFor over `programmeYears`, the
 * effective years of that programme's map) must hold a cell for this course and that LO. An LO of
 * a programme without any map is flagged too; so is an LO that is not known at all.
 */
export function mapFlags(
  courseId: string,
  year: number | null,
  objectives: readonly { code: string; loIds?: readonly string[] }[],
  loProgramme: ReadonlyMap<string, string>,
  programmeYears: ReadonlyMap<string, readonly number[]>,
  cells: readonly MapCell[],
): MapFlag[] {
  const flags: MapFlag[] = [];
  for (const o of objectives)
    for (const loId of o.loIds ?? []) {
      const programme = loProgramme.get(loId);
      const version = programme ? mapVersionFor(programmeYears.get(programme) ?? [], year) : null;
      const mapped =
        programme !== undefined &&
        version !== null &&
        cells.some(
          (c) =>
            c.degreeProgramsId === programme &&
            c.effectiveYear === version &&
            c.courseId === courseId &&
            c.loId === loId,
        );
      if (!mapped) flags.push({ objective: o.code, loId });
    }
  return flags;
}

/** A programme learning objective as the syllabus routes give it, with its programme's names. */
export interface LoInfo {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
  degreeProgramsId: string;
  programme: string;
  programmeEn: string | null;
}

/** A map flag as the mapCheck route answers it: with the LO's code and its programme. */
export interface FlaggedLink extends MapFlag {
  loCode: string;
  programme: string;
}

/** The answer of the mapCheck route: the school year's start, links checked, links the map lacks. */
export interface MapCheck {
  year: number | null;
  checked: number;
  flags: FlaggedLink[];
}
