import {
  type FieldDef,
  OUTPUT_TYPES,
  type OutputTypeDef,
  RESOURCE,
  type ResourceDef,
} from '@accredit/shared';

/**
 * The definitions the faculty screens hand to the generic ResourcePage: the one research-output
 * resource narrowed to one type (its fields, its labels, its required marks and messages, as the
 * server's hook checks them), and the teaching and engagement resources with a fixed type. The
 * name stays the resource's, so every call goes to the same routes.
 */
export const ATTACHMENTS_FIELD = 'attachments';

export function outputTypeDef(type: OutputTypeDef): ResourceDef {
  const base: ResourceDef = RESOURCE.researchOutput;
  const wanted = ['outputType', 'titleZh', 'titleEn', ...type.fields];
  const fields: FieldDef[] = [];
  for (const key of wanted) {
    const field = base.fields.find((f) => f.key === key);
    if (!field) continue;
    const message = type.required[key as keyof typeof type.required];
    fields.push({
      ...field,
      label: type.labels[key as keyof typeof type.labels] ?? field.label,
      required: field.required || Boolean(message),
      requiredMessage: message ?? field.requiredMessage,
      filter: key === 'outputType' ? false : field.filter,
      // Lists stay readable: the type column is implied by the tab, long identifiers are hidden.
      list: ['outputType', 'abstract', 'keywords', 'volume', 'issue', 'pages', 'endDate'].includes(key)
        ? false
        : field.list,
    });
  }
  fields.push({
    key: ATTACHMENTS_FIELD,
    type: 'file',
    label: 'faculty.labels.support',
    required: type.supportPdfRequired,
    requiredMessage: type.supportPdfRequired ? 'faculty.required.supportPdf' : undefined,
    list: false,
  });
  return { ...base, fields };
}

export const OUTPUT_TYPE_DEFS = OUTPUT_TYPES.map((type) => ({ type, def: outputTypeDef(type) }));

/** Teaching contributions or engagement records without the type column (the tab says it). */
export function typedRecordDef(def: ResourceDef): ResourceDef {
  return {
    ...def,
    fields: def.fields.map((f) => (f.key === 'type' ? { ...f, list: false } : f)),
  };
}
