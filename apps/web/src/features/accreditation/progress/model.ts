import { type Milestone, SCHEMES, type SchemeCode, schemeSwitch } from '@accredit/shared';

/**
 * What the progress screen decides for itself from plain values. The rules reviewers read (percent,
 * overdue, milestones' form, days until a date) are the shared model's
 * (packages/shared/src/accreditation/progress.ts), used here as the server uses them.
 */

export interface SchemeSwitches {
  openEquis: boolean;
  openAmba: boolean;
}

/**
 * The schemes a project may be given: EQUIS and AMBA only while the school opens them. A project
 * already on a scheme keeps it offered, so editing it never blanks its scheme.
 */
export function offeredSchemes(switches: SchemeSwitches, current?: unknown): SchemeCode[] {
  return SCHEMES.filter((s) => {
    if (s === current) return true;
    const needs = schemeSwitch(s);
    return needs === null || switches[needs];
  });
}

/** The first milestone not yet reached (they come in date order). */
export function nextMilestone(list: readonly Milestone[]): Milestone | null {
  return list.find((m) => !m.done) ?? null;
}

/** The list with one milestone's "reached" ticked or cleared. */
export function withDone(list: readonly Milestone[], index: number, done: boolean): Milestone[] {
  return list.map((m, i) => (i === index ? { ...m, done } : m));
}
