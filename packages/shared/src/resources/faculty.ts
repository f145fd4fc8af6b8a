import { defineResource, type FieldDef } from './types.ts';

/**
 * A teacher's accreditation record per reporting year (AACSB Table 3-1 inputs, DOMAIN.md section
 * 2) and the disciplines their time is split over; the professional staff's yearly record is the
 * same record about a staff member. The people themselves are `teacher` and `professionalStaff`
 * (people.ts). Percents of one teacher and year add to at most 100 (a server hook checks it).
 * Every export of this file is registered as a resource (registry.ts): helpers live elsewhere.
 */

/** What a yearly accreditation record says about its person, whoever they are (one list, two resources). */
const ACCREDITATION_FIELDS = [
  /** Participating (true) or supporting (false). */
  { key: 'participating', type: 'boolean', filter: true },
  /** Chinese; `specialtyEn` is what English outputs (Table 3-1, the English CV) print. */
  { key: 'specialty', type: 'text', max: 200, filter: true, sortable: true },
  { key: 'specialtyEn', type: 'text', max: 200, filter: true, sortable: true },
  { key: 'highestDegree', type: 'dict', dict: 'highestDegree', filter: true },
  { key: 'degreeYear', type: 'year', sortable: true },
  /** Comma-separated duty codes (dictionary `dutyCode`), e.g. "UT,MT,RES". */
  { key: 'responsibilities', type: 'text', max: 100 },
  /** Percent of time devoted to mission (0-100). */
  { key: 'missionPercent', type: 'number', min: 0, max: 100, sortable: true },
  { key: 'employmentStatus', type: 'dict', dict: 'employmentStatus', filter: true },
  { key: 'basis', type: 'longText', max: 2000 },
] as const satisfies readonly FieldDef[];

export const teacherAccreditation = defineResource({
  name: 'teacherAccreditation',
  table: 'teacher_accreditation',
  title: ['specialty'],
  dataRuleFields: ['teacherId'],
  uniqueTogether: [['teacherId', 'year']],
  fields: [
    { key: 'teacherId', type: 'ref', ref: 'teacher', required: true, filter: true },
    { key: 'year', type: 'year', required: true, filter: true, sortable: true },
    ...ACCREDITATION_FIELDS,
    /** Core, adjunct or visiting as EQUIS counts faculty (identity management, issue 19 item 7). */
    { key: 'facultyCategory', type: 'dict', dict: 'facultyCategory', filter: true },
  ],
  defaultSort: { field: 'year', order: 'desc' },
});

export const professionalStaffAccreditation = defineResource({
  name: 'professionalStaffAccreditation',
  table: 'professional_staff_accreditation',
  title: ['specialty'],
  dataRuleFields: ['professionalStaffId'],
  uniqueTogether: [['professionalStaffId', 'year']],
  fields: [
    { key: 'professionalStaffId', type: 'ref', ref: 'professionalStaff', required: true, filter: true },
    { key: 'year', type: 'year', required: true, filter: true, sortable: true },
    ...ACCREDITATION_FIELDS,
  ],
  defaultSort: { field: 'year', order: 'desc' },
});

export const teacherDiscipline = defineResource({
  name: 'teacherDiscipline',
  table: 'teacher_discipline',
  dataRuleFields: ['teacherId', 'disciplineId'],
  uniqueTogether: [['teacherId', 'year', 'disciplineId']],
  fields: [
    { key: 'teacherId', type: 'ref', ref: 'teacher', required: true, filter: true },
    { key: 'year', type: 'year', required: true, filter: true, sortable: true },
    /** A note on the split (e.g. the centre or programme behind it). */
    { key: 'remark', type: 'text', max: 200 },
    /** A department flagged is_discipline (the engine and a hook check it). */
    { key: 'disciplineId', type: 'ref', ref: 'discipline', required: true, max: 64, filter: true },
    { key: 'percent', type: 'number', required: true, min: 0, max: 100, sortable: true },
  ],
  defaultSort: { field: 'year', order: 'desc' },
});
