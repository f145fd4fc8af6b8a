/** Shapes the teaching-plan routes answer with (apps/server/src/modules/curriculum/teaching-*.ts). */

/** What generating a semester's teaching assignments from the plan did. */
export interface GenerateResult {
  semester: string;
  term: string;
  year: number;
  created: number;
  updated: number;
  unchanged: number;
  removed: number;
}

/** Why one course of a batch add was refused (index into the batch). */
export interface BatchProblem {
  index: number;
  courseId: string;
  message: string;
}
