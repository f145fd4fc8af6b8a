import type { CycleInput, CycleView } from './types.ts';

/** The AACSB view: which LO is assessed in which year of the cycle. */
export function assessmentCycle(_input: CycleInput): CycleView {
  throw new Error('assessmentCycle: not implemented yet');
}
