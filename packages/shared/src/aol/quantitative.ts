import type { CourseResult, QuantInput } from './types.ts';

/** Quantitative results of one course (DOMAIN.md section 5, step 5). */
export function quantitativeResults(_input: QuantInput): CourseResult {
  throw new Error('quantitativeResults: not implemented yet');
}
