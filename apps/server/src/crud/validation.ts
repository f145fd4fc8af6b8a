import { dictValues, type FieldDef, hasRange, isFilter, type ResourceDef } from '@accredit/shared';
import { z } from 'zod';
import { emptyListToNull, isMultiDict, multiDictSchema } from './multi-dict.ts';

/**
 * zod schemas derived from a definition: the add and edit bodies (messages are catalog keys, so
 * the error handler answers in the caller's language), the record that leaves the server, and the
 * list query with one parameter per filter.
 */
export const MSG = {
  required: 'crud.validation.required',
  number: 'crud.validation.number',
  integer: 'crud.validation.integer',
  tooLong: 'crud.validation.tooLong',
  tooShort: 'crud.validation.tooShort',
  tooSmall: 'crud.validation.tooSmall',
  tooBig: 'crud.validation.tooBig',
  date: 'crud.validation.date',
  year: 'crud.validation.year',
  option: 'crud.validation.option',
  invalid: 'crud.validation.invalid',
  url: 'crud.validation.url',
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

const typed = (wrong: string, required: string = MSG.required) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? required : wrong,
});

function numberSchema(field: FieldDef, integer: boolean): z.ZodType {
  let s = z.number(typed(MSG.number, field.requiredMessage));
  if (integer) s = s.int({ error: MSG.integer });
  if (field.min !== undefined) s = s.min(field.min, { error: MSG.tooSmall });
  if (field.max !== undefined) s = s.max(field.max, { error: MSG.tooBig });
  return s;
}

/** The schema of one field's value, without the null/undefined handling. */
export function valueSchema(field: FieldDef): z.ZodType {
  const missing = field.requiredMessage ?? MSG.required;
  switch (field.type) {
    case 'number':
      return numberSchema(field, false);
    case 'integer':
      return numberSchema(field, true);
    case 'year':
      return z
        .number(typed(MSG.year))
        .int({ error: MSG.year })
        .min(1000, { error: MSG.year })
        .max(9999, { error: MSG.year });
    case 'boolean':
      return z.boolean(typed(MSG.invalid, missing));
    case 'json':
      // The shape is the resource hook's to check; here only a bound on its size.
      if (field.jsonObject)
        return z
          .record(z.string(), z.unknown(), typed(MSG.invalid, missing))
          .refine((v) => JSON.stringify(v).length <= 200_000, { error: MSG.tooBig });
      return z
        .array(z.unknown(), typed(MSG.invalid, missing))
        .max(field.max ?? 500, { error: MSG.tooBig })
        .refine((v) => JSON.stringify(v).length <= 200_000, { error: MSG.tooBig });
    case 'date':
      return z.string(typed(MSG.date, missing)).refine(isRealDate, { error: MSG.date });
    case 'datetime':
      return z
        .string(typed(MSG.date, missing))
        .refine((v) => !Number.isNaN(Date.parse(v)), { error: MSG.date });
    case 'dict': {
      if (field.multiple) return multiDictSchema(missing);
      // Read at each check: administrators' dictionary edits apply without a restart.
      const code = field.dict ?? '';
      return z
        .string(typed(MSG.option, missing))
        .refine((v) => dictValues(code).includes(v), { error: MSG.option });
    }
    default: {
      let s = z.string(typed(MSG.invalid, missing)).trim();
      if (field.required) s = s.min(1, { error: missing });
      if (field.min !== undefined) s = s.min(field.min, { error: MSG.tooShort });
      s = s.max(field.max ?? (field.type === 'richText' || field.type === 'longText' ? 20000 : 255), {
        error: MSG.tooLong,
      });
      return s;
    }
  }
}

/** Empty strings from forms and spreadsheets mean "no value". */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
/** A multiple dictionary field's empty list is no value too (a json list stays an empty list). */
const noCodesToNull = (v: unknown) => emptyListToNull(blankToNull(v));

