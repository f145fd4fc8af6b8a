import { L } from '../menu-kit.ts';
import { defineResource } from './types.ts';

/**
 * Teaching assignments: the teaching productivity of Tables 3-1 and 3-2 (DOMAIN.md section 2).
 * Entered, imported from Excel, and later fed by the curriculum area. `disciplineId` is optional:
 * without it the productivity is spread over the teacher's disciplines in proportion to their
 * time. Every export of this file is registered as a resource.
 */
export const teachingAssignment = defineResource({
  name: 'teachingAssignment',
  table: 'teaching_assignment',
  title: ['courseCode', 'courseName'],
  dataRuleFields: ['teacherId'],
  fields: [
    { key: 'teacherId', type: 'ref', ref: 'teacher', required: true, filter: true },
    { key: 'courseCode', type: 'text', required: true, max: 50, filter: true, sortable: true },
    { key: 'courseName', type: 'text', max: 200, filter: true, sortable: true },
    /** e.g. 2025-1. */
    { key: 'term', type: 'text', max: 20, filter: true, sortable: true },
    { key: 'year', type: 'year', required: true, filter: true, sortable: true },
    { key: 'degreeLevel', type: 'dict', dict: 'degreeLevel', required: true, filter: true },
    { key: 'creditHours', type: 'number', required: true, min: 0, max: 1000, sortable: true },
    { key: 'contactHours', type: 'number', min: 0, max: 10_000, sortable: true },
    { key: 'enrolledStudents', type: 'integer', min: 0, max: 100_000, sortable: true },
    /** A discipline (sys_depart flagged is_discipline); empty spreads it over the teacher's. */
    { key: 'disciplineId', type: 'ref', ref: 'discipline', max: 64, filter: true },
    /** The course-teacher row of a teaching programme this was generated from (empty when typed). */
    {
      key: 'sourceId',
      type: 'text',
      max: 64,
      filter: true,
      list: false,
      imported: false,
      exported: false,
      labels: L(
        '来源授课安排',
        'Generated from (course teacher)',
        '來源授課安排',
        'Gerado de (docente da disciplina)',
      ),
    },
  ],
  defaultSort: { field: 'year', order: 'desc' },
});
