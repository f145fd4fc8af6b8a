import { RESOURCE } from './registry.ts';
import { type FieldDef, labelKey, type ResourceDef } from './types.ts';

/**
 * Read-only views (spec 001 section 7: `view…/list`): the records of a base resource, each with
 * fields of the records it references, listed under `/api/aacsb/<view>/list` with the base's
 * permission, data rules, filters and sort. A joined field arrives as `<as>_<field>` (and
 * `<as>_<field>_dictText` for coded values); joined fields marked as filters are accepted as
 * query parameters of the same name.
 */
export interface ViewJoin {
  /** A reference field of the base resource. */
  ref: string;
  /** Prefix of the joined fields in a row. */
  as: string;
  /** Fields of the referenced resource (`reviewStatus` when it is reviewed). */
  fields: readonly string[];
  /** Which of them may filter the view. */
  filters?: readonly string[];
}

export interface ViewDef {
  name: string;
  base: string;
  joins: readonly ViewJoin[];
}

export function defineView<const T extends ViewDef>(view: T): T {
  return view;
}

/** The author rows of research outputs, with the output's type, date and state and the teacher's staff number. */
export const viewResearchOutputAuthor = defineView({
  name: 'viewResearchOutputAuthor',
  base: 'researchOutputAuthor',
  joins: [
    {
      ref: 'outputId',
      as: 'output',
      fields: ['outputType', 'publishDate', 'reviewStatus'],
      filters: ['outputType'],
    },
    { ref: 'teacherId', as: 'teacher', fields: ['staffId', 'name'], filters: ['staffId'] },
  ],
});

/**
 * Who teaches what (spec 001 section 7, `viewTeachingProgramTeacher/list`): each course-teacher
 * row with its plan row (year of study, term, credits, plan version), course, teacher, semester
 * and class. The base's permission (teachingProgram) and programme-head rule apply.
 */
export const viewTeachingProgramTeacher = defineView({
  name: 'viewTeachingProgramTeacher',
  base: 'teachingProgramTeacher',
  joins: [
    {
      ref: 'teachingProgramId',
      as: 'plan',
      fields: ['studyYear', 'term', 'credits', 'effectiveYear', 'courseType'],
      filters: ['effectiveYear', 'studyYear', 'term'],
    },
    { ref: 'courseId', as: 'course', fields: ['code', 'name', 'nameEn'], filters: ['code'] },
    { ref: 'teacherId', as: 'teacher', fields: ['name', 'nameEn'], filters: ['name'] },
    { ref: 'semesterId', as: 'semester', fields: ['name', 'startTime', 'endTime'] },
    { ref: 'classId', as: 'class', fields: ['code', 'name', 'nameEn'] },
  ],
});

export const VIEWS: readonly ViewDef[] = [viewResearchOutputAuthor, viewTeachingProgramTeacher];

const byName = new Map(VIEWS.map((v) => [v.name, v]));

export function viewByName(name: string): ViewDef | undefined {
  return byName.get(name);
}

/** The definitions a view stands on: its base and, per join, the referenced resource. */
export function viewParts(view: ViewDef): {
  base: ResourceDef;
  joins: { join: ViewJoin; field: FieldDef; target: ResourceDef }[];
} {
  const resources = RESOURCE as Record<string, ResourceDef>;
  const base = resources[view.base];
  if (!base) throw new Error(`view ${view.name}: no resource ${view.base}`);
  return {
    base,
    joins: view.joins.map((join) => {
      const field = base.fields.find((f) => f.key === join.ref && f.type === 'ref');
      const target = field?.ref ? resources[field.ref] : undefined;
      if (!field || !target) throw new Error(`view ${view.name}: ${join.ref} is not a reference`);
      for (const key of join.fields)
        if (!(key === 'reviewStatus' && target.reviewed) && !target.fields.some((f) => f.key === key))
          throw new Error(`view ${view.name}: ${target.name} has no field ${key}`);
      return { join, field, target };
    }),
  };
}

/**
 * The joined fields of a view as fields of its rows (`<as>_<field>`, labelled as in the
 * referenced resource), for list columns and search forms. Read-only: never written.
 */
export function viewFields(view: ViewDef): FieldDef[] {
  return viewParts(view).joins.flatMap(({ join, target }) =>
    join.fields.map((key): FieldDef => {
      const filter = (join.filters ?? []).includes(key);
      const own = target.fields.find((f) => f.key === key);
      const renamed = `${join.as}_${key}`;
      if (!own)
        return { key: renamed, type: 'dict', dict: 'reviewStatus', label: 'crud.review.statusLabel', filter };
      return {
        ...own,
        key: renamed,
        label: labelKey(target, own),
        required: false,
        unique: false,
        sortable: false,
        filter,
      };
    }),
  );
}
