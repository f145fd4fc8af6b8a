import type { Locale } from '../locales.ts';

/** A text in each of the product's languages (the menu's `L(zh-CN, en-US, zh-TW, pt-BR)` builds one). */
export type Labels = Record<Locale, string>;

/**
 * The shape of a resource definition: one declaration per record type, read by the server (table,
 * routes, validation, import and export) and by the web app (list page and form). Definitions are
 * plain data so both sides can read them; behaviour beyond CRUD lives in server hooks.
 */

export type FieldType =
  | 'text'
  | 'longText'
  | 'richText'
  | 'number'
  | 'integer'
  | 'date'
  | 'datetime'
  | 'year'
  | 'boolean'
  | 'dict'
  | 'ref'
  | 'file'
  /** Structured data (a list of rows) a resource's hook checks; edited on a screen of its own, never in lists, imports or exports. */
  | 'json';

export interface FieldDef {
  /** The key in API payloads and query parameters (camelCase). */
  key: string;
  type: FieldType;
  /** Database column; snake_case of the key when absent. */
  column?: string;
  /** i18n key of the label; `resources.<resource>.<key>` when absent. */
  label?: string;
  /** The label itself, in every language, when it lives in the definition rather than a catalog. */
  labels?: Labels;
  required?: boolean;
  /** Text: length bounds. Number and integer: value bounds. */
  min?: number;
  max?: number;
  /** One record per value (checked on write, import and by the duplicate check). */
  unique?: boolean;
  /** Dictionary code (see dicts.ts) for `dict` fields. */
  dict?: string;
  /**
   * A `dict` field holding several codes (the standards a plan action serves): stored as one
   * comma-separated text ("1-1,5"), each code checked, shown and exported as its labels joined,
   * and a filter value matches a record holding that code among others.
   */
  multiple?: boolean;
  /**
   * For `ref` fields: the resource, or the system list (SYSTEM_REFS: department, discipline, user),
   * the value is an id of. Records are shown, exported and imported by name, stored by id.
   */
  ref?: string;
  /** Offered in the search form and accepted as a list filter (ranges for dates and numbers). */
  filter?: boolean;
  sortable?: boolean;
  /** Shown as a list column; true unless long text, rich text or a file. */
  list?: boolean;
  /** In the Excel export and import; true unless a file. */
  exported?: boolean;
  imported?: boolean;
  /** `url`: an address without a scheme gets https:// added. */
  format?: 'url';
  /** A date that must not be earlier than another date field of the record. */
  notBefore?: string;
  /**
   * Kept by the server (a hook counts or copies it), never typed: left out of add and edit bodies
   * (a value sent is dropped), forms and imports; shown in lists, records and exports.
   */
  readOnly?: boolean;
  /** A `json` field holding one object (a questionnaire's audience) rather than a list of rows. */
  jsonObject?: boolean;
  /** Catalog key of the message when a required value is missing (the spec names some, e.g. "Please select start time"). */
  requiredMessage?: string;
}

export interface AttachmentDef {
  kind: string;
  required?: boolean;
  pdfOnly?: boolean;
}

export interface SortDef {
  field: string;
  order: 'asc' | 'desc';
}

export interface ResourceDef {
  /** Path segment under /api/aacsb/ and the resource's i18n group. */
  name: string;
  /** The resource's title in every language, when not in the `resources` catalog (`<name>._title`). */
  labels?: Labels;
  table: string;
  fields: readonly FieldDef[];
  /** Permission base: routes need `${permission}:query|get|add|edit|delete|import|export|review`. */
  permission?: string;
  /** Fields (keys) a data rule may restrict on; createBy and sysOrgCode always may. */
  dataRuleFields?: readonly string[];
  /** Records go through the review workflow (Unreviewed, Reviewed, Rejected). */
  reviewed?: boolean;
  /** Every row belongs to its creator: others never see or change it, whatever their role. */
  ownerOnly?: boolean;
  /** Administrators may add fields to it (module field customisation). */
  customFields?: boolean;
  attachments?: readonly AttachmentDef[];
  defaultSort?: SortDef;
  /** Fields that name a record (shown for references, matched on import); the first text field by default. */
  title?: readonly string[];
  /**
   * Extra column names a data rule may use, mapped to field keys (or `id`): one rule on a screen
   * then binds every resource under it, e.g. `degree_programs_id` is the programme's own id.
   */
  ruleColumns?: Readonly<Record<string, string>>;
  /**
   * Excel routes a module serves itself because its sheet has a shape of its own (the curriculum
   * map is a course x objective grid): the engine then registers no `exportXls` (`export`) or no
   * `importTemplate` and `importExcel` (`import`) for the resource.
   */
  ownIo?: readonly ('export' | 'import')[];
  /** Combinations of fields that must be unique together. */
  uniqueTogether?: readonly (readonly string[])[];
}

