import type { ProgrammeInput, ProgrammeResult } from './types.ts';

/** Programme-level A_j, I_j, B_j and G_g for one evaluation year. */
export function programmeResults(_input: ProgrammeInput): ProgrammeResult {
  throw new Error('programmeResults: not implemented yet');
}
