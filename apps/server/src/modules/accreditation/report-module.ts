import type { App, Deps } from '../../core/app-types.ts';

/** Issue 21, the report part of the accreditation workspace (see module.ts). Filled by its owner. */
export function registerReport(_app: App, _deps: Deps): void {}