function bodyShape(def: ResourceDef, mode: 'add' | 'edit'): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  // A read-only field is no key of the body: zod drops a value sent for it.
  for (const field of def.fields.filter((f) => !f.readOnly)) {
    const base = valueSchema(field);
    const inner = field.required ? (mode === 'add' ? base : base.optional()) : base.nullable().optional();
    shape[field.key] = z.preprocess(isMultiDict(field) ? noCodesToNull : blankToNull, inner);
  }
  if (def.customFields)
    shape.customFields = z.record(z.string(), z.union([z.string(), z.number(), z.null()])).optional();
  // In a list: the changes the caller holds the right to make but may not make on this row.
  shape.denied = z.array(z.enum(['edit', 'delete'])).optional();
  if (def.attachments?.length)
    shape.attachments = z
      .array(
        z.object({
          kind: z.string().max(64),
          fileName: z.string().min(1).max(255),
          url: z.string().min(1).max(1000),
        }),
      )
      .max(50)
      .optional();
  return shape;
}

/**
 * A schema made once per definition: schemas are immutable and a definition's never changes, while
 * the app is built again for each test file (making every resource's schemas anew took a fifth of
 * building the app).
 */
function perDefinition<T>(make: (def: ResourceDef) => T): (def: ResourceDef) => T {
  const made = new WeakMap<ResourceDef, T>();
  return (def) => {
    let schema = made.get(def);
    if (schema === undefined) {
      schema = make(def);
      made.set(def, schema);
    }
    return schema;
  };
}

export const addBodySchema = perDefinition((def) => z.object(bodyShape(def, 'add')));

export const editBodySchema = perDefinition((def) =>
  z.object({
    id: z.string({ error: MSG.required }).min(1, { error: MSG.required }).max(64),
    ...bodyShape(def, 'edit'),
  }),
);

function outputSchema(field: FieldDef): z.ZodType {
  switch (field.type) {
    case 'number':
    case 'integer':
    case 'year':
      return z.number();
    case 'boolean':
      return z.boolean();
    case 'json':
      return field.jsonObject ? z.record(z.string(), z.unknown()) : z.array(z.unknown());
    default:
      return z.string();
  }
}

/** A record as it leaves the server: fields, their display texts, standard and review columns. */
export const recordSchema = perDefinition((def) => {
  const shape: Record<string, z.ZodType> = {
    id: z.string(),
    createBy: z.string().nullable(),
    createTime: z.string(),
    updateBy: z.string().nullable(),
    updateTime: z.string().nullable(),
    sysOrgCode: z.string().nullable(),
  };
  for (const field of def.fields) {
    shape[field.key] = outputSchema(field).nullable();
    if (field.type === 'dict' || field.type === 'ref') shape[`${field.key}_dictText`] = z.string().nullable();
  }
  if (def.reviewed) {
    shape.reviewStatus = z.number();
    shape.reviewStatus_dictText = z.string();
    shape.reviewReason = z.string().nullable();
    shape.reviewBy = z.string().nullable();
    shape.reviewTime = z.string().nullable();
  }
  if (def.customFields) shape.customFields = z.record(z.string(), z.string().nullable());
  // In a list: the changes the caller holds the right to make but may not make on this row.
  shape.denied = z.array(z.enum(['edit', 'delete'])).optional();
  if (def.attachments?.length)
    shape.attachments = z
      .array(z.object({ id: z.string(), kind: z.string(), fileName: z.string(), url: z.string() }))
      .optional();
  return z.object(shape);
});

/** List parameters: paging and sort, then one parameter per filter field (and its range ends). */
export const listQuerySchema = perDefinition((def) => {
  const shape: Record<string, z.ZodType> = {
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => n === -1 || (n >= 1 && n <= 1_000_000), 'pageSize must be -1 or 1..1000000')
      .default(10),
    column: z.string().max(64).optional(),
    order: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
    _t: z.string().optional(),
    /** The list total counts every match, past the cap (records.ts LIST_TOTAL_CAP). */
    exactTotal: z.enum(['true', 'false', '1', '0']).optional(),
  };
  const filter = z.string().max(200).optional();
  for (const field of def.fields.filter(isFilter)) {
    shape[field.key] = filter;
    if (hasRange(field)) {
      shape[`${field.key}_begin`] = filter;
      shape[`${field.key}_end`] = filter;
    }
  }
  if (def.reviewed) shape.reviewStatus = filter;
  // Custom-field filters (cf_<fieldId>) are dynamic, so the object lets unknown keys through;
  // the parser reads only whitelisted keys from it.
  return z.looseObject(shape);
});

export type ListQueryInput = Record<string, unknown> & {
  pageNo: number;
  pageSize: number;
  column?: string;
  order?: string;
  exactTotal?: string;
};
