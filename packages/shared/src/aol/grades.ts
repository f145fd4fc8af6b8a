import type { GradeStats } from './types.ts';

/** Grade analysis of one course, class or component. */
export function gradeAnalysis(_scores: readonly number[], _fullMarks: number): GradeStats {
  throw new Error('gradeAnalysis: not implemented yet');
}
