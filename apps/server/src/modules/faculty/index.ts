import type { Module } from '../../core/app-types.ts';
import { setHooks } from '../../crud/hooks.ts';
import { researchOutputAuthorHooks } from './author-hooks.ts';
import { registerDepartmentRoutes } from './departments.ts';
import { registerMineRoutes } from './mine.ts';
import { researchOutputHooks } from './output-hooks.ts';
import { registerPeopleRoutes } from './people-routes.ts';
import { ownTeacherRecordHooks, teacherAccreditationHooks, teacherDisciplineHooks } from './record-hooks.ts';
import { professionalStaffAccreditationHooks, professionalStaffHooks } from './staff-hooks.ts';
import { registerStaffRoutes } from './staff-routes.ts';

/**
 * Faculty, professional staff and their contribution records (issue 7, part A): the rules of the
 * faculty resources (hooks on the resource engine), the departments and disciplines their pickers
 * offer, who the caller is among teachers and staff, and "my contributions" (every record a
 * person contributes, whoever entered it).
 */
setHooks('teacherAccreditation', teacherAccreditationHooks);
setHooks('teacherDiscipline', teacherDisciplineHooks);
setHooks('researchOutput', researchOutputHooks);
setHooks('researchOutputAuthor', researchOutputAuthorHooks);
setHooks('teachingContribution', ownTeacherRecordHooks('teachingContribution'));
setHooks('professionalEngagement', ownTeacherRecordHooks('professionalEngagement'));
setHooks('professionalStaff', professionalStaffHooks);
setHooks('professionalStaffAccreditation', professionalStaffAccreditationHooks);

export const facultyModule: Module = (app, { database }) => {
  const { db } = database;
  registerDepartmentRoutes(app, db);
  registerMineRoutes(app, db);
  registerPeopleRoutes(app, db);
  registerStaffRoutes(app, db);
};
