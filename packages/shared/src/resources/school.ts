import { defineResource } from './types.ts';

/** School calendar and small reference lists of system management (spec 001 sections 3 and 7). */

export const schoolYear = defineResource({
  name: 'schoolYear',
  table: 'school_year',
  fields: [
    { key: 'name', type: 'text', required: true, max: 50, unique: true, filter: true, sortable: true },
    { key: 'startTime', type: 'date', required: true, filter: true, sortable: true },
    { key: 'endTime', type: 'date', required: true, notBefore: 'startTime', sortable: true },
  ],
  defaultSort: { field: 'startTime', order: 'desc' },
});

export const semester = defineResource({
  name: 'semester',
  table: 'semester',
  fields: [
    { key: 'name', type: 'text', required: true, max: 50, unique: true, filter: true, sortable: true },
    { key: 'startTime', type: 'date', required: true, filter: true, sortable: true },
    { key: 'endTime', type: 'date', required: true, notBefore: 'startTime', sortable: true },
  ],
  defaultSort: { field: 'startTime', order: 'desc' },
});

export const externalLinks = defineResource({
  name: 'externalLinks',
  table: 'external_links',
  fields: [
    { key: 'linkName', type: 'text', required: true, max: 100, filter: true, sortable: true },
    { key: 'linkUrl', type: 'text', required: true, max: 500, format: 'url' },
  ],
  defaultSort: { field: 'createTime', order: 'asc' },
});

/** A user's own notes: nobody else sees them, whatever their role. */
export const systemUserNotes = defineResource({
  name: 'systemUserNotes',
  table: 'system_user_notes',
  ownerOnly: true,
  fields: [
    { key: 'title', type: 'text', required: true, max: 200, filter: true, sortable: true },
    { key: 'content', type: 'longText', max: 10000 },
  ],
  defaultSort: { field: 'createTime', order: 'desc' },
});

export const scoringCriteria = defineResource({
  name: 'scoringCriteria',
  table: 'scoring_criteria',
  fields: [
    { key: 'name', type: 'text', required: true, max: 100, unique: true, filter: true, sortable: true },
    { key: 'score', type: 'number', required: true, min: 0, max: 1000, sortable: true, filter: true },
    { key: 'description', type: 'longText', max: 2000 },
    { key: 'sortNo', type: 'integer', min: 0, max: 100000, sortable: true },
  ],
  defaultSort: { field: 'sortNo', order: 'asc' },
});

export const tips = defineResource({
  name: 'tips',
  table: 'tips',
  fields: [
    { key: 'title', type: 'text', required: true, max: 200, filter: true, sortable: true },
    { key: 'module', type: 'text', max: 100, filter: true },
    { key: 'content', type: 'richText', max: 20000 },
  ],
});

export const country = defineResource({
  name: 'country',
  table: 'country',
  title: ['nameZh', 'nameEn'],
  fields: [
    { key: 'code', type: 'text', required: true, max: 3, unique: true, filter: true, sortable: true },
    { key: 'nameZh', type: 'text', required: true, max: 100, filter: true, sortable: true },
    { key: 'nameEn', type: 'text', required: true, max: 100, filter: true, sortable: true },
  ],
  defaultSort: { field: 'code', order: 'asc' },
});
