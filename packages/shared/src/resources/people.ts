import { defineResource } from './types.ts';

/**
 * Teacher and student records with the fields of spec 000 section 3. `userId` links a record to
 * its account (the profile screen looks it up); college and major are departments (sys_depart),
 * shown and imported by name. A student's class and province have no list yet: plain text.
 */

export const teacher = defineResource({
  name: 'teacher',
  table: 'teacher',
  customFields: true,
  title: ['name', 'nameEn'],
  dataRuleFields: ['collegeId', 'majorId', 'userId'],
  fields: [
    { key: 'staffId', type: 'text', required: true, max: 50, unique: true, filter: true, sortable: true },
    { key: 'name', type: 'text', required: true, max: 100, filter: true, sortable: true },
    /** The name English outputs (Table 3-1, the English CV) print; `name` is the Chinese one. */
    { key: 'nameEn', type: 'text', max: 100, filter: true, sortable: true },
    { key: 'sex', type: 'dict', dict: 'sex', required: true, filter: true },
    { key: 'countryId', type: 'dict', dict: 'nationality', filter: true },
    { key: 'collegeId', type: 'ref', ref: 'department', max: 50, filter: true },
    { key: 'majorId', type: 'ref', ref: 'department', max: 50, filter: true },
    { key: 'workDay', type: 'date', filter: true, sortable: true },
    { key: 'education', type: 'dict', dict: 'education', filter: true },
    { key: 'subject', type: 'text', max: 100, filter: true },
    { key: 'subjectEn', type: 'text', max: 100, filter: true },
    { key: 'duty', type: 'text', max: 100 },
    { key: 'publicAdminId', type: 'text', max: 50 },
    { key: 'status', type: 'dict', dict: 'status', filter: true },
    { key: 'avatar', type: 'file', max: 500 },
    { key: 'userId', type: 'ref', ref: 'user', max: 50, unique: true, list: false },
  ],
  defaultSort: { field: 'staffId', order: 'asc' },
});

export const student = defineResource({
  name: 'student',
  table: 'student',
  customFields: true,
  title: ['name', 'nameEn'],
  dataRuleFields: ['collegeId', 'majorId', 'classId', 'userId'],
  fields: [
    {
      key: 'studentNumber',
      type: 'text',
      required: true,
      max: 50,
      unique: true,
      filter: true,
      sortable: true,
    },
    { key: 'name', type: 'text', required: true, max: 100, filter: true, sortable: true },
    { key: 'nameEn', type: 'text', max: 100, filter: true, sortable: true },
    { key: 'sex', type: 'dict', dict: 'sex', required: true, filter: true },
    { key: 'countryId', type: 'dict', dict: 'nationality', filter: true },
    { key: 'provinceId', type: 'text', max: 50 },
    { key: 'enrolScore', type: 'number', min: 0, max: 1000, sortable: true, filter: true },
    { key: 'enrolDay', type: 'date', sortable: true, filter: true },
    { key: 'classId', type: 'ref', ref: 'classes', max: 64, filter: true },
    { key: 'status', type: 'dict', dict: 'status', filter: true },
    { key: 'collegeId', type: 'ref', ref: 'department', max: 50, filter: true },
    { key: 'majorId', type: 'ref', ref: 'department', max: 50, filter: true },
    { key: 'avatar', type: 'file', max: 500 },
    { key: 'userId', type: 'ref', ref: 'user', max: 50, unique: true, list: false },
  ],
  defaultSort: { field: 'studentNumber', order: 'asc' },
});

/**
 * A member of the professional staff (AACSB Standard 3: the staff who support the mission beside
 * the faculty): names in both languages, the department they work in (a sys_depart reference),
 * their post, and the account that is theirs (a Professional Staff user sees and edits
 * only the record linked to them). Their yearly accreditation records are in faculty.ts.
 */
export const professionalStaff = defineResource({
  name: 'professionalStaff',
  table: 'professional_staff',
  title: ['nameZh', 'nameEn'],
  dataRuleFields: ['departmentId', 'userId'],
  fields: [
    { key: 'staffNumber', type: 'text', required: true, max: 50, unique: true, filter: true, sortable: true },
    { key: 'nameZh', type: 'text', required: true, max: 100, filter: true, sortable: true },
    { key: 'nameEn', type: 'text', required: true, max: 100, filter: true, sortable: true },
    { key: 'departmentId', type: 'ref', ref: 'department', max: 64, filter: true },
    { key: 'position', type: 'text', max: 100, filter: true },
    { key: 'status', type: 'dict', dict: 'status', filter: true },
    { key: 'userId', type: 'ref', ref: 'user', max: 50, unique: true, list: false },
  ],
  defaultSort: { field: 'staffNumber', order: 'asc' },
});
