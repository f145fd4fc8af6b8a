import type { ResourceHooks } from '../../crud/hooks.ts';

/** Placeholder until the lifecycle work lands: checks of groupList, copy from the template, question lock. */
export const questionnaireTemplateHooks: ResourceHooks = {};
export const questionnaireHooks: ResourceHooks = {};
