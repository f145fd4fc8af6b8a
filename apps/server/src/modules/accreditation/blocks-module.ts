import type { App, Deps } from '../../core/app-types.ts';

/** Issue 21, the blocks part of the accreditation workspace (see module.ts). Filled by its owner. */
export function registerBlocks(_app: App, _deps: Deps): void {}
