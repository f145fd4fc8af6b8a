import { RESOURCE as R } from '@accredit/shared';
import { resourceTable } from '../../crud/table.ts';

/**
 * The tables of the registered resources, one named export each, because drizzle-kit finds tables
 * only among a schema file's named exports. resources.test.ts fails when a registered definition
 * has no line here (then add it and run `npm run db:generate`).
 */
export { resourceAttachment } from '../../crud/attachments-schema.ts';
export { approvalHistory } from '../../workflow/schema.ts';

export const schoolYearTable = resourceTable(R.schoolYear);
export const semesterTable = resourceTable(R.semester);
export const externalLinksTable = resourceTable(R.externalLinks);
export const systemUserNotesTable = resourceTable(R.systemUserNotes);
export const scoringCriteriaTable = resourceTable(R.scoringCriteria);
export const tipsTable = resourceTable(R.tips);
export const countryTable = resourceTable(R.country);
export const periodicalStandardTable = resourceTable(R.periodicalStandard);
export const projectStandardTable = resourceTable(R.projectStandard);
export const conferenceStandardTable = resourceTable(R.conferenceStandard);
export const associationStandardTable = resourceTable(R.associationStandard);
export const teacherTable = resourceTable(R.teacher);
export const studentTable = resourceTable(R.student);
export const moduleFieldCustomizationTable = resourceTable(R.moduleFieldCustomization);
export const moduleFieldValueTable = resourceTable(R.moduleFieldValue);
export const teacherFieldRequirementTable = resourceTable(R.teacherFieldRequirement);
export const teacherAccreditationTable = resourceTable(R.teacherAccreditation);
export const teacherDisciplineTable = resourceTable(R.teacherDiscipline);
export const professionalStaffTable = resourceTable(R.professionalStaff);
export const professionalStaffAccreditationTable = resourceTable(R.professionalStaffAccreditation);
export const researchOutputTable = resourceTable(R.researchOutput);
export const researchOutputAuthorTable = resourceTable(R.researchOutputAuthor);
export const teachingContributionTable = resourceTable(R.teachingContribution);
export const professionalEngagementTable = resourceTable(R.professionalEngagement);
export const teachingAssignmentTable = resourceTable(R.teachingAssignment);
