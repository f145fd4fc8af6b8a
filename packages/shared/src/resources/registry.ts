import * as accreditation from './accreditation.ts';
import * as aol from './aol.ts';
import * as contributions from './contributions.ts';
import * as curriculum from './curriculum.ts';
import * as customization from './customization.ts';
import * as facilities from './facilities.ts';
import * as faculty from './faculty.ts';
import * as files from './files.ts';
import * as people from './people.ts';
import * as progression from './progression.ts';
import * as qualification from './qualification.ts';
import * as questionnaire from './questionnaire.ts';
import * as school from './school.ts';
import * as standards from './standards.ts';
import * as strategy from './strategy.ts';
import type { ResourceDef } from './types.ts';

/**
 * Every resource the engine serves. A definition exported from one of these area files is
 * registered: the list is built from the modules' exports, so a new resource needs no line here.
 */
export const RESOURCE = {
  ...school,
  ...standards,
  ...people,
  ...customization,
  ...faculty,
  ...contributions,
  ...qualification,
  ...strategy,
  ...curriculum,
  ...aol,
  ...questionnaire,
  ...facilities,
  ...progression,
  ...files,
  ...accreditation,
};
export type ResourceName = keyof typeof RESOURCE;

export const RESOURCES: readonly ResourceDef[] = Object.values(RESOURCE);

const byName = new Map(RESOURCES.map((r) => [r.name, r]));

export function resourceByName(name: string): ResourceDef | undefined {
  return byName.get(name);
}

/** Resources whose records administrators may extend with custom fields. */
export function customizableResources(): ResourceDef[] {
  return RESOURCES.filter((r) => r.customFields);
}
