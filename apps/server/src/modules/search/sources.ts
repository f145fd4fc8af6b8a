import { createHash } from 'node:crypto';
import {
  type FieldDef,
  RESOURCES,
  type ResourceDef,
  resourceByName,
  SEARCH_INDEX_VERSION,
  titleFields,
} from '@accredit/shared';
import { type ResourceTable, resourceTable } from '../../crud/table.ts';

/**
 * Which engine resources search covers and how a record becomes a search document (issue 20):
 * its title fields (and their other-language twins) make the title, its other text, rich text,
 * dictionary and reference fields the body, plus whatever a module registered for it (a shared
 * file's extracted text). Read from the definitions, so a new resource is searchable without a
 * line here unless it is settings-like or a bare link between records.
 */

/** Settings, reference lists and bare links between records: nothing a reviewer asks for by name. */
const NOT_SEARCHED = new Set([
  // Customisation and settings.
  'moduleFieldCustomization',
  'moduleFieldValue',
  'teacherFieldRequirement',
  'scoringCriteria',
  'tips',
  'externalLinks',
  // Reference lists (dictionary-like).
  'country',
  'schoolYear',
  'semester',
  'periodicalStandard',
  'conferenceStandard',
  'projectStandard',
  'associationStandard',
  // Links between records, without text of their own.
  'classStudent',
  'degreeProgramsHead',
  'teachingProgram',
  'teachingProgramTeacher',
  'curriculumMap',
  'researchOutputAuthor',
  'teacherDiscipline',
  'performanceTargetYear',
  'employmentSector',
  'evaluationScore',
  'evaluationHistory',
  'evaluationYearCourse',
  'evaluationYearLo',
]);

const STANDARD_DICT = 'accreditationStandard';

export interface SearchSource {
  def: ResourceDef;
  table: ResourceTable;
  /** Title fields in order, each followed by its other-language twin when the definition has one. */
  titleFields: FieldDef[];
  /** Text, rich text, dictionary and reference fields outside the title. */
  bodyFields: FieldDef[];
  /** The year a record belongs to: a year field, else the first date field (else its creation year). */
  yearField?: FieldDef;
  /** A department reference (the college of a teacher, the department of a course). */
  departField?: FieldDef;
  /** Fields holding accreditationStandard codes. */
  standardFields: FieldDef[];
}

/** The other-language twin of a field key: name -> nameEn, titleZh -> titleEn. */
function twinKeys(key: string): string[] {
  if (key.endsWith('Zh')) return [`${key.slice(0, -2)}En`];
  if (key.endsWith('En')) return [`${key.slice(0, -2)}Zh`, key.slice(0, -2)];
  return [`${key}En`];
}

const BODY_TYPES: readonly FieldDef['type'][] = ['text', 'longText', 'richText', 'dict', 'ref'];

function sourceOf(def: ResourceDef): SearchSource | null {
  const byKey = new Map(def.fields.map((f) => [f.key, f]));
  const title: FieldDef[] = [];
  for (const key of titleFields(def)) {
    for (const k of [key, ...twinKeys(key)]) {
      const f = byKey.get(k);
      if (f && !title.includes(f) && f.type !== 'json' && f.type !== 'file') title.push(f);
    }
  }
  if (title.length === 0) return null;
  // Kept by the server (a file's type, its indexing state), addresses and standards (a filter of
  // their own) say nothing a person searches for, and would fill the snippet.
  const body = def.fields.filter(
    (f) =>
      BODY_TYPES.includes(f.type) &&
      !title.includes(f) &&
      !f.readOnly &&
      f.key !== 'url' &&
      f.format !== 'url' &&
      f.dict !== STANDARD_DICT &&
      f.ref !== def.name,
  );
  return {
    def,
    table: resourceTable(def),
    titleFields: title,
    bodyFields: body,
    yearField: def.fields.find((f) => f.type === 'year') ?? def.fields.find((f) => f.type === 'date'),
    departField: def.fields.find((f) => f.type === 'ref' && f.ref === 'department'),
    standardFields: def.fields.filter((f) => f.type === 'dict' && f.dict === STANDARD_DICT),
  };
}

const SOURCES: ReadonlyMap<string, SearchSource> = new Map(
  RESOURCES.filter((def) => !NOT_SEARCHED.has(def.name))
    .map(sourceOf)
    .filter((s): s is SearchSource => s !== null)
    .map((s) => [s.def.name, s]),
);

export function searchSources(): SearchSource[] {
  return [...SOURCES.values()];
}

export function searchSource(resource: string): SearchSource | undefined {
  return SOURCES.get(resource);
}

export function isSearchable(resource: string): boolean {
  return SOURCES.has(resource) && resourceByName(resource) !== undefined;
}

/**
 * Searchable resources whose titles show another resource's records by name (a syllabus by its
 * course): when such a record is renamed, these documents are indexed again.
 */
export function titleDependents(resource: string): { source: SearchSource; field: FieldDef }[] {
  const out: { source: SearchSource; field: FieldDef }[] = [];
  for (const source of SOURCES.values())
    for (const field of source.titleFields)
      if (field.type === 'ref' && field.ref === resource) out.push({ source, field });
  return out;
}

/**
 * What the stored index was built for: the tokenizer's version, the searchable resources and the
 * resources whose extra text was loaded (`withText`: an index built before the file module
 * registered its loader, by a seed, lacks the files' text). When it differs from the stored one
 * the index is rebuilt.
 */
export function indexSignature(withText: readonly string[]): string {
  const names = `${[...SOURCES.keys()].sort().join(',')};${[...withText].sort().join(',')}`;
  return `${SEARCH_INDEX_VERSION}:${createHash('sha256').update(names).digest('hex').slice(0, 16)}`;
}
