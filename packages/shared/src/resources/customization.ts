import { defineResource } from './types.ts';

/**
 * Module field customisation (spec 001 section 3): administrators add fields to a resource that
 * declares `customFields`; the values live in moduleFieldValue; the engine shows them in the form,
 * the list, the filters, import and export. Teacher field requirements say which teacher fields a
 * teacher must fill in their own record.
 */

export const moduleFieldCustomization = defineResource({
  name: 'moduleFieldCustomization',
  table: 'module_field_customization',
  title: ['labelEn', 'labelZh'],
  fields: [
    { key: 'module', type: 'text', required: true, max: 64, filter: true, sortable: true },
    { key: 'labelZh', type: 'text', required: true, max: 100, filter: true },
    { key: 'labelEn', type: 'text', required: true, max: 100, filter: true },
    { key: 'labelTw', type: 'text', max: 100 },
    { key: 'labelPt', type: 'text', max: 100 },
    { key: 'fieldType', type: 'dict', dict: 'customFieldType', required: true, filter: true },
    { key: 'dictCode', type: 'text', max: 64 },
    { key: 'required', type: 'boolean' },
    { key: 'sortOrder', type: 'integer', min: 0, max: 100000, sortable: true },
  ],
  defaultSort: { field: 'sortOrder', order: 'asc' },
});

export const moduleFieldValue = defineResource({
  name: 'moduleFieldValue',
  table: 'module_field_value',
  uniqueTogether: [['resource', 'recordId', 'fieldId']],
  fields: [
    { key: 'resource', type: 'text', required: true, max: 64, filter: true },
    { key: 'recordId', type: 'text', required: true, max: 50, filter: true },
    { key: 'fieldId', type: 'ref', ref: 'moduleFieldCustomization', required: true, filter: true },
    { key: 'value', type: 'longText', max: 5000, list: true },
  ],
});

export const teacherFieldRequirement = defineResource({
  name: 'teacherFieldRequirement',
  table: 'teacher_field_requirement',
  fields: [
    { key: 'fieldKey', type: 'text', required: true, max: 64, unique: true, filter: true, sortable: true },
    { key: 'required', type: 'boolean', filter: true },
  ],
});
