import type { Module } from '../../core/app-types.ts';
import { setHooks } from '../../crud/hooks.ts';
import { registerMyCourseRoutes } from './my-courses.ts';
import { registerAssignmentRoutes } from './teaching-assignments.ts';
import { registerBatchRoutes } from './teaching-batch.ts';
import { teachingProgramHooks, teachingProgramTeacherHooks } from './teaching-hooks.ts';

/**
 * Teaching programmes (培养方案) and My Courses (issue 16 items 2 and 6): the plan's hooks, adding
 * and removing plan courses in batch, generating the teaching assignments of Tables 3-1 and 3-2
 * from who teaches what, and the signed-in teacher's courses. The records themselves are engine
 * resources (teachingProgram, teachingProgramTeacher; the view viewTeachingProgramTeacher).
 */
setHooks('teachingProgram', teachingProgramHooks);
setHooks('teachingProgramTeacher', teachingProgramTeacherHooks);

export const teachingModule: Module = (app, { database }) => {
  registerBatchRoutes(app, database.db);
  registerAssignmentRoutes(app, database.db);
  registerMyCourseRoutes(app, database.db);
};
