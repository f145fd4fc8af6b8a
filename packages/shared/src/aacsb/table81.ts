import { CellBook } from './cells.ts';
import { authorRate, outputTarget } from './counting.ts';
import {
  CATEGORIES,
  type Category,
  type CountingSettings,
  type Discipline,
  OUTPUT_COLUMNS,
  type Output,
  type OutputColumn,
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
 *
 * The figures come from tallies (issue 22): items counted per discipline and kind, the producing
 * teachers and the uncategorised items. `tallyTable81` makes them from the outputs (and the
 * drill-down refs); the server's database groups the same tallies itself for a large school, and
 * both go through `table81FromTallies`, so the rules of the figures live once, here.
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

/** Items of one kind counted in one discipline: what a database can group without the rules. */
export interface Table81ItemTally {
  disciplineId: string;
  target: OutputColumn;
  category: Category;
  /** Among the item's authors who are faculty in this discipline: a lead author; another author. */
  lead: boolean;
  other: boolean;
  count: number;
}

export interface Table81Tallies {
  items: Table81ItemTally[];
  /** Faculty of the base year with at least one counted item. */
  producing: string[];
  /** Counted items (approved, in the window, by current faculty) with no category. */
  uncategorised: string[];
}

export type Table81TallyInput = Omit<Table81Input, 'outputs'> & { tallies: Table81Tallies };

/** What one counted item adds in a discipline: 1, or with rate counting the best author rate there. */
export function itemValue(t: Pick<Table81ItemTally, 'lead' | 'other'>, counting: CountingSettings): number {
  if (!counting.rateCounting) return 1;
  const rates: number[] = [];
  if (t.lead) rates.push(authorRate({ isLead: true }, counting));
  if (t.other) rates.push(authorRate({ isLead: false }, counting));
  return Math.max(...rates);
}

const tallyKey = (t: Omit<Table81ItemTally, 'count'>) =>
  `${t.disciplineId}|${t.target}|${t.category}|${t.lead ? 1 : 0}|${t.other ? 1 : 0}`;

export function computeTable81(input: Table81Input): Table81 {
  const book = new CellBook();
  const tallies = tallyTable81(input, book);
  const { outputs: _outputs, ...rest } = input;
  return table81FromTallies({ ...rest, tallies }, book);
}

/**
 * The outputs counted into tallies; given a book, each cell also gets the refs behind it (the
 * drill-down: an item once per discipline, under the author whose rate it takes).
 */
export function tallyTable81(input: Table81Input, book?: CellBook): Table81Tallies {
  const { counting } = input;
  const w = windowYears(input.baseYear, counting.retroactiveYears);
  const teacherById = new Map(input.teachers.map((t) => [t.id, t]));
  const producing = new Set<string>();
  const uncategorised: string[] = [];
  const items = new Map<string, Table81ItemTally>();

  for (const output of input.outputs) {
    if (!output.approved || !dateInWindow(output.date, w)) continue;
    const target = outputTarget(output, counting);
    if (target === 'excluded') continue;
    // Per discipline: the best rate among the item's current authors, and which kinds of author are there.
    const best = new Map<string, { rate: number; teacherId: string; lead: boolean; other: boolean }>();
    for (const author of output.authors) {
      const teacher = author.teacherId ? teacherById.get(author.teacherId) : undefined;
      if (!teacher) continue;
      const rate = authorRate(author, counting);
      for (const share of sharesOf(teacher)) {
        const prev = best.get(share.disciplineId);
        const next =
          prev && rate <= prev.rate
            ? prev
            : { ...(prev ?? { lead: false, other: false }), rate, teacherId: teacher.id };
        if (author.isLead) next.lead = true;
        else next.other = true;
        best.set(share.disciplineId, next);
      }
    }
    if (best.size === 0) continue;
    if (!output.category) {
      uncategorised.push(output.id);
      continue;
    }
    for (const author of output.authors)
      if (author.teacherId && teacherById.has(author.teacherId)) producing.add(author.teacherId);
    for (const [disciplineId, { lead, other, teacherId }] of best) {
      const tally = { disciplineId, target, category: output.category, lead, other };
      const key = tallyKey(tally);
      const known = items.get(key);
      if (known) known.count += 1;
      else items.set(key, { ...tally, count: 1 });
      if (!book) continue;
      const ref = { kind: 'output' as const, id: output.id, amount: itemValue(tally, counting), teacherId };
      for (const scope of [disciplineId, 'total']) {
        book.cell(`81:${scope}:cat${output.category}`).add(ref);
        book.cell(`81:${scope}:${target}`).add(ref);
        book.cell(`81:${scope}:total`).add(ref);
      }
    }
  }
  return { items: [...items.values()], producing: [...producing], uncategorised };
}

/** Table 8-1 from its tallies; the faculty columns' refs go into `book` (with the items' ones, if any). */
export function table81FromTallies(input: Table81TallyInput, book = new CellBook()): Table81 {
  const { counting, tallies } = input;
  const w = windowYears(input.baseYear, counting.retroactiveYears);
  // Item columns summed in one fixed order, so every way of making the tallies adds the same numbers alike.
  const sums = new Map<string, number>();
  const add = (key: string, value: number) => sums.set(key, (sums.get(key) ?? 0) + value);
  const ordered = [...tallies.items].sort((a, b) => {
    const x = tallyKey(a);
    const y = tallyKey(b);
    return x < y ? -1 : x > y ? 1 : 0;
  });
  for (const t of ordered) {
    const value = t.count * itemValue(t, counting);
    for (const scope of [t.disciplineId, 'total']) {
      add(`${scope}:cat${t.category}`, value);
      add(`${scope}:${t.target}`, value);
      add(`${scope}:total`, value);
    }
  }

  const producing = new Set(tallies.producing);
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
    const items = (col: string) => sums.get(`${id}:${col}`) ?? 0;
    const faculty = (col: string) => book.get(`81:${id}:${col}`)?.value ?? 0;
    return {
      disciplineId: id,
      name,
      nameEn,
      categories: Object.fromEntries(CATEGORIES.map((c) => [c, items(`cat${c}`)])),
      columns: Object.fromEntries(OUTPUT_COLUMNS.map((c) => [c, items(c)])),
      total: items('total'),
      participatingProducing: ratio(faculty('participatingProducing'), faculty('participating'), null),
      fteProducing: ratio(faculty('fteProducing'), faculty('fte'), null),
    };
  };
  const present = (id: string) => Boolean(book.get(`81:${id}:fte`)) || sums.has(`${id}:total`);
  const disciplines = [...input.disciplines];
  if (present(UNASSIGNED)) disciplines.push({ id: UNASSIGNED, name: '', nameEn: '', fte: null });
  const rows = disciplines.filter((d) => present(d.id)).map((d) => rowOf(d.id, d.name, d.nameEn));
  return {
    window: w,
    rateCounting: counting.rateCounting,
    rows,
    total: rowOf('total', '', ''),
    uncategorised: [...tallies.uncategorised].sort(),
    cells: book,
  };
}