/**
 * Rule columns of a record that carries its programme (`degreeProgramsId`): one programme heads'
 * rule on `degree_programs_id` binds it (curriculum, assurance of learning, questionnaires).
 */
export const PROGRAMME_RULE_COLUMNS = {
  degree_programs_id: 'degreeProgramsId',
  degreeProgramsId: 'degreeProgramsId',
} as const;

/** Identity for type inference: keeps literal names while checking the shape. */
export function defineResource<const T extends ResourceDef>(def: T): T {
  return def;
}

export function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function columnOf(field: FieldDef): string {
  return field.column ?? snakeCase(field.key);
}

export function labelKey(resource: ResourceDef, field: FieldDef): string {
  return field.label ?? `resources.${resource.name}.${field.key}`;
}

export function resourceTitleKey(resource: ResourceDef): string {
  return `resources.${resource.name}._title`;
}

/** Looks a key up in the caller's catalogs (i18next's `t`, the server's `translate`). */
export type Translator = (key: string) => string;

/** A field's label: the definition's own text in `locale`, else the catalog's. */
export function fieldLabel(resource: ResourceDef, field: FieldDef, locale: Locale, t: Translator): string {
  return field.labels?.[locale] || t(labelKey(resource, field));
}

/** A resource's title: the definition's own text in `locale`, else the catalog's. */
export function resourceTitle(resource: ResourceDef, locale: Locale, t: Translator): string {
  return resource.labels?.[locale] || t(resourceTitleKey(resource));
}

export function permissionBase(resource: ResourceDef): string {
  return resource.permission ?? resource.name;
}

/** Actions a resource route may need; `review` is added to the generic actions for reviewed resources. */
export const RESOURCE_ACTIONS = [
  'query',
  'get',
  'add',
  'edit',
  'delete',
  'import',
  'export',
  'review',
] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

export function resourcePermission(resource: ResourceDef, action: ResourceAction): string {
  return `${permissionBase(resource)}:${action}`;
}

/** Every permission code a resource uses (review only when reviewed). */
export function resourcePermissions(resource: ResourceDef): string[] {
  return RESOURCE_ACTIONS.filter((a) => a !== 'review' || resource.reviewed).map((a) =>
    resourcePermission(resource, a),
  );
}

const HIDDEN_BY_DEFAULT: readonly FieldType[] = ['longText', 'richText', 'file', 'json'];

export function inList(field: FieldDef): boolean {
  if (field.type === 'json') return false;
  return field.list ?? !HIDDEN_BY_DEFAULT.includes(field.type);
}
/** A list filter (and search-form control); structured (json) data never is one. */
export function isFilter(field: FieldDef): boolean {
  return Boolean(field.filter) && field.type !== 'json';
}
/** A sort column of lists; structured (json) data never is one. */
export function isSortable(field: FieldDef): boolean {
  return Boolean(field.sortable) && field.type !== 'json';
}
/** One record per value (write, import, duplicate check); structured (json) data never is. */
export function isUnique(field: FieldDef): boolean {
  return Boolean(field.unique) && field.type !== 'json';
}
export function isExported(field: FieldDef): boolean {
  if (field.type === 'json') return false;
  return field.exported ?? field.type !== 'file';
}
export function isImported(field: FieldDef): boolean {
  if (field.type === 'json' || field.readOnly) return false;
  return field.imported ?? field.type !== 'file';
}
/** Dates and numbers filter by range (`key_begin`, `key_end`) as well as by value. */
export function hasRange(field: FieldDef): boolean {
  return ['number', 'integer', 'date', 'datetime', 'year'].includes(field.type);
}

export function titleFields(resource: ResourceDef): string[] {
  if (resource.title?.length) return [...resource.title];
  const first = resource.fields.find((f) => f.type === 'text');
  return first ? [first.key] : [];
}

/** Fields a data rule may name: the definition's, plus the standard owner columns. */
export function dataRuleKeys(resource: ResourceDef): string[] {
  return ['createBy', 'sysOrgCode', ...(resource.dataRuleFields ?? [])];
}
