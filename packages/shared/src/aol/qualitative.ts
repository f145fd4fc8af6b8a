import type { CourseResult, QualInput } from './types.ts';

/** Qualitative (rubric) results of one course (DOMAIN.md section 5, step 3). */
export function qualitativeResults(_input: QualInput): CourseResult {
  throw new Error('qualitativeResults: not implemented yet');
}
