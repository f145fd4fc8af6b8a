import type { BeforeAfter, Finding, ProgrammeResult, YearResult } from './types.ts';

/** Every LO and goal not met, with its figure. */
export function unmetFindings(_programme: ProgrammeResult): Finding[] {
  throw new Error('unmetFindings: not implemented yet');
}

/** For an action tied to LO j and year Y: B_j (or A_j) of Y and of the next year after Y assessing j. */
export function beforeAfter(_loId: string, _startYear: number, _years: readonly YearResult[]): BeforeAfter {
  throw new Error('beforeAfter: not implemented yet');
}
