import { CellBook } from './cells.ts';
import { authorRate, outputTarget } from './counting.ts';
import {
  CATEGORIES,
  type CountingSettings,
  type Discipline,
  OUTPUT_COLUMNS,
  type Output,
  type Teacher,
} from './model.ts';
import { dateInWindow, type Ratio, ratio, roundHalfUp, windowYears } from './numbers.ts';
import { sharesOf, UNASSIGNED } from './productivity.ts';

/**
 * Table 8-1 Part A (DOMAIN.md section 3): five-year totals of intellectual contributions by
 * discipline. The window is `retroactiveYears` calendar years ending with the base time's year;
 * only approved items count, and only through authors who are faculty of the base year. An item
 * counts once in each discipline of its current authors: 1, or with rate counting the highest
 * author rate in that discipline. Cells are `81:<discipline or total>:<column>`; columns are the
 * categories `cat1..cat3`, the output-type columns, `total`, and the producing-faculty counts.
 */

export interface Table81Input {
  baseYear: number;
  counting: CountingSettings;
  disciplines: readonly Discipline[];
  /** Faculty of the base year (only their authorship counts). */
  teachers: readonly Teacher[];
  outputs: readonly Output[];
}

export interface Table81Row {
  disciplineId: string;
  name: string;
  nameEn: string;
  categories: Record<string, number>;
  columns: Record<string, number>;
  total: number;
  /** Participating teachers with at least one counted item / participating teachers. */
  participatingProducing: Ratio;
  /** Sum of t/100 of producing teachers / sum of t/100 of all teachers. */
  fteProducing: Ratio;
}

export interface Table81 {
  window: { from: number; to: number };
  rateCounting: boolean;
  rows: Table81Row[];
  total: Table81Row;
  /** Approved items in the window, by current faculty, that cannot be placed because they have no category. */
  uncategorised: string[];
  cells: CellBook;
}

/** Counts are shown to two decimals: rates are whole percents, so two decimals are exact. */
export function shownCount(value: number): number {
  return roundHalfUp(value, 2);
}

export function computeTable81(input: Table81Input): Table81 {
  const { counting } = input;
  const w = windowYears(input.baseYear, counting.retroactiveYears);
  const book = new CellBook();
  const teacherById = new Map(input.teachers.map((t) => [t.id, t]));
  const producing = new Set<string>();
  const uncategorised: string[] = [];

  for (const output of input.outputs) {
    if (!output.approved || !dateInWindow(output.date, w)) continue;
    const target = outputTarget(output, counting);
    if (target === 'excluded') continue;
    // The best rate per discipline among the item's current authors.
    const best = new Map<string, { rate: number; teacherId: string }>();
    for (const author of output.authors) {
      const teacher = author.teacherId ? teacherById.get(author.teacherId) : undefined;
      if (!teacher) continue;
      const rate = authorRate(author, counting);
      for (const share of sharesOf(teacher)) {
        const prev = best.get(share.disciplineId);
        if (!prev || rate > prev.rate) best.set(share.disciplineId, { rate, teacherId: teacher.id });
      }
    }
    if (best.size === 0) continue;
    if (!output.category) {
      uncategorised.push(output.id);
      continue;
    }
    for (const author of output.authors)
      if (author.teacherId && teacherById.has(author.teacherId)) producing.add(author.teacherId);
    for (const [disciplineId, { rate, teacherId }] of best) {
      const ref = {
        kind: 'output' as const,
        id: output.id,
        amount: counting.rateCounting ? rate : 1,
        teacherId,
      };
      for (const scope of [disciplineId, 'total']) {
        book.cell(`81:${scope}:cat${output.category}`).add(ref);
        book.cell(`81:${scope}:${target}`).add(ref);
        book.cell(`81:${scope}:total`).add(ref);
      }
    }
  }

  const countedParticipants = new Set<string>();
  for (const teacher of input.teachers) {
    const makes = producing.has(teacher.id);
    for (const share of sharesOf(teacher)) {
      const fte = { kind: 'teacher' as const, id: teacher.id, amount: share.percent / 100 };
      for (const scope of [share.disciplineId, 'total']) {
        book.cell(`81:${scope}:fte`).add(fte);
        if (makes) book.cell(`81:${scope}:fteProducing`).add(fte);
        if (!teacher.participating) continue;
        // In the total a teacher split over disciplines is one participating person.
        if (scope === 'total') {
          if (countedParticipants.has(teacher.id)) continue;
          countedParticipants.add(teacher.id);
        }
        const one = { kind: 'teacher' as const, id: teacher.id, amount: 1 };
        book.cell(`81:${scope}:participating`).add(one);
        if (makes) book.cell(`81:${scope}:participatingProducing`).add(one);
      }
    }
  }

  const rowOf = (id: string, name: string, nameEn: string): Table81Row => {
    const v = (col: string) => book.get(`81:${id}:${col}`)?.value ?? 0;
    return {
      disciplineId: id,
      name,
      nameEn,
      categories: Object.fromEntries(CATEGORIES.map((c) => [c, v(`cat${c}`)])),
      columns: Object.fromEntries(OUTPUT_COLUMNS.map((c) => [c, v(c)])),
      total: v('total'),
      participatingProducing: ratio(v('participatingProducing'), v('participating'), null),
      fteProducing: ratio(v('fteProducing'), v('fte'), null),
    };
  };
  const disciplines = [...input.disciplines];
  if (book.get(`81:${UNASSIGNED}:fte`) || book.get(`81:${UNASSIGNED}:total`))
    disciplines.push({ id: UNASSIGNED, name: '', nameEn: '', fte: null });
  const rows = disciplines
    .filter((d) => book.get(`81:${d.id}:fte`) || book.get(`81:${d.id}:total`))
    .map((d) => rowOf(d.id, d.name, d.nameEn));
  return {
    window: w,
    rateCounting: counting.rateCounting,
    rows,
    total: rowOf('total', '', ''),
    uncategorised,
    cells: book,
  };
}
