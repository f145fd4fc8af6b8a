import { outputTarget, teacherWeight, type Window } from './counting.ts';
import type { CountingSettings, Output, OutputColumn, Status, Teacher } from './model.ts';
import { dateInWindow, spanInWindow, windowYears, yearOf } from './numbers.ts';
import { classifyFacts, type EvidenceRef, type Facts, type RuleSet } from './rules.ts';

/**
 * Issue 22: qualification statuses from sums a database can group, so a school's 100,000
 * research outputs never have to leave it. The database only filters by what this file hands it
 * (the window's years, the counted kinds of output) and groups; every rule (which kinds count and
 * where, an author's weight, whether an activity's span touches the window, the rules' order)
 * stays here and in rules.ts, and `contributionTallies` / `activityTallies` make the same sums
 * from the records, so tests can hold the two ways against each other.
 */

/** A (type, peer-reviewed) kind of output that counts, and what the rules see in it. */
export interface OutputKind {
  type: string;
  peerReviewed: boolean;
  target: OutputColumn;
  /** A journal article (type 1): the venue-level rules look at these. */
  journal: boolean;
}

/** Every kind the mapping counts (the excluded ones are left out). */
export function countedKinds(settings: CountingSettings): OutputKind[] {
  const kinds: OutputKind[] = [];
  for (const type of Object.keys(settings.mapping))
    for (const peerReviewed of [true, false]) {
      const target = outputTarget({ type, peerReviewed }, settings);
      if (target !== 'excluded') kinds.push({ type, peerReviewed, target, journal: type === '1' });
    }
  return kinds;
}

/** A teacher's approved contributions of one kind dated in the window, as a count. */
export interface ContributionTally {
  teacherId: string;
  target: OutputColumn;
  journal: boolean;
  /** The teacher is the lead author (a teacher listed twice on an item counts once, as lead if either is). */
  isLead: boolean;
  /** Venue level of journal articles, when a rule looks at levels; otherwise null. */
  venueLevel: string | null;
  count: number;
}

/** A teacher's approved activities by the years they start and end (end null: the start year). */
export interface ActivityTally {
  teacherId: string;
  startYear: number | null;
  endYear: number | null;
  count: number;
}

/** Whether any rule of the set counts journals by venue level (only then are levels grouped). */
export function usesVenueLevels(ruleSet: RuleSet): boolean {
  return ruleSet.rules.some((r) => r.anyOf.some((c) => Boolean(c.minLevelJournals)));
}

/** The window whose records decide a status of `year`. */
export function statusWindow(year: number, settings: CountingSettings): Window {
  return windowYears(year, settings.retroactiveYears);
}

const tallyRef = (amount: number): EvidenceRef => ({ kind: 'output', id: '', title: '', date: null, amount });

/** A teacher's facts from tallies: amounts without the records (a status, not its reason). */
export function factsFromTallies(
  contributions: readonly ContributionTally[],
  activities: readonly ActivityTally[],
  w: Window,
  settings: CountingSettings,
): Facts {
  const facts: Facts = { contributions: [], prj: [], activities: [], journals: [] };
  for (const c of contributions) {
    const ref = tallyRef(teacherWeight(c, settings) * c.count);
    facts.contributions.push(ref);
    if (c.target === 'prj') facts.prj.push(ref);
    if (c.journal) facts.journals.push({ ref, venueLevel: c.venueLevel });
  }
  for (const a of activities) {
    const start = a.startYear === null ? null : String(a.startYear);
    const end = a.endYear === null ? null : String(a.endYear);
    if (spanInWindow(start, end, w))
      facts.activities.push({ kind: 'activity', id: '', title: '', date: start, amount: a.count });
  }
  return facts;
}

function byTeacher<T extends { teacherId: string }>(list: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const x of list) {
    const l = out.get(x.teacherId);
    if (l) l.push(x);
    else out.set(x.teacherId, [x]);
  }
  return out;
}

/** Each teacher's computed status for `year` from the tallies of its window. */
export function statusesFromTallies(
  teachers: readonly Teacher[],
  contributions: readonly ContributionTally[],
  activities: readonly ActivityTally[],
  ruleSet: RuleSet,
  year: number,
  settings: CountingSettings,
): Record<string, Status> {
  const w = statusWindow(year, settings);
  const c = byTeacher(contributions);
  const a = byTeacher(activities);
  const out: Record<string, Status> = {};
  for (const t of teachers) {
    const facts = factsFromTallies(c.get(t.id) ?? [], a.get(t.id) ?? [], w, settings);
    out[t.id] = classifyFacts(t, facts, ruleSet, w).status;
  }
  return out;
}

/** The contribution tallies of window `w` made from the records (what the database groups). */
export function contributionTallies(
  outputs: readonly Output[],
  w: Window,
  settings: CountingSettings,
  withLevels: boolean,
): ContributionTally[] {
  const kinds = new Map(countedKinds(settings).map((k) => [`${k.type}|${k.peerReviewed}`, k]));
  const out = new Map<string, ContributionTally>();
  for (const o of outputs) {
    const kind = kinds.get(`${o.type}|${o.peerReviewed}`);
    if (!o.approved || !kind || !dateInWindow(o.date, w)) continue;
    const lead = new Map<string, boolean>();
    for (const a of o.authors)
      if (a.teacherId) lead.set(a.teacherId, (lead.get(a.teacherId) ?? false) || a.isLead);
    const venueLevel = withLevels && kind.journal ? (o.venueLevel ?? null) : null;
    for (const [teacherId, isLead] of lead) {
      const key = `${teacherId}|${kind.target}|${kind.journal}|${isLead}|${venueLevel}`;
      const known = out.get(key);
      if (known) known.count += 1;
      else
        out.set(key, { teacherId, target: kind.target, journal: kind.journal, isLead, venueLevel, count: 1 });
    }
  }
  return [...out.values()];
}

/** The activity tallies made from the records (approved ones; the window is judged later). */
export function activityTallies(
  activities: readonly { teacherId: string; start: string | null; end: string | null; approved: boolean }[],
): ActivityTally[] {
  const out = new Map<string, ActivityTally>();
  for (const a of activities) {
    if (!a.approved) continue;
    const startYear = yearOf(a.start);
    const endYear = yearOf(a.end);
    const key = `${a.teacherId}|${startYear}|${endYear}`;
    const known = out.get(key);
    if (known) known.count += 1;
    else out.set(key, { teacherId: a.teacherId, startYear, endYear, count: 1 });
  }
  return [...out.values()];
}
